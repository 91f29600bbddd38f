import { bearer, createTestApp, randomIp, refreshCookieOf, type TestApp } from './helpers/app';

/** An access token lives only as long as its session (issue 11 §4): each case failed before. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress: randomIp() });
const info = (token: string) => t.app.inject({ method: 'GET', url: '/api/Manage/Info', headers: bearer(token) });

describe('an access token ends with its session', () => {
  test('logout', async () => {
    const s = await t.signedInUser();
    expect((await info(s.accessToken)).statusCode).toBe(200);
    await post('/Connect/Logout', {}, { cookie: s.cookie });
    expect((await info(s.accessToken)).statusCode).toBe(401);
  });

  test('deactivation: the account cannot post a question a minute later', async () => {
    const s = await t.signedInUser();
    const other = await t.signIn(s.email, s.password);
    expect((await t.app.inject({ method: 'POST', url: '/api/Manage/Deactivate', headers: bearer(s.accessToken), payload: {} })).statusCode).toBe(200);
    t.clock.advance(60_000);
    const ask = await t.app.inject({ method: 'POST', url: '/api/ExperiencesUsersQuestions/AskQuestion/1', headers: bearer(other.accessToken), payload: { question: 'Still there?' } });
    expect(ask.statusCode).toBe(401);
    expect((await info(s.accessToken)).statusCode).toBe(401);
  });

  test('family revocation after a replayed refresh token', async () => {
    const s = await t.signedInUser();
    const r1 = await post('/Connect/RefreshToken', {}, { cookie: s.cookie });
    const fresh = r1.json().data.accessToken as string;
    t.clock.advance(11_000);
    expect((await post('/Connect/RefreshToken', {}, { cookie: s.cookie })).statusCode).toBe(401);
    expect((await info(fresh)).statusCode).toBe(401);
    expect((await info(s.accessToken)).statusCode).toBe(401);
  });

  test('changing the password ends every other session, keeps this one', async () => {
    const mine = await t.signedInUser();
    const laptop = await t.signIn(mine.email, mine.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Manage/ChangePassword',
      headers: bearer(mine.accessToken),
      payload: { currentPassword: mine.password, password: 'Brand#New9', confirmPassword: 'Brand#New9' },
      remoteAddress: randomIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await info(mine.accessToken)).statusCode).toBe(200);
    expect((await post('/Connect/RefreshToken', {}, { cookie: mine.cookie })).statusCode).toBe(200);
    expect((await info(laptop.accessToken)).statusCode).toBe(401);
    expect((await post('/Connect/RefreshToken', {}, { cookie: laptop.cookie })).statusCode).toBe(401);
  });

  test('signing out everywhere ends every other session, keeps this one', async () => {
    const mine = await t.signedInUser();
    const phone = await t.signIn(mine.email, mine.password);
    const stranger = await t.signedInUser();
    const res = await t.app.inject({ method: 'POST', url: '/api/Manage/SignOutEverywhere', headers: bearer(mine.accessToken), remoteAddress: randomIp() });
    expect(res.statusCode).toBe(200);
    expect((await info(mine.accessToken)).statusCode).toBe(200);
    expect((await post('/Connect/RefreshToken', {}, { cookie: mine.cookie })).statusCode).toBe(200);
    expect((await info(phone.accessToken)).statusCode).toBe(401);
    expect((await post('/Connect/RefreshToken', {}, { cookie: phone.cookie })).statusCode).toBe(401);
    // Only the caller's own sessions end.
    expect((await info(stranger.accessToken)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/Manage/SignOutEverywhere', remoteAddress: randomIp() })).statusCode).toBe(401);
  });

  test('a token without a session id (or of an unknown session) is refused', async () => {
    const s = await t.signedInUser();
    const claims = JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.sid).toMatch(/^[0-9a-f-]{36}$/);
    await t.database.sql.query('DELETE FROM refresh_tokens WHERE family_id = $1::uuid', [claims.sid]);
    expect((await info(s.accessToken)).statusCode).toBe(401);
  });
});

describe('refresh-token reuse inside the grace interval', () => {
  test('one extra use gets a sibling (two tabs); a third use is theft and ends the family', async () => {
    const s = await t.signedInUser();
    const a = await post('/Connect/RefreshToken', {}, { cookie: s.cookie });
    const b = await post('/Connect/RefreshToken', {}, { cookie: s.cookie });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const c = await post('/Connect/RefreshToken', {}, { cookie: s.cookie });
    expect(c.statusCode).toBe(401);
    // Every sibling died with the family.
    expect((await post('/Connect/RefreshToken', {}, { cookie: `tj_rt=${refreshCookieOf(a)!.value}` })).statusCode).toBe(401);
    expect((await post('/Connect/RefreshToken', {}, { cookie: `tj_rt=${refreshCookieOf(b)!.value}` })).statusCode).toBe(401);
  });

  test('concurrent uses: at most two succeed', async () => {
    const s = await t.signedInUser();
    const all = await Promise.all(Array.from({ length: 5 }, () => post('/Connect/RefreshToken', {}, { cookie: s.cookie })));
    expect(all.filter((r) => r.statusCode === 200).length).toBeLessThanOrEqual(2);
  });
});
