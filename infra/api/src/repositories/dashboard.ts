import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

/**
 * SQL of the host dashboard (migrations/0700_dashboard.sql): the host's bookings, calendar,
 * analytics (daily rollup `host_daily_stats`, views rollups), payouts and bank account.
 * Every query is scoped to one host by its caller; staff variants pass `null`.
 */

export type L = 'en' | 'ar';

/**
 * A range of Saudi days [from, to] as the whole calendar months inside it (read from
 * experience_views_monthly) and the days left at its two ends (read from experience_views_daily).
 * `months` is null when no whole month fits; a missing end is null.
 */
export function splitMonths(from: string, to: string): { months: [string, string] | null; head: [string, string] | null; tail: [string, string] | null } {
  const start = (d: string) => `${d.slice(0, 7)}-01`;
  const shift = (d: string, months: number) => {
    const x = new Date(`${start(d)}T00:00:00Z`);
    x.setUTCMonth(x.getUTCMonth() + months);
    return x.toISOString().slice(0, 10);
  };
  const dayBefore = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  if (from > to) return { months: null, head: null, tail: null };
  const first = from === start(from) ? from : shift(from, 1);
  const afterTo = shift(to, 1);
  const last = dayBefore(afterTo) === to ? start(to) : shift(to, -1);
  if (first > last) return { months: null, head: [from, to], tail: null };
  return { months: [first, last], head: from < first ? [from, dayBefore(first)] : null, tail: to >= shift(last, 1) ? [shift(last, 1), to] : null };
}

/** $2…$7 of a split range: whole months, then the head and tail days (an absent part matches nothing). */
const splitParams = (r: ReturnType<typeof splitMonths>) => [r.months?.[0] ?? null, r.months?.[1] ?? null, r.head?.[0] ?? null, r.head?.[1] ?? null, r.tail?.[0] ?? null, r.tail?.[1] ?? null];

/** The rows of a split range (experience ids in $1, splitParams after): `key` grouped from days, `monthKey` from months. */
const viewsSplit = (key: string, monthKey: string) => `
  SELECT ${monthKey} AS at, experience_id, views AS v FROM experience_views_monthly
   WHERE experience_id = ANY($1::int[]) AND month BETWEEN $2::date AND $3::date
  UNION ALL
  SELECT ${key} AS at, experience_id, views AS v FROM experience_views_daily
   WHERE experience_id = ANY($1::int[]) AND (day BETWEEN $4::date AND $5::date OR day BETWEEN $6::date AND $7::date)`;

/** A Saudi calendar day of an instant (UTC+3 all year). */
const saudiDay = (col: string) => `((${col} AT TIME ZONE 'UTC') + interval '3 hours')::date`;

export interface HostBookingDbRow {
  id: string;
  userId: number;
  buyerName: string;
  isPrivate: boolean;
  payoutAmount: number;
  totalAmount: number;
  refundedAmount: number;
  securityStamp: string;
  experienceType: number;
  experienceLanguages: string[];
  experienceId: number;
  cityName: string | null;
  imagePath: string | null;
  experienceName: string;
  bookingDate: string;
  startTime: string;
  adults: number;
  children: number;
  paymentStatus: number;
  payoutStatus: number;
  payoutRunStatus: number | null;
  refundReason: string | null;
  createdAt: string;
  updatedAt: string;
}

const bookingColumns = (l: L) => `o.id::text AS id, o.user_id AS "userId", u.full_name AS "buyerName", o.is_private AS "isPrivate",
  o.payout_amount::float8 AS "payoutAmount", o.total_amount::float8 AS "totalAmount", o.refunded_amount::float8 AS "refundedAmount",
  o.security_stamp::text AS "securityStamp", e.type_id AS "experienceType", e.languages AS "experienceLanguages", o.experience_id AS "experienceId",
  ci.name_${l} AS "cityName", e.image_paths[1] AS "imagePath", e.name_${l} AS "experienceName", o.booking_date::text AS "bookingDate",
  to_char(o.start_time, 'HH24:MI:SS') AS "startTime", o.adults, o.children, o.payment_status AS "paymentStatus", o.payout_status AS "payoutStatus",
  p.status AS "payoutRunStatus", o.refund_reason AS "refundReason", ${iso('o.created_at')} AS "createdAt", ${iso('o.updated_at')} AS "updatedAt"`;
