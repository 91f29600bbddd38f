/**
 * Booking race benchmark (issue 12): what the seat hold and the one-use coupon do under parallel
 * requests on PostgreSQL (PGlite has one connection, so it cannot race: this runs on a server).
 * Through the real app (`inject`: auth, validation, pricing, the hold's row lock, serialisation):
 *
 *   - 50 guests at once on the last 3 public seats of a slot       → exactly 3 orders, 47 "sold out"
 *   - 50 guests at once on one private slot (one group per day)    → exactly 1 order
 *   - 1 guest, 10 requests at once with a coupon usable once       → exactly 1 order with it
 *
 * each for BENCH_ROUNDS rounds (default 5) on a fresh day, printing the outcome counts, the
 * latency of one cart → order request (p50/p95/max) and the wall time of the burst. It checks the
 * counts and the seat rows after each round and exits non-zero if one is off; it asserts nothing
 * about time.
 *
 *   npm run bench:booking            (BENCH_ROUNDS=5 BENCH_KEEP=1)
 *
 * DATABASE_URL names the server (default postgres://postgres@127.0.0.1:5432/test); the benchmark
 * creates the database `tajriba_bench_booking` next to it and drops it at the end.
 */
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { Pool } from 'pg';
import { RoleId } from '@tajriba/contracts';
import { buildApp } from '../src/app';
import { systemClock } from '../src/lib/clock';
import { hashPassword } from '../src/lib/passwords';
import { normalizeSearch } from '../src/services/catalogue-text';
import { finalPriceOf } from '../src/services/pricing';
import { admin, benchConfig, dbUrl, pct, SERVER_URL } from './support';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const GUESTS = 50;
const COUPON_TRIES = 10;
const KEEP = process.env.BENCH_KEEP === '1';
const DB_NAME = 'tajriba_bench_booking';
const PASSWORD = 'Bench#2026';

const ms = (n: number) => n.toFixed(1).padStart(7);

