import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { FakeSource, makeShellDist, startEdge, startUpstream, type Upstream } from './helpers';

/** What a probe of the edge found (issue 11 §6, §8): each case failed before. */
let edge: { url: string; close: () => Promise<void> };
let api: Upstream;
let source: FakeSource;

beforeAll(async () => {
  api = await startUpstream();
  source = new FakeSource();
  edge = await startEdge({ shellDist: makeShellDist(), source, apiUrl: api.url });
});
afterAll(async () => {
  await edge.close();
  await api.close();
});

/** A raw request, so the path reaches the edge exactly as written. */
function raw(base: string, request: string): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const s = net.connect(Number(port), '127.0.0.1', () => s.write(request));
    let out = '';
    s.on('data', (c) => (out += c.toString('latin1')));
    s.on('end', () => resolve(out));
    s.on('error', reject);
    setTimeout(() => {
      s.destroy();
      resolve(out);
    }, 3000).unref();
  });
}
const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);

describe('paths', () => {
  it('answers malformed percent-encoding with 400, not 500', async () => {
    expect(statusOf(await raw(edge.url, 'GET /static/%E0%A4%A.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe(400);
    expect(statusOf(await raw(edge.url, 'GET /%zz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe(400);
  });

  it('refuses encoded dots and dot segments under a versioned remote folder instead of serving and caching them', async () => {
    for (const p of ['/remotes/mf-discovery/1.2.0/%2e%2e/1.2.0/remoteEntry.js', '/remotes/mf-discovery/1.2.0/%2E%2E%2fx.js', '/remotes/mf-discovery/1.2.0/../1.2.0/remoteEntry.js', '/remotes/mf-discovery/1.2.0/.%2fremoteEntry.js']) {
      const res = await raw(edge.url, `GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect({ p, status: statusOf(res) }).toEqual({ p, status: 400 });
      expect(res).not.toMatch(/immutable/);
    }
    // The literal path still works.
    expect((await fetch(`${edge.url}/remotes/mf-discovery/1.2.0/remoteEntry.js`)).status).toBe(200);
  });
});

describe('headers', () => {
  it('forwards the request id to the API and answers with it; mints one when missing or implausible', async () => {
    const mine = 'edge-test-0123456789';
    const res = await fetch(`${edge.url}/api/Home/ExperiencesCategories`, { headers: { 'x-request-id': mine } });
    expect(api.requests.at(-1)!.headers['x-request-id']).toBe(mine);
    void res;
    await fetch(`${edge.url}/api/Home/ExperiencesCategories`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(api.requests.at(-1)!.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const page = await fetch(`${edge.url}/`);
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends HSTS over HTTPS (behind the TLS terminator) and not over plain HTTP', async () => {
    expect((await fetch(`${edge.url}/`, { headers: { 'x-forwarded-proto': 'https' } })).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${edge.url}/`)).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends one Cache-Control on proxied registry documents', async () => {
    const reg = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=60' });
      res.end('{}');
    });
    await new Promise<void>((r) => reg.listen(0, '127.0.0.1', r));
    const e = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(), apiUrl: api.url, registryUrl: `http://127.0.0.1:${(reg.address() as AddressInfo).port}` });
    const res = await raw(e.url, 'GET /registry/staging.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    await e.close();
    await new Promise((r) => reg.close(r));
    expect(res.match(/^cache-control:/gim)).toHaveLength(1);
    expect(res).toMatch(/cache-control: no-cache/i);
  });
});

describe('early answers from the API', () => {
  let early: http.Server;
  let earlyUrl: string;
  beforeAll(async () => {
    // Like Fastify over its body limit: answer 413 at once and close without reading the body.
    early = http.createServer((req, res) => {
      res.writeHead(413, { 'content-type': 'application/json', connection: 'close' });
      res.end('{"data":null,"succeeded":false,"errors":["too large"],"fieldsErrors":{}}');
      req.socket.end();
    });
    await new Promise<void>((r) => early.listen(0, '127.0.0.1', r));
    earlyUrl = `http://127.0.0.1:${(early.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => early.close(() => r())));

  it("an oversize body never reaches the API's early close: 413 from the edge, never 502, and the next request does not wait", async () => {
    const e = await startEdge({ shellDist: makeShellDist(), source: new FakeSource(), apiUrl: earlyUrl });
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const res = await fetch(`${e.url}/api/Files/UploadFile`, { method: 'POST', body: Buffer.alloc(5 * 1024 * 1024, 1), headers: { 'content-type': 'application/octet-stream' } }).catch(() => null);
      statuses.push(res?.status ?? 0);
      await res?.arrayBuffer().catch(() => undefined);
      // The next request on the site must not wait behind the unread body.
      const t0 = Date.now();
      expect((await fetch(`${e.url}/healthz`)).status).toBe(200);
      expect(Date.now() - t0).toBeLessThan(1000);
    }
    await e.close();
    expect(statuses.filter((s) => s !== 413)).toEqual([]);
  }, 60_000);

  it('answers an oversize declared body itself with 413 and Connection: close, before the API sees the request', async () => {
    const res = await raw(edge.url, `POST /api/Files/UploadFile?probe=declared HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n${'x'.repeat(1000)}`);
    expect(statusOf(res)).toBe(413);
    expect(res).toMatch(/connection: close/i);
    expect(api.started.filter((r) => r.includes('probe=declared'))).toEqual([]);
  });

  it('a client still sending its oversize body (slowly, reading nothing until it is done) gets the whole 413, not a reset', async () => {
    // The edge answers at once; closing then would reset the client's next write, and a reset
    // discards the answer the client has not read yet. The edge drains until the body ends.
    const { port } = new URL(edge.url);
    const size = 5 * 1024 * 1024;
    const answer = await new Promise<string>((resolve, reject) => {
      const s = net.connect(Number(port), '127.0.0.1');
      s.pause(); // read nothing while sending, like a busy client
      s.on('error', reject);
      s.write(`POST /api/Files/UploadFile?probe=slow HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\n\r\n`);
      const chunk = Buffer.alloc(size / 8, 1);
      let sent = 0;
      // eight chunks 450 ms apart: 3 s in all, longer than the edge's idle pause, never idle that long
      const timer = setInterval(() => {
        s.write(chunk);
        if (++sent < 8) return;
        clearInterval(timer);
        let out = '';
        s.on('data', (c: Buffer) => (out += c.toString('latin1')));
        s.on('end', () => resolve(out));
        s.resume();
      }, 450);
    });
    expect(statusOf(answer)).toBe(413);
    expect(answer).toContain('error.payloadTooLarge');
    expect(api.started.filter((r) => r.includes('probe=slow'))).toEqual([]);
  }, 20_000);

  it('lets a chat attachment (UploadFile?purpose=chat) through up to 10 MB; the same body anywhere else is refused', async () => {
    const body = Buffer.alloc(6 * 1024 * 1024, 1);
    const chat = await fetch(`${edge.url}/api/Files/UploadFile?purpose=chat&probe=chat6`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } });
    await chat.arrayBuffer();
    expect(chat.status).not.toBe(413);
    expect(api.requests.filter((r) => r.url.includes('probe=chat6'))).toHaveLength(1);
    const other = await fetch(`${edge.url}/api/Files/UploadFile?probe=plain6`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } }).catch(() => null);
    expect(other?.status).toBe(413);
    await other?.arrayBuffer().catch(() => undefined);
    const over = await raw(edge.url, `POST /api/Files/UploadFile?purpose=chat&probe=chat11 HTTP/1.1\r\nHost: x\r\nContent-Type: application/octet-stream\r\nContent-Length: ${11 * 1024 * 1024}\r\n\r\n${'x'.repeat(1000)}`);
    expect(statusOf(over)).toBe(413);
    expect(api.started.filter((r) => r.includes('probe=chat11'))).toEqual([]);
  }, 60_000);

  it('cuts a chunked body that grows past the limit with 413, without the API ever reading it to the end', async () => {
    // No Content-Length: the edge only learns the size while the body streams through.
    const big = Buffer.alloc(6 * 1024 * 1024, 1);
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < big.length; i += 256 * 1024) controller.enqueue(big.subarray(i, i + 256 * 1024));
        controller.close();
      },
    });
    const res = await fetch(`${edge.url}/api/Files/UploadFile?probe=chunked`, { method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/octet-stream' } } as RequestInit).catch(() => null);
    expect(res?.status).toBe(413);
    await res?.arrayBuffer().catch(() => undefined);
    expect(api.requests.filter((r) => r.url.includes('probe=chunked'))).toEqual([]);
    expect((await fetch(`${edge.url}/healthz`)).status).toBe(200);
  });
});
