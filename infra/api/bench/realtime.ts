/**
 * Real-time benchmark (issue 14): two API instances (`tsx src/server.ts`) on one PostgreSQL and
 * one Redis, SignalR clients spread across them. Prints, asserting nothing:
 *
 *  1. delivery latency p50/p95/p99 from send (POST CurrentUserReply on instance A: stored, then
 *     published) to `ReceiveMessage` on a client connected to instance B, with N connections open;
 *  2. the most connections one instance held (raw WebSockets doing the handshake and pings) and
 *     the instance's memory per connection (RSS delta / connections);
 *  3. messages lost when instance B is restarted in the middle of a burst, counted by id after the
 *     clients reconnected and caught up with `MessagesSince`.
 *
 *   npm run bench:realtime -w @tajriba/api
 *   BENCH_CONNECTIONS=1000 BENCH_MESSAGES=2000 BENCH_MAX_CONNECTIONS=6000 BENCH_BURST=600
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test): the benchmark
 * creates the database `tajriba_rt_bench` next to it and drops it at the end. REDIS_URL defaults
 * to redis://127.0.0.1:6379 (a prefix of its own).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { HubConnectionBuilder, LogLevel, type HubConnection } from '@microsoft/signalr';
import { Client } from 'pg';
import { WebSocket } from 'ws';
import { signJwt } from '../src/lib/jwt';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1000);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 1000);
const MAX_CONNECTIONS = Number(process.env.BENCH_MAX_CONNECTIONS ?? 6000);
const BURST = Number(process.env.BENCH_BURST ?? 600);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Your own database on a shared server: BENCH_DB names it (created, then dropped at the end).
const DB_NAME = process.env.BENCH_DB ?? 'tajriba_rt_bench';
const SECRET = randomBytes(32).toString('hex');
const PORTS = [Number(process.env.BENCH_PORT_A ?? 5901), Number(process.env.BENCH_PORT_B ?? 5902)];
const apiDir = path.resolve(__dirname, '..');

const dbUrl = (name: string) => {
  const u = new URL(SERVER_URL);
  u.pathname = `/${name}`;
  return u.toString();
};
const pct = (samples: number[], p: number) => {
  const s = [...samples].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** RSS of a process and its descendants (tsx runs the server in a child node process). */
const rssKb = (pid: number): number => {
  const own = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  let children: number[] = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    /* no children file */
  }
  return own + children.reduce((sum, c) => sum + rssKb(c), 0);
};

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: dbUrl(DB_NAME),
  REDIS_URL,
  REDIS_PREFIX: `tjbench:${randomBytes(3).toString('hex')}:`,
  ACCESS_TOKEN_SECRET: SECRET,
  CODE_SECRET: randomBytes(32).toString('hex'),
  PAYMENTS_PUBLISHABLE_KEY: 'pk_test_bench',
  PAYMENTS_SECRET_KEY: 'sk_test_bench',
  PAYMENTS_WEBHOOK_SECRET: 'whsec_bench',
  RATE_LIMITS: 'false',
  AUTO_SEED: 'false',
  LOG_LEVEL: 'warn',
};

