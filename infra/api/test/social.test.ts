import { createSign, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelope, tokenResponseSchema, RoleId } from '@tajriba/contracts';
import { eq } from 'drizzle-orm';
import { referrals } from '../src/db/schema/core';
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

const FB_APP = '4242';
const FB_SECRET = 'fb-secret';
const FB_TOKENS: Record<string, { app: string; name: string; email?: string }> = {
  'fb-good': { app: FB_APP, name: 'Nasser Al-Qahtani', email: 'nasser.fb@example.com' },
  'fb-other-app': { app: '999', name: 'Someone', email: 'someone@example.com' },
  'fb-no-email': { app: FB_APP, name: 'No Mail' },
};

let t: TestApp;
let server: http.Server;
beforeAll(async () => {
  // Serves Google's key set and a stand-in for the two Graph API calls Facebook sign-in makes.
  server = http.createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (u.pathname === '/certs') return json({ keys: [jwk] });
    const fb = FB_TOKENS[u.searchParams.get(u.pathname === '/graph/debug_token' ? 'input_token' : 'access_token') ?? ''];
    if (u.pathname === '/graph/debug_token') {
      if (u.searchParams.get('access_token') !== `${FB_APP}|${FB_SECRET}`) return res.writeHead(400).end('{}');
      return json({ data: { is_valid: !!fb, app_id: fb?.app ?? null } });
    }
    if (u.pathname === '/graph/me' && fb) return json({ id: '1', name: fb.name, email: fb.email });
    res.writeHead(400).end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `${origin}/certs`,
    FACEBOOK_APP_ID: FB_APP,
    FACEBOOK_APP_SECRET: FB_SECRET,
    FACEBOOK_GRAPH_URL: `${origin}/graph`,
  });
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
    expect((await t.app.inject({ method: 'GET', url: '/api/Auth/Providers' })).json().data).toEqual({ google: true, facebook: true, apple: false, googleClientId: CLIENT_ID, facebookAppId: FB_APP });
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

describe('Facebook sign-in', () => {
  const fb = (token: string) => t.app.inject({ method: 'POST', url: '/signin-facebook', payload: { token }, remoteAddress: randomIp() });

  it('signs in with a valid access token of our app', async () => {
    const res = await fb('fb-good');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({ email: 'nasser.fb@example.com', fullName: 'Nasser Al-Qahtani', currentRole: { id: RoleId.Guest } });
  });

  it('refuses tokens of another app, unknown tokens and accounts without e-mail', async () => {
    for (const token of ['fb-other-app', 'fb-unknown', 'fb-no-email']) {
      const res = await fb(token);
      expect({ token, status: res.statusCode }).toEqual({ token, status: 401 });
    }
  });
});

describe('refer-a-friend link (mf-account README "Refer a friend")', () => {
  const friendOf = async (email: string) => (await t.database.db.select().from(referrals).where(eq(referrals.email, email)))[0]?.friendId ?? null;
  const invite = async () => {
    const inviter = await t.signedInUser();
    const email = uniqueEmail('invited');
    const res = await t.app.inject({ method: 'POST', url: '/api/Manage/ReferFriend', headers: { authorization: `Bearer ${inviter.accessToken}` }, payload: { email } });
    expect(res.statusCode).toBe(200);
    return { inviter, email };
  };
  const googleWithRef = (token: string, referrerId: number) =>
    t.app.inject({ method: 'POST', url: '/Connect/signin-google', payload: { token, referrerId }, remoteAddress: randomIp() });

  it('attaches a new Google account of the invited e-mail to the invitation, as the e-mail sign-up does', async () => {
    const { inviter, email } = await invite();
    const res = await googleWithRef(idToken(claims(email)), inviter.row.id);
    expect(res.statusCode).toBe(200);
    expect(await friendOf(email)).toBe(res.json().data.user.id);
  });

  it('credits nobody for a link naming someone who did not invite this e-mail, and still signs up', async () => {
    const { email } = await invite();
    const stranger = await t.signedInUser();
    const res = await googleWithRef(idToken(claims(email)), stranger.row.id);
    expect(res.statusCode).toBe(200);
    expect(await friendOf(email)).toBeNull();
  });
});