const bookingFrom = `FROM orders o JOIN users u ON u.id = o.user_id JOIN experiences e ON e.id = o.experience_id
  LEFT JOIN cities ci ON ci.id = e.city_id LEFT JOIN host_payouts p ON p.id = o.host_payout_id`;

/** Order-status filter ids (contracts HostOrderFilterId) → SQL on `o` ($today is the Saudi day). */
const ORDER_FILTERS: Record<number, string> = {
  1: 'o.payment_status IN (3, 5, 7) AND o.booking_date < $today::date',
  2: 'o.payment_status IN (3, 5, 7) AND o.booking_date >= $today::date',
  3: 'o.payment_status IN (6, 8)',
  4: 'o.payment_status IN (1, 2, 4)',
};
/**
 * Payout-status filter ids (contracts PayoutStatusId) → SQL: an order not yet in a payout is
 * `pending` (or `canceled` when nothing is owed any more); in a payout it has that payout's status.
 */
const PAYOUT_FILTERS: Record<number, string> = {
  1: '((o.host_payout_id IS NULL AND o.payout_status = 1) OR p.status = 1)',
  2: 'p.status = 2',
  3: 'p.status = 3',
  4: 'p.status = 4',
  5: '((o.host_payout_id IS NULL AND o.payout_status = 3) OR p.status = 5)',
};

export interface StatsRow {
  at: string;
  bookings: number;
  guests: number;
  gross: number;
  net: number;
  refunded: number;
}

