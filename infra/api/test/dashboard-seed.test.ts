import { RoleId } from '@tajriba/contracts';
import { insertRows } from '../src/repositories/catalogue-import';
import dashboardSeed from '../src/seed/dashboard/index';
import { bearer, createTestApp, type TestApp } from './helpers/app';
import { catalogueFixture } from './helpers/catalogue';

/** The demo host's year of business (seed/dashboard) on a small catalogue: every chart has a shape. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-06-10T09:00:00Z'));
  const fx = await catalogueFixture(t);
  const demo = await t.createUser({ email: 'host@tajriba.sa', password: 'Host#2026', roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host });
  for (let i = 0; i < 12; i++) await t.createUser({ fullName: `Guest ${i}` });
  for (const name of ['Dunes', 'Coffee', 'Old town']) {
    const e = await fx.experience({ host_id: demo.row.id, name_en: name, price: 100 });
    await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: e, start_time: '16:00' }, { experience_id: e, start_time: '09:00' }]);
  }
  const ctx = { db: t.database.db, sql: t.database.sql, config: t.config, clock: t.clock, log: { info: () => undefined, warn: () => undefined, error: () => undefined } };
  await dashboardSeed.run(ctx);
  await dashboardSeed.run(ctx);
  token = (await t.signIn('host@tajriba.sa', 'Host#2026')).accessToken;
}, 120_000);
afterAll(async () => t.close());

const get = async (url: string) => (await t.app.inject({ url, headers: bearer(token) })).json().data;

test('a year of orders (once), weekly payouts and views', async () => {
  const [s] = await t.database.sql.query<{ orders: number; months: number; payouts: number; pending: number }>(
    `SELECT (SELECT count(*)::int FROM orders) AS orders,
            (SELECT count(DISTINCT date_trunc('month', paid_at))::int FROM orders) AS months,
            (SELECT count(*)::int FROM host_payouts WHERE status = 2) AS payouts,
            (SELECT count(*)::int FROM host_payouts WHERE status = 1) AS pending`,
  );
  expect(s.orders).toBeGreaterThan(300);
  expect(s.months).toBeGreaterThanOrEqual(12);
  expect(s.payouts).toBeGreaterThan(40);
  expect(s.pending).toBe(1);
  const year = await get('/api/Dashboard/EarningAnalytics?Range=12m');
  expect(year.points.filter((p: { earnings: number }) => p.earnings > 0).length).toBeGreaterThanOrEqual(11);
  const cards = (await get('/api/Dashboard/Analytics?Range=30d')).cards;
  expect(cards.find((c: { key: string }) => c.key === 'views').amount).toBeGreaterThan(0);
  expect((await get('/api/Bookings/CurrentHostUpcomings')).length).toBeGreaterThan(0);
  expect((await get('/api/ExperiencesUsersQuestions/HostList?Unanswered=true')).length).toBe(2);
  expect((await get('/api/Dashboard/Analytics?Range=24h')).cards.find((c: { key: string }) => c.key === 'views').amount).toBeGreaterThan(0);
});
