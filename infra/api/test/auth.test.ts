import { SESSION_MARKER_COOKIE, envelope, otpStateSchema, tokenResponseSchema, confirmOtpResponseSchema, authProvidersSchema, RoleId, Msg, ApiMsg } from '@tajriba/contracts';
import { bearer, createTestApp, randomIp, refreshCookieOf, signupBody, uniqueEmail, uniquePhone, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, o: { headers?: Record<string, string>; ip?: string } = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers: o.headers, remoteAddress: o.ip ?? randomIp() });

const tokenEnvelope = envelope(tokenResponseSchema);

/** The readable session marker a response sets or clears, or null. */
const markerOf = (res: Awaited<ReturnType<typeof post>>) => {
  const c = res.cookies.find((x) => x.name === SESSION_MARKER_COOKIE);
  const raw = [res.headers['set-cookie']].flat().find((h) => String(h).startsWith(`${SESSION_MARKER_COOKIE}=`));
  return c ? { value: c.value, raw: String(raw) } : null;
};

describe('sign-up', () => {
  it('sends a 4-digit code, confirms it, creates the account and signs in', async () => {
    const email = uniqueEmail('signup');
    const sent = await post('/Register/NewOTP', { email: email.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    const state = envelope(otpStateSchema).parse(sent.json());
    expect(state.data).toMatchObject({ email, otp: null, pending: false, confirmed: false, resendAfterSeconds: 90, expiresInSeconds: 600 });
    const code = await t.lastCode(email);
    expect(code).toMatch(/^\d{4}$/);
    expect(sent.body).not.toContain(code);

    const confirmed = await post('/Register/ConfrimOTP', { email, otp: code });
    expect(confirmed.statusCode).toBe(200);
    expect(envelope(confirmOtpResponseSchema).parse(confirmed.json()).data.otp).toBe(code);

    const created = await post('/Register/NewUser', signupBody(email, code, { isHost: true }));
    expect(created.statusCode).toBe(200);
    const body = tokenEnvelope.parse(created.json());
    expect(body.data.tokenType).toBe('Bearer');
    expect(body.data.expiresIn).toBe(900);
    expect(body.data.user).toMatchObject({ email, fullName: 'Noura Al-Shammari', isHost: true, isMale: false, emailConfirmed: true, dateOfBirth: '1994-03-15' });
    expect(body.data.user.currentRole).toEqual({ id: RoleId.Host, nameAr: 'مضيف', nameEn: 'Host' });
    expect(refreshCookieOf(created)).not.toBeNull();
    expect(created.body).not.toContain(refreshCookieOf(created)!.value);
    expect(markerOf(created)!.value).toBe('1');

    const info = await t.app.inject({ method: 'GET', url: '/api/Manage/Info', headers: bearer(body.data.accessToken) });
    expect(info.json().data.id).toBe(body.data.user.id);
  });

  it('creates guests with the guest role', async () => {
    const email = uniqueEmail('guest');
    await post('/Register/NewOTP', { email });
    const res = await post('/Register/NewUser', signupBody(email, await t.lastCode(email)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.currentRole.id).toBe(RoleId.Guest);
    expect(res.json().data.user.isHost).toBe(false);
  });

  it('answers a second request inside 90 s with 409 carrying the pending state, and resends after', async () => {
    const email = uniqueEmail('pending');
    await post('/Register/NewOTP', { email });
    const first = await t.lastCode(email);
    t.clock.advance(30_000);
    const again = await post('/Register/NewOTP', { email });
    expect(again.statusCode).toBe(409);
    expect(again.headers['x-error-code']).toBe(Msg.otpAlreadyPending);
    const body = again.json();
    expect(body.succeeded).toBe(false);
    expect(body.errors).toEqual(['A code was already sent to this address. Enter it to finish signing up.']);
    expect(otpStateSchema.parse(body.data)).toMatchObject({ email, pending: true, otp: null, resendAfterSeconds: 60 });
    expect((await t.outbox(email)).length).toBe(1);

    t.clock.advance(61_000);
    const resent = await post('/Register/NewOTP', { email });
    expect(resent.statusCode).toBe(200);
    const second = await t.lastCode(email);
    expect((await t.outbox(email)).length).toBe(2);
    // Only the newest code is valid.
    if (second !== first) expect((await post('/Register/ConfrimOTP', { email, otp: first })).statusCode).toBe(400);
    expect((await post('/Register/ConfrimOTP', { email, otp: second })).statusCode).toBe(200);
  });

  it('refuses an e-mail that already has an account', async () => {
    const u = await t.createUser();
    const res = await post('/Register/NewOTP', { email: u.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldsErrors).toEqual({ email: [Msg.emailTaken] });
  });

  it('validates the e-mail', async () => {
    const missing = await post('/Register/NewOTP', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldsErrors).toEqual({ email: [Msg.required] });
    const bad = await post('/Register/NewOTP', { email: 'not-an-email' }, { headers: { 'accept-language': 'ar' } });
    expect(bad.json().fieldsErrors).toEqual({ email: [Msg.invalidEmail] });
    expect(bad.json().errors).toEqual(['يرجى مراجعة الحقول المحددة.']);
  });

  it('rejects wrong codes and locks the code after 5 wrong tries', async () => {
    const email = uniqueEmail('attempts');
    await post('/Register/NewOTP', { email });
    const code = await t.lastCode(email);
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 1; i <= 4; i++) {
      const r = await post('/Register/ConfrimOTP', { email, otp: wrong });
      expect(r.statusCode).toBe(400);
      expect(r.json().fieldsErrors).toEqual({ otp: [Msg.otpInvalid] });
    }
    const fifth = await post('/Register/ConfrimOTP', { email, otp: wrong });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().fieldsErrors).toEqual({ otp: [Msg.otpTooManyAttempts] });
    const right = await post('/Register/ConfrimOTP', { email, otp: code });
    expect(right.statusCode).toBe(429);
  });

  it('rate-limits code checking per address being verified', async () => {
    const email = uniqueEmail('checks');
    let checks = 0;
    for (let round = 0; round < 3; round++) {
      expect((await post('/Register/NewOTP', { email })).statusCode).toBe(200);
      const code = await t.lastCode(email);
      const wrong = code === '0000' ? '1111' : '0000';
      for (let i = 0; i < 5; i++, checks++) await post('/Register/ConfrimOTP', { email, otp: wrong });
      t.clock.advance(91_000);
    }
    expect(checks).toBe(15);
    expect((await post('/Register/NewOTP', { email })).statusCode).toBe(200);
    const limited = await post('/Register/ConfrimOTP', { email, otp: await t.lastCode(email) });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['x-error-code']).toBe(Msg.tooManyRequests);
  });

  it('expires codes after 10 minutes', async () => {
    const email = uniqueEmail('expiry');
    await post('/Register/NewOTP', { email });
    const code = await t.lastCode(email);
    t.clock.advance(10 * 60_000 + 1000);
    const res = await post('/Register/ConfrimOTP', { email, otp: code });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldsErrors).toEqual({ otp: [Msg.otpExpired] });
    // An expired code no longer blocks a new one.
    expect((await post('/Register/NewOTP', { email })).statusCode).toBe(200);
  });

  it('validates every sign-up rule', async () => {
    const email = uniqueEmail('rules');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ password: 'Ab#1' }, 'password', Msg.passwordLength],
      [{ password: 'Abcdefghijklmnopqrstu#1234' }, 'password', Msg.passwordLength],
      [{ password: 'abcdef#1' }, 'password', Msg.passwordRules],
      [{ password: 'ABCDEF#1' }, 'password', Msg.passwordRules],
      [{ password: 'Abcdefg#' }, 'password', Msg.passwordRules],
      [{ password: 'Abcdefg1' }, 'password', Msg.passwordRules],
      [{ fullName: 'Al' }, 'fullName', Msg.min3],
      [{ fullName: 'x'.repeat(51) }, 'fullName', Msg.max50],
      [{ fullName: '' }, 'fullName', Msg.required],
      [{ dateOfBirth: '2999-01-01' }, 'dateOfBirth', Msg.futureDate],
      [{ dateOfBirth: `${new Date().getUTCFullYear() - 10}-01-01` }, 'dateOfBirth', Msg.under18],
      [{ dateOfBirth: '1990-02-30' }, 'dateOfBirth', Msg.invalidDate],
      [{ dateOfBirth: 'yesterday' }, 'dateOfBirth', Msg.invalidDate],
      [{ phoneNumber: '0501234567' }, 'phoneNumber', Msg.invalidPhone],
      [{ otpConfirmationCode: '12345' }, 'otpConfirmationCode', Msg.otpLength],
      [{ isMale: undefined }, 'isMale', Msg.required],
      [{ isHost: undefined }, 'isHost', Msg.required],
      [{ email: undefined }, 'email', Msg.required],
    ];
    for (const [over, field, id] of cases) {
      const res = await post('/Register/NewUser', signupBody(email, '1234', over));
      expect({ over, status: res.statusCode }).toEqual({ over, status: 400 });
      expect({ over, errors: res.json().fieldsErrors[field] }).toEqual({ over, errors: expect.arrayContaining([id]) });
    }
  });

  it('checks the phone number plan and the code on NewUser', async () => {
    const email = uniqueEmail('plan');
    await post('/Register/NewOTP', { email });
    const code = await t.lastCode(email);
    const badPlan = await post('/Register/NewUser', signupBody(email, code, { phoneNumber: '+9660000' }));
    expect(badPlan.statusCode).toBe(400);
    expect(badPlan.json().fieldsErrors).toEqual({ phoneNumber: [Msg.invalidPhone] });
    const wrong = await post('/Register/NewUser', signupBody(email, code === '9999' ? '9998' : '9999'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldsErrors).toEqual({ otpConfirmationCode: [Msg.otpInvalid] });
    const taken = await t.createUser();
    const dupPhone = await post('/Register/NewUser', signupBody(email, code, { phoneNumber: taken.row.phoneNumber }));
    expect(dupPhone.statusCode).toBe(409);
    expect(dupPhone.json().fieldsErrors).toEqual({ phoneNumber: [Msg.phoneTaken] });
  });
});

