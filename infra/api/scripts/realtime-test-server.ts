/**
 * A throw-away API for the tests of libs/realtime (run with tsx; the tests spawn it): the real app
 * on an in-memory database, two users, and a line protocol on stdin to drive it. Each command is
 * one JSON line; each answer one JSON line on stdout.
 *
 *   {"cmd":"token","user":"guest","ttlSeconds":900}      → {"token":"..."}
 *   {"cmd":"message","from":"host","to":"guest","content":"hi","push":true} → {"messageId":1,"chatId":1}
 *   {"cmd":"notify","user":"guest"}                        → {"id":1}
 *   {"cmd":"restart"}  every hub connection is closed with allowReconnect → {"ok":true}
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { RoleId } from '@tajriba/contracts';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { signJwt } from '../src/lib/jwt';
import { hashPassword } from '../src/lib/passwords';
import { usersRepository } from '../src/repositories/users';

async function main() {
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' }, { LOG_LEVEL: 'silent', DATA_DIR: 'memory://', AUTO_SEED: false, REDIS_URL: '', DATABASE_URL: '', FILES_DIR: `/tmp/tj-rt-${randomBytes(4).toString('hex')}` });
  const database = await openDatabase({ dataDir: 'memory://' });
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const users = usersRepository(database.db);
  const people: Record<string, { id: number; sid: string }> = {};
  for (const [name, roles] of [['guest', [RoleId.Guest]], ['host', [RoleId.Guest, RoleId.Host]]] as const) {
    const email = `${name}.${randomBytes(3).toString('hex')}@example.com`;
    const row = await users.create(
      { email, fullName: name === 'guest' ? 'Layla' : 'Abdullah', phoneNumber: null, passwordHash: await hashPassword('Secret#123'), isMale: true, dateOfBirth: '1990-01-01', emailConfirmed: true, phoneConfirmed: true, currentRoleId: roles[roles.length - 1], language: 'en-US', createdAt: new Date(), updatedAt: new Date() },
      [...roles],
    );
    const res = await app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: email, password: 'Secret#123', isPersistent: true } });
    const token = res.json().data.accessToken as string;
    people[name] = { id: row.id, sid: JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sid };
  }
  const addr = app.server.address();
  const out = (o: unknown) => process.stdout.write(`${JSON.stringify(o)}\n`);
  out({ ready: true, apiBase: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, users: Object.fromEntries(Object.entries(people).map(([k, v]) => [k, v.id])) });
  const sql = database.sql;
  for await (const line of createInterface({ input: process.stdin })) {
    const c = JSON.parse(line) as Record<string, unknown>;
    try {
      if (c.cmd === 'token') {
        const p = people[c.user as string];
        const now = Math.floor(Date.now() / 1000);
        out({ token: signJwt({ sub: String(p.id), role: RoleId.Guest, sid: p.sid, iat: now, exp: now + Number(c.ttlSeconds ?? 900) }, config.tokens.accessSecret) });
      } else if (c.cmd === 'message') {
        const [from, to] = [people[c.from as string].id, people[c.to as string].id];
        const [a, b] = [Math.min(from, to), Math.max(from, to)];
        const [{ id: chatId }] = await sql.query<{ id: number }>('INSERT INTO chats (user_a, user_b, created_at) VALUES ($1, $2, now()) ON CONFLICT (user_a, user_b) DO UPDATE SET user_a = EXCLUDED.user_a RETURNING id', [a, b]);
        const [{ id }] = await sql.query<{ id: number }>('INSERT INTO chat_messages (chat_id, from_user_id, to_user_id, content, created_at, updated_at) VALUES ($1, $2, $3, $4, now(), now()) RETURNING id', [chatId, from, to, c.content]);
        if (c.push) {
          await app.hubs.sendToUsers('chat', [to], 'ReceiveMessage', [{ chatId, messageId: id, content: c.content }]);
        }
        out({ messageId: id, chatId });
      } else if (c.cmd === 'notify') {
        const n = await app.notify(people[c.user as string].id, 'identityStatusChanged', { status: 'approved' });
        out({ id: n?.id });
      } else if (c.cmd === 'restart') {
        const hubs = app.hubs as unknown as { all: Set<unknown>; closeConnection(c: unknown, e: string, a: boolean): void };
        for (const conn of [...hubs.all]) hubs.closeConnection(conn, 'The server is restarting.', true);
        out({ ok: true });
      } else out({ error: `unknown command ${String(c.cmd)}` });
    } catch (err) {
      out({ error: (err as Error).message });
    }
  }
  await app.close();
  await database.close();
}
void main();
