/**
 * The real national identity client (IDENTITY_PROVIDER=nafath) against a local stand-in of the
 * service: the request with the app's credentials, and the signed callback, whose RS256 signature
 * is checked against the service's published keys before anything in it is believed.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { RoleId } from '@tajriba/contracts';
import { loadConfig } from '../src/config';
import { nationalTestAppUrl } from '../src/services/national-identity';
import { bearer, createTestApp, randomIp, type TestApp } from './helpers/app';

const service = generateKeyPairSync('rsa', { modulusLength: 2048 });
const impostor = generateKeyPairSync('rsa', { modulusLength: 2048 });
const requests: { url: string; headers: http.IncomingHttpHeaders; body: { nationalId?: string; service?: string } }[] = [];
let jwkFetches = 0;
let server: http.Server;
let t: TestApp;
let seq = 0;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      if (req.method === 'GET' && u.pathname === '/api/v1/mfa/jwk') {
        jwkFetches++;
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [{ ...service.publicKey.export({ format: 'jwk' }), kid: 'nafath-1', alg: 'RS256', use: 'sig' }] }));
      }
      if (req.method === 'POST' && u.pathname === '/api/v1/mfa/request') {
        requests.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') });
        return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ transId: `tx-${++seq}`, random: '42' }));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t = await createTestApp({
    IDENTITY_PROVIDER: 'nafath',
    NAFATH_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    NAFATH_APP_ID: 'app-id-1',
    NAFATH_APP_KEY: 'app-key-1',
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

type Who = { accessToken: string; row: { id: number } };
const host = () => t.signedInUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host }) as Promise<Who>;
const call = (who: Who | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: who ? bearer(who.accessToken) : {}, remoteAddress: randomIp(), ...(payload !== undefined ? { payload: payload as object } : {}) });

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
/** A JWT as the service signs it (RS256), or as an attacker would try. */
function jwt(claims: Record<string, unknown>, o: { key?: KeyObject; kid?: string; alg?: string } = {}): string {
  const head = b64({ alg: o.alg ?? 'RS256', kid: o.kid ?? 'nafath-1', typ: 'JWT' });
  const body = b64(claims);
  const sig = sign('RSA-SHA256', Buffer.from(`${head}.${body}`), o.key ?? service.privateKey).toString('base64url');
  return `${head}.${body}.${sig}`;
}
const person = { firstName: 'عبدالله', secondName: 'محمد', lastName: 'القحطاني', englishFirstName: 'Abdullah', englishSecondName: 'Mohammed', englishLastName: 'Alqahtani' };
const callback = (token: string, transId: string) => call(null, 'POST', '/api/Manage/NationalIdentity/Callback', { token, transId, requestId: 'r-1' });

async function start(who: Who, nationalId: string) {
  const res = await call(who, 'POST', '/api/Manage/NationalIdentity/Start', { nationalId });
  expect(res.statusCode).toBe(200);
  const data = res.json().data as { requestId: string; randomNumber: number; status: string };
  return { ...data, transId: `tx-${seq}` };
}
const poll = async (who: Who, id: string) => (await call(who, 'GET', `/api/Manage/NationalIdentity/${id}`)).json().data as { status: string };