describe('password sign-in', () => {
  it('returns the token data and sets the refresh cookie', async () => {
    const u = await t.createUser();
    const res = await post('/Connect/Token', { username: u.email, password: u.password, isDashboard: false, isPersistent: true });
    expect(res.statusCode).toBe(200);
    const body = tokenEnvelope.parse(res.json());
    expect(body.data.user.email).toBe(u.email);
    const raw = refreshCookieOf(res)!.raw;
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Strict/i);
    expect(raw).toMatch(/Path=\/Connect/);
    expect(raw).toMatch(/Max-Age=2592000/);
    expect(raw).not.toMatch(/Secure/);
  });

  it('uses a session cookie when isPersistent is false', async () => {
    const u = await t.createUser();
    const res = await post('/Connect/Token', { username: u.email, password: u.password, isPersistent: false });
    expect(refreshCookieOf(res)!.raw).not.toMatch(/Max-Age|Expires/i);
  });

  it('refuses wrong passwords and unknown e-mails with the same localised message', async () => {
    const u = await t.createUser();
    const wrong = await post('/Connect/Token', { username: u.email, password: 'Wrong#123' });
    const unknown = await post('/Connect/Token', { username: uniqueEmail(), password: 'Wrong#123' }, { headers: { 'accept-language': 'ar' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ data: null, succeeded: false, errors: ['The email or password is incorrect.'], fieldsErrors: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['البريد الإلكتروني أو كلمة المرور غير صحيحة.']);
    expect(refreshCookieOf(wrong)).toBeNull();
  });

  it('validates the payload', async () => {
    const res = await post('/Connect/Token', { username: 'nobody', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldsErrors).toEqual({ username: [Msg.invalidEmail], password: [Msg.required] });
  });

  it('rate-limits repeated attempts on one account from one address with a localised 429 (test/rate-limits.test.ts has the rest)', async () => {
    const u = await t.createUser();
    const ip = randomIp();
    for (let i = 0; i < 10; i++) expect((await post('/Connect/Token', { username: u.email, password: 'Wrong#123' }, { ip })).statusCode).toBe(400);
    const limited = await post('/Connect/Token', { username: u.email, password: u.password }, { headers: { 'accept-language': 'ar' }, ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().errors).toEqual(['محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.']);
  });

  it('refuses deactivated accounts', async () => {
    const u = await t.signedInUser();
    expect((await t.app.inject({ method: 'POST', url: '/api/Manage/Deactivate', headers: bearer(u.accessToken), payload: {} })).statusCode).toBe(200);
    const res = await post('/Connect/Token', { username: u.email, password: u.password });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual(['This account has been deactivated.']);
  });
});

describe('phone code sign-in', () => {
  it('texts a code and signs in with it', async () => {
    const u = await t.createUser();
    const phone = u.row.phoneNumber!;
    const sent = await post('/Connect/SendLoginOTP', { phoneNumber: phone.replace(/^(\+966)(\d{2})/, '$1 $2 ') });
    expect(sent.statusCode).toBe(200);
    expect(envelope(otpStateSchema).parse(sent.json()).data).toMatchObject({ phoneNumber: phone, resendAfterSeconds: 120 });
    const [sms] = await t.outbox(phone);
    expect(sms.channel).toBe('sms');
    const code = await t.lastCode(phone);
    const res = await post('/Connect/Token', { username: phone, password: code, isPhoneOTP: true });
    expect(res.statusCode).toBe(200);
    expect(tokenEnvelope.parse(res.json()).data.user.id).toBe(u.row.id);
    // Codes are single use.
    expect((await post('/Connect/Token', { username: phone, password: code, isPhoneOTP: true })).statusCode).toBe(400);
  });

  it('waits 120 s between codes', async () => {
    const u = await t.createUser();
    const phone = u.row.phoneNumber!;
    await post('/Connect/SendLoginOTP', { phoneNumber: phone });
    t.clock.advance(119_000);
    const early = await post('/Connect/SendLoginOTP', { phoneNumber: phone });
    expect(early.statusCode).toBe(429);
    expect(early.json().data.resendAfterSeconds).toBe(1);
    t.clock.advance(1_000);
    expect((await post('/Connect/SendLoginOTP', { phoneNumber: phone })).statusCode).toBe(200);
  });

  it('refuses unknown numbers and bad input', async () => {
    const unknown = await post('/Connect/SendLoginOTP', { phoneNumber: uniquePhone() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().fieldsErrors).toEqual({ phoneNumber: [ApiMsg.accountNotFound] });
    const bad = await post('/Connect/SendLoginOTP', { phoneNumber: '12345' });
    expect(bad.json().fieldsErrors).toEqual({ phoneNumber: [Msg.invalidPhone] });
    const badCode = await post('/Connect/Token', { username: uniquePhone(), password: '12', isPhoneOTP: true });
    expect(badCode.json().fieldsErrors).toEqual({ password: [Msg.otpLength] });
  });

  it('rate-limits code sending per number', async () => {
    const u = await t.createUser();
    const phone = u.row.phoneNumber!;
    for (let i = 0; i < 6; i++) {
      const r = await post('/Connect/SendLoginOTP', { phoneNumber: phone });
      expect(r.statusCode).toBe(200);
      t.clock.advance(121_000);
    }
    const r = await post('/Connect/SendLoginOTP', { phoneNumber: phone });
    expect(r.statusCode).toBe(429);
    expect(r.headers['x-error-code']).toBe(Msg.tooManyRequests);
    t.clock.advance(3600_000);
  });
});

describe('refresh tokens', () => {
  it('rotates the cookie and returns a new access token', async () => {
    const s = await t.signedInUser();
    const res = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(200);
    const body = tokenEnvelope.parse(res.json());
    expect(body.data.user.email).toBe(s.email);
    const next = refreshCookieOf(res)!;
    expect(next.value).not.toBe(s.refreshToken);
    expect(next.raw).toMatch(/Max-Age=/);
    expect((await t.app.inject({ method: 'GET', url: '/api/Manage/Info', headers: bearer(body.data.accessToken) })).statusCode).toBe(200);
  });

  it('keeps a session cookie a session cookie', async () => {
    const u = await t.createUser();
    const s = await t.signIn(u.email, u.password, { isPersistent: false });
    const res = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    expect(refreshCookieOf(res)!.raw).not.toMatch(/Max-Age/);
  });

  it('revokes the whole family when a rotated token is replayed', async () => {
    const s = await t.signedInUser();
    const r1 = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    const c1 = `tj_rt=${refreshCookieOf(r1)!.value}`;
    t.clock.advance(11_000);
    const replay = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ data: null, succeeded: false, errors: ['Your session has expired. Please sign in again.'], fieldsErrors: {} });
    expect(refreshCookieOf(replay)!.value).toBe('');
    // The legitimate holder's newer token died with the family.
    expect((await post('/Connect/RefreshToken', {}, { headers: { cookie: c1 } })).statusCode).toBe(401);
  });

  it('tolerates two tabs refreshing at the same moment', async () => {
    const s = await t.signedInUser();
    const a = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    const b = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
  });

  it('answers 401 without a cookie, with an unknown one, and after expiry', async () => {
    expect((await post('/Connect/RefreshToken', {})).statusCode).toBe(401);
    expect((await post('/Connect/RefreshToken', {}, { headers: { cookie: 'tj_rt=forged' } })).statusCode).toBe(401);
    const u = await t.createUser();
    const s = await t.signIn(u.email, u.password, { isPersistent: false });
    t.clock.advance(25 * 3600_000);
    expect((await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });

  it('access tokens expire after 15 minutes', async () => {
    const s = await t.signedInUser();
    t.clock.advance(901_000);
    const res = await t.app.inject({ method: 'GET', url: '/api/Manage/Info', headers: bearer(s.accessToken) });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual(['Please sign in to continue.']);
  });

  it('logout revokes and clears the cookie', async () => {
    const s = await t.signedInUser();
    const out = await post('/Connect/Logout', {}, { headers: { cookie: s.cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ data: null, succeeded: true, errors: [], fieldsErrors: {} });
    expect(refreshCookieOf(out)!.value).toBe('');
    expect((await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } })).statusCode).toBe(401);
  });
});

describe('session marker cookie (lets the shell skip the refresh for visitors)', () => {
  it('is set beside the refresh cookie on sign-in: readable, no secret, Path=/, same lifetime', async () => {
    const u = await t.createUser();
    const res = await post('/Connect/Token', { username: u.email, password: u.password, isPersistent: true });
    const m = markerOf(res)!;
    expect(m.value).toBe('1');
    expect(m.raw).not.toMatch(/HttpOnly/i);
    expect(m.raw).toMatch(/Path=\/;/);
    expect(m.raw).toMatch(/SameSite=Strict/i);
    expect(m.raw).toMatch(/Max-Age=2592000/);
    expect(m.value).not.toBe(refreshCookieOf(res)!.value);
  });

  it('is a session cookie when the refresh cookie is one', async () => {
    const u = await t.createUser();
    const res = await post('/Connect/Token', { username: u.email, password: u.password, isPersistent: false });
    expect(markerOf(res)!.value).toBe('1');
    expect(markerOf(res)!.raw).not.toMatch(/Max-Age|Expires/i);
  });

  it('is renewed on refresh and cleared when the refresh fails', async () => {
    const s = await t.signedInUser();
    const ok = await post('/Connect/RefreshToken', {}, { headers: { cookie: `${s.cookie}; ${SESSION_MARKER_COOKIE}=1` } });
    expect(ok.statusCode).toBe(200);
    expect(markerOf(ok)!.value).toBe('1');
    expect(markerOf(ok)!.raw).toMatch(/Max-Age=/);
    const dead = await post('/Connect/RefreshToken', {}, { headers: { cookie: `tj_rt=forged; ${SESSION_MARKER_COOKIE}=1` } });
    expect(dead.statusCode).toBe(401);
    expect(markerOf(dead)!.value).toBe('');
    expect(markerOf(dead)!.raw).toMatch(/Path=\/;/);
    expect(markerOf(dead)!.raw).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('is cleared on logout', async () => {
    const s = await t.signedInUser();
    const out = await post('/Connect/Logout', {}, { headers: { cookie: `${s.cookie}; ${SESSION_MARKER_COOKIE}=1` } });
    expect(out.statusCode).toBe(200);
    expect(markerOf(out)!.value).toBe('');
    expect(markerOf(out)!.raw).toMatch(/Path=\/;/);
    expect(markerOf(out)!.raw).toMatch(/Expires=Thu, 01 Jan 1970/);
  });
});

describe('roles', () => {
  it('switches a host between host and guest', async () => {
    const s = await t.signedInUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host });
    const toGuest = await post('/Connect/SwitchRole', { roleId: RoleId.Guest }, { headers: bearer(s.accessToken) });
    expect(toGuest.statusCode).toBe(200);
    const body = tokenEnvelope.parse(toGuest.json());
    expect(body.data.user.currentRole.id).toBe(RoleId.Guest);
    const claims = JSON.parse(Buffer.from(body.data.accessToken.split('.')[1], 'base64url').toString());
    expect(claims.role).toBe(RoleId.Guest);
    // The refresh keeps the chosen role.
    const refreshed = await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } });
    expect(refreshed.json().data.user.currentRole.id).toBe(RoleId.Guest);
  });

  it('refuses roles the user does not hold, and anonymous callers', async () => {
    const s = await t.signedInUser();
    const res = await post('/Connect/SwitchRole', { roleId: RoleId.Host }, { headers: bearer(s.accessToken) });
    expect(res.statusCode).toBe(403);
    expect((await post('/Connect/SwitchRole', { roleId: RoleId.Admin }, { headers: bearer(s.accessToken) })).statusCode).toBe(403);
    expect((await post('/Connect/SwitchRole', { roleId: RoleId.Guest })).statusCode).toBe(401);
    expect((await post('/Connect/SwitchRole', { roleId: RoleId.Guest }, { headers: bearer(`${s.accessToken}x`) })).statusCode).toBe(401);
  });
});