function startInstance(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.resolve(apiDir, '../../node_modules/tsx/dist/cli.mjs'), 'src/server.ts'], { cwd: apiDir, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, stdio: ['ignore', 'ignore', 'inherit'] });
  return (async () => {
    for (let i = 0; i < 600; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/ready`)).ok) return child;
      } catch {
        /* not up yet */
      }
      await sleep(100);
    }
    throw new Error(`instance on ${port} did not start`);
  })();
}
const stopInstance = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

interface Person {
  id: number;
  token: string;
}

async function main() {
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME}`);
  await admin.query(`CREATE DATABASE ${DB_NAME}`);
  const load0 = loadavg()[0];
  console.info(`machine: ${cpus().length} cores (${cpus()[0]?.model ?? '?'}), load average at start ${load0.toFixed(1)}`);
  const instances = [await startInstance(PORTS[0]), await startInstance(PORTS[1])];
  const db = new Client({ connectionString: dbUrl(DB_NAME) });
  await db.connect();

  // People: pairs (sender, receiver), each with a live session, and a chat per pair.
  const pairs = Math.max(1, Math.floor(CONNECTIONS / 2));
  const now = new Date();
  const exp = Math.floor(now.getTime() / 1000) + 6 * 3600;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (full_name, email, is_male, current_role_id, language, created_at, updated_at, email_confirmed)
     SELECT 'Bench ' || g, 'bench' || g || '@example.com', true, 8, 'en-US', now(), now(), true FROM generate_series(1, $1) g RETURNING id`,
    [pairs * 2 + 400],
  );
  const people: Person[] = [];
  const families = rows.map(() => randomUUID());
  await db.query(
    `INSERT INTO refresh_tokens (user_id, family_id, token_hash, persistent, expires_at, created_at)
     SELECT u, f::uuid, md5(random()::text || u), true, now() + interval '1 day', now() FROM unnest($1::int[], $2::text[]) AS t(u, f)`,
    [rows.map((r) => r.id), families],
  );
  rows.forEach((r, i) => people.push({ id: r.id, token: signJwt({ sub: String(r.id), role: 8, sid: families[i], iat: exp - 6 * 3600, exp }, SECRET) }));
  const chatIds: number[] = [];
  for (let i = 0; i < pairs; i++) {
    const [a, b] = [people[2 * i].id, people[2 * i + 1].id];
    const r = await db.query<{ id: number }>('INSERT INTO chats (user_a, user_b, created_at) VALUES ($1, $2, now()) RETURNING id', [Math.min(a, b), Math.max(a, b)]);
    chatIds.push(r.rows[0].id);
  }

  const url = (i: number) => `http://127.0.0.1:${PORTS[i]}`;
  const reply = (p: Person, chatId: number, content: string, instance = 0) =>
    fetch(`${url(instance)}/api/Messages/CurrentUserReply/${chatId}`, { method: 'POST', headers: { authorization: `Bearer ${p.token}`, 'content-type': 'application/json' }, body: JSON.stringify({ content }) });

  // ---- 1. latency across instances with N connections ----
  const received = new Map<string, number>();
  const clients: HubConnection[] = [];
  const lastIds = new Map<HubConnection, number>();
  const connectClient = async (p: Person, instance: number, onMessage: (m: { messageId: number; content: string }) => void) => {
    const c = new HubConnectionBuilder()
      .withUrl(`${url(instance)}/hubs/chat`, { accessTokenFactory: () => p.token, skipNegotiation: false })
      .withAutomaticReconnect({ nextRetryDelayInMilliseconds: (ctx) => (ctx.previousRetryCount < 60 ? 250 : null) })
      .configureLogging(LogLevel.None)
      .build();
    c.on('ReceiveMessage', onMessage);
    await c.start();
    clients.push(c);
    return c;
  };
  const t0 = performance.now();
  for (let i = 0; i < pairs; i++) {
    const batch = [];
    // Sender on A, receiver on B.
    batch.push(connectClient(people[2 * i], 0, () => undefined));
    batch.push(connectClient(people[2 * i + 1], 1, (m) => received.set(m.content, performance.now())));
    await Promise.all(batch);
  }
  console.info(`\n1. latency: ${clients.length} connections open (${pairs} on each instance) in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const sentAt = new Map<string, number>();
  const concurrency = 8;
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < MESSAGES) {
        const k = next++;
        const pair = k % pairs;
        const content = `lat-${k}`;
        sentAt.set(content, performance.now());
        const res = await reply(people[2 * pair], chatIds[pair], content, 0);
        if (!res.ok) throw new Error(`send failed ${res.status}`);
        await sleep(5);
      }
    }),
  );
  await sleep(1000);
  const lat = [...sentAt].flatMap(([k, t]) => (received.has(k) ? [received.get(k)! - t] : []));
  console.info(`   ${MESSAGES} messages sent on A, ${lat.length} received on B; send → receive p50 ${pct(lat, 50).toFixed(1)} ms, p95 ${pct(lat, 95).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms (load average ${loadavg()[0].toFixed(1)})`);

  // ---- 3. loss when instance B restarts mid-burst (before 2, which fills B with raw sockets) ----
  const burstReceivers = clients.filter((_, i) => i % 2 === 1);
  const got = new Set<number>();
  for (const c of burstReceivers) {
    c.off('ReceiveMessage');
    c.on('ReceiveMessage', (m: { messageId: number }) => {
      got.add(m.messageId);
      lastIds.set(c, Math.max(lastIds.get(c) ?? 0, m.messageId));
    });
    c.onreconnected(async () => {
      const res = await c.invoke<{ messages: { messageId: number }[] }>('MessagesSince', lastIds.get(c) ?? 0);
      for (const m of res.messages) got.add(m.messageId);
    });
  }
  // Baseline id: catch-up starts after the newest message each receiver already has.
  const base = (await db.query<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM chat_messages')).rows[0].max;
  for (const c of burstReceivers) lastIds.set(c, base);
  const sentIds: number[] = [];
  let restarted: Promise<void> | null = null;
  for (let k = 0; k < BURST; k++) {
    const pair = k % pairs;
    const res = await reply(people[2 * pair], chatIds[pair], `burst-${k}`, 0);
    sentIds.push((await res.json()).data);
    if (k === Math.floor(BURST / 3)) {
      restarted = (async () => {
        await stopInstance(instances[1]);
        instances[1] = await startInstance(PORTS[1]);
      })();
    }
  }
  await restarted;
  for (let i = 0; i < 200 && sentIds.some((id) => !got.has(id)); i++) await sleep(100);
  const lost = sentIds.filter((id) => !got.has(id)).length;
  console.info(`\n3. restart of B mid-burst: ${sentIds.length} messages sent, ${sentIds.length - lost} received (live or caught up by id), ${lost} lost`);
  await Promise.all(clients.map((c) => c.stop().catch(() => undefined)));

  // ---- 2. connections one instance holds, memory per connection ----
  const pid = instances[1].pid!;
  await sleep(1000);
  const before = rssKb(pid);
  const sockets: WebSocket[] = [];
  let failed = 0;
  const pool = people.slice(0, 400);
  const open = (p: Person) =>
    new Promise<boolean>((resolve) => {
      const ws = new WebSocket(`ws://127.0.0.1:${PORTS[1]}/hubs/chat?id=${randomBytes(16).toString('base64url')}&access_token=${p.token}`);
      const timer = setTimeout(() => resolve(false), 15000);
      ws.on('open', () => ws.send('{"protocol":"json","version":1}\u001e'));
      ws.once('message', () => {
        clearTimeout(timer);
        sockets.push(ws);
        resolve(true);
      });
      ws.on('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  const keepAlive = setInterval(() => {
    for (const ws of sockets) if (ws.readyState === ws.OPEN) ws.send('{"type":6}\u001e');
  }, 10_000);
  for (let k = 0; k < MAX_CONNECTIONS && failed < 50; k += 100) {
    const ok = await Promise.all(Array.from({ length: Math.min(100, MAX_CONNECTIONS - k) }, (_, j) => open(pool[(k + j) % pool.length])));
    failed += ok.filter((x) => !x).length;
  }
  await sleep(2000);
  const alive = sockets.filter((s) => s.readyState === s.OPEN).length;
  const after = rssKb(pid);
  console.info(`\n2. one instance: ${alive} connections held (${failed} refused or timed out; cap ${MAX_CONNECTIONS}), RSS ${(before / 1024).toFixed(0)} → ${(after / 1024).toFixed(0)} MiB, ${(((after - before) * 1024) / Math.max(1, alive) / 1024).toFixed(1)} KiB per connection`);
  clearInterval(keepAlive);
  for (const ws of sockets) ws.terminate();

  console.info(`\nload average at the end ${loadavg()[0].toFixed(1)}`);
  await db.end();
  await Promise.all(instances.map(stopInstance));
  if (process.env.BENCH_KEEP !== '1') await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin.end();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
