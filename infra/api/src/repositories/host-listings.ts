import type { SqlClient } from '../db/client';
import { iso } from './catalogue';

/** SQL of the host's own listings, their questions and coupons (host §7 Experiences, Questions). */

type L = 'en' | 'ar';

export interface HostListingRow {
  id: number;
  hostId: number;
  name: string;
  imagePath: string | null;
  type: number;
  categoryName: string | null;
  cityName: string | null;
  statusId: number;
  instantBooking: boolean;
  finalPrice: number;
  ratingsAverage: number | null;
  ratingsCount: number;
  upcomingBookings: number;
  pauseFrom: string | null;
  pauseTo: string | null;
  draftStatus: number | null;
  moderationNote: string | null;
  hostName: string;
  createdAt: string;
  updatedAt: string;
}

const listingColumns = (l: L) => `e.id, e.host_id AS "hostId", e.name_${l} AS name, e.image_paths[1] AS "imagePath", e.type_id AS type, c.name_${l} AS "categoryName",
  ci.name_${l} AS "cityName", e.status_id AS "statusId", e.instant_booking AS "instantBooking", e.final_price::float8 AS "finalPrice",
  e.ratings_average::float8 AS "ratingsAverage", e.ratings_count AS "ratingsCount",
  (SELECT count(*)::int FROM orders o WHERE o.experience_id = e.id AND o.payment_status IN (3, 5, 7) AND o.booking_date >= $TODAY::date) AS "upcomingBookings",
  e.pause_from::text AS "pauseFrom", e.pause_to::text AS "pauseTo", e.draft_status AS "draftStatus", e.moderation_note AS "moderationNote", u.full_name AS "hostName", ${iso('e.created_at')} AS "createdAt", ${iso('e.updated_at')} AS "updatedAt"`;
const listingFrom = `FROM experiences e JOIN users u ON u.id = e.host_id LEFT JOIN experience_categories c ON c.id = e.category_id LEFT JOIN cities ci ON ci.id = e.city_id`;

export interface HostQuestionRow {
  id: number;
  experienceId: number;
  experienceName: string;
  userName: string;
  avatarFileId: string | null;
  question: string;
  answer: string | null;
  answeredAt: string | null;
  statusId: number;
  creationDate: string;
}

export interface HostCouponRow {
  id: number;
  experienceId: number;
  experienceName: string;
  code: string;
  name: string;
  typeId: number;
  value: number;
  validUntil: string | null;
  maxUsagePerUser: number | null;
  uses: number;
  creationDate: string;
}