describe('national identity service (Nafath)', () => {
  it('asks the service with the app’s credentials and shows its number; the request waits for the callback', async () => {
    const h = await host();
    const r = await start(h, '1098765432');
    expect(r).toMatchObject({ randomNumber: 42, status: 'waiting' });
    // the number screen's test link: the stand-in's app page, not the API's own sandbox
    expect((r as unknown as { testAppUrl: string }).testAppUrl).toBe(`${t.config.adapters.nafath.baseUrl}/app`);
    const sent = requests.at(-1)!;
    expect(sent.headers).toMatchObject({ 'app-id': 'app-id-1', 'app-key': 'app-key-1' });
    expect(sent.body).toEqual({ nationalId: '1098765432', service: 'DigitalServiceEnrollmentWithoutBio' });
    expect(sent.url).toMatch(/[?&]requestId=[0-9a-f-]{36}(&|$)/);
    expect((await poll(h, r.requestId)).status).toBe('waiting');
  });

  it('refuses callbacks the service did not sign, and they change nothing', async () => {
    const h = await host();
    const r = await start(h, '1122334455');
    const good = { status: 'COMPLETED', transId: r.transId, ...person, exp: Math.floor(t.clock.now().getTime() / 1000) + 300 };
    const [head, , sig] = jwt(good).split('.');
    const forged = [
      jwt(good, { key: impostor.privateKey }), // another key under the service's key id
      `${head}.${b64({ ...good, firstName: 'Mallory' })}.${sig}`, // claims changed after signing
      `${b64({ alg: 'none', typ: 'JWT' })}.${b64(good)}.`, // unsigned
      jwt(good, { alg: 'HS256' }), // an algorithm we never accept
      jwt({ ...good, exp: Math.floor(t.clock.now().getTime() / 1000) - 60 }), // expired
      jwt(good, { kid: 'unknown-key' }), // a key the service does not publish
      jwt({ ...good, transId: 'tx-other' }), // signed for another transaction
      'not-a-jwt',
    ];
    for (const token of forged) {
      const res = await callback(token, r.transId);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ succeeded: false, data: null });
    }
    expect((await poll(h, r.requestId)).status).toBe('waiting');
    expect((await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data.status).toBeNull();
    // The keys were fetched, then served from the cache (again only for an unknown key id).
    expect(jwkFetches).toBeLessThanOrEqual(3);
  });

  it('a signed COMPLETED callback approves the identity with the returned name and keeps only the last four digits; a repeat changes nothing', async () => {
    const h = await host();
    const r = await start(h, '1555666777');
    const token = jwt({ status: 'COMPLETED', transId: r.transId, sub: '1555666777', ...person });
    expect((await callback(token, r.transId)).statusCode).toBe(200);
    expect((await poll(h, r.requestId)).status).toBe('completed');
    const identity = (await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data;
    expect(identity).toMatchObject({ status: { name: 'approved' }, method: 'national', nationalIdLast4: '6777', verifiedName: 'عبدالله محمد القحطاني' });
    // Replayed: accepted (the service retries) and nothing moves.
    expect((await callback(token, r.transId)).statusCode).toBe(200);
    expect((await poll(h, r.requestId)).status).toBe('completed');
    // The full national ID is kept nowhere.
    const rows = await t.app.sql.query<{ j: string }>('SELECT row_to_json(x)::text AS j FROM national_identity_requests x');
    const ids = await t.app.sql.query<{ j: string }>('SELECT row_to_json(i)::text AS j FROM identity_verifications i');
    expect(JSON.stringify([rows, ids])).not.toContain('1555666777');
  });

  it('a signed REJECTED callback rejects and a new try starts a new request; an unknown transaction is 404', async () => {
    const h = await host();
    const r = await start(h, '1444555666');
    expect((await callback(jwt({ status: 'REJECTED', transId: r.transId }), r.transId)).statusCode).toBe(200);
    expect((await poll(h, r.requestId)).status).toBe('rejected');
    expect((await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data.status).toBeNull();
    expect((await callback(jwt({ status: 'COMPLETED', transId: 'tx-never' }), 'tx-never')).statusCode).toBe(404);
    // Another try after a rejection starts a new request.
    expect((await start(h, '1444555666')).status).toBe('waiting');
  });

  it('an answer after the request’s time is up does not approve anyone', async () => {
    const h = await host();
    const r = await start(h, '1333444555');
    t.clock.advance(4 * 60_000);
    try {
      expect((await callback(jwt({ status: 'COMPLETED', transId: r.transId, ...person }), r.transId)).statusCode).toBe(200);
      expect((await poll(h, r.requestId)).status).toBe('expired');
      expect((await call(h, 'GET', '/api/Manage/IdentityStatus')).json().data.status).toBeNull();
    } finally {
      t.clock.advance(-4 * 60_000);
    }
  });
});

describe('the number screen\u2019s test link', () => {
  const nafath = { IDENTITY_PROVIDER: 'nafath', NAFATH_APP_ID: 'id', NAFATH_APP_KEY: 'key' };
  const prod = { NODE_ENV: 'production', ACCESS_TOKEN_SECRET: 'a'.repeat(40), CODE_SECRET: 'b'.repeat(40) };
  it('is the stand-in\u2019s app page in Nafath mode, the API\u2019s sandbox otherwise, and none in production', () => {
    expect(nationalTestAppUrl(loadConfig({ ...nafath, NAFATH_BASE_URL: 'http://127.0.0.1:4800/' }))).toBe('http://127.0.0.1:4800/app');
    expect(nationalTestAppUrl(loadConfig({ ...nafath, NAFATH_BASE_URL: 'http://localhost:4855' }))).toBe('http://localhost:4855/app');
    expect(nationalTestAppUrl(loadConfig({ ...nafath, NAFATH_BASE_URL: 'http://nafath-stub:4800', NAFATH_APP_URL: 'https://nafath-stub.example/app/' }))).toBe('https://nafath-stub.example/app');
    // the real service has no such page
    expect(nationalTestAppUrl(loadConfig({ ...nafath, NAFATH_BASE_URL: 'https://nafath.api.elm.sa/stg' }))).toBeNull();
    expect(nationalTestAppUrl(loadConfig({}))).toBe('/dev/identity-sandbox');
    expect(nationalTestAppUrl(loadConfig({ ...prod, ...nafath, NAFATH_BASE_URL: 'http://127.0.0.1:4800' }))).toBeNull();
    expect(nationalTestAppUrl(loadConfig({ ...prod, NAFATH_APP_URL: 'http://127.0.0.1:4800/app', ...nafath }))).toBeNull();
    expect(nationalTestAppUrl(loadConfig(prod))).toBeNull();
  });
});
