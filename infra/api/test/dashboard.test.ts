import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { ExperienceStatusId, isValidIban, RoleId } from '@tajriba/contracts';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { insertRows } from '../src/repositories/catalogue-import';
import { splitMonths } from '../src/repositories/dashboard';
import { hostListingsRepository } from '../src/repositories/host-listings';
import { iconPathsFromSvg } from '../src/services/catalogue-admin';
import { nextPayoutRun, resolvePeriod } from '../src/services/dashboard';
import { bearer, createTestApp, type TestApp } from './helpers/app';
import { catalogueFixture, type CatalogueFixture } from './helpers/catalogue';

/**
 * Host dashboard (issue 17): bookings, listings lifecycle, payouts and IBAN, analytics, questions,
 * coupons and catalogue administration with its role matrix.
 */
let t: TestApp;
let fx: CatalogueFixture;
let host: string;
let otherHost: string;
let guest: { token: string; id: number };
let exp: number;
let exp2: number;

// Wednesday 10 June 2026, 12:00 in Riyadh
const NOW = new Date('2026-06-10T09:00:00Z');

interface OrderInput {
  experience?: number;
  user?: number;
  day: string;
  time?: string;
  adults?: number;
  total?: number;
  payout?: number;
  status?: number;
  paidAt?: string | null;
  refunded?: number;
  createdAt?: string;
}
async function order(o: OrderInput): Promise<string> {
  const total = o.total ?? 115;
  const [row] = await t.database.sql.query<{ id: string }>(
    `INSERT INTO orders (user_id, experience_id, host_id, booking_date, start_time, adults, unit_price, guests_amount, total_amount, vat_amount, platform_fee, payout_amount,
       cancellation_policy, payment_status, paid_at, refunded_amount, created_at, updated_at)
     SELECT $1, e.id, e.host_id, $3::date, $4::time, $5, $6, $6, $6, 15, 10, $7, 1, $8, $9, $10, coalesce($11::timestamptz, now()), coalesce($11::timestamptz, now())
       FROM experiences e WHERE e.id = $2 RETURNING id::text`,
    [o.user ?? guest.id, o.experience ?? exp, o.day, o.time ?? '10:00', o.adults ?? 1, total, o.payout ?? 90, o.status ?? 3, o.paidAt === undefined ? NOW.toISOString() : o.paidAt, o.refunded ?? 0, o.createdAt ?? null],
  );
  return row.id;
}
const get = (url: string, token?: string, lang = 'en-US'): Promise<LightMyRequestResponse> => t.app.inject({ method: 'GET', url, headers: { ...(token ? bearer(token) : {}), 'accept-language': lang } });
const post = (url: string, token: string | undefined, payload?: unknown): Promise<LightMyRequestResponse> =>
  t.app.inject({ method: 'POST', url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const put = (url: string, token: string, payload: object): Promise<LightMyRequestResponse> => t.app.inject({ method: 'PUT', url, headers: bearer(token), payload });

async function staff(role: number) {
  const u = await t.createUser({ roles: [role], currentRole: role });
  return (await t.signIn(u.email, u.password)).accessToken;
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMITS: 'false' });
  t.clock.set(NOW);
  fx = await catalogueFixture(t);
  const emailOf = async (id: number) => (await t.database.sql.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]))[0].email;
  host = (await t.signIn(await emailOf(fx.hostId), 'Secret#123')).accessToken;
  otherHost = (await t.signIn(await emailOf(fx.otherHostId), 'Secret#123')).accessToken;
  const g = await t.signedInUser({ fullName: 'Guest One' });
  guest = { token: g.accessToken, id: g.row.id };
  exp = await fx.experience({ name_en: 'Desert walk', capacity_max: 10 });
  exp2 = await fx.experience({ name_en: 'Old town', capacity_max: 8 });
}, 60_000);
afterAll(async () => t.close());

