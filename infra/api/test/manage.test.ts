import { aboutResponseSchema, envelope, tokenResponseSchema, userInfoSchema, ApiMsg, Msg, RoleId } from '@tajriba/contracts';
import { z } from 'zod';
import { bearer, createTestApp, randomIp, uniqueEmail, uniquePhone, type TestApp } from './helpers/app';
import sharp from 'sharp';
import { HTML_DOC, PNG_1x1, multipart } from './fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, payload: payload as object, headers: { ...(token ? bearer(token) : {}), ...headers }, remoteAddress: randomIp() });
const userEnvelope = envelope(userInfoSchema);

describe('Manage/Info', () => {
  it('returns the §3 user', async () => {
    const s = await t.signedInUser({ fullName: 'Faisal Al-Dossary' });
    const res = await call('GET', '/api/Manage/Info', s.accessToken);
    expect(res.statusCode).toBe(200);
    const u = userEnvelope.parse(res.json()).data;
    expect(u).toMatchObject({
      id: s.row.id, fullName: 'Faisal Al-Dossary', email: s.email, isHost: false, emailConfirmed: true, hasPassword: true,
      currentRole: { id: RoleId.Guest, nameEn: 'Guest', nameAr: 'ضيف' }, identityStatus: null, workPapersStatus: null,
      currency: 'SAR', notifications: { accountNotification: true, guestHostMessages: true, offersCoupons: true, newsletter: false },
    });
  });

  it('needs a valid bearer token on every Manage endpoint', async () => {
    for (const [m, url] of [['GET', '/api/Manage/Info'], ['GET', '/api/Manage/About'], ['POST', '/api/Manage/ChangeFullName'], ['PUT', '/api/Manage/ChangeAvatar'], ['POST', '/api/Manage/BeHost']] as const) {
      const res = await call(m, url, null, {});
      expect({ url, status: res.statusCode }).toEqual({ url, status: 401 });
      expect(res.json().succeeded).toBe(false);
    }
    expect((await call('GET', '/api/Manage/Info', 'garbage')).statusCode).toBe(401);
  });
});

describe('names and about', () => {
  it('changes the full and preferred names with §5 lengths', async () => {
    const s = await t.signedInUser();
    const full = await call('POST', '/api/Manage/ChangeFullName', s.accessToken, { fullName: '  Reem Al-Ghamdi ' });
    expect(userEnvelope.parse(full.json()).data.fullName).toBe('Reem Al-Ghamdi');
    expect((await call('POST', '/api/Manage/ChangeFullName', s.accessToken, { fullName: 'Re' })).json().fieldsErrors).toEqual({ fullName: [Msg.min3] });
    const pref = await call('POST', '/api/Manage/ChangePreferredName', s.accessToken, { preferredName: 'ريم' });
    expect(pref.json()).toEqual({ data: { preferredName: 'ريم' }, succeeded: true, errors: [], fieldsErrors: {} });
    expect((await call('POST', '/api/Manage/ChangePreferredName', s.accessToken, { preferredName: 'x'.repeat(51) })).json().fieldsErrors).toEqual({ preferredName: [Msg.max50] });
  });

  it('stores About fields, empty as null, and checks lengths', async () => {
    const s = await t.signedInUser();
    const empty = await call('GET', '/api/Manage/About', s.accessToken);
    expect(Object.values(aboutResponseSchema.parse(empty.json().data)).every((v) => v === null)).toBe(true);
    const saved = await call('POST', '/api/Manage/ChangeAbout', s.accessToken, { details: 'I love desert camping under the stars.', study: '   ', profession: 'Chef' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ details: 'I love desert camping under the stars.', study: null, profession: 'Chef', funFact: null });
    expect((await call('GET', '/api/Manage/About', s.accessToken)).json().data.profession).toBe('Chef');
    expect(userEnvelope.parse((await call('GET', '/api/Manage/Info', s.accessToken)).json()).data.about).toMatchObject({ profession: 'Chef', study: null });
    const bad = await call('POST', '/api/Manage/ChangeAbout', s.accessToken, { details: 'x'.repeat(501), cuisines: 'ab', funFact: 'y'.repeat(51) });
    expect(bad.json().fieldsErrors).toEqual({ details: [Msg.max500], cuisines: [Msg.min3], funFact: [Msg.max50] });
  });
});

