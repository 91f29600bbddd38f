import { experienceDetailSchema, experiencesListResponseSchema, hostInfoResponseSchema, topHostsResponseSchema } from '@tajriba/contracts';
import { createTestApp, type TestApp } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

// Issue 10 "Also": a host's name in the page's language when they gave one (seeded hosts do).
let t: TestApp;
let fx: CatalogueFixture;
let id: number;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-01T06:00:00Z'));
  fx = await catalogueFixture(t);
  await t.database.sql.query(`UPDATE users SET full_name = 'Hassan Bakhsh', full_name_en = 'Hassan Bakhsh', full_name_ar = 'حسن بخش' WHERE id = $1`, [fx.hostId]);
  id = await fx.experience({ name_en: 'Dive at Al-Balad reef', name_ar: 'غوص في شعاب البلد' });
});
afterAll(async () => t.close());

const get = async (url: string, lang: 'ar' | 'en-US') => (await t.app.inject({ url, headers: { 'accept-language': lang } })).json();

test('detail, cards, host profile and top hosts name the host in Arabic on Arabic pages', async () => {
  expect(experienceDetailSchema.parse((await get(`/api/Home/Experience/${id}`, 'ar')).data).host.name).toBe('حسن بخش');
  expect(experienceDetailSchema.parse((await get(`/api/Home/Experience/${id}`, 'en-US')).data).host.name).toBe('Hassan Bakhsh');
  const list = experiencesListResponseSchema.parse(await get('/api/Home/ExperiencesList?Title=Dive', 'ar'));
  expect(list.data.find((c) => c.id === id)?.host.name).toBe('حسن بخش');
  expect(hostInfoResponseSchema.parse(await get(`/api/Home/HostInfo/${fx.hostId}`, 'ar')).data.name).toBe('حسن بخش');
  const top = topHostsResponseSchema.parse(await get('/api/Home/TopHosts?Limit=5', 'ar')).data;
  expect(top.find((h) => h.id === fx.hostId)?.name).toBe('حسن بخش');
});

test('without a spelling for the language the typed name is shown', async () => {
  await t.database.sql.query(`UPDATE users SET full_name_ar = NULL WHERE id = $1`, [fx.hostId]);
  expect(experienceDetailSchema.parse((await get(`/api/Home/Experience/${id}`, 'ar')).data).host.name).toBe('Hassan Bakhsh');
});

// Issue 18 item 4: a host's About in the page's language, or as written and marked with its language.
test('the host profile reads in the page language when the host wrote it in both', async () => {
  const about = { details: 'مرشد صحراوي', profession: 'مرشد', languages: 'العربية', 'details:ar': 'مرشد صحراوي', 'profession:ar': 'مرشد', 'languages:ar': 'العربية', 'details:en': 'A desert guide', 'profession:en': 'Guide', 'languages:en': 'Arabic' };
  await t.database.sql.query(`UPDATE users SET about = $2::jsonb, language = 'ar' WHERE id = $1`, [fx.hostId, JSON.stringify(about)]);
  const en = hostInfoResponseSchema.parse(await get(`/api/Home/HostInfo/${fx.hostId}`, 'en-US')).data;
  expect(en).toMatchObject({ about: 'A desert guide', profession: 'Guide', languages: 'Arabic', textLanguage: 'en' });
  const ar = hostInfoResponseSchema.parse(await get(`/api/Home/HostInfo/${fx.hostId}`, 'ar')).data;
  expect(ar).toMatchObject({ about: 'مرشد صحراوي', profession: 'مرشد', languages: 'العربية', textLanguage: 'ar' });
});

test('a profile written in one language only is shown as written, with that language', async () => {
  await t.database.sql.query(`UPDATE users SET about = $2::jsonb, language = 'ar' WHERE id = $1`, [fx.hostId, JSON.stringify({ details: 'مرشد صحراوي', profession: null })]);
  const en = hostInfoResponseSchema.parse(await get(`/api/Home/HostInfo/${fx.hostId}`, 'en-US')).data;
  expect(en).toMatchObject({ about: 'مرشد صحراوي', profession: null, languages: null, textLanguage: 'ar' });
  await t.database.sql.query(`UPDATE users SET about = '{}'::jsonb WHERE id = $1`, [fx.hostId]);
  expect(hostInfoResponseSchema.parse(await get(`/api/Home/HostInfo/${fx.hostId}`, 'en-US')).data.textLanguage).toBeNull();
});