describe('IBAN rule', () => {
  test('checksum and Saudi length', () => {
    expect(isValidIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isValidIban('sa0380000000608010167519')).toBe(true);
    expect(isValidIban('SA0380000000608010167518')).toBe(false); // checksum
    expect(isValidIban('SA038000000060801016751')).toBe(false); // 23 characters
    expect(isValidIban('GB82WEST12345698765432')).toBe(true);
    expect(isValidIban('XX82WEST12345698765432')).toBe(false);
    expect(isValidIban('')).toBe(false);
  });

  test('UpdateHostIban stores a valid IBAN, refuses others under the field; HostIban masks it', async () => {
    const bad = await post('/api/Manage/UpdateHostIban', host, { iban: 'SA0380000000608010167518' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldsErrors.iban).toEqual(['validation.invalidIban']);
    expect((await post('/api/Manage/UpdateHostIban', host, { iban: '' })).json().fieldsErrors.iban).toEqual(['validation.required']);
    expect((await post('/api/Manage/UpdateHostIban', guest.token, { iban: 'SA0380000000608010167519' })).statusCode).toBe(403);
    const okRes = await post('/api/Manage/UpdateHostIban', otherHost, { iban: 'sa03 8000 0000 6080 1016 7519' });
    expect(okRes.statusCode).toBe(200);
    expect(okRes.json().data.iban).toBe('SA03 **** **** 7519');
    expect((await get('/api/Manage/HostIban', otherHost)).json().data.iban).toBe('SA03 **** **** 7519');
    expect((await get('/api/Manage/HostIban', host)).json().data.iban).toBeNull();
  });
});

describe('bookings', () => {
  let paidFuture: string;
  let paidPast: string;
  beforeAll(async () => {
    paidFuture = await order({ day: '2026-06-20', adults: 2, createdAt: '2026-06-01T10:00:00Z' });
    paidPast = await order({ day: '2026-06-01', createdAt: '2026-05-20T10:00:00Z' });
    await order({ day: '2026-06-22', status: 1, paidAt: null, createdAt: '2026-06-05T10:00:00Z' });
    await order({ day: '2026-06-23', status: 8, createdAt: '2026-06-06T10:00:00Z' });
    await order({ experience: await fx.experience({ host_id: fx.otherHostId }), day: '2026-06-20' });
  });

  test('CurrentHostBookings: own bookings only, newest first, with the host booking row fields', async () => {
    const res = await get('/api/Bookings/CurrentHostBookings?PageSize=10&PageNumber=1', host);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(4);
    expect(body.totalPages).toBe(1);
    const row = body.data.find((r: { id: string }) => r.id === paidFuture);
    expect(row).toMatchObject({
      buyerName: 'Guest One', adultsQTY: 2, experienceName: 'Desert walk', experienceLanguage: ['ar', 'en'],
      status: { name: 'paid' }, reservationStatus: { name: 'upcoming' }, payoutStatus: { id: 1, name: 'pending' },
    });
  });

  test('filters by order status and payout status; paging', async () => {
    const ids = async (q: string) => (await get(`/api/Bookings/CurrentHostBookings?${q}`, host)).json().data.map((r: { id: string }) => r.id);
    expect(await ids('OrderStatus=1')).toEqual([paidPast]);
    expect(await ids('OrderStatus=2')).toEqual([paidFuture]);
    expect(await ids('OrderStatus=3')).toHaveLength(1);
    expect(await ids('OrderStatus=4')).toHaveLength(1);
    expect(await ids('PayoutStatus=2')).toEqual([]);
    const page = (await get('/api/Bookings/CurrentHostBookings?PageSize=3&PageNumber=2', host)).json();
    expect(page.data).toHaveLength(1);
    expect(page.totalPages).toBe(2);
  });

  test('validation bounds and roles', async () => {
    for (const q of ['PageSize=51', 'PageSize=0', 'PageNumber=0', 'OrderStatus=5', 'PayoutStatus=6', 'OrderStatus=x']) {
      const res = await get(`/api/Bookings/CurrentHostBookings?${q}`, host);
      expect(res.statusCode).toBe(400);
    }
    expect((await get('/api/Bookings/CurrentHostBookings', guest.token)).statusCode).toBe(403);
    expect((await get('/api/Bookings/CurrentHostBookings')).statusCode).toBe(401);
  });

  test('CurrentHostUpcomings: paid bookings still to come, soonest first', async () => {
    const res = await get('/api/Bookings/CurrentHostUpcomings?Take=5', host);
    expect(res.json().data.map((u: { orderId: string }) => u.orderId)).toEqual([paidFuture]);
    expect(res.json().data[0]).toMatchObject({ guests: 2, startsAt: '2026-06-20T07:00:00.000Z' });
  });

  test('CurrentHostUpcomingsCalendar: booked slots with free seats; range at most 62 days', async () => {
    await insertRows(t.database.sql, 'experience_seats', [{ experience_id: exp, day: '2026-06-20', guests_booked: 2 }]);
    const res = await get('/api/Bookings/CurrentHostUpcomingsCalendar?From=2026-06-01&To=2026-06-30', host);
    expect(res.statusCode).toBe(200);
    const slot = res.json().data.find((s: { date: string }) => s.date === '2026-06-20');
    expect(slot).toMatchObject({ experienceId: exp, startTime: '10:00:00', endTime: '11:00:00', guests: 2, guestAvailableQTY: 8 });
    expect((await get('/api/Bookings/CurrentHostUpcomingsCalendar?From=2026-06-01&To=2026-09-30', host)).statusCode).toBe(400);
    expect((await get('/api/Bookings/CurrentHostUpcomingsCalendar?From=2026-06-30&To=2026-06-01', host)).statusCode).toBe(400);
  });

  test('GuestInfo and one booking: the host of the booking only (404 for another host)', async () => {
    const res = await get(`/api/Bookings/GuestInfo/${paidFuture}`, host);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: guest.id, name: 'Guest One', bookingsWithHost: 2 });
    expect((await get(`/api/Bookings/GuestInfo/${paidFuture}`, otherHost)).statusCode).toBe(404);
    expect((await get(`/api/Bookings/CurrentHostBooking/${paidFuture}`, host)).json().data.id).toBe(paidFuture);
    expect((await get(`/api/Bookings/CurrentHostBooking/${paidFuture}`, otherHost)).statusCode).toBe(404);
    expect((await get('/api/Bookings/GuestInfo/abc', host)).statusCode).toBe(400);
  });
});