describe('avatar', () => {
  it('accepts an image by content and serves it', async () => {
    const s = await t.signedInUser();
    const mp = multipart('file', 'me.bin', 'application/octet-stream', PNG_1x1);
    const res = await call('PUT', '/api/Manage/ChangeAvatar', s.accessToken, mp.payload, mp.headers);
    expect(res.statusCode).toBe(200);
    const id = envelope(z.string()).parse(res.json()).data;
    const info = await call('GET', '/api/Manage/Info', s.accessToken);
    expect(info.json().data.avatarPath).toBe(`/files/${id}`);
    const file = await t.app.inject({ method: 'GET', url: `/files/${id}` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(await sharp(file.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('refuses non-images even when they claim to be one', async () => {
    const s = await t.signedInUser();
    const mp = multipart('file', 'me.png', 'image/png', HTML_DOC);
    const res = await call('PUT', '/api/Manage/ChangeAvatar', s.accessToken, mp.payload, mp.headers);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors).toEqual(['This file type is not allowed.']);
  });
});

describe('e-mail and phone changes', () => {
  it('verifies a new e-mail with a code before using it', async () => {
    const s = await t.signedInUser();
    const next = uniqueEmail('new');
    const sent = await call('POST', '/api/Manage/ChangeEmail', s.accessToken, { email: next });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ to: next, resendAfterSeconds: 120 });
    expect((await call('GET', '/api/Manage/Info', s.accessToken)).json().data.email).toBe(s.email);
    const early = await call('POST', '/api/Manage/SendVerifyEmailOTP', s.accessToken);
    expect(early.statusCode).toBe(429);
    t.clock.advance(121_000);
    expect((await call('POST', '/api/Manage/SendVerifyEmailOTP', s.accessToken)).statusCode).toBe(200);
    const code = await t.lastCode(next);
    expect((await call('POST', '/api/Manage/VerifyEmail', s.accessToken, { otp: code === '0000' ? '0001' : '0000' })).json().fieldsErrors).toEqual({ otp: [Msg.otpInvalid] });
    const ok = await call('POST', '/api/Manage/VerifyEmail', s.accessToken, { otp: code });
    expect(userEnvelope.parse(ok.json()).data).toMatchObject({ email: next, emailConfirmed: true });
    expect((await t.app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: next, password: s.password }, remoteAddress: randomIp() })).statusCode).toBe(200);
  });

  it('refuses an e-mail of another account', async () => {
    const other = await t.createUser();
    const s = await t.signedInUser();
    const res = await call('POST', '/api/Manage/ChangeEmail', s.accessToken, { email: other.email });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldsErrors).toEqual({ email: [Msg.emailTaken] });
    expect((await call('POST', '/api/Manage/ChangeEmail', s.accessToken, { email: 'bad' })).json().fieldsErrors).toEqual({ email: [Msg.invalidEmail] });
  });

  it('verifies a new phone number by SMS code', async () => {
    const s = await t.signedInUser();
    const phone = uniquePhone();
    expect((await call('POST', '/api/Manage/ChangePhone', s.accessToken, { phoneNumber: phone })).statusCode).toBe(200);
    const code = await t.lastCode(phone);
    const res = await call('POST', '/api/Manage/VerifyPhone', s.accessToken, { otp: code });
    expect(res.json().data).toMatchObject({ phoneNumber: phone, phoneNumberConfirmed: true });
    t.clock.advance(121_000);
    expect((await call('POST', '/api/Manage/SendVerifyPhonelOTP', s.accessToken)).statusCode).toBe(409);
    expect((await call('POST', '/api/Manage/ChangePhone', s.accessToken, { phoneNumber: '+1 555' })).json().fieldsErrors).toEqual({ phoneNumber: [Msg.invalidPhone] });
  });
});

