/**
 * The SignalR server driven by the real `@microsoft/signalr` client (as the browser uses it),
 * plus raw WebSocket checks of the wire format the client hides.
 */
import { HubConnectionBuilder, HubConnectionState, LogLevel, type HubConnection } from '@microsoft/signalr';
import { WebSocket } from 'ws';
import { signJwt } from '../src/lib/jwt';
import { HubError } from '../src/realtime';
import { createTestApp, type TestApp, type TestUser, type Session } from './helpers/app';

let t: TestApp;
let base: string;
let alice: TestUser & Session;
let bob: TestUser & Session;
const open: HubConnection[] = [];

beforeAll(async () => {
  t = await createTestApp({ HUB_KEEPALIVE_MS: 200, HUB_CLIENT_TIMEOUT_MS: 5000 });
  t.app.hubs.method('chat', 'Echo', (ctx, value) => ({ userId: ctx.user.id, value }));
  t.app.hubs.method('chat', 'Fail', () => {
    throw new HubError('Not in this chat.');
  });
  t.app.hubs.method('chat', 'Crash', () => {
    throw new Error('secret internals');
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  alice = await t.signedInUser();
  bob = await t.signedInUser();
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.stop().catch(() => undefined)));
});
afterAll(async () => {
  await t.close();
});

const connect = async (hub: 'chat' | 'notifications', token: () => string | Promise<string>, opts: { serverTimeoutMs?: number; retryMs?: number } = {}) => {
  const c = new HubConnectionBuilder()
    .withUrl(`${base}/hubs/${hub}`, { accessTokenFactory: token })
    .withAutomaticReconnect({ nextRetryDelayInMilliseconds: () => opts.retryMs ?? 50 })
    .configureLogging(LogLevel.None)
    .build();
  if (opts.serverTimeoutMs) c.serverTimeoutInMilliseconds = opts.serverTimeoutMs;
  open.push(c);
  await c.start();
  return c;
};
const next = <T extends unknown[]>(c: HubConnection, event: string, timeoutMs = 5000) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const handler = (...args: unknown[]) => {
      clearTimeout(timer);
      c.off(event, handler);
      resolve(args as T);
    };
    c.on(event, handler);
  });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('negotiate', () => {
  it('answers version 1 with the WebSocket transport to a bearer token', async () => {
    const res = await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST', headers: { authorization: `Bearer ${alice.accessToken}` } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      connectionId: expect.any(String),
      connectionToken: expect.stringMatching(/^[A-Za-z0-9_-]{16,}$/),
      negotiateVersion: 1,
      availableTransports: [{ transport: 'WebSockets', transferFormats: ['Text'] }],
    });
  });
  it('refuses without a valid token', async () => {
    expect((await fetch(`${base}/hubs/chat/negotiate?negotiateVersion=1`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${base}/hubs/notifications/negotiate`, { method: 'POST', headers: { authorization: 'Bearer nope' } })).status).toBe(401);
  });
  it('refuses a token whose session ended (logout)', async () => {
    const carol = await t.signedInUser();
    expect((await fetch(`${base}/hubs/chat/negotiate`, { method: 'POST', headers: { authorization: `Bearer ${carol.accessToken}` } })).status).toBe(200);
    await t.app.inject({ method: 'POST', url: '/Connect/Logout', headers: { cookie: carol.cookie } });
    expect((await fetch(`${base}/hubs/chat/negotiate`, { method: 'POST', headers: { authorization: `Bearer ${carol.accessToken}` } })).status).toBe(401);
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/chat?id=DDDDDDDDDDDDDDDDDDDDDD&access_token=${carol.accessToken}`);
    ws.on('error', () => undefined);
    expect(await new Promise((r) => ws.on('unexpected-response', (_q, res) => r(res.statusCode)))).toBe(401);
  });
  it('the client cannot start without a token', async () => {
    const c = new HubConnectionBuilder().withUrl(`${base}/hubs/chat`, { accessTokenFactory: () => 'garbage' }).configureLogging(LogLevel.None).build();
    await expect(c.start()).rejects.toThrow();
    expect(c.state).toBe(HubConnectionState.Disconnected);
  });
});

describe('the WebSocket upgrade', () => {
  const upgrade = (query: string) =>
    new Promise<number>((resolve) => {
      const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/chat?${query}`);
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.on('open', () => {
        ws.close();
        resolve(101);
      });
      ws.on('error', () => undefined);
    });
  it('needs access_token on the query and a connection id', async () => {
    expect(await upgrade('id=AAAAAAAAAAAAAAAAAAAAAA')).toBe(401);
    expect(await upgrade(`id=AAAAAAAAAAAAAAAAAAAAAA&access_token=${signJwt({ sub: '1', role: 1, sid: '00000000-0000-0000-0000-000000000000', iat: 0, exp: 1 }, t.config.tokens.accessSecret)}`)).toBe(401);
    expect(await upgrade(`access_token=${alice.accessToken}`)).toBe(400);
    expect(await upgrade(`id=AAAAAAAAAAAAAAAAAAAAAA&access_token=${alice.accessToken}`)).toBe(101);
  });

  it('speaks the JSON protocol: handshake, pings, invocation completion, refused binary and unknown protocols', async () => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/hubs/chat?id=BBBBBBBBBBBBBBBBBBBBBB&access_token=${alice.accessToken}`);
    const frames: string[] = [];
    ws.on('message', (d) => frames.push(...String(d).split('\u001e').filter(Boolean)));
    await new Promise((r) => ws.on('open', r));
    ws.send('{"protocol":"json","version":1}\u001e');
    await sleep(500);
    expect(frames[0]).toBe('{}');
    // Keep-alive is 200 ms in this test app: at least one ping by now.
    expect(frames.slice(1)).toContain('{"type":6}');
    // Two records in one WebSocket message.
    ws.send('{"type":6}\u001e{"type":1,"invocationId":"7","target":"echo","arguments":[42]}\u001e');
    await sleep(200);
    expect(frames.map((f) => JSON.parse(f))).toContainEqual({ type: 3, invocationId: '7', result: { userId: alice.row.id, value: 42 } });
    ws.close();

    const bad = new WebSocket(`${base.replace('http', 'ws')}/hubs/chat?id=CCCCCCCCCCCCCCCCCCCCCC&access_token=${alice.accessToken}`);
    const badFrames: string[] = [];
    bad.on('message', (d) => badFrames.push(String(d)));
    await new Promise((r) => bad.on('open', r));
    bad.send('{"protocol":"messagepack","version":1}\u001e');
    await new Promise((r) => bad.on('close', r));
    expect(JSON.parse(badFrames[0].replace('\u001e', ''))).toEqual({ error: expect.stringContaining('messagepack') });
  });
});

