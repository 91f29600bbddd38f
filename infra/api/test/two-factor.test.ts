import { ApiMsg, Msg, envelope, tokenResponseSchema, twoFactorChallengeSchema, twoFactorStateSchema } from '@tajriba/contracts';
import { bearer, createTestApp, randomIp, type TestApp } from './helpers/app';

/**
 * Two-factor sign-in (issue 13, mf-account README "Two-factor sign-in"): Manage/TwoFactor turns it on
 * or off with the current password; a password sign-in then answers 401 error.twoFactorRequired with a
 * challenge, a 6-digit code goes to the verified phone (else the e-mail), and /Connect/TwoFactor finishes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown, ip = randomIp()) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(token ? bearer(token) : {}), 'accept-language': 'en-US' }, remoteAddress: ip });
const state = (res: { json(): unknown }) => envelope(twoFactorStateSchema).parse(res.json()).data;

/** A signed-in user with two-factor on. */
async function withTwoFactor(input: Parameters<TestApp['signedInUser']>[0] = {}) {
  const s = await t.signedInUser(input);
  const on = await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true, currentPassword: s.password });
  expect(on.statusCode).toBe(200);
  return s;
}
const passwordStep = (email: string, password: string, ip?: string, lang = 'en-US') =>
  t.app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: email, password }, headers: { 'accept-language': lang }, remoteAddress: ip ?? randomIp() });
const challengeOf = (res: { json(): unknown }) => twoFactorChallengeSchema.parse((res.json() as { data: unknown }).data);

describe('Manage/TwoFactor', () => {
  it('is off by default, says where the codes would go (masked), and needs a signed-in user', async () => {
    const s = await t.signedInUser();
    const phone = s.row.phoneNumber!;
    const res = await call('GET', '/api/Manage/TwoFactor', s.accessToken);
    expect(state(res)).toEqual({ enabled: false, channel: 'sms', to: `${phone.slice(0, 5)}${'•'.repeat(phone.length - 8)}${phone.slice(-3)}` });
    expect((await call('GET', '/api/Manage/TwoFactor', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/Manage/TwoFactor', null, { enabled: true, currentPassword: 'x' })).statusCode).toBe(401);
  });

  it('turns on and off only with the current password; bad bodies say why under the field', async () => {
    const s = await t.signedInUser();
    const wrong = await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true, currentPassword: 'Nope#1234' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldsErrors).toEqual({ currentPassword: [ApiMsg.currentPasswordWrong] });
    expect(state(await call('GET', '/api/Manage/TwoFactor', s.accessToken)).enabled).toBe(false);
    const missing = await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldsErrors).toEqual({ currentPassword: [Msg.required] });
    expect((await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: 'yes', currentPassword: s.password })).json().fieldsErrors).toHaveProperty('enabled');

    expect(state(await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true, currentPassword: s.password }))).toMatchObject({ enabled: true, channel: 'sms' });
    expect(state(await call('PUT', '/api/Manage/TwoFactor', s.accessToken, { enabled: false, currentPassword: s.password })).enabled).toBe(false);
  });

  it('goes to the e-mail when the account has no verified phone; an account without a password cannot turn it on', async () => {
    const s = await t.signedInUser({ phoneNumber: null });
    expect(state(await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true, currentPassword: s.password }))).toEqual({
      enabled: true,
      channel: 'email',
      to: `${s.email.slice(0, 2)}•••@example.com`,
    });
    const social = await t.signedInUser();
    await t.database.sql.query('UPDATE users SET password_hash = NULL WHERE id = $1', [social.row.id]);
    const res = await call('POST', '/api/Manage/TwoFactor', social.accessToken, { enabled: true, currentPassword: 'anything' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['Add a password to your account first: two-step sign-in asks for it.']);
  });

  it('asks for the current password at most 10 times in 15 minutes', async () => {
    const s = await t.signedInUser();
    for (let i = 0; i < 10; i++) expect((await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true, currentPassword: 'Nope#1234' })).statusCode).toBe(400);
    expect((await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: true, currentPassword: s.password })).statusCode).toBe(429);
  });
});