describe('passwords', () => {
  it('changes the password after checking the current one', async () => {
    const s = await t.signedInUser();
    const wrong = await call('POST', '/api/Manage/ChangePassword', s.accessToken, { currentPassword: 'Nope#1234', password: 'Next#Pass1', confirmPassword: 'Next#Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldsErrors).toEqual({ currentPassword: [ApiMsg.currentPasswordWrong] });
    const mismatch = await call('POST', '/api/Manage/ChangePassword', s.accessToken, { currentPassword: s.password, password: 'Next#Pass1', confirmPassword: 'Next#Pass2' });
    expect(mismatch.json().fieldsErrors).toEqual({ confirmPassword: [Msg.passwordsMismatch] });
    const weak = await call('POST', '/api/Manage/ChangePassword', s.accessToken, { currentPassword: s.password, password: 'nextpass', confirmPassword: 'nextpass' });
    expect(weak.json().fieldsErrors.password).toEqual([Msg.passwordRules]);
    expect((await call('POST', '/api/Manage/ChangePassword', s.accessToken, { currentPassword: s.password, password: 'Next#Pass1', confirmPassword: 'Next#Pass1' })).statusCode).toBe(200);
    await expect(t.signIn(s.email, 'Next#Pass1')).resolves.toBeTruthy();
  });

  it('adds a password only to accounts without one', async () => {
    const s = await t.signedInUser();
    const res = await call('POST', '/api/Manage/AddPassword', s.accessToken, { password: 'Added#Pass1', confirmPassword: 'Added#Pass1' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['This account already has a password.']);
    await t.database.sql.query('UPDATE users SET password_hash = NULL WHERE id = $1', [s.row.id]);
    expect((await call('GET', '/api/Manage/Info', s.accessToken)).json().data.hasPassword).toBe(false);
    expect((await call('POST', '/api/Manage/AddPassword', s.accessToken, { password: 'Added#Pass1', confirmPassword: 'Added#Pass1' })).statusCode).toBe(200);
    await expect(t.signIn(s.email, 'Added#Pass1')).resolves.toBeTruthy();
  });
});

describe('address, emergency contact and preferences', () => {
  it('updates the address with 10–250 characters', async () => {
    const s = await t.signedInUser();
    const res = await call('POST', '/api/Manage/UpdateAddress', s.accessToken, { address: 'King Fahd Road, Al Olaya, Riyadh' });
    expect(res.json().data.address).toBe('King Fahd Road, Al Olaya, Riyadh');
    expect((await call('POST', '/api/Manage/UpdateAddress', s.accessToken, { address: 'Riyadh' })).json().fieldsErrors).toEqual({ address: [Msg.min10] });
    expect((await call('POST', '/api/Manage/UpdateAddress', s.accessToken, { address: 'x'.repeat(251) })).json().fieldsErrors).toEqual({ address: [Msg.max250] });
  });

  it('updates the emergency contact', async () => {
    const s = await t.signedInUser();
    const res = await call('PUT', '/api/Manage/UpdateEmergencyContact', s.accessToken, { name: 'Huda Al-Harbi', phoneNumber: '+966 55 123 4567', relationship: 'Sister' });
    expect(res.json().data.emergencyContact).toEqual({ name: 'Huda Al-Harbi', phoneNumber: '+966551234567', relationship: 'Sister' });
    const bad = await call('PUT', '/api/Manage/UpdateEmergencyContact', s.accessToken, { name: 'H', phoneNumber: 'abc' });
    expect(bad.json().fieldsErrors).toEqual({ name: [Msg.min3], phoneNumber: [Msg.invalidPhone] });
  });

  it('UpdateProfile: the person in one step (names, date of birth 18+, gender, address, emergency contact), for the caller only; bad input under its field', async () => {
    const s = await t.signedInUser({ fullName: 'Faisal Al-Dossary' });
    const other = await t.signedInUser({ fullName: 'Someone Else' });
    const body = {
      fullName: 'Faisal Al-Dossary',
      preferredName: 'Faisal',
      dateOfBirth: '1990-04-12',
      isMale: true,
      address: 'King Fahd Road, Al Olaya, Riyadh',
      emergencyContact: { name: 'Huda Al-Harbi', phoneNumber: '+966 55 123 4567', relationship: 'Sister' },
    };
    const res = await call('PUT', '/api/Manage/UpdateProfile', s.accessToken, body);
    expect(res.statusCode).toBe(200);
    expect(userEnvelope.parse(res.json()).data).toMatchObject({
      id: s.row.id,
      preferredName: 'Faisal',
      dateOfBirth: '1990-04-12',
      isMale: true,
      address: 'King Fahd Road, Al Olaya, Riyadh',
      emergencyContact: { name: 'Huda Al-Harbi', phoneNumber: '+966551234567', relationship: 'Sister' },
    });
    // emptied optional fields are stored as null; a woman's profile
    const cleared = await call('POST', '/api/Manage/UpdateProfile', s.accessToken, { ...body, preferredName: '  ', address: '', isMale: false, emergencyContact: null });
    expect(cleared.json().data).toMatchObject({ preferredName: null, address: null, isMale: false, emergencyContact: null });
    // the other account is untouched: nobody changes someone else's profile
    expect((await call('GET', '/api/Manage/Info', other.accessToken)).json().data).toMatchObject({ fullName: 'Someone Else', preferredName: null });
    expect((await call('PUT', '/api/Manage/UpdateProfile', null, body)).statusCode).toBe(401);

    const seventeen = new Date();
    seventeen.setUTCFullYear(seventeen.getUTCFullYear() - 17);
    const bad = await call(
      'PUT',
      '/api/Manage/UpdateProfile',
      s.accessToken,
      { fullName: 'Fa', preferredName: 'F', dateOfBirth: seventeen.toISOString().slice(0, 10), address: 'short', emergencyContact: { name: 'Huda', phoneNumber: 'abc' } },
      { 'accept-language': 'ar' },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldsErrors).toEqual({
      fullName: [Msg.min3],
      preferredName: [Msg.min3],
      dateOfBirth: [Msg.under18],
      isMale: [Msg.required],
      address: [Msg.min10],
      'emergencyContact.phoneNumber': [Msg.invalidPhone],
    });
    const future = await call('PUT', '/api/Manage/UpdateProfile', s.accessToken, { ...body, dateOfBirth: '2999-01-01' });
    expect(future.json().fieldsErrors).toEqual({ dateOfBirth: [Msg.futureDate] });
    const nonsense = await call('PUT', '/api/Manage/UpdateProfile', s.accessToken, { ...body, dateOfBirth: '1990-02-30' });
    expect(nonsense.json().fieldsErrors).toEqual({ dateOfBirth: [Msg.invalidDate] });
    // nothing of the refused calls was stored
    expect((await call('GET', '/api/Manage/Info', s.accessToken)).json().data).toMatchObject({ fullName: 'Faisal Al-Dossary', dateOfBirth: '1990-04-12', isMale: false });
  });

  it('keeps up to 3 additional phones of the caller only, not the sign-in phone and without repeats', async () => {
    const s = await t.signedInUser();
    const other = await t.signedInUser();
    expect((await call('GET', '/api/Manage/AdditionalPhones', s.accessToken)).json().data).toEqual({ additionalPhones: [] });
    const res = await call('PUT', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: ['+966 55 123 4567', '+971501234567'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ additionalPhones: ['+966551234567', '+971501234567'] });
    expect((await call('GET', '/api/Manage/AdditionalPhones', s.accessToken)).json().data.additionalPhones).toEqual(['+966551234567', '+971501234567']);
    // another account's list is its own
    expect((await call('GET', '/api/Manage/AdditionalPhones', other.accessToken)).json().data.additionalPhones).toEqual([]);
    expect((await call('GET', '/api/Manage/AdditionalPhones', null)).statusCode).toBe(401);
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', null, { additionalPhones: [] })).statusCode).toBe(401);

    const four = ['+966551234561', '+966551234562', '+966551234563', '+966551234564'];
    const tooMany = await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: four });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fieldsErrors).toEqual({ additionalPhones: [Msg.invalidValue] });
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: four.slice(0, 3) })).json().data.additionalPhones).toEqual(four.slice(0, 3));
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: ['+966551234567', 'abc'] })).json().fieldsErrors).toEqual({ 'additionalPhones.1': [Msg.invalidPhone] });
    // the shape is right but the number plan is not (libphonenumber)
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: ['+9660000000'] })).json().fieldsErrors).toEqual({ 'additionalPhones.0': [Msg.invalidPhone] });
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: ['+966551234567', '+966 55 123 4567'] })).json().fieldsErrors).toEqual({ 'additionalPhones.1': [Msg.invalidValue] });
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, {})).statusCode).toBe(400);
    // a refused update leaves the stored list alone
    expect((await call('GET', '/api/Manage/AdditionalPhones', s.accessToken)).json().data.additionalPhones).toEqual(four.slice(0, 3));

    // the sign-in phone is not an additional one (55 is a valid Saudi mobile prefix, as the check needs)
    const own = `+96655${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
    const withPhone = await t.signedInUser({ phoneNumber: own });
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', withPhone.accessToken, { additionalPhones: [own] })).json().fieldsErrors).toEqual({ 'additionalPhones.0': [Msg.invalidValue] });
    expect((await call('POST', '/api/Manage/UpdateAdditionalPhones', s.accessToken, { additionalPhones: [] })).json().data.additionalPhones).toEqual([]);
  });

  it('updates language, currency, time zone and notification preferences', async () => {
    const s = await t.signedInUser();
    expect((await call('POST', '/api/Manage/UpdateLanguage', s.accessToken, { language: 'ar' })).json().data.language).toBe('ar');
    expect((await call('POST', '/api/Manage/UpdateLanguage', s.accessToken, { language: 'fr' })).json().fieldsErrors).toEqual({ language: [Msg.invalidValue] });
    expect((await call('POST', '/api/Manage/UpdateCurrency', s.accessToken, { currency: 'AED' })).json().data.currency).toBe('AED');
    expect((await call('POST', '/api/Manage/UpdateCurrency', s.accessToken, { currency: 'XXX' })).json().fieldsErrors).toEqual({ currency: [Msg.invalidValue] });
    expect((await call('POST', '/api/Manage/UpdateTimeZone', s.accessToken, { timeZoneId: 417 })).json().data.timeZoneId).toBe(417);
    expect((await call('POST', '/api/Manage/UpdateTimeZone', s.accessToken, { timeZoneId: 418 })).json().fieldsErrors).toEqual({ timeZoneId: [Msg.invalidValue] });
    const toggles = { UpdateAccountNotification: 'accountNotification', UpdateGuestHostMessages: 'guestHostMessages', UpdateOffersCoupons: 'offersCoupons', UpdateNewsletter: 'newsletter' } as const;
    for (const [path, key] of Object.entries(toggles)) {
      const before = (await call('GET', '/api/Manage/Info', s.accessToken)).json().data.notifications[key];
      const res = await call('POST', `/api/Manage/${path}`, s.accessToken, { enabled: !before });
      expect(userEnvelope.parse(res.json()).data.notifications[key]).toBe(!before);
    }
    expect((await call('POST', '/api/Manage/UpdateNewsletter', s.accessToken, {})).json().fieldsErrors).toEqual({ enabled: [Msg.required] });
  });
});

describe('roles and account life', () => {
  it('BeHost gives a guest the host role and a host token', async () => {
    const s = await t.signedInUser();
    const res = await call('POST', '/api/Manage/BeHost', s.accessToken);
    expect(res.statusCode).toBe(200);
    const data = envelope(tokenResponseSchema).parse(res.json()).data;
    expect(data.user).toMatchObject({ isHost: true, currentRole: { id: RoleId.Host } });
    const back = await t.app.inject({ method: 'POST', url: '/Connect/SwitchRole', headers: bearer(data.accessToken), payload: { roleId: RoleId.Guest } });
    expect(back.json().data.user.currentRole.id).toBe(RoleId.Guest);
  });

  it('Deactivate ends every session', async () => {
    const s = await t.signedInUser();
    expect((await call('POST', '/api/Manage/Deactivate', s.accessToken, {})).statusCode).toBe(200);
    expect((await call('GET', '/api/Manage/Info', s.accessToken)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/Connect/RefreshToken', headers: { cookie: s.cookie }, remoteAddress: randomIp() })).statusCode).toBe(401);
  });

  it('ReferFriend e-mails an invitation once', async () => {
    const s = await t.signedInUser({ fullName: 'Majed Al-Mutairi' });
    const friend = uniqueEmail('friend');
    expect((await call('POST', '/api/Manage/ReferFriend', s.accessToken, { email: friend }, { 'accept-language': 'ar' })).statusCode).toBe(200);
    expect((await call('POST', '/api/Manage/ReferFriend', s.accessToken, { email: friend })).statusCode).toBe(200);
    const mails = await t.outbox(friend);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Majed Al-Mutairi يدعوك إلى تجربة');
    expect(mails[0].body).toContain(`ref=${s.row.id}`);
    const member = await t.createUser();
    expect((await call('POST', '/api/Manage/ReferFriend', s.accessToken, { email: member.email })).json().fieldsErrors).toEqual({ email: [Msg.emailTaken] });
  });
});
