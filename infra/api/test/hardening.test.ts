import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signJwt } from '../src/lib/jwt';
import { isPublicAddress, proxyImage } from '../src/services/image-proxy';
import { PDF_DOC, multipart } from './fixtures';
import { bearer, createTestApp, randomIp, type TestApp } from './helpers/app';

/** Smaller findings of the probe (issue 11 §7, §8, issue 10 "Also"): each case failed before. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t?.close());

describe('request ids', () => {
  test("the edge's x-request-id is the API's request id; an implausible one is replaced", async () => {
    const res = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'edge-0123456789abcdef' } });
    expect(res.headers['x-request-id']).toBe('edge-0123456789abcdef');
    const bad = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'no spaces allowed here' } });
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('headers', () => {
  test('HSTS on HTTPS requests (X-Forwarded-Proto from the edge), not on plain HTTP', async () => {
    const https = await t.app.inject({ url: '/health', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect((await t.app.inject({ url: '/health' })).headers['strict-transport-security']).toBeUndefined();
  });

  test('cacheable utilities keep Vary: Origin next to Accept-Language', async () => {
    const res = await t.app.inject({ url: '/api/Utilities/Genders', headers: { origin: 'http://localhost:8080' } });
    expect(String(res.headers.vary)).toMatch(/Origin/);
    expect(String(res.headers.vary)).toMatch(/Accept-Language/);
  });

  test('PDFs are downloaded, never rendered on the site origin', async () => {
    const me = await t.signedInUser();
    const m = multipart('file', 'paper.pdf', 'application/pdf', PDF_DOC);
    const up = await t.app.inject({ method: 'POST', url: '/api/Files/UploadFile?kind=pdf', payload: m.payload, headers: { ...m.headers, ...bearer(me.accessToken) }, remoteAddress: randomIp() });
    expect(up.statusCode).toBe(200);
    const res = await t.app.inject({ url: `/files/${up.json().data}` });
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
  });
});

describe('authorization is per matched route, not per raw URL prefix', () => {
  test('/api/%4Danage/Info is the protected route', async () => {
    expect((await t.app.inject({ url: '/api/%4Danage/Info' })).statusCode).toBe(401);
  });
});

describe('token keys', () => {
  test('no key from the repository: the key is random per database and a token signed with the old development key is refused', async () => {
    expect(t.config.tokens.accessSecret.length).toBeGreaterThanOrEqual(32);
    expect(t.config.tokens.accessSecret).not.toMatch(/dev-only/);
    const other = await createTestApp();
    try {
      expect(other.config.tokens.accessSecret).not.toBe(t.config.tokens.accessSecret);
    } finally {
      await other.close();
    }
    const me = await t.signedInUser();
    const sid = JSON.parse(Buffer.from(me.accessToken.split('.')[1], 'base64url').toString()).sid;
    const now = Math.floor(t.clock.now().getTime() / 1000);
    const forged = signJwt({ sub: String(me.row.id), role: 1, sid, iat: now, exp: now + 600 }, 'dev-only-access-token-secret-change-me-0123456789');
    expect((await t.app.inject({ url: '/api/Manage/Info', headers: bearer(forged) })).statusCode).toBe(401);
  });
});

describe('image proxy', () => {
  test('refuses IPv4-translated IPv6 forms (::ffff:0:0:0/96) as well as mapped ones', () => {
    for (const a of ['::ffff:0:7f00:1', '::ffff:0:127.0.0.1', '0:0:0:0:ffff:0:a00:1', '::ffff:127.0.0.1', '::ffff:7f00:1']) expect({ a, ok: isPublicAddress(a) }).toEqual({ a, ok: false });
    expect(isPublicAddress('2a00:1450:4001:80b::200e')).toBe(true);
  });

  test('the timeout is total: a byte every 200 ms cannot hold it past the setting', async () => {
    const server = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'image/png' });
      const drip = setInterval(() => res.write('x'), 200);
      res.on('close', () => clearInterval(drip));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const started = Date.now();
    await expect(proxyImage(`http://127.0.0.1:${(server.address() as AddressInfo).port}/slow.png`, { maxBytes: 1e6, timeoutMs: 1000, isAllowed: () => true })).rejects.toBeTruthy();
    expect(Date.now() - started).toBeLessThan(2500);
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
});
