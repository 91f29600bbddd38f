import { insertRows } from '../../repositories/catalogue-import';
import { createRng } from '../catalogue/prng';
import type { SeedContext, SeedHook } from '../index';

/**
 * A year of the demo host's business (issue 17), so every chart of the dashboard has a shape:
 * paid bookings of their listings by the seeded guests (more in the cool season and at weekends,
 * a few canceled or refunded, the next weeks already booked with their seats taken), page views
 * per day (and per hour for the last two days), weekly payouts already sent (the last one still
 * pending), an IBAN on file, two unanswered questions and a coupon. Deterministic; runs once per
 * database (`app_state` key `seed:dashboard`).
 */
const DONE_KEY = 'seed:dashboard';
const DAY = 86_400_000;
const HOUR = 3_600_000;
const saudiDay = (t: number) => new Date(t + 3 * HOUR).toISOString().slice(0, 10);

interface Listing {
  id: number;
  price: number;
  finalPrice: number;
  capacityMax: number;
  slots: string[];
  weight: number;
}

async function seedDashboard(ctx: SeedContext): Promise<void> {
  const { sql, clock, config } = ctx;
  if ((await sql.query('SELECT 1 FROM app_state WHERE key = $1', [DONE_KEY])).length) return;
  const [demo] = await sql.query<{ id: number }>(`SELECT id FROM users WHERE email = 'host@tajriba.sa'`);
  if (!demo) return;
  const listings = await sql.query<Omit<Listing, 'slots' | 'weight'> & { slots: string[] | null }>(
    `SELECT e.id, e.price::float8 AS price, e.final_price::float8 AS "finalPrice", coalesce(e.capacity_max, 10) AS "capacityMax",
            (SELECT array_agg(to_char(s.start_time, 'HH24:MI:SS') ORDER BY s.start_time) FROM experience_time_slots s WHERE s.experience_id = e.id) AS slots
       FROM experiences e WHERE e.host_id = $1 AND e.status_id = 5 ORDER BY e.id`,
    [demo.id],
  );
  const bookable: Listing[] = listings.filter((l) => l.slots?.length).map((l, i) => ({ ...l, slots: l.slots!, weight: 1 / (i + 1) }));
  const guests = await sql.query<{ id: number }>(`SELECT u.id FROM users u WHERE u.current_role_id = 8 AND u.id <> $1 AND u.is_active ORDER BY u.id LIMIT 60`, [demo.id]);
  if (!bookable.length || !guests.length) {
    ctx.log.warn({ hook: 'dashboard' }, 'no listings or guests for the demo host: dashboard seed skipped');
    return;
  }
  const rng = createRng('dashboard-demo-host');
  const now = clock.now().getTime();
  const { taxRate, platformFeeRate } = config.fees as { taxRate: number; platformFeeRate: number };
  const round2 = (n: number) => Math.round(n * 100) / 100;
  const pickListing = () => {
    const total = bookable.reduce((a, l) => a + l.weight, 0);
    let r = rng.next() * total;
    for (const l of bookable) if ((r -= l.weight) <= 0) return l;
    return bookable[0];
  };

  const orders: Record<string, unknown>[] = [];
  const seats = new Map<string, number>();
  // one year back, up to today; bookings are made 1–25 days ahead, so the last weeks reach into the future
  for (let d = 365; d >= 0; d--) {
    const t = now - d * DAY;
    const date = new Date(t + 3 * HOUR);
    const month = date.getUTCMonth();
    const season = [0, 1, 2, 10, 11].includes(month) ? 1.8 : [3, 9].includes(month) ? 1.2 : 0.6;
    const weekend = [4, 5].includes(date.getUTCDay()) ? 1.5 : 1;
    const growth = 0.7 + 0.6 * (1 - d / 365);
    const n = Math.floor(rng.next() * 3 * season * weekend * growth);
    for (let k = 0; k < n; k++) {
      const l = pickListing();
      const paidAt = new Date(t - rng.int(0, 20) * HOUR - rng.int(0, 59) * 60_000);
      if (paidAt.getTime() > now) continue;
      const bookingDate = saudiDay(paidAt.getTime() + rng.int(1, 25) * DAY);
      const startTime = rng.pick(l.slots);
      const adults = rng.int(1, 4);
      const children = rng.chance(0.25) ? rng.int(1, 2) : 0;
      const n2 = adults + children;
      const key = `${l.id}|${bookingDate}`;
      if ((seats.get(key) ?? 0) + n2 > l.capacityMax) continue;
      seats.set(key, (seats.get(key) ?? 0) + n2);
      const total = round2(l.finalPrice * n2);
      const vat = round2(l.price * taxRate * n2);
      const fee = round2(l.price * platformFeeRate * n2);
      const payout = round2(l.price * n2 - vat - fee);
      const roll = rng.next();
      // 4 % canceled in the free window, 3 % refunded in full, 3 % partly refunded
      const status = roll < 0.04 ? 8 : roll < 0.07 ? 6 : roll < 0.1 ? 7 : 3;
      const refunded = status === 6 || status === 8 ? total : status === 7 ? round2(total * 0.3) : 0;
      const canceledAt = status === 8 || status === 6 ? new Date(Math.min(now, paidAt.getTime() + rng.int(1, 48) * HOUR)).toISOString() : null;
      orders.push({
        user_id: rng.pick(guests).id,
        experience_id: l.id,
        host_id: demo.id,
        booking_date: bookingDate,
        start_time: startTime,
        adults,
        children,
        seats_held: status === 3 || status === 7,
        unit_price: l.finalPrice,
        guests_amount: total,
        total_amount: total,
        vat_amount: vat,
        platform_fee: fee,
        payout_amount: payout,
        payment_status: status,
        cancellation_policy: 3,
        paid_at: paidAt.toISOString(),
        canceled_at: canceledAt,
        canceled_by: null,
        refunded_amount: refunded,
        refunded_at: refunded ? canceledAt ?? paidAt.toISOString() : null,
        refund_reason: status === 7 ? 'One guest could not come.' : null,
        payout_status: status === 6 || status === 8 ? 3 : 1,
        invoice_number: null,
        created_at: new Date(paidAt.getTime() - 5 * 60_000).toISOString(),
        updated_at: canceledAt ?? paidAt.toISOString(),
      });
    }
  }

  await sql.transaction(async (tx) => {
    await insertRows(tx, 'orders', orders, { casts: { paid_at: 'timestamptz', canceled_at: 'timestamptz', refunded_at: 'timestamptz', created_at: 'timestamptz', updated_at: 'timestamptz', booking_date: 'date', start_time: 'time' } });
    await tx.query(`UPDATE orders SET invoice_number = nextval('invoice_numbers'), invoice_issued_at = paid_at WHERE host_id = $1 AND invoice_number IS NULL AND paid_at IS NOT NULL`, [demo.id]);
    // seats of sessions still to come are taken (the booking engine counts them)
    const today = saudiDay(now);
    for (const [key, n] of seats) {
      const [experienceId, day] = key.split('|');
      if (day < today) continue;
      const held = orders.filter((o) => o.experience_id === Number(experienceId) && o.booking_date === day && o.seats_held).reduce((a, o) => a + (o.adults as number) + (o.children as number), 0);
      if (!held || !n) continue;
      await tx.query(
        `INSERT INTO experience_seats AS s (experience_id, day, guests_booked) VALUES ($1, $2::date, $3) ON CONFLICT (experience_id, day) DO UPDATE SET guests_booked = s.guests_booked + EXCLUDED.guests_booked`,
        [Number(experienceId), day, held],
      );
    }

    // weekly payouts, Sundays 03:00 Riyadh (00:00 UTC): each takes what was completed a day before
    await tx.query(`INSERT INTO host_bank_accounts (user_id, iban, updated_at) VALUES ($1, 'SA0380000000608010167519', $2) ON CONFLICT (user_id) DO NOTHING`, [demo.id, new Date(now - 400 * DAY).toISOString()]);
    const lastSunday = (() => {
      const d = new Date(now);
      const s = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - d.getUTCDay() * DAY;
      return s > now ? s - 7 * DAY : s;
    })();
    for (let run = lastSunday - 51 * 7 * DAY; run <= lastSunday; run += 7 * DAY) {
      const cutoff = new Date(run - DAY).toISOString();
      const due = await tx.query<{ amount: number; n: number; ids: string[] }>(
        `SELECT coalesce(sum(order_host_net(payout_amount, total_amount, refunded_amount, payment_status)), 0)::float8 AS amount, count(*)::int AS n, coalesce(array_agg(id::text), '{}') AS ids
           FROM orders WHERE host_id = $1 AND payout_status = 1 AND host_payout_id IS NULL AND paid_at IS NOT NULL AND payment_status IN (3, 7)
            AND (booking_date + start_time) <= ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')`,
        [demo.id, cutoff],
      );
      if (!due[0].n) continue;
      const last = run === lastSunday;
      const at = new Date(run).toISOString();
      const [p] = await tx.query<{ id: string }>(
        `INSERT INTO host_payouts (host_id, amount, orders_count, status, iban_last4, period_to, created_at, updated_at, completed_at)
         VALUES ($1, $2, $3, $4, '7519', $5, $5, $5, $6) RETURNING id::text`,
        [demo.id, round2(due[0].amount), due[0].n, last ? 1 : 2, at, last ? null : new Date(run + 2 * DAY).toISOString()],
      );
      await tx.query(`UPDATE orders SET host_payout_id = $1::bigint, payout_status = $2 WHERE id = ANY($3::bigint[])`, [p.id, last ? 1 : 2, due[0].ids]);
    }

    // page views: about eight views per booking, by day; by hour for the last two days
    const views: Record<string, unknown>[] = [];
    const hourly: Record<string, unknown>[] = [];
    for (const l of bookable) {
      for (let d = 365; d >= 0; d--) {
        const date = new Date(now - d * DAY + 3 * HOUR);
        const season = [0, 1, 2, 10, 11].includes(date.getUTCMonth()) ? 1.6 : 0.8;
        views.push({ experience_id: l.id, day: date.toISOString().slice(0, 10), views: Math.round((10 + rng.int(0, 25)) * season * l.weight * 2) });
      }
      for (let h = 47; h >= 0; h--) {
        const hour = Math.floor((now - h * HOUR) / HOUR) * HOUR;
        hourly.push({ experience_id: l.id, hour: new Date(hour).toISOString(), views: rng.int(0, 4) });
      }
    }
    await insertRows(tx, 'experience_views_daily', views, { casts: { day: 'date' }, onConflict: 'ON CONFLICT DO NOTHING' });
    await insertRows(tx, 'experience_views_hourly', hourly, { casts: { hour: 'timestamptz' }, onConflict: 'ON CONFLICT DO NOTHING' });

    // two questions waiting for the host's answer
    const [g1, g2] = [guests[0].id, guests[Math.min(1, guests.length - 1)].id];
    await tx.query(
      `INSERT INTO experience_questions (experience_id, user_id, question, created_at, updated_at) VALUES
         ($1, $2, 'هل يوجد مكان مخصص للعائلات أثناء الرحلة؟', $4, $4), ($1, $3, 'Can we bring our own camera drone?', $5, $5)`,
      [bookable[0].id, g1, g2, new Date(now - 26 * HOUR).toISOString(), new Date(now - 3 * HOUR).toISOString()],
    );
    await tx.query(
      `INSERT INTO experience_coupons (experience_id, code, name, type_id, value, valid_until, max_usage_per_user, created_at)
       VALUES ($1, 'WINTER15', 'شتاء ١٥٪', 1, 15, $2, 1, $3) ON CONFLICT DO NOTHING`,
      [bookable[0].id, new Date(now + 60 * DAY).toISOString(), new Date(now - 10 * DAY).toISOString()],
    );
    await tx.query(`INSERT INTO app_state (key, value, updated_at) VALUES ($1, $2, now())`, [DONE_KEY, String(orders.length)]);
  });
  ctx.log.info({ hook: 'dashboard', orders: orders.length }, 'dashboard demo data seeded');
}

const hook: SeedHook = { name: 'dashboard', order: 400, run: seedDashboard };
export default hook;