/** A host, GUESTS guests, a public listing with 10 seats, a private-only listing, a one-use coupon on a roomy listing. */
async function seed(db: Pool, fees: Parameters<typeof finalPriceOf>[1]) {
  const hash = await hashPassword(PASSWORD);
  const { rows: [host] } = await db.query(
    `INSERT INTO users (full_name, email, password_hash, current_role_id, email_confirmed, language) VALUES ('Bench Host', 'bench.host@tajriba.sa', $1, $2, true, 'en-US') RETURNING id`,
    [hash, RoleId.Host],
  );
  await db.query('INSERT INTO user_roles (user_id, role_id) VALUES ($1, $2), ($1, $3)', [host.id, RoleId.Host, RoleId.Guest]);
  const { rows: guests } = await db.query<{ id: number; email: string }>(
    `INSERT INTO users (full_name, email, password_hash, current_role_id, email_confirmed, language)
     SELECT 'Guest ' || g, 'bench.guest' || g || '@example.com', $1, $2, true, 'en-US' FROM generate_series(1, ${GUESTS}) g RETURNING id, email`,
    [hash, RoleId.Guest],
  );
  await db.query(`INSERT INTO user_roles (user_id, role_id) SELECT id, $1 FROM users WHERE email LIKE 'bench.guest%'`, [RoleId.Guest]);
  const { rows: [region] } = await db.query(`INSERT INTO regions (name_en, name_ar, search_text, latitude, longitude) VALUES ('Riyadh Region', 'منطقة الرياض', $1, 24.7, 46.7) RETURNING id`, [normalizeSearch('Riyadh Region منطقة الرياض')]);
  const { rows: [city] } = await db.query(`INSERT INTO cities (region_id, name_en, name_ar, search_text, latitude, longitude, population) VALUES ($1, 'Riyadh', 'الرياض', $2, 24.71, 46.67, 7000000) RETURNING id`, [region.id, normalizeSearch('Riyadh الرياض')]);
  const { rows: [cat] } = await db.query(`INSERT INTO experience_categories (name_en, name_ar, icon) VALUES ('Bench', 'قياس', 'M2 2h20v20H2z') RETURNING id`);
  const listing = async (name: string, over: Record<string, unknown>) => {
    const row: Record<string, unknown> = {
      host_id: host.id, status_id: 5, type_id: 1, category_id: cat.id, name_en: name, name_ar: `قياس ${name}`,
      description_en: 'A benchmark listing with a description long enough for every card and page that shows it.',
      description_ar: 'تجربة للقياس بوصف طويل بما يكفي لكل بطاقة وصفحة تعرضها دون أن يبدو ناقصاً أو مقطوعاً.',
      search_text: normalizeSearch(name), city_id: city.id, served_city_ids: `{${city.id}}`, latitude: 24.71, longitude: 46.67,
      location_en: 'Bench place', location_ar: 'مكان القياس', image_paths: '{/files/00000000-0000-4000-a000-000000000001}',
      weekday_mask: 127, advance_booking_days: 90, capacity_min: 1, capacity_max: 10, price: 100, final_price: finalPriceOf(100, fees), ...over,
    };
    const keys = Object.keys(row);
    const { rows: [e] } = await db.query(`INSERT INTO experiences (${keys.join(', ')}) VALUES (${keys.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`, keys.map((k) => row[k]));
    const { rows: [s] } = await db.query(`INSERT INTO experience_time_slots (experience_id, start_time) VALUES ($1, '10:00') RETURNING id`, [e.id]);
    return { id: e.id as number, slot: s.id as number };
  };
  const pub = await listing('Public seats', {});
  const priv = await listing('Private group', { capacity_max: null, private_enabled: true, private_price: 400, private_final_price: finalPriceOf(400, fees), private_capacity_min: 2, private_capacity_max: 6 });
  const roomy = await listing('Coupon listing', { capacity_max: 100 });
  await db.query(`INSERT INTO experience_coupons (experience_id, code, name, type_id, value, max_usage_per_user) VALUES ($1, 'ONCE10', 'Once', 1, 10, 1)`, [roomy.id]);
  return { guests, pub, priv, roomy };
}

type Outcome = { status: number; code: string; ms: number };