export const dashboardRepository = (sql: SqlClient) => ({
  // ---------------------------------------------------------------- bookings
  async bookings(hostId: number, q: { page: number; size: number; orderStatus?: number; payoutStatus?: number; today: string }, l: L) {
    const params: unknown[] = [hostId];
    const where = ['o.host_id = $1'];
    if (q.orderStatus) {
      const f = ORDER_FILTERS[q.orderStatus];
      where.push(f.includes('$today') ? f.replace('$today', `$${params.push(q.today)}`) : f);
    }
    if (q.payoutStatus) where.push(PAYOUT_FILTERS[q.payoutStatus]);
    const w = where.join(' AND ');
    const [rows, count] = await Promise.all([
      sql.query<HostBookingDbRow>(
        `SELECT ${bookingColumns(l)} ${bookingFrom} WHERE ${w} ORDER BY o.created_at DESC, o.id DESC LIMIT ${q.size} OFFSET ${(q.page - 1) * q.size}`,
        params,
      ),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM orders o LEFT JOIN host_payouts p ON p.id = o.host_payout_id WHERE ${w}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async booking(id: string, l: L): Promise<HostBookingDbRow | null> {
    const rows = await sql.query<HostBookingDbRow>(`SELECT ${bookingColumns(l)} ${bookingFrom} WHERE o.id = $1::bigint`, [id]);
    return rows[0] ?? null;
  },
  async payoutOrders(payoutId: string, l: L): Promise<HostBookingDbRow[]> {
    return sql.query<HostBookingDbRow>(`SELECT ${bookingColumns(l)} ${bookingFrom} WHERE o.host_payout_id = $1::bigint ORDER BY o.booking_date, o.id`, [payoutId]);
  },
  /** Paid bookings of events still to come, soonest first. */
  async upcomings(hostId: number, nowIso: string, take: number, l: L) {
    return sql.query<{ orderId: string; experienceId: number; experienceName: string; imagePath: string | null; buyerName: string; bookingDate: string; startTime: string; guests: number; isPrivate: boolean }>(
      `SELECT o.id::text AS "orderId", o.experience_id AS "experienceId", e.name_${l} AS "experienceName", e.image_paths[1] AS "imagePath",
              u.full_name AS "buyerName", o.booking_date::text AS "bookingDate", to_char(o.start_time, 'HH24:MI:SS') AS "startTime",
              o.adults + o.children AS guests, o.is_private AS "isPrivate"
         FROM orders o JOIN experiences e ON e.id = o.experience_id JOIN users u ON u.id = o.user_id
        WHERE o.host_id = $1 AND o.payment_status IN (3, 5, 7) AND o.booking_date >= ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')::date
          AND (o.booking_date + o.start_time) > ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')
        ORDER BY o.booking_date, o.start_time, o.id LIMIT ${take}`,
      [hostId, nowIso],
    );
  },
  /** Booked slots between two days with the day's seats (CurrentHostUpcomingsCalendar). */
  async calendar(hostId: number, from: string, to: string, l: L) {
    return sql.query<{
      experienceId: number; experienceName: string; date: string; startTime: string; durationMinutes: number; bookings: number; guests: number;
      isPrivate: boolean; capacityMax: number | null; privateEnabled: boolean; guestsBooked: number | null; privateBooked: boolean | null;
    }>(
      `SELECT o.experience_id AS "experienceId", e.name_${l} AS "experienceName", o.booking_date::text AS date, to_char(o.start_time, 'HH24:MI:SS') AS "startTime",
              e.duration_minutes AS "durationMinutes", count(*)::int AS bookings, sum(o.adults + o.children)::int AS guests, bool_or(o.is_private) AS "isPrivate",
              e.capacity_max AS "capacityMax", e.private_enabled AS "privateEnabled", s.guests_booked AS "guestsBooked", s.private_booked AS "privateBooked"
         FROM orders o JOIN experiences e ON e.id = o.experience_id
         LEFT JOIN experience_seats s ON s.experience_id = o.experience_id AND s.day = o.booking_date
        WHERE o.host_id = $1 AND o.booking_date BETWEEN $2::date AND $3::date AND o.payment_status IN (3, 5, 7)
        GROUP BY o.experience_id, e.name_${l}, o.booking_date, o.start_time, e.duration_minutes, e.capacity_max, e.private_enabled, s.guests_booked, s.private_booked
        ORDER BY o.booking_date, o.start_time`,
      [hostId, from, to],
    );
  },
  async guestInfo(orderId: string) {
    const rows = await sql.query<{ id: number; name: string; avatarFileId: string | null; memberSince: string; identityStatus: number | null; bookingsWithHost: number; reviewsCount: number; language: string }>(
      `SELECT u.id, u.full_name AS name, u.avatar_file_id::text AS "avatarFileId", ${iso('u.created_at')} AS "memberSince", u.identity_status_id AS "identityStatus",
              (SELECT count(*)::int FROM orders x WHERE x.user_id = u.id AND x.host_id = o.host_id AND x.payment_status IN (3, 5, 6, 7)) AS "bookingsWithHost",
              (SELECT count(*)::int FROM experience_reviews r WHERE r.user_id = u.id) AS "reviewsCount", u.language
         FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1::bigint`,
      [orderId],
    );
    return rows[0] ?? null;
  },

  // ---------------------------------------------------------------- analytics
  /**
   * Sums of the daily rollup per bucket (day or month) between two Saudi days, for a host or one
   * experience. Reads at most (days × listings) rollup rows through the primary key.
   */
  async statsByBucket(hostId: number, from: string, to: string, bucket: 'day' | 'month', experienceId?: number): Promise<StatsRow[]> {
    const params: unknown[] = [hostId, from, to];
    const exp = experienceId ? `AND experience_id = $${params.push(experienceId)}` : '';
    const at = bucket === 'month' ? `date_trunc('month', day)::date` : 'day';
    return sql.query<StatsRow>(
      `SELECT ${at}::text AS at, sum(bookings)::int AS bookings, sum(guests)::int AS guests, sum(gross)::float8 AS gross, sum(net)::float8 AS net, sum(refunded)::float8 AS refunded
         FROM host_daily_stats WHERE host_id = $1 AND day BETWEEN $2::date AND $3::date ${exp} GROUP BY 1 ORDER BY 1`,
      params,
    );
  },
  /** The same sums per hour straight from the orders (the 24-hour range: one day of orders). */
  async statsByHour(hostId: number, fromIso: string, toIso: string, experienceId?: number): Promise<StatsRow[]> {
    const params: unknown[] = [hostId, fromIso, toIso];
    const exp = experienceId ? `AND experience_id = $${params.push(experienceId)}` : '';
    return sql.query<StatsRow>(
      `SELECT ${iso("date_trunc('hour', paid_at)")} AS at, count(*)::int AS bookings, sum(adults + children)::int AS guests, sum(total_amount)::float8 AS gross,
              sum(order_host_net(payout_amount, total_amount, refunded_amount, payment_status))::float8 AS net, sum(refunded_amount)::float8 AS refunded
         FROM orders WHERE host_id = $1 AND paid_at >= $2::timestamptz AND paid_at < $3::timestamptz ${exp} GROUP BY 1 ORDER BY 1`,
      params,
    );
  },
  async statsByExperience(hostId: number, from: string, to: string) {
    return sql.query<{ experienceId: number; bookings: number; guests: number; net: number }>(
      `SELECT experience_id AS "experienceId", sum(bookings)::int AS bookings, sum(guests)::int AS guests, sum(net)::float8 AS net
         FROM host_daily_stats WHERE host_id = $1 AND day BETWEEN $2::date AND $3::date GROUP BY 1`,
      [hostId, from, to],
    );
  },
  async hostExperiences(hostId: number, l: L) {
    return sql.query<{ id: number; name: string; statusId: number; ratingsAverage: number | null; ratingsCount: number }>(
      `SELECT id, name_${l} AS name, status_id AS "statusId", ratings_average::float8 AS "ratingsAverage", ratings_count AS "ratingsCount"
         FROM experiences WHERE host_id = $1 ORDER BY id`,
      [hostId],
    );
  },
  /**
   * Views per day or per month. Months read the month rollup for every whole month of the range
   * and days only for the partial months at its ends (splitMonths); days read days.
   */
  async viewsByBucket(experienceIds: number[], from: string, to: string, bucket: 'day' | 'month') {
    if (!experienceIds.length) return [];
    if (bucket === 'day') {
      return sql.query<{ at: string; value: number }>(
        `SELECT day::text AS at, sum(views)::int AS value FROM experience_views_daily
          WHERE experience_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date GROUP BY 1 ORDER BY 1`,
        [experienceIds, from, to],
      );
    }
    return sql.query<{ at: string; value: number }>(
      `SELECT at::text AS at, sum(v)::int AS value FROM (${viewsSplit(`date_trunc('month', day)::date`, 'month')}) t GROUP BY 1 ORDER BY 1`,
      [experienceIds, ...splitParams(splitMonths(from, to))],
    );
  },
  async viewsByHour(experienceIds: number[], fromIso: string, toIso: string) {
    if (!experienceIds.length) return [];
    return sql.query<{ at: string; value: number }>(
      `SELECT ${iso('hour')} AS at, sum(views)::int AS value FROM experience_views_hourly
        WHERE experience_id = ANY($1::int[]) AND hour >= $2::timestamptz AND hour < $3::timestamptz GROUP BY 1 ORDER BY 1`,
      [experienceIds, fromIso, toIso],
    );
  },
  /** Views per experience over the range (whole months from the month rollup, the ends from days). */
  async viewsByExperience(experienceIds: number[], from: string, to: string) {
    if (!experienceIds.length) return [];
    return sql.query<{ experienceId: number; views: number }>(
      `SELECT experience_id AS "experienceId", sum(v)::int AS views FROM (${viewsSplit('experience_id', 'experience_id')}) t GROUP BY 1`,
      [experienceIds, ...splitParams(splitMonths(from, to))],
    );
  },
  async favouritesByBucket(experienceId: number, fromIso: string, toIso: string, bucket: 'hour' | 'day' | 'month') {
    const at = bucket === 'hour' ? iso("date_trunc('hour', created_at)") : bucket === 'month' ? `date_trunc('month', ${saudiDay('created_at')})::date::text` : `${saudiDay('created_at')}::text`;
    return sql.query<{ at: string; value: number }>(
      `SELECT ${at} AS at, count(*)::int AS value FROM favourites WHERE experience_id = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz GROUP BY 1 ORDER BY 1`,
      [experienceId, fromIso, toIso],
    );
  },
  /** Sessions held (rollup `host_sessions`): listing, day and time with a paid booking, already started. */
  async hostedEvents(hostId: number, from: string, to: string, bucket: 'day' | 'month', nowIso: string) {
    const at = bucket === 'month' ? `date_trunc('month', day)::date` : 'day';
    return sql.query<{ at: string; value: number }>(
      `SELECT ${at}::text AS at, count(*)::int AS value
         FROM host_sessions WHERE host_id = $1 AND day BETWEEN $2::date AND $3::date AND bookings > 0
          AND (day + start_time) <= ($4::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')
        GROUP BY 1 ORDER BY 1`,
      [hostId, from, to, nowIso],
    );
  },
  async ratingDistribution(hostId: number, experienceId?: number) {
    const params: unknown[] = [hostId];
    const exp = experienceId ? `AND e.id = $${params.push(experienceId)}` : '';
    return sql.query<{ stars: number; count: number }>(
      `SELECT r.rate AS stars, count(*)::int AS count FROM experience_reviews r JOIN experiences e ON e.id = r.experience_id
        WHERE e.host_id = $1 ${exp} GROUP BY 1 ORDER BY 1 DESC`,
      params,
    );
  },
  async ratingBetween(hostId: number, fromIso: string, toIso: string) {
    const rows = await sql.query<{ average: number | null; count: number }>(
      `SELECT avg(r.rate)::float8 AS average, count(*)::int AS count FROM experience_reviews r JOIN experiences e ON e.id = r.experience_id
        WHERE e.host_id = $1 AND r.created_at >= $2::timestamptz AND r.created_at < $3::timestamptz`,
      [hostId, fromIso, toIso],
    );
    return rows[0];
  },
  async recentReviews(hostId: number, take: number, l: L) {
    return sql.query<{ id: number; experienceId: number; experienceName: string; userName: string; avatarFileId: string | null; rate: number; comment: string; creationDate: string }>(
      `SELECT r.id, r.experience_id AS "experienceId", e.name_${l} AS "experienceName", u.full_name AS "userName", u.avatar_file_id::text AS "avatarFileId",
              r.rate, r.comment, ${iso('r.created_at')} AS "creationDate"
         FROM experience_reviews r JOIN experiences e ON e.id = r.experience_id JOIN users u ON u.id = r.user_id
        WHERE e.host_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT ${take}`,
      [hostId],
    );
  },
  /**
   * Paid orders, refunds and completed payouts of a period, newest first. Each branch reads at most
   * `page × size` rows through its own index (orders_host_paid, orders_host_refund_at,
   * host_payouts_host_completed) before the merge; the bookings are counted from the daily rollup
   * when the period is whole Saudi days (`days`), from orders_host_paid otherwise (24 hours).
   */
  async transactions(hostId: number, fromIso: string, toIso: string, page: number, size: number, l: L, days?: { from: string; to: string }) {
    const refundAt = 'coalesce(o.canceled_at, o.updated_at)';
    const base = `
      (SELECT 'b' || o.id AS id, 'booking' AS kind, o.paid_at AS at, order_host_net(o.payout_amount, o.total_amount, 0, 3::smallint)::float8 AS amount, e.name_${l} AS label
        FROM orders o JOIN experiences e ON e.id = o.experience_id WHERE o.host_id = $1 AND o.paid_at >= $2::timestamptz AND o.paid_at < $3::timestamptz
       ORDER BY o.paid_at DESC, o.id DESC LIMIT $4)
      UNION ALL
      (SELECT 'r' || o.id, 'refund', ${refundAt},
             -(o.payout_amount - order_host_net(o.payout_amount, o.total_amount, o.refunded_amount, o.payment_status))::float8, e.name_${l}
        FROM orders o JOIN experiences e ON e.id = o.experience_id
       WHERE o.host_id = $1 AND o.paid_at IS NOT NULL AND o.payment_status IN (6, 7, 8) AND ${refundAt} >= $2::timestamptz AND ${refundAt} < $3::timestamptz
       ORDER BY ${refundAt} DESC, o.id DESC LIMIT $4)
      UNION ALL
      (SELECT 'p' || p.id, 'payout', p.completed_at, -p.amount::float8, coalesce(p.iban_last4, '')
        FROM host_payouts p WHERE p.host_id = $1 AND p.status = 2 AND p.completed_at >= $2::timestamptz AND p.completed_at < $3::timestamptz
       ORDER BY p.completed_at DESC, p.id DESC LIMIT $4)`;
    const bookings = days
      ? `(SELECT coalesce(sum(bookings), 0) FROM host_daily_stats WHERE host_id = $1 AND day BETWEEN $4::date AND $5::date)`
      : `(SELECT count(*) FROM orders WHERE host_id = $1 AND paid_at >= $2::timestamptz AND paid_at < $3::timestamptz)`;
    const [rows, count] = await Promise.all([
      sql.query<{ id: string; kind: 'booking' | 'refund' | 'payout'; at: string; amount: number; label: string }>(
        `SELECT id, kind, ${iso('at')} AS at, amount, label FROM (${base}) t ORDER BY t.at DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        [hostId, fromIso, toIso, page * size],
      ),
      sql.query<{ n: number }>(
        `SELECT ${bookings}
              + (SELECT count(*) FROM orders o WHERE o.host_id = $1 AND o.paid_at IS NOT NULL AND o.payment_status IN (6, 7, 8)
                   AND ${refundAt} >= $2::timestamptz AND ${refundAt} < $3::timestamptz)
              + (SELECT count(*) FROM host_payouts WHERE host_id = $1 AND status = 2 AND completed_at >= $2::timestamptz AND completed_at < $3::timestamptz) AS n`,
        days ? [hostId, fromIso, toIso, days.from, days.to] : [hostId, fromIso, toIso],
      ).then((r) => [{ n: Number(r[0]?.n ?? 0) }]),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  /** One view of a published listing (others are ignored). */
  async recordView(experienceId: number, day: string, hourIso: string) {
    await sql.query(
      `WITH e AS (SELECT id FROM experiences WHERE id = $1 AND status_id = 5),
            d AS (INSERT INTO experience_views_daily AS v (experience_id, day, views) SELECT id, $2::date, 1 FROM e
                  ON CONFLICT (experience_id, day) DO UPDATE SET views = v.views + 1)
       INSERT INTO experience_views_hourly AS h (experience_id, hour, views) SELECT id, $3::timestamptz, 1 FROM e
       ON CONFLICT (experience_id, hour) DO UPDATE SET views = h.views + 1`,
      [experienceId, day, hourIso],
    );
  },
  async pruneHourlyViews(beforeIso: string) {
    await sql.query('DELETE FROM experience_views_hourly WHERE hour < $1::timestamptz', [beforeIso]);
  },

  // ---------------------------------------------------------------- payouts
  async payouts(hostId: number, page: number, size: number) {
    const [rows, count] = await Promise.all([
      sql.query<{ id: string; amount: number; ordersCount: number; status: number; ibanLast4: string | null; creationDate: string; completedDate: string | null }>(
        `SELECT id::text, amount::float8 AS amount, orders_count AS "ordersCount", status, iban_last4 AS "ibanLast4", ${iso('created_at')} AS "creationDate",
                ${iso('completed_at')} AS "completedDate"
           FROM host_payouts WHERE host_id = $1 ORDER BY created_at DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        [hostId],
      ),
      sql.query<{ n: number }>('SELECT count(*)::int AS n FROM host_payouts WHERE host_id = $1', [hostId]),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async payoutHost(id: string): Promise<number | null> {
    const rows = await sql.query<{ hostId: number }>('SELECT host_id AS "hostId" FROM host_payouts WHERE id = $1::bigint', [id]);
    return rows[0]?.hostId ?? null;
  },
  async earningsStatistics(hostId: number, nowIso: string, monthStart: string) {
    const rows = await sql.query<{ paidOut: number; inPayouts: number; available: number; upcoming: number; thisMonth: number }>(
      `SELECT
         (SELECT coalesce(sum(amount), 0)::float8 FROM host_payouts WHERE host_id = $1 AND status = 2) AS "paidOut",
         (SELECT coalesce(sum(amount), 0)::float8 FROM host_payouts WHERE host_id = $1 AND status IN (1, 3)) AS "inPayouts",
         -- sessions of earlier days from the owed rollup (host_owed_daily), today's that have started from the orders
         ((SELECT coalesce(sum(net), 0) FROM host_owed_daily WHERE host_id = $1 AND day < ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')::date)
          + (SELECT coalesce(sum(order_host_net(payout_amount, total_amount, refunded_amount, payment_status)), 0) FROM orders
              WHERE host_id = $1 AND payout_status = 1 AND host_payout_id IS NULL AND paid_at IS NOT NULL AND payment_status IN (3, 7)
                AND booking_date = ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')::date
                AND (booking_date + start_time) <= ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')))::float8 AS available,
         (SELECT coalesce(sum(order_host_net(payout_amount, total_amount, refunded_amount, payment_status)), 0)::float8 FROM orders
           WHERE host_id = $1 AND payment_status IN (3, 5, 7)
             -- implied by the next line (a session starts within its day) and bounds the index scan (orders_host) to days to come
             AND booking_date >= ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')::date
             AND (booking_date + start_time) > ($2::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')) AS upcoming,
         (SELECT coalesce(sum(net), 0)::float8 FROM host_daily_stats WHERE host_id = $1 AND day >= $3::date) AS "thisMonth"`,
      [hostId, nowIso, monthStart],
    );
    return rows[0];
  },
  /**
   * What a payout run takes: orders paid and completed (the event started before `cutoffIso`),
   * not refunded in full, no refund request open, not yet in a payout. Grouped by host.
   */
  async dueByHost(tx: SqlClient, cutoffIso: string) {
    return tx.query<{ hostId: number; amount: number; orders: number; ids: string[] }>(
      `SELECT host_id AS "hostId", sum(order_host_net(payout_amount, total_amount, refunded_amount, payment_status))::float8 AS amount,
              count(*)::int AS orders, array_agg(id::text) AS ids
         FROM orders
        WHERE payout_status = 1 AND host_payout_id IS NULL AND paid_at IS NOT NULL AND payment_status IN (3, 7)
          AND (booking_date + start_time) <= ($1::timestamptz AT TIME ZONE 'UTC' + interval '3 hours')
        GROUP BY host_id`,
      [cutoffIso],
    );
  },
  /** Orders refunded in full or canceled after payment: nothing is owed any more. */
  async cancelOwedNothing(tx: SqlClient) {
    await tx.query(`UPDATE orders SET payout_status = 3 WHERE payout_status = 1 AND host_payout_id IS NULL AND paid_at IS NOT NULL AND payment_status IN (6, 8)`);
  },
  async ibanOf(tx: SqlClient, hostId: number): Promise<string | null> {
    const rows = await tx.query<{ iban: string }>('SELECT iban FROM host_bank_accounts WHERE user_id = $1', [hostId]);
    return rows[0]?.iban ?? null;
  },
  async insertPayout(tx: SqlClient, p: { hostId: number; amount: number; orders: number; status: number; last4: string | null; at: string }, ids: string[]) {
    const [row] = await tx.query<{ id: string }>(
      `INSERT INTO host_payouts (host_id, amount, orders_count, status, iban_last4, period_to, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $6, $6, $6) RETURNING id::text`,
      [p.hostId, p.amount, p.orders, p.status, p.last4, p.at],
    );
    await tx.query('UPDATE orders SET host_payout_id = $1::bigint WHERE id = ANY($2::bigint[])', [row.id, ids]);
    return row.id;
  },
  /** Payouts stuck on a missing IBAN whose host has one now: back to pending with the account. */
  async retryIbanIssues(tx: SqlClient, at: string) {
    const rows = await tx.query<{ id: string }>(
      `UPDATE host_payouts p SET status = 1, iban_last4 = right(b.iban, 4), updated_at = $1 FROM host_bank_accounts b
        WHERE p.status = 3 AND b.user_id = p.host_id RETURNING p.id::text`,
      [at],
    );
    return rows.length;
  },
  async payout(id: string) {
    const rows = await sql.query<{ id: string; hostId: number; status: number }>('SELECT id::text, host_id AS "hostId", status FROM host_payouts WHERE id = $1::bigint', [id]);
    return rows[0] ?? null;
  },
  async setPayoutStatus(tx: SqlClient, id: string, status: number, at: string) {
    await tx.query(`UPDATE host_payouts SET status = $2::smallint, updated_at = $3, completed_at = CASE WHEN $2::smallint = 2 THEN $3::timestamptz ELSE completed_at END WHERE id = $1::bigint`, [id, status, at]);
    if (status === 2) await tx.query('UPDATE orders SET payout_status = 2 WHERE host_payout_id = $1::bigint', [id]);
    // failed or canceled: the orders are owed again and the next run takes them
    else await tx.query('UPDATE orders SET host_payout_id = NULL, payout_status = 1 WHERE host_payout_id = $1::bigint', [id]);
  },
  async setIban(hostId: number, iban: string, at: string) {
    await sql.query(
      `INSERT INTO host_bank_accounts (user_id, iban, updated_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO UPDATE SET iban = EXCLUDED.iban, updated_at = EXCLUDED.updated_at`,
      [hostId, iban, at],
    );
  },
  async bankAccount(hostId: number) {
    const rows = await sql.query<{ iban: string; updatedAt: string }>(`SELECT iban, ${iso('updated_at')} AS "updatedAt" FROM host_bank_accounts WHERE user_id = $1`, [hostId]);
    return rows[0] ?? null;
  },
});
export type DashboardRepository = ReturnType<typeof dashboardRepository>;
