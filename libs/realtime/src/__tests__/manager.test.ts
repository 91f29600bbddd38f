/**
 * @jest-environment node
 *
 * The connection manager against the real API (infra/api/scripts/realtime-test-server.ts, spawned
 * on an in-memory database): lazy start, delivery, one connection per hub, reconnect with
 * catch-up by id, each id delivered once, token refresh before a reconnect.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ChatMessage, Notification } from '@tajriba/contracts/account';
import { RealtimeManager } from '../manager';

const root = path.resolve(__dirname, '../../../..');
let server: ChildProcessWithoutNullStreams;
let apiBase: string;
const answers: ((v: Record<string, unknown>) => void)[] = [];

const send = (cmd: Record<string, unknown>) =>
  new Promise<Record<string, unknown>>((resolve) => {
    answers.push(resolve);
    server.stdin.write(`${JSON.stringify(cmd)}\n`);
  });
const token = async (user: 'guest' | 'host', ttlSeconds = 900) => (await send({ cmd: 'token', user, ttlSeconds })).token as string;
const until = async (check: () => boolean, ms = 8000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
};

beforeAll(async () => {
  server = spawn(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), path.join(root, 'infra/api/scripts/realtime-test-server.ts')], { cwd: path.join(root, 'infra/api') });
  server.stderr.on('data', (d) => process.stderr.write(d));
  const lines = createInterface({ input: server.stdout });
  apiBase = await new Promise<string>((resolve) => {
    lines.on('line', (line) => {
      const msg = JSON.parse(line) as Record<string, unknown>;
      if (msg.ready) return resolve(msg.apiBase as string);
      answers.shift()?.(msg);
    });
  });
}, 120_000);
afterAll(() => {
  server.kill();
});

const managers: RealtimeManager[] = [];
afterEach(async () => {
  await Promise.all(managers.splice(0).map((m) => m.stop()));
});
const manager = (getToken: () => string | null, extra: Partial<ConstructorParameters<typeof RealtimeManager>[0]> = {}) => {
  const m = new RealtimeManager({ apiBase, getAccessToken: getToken, refresh: async () => false, afterFirstPaint: async () => undefined, retryDelaysMs: [0, 100, 200], ...extra });
  managers.push(m);
  return m;
};

it('connects a hub on the first subscription and delivers its events', async () => {
  const guestToken = await token('guest');
  const m = manager(() => guestToken);
  expect(m.state('chat')).toBe('idle');
  const got: ChatMessage[] = [];
  m.on('chat', 'ReceiveMessage', (msg) => got.push(msg));
  await until(() => m.state('chat') === 'connected');
  expect(m.state('notifications')).toBe('idle');
  await send({ cmd: 'message', from: 'host', to: 'guest', content: 'marhaba', push: true });
  await until(() => got.length === 1);
  expect(got[0].content).toBe('marhaba');
});

it('keeps one connection per hub for any number of subscribers', async () => {
  const guestToken = await token('guest');
  let factoryCalls = 0;
  const m = manager(() => {
    factoryCalls++;
    return guestToken;
  });
  const a: Notification[] = [];
  const b: Notification[] = [];
  const offA = m.on('notifications', 'ReceiveNotification', (n) => a.push(n));
  m.on('notifications', 'ReceiveNotification', (n) => b.push(n));
  await m.start('notifications');
  const callsAfterStart = factoryCalls;
  m.on('notifications', 'ReceiveNotification', () => undefined);
  await m.start('notifications');
  expect(factoryCalls).toBe(callsAfterStart);
  const { id } = await send({ cmd: 'notify', user: 'guest' });
  await until(() => a.length === 1 && b.length === 1);
  expect(a[0].id).toBe(id);
  offA();
  await send({ cmd: 'notify', user: 'guest' });
  await until(() => b.length === 2);
  expect(a).toHaveLength(1);
});

it('after a server restart it reconnects and catches up on what it missed, each id once', async () => {
  const guestToken = await token('guest');
  const m = manager(() => guestToken);
  const got: number[] = [];
  m.on('chat', 'ReceiveMessage', (msg) => got.push(msg.messageId));
  await m.start('chat');
  const first = (await send({ cmd: 'message', from: 'host', to: 'guest', content: 'one', push: true })).messageId as number;
  await until(() => got.includes(first));
  const states: string[] = [];
  m.onState('chat', (s) => states.push(s));
  await send({ cmd: 'restart' });
  // Stored while the client was away, never pushed: only the catch-up can bring it.
  const missed = (await send({ cmd: 'message', from: 'host', to: 'guest', content: 'while away', push: false })).messageId as number;
  await until(() => got.includes(missed));
  expect(states).toContain('reconnecting');
  expect(m.state('chat')).toBe('connected');
  // The push of an id already delivered by the catch-up is dropped.
  await send({ cmd: 'restart' });
  await until(() => m.state('chat') === 'connected');
  expect(got.filter((id) => id === missed)).toHaveLength(1);
  expect(got.filter((id) => id === first)).toHaveLength(1);
});

it('refreshes an expiring token before (re)connecting', async () => {
  let current = await token('guest', 1);
  let refreshes = 0;
  const m = manager(() => current, {
    getExpiresAt: () => JSON.parse(Buffer.from(current.split('.')[1], 'base64url').toString()).exp * 1000,
    refresh: async () => {
      refreshes++;
      current = await token('guest', 900);
      return true;
    },
  });
  await m.start('chat');
  // The 1-second token was within the refresh margin: refreshed before negotiate.
  expect(refreshes).toBeGreaterThanOrEqual(1);
  expect(m.state('chat')).toBe('connected');
});

it('stop() closes every hub; a later subscription reconnects', async () => {
  const guestToken = await token('guest');
  const m = manager(() => guestToken);
  await m.start('chat');
  await m.start('notifications');
  await m.stop();
  expect(m.state('chat')).toBe('disconnected');
  expect(m.state('notifications')).toBe('disconnected');
  m.on('chat', 'ReceiveRead', () => undefined);
  await until(() => m.state('chat') === 'connected');
});