export const hostListingsRepository = (sql: SqlClient) => ({
  async page(scope: { hostId: number | null; statusId?: number; text?: string }, today: string, page: number, size: number, l: L) {
    const params: unknown[] = [];
    const where: string[] = [];
    if (scope.hostId !== null) where.push(`e.host_id = $${params.push(scope.hostId)}`);
    if (scope.statusId) where.push(`e.status_id = $${params.push(scope.statusId)}`);
    if (scope.text) {
      const n = params.push(`%${scope.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(e.name_en ILIKE $${n} OR e.name_ar ILIKE $${n})`);
    }
    const w = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const t = params.length + 1;
    const [rows, count] = await Promise.all([
      sql.query<HostListingRow>(`SELECT ${listingColumns(l).replace('$TODAY', `$${t}`)} ${listingFrom} ${w} ORDER BY e.updated_at DESC, e.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`, [...params, today]),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM experiences e ${w}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async one(id: number, today: string, l: L): Promise<HostListingRow | null> {
    const rows = await sql.query<HostListingRow>(`SELECT ${listingColumns(l).replace('$TODAY', '$2')} ${listingFrom} WHERE e.id = $1`, [id, today]);
    return rows[0] ?? null;
  },
  async hostOf(id: number): Promise<number | null> {
    const rows = await sql.query<{ hostId: number }>('SELECT host_id AS "hostId" FROM experiences WHERE id = $1', [id]);
    return rows[0]?.hostId ?? null;
  },
  async state(id: number) {
    const rows = await sql.query<{ statusId: number; instantBooking: boolean; hasName: boolean; hasImage: boolean; hasSlot: boolean; price: number }>(
      `SELECT status_id AS "statusId", instant_booking AS "instantBooking", (length(trim(name_en)) > 1 OR length(trim(name_ar)) > 1) AS "hasName",
              cardinality(image_paths) > 0 AS "hasImage", EXISTS (SELECT 1 FROM experience_time_slots s WHERE s.experience_id = e.id) AS "hasSlot", price::float8 AS price
         FROM experiences e WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
  /** `submitted`: the change is a submission for review, dated `at` (the moderation queue shows it and serves the oldest first). */
  /**
   * The listing's status, only if it still is one of `from` (what the service checked): a
   * Submit, Pause or Unpause that crossed another change (a second tab, a staff decision, the
   * pause sweeper, a delete) changes nothing and says so (false) instead of overwriting it.
   */
  async setStatus(id: number, from: readonly number[], statusId: number, at: string, extra: { pauseFrom?: string | null; pauseTo?: string | null; submitted?: boolean } = {}): Promise<boolean> {
    const sets = ['status_id = $2', 'updated_at = $3'];
    const params: unknown[] = [id, statusId, at, [...from]];
    if (extra.submitted) sets.push('submitted_at = $3');
    if ('pauseFrom' in extra) sets.push(`pause_from = $${params.push(extra.pauseFrom)}::date`);
    if ('pauseTo' in extra) sets.push(`pause_to = $${params.push(extra.pauseTo)}::date`);
    const rows = await sql.query(`UPDATE experiences SET ${sets.join(', ')} WHERE id = $1 AND status_id = ANY($4::int[]) RETURNING id`, params);
    return rows.length > 0;
  },
  async toggleInstantBooking(id: number, at: string): Promise<boolean> {
    const rows = await sql.query<{ v: boolean }>('UPDATE experiences SET instant_booking = NOT instant_booking, updated_at = $2 WHERE id = $1 RETURNING instant_booking AS v', [id, at]);
    return rows[0].v;
  },
  async delete(id: number): Promise<void> {
    await sql.query('DELETE FROM experiences WHERE id = $1 AND status_id = 1', [id]);
  },
  async hasOrders(id: number): Promise<boolean> {
    return (await sql.query('SELECT 1 FROM orders WHERE experience_id = $1 LIMIT 1', [id])).length > 0;
  },
  /**
   * Pause windows reaching their dates: a scheduled pause starts (approved → pause) on its first
   * day, a dated pause ends (pause → approved) the day after its last day. Idempotent.
   */
  async applyPauseWindows(today: string, at: string) {
    const started = await sql.query(`UPDATE experiences SET status_id = 6, updated_at = $2 WHERE status_id = 5 AND pause_from IS NOT NULL AND pause_from <= $1::date AND (pause_to IS NULL OR pause_to >= $1::date) RETURNING id`, [today, at]);
    const ended = await sql.query(`UPDATE experiences SET status_id = 5, pause_from = NULL, pause_to = NULL, updated_at = $2 WHERE status_id = 6 AND pause_to IS NOT NULL AND pause_to < $1::date RETURNING id`, [today, at]);
    return started.length + ended.length;
  },

  // ---------------------------------------------------------------- questions on the host's listings
  async questions(hostId: number, q: { unanswered?: boolean; experienceId?: number }, page: number, size: number, l: L) {
    const params: unknown[] = [hostId];
    const where = ['e.host_id = $1'];
    if (q.unanswered) where.push('qu.answer IS NULL');
    if (q.experienceId) where.push(`qu.experience_id = $${params.push(q.experienceId)}`);
    const w = where.join(' AND ');
    const [rows, count] = await Promise.all([
      sql.query<HostQuestionRow>(
        `SELECT qu.id, qu.experience_id AS "experienceId", e.name_${l} AS "experienceName", u.full_name AS "userName", u.avatar_file_id::text AS "avatarFileId",
                qu.question, qu.answer, ${iso('qu.answered_at')} AS "answeredAt", qu.status_id AS "statusId", ${iso('qu.created_at')} AS "creationDate"
           FROM experience_questions qu JOIN experiences e ON e.id = qu.experience_id JOIN users u ON u.id = qu.user_id
          WHERE ${w} ORDER BY qu.created_at DESC, qu.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        params,
      ),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM experience_questions qu JOIN experiences e ON e.id = qu.experience_id WHERE ${w}`, params),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async questionHost(id: number): Promise<number | null> {
    const rows = await sql.query<{ hostId: number }>('SELECT e.host_id AS "hostId" FROM experience_questions q JOIN experiences e ON e.id = q.experience_id WHERE q.id = $1', [id]);
    return rows[0]?.hostId ?? null;
  },
  async question(id: number, l: L): Promise<HostQuestionRow | null> {
    const rows = await sql.query<HostQuestionRow>(
      `SELECT qu.id, qu.experience_id AS "experienceId", e.name_${l} AS "experienceName", u.full_name AS "userName", u.avatar_file_id::text AS "avatarFileId",
              qu.question, qu.answer, ${iso('qu.answered_at')} AS "answeredAt", qu.status_id AS "statusId", ${iso('qu.created_at')} AS "creationDate"
         FROM experience_questions qu JOIN experiences e ON e.id = qu.experience_id JOIN users u ON u.id = qu.user_id WHERE qu.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
  /** Who asked, about which experience (both names), and whether it had an answer already. */
  async questionAsker(id: number): Promise<{ userId: number; experienceId: number; nameEn: string; nameAr: string; answered: boolean } | null> {
    const rows = await sql.query<{ userId: number; experienceId: number; nameEn: string; nameAr: string; answered: boolean }>(
      `SELECT qu.user_id AS "userId", qu.experience_id AS "experienceId", e.name_en AS "nameEn", e.name_ar AS "nameAr", qu.answer IS NOT NULL AS answered
         FROM experience_questions qu JOIN experiences e ON e.id = qu.experience_id WHERE qu.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
  async answer(id: number, answer: string, at: string) {
    await sql.query('UPDATE experience_questions SET answer = $2, answered_at = $3, updated_at = $3 WHERE id = $1', [id, answer, at]);
  },
  async questionStatus(id: number, statusId: number, at: string) {
    await sql.query('UPDATE experience_questions SET status_id = $2, updated_at = $3 WHERE id = $1', [id, statusId, at]);
  },

  // ---------------------------------------------------------------- coupons
  async coupons(hostId: number, page: number, size: number, l: L) {
    const cols = `c.id, c.experience_id AS "experienceId", e.name_${l} AS "experienceName", c.code::text AS code, c.name, c.type_id AS "typeId", c.value::float8 AS value,
      ${iso('c.valid_until')} AS "validUntil", c.max_usage_per_user AS "maxUsagePerUser",
      (SELECT count(*)::int FROM orders o WHERE o.coupon_id = c.id AND o.payment_status IN (3, 5, 6, 7)) AS uses, ${iso('c.created_at')} AS "creationDate"`;
    const [rows, count] = await Promise.all([
      sql.query<HostCouponRow>(
        `SELECT ${cols} FROM experience_coupons c JOIN experiences e ON e.id = c.experience_id WHERE e.host_id = $1 ORDER BY c.created_at DESC, c.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`,
        [hostId],
      ),
      sql.query<{ n: number }>('SELECT count(*)::int AS n FROM experience_coupons c JOIN experiences e ON e.id = c.experience_id WHERE e.host_id = $1', [hostId]),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },
  async coupon(id: number, l: L): Promise<HostCouponRow | null> {
    const rows = await sql.query<HostCouponRow>(
      `SELECT c.id, c.experience_id AS "experienceId", e.name_${l} AS "experienceName", c.code::text AS code, c.name, c.type_id AS "typeId", c.value::float8 AS value,
              ${iso('c.valid_until')} AS "validUntil", c.max_usage_per_user AS "maxUsagePerUser",
              (SELECT count(*)::int FROM orders o WHERE o.coupon_id = c.id AND o.payment_status IN (3, 5, 6, 7)) AS uses, ${iso('c.created_at')} AS "creationDate"
         FROM experience_coupons c JOIN experiences e ON e.id = c.experience_id WHERE c.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },
  async couponHost(id: number): Promise<number | null> {
    const rows = await sql.query<{ hostId: number }>('SELECT e.host_id AS "hostId" FROM experience_coupons c JOIN experiences e ON e.id = c.experience_id WHERE c.id = $1', [id]);
    return rows[0]?.hostId ?? null;
  },
  async codeTaken(experienceId: number, code: string, exceptId: number | null): Promise<boolean> {
    return (await sql.query('SELECT 1 FROM experience_coupons WHERE experience_id = $1 AND code = $2::citext AND id <> coalesce($3, 0)', [experienceId, code, exceptId])).length > 0;
  },
  async saveCoupon(c: { id: number | null; experienceId: number; code: string; name: string; typeId: number; value: number; validUntil: string | null; maxUsagePerUser: number | null; at: string }) {
    if (c.id === null) {
      const [row] = await sql.query<{ id: number }>(
        `INSERT INTO experience_coupons (experience_id, code, name, type_id, value, valid_until, max_usage_per_user, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [c.experienceId, c.code, c.name, c.typeId, c.value, c.validUntil, c.maxUsagePerUser, c.at],
      );
      return row.id;
    }
    await sql.query(
      `UPDATE experience_coupons SET experience_id = $2, code = $3, name = $4, type_id = $5, value = $6, valid_until = $7, max_usage_per_user = $8 WHERE id = $1`,
      [c.id, c.experienceId, c.code, c.name, c.typeId, c.value, c.validUntil, c.maxUsagePerUser],
    );
    return c.id;
  },
  async deleteCoupon(id: number) {
    await sql.query('DELETE FROM experience_coupons WHERE id = $1', [id]);
  },
});