describe('signing in with two-factor on', () => {
  it('a right password sends a 6-digit code and answers the challenge; the code signs in once', async () => {
    const s = await withTwoFactor();
    const phone = s.row.phoneNumber!;
    const first = await passwordStep(s.email, s.password);
    expect(first.statusCode).toBe(401);
    expect(first.headers['x-error-code']).toBe(ApiMsg.twoFactorRequired);
    expect(first.json().errors).toEqual(['Enter the 6-digit code we sent you to finish signing in.']);
    expect(first.cookies.find((c) => c.name === 'tj_rt')).toBeUndefined();
    const ch = challengeOf(first);
    expect(ch).toMatchObject({ channel: 'sms', codeLength: 6, resendAfterSeconds: 90, expiresInSeconds: 600 });
    expect(ch.to.endsWith(phone.slice(-3))).toBe(true);
    const code = await t.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await t.outbox(phone))[0].meta.purpose).toBe('two-factor');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code: wrongCode });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldsErrors).toEqual({ code: [Msg.otpInvalid] });
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code: '1234' })).json().fieldsErrors).toEqual({ code: [Msg.otpLength] });

    const done = await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code });
    expect(done.statusCode).toBe(200);
    const signed = envelope(tokenResponseSchema).parse(done.json()).data;
    expect(signed.user.id).toBe(s.row.id);
    expect(done.cookies.find((c) => c.name === 'tj_rt')).toBeDefined();
    expect((await call('GET', '/api/Manage/Info', signed.accessToken)).statusCode).toBe(200);
    // used up
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code })).statusCode).toBe(400);
  });

  it('a wrong password is still just a wrong password (no code is sent)', async () => {
    const s = await withTwoFactor();
    const res = await passwordStep(s.email, 'Wrong#1234');
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-error-code']).toBe(Msg.invalidCredentials);
    await expect(t.lastCode(s.row.phoneNumber!)).rejects.toThrow();
  });

  it('the password typed again inside the resend interval keeps the code on its way; Resend waits 90 s, then replaces it', async () => {
    const s = await withTwoFactor();
    const phone = s.row.phoneNumber!;
    const ch = challengeOf(await passwordStep(s.email, s.password));
    const code = await t.lastCode(phone);
    t.clock.advance(30_000);
    const again = challengeOf(await passwordStep(s.email, s.password));
    expect(again.resendAfterSeconds).toBe(60);
    expect(await t.outbox(phone)).toHaveLength(1);

    const soon = await call('POST', '/Connect/TwoFactor/Resend', null, { challenge: ch.challenge });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('60');
    t.clock.advance(60_000);
    const resent = await call('POST', '/Connect/TwoFactor/Resend', null, { challenge: ch.challenge });
    expect(resent.statusCode).toBe(200);
    const next = challengeOf(resent);
    expect(next.resendAfterSeconds).toBe(90);
    const newCode = await t.lastCode(phone);
    if (newCode !== code) expect((await call('POST', '/Connect/TwoFactor', null, { challenge: next.challenge, code })).statusCode).toBe(400);
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: next.challenge, code: newCode })).statusCode).toBe(200);
  });

  it('5 wrong codes use the code up; a forged, expired or pre-password-change challenge is refused', async () => {
    const s = await withTwoFactor();
    const ch = challengeOf(await passwordStep(s.email, s.password));
    const code = await t.lastCode(s.row.phoneNumber!);
    const wrongCode = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) expect((await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code: wrongCode })).statusCode).toBe(400);
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code: wrongCode })).statusCode).toBe(429);
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: ch.challenge, code })).json().fieldsErrors).toEqual({ code: [Msg.otpTooManyAttempts] });

    const [payload, sig] = ch.challenge.split('.');
    const other = await withTwoFactor();
    const forged = `${Buffer.from(Buffer.from(payload, 'base64url').toString().replace(/^\d+/, String(other.row.id))).toString('base64url')}.${sig}`;
    const res = await call('POST', '/Connect/TwoFactor', null, { challenge: forged, code: '123456' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-error-code']).toBe(ApiMsg.twoFactorChallengeExpired);
    expect((await call('POST', '/Connect/TwoFactor/Resend', null, { challenge: 'garbage' })).statusCode).toBe(401);

    t.clock.advance(120_000);
    const fresh = challengeOf(await passwordStep(s.email, s.password));
    t.clock.advance(601_000);
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: fresh.challenge, code: '123456' })).headers['x-error-code']).toBe(ApiMsg.twoFactorChallengeExpired);

    const ch2 = challengeOf(await passwordStep(s.email, s.password));
    const code2 = await t.lastCode(s.row.phoneNumber!);
    await call('POST', '/api/Manage/ChangePassword', s.accessToken, { currentPassword: s.password, password: 'Next#Pass1', confirmPassword: 'Next#Pass1' });
    expect((await call('POST', '/Connect/TwoFactor', null, { challenge: ch2.challenge, code: code2 })).headers['x-error-code']).toBe(ApiMsg.twoFactorChallengeExpired);
  });

  it('turned off, the password alone signs in again; phone-code sign-in never asks for a second code', async () => {
    const s = await withTwoFactor();
    expect((await passwordStep(s.email, s.password)).statusCode).toBe(401);
    await call('POST', '/api/Manage/TwoFactor', s.accessToken, { enabled: false, currentPassword: s.password });
    expect((await passwordStep(s.email, s.password)).statusCode).toBe(200);

    const p = await withTwoFactor();
    const phone = p.row.phoneNumber!;
    expect((await call('POST', '/Connect/SendLoginOTP', null, { phoneNumber: phone })).statusCode).toBe(200);
    const res = await call('POST', '/Connect/Token', null, { username: phone, password: await t.lastCode(phone), isPhoneOTP: true });
    expect(res.statusCode).toBe(200);
  });

  it('says it in Arabic, and limits the codes sent to one account to 6 an hour', async () => {
    const s = await withTwoFactor();
    const ar = await passwordStep(s.email, s.password, undefined, 'ar');
    expect(ar.json().errors).toEqual(['أدخل الرمز المكوّن من ٦ أرقام الذي أرسلناه إليك لإكمال تسجيل الدخول.']);
    let ch = challengeOf(ar);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(91_000);
      const r = await call('POST', '/Connect/TwoFactor/Resend', null, { challenge: ch.challenge });
      expect(r.statusCode).toBe(200);
      ch = challengeOf(r);
    }
    t.clock.advance(91_000);
    const seventh = await call('POST', '/Connect/TwoFactor/Resend', null, { challenge: ch.challenge });
    expect(seventh.statusCode).toBe(429);
    expect(seventh.headers['x-error-code']).toBe(Msg.tooManyRequests);
  });
});

describe('Manage/ChangeUsername', () => {
  it('is the e-mail change: a code to the new address, VerifyEmail makes it the sign-in', async () => {
    const s = await t.signedInUser();
    const to = `renamed.${s.row.id}@example.com`;
    const res = await call('POST', '/api/Manage/ChangeUsername', s.accessToken, { email: to });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ to, resendAfterSeconds: 120 });
    expect((await call('POST', '/api/Manage/ChangeUsername', s.accessToken, { email: 'not-an-email' })).json().fieldsErrors).toEqual({ email: [Msg.invalidEmail] });
    expect((await call('POST', '/api/Manage/ChangeUsername', s.accessToken, { email: (await t.signedInUser()).email })).json().fieldsErrors).toEqual({ email: [Msg.emailTaken] });
    expect((await call('POST', '/api/Manage/VerifyEmail', s.accessToken, { otp: await t.lastCode(to) })).statusCode).toBe(200);
    expect((await passwordStep(to, s.password)).statusCode).toBe(200);
    expect((await call('POST', '/api/Manage/ChangeUsername', null, { email: to })).statusCode).toBe(401);
  });
});
