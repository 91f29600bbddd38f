import {
  categoriesResponseSchema,
  experienceServerResponseSchema,
  experiencesListResponseSchema,
  hostExperiencesResponseSchema,
  hostListResponseSchema,
  ratingsResponseSchema,
  serverToForm,
  stepOperationPath,
} from '@tajriba/contracts';
import { CATALOGUE_HOST_PASSWORD, seedCatalogue } from '../src/seed/catalogue/index';
import bookingSeed from '../src/seed/booking/index';
import { coreSeedHook } from '../src/seed/index';
import { bearer, createTestApp, type TestApp } from './helpers/app';

/** Smoke test of the demo catalogue (the one test that uses the big seed). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const ctx = { db: t.database.db, sql: t.database.sql, config: t.config, clock: t.clock, log };
  // as the real seed runs: the demo accounts, the catalogue, then the areas (booking)
  await coreSeedHook.run(ctx);
  await seedCatalogue(ctx);
}, 180_000);
afterAll(async () => t.close());

test('≥ 80 approved experiences across ≥ 8 cities and all three kinds, ≥ 10 categories, ≥ 15 hosts', async () => {
  const [s] = await t.database.sql.query<{ approved: number; cities: number; types: number; hosts: number; busy: number; withoutImages: number }>(
    `SELECT count(*) FILTER (WHERE status_id = 5)::int AS approved,
            count(DISTINCT city_id) FILTER (WHERE status_id = 5)::int AS cities,
            count(DISTINCT type_id) FILTER (WHERE status_id = 5)::int AS types,
            count(DISTINCT host_id)::int AS hosts,
            count(*) FILTER (WHERE ratings_count >= 100)::int AS busy,
            count(*) FILTER (WHERE cardinality(image_paths) NOT BETWEEN 3 AND 6)::int AS "withoutImages"
     FROM experiences`,
  );
  expect(s.approved).toBeGreaterThanOrEqual(80);
  expect(s.cities).toBeGreaterThanOrEqual(8);
  expect(s.types).toBe(3);
  expect(s.hosts).toBeGreaterThanOrEqual(15);
  expect(s.busy).toBeGreaterThanOrEqual(3);
  expect(s.withoutImages).toBe(0);
  const cats = categoriesResponseSchema.parse((await t.app.inject({ url: '/api/Home/ExperiencesCategories', headers: { 'accept-language': 'ar' } })).json());
  expect(cats.data.length).toBeGreaterThanOrEqual(10);
  expect(cats.data.every((c) => /[\u0600-\u06ff]/.test(c.name) && c.icon.startsWith('M'))).toBe(true);
});

test('seeded images are stored WebP files served like uploads', async () => {
  const list = experiencesListResponseSchema.parse((await t.app.inject({ url: '/api/Home/ExperiencesList?Size=3' })).json());
  const path = list.data[0].imagesPaths[0];
  const res = await t.app.inject({ url: path });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('image/webp');
  expect(res.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
});

test('reviews page in both languages and seats exist for the coming days', async () => {
  const [busy] = await t.database.sql.query<{ id: number }>('SELECT id FROM experiences WHERE ratings_count >= 100 ORDER BY id LIMIT 1');
  const p = ratingsResponseSchema.parse((await t.app.inject({ url: `/api/Home/ExperienceRatings/${busy.id}?PageNumber=2` })).json());
  expect(p.data).toHaveLength(50);
  expect(p.data.some((r) => /[\u0600-\u06ff]/.test(r.comment))).toBe(true);
  expect(p.data.some((r) => /^[\x20-\x7e—’]+$/.test(r.comment))).toBe(true);
  const [seats] = await t.database.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM experience_seats WHERE day >= current_date");
  expect(seats.n).toBeGreaterThan(100);
});

test('hosts are named in the page\'s script: Arabic names on Arabic pages, Latin names on English pages', async () => {
  const arabic = (s: string | null | undefined) => /[\u0600-\u06ff]/.test(s ?? '');
  const get = async (url: string, lang: 'ar' | 'en') => (await t.app.inject({ url, headers: { 'accept-language': lang } })).json().data;
  // issue 10: a seeded host who signed up in English still has an Arabic spelling on Arabic pages
  const top = (await get('/api/Home/TopHosts?Limit=8', 'ar')) as { id: number; name: string }[];
  expect(top).toHaveLength(8);
  expect(top.every((h) => arabic(h.name))).toBe(true);
  for (const h of top) {
    const [ar, en] = [await get(`/api/Home/HostInfo/${h.id}`, 'ar'), await get(`/api/Home/HostInfo/${h.id}`, 'en')];
    expect(arabic(ar.name)).toBe(true);
    expect(arabic(en.name)).toBe(false);
    // issue 18: and their profile too (seeded hosts write it in both languages)
    if (ar.about) {
      expect([arabic(ar.about), arabic(ar.profession), arabic(ar.languages), ar.textLanguage]).toEqual([true, true, true, 'ar']);
      expect([arabic(en.about), arabic(en.profession), arabic(en.languages), en.textLanguage]).toEqual([false, false, false, 'en']);
    }
  }
  // the host card of a seeded Riyadh desert experience
  const [desert] = await t.database.sql.query<{ id: number }>(
    "SELECT e.id FROM experiences e JOIN users u ON u.id = e.host_id WHERE u.email = 'abdulrahman.host@tajriba.sa' AND e.status_id = 5 ORDER BY e.id LIMIT 1",
  );
  expect((await get(`/api/Home/Experience/${desert.id}`, 'ar')).host.name).toBe('عبدالرحمن القحطاني');
  // hosts, Saudi reviewers (who also ask the questions) and co-hosts: Arabic names exist for all of them
  const [names] = await t.database.sql.query<{ hosts: number; arabicHosts: number; arabicReviewers: number; coHostsWithoutArabic: number }>(
    `SELECT (SELECT count(*)::int FROM users WHERE email LIKE '%.host@tajriba.sa') AS hosts,
            (SELECT count(*)::int FROM users WHERE email LIKE '%.host@tajriba.sa' AND full_name ~ '[\u0600-\u06ff]') AS "arabicHosts",
            (SELECT count(*)::int FROM users WHERE email IS NULL AND password_hash IS NULL AND full_name ~ '[\u0600-\u06ff]') AS "arabicReviewers",
            (SELECT count(*)::int FROM experience_co_hosts WHERE name_ar !~ '[\u0600-\u06ff]') AS "coHostsWithoutArabic"`,
  );
  expect(names.arabicHosts / names.hosts).toBeGreaterThanOrEqual(0.7);
  expect(names.arabicReviewers).toBeGreaterThanOrEqual(10);
  expect(names.coHostsWithoutArabic).toBe(0);
});

test('the catalogue reads like a real one: unique titles, walks without vehicles, facts that agree within each experience (issue 18 item 11)', async () => {
  const sql = t.database.sql;
  const [dup] = await sql.query<{ en: number; ar: number }>(
    `SELECT (SELECT count(*)::int FROM (SELECT name_en FROM experiences WHERE status_id = 5 GROUP BY name_en HAVING count(*) > 1) d) AS en,
            (SELECT count(*)::int FROM (SELECT name_ar FROM experiences WHERE status_id = 5 GROUP BY name_ar HAVING count(*) > 1) d) AS ar`,
  );
  expect(dup).toEqual({ en: 0, ar: 0 });
  const walks = await sql.query<{ name_en: string }>(
    `SELECT name_en FROM experiences WHERE (name_en ILIKE '%walk%' OR name_en ILIKE '%souq%') AND (host_location->>'vehicleType') IS NOT NULL`,
  );
  expect(walks).toEqual([]);
  // facts agree within each experience: a host who comes to you serves a city (shown on the card),
  // a vehicle only with transport, a meeting point only when it differs from the venue and near it,
  // an online session nowhere
  const [facts] = await sql.query<{ atGuestWithoutCity: number; vehicleWithoutTransport: number; meetingMismatch: number; meetingFar: number; onlineWithPlace: number }>(
    `SELECT count(*) FILTER (WHERE type_id = 2 AND (city_id IS NULL OR NOT (city_id = ANY(served_city_ids))))::int AS "atGuestWithoutCity",
            count(*) FILTER (WHERE (host_location->>'vehicleType') IS NOT NULL AND NOT provides_transportation)::int AS "vehicleWithoutTransport",
            count(*) FILTER (WHERE type_id = 1 AND ((host_location->>'isMeetingLocationDifferentFromEvent')::boolean IS DISTINCT FROM ((host_location->>'meetingLocationLatitude') IS NOT NULL)))::int AS "meetingMismatch",
            count(*) FILTER (WHERE (host_location->>'meetingLocationLatitude') IS NOT NULL
                              AND abs((host_location->>'meetingLocationLatitude')::float - latitude) + abs((host_location->>'meetingLocationLongitude')::float - longitude) > 0.5)::int AS "meetingFar",
            count(*) FILTER (WHERE type_id = 3 AND (city_id IS NOT NULL OR latitude IS NOT NULL))::int AS "onlineWithPlace"
     FROM experiences`,
  );
  expect(facts).toEqual({ atGuestWithoutCity: 0, vehicleWithoutTransport: 0, meetingMismatch: 0, meetingFar: 0, onlineWithPlace: 0 });
});

test('the seeded submission waiting for review is dated: submitted days ago, after it was created, as its last change', async () => {
  const admin = await t.signIn('admin@tajriba.sa', 'Admin#2026');
  const queue = hostListResponseSchema.parse((await t.app.inject({ url: '/api/Experiences/ModerationQueue?PageSize=50', headers: bearer(admin.accessToken) })).json());
  expect(queue.data.length).toBeGreaterThanOrEqual(1);
  const now = t.clock.now().getTime();
  for (const row of queue.data) {
    // the queue showed "—" for it: a submission without a date
    expect(row.submittedAt).not.toBeNull();
    const [submitted, created, updated] = [row.submittedAt!, row.creationDate, row.lastModificationDate].map((d) => new Date(d!).getTime());
    expect(created).toBeLessThan(submitted);
    expect(updated).toBe(submitted);
    expect(now - submitted).toBeGreaterThan(3_600_000);
    expect(now - submitted).toBeLessThan(7 * 86_400_000);
  }
  // the listing sent back was submitted before the review that sent it back
  const [back] = await t.database.sql.query<{ ok: boolean }>('SELECT bool_and(created_at <= submitted_at AND submitted_at < updated_at) AS ok FROM experiences WHERE status_id = 4');
  expect(back.ok).toBe(true);
});

test('seeded listings have a review history: live ones were approved and an edit of one waits for review; the one sent back says why', async () => {
  const sql = t.database.sql;
  // approved through a submission, like one approved in the moderation queue
  const [dates] = await sql.query<{ undated: number; ordered: boolean }>(
    `SELECT count(*) FILTER (WHERE approved_at IS NULL)::int AS undated,
            bool_and(created_at <= submitted_at AND submitted_at <= approved_at AND approved_at <= updated_at) AS ordered
       FROM experiences WHERE status_id IN (5, 6)`,
  );
  expect(dates).toEqual({ undated: 0, ordered: true });

  // The demo host renames a live listing and saves: guests (and the host's own list) keep the approved name.
  const demo = await t.signIn('host@tajriba.sa', 'Host#2026');
  const [live] = await sql.query<{ id: number; en: string; ar: string }>(
    "SELECT e.id, e.name_en AS en, e.name_ar AS ar FROM experiences e JOIN users u ON u.id = e.host_id WHERE u.email = 'host@tajriba.sa' AND e.status_id = 5 ORDER BY e.id LIMIT 1",
  );
  const as = (token: string, lang: 'en' | 'ar' = 'en') => ({ ...bearer(token), 'accept-language': lang });
  const draft = experienceServerResponseSchema.parse((await t.app.inject({ url: `/api/Experiences/Draft/${live.id}`, headers: as(demo.accessToken) })).json()).data;
  const highlights = { ...serverToForm(draft).eventHighlightsStep, name: 'A name no moderator has seen' };
  const saved = await t.app.inject({ method: 'POST', url: stepOperationPath('eventHighlightsStep'), headers: as(demo.accessToken), payload: { id: live.id, mode: draft.type!.name, data: highlights } });
  expect([saved.statusCode, saved.json().errors]).toEqual([200, []]);
  for (const lang of ['en', 'ar'] as const) {
    const page = (await t.app.inject({ url: `/api/Home/Experience/${live.id}`, headers: { 'accept-language': lang } })).json().data;
    expect(page.name).toBe(live[lang]);
    const mine = hostExperiencesResponseSchema.parse((await t.app.inject({ url: '/api/Experiences/HostList?PageSize=50', headers: as(demo.accessToken, lang) })).json()).data.find((r) => r.id === live.id);
    expect(mine).toMatchObject({ name: live[lang], status: { name: 'approved' }, editStatus: 'draft' });
  }

  // The listing sent back: its host reads the moderator's note, in English and in Arabic, on the card and in the wizard.
  const [back] = await sql.query<{ id: number; email: string; location: string }>(
    'SELECT e.id, u.email, e.location_en AS location FROM experiences e JOIN users u ON u.id = e.host_id WHERE e.status_id = 4',
  );
  const host = await t.signIn(back.email, CATALOGUE_HOST_PASSWORD);
  const note = experienceServerResponseSchema.parse((await t.app.inject({ url: `/api/Experiences/Draft/${back.id}`, headers: as(host.accessToken) })).json()).data.moderationNote;
  const [en, ar] = (note ?? '').split('\n');
  // it asks for what the listing lacks: a place guests can find
  expect(en).toContain(`“${back.location}”`);
  expect(/[\u0600-\u06ff]/.test(en)).toBe(false);
  expect(ar).toMatch(/^[^a-zA-Z]+$/);
  const row = hostExperiencesResponseSchema.parse((await t.app.inject({ url: '/api/Experiences/HostList?PageSize=50', headers: as(host.accessToken) })).json()).data.find((r) => r.id === back.id);
  expect(row).toMatchObject({ status: { name: 'resubmit' }, editStatus: null, moderationNote: note });
});

test('booking demo data: coupons, the demo guest\'s saved card and orders in every state, once', async () => {
  const sql = t.database.sql;
  const ctx = { db: t.database.db, sql, config: t.config, clock: t.clock, log: { info: () => undefined, warn: () => undefined, error: () => undefined } };
  await bookingSeed.run(ctx);
  await bookingSeed.run(ctx);
  const [guest] = await sql.query<{ id: number }>(`SELECT id FROM users WHERE email = 'guest@tajriba.sa'`);
  const [host] = await sql.query<{ id: number }>(`SELECT id FROM users WHERE email = 'host@tajriba.sa'`);
  const mine = await sql.query<{ status: number; past: boolean; isGift: boolean; invoice: string | null; checkedIn: boolean }>(
    `SELECT payment_status AS status, booking_date < current_date AS past, is_gift AS "isGift", invoice_number::text AS invoice, checked_in_at IS NOT NULL AS "checkedIn" FROM orders WHERE user_id = $1`,
    [guest.id],
  );
  // upcoming paid, a gift, completed (ticket used), refunded; run twice, seeded once
  expect(mine).toHaveLength(4);
  expect(mine.filter((o) => o.status === 3 && !o.past && !o.isGift)).toHaveLength(1);
  expect(mine.filter((o) => o.isGift && o.status === 3)).toHaveLength(1);
  expect(mine.filter((o) => o.status === 3 && o.past && o.checkedIn)).toHaveLength(1);
  expect(mine.filter((o) => o.status === 6)).toHaveLength(1);
  expect(mine.every((o) => o.invoice)).toBe(true);
  const hosts = await sql.query<{ status: number }>(`SELECT payment_status AS status FROM orders WHERE host_id = $1 AND user_id <> $2`, [host.id, guest.id]);
  expect(hosts.map((o) => o.status).sort()).toEqual([3, 3, 5]);
  const [card] = await sql.query<{ isPrimary: boolean; status: string }>(`SELECT is_primary AS "isPrimary", status FROM saved_cards WHERE user_id = $1`, [guest.id]);
  expect(card).toEqual({ isPrimary: true, status: 'active' });
  const coupons = await sql.query<{ code: string }>(`SELECT DISTINCT c.code::text AS code FROM experience_coupons c JOIN experiences e ON e.id = c.experience_id WHERE e.host_id = $1 ORDER BY 1`, [host.id]);
  expect(coupons.map((c) => c.code)).toEqual(['LASTYEAR', 'SEASON25', 'WELCOME10']);
  // the tests below delete experiences: the orders go first
  await sql.query('DELETE FROM orders');
});

test('seeding twice changes nothing', async () => {
  const before = await t.database.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM experiences');
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const ctx = { db: t.database.db, sql: t.database.sql, config: t.config, clock: t.clock, log };
  // as the real seed runs: the demo accounts, the catalogue, then the areas (booking)
  await coreSeedHook.run(ctx);
  await seedCatalogue(ctx);
  expect(await t.database.sql.query('SELECT count(*)::int AS n FROM experiences')).toEqual(before);
});

test('a seed that stopped half-way is started over', async () => {
  const log = { info: () => undefined, warn: () => undefined, error: () => undefined };
  // simulate an interrupted run: the completion marker and the tail of the data are missing
  await t.database.sql.query("DELETE FROM catalogue_settings WHERE key IN ('catalogue_seeded_at', 'demo_seats_through')");
  await t.database.sql.query('DELETE FROM experiences WHERE id > 20');
  await seedCatalogue({ db: t.database.db, sql: t.database.sql, config: t.config, clock: t.clock, log });
  const [s] = await t.database.sql.query<{ n: number; reviewers: number }>(
    "SELECT (SELECT count(*)::int FROM experiences) AS n, (SELECT count(*)::int FROM users WHERE email IS NULL AND password_hash IS NULL) AS reviewers",
  );
  expect(s.n).toBe(111);
  expect(s.reviewers).toBe(28);
}, 180_000);