describe('my experiences: lifecycle', () => {
  test('HostList lists own listings with status; Status filter', async () => {
    const res = await get('/api/Experiences/HostList?PageSize=50', host);
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((e: { id: number }) => e.id);
    expect(ids).toEqual(expect.arrayContaining([exp, exp2]));
    expect(res.json().data[0].status.name).toBeDefined();
    expect((await get('/api/Experiences/HostList?Status=draft', host)).json().data).toEqual([]);
    expect((await get('/api/Experiences/HostList?Status=nope', host)).statusCode).toBe(400);
  });

  test('a status change that crossed another one changes nothing: the listing is no longer in the state the service checked', async () => {
    const e = await fx.experience();
    const repo = hostListingsRepository(t.database.sql);
    const status = async () => (await t.database.sql.query<{ s: number }>('SELECT status_id AS s FROM experiences WHERE id = $1', [e]))[0]!.s;
    // e.g. a Pause checked "approved", then the sweeper paused it: the late write is refused
    expect(await status()).toBe(ExperienceStatusId.approved);
    expect(await repo.setStatus(e, [ExperienceStatusId.draft, ExperienceStatusId.resubmit], ExperienceStatusId.pending, '2026-06-10T09:00:00Z', { submitted: true })).toBe(false);
    expect(await status()).toBe(ExperienceStatusId.approved);
    expect(await repo.setStatus(e, [ExperienceStatusId.approved], ExperienceStatusId.pause, '2026-06-10T09:00:00Z', { pauseFrom: '2026-06-10', pauseTo: null })).toBe(true);
    expect(await status()).toBe(ExperienceStatusId.pause);
    await repo.setStatus(e, [ExperienceStatusId.pause], ExperienceStatusId.approved, '2026-06-10T09:00:00Z', { pauseFrom: null, pauseTo: null });
  });

  test('pause rule: start required, end after start unless until-I-reactivate, start not in the past', async () => {
    const e = await fx.experience();
    const bad = async (body: unknown) => (await post(`/api/Experiences/Pause/${e}`, host, body)).json().fieldsErrors;
    expect(await bad({ pauseTo: '2026-06-20' })).toHaveProperty('pauseFrom');
    expect((await bad({ pauseFrom: '2026-06-12' })).pauseTo).toEqual(['validation.required']);
    expect((await bad({ pauseFrom: '2026-06-12', pauseTo: '2026-06-12' })).pauseTo).toEqual(['validation.toAfterFrom']);
    expect((await bad({ pauseFrom: '2026-06-01', tillIReactivate: true })).pauseFrom).toEqual(['validation.pastDate']);
    // starts today: hidden at once
    const now = await post(`/api/Experiences/Pause/${e}`, host, { pauseFrom: '2026-06-10', pauseTo: '2026-06-15' });
    expect(now.statusCode).toBe(200);
    expect(now.json().data).toMatchObject({ status: { name: 'pause' }, pauseFrom: '2026-06-10', pauseTo: '2026-06-15' });
    expect((await get(`/api/Home/Experience/${e}`)).statusCode).toBe(404);
    const un = await post(`/api/Experiences/Unpause/${e}`, host);
    expect(un.json().data).toMatchObject({ status: { name: 'approved' }, pauseFrom: null });
    expect((await post(`/api/Experiences/Unpause/${e}`, host)).statusCode).toBe(409);
  });

  test('a later pause starts on its day and a dated pause ends after its last day', async () => {
    const e = await fx.experience();
    const res = await post(`/api/Experiences/Pause/${e}`, host, { pauseFrom: '2026-06-12', pauseTo: '2026-06-14' });
    expect(res.json().data.status.name).toBe('approved');
    const { hostListingsService } = await import('../src/services/host-listings');
    const svc = hostListingsService({ sql: t.database.sql, clock: t.clock });
    const status = async () => (await t.database.sql.query<{ s: number }>('SELECT status_id AS s FROM experiences WHERE id = $1', [e]))[0].s;
    t.clock.set(new Date('2026-06-12T01:00:00Z'));
    await svc.applyPauseWindows();
    expect(await status()).toBe(6);
    t.clock.set(new Date('2026-06-15T01:00:00Z'));
    await svc.applyPauseWindows();
    expect(await status()).toBe(5);
    t.clock.set(NOW);
  });

  test('only a published listing can be paused; another host gets 404', async () => {
    const draft = await fx.experience({ status_id: 1 });
    expect((await post(`/api/Experiences/Pause/${draft}`, host, { pauseFrom: '2026-06-11', tillIReactivate: true })).statusCode).toBe(409);
    expect((await post(`/api/Experiences/Pause/${exp}`, otherHost, { pauseFrom: '2026-06-11', tillIReactivate: true })).statusCode).toBe(404);
  });

  test('ReverseInstantBooking flips the flag', async () => {
    const e = await fx.experience({ instant_booking: false });
    expect((await post(`/api/Experiences/ReverseInstantBooking/${e}`, host)).json().data.instantBooking).toBe(true);
    expect((await post(`/api/Experiences/ReverseInstantBooking/${e}`, host)).json().data.instantBooking).toBe(false);
  });

  test('SubmitDraft needs a complete draft; DELETE removes drafts only', async () => {
    const incomplete = await fx.experience({ status_id: 1, image_paths: [] });
    expect((await post(`/api/Experiences/SubmitDraft/${incomplete}`, host)).json().errors[0]).toMatch(/Complete the listing/);
    const draft = await fx.experience({ status_id: 1 });
    await insertRows(t.database.sql, 'experience_time_slots', [{ experience_id: draft, start_time: '09:00' }]);
    expect((await post(`/api/Experiences/SubmitDraft/${draft}`, host)).json().data.status.name).toBe('pending');
    // the queue dates the submission (it showed "—" for a listing submitted from the dashboard)
    const queued = (await get('/api/Experiences/ModerationQueue?PageSize=50', await staff(RoleId.Moderator))).json().data.find((e: { id: number }) => e.id === draft);
    expect(queued.submissionKind).toBe('new');
    expect(queued.submittedAt && new Date(queued.submittedAt).toISOString()).toBe(NOW.toISOString());
    expect((await post(`/api/Experiences/SubmitDraft/${draft}`, host)).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Experiences/${exp}`, headers: bearer(host) })).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Experiences/${incomplete}`, headers: bearer(otherHost) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Experiences/${incomplete}`, headers: bearer(host) })).statusCode).toBe(200);
    expect((await get(`/api/Experiences/HostDetails/${incomplete}`, host)).statusCode).toBe(404);
  });

  test('migration 0601 dates the submissions a database holds undated (the old seed\'s, SubmitDraft\'s), by their last change', async () => {
    const undated = await fx.experience({ status_id: 2 });
    const edit = await fx.experience({ status_id: 5, draft_status: 2 });
    const draft = await fx.experience({ status_id: 1 });
    await t.database.sql.query("UPDATE experiences SET updated_at = '2026-06-08T07:30:00Z', submitted_at = NULL WHERE id = ANY($1::int[])", [[undated, edit, draft]]);
    await t.database.sql.exec(readFileSync(path.join(MIGRATIONS_DIR, '0601_moderation_submitted_at.sql'), 'utf8'));
    const rows = await t.database.sql.query<{ id: number; at: Date | null }>('SELECT id, submitted_at AS at FROM experiences WHERE id = ANY($1::int[]) ORDER BY id', [[undated, edit, draft]]);
    expect(rows.map((r) => r.at && new Date(r.at).toISOString())).toEqual(['2026-06-08T07:30:00.000Z', '2026-06-08T07:30:00.000Z', null]);
  });

  test('DashList is for staff', async () => {
    expect((await get('/api/Experiences/DashList', host)).statusCode).toBe(403);
    const res = await get('/api/Experiences/DashList?Text=Desert', await staff(RoleId.Moderator));
    expect(res.json().data.map((e: { id: number }) => e.id)).toContain(exp);
    expect(res.json().data[0].hostName).toBe('Fixture Host');
  });
});

describe('payouts', () => {
  let h: { token: string; id: number };
  let e: number;
  beforeAll(async () => {
    const u = await t.createUser({ roles: [RoleId.Guest, RoleId.Host], currentRole: RoleId.Host, fullName: 'Payout Host' });
    h = { token: (await t.signIn(u.email, u.password)).accessToken, id: u.row.id };
    e = await fx.experience({ host_id: u.row.id });
  });

  test('a run pays completed paid orders minus refunds; future, unpaid, refund-requested and refunded ones wait or drop', async () => {
    const done = await order({ experience: e, day: '2026-06-05', total: 115, payout: 90 });
    const partial = await order({ experience: e, day: '2026-06-06', total: 200, payout: 160, status: 7, refunded: 50 });
    const full = await order({ experience: e, day: '2026-06-06', total: 115, payout: 90, status: 6, refunded: 115 });
    const asked = await order({ experience: e, day: '2026-06-07', status: 5 });
    const future = await order({ experience: e, day: '2026-06-30' });
    // the event started less than a day ago: a refund request can still come
    const yesterday = await order({ experience: e, day: '2026-06-10', time: '08:00' });
    await order({ experience: e, day: '2026-06-04', status: 1, paidAt: null });

    const finance = await staff(RoleId.Financial);
    expect((await post('/api/Payouts/Run', host)).statusCode).toBe(403);
    const run = await post('/api/Payouts/Run', finance);
    expect(run.statusCode).toBe(200);
    expect(run.json().data.ibanIssues).toBeGreaterThanOrEqual(1);

    const list = (await get('/api/Payouts/HostsPayouts', h.token)).json();
    expect(list.data).toHaveLength(1);
    // 90 + 160 × 150/200 = 210
    expect(list.data[0]).toMatchObject({ amount: 210, ordersCount: 2, status: { name: 'IBANIssue' }, ibanLast4: null });
    const orders = (await get(`/api/Payouts/HostPayoutOrders/${list.data[0].id}`, h.token)).json().data.map((o: { id: string }) => o.id);
    expect(orders.sort()).toEqual([done, partial].sort());
    expect((await get(`/api/Payouts/HostPayoutOrders/${list.data[0].id}`, host)).statusCode).toBe(404);
    const rows = (await get('/api/Bookings/CurrentHostBookings?PageSize=50', h.token)).json().data as { id: string; payoutStatus: { name: string } }[];
    const ps = (id: string) => rows.find((r) => r.id === id)!.payoutStatus.name;
    expect([ps(done), ps(full), ps(asked), ps(future), ps(yesterday)]).toEqual(['IBANIssue', 'canceled', 'pending', 'pending', 'pending']);
    expect((await get('/api/Bookings/CurrentHostBookings?PayoutStatus=3', h.token)).json().data).toHaveLength(2);

    // a second run takes nothing twice; with an IBAN on file the stuck payout goes out
    expect((await post('/api/Manage/UpdateHostIban', h.token, { iban: 'SA0380000000608010167519' })).statusCode).toBe(200);
    await post('/api/Payouts/Run', finance);
    const again = (await get('/api/Payouts/HostsPayouts', h.token)).json().data;
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ status: { name: 'pending' }, ibanLast4: '7519' });

    expect((await post(`/api/Payouts/ChangeStatus/${again[0].id}`, h.token, { status: 'completed' })).statusCode).toBe(403);
    expect((await post(`/api/Payouts/ChangeStatus/${again[0].id}`, finance, { status: 'completed' })).statusCode).toBe(200);
    expect((await post(`/api/Payouts/ChangeStatus/${again[0].id}`, finance, { status: 'failed' })).statusCode).toBe(409);
    const stats = (await get('/api/Payouts/EarningsStatistics', h.token)).json().data;
    // today's 08:00 session is earned (next run); the 30 June one is still to come
    expect(stats).toMatchObject({ paidOut: 210, inPayouts: 0, available: 90, upcoming: 90, hasIban: true, nextRunAt: '2026-06-14T00:00:00.000Z' });
    const earnings = (await get('/api/Payouts/Earnings', h.token)).json().data;
    expect(earnings).toHaveLength(12);
    expect(earnings[11]).toMatchObject({ month: '2026-06-01' });
    expect(earnings[11].earnings).toBeGreaterThan(0);
  });

  test('what a host is owed follows every change of an order (the owed rollup) until a payout run takes it', async () => {
    const u = await t.createUser({ roles: [RoleId.Host], currentRole: RoleId.Host });
    const tk = (await t.signIn(u.email, u.password)).accessToken;
    const e3 = await fx.experience({ host_id: u.row.id });
    const available = async () => (await get('/api/Payouts/EarningsStatistics', tk)).json().data.available as number;
    // NOW is 10 June 12:00 in Riyadh: sessions of earlier days and today's 08:00 have started; 18:00 has not
    const a = await order({ experience: e3, day: '2026-05-20', total: 200, payout: 160 });
    await order({ experience: e3, day: '2026-06-01', payout: 90 });
    await order({ experience: e3, day: '2026-06-10', time: '08:00', payout: 40 });
    await order({ experience: e3, day: '2026-06-10', time: '18:00', payout: 1000 });
    await order({ experience: e3, day: '2026-06-02', status: 1, paidAt: null, payout: 500 });
    expect(await available()).toBe(160 + 90 + 40);
    // a partial refund shrinks it in proportion, a full one removes it, a refund request holds it back
    await t.database.sql.query(`UPDATE orders SET payment_status = 7, refunded_amount = 50 WHERE id = $1::bigint`, [a]);
    expect(await available()).toBe(120 + 90 + 40);
    await t.database.sql.query(`UPDATE orders SET payment_status = 5 WHERE id = $1::bigint`, [a]);
    expect(await available()).toBe(90 + 40);
    await t.database.sql.query(`UPDATE orders SET payment_status = 3, refunded_amount = 0 WHERE id = $1::bigint`, [a]);
    expect(await available()).toBe(160 + 90 + 40);
    await t.database.sql.query(`DELETE FROM orders WHERE id = $1::bigint`, [a]);
    expect(await available()).toBe(90 + 40);
    // the run pays what started over a day ago; today's session waits for the next one
    await post('/api/Payouts/Run', await staff(RoleId.Financial));
    expect(await available()).toBe(40);
    const [{ n }] = await t.database.sql.query<{ n: number }>('SELECT coalesce(sum(net), 0)::float8 AS n FROM host_owed_daily WHERE host_id = $1', [u.row.id]);
    expect(n).toBe(40 + 1000);
  });

  test('a failed payout returns its orders to the next run', async () => {
    const u = await t.createUser({ roles: [RoleId.Host], currentRole: RoleId.Host });
    const tk = (await t.signIn(u.email, u.password)).accessToken;
    const e2 = await fx.experience({ host_id: u.row.id });
    await post('/api/Manage/UpdateHostIban', tk, { iban: 'GB82WEST12345698765432' });
    await order({ experience: e2, day: '2026-06-03', payout: 50 });
    const finance = await staff(RoleId.SuperAdmin);
    await post('/api/Payouts/Run', finance);
    const [p] = (await get('/api/Payouts/HostsPayouts', tk)).json().data;
    expect(p).toMatchObject({ amount: 50, status: { name: 'pending' } });
    await post(`/api/Payouts/ChangeStatus/${p.id}`, finance, { status: 'failed' });
    await post('/api/Payouts/Run', finance);
    const list = (await get('/api/Payouts/HostsPayouts', tk)).json().data;
    expect(list.map((x: { status: { name: string } }) => x.status.name)).toEqual(['pending', 'failed']);
  });

  test('the weekly cadence: next Sunday 03:00 Riyadh', () => {
    expect(nextPayoutRun(new Date('2026-06-10T09:00:00Z')).toISOString()).toBe('2026-06-14T00:00:00.000Z');
    expect(nextPayoutRun(new Date('2026-06-14T00:00:00Z')).toISOString()).toBe('2026-06-21T00:00:00.000Z');
  });
});

describe('analytics', () => {
  let h: string;
  let e: number;
  beforeAll(async () => {
    const u = await t.createUser({ roles: [RoleId.Host], currentRole: RoleId.Host });
    h = (await t.signIn(u.email, u.password)).accessToken;
    e = await fx.experience({ host_id: u.row.id, name_en: 'Analytics walk' });
    // this 30-day period: 3 bookings; the previous one: 1
    await order({ experience: e, day: '2026-06-12', paidAt: '2026-06-09T10:00:00Z', payout: 100, adults: 2 });
    await order({ experience: e, day: '2026-06-12', paidAt: '2026-06-01T10:00:00Z', payout: 100 });
    await order({ experience: e, day: '2026-06-02', paidAt: '2026-05-25T10:00:00Z', payout: 50 });
    await order({ experience: e, day: '2026-05-02', paidAt: '2026-04-25T10:00:00Z', payout: 80 });
    await insertRows(t.database.sql, 'experience_views_daily', [
      { experience_id: e, day: '2026-06-09', views: 30 },
      { experience_id: e, day: '2026-05-01', views: 20 },
    ]);
    await fx.review(e, guest.id, 4, 'Good', new Date('2026-06-08T10:00:00Z'));
  });

  test('Analytics: stat cards with amounts, signed change against the previous period, charts', async () => {
    const res = await get('/api/Dashboard/Analytics?Range=30d', h);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.bucket).toBe('day');
    const card = (k: string) => d.cards.find((c: { key: string }) => c.key === k);
    expect(card('earnings')).toMatchObject({ amount: 250, amountType: 'money', change: 212.5, status: 'up' });
    expect(card('bookings')).toMatchObject({ amount: 3, change: 200 });
    expect(card('views')).toMatchObject({ amount: 30, change: 50 });
    expect(card('conversion')).toMatchObject({ amount: 10, amountType: 'percent' });
    expect(card('earnings').chart).toHaveLength(30);
    expect(card('rating').amount).toBe(4);
  });

  test('ranges: 12 months by month, 24 hours by hour, custom dates swapped, too long refused', async () => {
    const y = (await get('/api/Dashboard/EarningAnalytics?Range=12m', h)).json().data;
    expect(y.bucket).toBe('month');
    expect(y.points).toHaveLength(12);
    expect(y.totals).toMatchObject({ earnings: 330, bookings: 4, guests: 5 });
    const day = (await get('/api/Dashboard/EarningAnalytics?Range=24h', h)).json().data;
    expect(day.bucket).toBe('hour');
    expect(day.points).toHaveLength(24);
    expect(day.totals.bookings).toBe(1);
    const custom = (await get('/api/Dashboard/EarningAnalytics?Range=custom&From=2026-05-31&To=2026-05-01', h)).json().data;
    expect(custom.totals.earnings).toBe(50);
    expect((await get('/api/Dashboard/EarningAnalytics?Range=custom&From=2020-01-01&To=2026-01-01', h)).statusCode).toBe(400);
    expect((await get('/api/Dashboard/EarningAnalytics?Range=custom', h)).statusCode).toBe(400);
    expect((await get('/api/Dashboard/EarningAnalytics?Range=week', h)).statusCode).toBe(400);
    expect(resolvePeriod(NOW, { Range: '7d' })).toMatchObject({ from: '2026-06-04', to: '2026-06-10', prev: { from: '2026-05-28', to: '2026-06-03' } });
  });

  test('ExperiencesAnalytics, HostedEvents, Rating, Transactions, Insights', async () => {
    const rows = (await get('/api/Dashboard/ExperiencesAnalytics?Range=30d', h)).json().data;
    expect(rows[0]).toMatchObject({ experienceId: e, name: 'Analytics walk', views: 30, bookings: 3, earnings: 250, conversion: 10 });
    const events = (await get('/api/Dashboard/HostedEvents?Range=30d', h)).json().data;
    expect(events.total).toBe(1); // 2 June held; 12 June still to come
    const rating = (await get('/api/Dashboard/Rating', h)).json().data;
    expect(rating).toMatchObject({ average: 4, count: 1 });
    expect(rating.distribution).toHaveLength(5);
    expect(rating.recent[0]).toMatchObject({ experienceName: 'Analytics walk', rate: 4 });
    const tx = (await get('/api/Dashboard/Transactions?Range=30d&PageSize=2', h)).json();
    expect(tx.data).toHaveLength(2);
    expect(tx.totalPages).toBe(2);
    expect(tx.data[0]).toMatchObject({ kind: 'booking', label: 'Analytics walk' });
    const ins = await get(`/api/Experiences/Insights/${e}?Range=30d`, h);
    expect(ins.statusCode).toBe(200);
    expect(ins.json().data.totals).toMatchObject({ views: 30, bookings: 3, earnings: 250, conversion: 10 });
    expect((await get(`/api/Experiences/Insights/${e}?Range=30d`, host)).statusCode).toBe(404);
    expect((await get('/api/Dashboard/Analytics', guest.token)).statusCode).toBe(403);
  });

  test('views over months read the month rollup for whole months and days at the ends, and the rollup follows the days', async () => {
    expect(splitMonths('2025-07-01', '2026-06-10')).toEqual({ months: ['2025-07-01', '2026-05-01'], head: null, tail: ['2026-06-01', '2026-06-10'] });
    expect(splitMonths('2026-04-15', '2026-06-30')).toEqual({ months: ['2026-05-01', '2026-06-01'], head: ['2026-04-15', '2026-04-30'], tail: null });
    expect(splitMonths('2026-02-03', '2026-02-20')).toEqual({ months: null, head: ['2026-02-03', '2026-02-20'], tail: null });
    expect(splitMonths('2024-02-01', '2024-02-29')).toEqual({ months: ['2024-02-01', '2024-02-01'], head: null, tail: null });
    expect(splitMonths('2026-01-31', '2026-03-01')).toEqual({ months: ['2026-02-01', '2026-02-01'], head: ['2026-01-31', '2026-01-31'], tail: ['2026-03-01', '2026-03-01'] });

    const u = await t.createUser({ roles: [RoleId.Host], currentRole: RoleId.Host });
    const token = (await t.signIn(u.email, u.password)).accessToken;
    const [a, b] = [await fx.experience({ host_id: u.row.id, name_en: 'Rollup A' }), await fx.experience({ host_id: u.row.id, name_en: 'Rollup B' })];
    await insertRows(t.database.sql, 'experience_views_daily', [
      { experience_id: a, day: '2025-06-30', views: 1000 }, // before the 12 months
      { experience_id: a, day: '2025-07-01', views: 7 },
      { experience_id: a, day: '2026-01-15', views: 11 },
      { experience_id: a, day: '2026-04-14', views: 100 }, // before the custom range below
      { experience_id: a, day: '2026-04-15', views: 3 },
      { experience_id: b, day: '2026-04-30', views: 4 },
      { experience_id: b, day: '2026-05-20', views: 5 },
      { experience_id: a, day: '2026-06-10', views: 2 },
    ]);
    // a page view goes to the day and, through the trigger, to its month
    expect((await post(`/api/Experiences/View/${b}`, undefined)).statusCode).toBe(200);
    const monthly = await t.database.sql.query<{ id: number; month: string; views: number }>(
      'SELECT experience_id AS id, month::text AS month, views FROM experience_views_monthly WHERE experience_id = ANY($1::int[]) ORDER BY 1, 2',
      [[a, b]],
    );
    expect(monthly).toEqual([
      { id: a, month: '2025-06-01', views: 1000 },
      { id: a, month: '2025-07-01', views: 7 },
      { id: a, month: '2026-01-01', views: 11 },
      { id: a, month: '2026-04-01', views: 103 },
      { id: a, month: '2026-06-01', views: 2 },
      { id: b, month: '2026-04-01', views: 4 },
      { id: b, month: '2026-05-01', views: 5 },
      { id: b, month: '2026-06-01', views: 1 },
    ]);

    // 12 months by month: July 2025 … June 2026 (this month so far from days)
    const year = (await get('/api/Dashboard/Analytics?Range=12m', token)).json().data;
    const views = year.cards.find((c: { key: string }) => c.key === 'views');
    expect(views.amount).toBe(7 + 11 + 103 + 4 + 5 + 2 + 1);
    expect(views.chart).toHaveLength(12);
    expect(views.chart.filter((p: { value: number }) => p.value > 0)).toEqual([
      { at: '2025-07-01', value: 7 },
      { at: '2026-01-01', value: 11 },
      { at: '2026-04-01', value: 107 },
      { at: '2026-05-01', value: 5 },
      { at: '2026-06-01', value: 3 },
    ]);
    // a custom range that starts mid-month: April's first half is left out, to the day
    const rows = (await get('/api/Dashboard/ExperiencesAnalytics?Range=custom&From=2026-04-15&To=2026-06-30', token)).json().data;
    const byName = Object.fromEntries(rows.map((r: { name: string; views: number }) => [r.name, r.views]));
    expect(byName).toEqual({ 'Rollup A': 3 + 2, 'Rollup B': 4 + 5 + 1 });

    // corrections to a day move its month too; deleting the listing removes both
    await t.database.sql.query(`UPDATE experience_views_daily SET views = 1 WHERE experience_id = $1 AND day = '2026-01-15'`, [a]);
    await t.database.sql.query(`DELETE FROM experience_views_daily WHERE experience_id = $1 AND day = '2025-07-01'`, [a]);
    const after = await t.database.sql.query<{ month: string; views: number }>(
      `SELECT month::text AS month, views FROM experience_views_monthly WHERE experience_id = $1 AND month IN ('2025-07-01', '2026-01-01') ORDER BY 1`,
      [a],
    );
    expect(after).toEqual([{ month: '2025-07-01', views: 0 }, { month: '2026-01-01', views: 1 }]);
  });

  test('a view of a published listing counts; of a draft it does not', async () => {
    const draft = await fx.experience({ status_id: 1, host_id: fx.hostId });
    expect((await post(`/api/Experiences/View/${exp2}`, undefined)).statusCode).toBe(200);
    await post(`/api/Experiences/View/${draft}`, undefined);
    const rows = await t.database.sql.query<{ id: number; views: number }>('SELECT experience_id AS id, views FROM experience_views_daily WHERE experience_id = ANY($1::int[])', [[exp2, draft]]);
    expect(rows).toEqual([{ id: exp2, views: 1 }]);
  });
});

describe('questions (host side)', () => {
  test('HostList (unanswered), HostAnswer, ChangeStatus; another host gets 404', async () => {
    const [q] = await insertRows(t.database.sql, 'experience_questions', [{ experience_id: exp, user_id: guest.id, question: 'Is parking free?' }], { returning: 'id' });
    const list = (await get('/api/ExperiencesUsersQuestions/HostList?Unanswered=true', host)).json();
    expect(list.data.map((x: { id: number }) => x.id)).toContain(q.id);
    expect((await post(`/api/ExperiencesUsersQuestions/HostAnswer/${q.id}`, otherHost, { answer: 'Yes' })).statusCode).toBe(404);
    expect((await post(`/api/ExperiencesUsersQuestions/HostAnswer/${q.id}`, host, { answer: 'x' })).json().fieldsErrors.answer).toEqual(['validation.min2']);
    const a = await post(`/api/ExperiencesUsersQuestions/HostAnswer/${q.id}`, host, { answer: 'Yes, in front of the gate.' });
    expect(a.json().data).toMatchObject({ answer: 'Yes, in front of the gate.', status: 'visible' });
    // The guest is told (once: an edited answer does not notify again).
    const told = async () => (await get('/api/Notifications/CurrentUserList', guest.token, 'ar')).json().data.filter((n: { kind: string; payload: { questionId: number } }) => n.kind === 'questionAnswered' && n.payload.questionId === q.id);
    expect(await told()).toEqual([expect.objectContaining({ isRead: false, content: expect.stringContaining('أجاب المضيف عن سؤالك'), contentByLanguage: expect.objectContaining({ en: expect.stringContaining('The host answered your question') }) })]);
    await post(`/api/ExperiencesUsersQuestions/HostAnswer/${q.id}`, host, { answer: 'Yes, right in front of the gate.' });
    expect(await told()).toHaveLength(1);
    expect((await get('/api/ExperiencesUsersQuestions/HostList?Unanswered=true', host)).json().data.map((x: { id: number }) => x.id)).not.toContain(q.id);
    expect((await post(`/api/ExperiencesUsersQuestions/ChangeStatus/${q.id}`, host, { status: 'hidden' })).json().data.status).toBe('hidden');
  });
});

describe('coupons (host side)', () => {
  test('add, edit, list, delete with the coupon rules', async () => {
    const bad = await post('/api/Coupons/Add', host, { experienceId: exp, code: 'X', name: 'Summer', type: 'percentage', value: 120, duration: { days: 5 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldsErrors).toMatchObject({ code: ['validation.min2'], value: ['validation.percentMax100'] });
    expect((await post('/api/Coupons/Add', host, { experienceId: await fx.experience({ host_id: fx.otherHostId }), code: 'SUMMER', name: 'Summer', type: 'fixed', value: 10, duration: { days: 5 } })).statusCode).toBe(400);
    const c = await post('/api/Coupons/Add', host, { experienceId: exp, code: 'summer', name: 'Summer', type: 'percentage', value: 15, duration: { days: 5 }, maxUsagePerUser: 1 });
    expect(c.statusCode).toBe(200);
    expect(c.json().data).toMatchObject({ code: 'SUMMER', value: 15, maxUsagePerUser: 1, uses: 0 });
    expect(Date.parse(c.json().data.validUntil)).toBe(Date.parse('2026-06-15T09:00:00Z'));
    expect((await post('/api/Coupons/Add', host, { experienceId: exp, code: 'SUMMER', name: 'Again', type: 'fixed', value: 5, duration: { days: 0 } })).statusCode).toBe(409);
    const id = c.json().data.id;
    const ed = await put(`/api/Coupons/Edit/${id}`, host, { experienceId: exp, code: 'SUMMER', name: 'Summer sale', type: 'fixed', value: 20, duration: { days: 0 } });
    expect(ed.json().data).toMatchObject({ name: 'Summer sale', type: 'fixed', validUntil: null });
    expect((await put(`/api/Coupons/Edit/${id}`, otherHost, { experienceId: exp, code: 'SUMMER', name: 'x1', type: 'fixed', value: 20, duration: { days: 0 } })).statusCode).toBe(404);
    expect((await get('/api/Coupons/HostList', host)).json().data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/Coupons/${id}`, headers: bearer(host) })).statusCode).toBe(200);
  });
});