describe('with @microsoft/signalr', () => {
  it('handshakes, invokes and gets completions and errors', async () => {
    const c = await connect('chat', () => alice.accessToken);
    expect(c.state).toBe(HubConnectionState.Connected);
    await expect(c.invoke('Echo', 'hi')).resolves.toEqual({ userId: alice.row.id, value: 'hi' });
    await expect(c.invoke('Fail')).rejects.toThrow('Not in this chat.');
    await expect(c.invoke('Crash')).rejects.toThrow(/unexpected error occurred invoking 'Crash'/);
    await expect(c.invoke('Missing')).rejects.toThrow(/Unknown hub method 'Missing'/);
  });

  it('delivers to every connection of the user on the right hub, and to nobody else', async () => {
    const tab1 = await connect('chat', () => alice.accessToken);
    const tab2 = await connect('chat', () => alice.accessToken);
    const aliceBell = await connect('notifications', () => alice.accessToken);
    const other = await connect('chat', () => bob.accessToken);
    const got: unknown[] = [];
    other.on('ReceiveMessage', (m) => got.push(m));
    aliceBell.on('ReceiveMessage', (m) => got.push(m));
    const both = Promise.all([next(tab1, 'ReceiveMessage'), next(tab2, 'ReceiveMessage')]);
    await t.app.hubs.sendToUsers('chat', [alice.row.id], 'ReceiveMessage', [{ messageId: 1, content: 'مرحبا' }]);
    expect(await both).toEqual([[{ messageId: 1, content: 'مرحبا' }], [{ messageId: 1, content: 'مرحبا' }]]);
    const read = next(tab1, 'ReceiveRead');
    await t.app.hubs.sendToUsers('chat', [alice.row.id], 'ReceiveRead', [{ chatId: 5, readDate: '2026-11-24T18:00:00.000Z' }]);
    expect(await read).toEqual([{ chatId: 5, readDate: '2026-11-24T18:00:00.000Z' }]);
    const bell = next(aliceBell, 'ReceiveNotification');
    await t.app.hubs.sendToUsers('notifications', [alice.row.id], 'ReceiveNotification', [{ id: 9 }]);
    expect(await bell).toEqual([{ id: 9 }]);
    await sleep(100);
    expect(got).toEqual([]);
  });

  it('stays connected on the server pings beyond the client timeout', async () => {
    const c = await connect('notifications', () => alice.accessToken, { serverTimeoutMs: 1000 });
    await sleep(2500);
    expect(c.state).toBe(HubConnectionState.Connected);
  });

  it('reconnects after the server closes with allowReconnect, and receives again', async () => {
    const c = await connect('chat', () => alice.accessToken);
    const reconnecting = new Promise<void>((r) => c.onreconnecting(() => r()));
    const reconnected = new Promise<void>((r) => c.onreconnected(() => r()));
    // Restart-like: every connection is told to come back.
    const hubs = t.app.hubs as unknown as { all: Set<unknown>; closeConnection(c: unknown, e: string, a: boolean): void };
    for (const conn of [...hubs.all]) hubs.closeConnection(conn, 'The server is restarting.', true);
    await reconnecting;
    await reconnected;
    expect(c.state).toBe(HubConnectionState.Connected);
    const got = next(c, 'ReceiveMessage');
    await t.app.hubs.sendToUsers('chat', [alice.row.id], 'ReceiveMessage', [{ messageId: 2 }]);
    expect(await got).toEqual([{ messageId: 2 }]);
  });

  it('closes at token expiry and resumes with a fresh token from accessTokenFactory', async () => {
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const sid = JSON.parse(Buffer.from(alice.accessToken.split('.')[1], 'base64url').toString()).sid as string;
    const short = signJwt({ sub: String(alice.row.id), role: alice.row.currentRoleId, sid, iat: now, exp: now + 1 }, t.config.tokens.accessSecret);
    // Like the session lib: the cached token while it is valid, a refreshed one once it expired.
    let current = short;
    const tokens: string[] = [];
    const factory = () => {
      if (current === short && t.clock.now().getTime() >= (now + 1) * 1000) current = alice.accessToken;
      tokens.push(current);
      return current;
    };
    const c = await connect('chat', factory);
    const reconnected = new Promise<void>((r) => c.onreconnected(() => r()));
    t.clock.advance(1500);
    await reconnected;
    expect(tokens[0]).toBe(short);
    expect(tokens).toContain(short);
    expect(tokens.at(-1)).toBe(alice.accessToken);
    const got = next(c, 'ReceiveMessage');
    await t.app.hubs.sendToUsers('chat', [alice.row.id], 'ReceiveMessage', [{ messageId: 3 }]);
    expect(await got).toEqual([{ messageId: 3 }]);
  });
});
