import { Msg } from '@tajriba/contracts';
import { canonicalAddress, canonicalEmail, canonicalPhone } from '../src/lib/rate-keys';
import { bearer, createTestApp, randomIp, type TestApp } from './helpers/app';
import { catalogueFixture } from './helpers/catalogue';

/** Limits keyed on user input key on its canonical form; nobody can lock another out (issue 11 §1, §5, §8). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, ip = randomIp(), headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
const limited = (res: { statusCode: number; headers: Record<string, unknown> }) => res.statusCode === 429 && res.headers['x-error-code'] === Msg.tooManyRequests;

describe('canonical keys', () => {
  test('e-mail, phone and address forms', () => {
    expect(canonicalEmail('  Layla@Example.COM ')).toBe('layla@example.com');
    for (const p of ['+966 50 000 0001', '+966-500-000-001', '+966500000001', ' +966 (50) 000 0001 ']) expect(canonicalPhone(p)).toBe('+966500000001');
    expect(canonicalAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(canonicalAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(canonicalAddress('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(canonicalAddress('2001:DB8:0001:0002::')).toBe('2001:db8:1:2::/64');
    expect(canonicalAddress('10.1.2.3')).toBe('10.1.2.3');
  });
});

describe('password reset limits key on the account, not on how its address was typed', () => {
  test('sending: 6 an hour per e-mail, whatever the spacing and case', async () => {
    const u = await t.createUser();
    const forms = [u.email, ` ${u.email} `, u.email.toUpperCase(), `\t${u.email}`, u.email.replace(/^./, (c) => c.toUpperCase()), `${u.email}  `];
    for (const email of forms) expect(limited(await post('/Reset/Password', { mode: 'email', email }))).toBe(false);
    expect(limited(await post('/Reset/Password', { mode: 'email', email: ` ${u.email.toUpperCase()} ` }))).toBe(true);
  });

  test('checking: 15 per 15 minutes per phone number, whatever the formatting', async () => {
    const u = await t.createUser({ phoneNumber: '+966512345678' });
    await post('/Reset/Password', { mode: 'phone', phone: '+966512345678' });
    const forms = ['+966512345678', '+966 51 234 5678', '+966-51-234-5678', '+966 (51) 234-5678'];
    for (let i = 0; i < 15; i++) expect(limited(await post('/Reset/ConfrimPasswordOTP', { mode: 'phone', phone: forms[i % forms.length], otp: '0000' }))).toBe(false);
    expect(limited(await post('/Reset/ConfrimPasswordOTP', { mode: 'phone', phone: '+966 51 234 56 78', otp: '0000' }))).toBe(true);
    void u;
  });
});

describe('sign-in cannot be used to lock someone out', () => {
  test('10 wrong passwords lock that address for that account only; the owner elsewhere signs in', async () => {
    const u = await t.createUser();
    const attacker = randomIp();
    for (let i = 0; i < 10; i++) expect((await post('/Connect/Token', { username: u.email, password: 'Wrong#123' }, attacker)).statusCode).toBe(400);
    const blocked = await post('/Connect/Token', { username: ` ${u.email.toUpperCase()}`, password: u.password }, attacker, { 'accept-language': 'ar' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect(blocked.json().errors).toEqual(['محاولات كثيرة جدًا. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.']);
    expect((await post('/Connect/Token', { username: u.email, password: u.password }, randomIp())).statusCode).toBe(200);
  });

  test('a spread-out guess hits the slow backstop, but not the owner at an address they used before', async () => {
    const u = await t.createUser();
    const home = randomIp();
    expect((await post('/Connect/Token', { username: u.email, password: u.password }, home)).statusCode).toBe(200);
    for (let i = 0; i < 100; i++) expect((await post('/Connect/Token', { username: u.email, password: `Wrong#${i}a` }, randomIp())).statusCode).toBe(400);
    expect((await post('/Connect/Token', { username: u.email, password: u.password }, randomIp())).statusCode).toBe(429);
    expect((await post('/Connect/Token', { username: u.email, password: u.password }, home)).statusCode).toBe(200);
  }, 120_000);
});

describe('asking questions is limited', () => {
  test('20 questions an hour per user', async () => {
    const fx = await catalogueFixture(t);
    const experience = await fx.experience();
    const me = await t.signedInUser();
    const ask = () => t.app.inject({ method: 'POST', url: `/api/ExperiencesUsersQuestions/AskQuestion/${experience}`, headers: bearer(me.accessToken), payload: { question: 'Is there parking nearby?' }, remoteAddress: randomIp() });
    for (let i = 0; i < 20; i++) expect((await ask()).statusCode).toBe(200);
    expect(limited(await ask())).toBe(true);
  });
});

describe('the contact form relays nothing to an address nobody proved', () => {
  test('the receipt carries no sender text; one address gets at most 3 a day, support still gets every message', async () => {
    const victim = `victim.${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const res = await post('/api/Contact', { name: 'Buy cheap pills', email: victim, subject: 'Visit evil.example', message: `Click http://evil.example/${i} now!!` });
      expect(res.statusCode).toBe(200);
    }
    const receipts = await t.outbox(victim);
    expect(receipts).toHaveLength(3);
    for (const r of receipts) expect(`${r.subject}\n${r.body}`).not.toMatch(/evil|pills/);
    expect((await t.outbox(t.config.supportEmail)).filter((m) => m.body.includes(victim))).toHaveLength(5);
  });
});

describe('RATE_LIMIT_SCALE (the browser journeys)', () => {
  test('multiplies the budget; the limit still holds past it', async () => {
    const scaled = await createTestApp({ RATE_LIMIT_SCALE: '2' });
    try {
      const u = await scaled.createUser();
      const ip = randomIp();
      const signIn = () => scaled.app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: u.email, password: 'Wrong#123' }, remoteAddress: ip });
      for (let i = 0; i < 20; i++) expect((await signIn()).statusCode).toBe(400);
      expect((await signIn()).statusCode).toBe(429);
    } finally {
      await scaled.close();
    }
  });
});
