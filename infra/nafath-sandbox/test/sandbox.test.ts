/**
 * The stand-in answers the calls the API's Nafath adapter makes, and the person's answer on its
 * app page reaches the callback as a token that verifies against the published key.
 */
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createNafathSandbox, SIGNING_KID } from '../src/app';

const callbacks: { token: string; transId: string; requestId: string }[] = [];
let callbackStatus = 200;
let server: Server;
let base = '';

beforeAll(async () => {
  const sandbox = createNafathSandbox({
    appId: 'id-1',
    appKey: 'key-1',
    callbackUrl: 'http://api.test/callback',
    doFetch: (async (_url: string, init: RequestInit) => {
      callbacks.push(JSON.parse(String(init.body)));
      return new Response(null, { status: callbackStatus });
    }) as typeof fetch,
  });
  server = createServer((req, res) => void sandbox.handle(req, res));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((r) => server.close(r)));

const creds = { 'APP-ID': 'id-1', 'APP-KEY': 'key-1', 'content-type': 'application/json' };
const request = (nationalId: string, headers: Record<string, string> = creds) =>
  fetch(`${base}/api/v1/mfa/request?local=ar&requestId=req-1`, { method: 'POST', headers, body: JSON.stringify({ nationalId, service: 'DigitalServiceEnrollmentWithoutBio' }) });
const respond = (form: Record<string, string>) => fetch(`${base}/app/respond`, { method: 'POST', redirect: 'manual', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });

async function claimsOf(token: string): Promise<Record<string, unknown>> {
  const { keys } = (await (await fetch(`${base}/api/v1/mfa/jwk`)).json()) as { keys: (JsonWebKey & { kid: string })[] };
  const [h, p, s] = token.split('.');
  expect(JSON.parse(Buffer.from(h, 'base64url').toString())).toMatchObject({ alg: 'RS256', kid: SIGNING_KID });
  const key = keys.find((k) => k.kid === SIGNING_KID)!;
  expect(verify('RSA-SHA256', Buffer.from(`${h}.${p}`), createPublicKey({ key, format: 'jwk' }), Buffer.from(s, 'base64url'))).toBe(true);
  return JSON.parse(Buffer.from(p, 'base64url').toString());
}

test('a request needs the app credentials and a national ID', async () => {
  expect((await request('1012345678', { ...creds, 'APP-KEY': 'wrong' })).status).toBe(401);
  expect((await request('12345')).status).toBe(400);
  const ok = (await (await request('1012345678')).json()) as { transId: string; random: string };
  expect(ok.transId).toBeTruthy();
  expect(Number(ok.random)).toBeGreaterThanOrEqual(10);
  expect(Number(ok.random)).toBeLessThanOrEqual(99);
});

test('the app page offers the number; picking it posts a signed COMPLETED with the person', async () => {
  const { transId, random } = (await (await request('1098765432')).json()) as { transId: string; random: string };
  const html = await (await fetch(`${base}/app?nationalId=1098765432&lang=ar`)).text();
  expect(html).toContain('dir="rtl"');
  expect(html).toContain(`data-testid="nafath-number-${random}"`);
  const res = await respond({ transId, number: random, nationalId: '1098765432', lang: 'ar' });
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/app?lang=ar&nationalId=1098765432&done=completed');
  const cb = callbacks.at(-1)!;
  expect(cb).toMatchObject({ transId, requestId: 'req-1' });
  expect(await claimsOf(cb.token)).toMatchObject({ status: 'COMPLETED', transId, englishFirstName: expect.any(String), firstName: expect.any(String) });
  // Answered: no longer offered, and a second answer is stale.
  expect(await (await fetch(`${base}/app?nationalId=1098765432`)).text()).toContain('data-testid="nafath-none"');
  expect((await respond({ transId, number: random, nationalId: '1098765432' })).headers.get('location')).toContain('done=stale');
});

test('a wrong number or Reject posts REJECTED without the person', async () => {
  for (const answer of [{ reject: '1' }, { number: '100' }] as Record<string, string>[]) {
    const { transId } = (await (await request('2012345678')).json()) as { transId: string };
    await respond({ transId, nationalId: '2012345678', ...answer });
    const claims = await claimsOf(callbacks.at(-1)!.token);
    expect(claims).toMatchObject({ status: 'REJECTED', transId });
    expect(claims.firstName).toBeUndefined();
  }
});

test('an answer the site did not take stays open for another try', async () => {
  const { transId, random } = (await (await request('1055555555')).json()) as { transId: string; random: string };
  callbackStatus = 503;
  expect((await respond({ transId, number: random, nationalId: '1055555555' })).headers.get('location')).toContain('done=unreachable');
  callbackStatus = 200;
  expect((await respond({ transId, number: random, nationalId: '1055555555' })).headers.get('location')).toContain('done=completed');
});
