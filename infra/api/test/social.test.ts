import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelope, tokenResponseSchema, RoleId } from '@tajriba/contracts';
import { createTestApp, randomIp, uniqueEmail, type TestApp } from './helpers/app';

/** Google sign-in against a local key server (the adapter is configured, nothing leaves localhost). */
const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const jwk = { ...publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
const CLIENT_ID = 'tajriba-test.apps.googleusercontent.com';

function idToken(claims: Record<string, unknown>, kid = 'test-key') {
  const h = Buffer.from(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' })).toString('base64url');
  const p = Buffer.from(JSON.stringify(claims)).toString('base64url');
  const s = createSign('RSA-SHA256').update(`${h}.${p}`).sign(privateKey).toString('base64url');
  return `${h}.${p}.${s}`;
}

let t: TestApp;
let server: http.Server;
beforeAll(async () => {
  server = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] })));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  t = await createTestApp({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs` });
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

const signIn = (token: string, isHost = false) => t.app.inject({ method: 'POST', url: '/Connect/signin-google', payload: { token, isHost }, remoteAddress: randomIp() });
const claims = (email: string, over: Record<string, unknown> = {}) => ({
  iss: 'https://accounts.google.com',
  aud: CLIENT_ID,
  exp: Math.floor(t.clock.now().getTime() / 1000) + 600,
  email,
  email_verified: true,
  name: 'Khalid Al-Shehri',
  ...over,
});

describe('Google sign-in', () => {
  it('is listed as configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/Auth/Providers' })).json().data).toEqual({ google: true, facebook: false, apple: false, googleClientId: CLIENT_ID });
  });

  it('creates an account for a new verified e-mail, then signs it in again', async () => {
    const email = uniqueEmail('google');
    const first = await signIn(idToken(claims(email)), true);
    expect(first.statusCode).toBe(200);
    const data = envelope(tokenResponseSchema).parse(first.json()).data;
    expect(data.user).toMatchObject({ email, fullName: 'Khalid Al-Shehri', emailConfirmed: true, hasPassword: false, isHost: true, currentRole: { id: RoleId.Host } });
    expect(first.cookies.some((c) => c.name === 'tj_rt')).toBe(true);
    const again = await signIn(idToken(claims(email)));
    expect(again.json().data.user.id).toBe(data.user.id);
  });

  it('signs in an existing account by its e-mail', async () => {
    const u = await t.createUser();
    const res = await signIn(idToken(claims(u.email)));
    expect(res.json().data.user.id).toBe(u.row.id);
  });

  it('refuses forged, foreign, expired and unverified tokens', async () => {
    const email = uniqueEmail();
    const bad = [
      idToken(claims(email, { aud: 'someone-else' })),
      idToken(claims(email, { iss: 'https://evil.example' })),
      idToken(claims(email, { exp: Math.floor(t.clock.now().getTime() / 1000) - 1 })),
      idToken(claims(email, { email_verified: false })),
      idToken(claims(email), 'unknown-kid'),
      `${idToken(claims(email)).slice(0, -4)}AAAA`,
      'not-a-token',
    ];
    for (const token of bad) {
      const res = await signIn(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual(['We could not sign you in with this provider.']);
    }
  });
});
