import { countrySchema, currencySchema, envelope, genderSchema, identityTypeSchema, systemLanguageSchema, timeZoneSchema, userLanguageSchema, workTypeSchema, Msg } from '@tajriba/contracts';
import { z } from 'zod';
import { createTestApp, randomIp, uniqueEmail, type TestApp } from './helpers/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const get = (name: string, lang = 'en-US') => t.app.inject({ method: 'GET', url: `/api/Utilities/${name}`, headers: { 'accept-language': lang } });

describe('utilities', () => {
  it.each([
    ['SystemLanguages', systemLanguageSchema, 2],
    ['UserLanguages', userLanguageSchema, 40],
    ['Currencies', currencySchema, 16],
    ['Genders', genderSchema, 2],
    ['IdentityTypes', identityTypeSchema, 5],
    ['TimeZones', timeZoneSchema, 418],
    ['WorkTypes', workTypeSchema, 2],
    ['Countries', countrySchema, 248],
  ] as const)('%s matches its contract in both languages', async (name, schema, count) => {
    const en = envelope(z.array(schema as z.core.$ZodType<{ id: number; name?: string }>)).parse((await get(name)).json()).data;
    const ar = envelope(z.array(schema as z.core.$ZodType<{ id: number; name?: string }>)).parse((await get(name, 'ar')).json()).data;
    expect(en).toHaveLength(count);
    expect(ar).toHaveLength(count);
  });

  it('time zones have ids 0–417 with offsets and names', async () => {
    const zones = (await get('TimeZones')).json().data as { id: number; ianaId: string; displayName: string; baseUtcOffset: string }[];
    expect(zones.map((tz) => tz.id)).toEqual(Array.from({ length: 418 }, (_, i) => i));
    const riyadh = zones.find((tz) => tz.ianaId === 'Asia/Riyadh')!;
    expect(riyadh.baseUtcOffset).toBe('+03:00');
    expect(riyadh.displayName).toMatch(/^\(UTC\+03:00\) Riyadh/);
    const ar = (await get('TimeZones', 'ar')).json().data.find((tz: { ianaId: string }) => tz.ianaId === 'Asia/Riyadh');
    expect(ar.displayName).toMatch(/[\u0600-\u06FF]/);
  });

  it('countries carry ISO codes and Arabic names, Saudi Arabia first', async () => {
    const en = (await get('Countries')).json().data;
    const ar = (await get('Countries', 'ar')).json().data;
    expect(en[0]).toMatchObject({ code2: 'SA', code3: 'SAU', name: 'Saudi Arabia' });
    expect(ar[0]).toMatchObject({ code2: 'SA', name: 'المملكة العربية السعودية' });
    expect(new Set(en.map((c: { code2: string }) => c.code2)).size).toBe(248);
    expect(ar.find((c: { code2: string }) => c.code2 === 'EG').name).toBe('مصر');
    expect(en.every((c: { code3: string }) => /^[A-Z]{3}$/.test(c.code3))).toBe(true);
  });

  it('names lists in the request language', async () => {
    expect((await get('Genders', 'ar')).json().data.map((g: { name: string }) => g.name)).toEqual(['ذكر', 'أنثى']);
    expect((await get('Currencies')).json().data[0]).toMatchObject({ code: 'SAR', name: 'Saudi Riyal' });
    const ids = (await get('IdentityTypes')).json().data;
    expect(ids.filter((x: { saudiOnly: boolean }) => x.saudiOnly).map((x: { key: string }) => x.key)).toEqual(['NationalID', 'DriverLicense', 'Saudi']);
    const res = await get('SystemLanguages');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });
});

describe('contact form', () => {
  const send = (payload: object, ip = randomIp(), lang = 'en-US') => t.app.inject({ method: 'POST', url: '/api/Contact', payload, remoteAddress: ip, headers: { 'accept-language': lang } });

  it('stores the message, forwards it to support and acknowledges the sender', async () => {
    const email = uniqueEmail('contact');
    const res = await send({ name: 'Omar Al-Zahrani', email, subject: 'Group booking', message: 'Can I book the desert tour for twelve people next month?' }, randomIp(), 'ar');
    expect(res.statusCode).toBe(200);
    const id = res.json().data.id;
    const rows = await t.database.sql.query<{ subject: string; language: string }>('SELECT subject, language FROM contact_messages WHERE id = $1', [id]);
    expect(rows).toEqual([{ subject: 'Group booking', language: 'ar' }]);
    const support = await t.outbox(t.config.supportEmail);
    expect(support[0].body).toContain('Can I book the desert tour');
    const receipt = await t.outbox(email);
    expect(receipt[0].subject).toBe('استلمنا رسالتك');
    // Nothing the sender typed is relayed to the address they named.
    expect(receipt[0].body).not.toContain('Omar');
    expect(receipt[0].body).not.toContain('desert');
  });

  it('validates every field', async () => {
    const res = await send({ name: 'O', email: 'nope', subject: '', message: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldsErrors).toEqual({ name: [Msg.min3], email: [Msg.invalidEmail], subject: [Msg.required], message: [Msg.min10] });
  });

  it('counts the client behind the local edge server, not the edge server itself', async () => {
    const body = { name: 'Omar', email: uniqueEmail(), subject: 'Hello there', message: 'A message long enough to pass.' };
    const via = (client: string) => t.app.inject({ method: 'POST', url: '/api/Contact', payload: body, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    for (let i = 0; i < 5; i++) expect((await via('203.0.113.7')).statusCode).toBe(200);
    expect((await via('203.0.113.7')).statusCode).toBe(429);
    expect((await via('198.51.100.9')).statusCode).toBe(200);
    // A client connecting directly cannot pick its address with the header.
    const direct = randomIp();
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'POST', url: '/api/Contact', payload: body, remoteAddress: direct, headers: { 'x-forwarded-for': `198.18.0.${i}` } });
    expect((await t.app.inject({ method: 'POST', url: '/api/Contact', payload: body, remoteAddress: direct, headers: { 'x-forwarded-for': '198.18.1.1' } })).statusCode).toBe(429);
  });

  it('rate-limits one address to 5 messages an hour', async () => {
    const ip = randomIp();
    const body = { name: 'Omar', email: uniqueEmail(), subject: 'Hello there', message: 'A message long enough to pass.' };
    for (let i = 0; i < 5; i++) expect((await send(body, ip)).statusCode).toBe(200);
    const limited = await send(body, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toEqual(['Too many attempts. Please wait a moment and try again.']);
  });
});