describe('password recovery', () => {
  it('resets by e-mail and ends existing sessions', async () => {
    const s = await t.signedInUser();
    const sent = await post('/Reset/Password', { mode: 'email', email: s.email });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.resendAfterSeconds).toBe(120);
    const code = await t.lastCode(s.email);
    const checked = await post('/Reset/ConfrimPasswordOTP', { mode: 'email', email: s.email, otp: code });
    expect(checked.statusCode).toBe(200);
    expect(checked.json().data.otp).toBe(code);
    const mismatch = await post('/Reset/ChangePassword', { mode: 'email', email: s.email, password: 'Fresh#Pass9', confirmPassword: 'Other#Pass9', otpConfirmationCode: code });
    expect(mismatch.json().fieldsErrors).toEqual({ confirmPassword: [Msg.passwordsMismatch] });
    const changed = await post('/Reset/ChangePassword', { mode: 'email', email: s.email, password: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9', otpConfirmationCode: code });
    expect(changed.statusCode).toBe(200);
    expect((await post('/Connect/Token', { username: s.email, password: s.password })).statusCode).toBe(400);
    expect((await post('/Connect/Token', { username: s.email, password: 'Fresh#Pass9' })).statusCode).toBe(200);
    expect((await post('/Connect/RefreshToken', {}, { headers: { cookie: s.cookie } })).statusCode).toBe(401);
    // The code was used up.
    expect((await post('/Reset/ChangePassword', { mode: 'email', email: s.email, password: 'Again#Pass9', confirmPassword: 'Again#Pass9', otpConfirmationCode: code })).statusCode).toBe(400);
  });

  it('resets by phone', async () => {
    const u = await t.createUser();
    const phone = u.row.phoneNumber!;
    expect((await post('/Reset/Password', { mode: 'phone', phone })).statusCode).toBe(200);
    const code = await t.lastCode(phone);
    const res = await post('/Reset/ChangePassword', { mode: 'phone', phone, password: 'Phone#Pass1', confirmPassword: 'Phone#Pass1', otpConfirmationCode: code });
    expect(res.statusCode).toBe(200);
    expect((await post('/Connect/Token', { username: u.email, password: 'Phone#Pass1' })).statusCode).toBe(200);
  });

  it('validates the mode and target', async () => {
    expect((await post('/Reset/Password', { mode: 'email', email: 'x' })).json().fieldsErrors).toEqual({ email: [Msg.invalidEmail] });
    expect((await post('/Reset/Password', { mode: 'phone' })).json().fieldsErrors).toEqual({ phone: [Msg.required] });
    expect((await post('/Reset/Password', { mode: 'fax' })).json().fieldsErrors.mode).toEqual([Msg.invalidValue]);
    const unknown = await post('/Reset/Password', { mode: 'email', email: uniqueEmail() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors).toEqual(['No account was found with these details.']);
    const weak = await post('/Reset/ChangePassword', { mode: 'email', email: uniqueEmail(), password: 'weak', confirmPassword: 'weak', otpConfirmationCode: '1234' });
    expect(weak.json().fieldsErrors.password).toEqual(expect.arrayContaining([Msg.passwordLength]));
  });
});

describe('social sign-in', () => {
  it('lists no providers and refuses them when not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/Auth/Providers' });
    expect(envelope(authProvidersSchema).parse(res.json()).data).toEqual({ google: false, facebook: false, apple: false });
    const g = await post('/Connect/signin-google', { token: 'abc' });
    expect(g.statusCode).toBe(404);
    expect(g.json().errors).toEqual(['This sign-in method is not available.']);
    expect((await post('/signin-facebook', { token: 'abc' })).statusCode).toBe(404);
  });
});