describe('catalogue administration and its role matrix', () => {
  const svg = (inner: string) => Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">${inner}</svg>`);
  const upload = (url: string, token: string, body: Buffer, type = 'image/svg+xml') => {
    const boundary = '----tj' + Math.random().toString(16).slice(2);
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.svg"\r\nContent-Type: ${type}\r\n\r\n`),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.app.inject({ method: 'POST', url, headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload }) as Promise<LightMyRequestResponse>;
  };

  test('icons keep path data only', () => {
    expect(iconPathsFromSvg(svg('<script>alert(1)</script><path d="M2 2h20v20H2z"/><path d=\'M5 5l2 2\'/>'))).toBe('M2 2h20v20H2z M5 5l2 2');
    expect(iconPathsFromSvg(svg('<image href="x.png"/>'))).toBeNull();
    expect(iconPathsFromSvg(Buffer.from('\x89PNG....'))).toBeNull();
    expect(iconPathsFromSvg(svg('<path d="M2 2 url(javascript:x)"/>'))).toBeNull();
  });

  test('who may change what', async () => {
    const roles = { superAdmin: await staff(RoleId.SuperAdmin), admin: await staff(RoleId.Admin), moderator: await staff(RoleId.Moderator), marketer: await staff(RoleId.Marketer), accountManager: await staff(RoleId.AccountManager), financial: await staff(RoleId.Financial) };
    const body = (n: string, extra: Record<string, unknown> = {}) => ({ nameEn: `${n} ${Math.random().toString(36).slice(2, 7)}`, nameAr: `${n} ع ${Math.random().toString(36).slice(2, 7)}`, ...extra });
    const cases: [string, Record<string, unknown>, (keyof typeof roles)[]][] = [
      ['/api/Activities/Add', {}, ['superAdmin', 'admin', 'moderator']],
      ['/api/ExperiencesCategories/Add', {}, ['superAdmin', 'admin', 'marketer']],
      ['/api/ExperiencesRegions/Add', { latitude: 24, longitude: 46 }, ['superAdmin', 'admin']],
      ['/api/Holidays/Add', { fromDate: '2026-12-01', toDate: '2026-12-02' }, ['superAdmin', 'admin', 'moderator', 'accountManager']],
    ];
    for (const [url, extra, allowed] of cases) {
      for (const [name, token] of Object.entries(roles)) {
        const res = await post(url, token, body('Entry', extra));
        expect([url, name, res.statusCode]).toEqual([url, name, allowed.includes(name as keyof typeof roles) ? 200 : 403]);
      }
      expect((await post(url, host, body('Entry', extra))).statusCode).toBe(403);
      expect((await post(url, undefined, body('Entry', extra))).statusCode).toBe(401);
    }
  });

  test('category with an icon shows in the guest filters; a deactivated region leaves region search', async () => {
    const marketer = await staff(RoleId.Marketer);
    const cat = await post('/api/ExperiencesCategories/Add', marketer, { nameEn: 'Stargazing', nameAr: 'رصد النجوم' });
    expect(cat.statusCode).toBe(200);
    const id = cat.json().data.id;
    expect((await post('/api/ExperiencesCategories/Add', marketer, { nameEn: 'stargazing', nameAr: 'أخرى' })).statusCode).toBe(409);
    const icon = await upload(`/api/ExperiencesCategories/UpdateIcon/${id}`, marketer, svg('<path d="M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z"/>'));
    expect(icon.statusCode).toBe(200);
    expect(icon.json().data.icon).toBe('M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z');
    expect((await upload(`/api/ExperiencesCategories/UpdateIcon/${id}`, marketer, Buffer.from('not an svg'), 'text/plain')).statusCode).toBe(415);
    const home = (await get('/api/Home/ExperiencesCategories')).json().data;
    expect(home.find((c: { id: number }) => c.id === id)).toMatchObject({ name: 'Stargazing', icon: 'M12 2l3 7h7l-6 4 2 7-6-4-6 4 2-7-6-4h7z' });
    expect((await get('/api/Home/ExperiencesCategories', undefined, 'ar')).json().data.find((c: { id: number }) => c.id === id).name).toBe('رصد النجوم');

    const admin = await staff(RoleId.Admin);
    expect((await get('/api/Home/RegionsSearch?Text=Makkah')).json().data.map((r: { id: number }) => r.id)).toContain(fx.regions.makkah);
    const off = await post(`/api/ExperiencesRegions/ReverseActive/${fx.regions.makkah}`, admin);
    expect(off.json().data.isActive).toBe(false);
    expect((await get('/api/Home/RegionsSearch?Text=Makkah')).json().data.map((r: { id: number }) => r.id)).not.toContain(fx.regions.makkah);
    // staff see inactive entries, everyone else only active ones
    expect((await get('/api/ExperiencesRegions/Search?Text=Makkah', admin)).json().data).toHaveLength(1);
    expect((await get('/api/ExperiencesRegions/Search?Text=Makkah', host)).json().data).toHaveLength(0);
    await post(`/api/ExperiencesRegions/ReverseActive/${fx.regions.makkah}`, admin);
  });

  test('Edit, {id}, All and validation', async () => {
    const mod = await staff(RoleId.Moderator);
    const h = await post('/api/Holidays/Add', mod, { nameEn: 'National Day', nameAr: 'اليوم الوطني', fromDate: '2026-09-23', toDate: '2026-09-23' });
    const id = h.json().data.id;
    const ed = await put(`/api/Holidays/Edit/${id}`, mod, { nameEn: 'Saudi National Day', nameAr: 'اليوم الوطني السعودي', fromDate: '2026-09-23', toDate: '2026-09-24' });
    expect(ed.json().data).toMatchObject({ nameEn: 'Saudi National Day', toDate: '2026-09-24' });
    expect((await put(`/api/Holidays/Edit/${id}`, mod, { nameEn: 'X', nameAr: 'اليوم', fromDate: '2026-09-23', toDate: '2026-09-22' })).json().fieldsErrors).toMatchObject({ nameEn: ['validation.min2'], toDate: ['validation.toAfterFrom'] });
    expect((await post('/api/Holidays/Add', mod, { nameEn: 'Eid', nameAr: 'العيد' })).json().fieldsErrors).toEqual({ fromDate: ['validation.required'] });
    expect((await get(`/api/Holidays/${id}`, mod, 'ar')).json().data.name).toBe('اليوم الوطني السعودي');
    expect((await get(`/api/Holidays/${id}`, host)).statusCode).toBe(403);
    expect((await put('/api/Holidays/Edit/999999', mod, { nameEn: 'Nothing', nameAr: 'لا شيء', fromDate: '2026-01-01', toDate: '2026-01-02' })).statusCode).toBe(404);
    const all = (await get('/api/Holidays/All?PageSize=100', host)).json();
    expect(all.data.map((x: { id: number }) => x.id)).toContain(id);
    expect((await get('/api/Activities/All?PageSize=101')).statusCode).toBe(400);
  });
});