async function main() {
  console.info(`tajriba booking race benchmark — ${ROUNDS} rounds, server ${new URL(SERVER_URL).host}`);
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const url = dbUrl(DB_NAME);
  const config = benchConfig(url);
  let app: FastifyInstance | null = null;
  const db = new Pool({ connectionString: url, max: 2 });
  let failures = 0;
  try {
    app = await buildApp({ config, clock: systemClock });
    await app.ready();
    const w = await seed(db, config.fees);
    const tokens: string[] = [];
    for (const g of w.guests) {
      const res = await app.inject({ method: 'POST', url: '/Connect/Token', payload: { username: g.email, password: PASSWORD } });
      tokens.push(res.json().data.accessToken as string);
    }
    const a = app;
    /** One guest's cart → order, as the checkout page does it. */
    const book = async (token: string, body: Record<string, unknown>): Promise<Outcome> => {
      const t0 = performance.now();
      const headers = { authorization: `Bearer ${token}`, 'accept-language': 'en-US' };
      const add = await a.inject({ method: 'POST', url: '/api/Carts/Add', headers, payload: body });
      const res = add.statusCode === 200 ? await a.inject({ method: 'POST', url: '/api/Carts/TurnToOrder', headers, payload: { cartId: add.json().data } }) : add;
      const b = res.json() as { fieldsErrors?: Record<string, string[]> };
      const code = res.statusCode === 200 ? 'ordered' : (Object.values(b.fieldsErrors ?? {})[0]?.[0] ?? `http ${res.statusCode}`);
      return { status: res.statusCode, code, ms: performance.now() - t0 };
    };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const seats = async (experienceId: number, d: string) =>
      (await db.query<{ n: number; p: boolean }>('SELECT guests_booked AS n, private_booked AS p FROM experience_seats WHERE experience_id = $1 AND day = $2', [experienceId, d])).rows[0];

    console.info(`\n${'case'.padEnd(44)} ${'round'.padEnd(6)} outcomes${' '.repeat(36)} p50     p95     max    wall  (ms)`);
    const report = (name: string, round: number, out: Outcome[], wall: number, ok: boolean) => {
      const counts = Object.entries(out.reduce<Record<string, number>>((m, o) => ({ ...m, [o.code]: (m[o.code] ?? 0) + 1 }), {}))
        .map(([k, v]) => `${v} ${k.replace(/^error\./, '')}`)
        .join(', ');
      const lat = out.map((o) => o.ms);
      console.info(`${name.padEnd(44)} ${String(round).padEnd(6)} ${counts.padEnd(44)} ${ms(pct(lat, 50))} ${ms(pct(lat, 95))} ${ms(Math.max(...lat))} ${ms(wall)}${ok ? '' : '  ← WRONG'}`);
      if (!ok) failures++;
    };

    for (let round = 1; round <= ROUNDS; round++) {
      // public: 7 of 10 seats taken, 50 guests want 1 seat each
      const d1 = day(10 + round);
      await db.query('INSERT INTO experience_seats (experience_id, day, guests_booked, private_booked) VALUES ($1, $2, 7, false)', [w.pub.id, d1]);
      let t0 = performance.now();
      let out = await Promise.all(tokens.map((tk) => book(tk, { experienceId: w.pub.id, bookingDate: d1, bookingTimeSlot: w.pub.slot, adultsQTY: 1, childrenQTY: 0 })));
      let wall = performance.now() - t0;
      const s1 = await seats(w.pub.id, d1);
      report(`${GUESTS} guests, last 3 public seats`, round, out, wall, out.filter((o) => o.code === 'ordered').length === 3 && out.every((o) => o.code === 'ordered' || o.code === 'error.soldOut') && s1.n === 10);

      // private: one group per day, 50 groups of 2 want it
      const d2 = day(30 + round);
      t0 = performance.now();
      out = await Promise.all(tokens.map((tk) => book(tk, { experienceId: w.priv.id, bookingDate: d2, bookingTimeSlot: w.priv.slot, adultsQTY: 2, childrenQTY: 0, isPrivateReservation: true })));
      wall = performance.now() - t0;
      const s2 = await seats(w.priv.id, d2);
      report(`${GUESTS} groups, one private slot`, round, out, wall, out.filter((o) => o.code === 'ordered').length === 1 && out.every((o) => o.code === 'ordered' || o.code === 'error.soldOut') && s2.p === true);

      // one guest, ten tabs, a coupon usable once per guest
      const d3 = day(50 + round);
      const tk = tokens[round - 1]!;
      t0 = performance.now();
      out = await Promise.all(Array.from({ length: COUPON_TRIES }, () => book(tk, { experienceId: w.roomy.id, bookingDate: d3, bookingTimeSlot: w.roomy.slot, adultsQTY: 1, childrenQTY: 0, couponCode: 'ONCE10' })));
      wall = performance.now() - t0;
      const { rows: [uses] } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE o.coupon_code = 'ONCE10' AND u.id = $1`, [w.guests[round - 1]!.id]);
      report(`1 guest × ${COUPON_TRIES} requests, one-use coupon`, round, out, wall, out.filter((o) => o.code === 'ordered').length === 1 && out.every((o) => o.code === 'ordered' || o.code === 'error.couponUsedUp') && uses.n === 1);
    }
    console.info(failures ? `\n${failures} case(s) WRONG` : `\nevery round exact: never more orders than seats, never a coupon used twice`);
  } finally {
    await db.end();
    if (app) await app.close();
    if (!KEEP) await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  }
  if (failures) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
