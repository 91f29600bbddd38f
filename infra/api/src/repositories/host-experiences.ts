import { ExperienceStatusId } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';
import { iso } from './catalogue';
import type { LangSuffix } from './catalogue-search';

/**
 * Host experiences: the wizard's working copy (`draft` jsonb), the host's and staff's lists, the
 * moderation state, and the listing columns written when a submission is approved
 * (migrations 0100 and 0600). Numerics are read as float8 so PGlite and node-postgres agree.
 */

export interface OwnedExperienceRow {
  id: number;
  hostId: number;
  statusId: number;
  typeId: number;
  draftStatus: number | null;
  draft: Record<string, unknown> | null;
  moderationNote: string | null;
  nameEn: string;
  nameAr: string;
}

export interface HostListRow {
  id: number;
  name: string;
  typeId: number;
  statusId: number;
  draftStatus: number | null;
  moderationNote: string | null;
  imagePath: string | null;
  cityName: string | null;
  categoryName: string | null;
  finalPrice: number;
  hostId: number;
  hostName: string;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every listing column the approval writes (snake_case, as in migration 0100). */
export type ListingColumns = Record<string, unknown>;

export interface ListingChildren {
  images: { fileId: string; relativePath: string; contentType: string; sizeBytes: number }[];
  slots: { time: string; customName: string | null }[];
  holidayIds: number[];
  addOns: { name: string; description: string; qty: number; price: number; delivery: string | null; imagePath: string | null }[];
  agenda: { title: string; topic: string | null; durationMinutes: number; imagePath: string | null }[];
  coHosts: { name: string; role: string | null; email: string | null; imagePath: string | null }[];
  coupons: { code: string; name: string; typeId: number; value: number; validUntil: string | null; maxUsagePerUser: number | null }[];
}

const JSONB_COLUMNS = new Set(['host_location', 'online_setup', 'preparation', 'special_skill', 'guest_bring', 'thirdparty_permit', 'additional_requirements', 'included_equipments', 'discounts', 'scheduled_messages']);
const ARRAY_CASTS: Record<string, string> = { keywords_en: 'text[]', keywords_ar: 'text[]', languages: 'text[]', served_city_ids: 'int[]', travel_region_ids: 'int[]', activity_ids: 'int[]', included_food: 'text[]', included_drinks: 'text[]', image_paths: 'text[]' };

/**
 * A listing guests can see or will see again: live, paused, or approved at some point (a live
 * listing stays approved or paused whatever happens to its edits). Decided on the row as it is when
 * the statement runs, not on what the service read before: not on `approved_at` alone, which
 * listings published outside the wizard (the demo seed, databases before migration 0602) lack.
 */
const PUBLISHED = `(status_id IN (${ExperienceStatusId.approved}, ${ExperienceStatusId.pause}) OR approved_at IS NOT NULL)`;

/**
 * The row still holds the submission staff read and decide on: waiting for review (through the
 * wizard, or the dashboard's SubmitDraft), with the same working copy (`$n`, as read; jsonb compares
 * by value). A host who saved (withdrawing it) or sent a new version between staff's read and their
 * decision would otherwise have it overwritten by a decision on a version that is no longer there.
 */
const UNDECIDED = (n: number) =>
  `(draft_status = ${ExperienceStatusId.pending} OR (draft_status IS NULL AND status_id = ${ExperienceStatusId.pending})) AND draft IS NOT DISTINCT FROM $${n}::jsonb`;

const LIST_SELECT = (lang: LangSuffix) => `
  SELECT e.id, coalesce(e.draft->>'name', e.name_${lang}) AS name, e.type_id AS "typeId", e.status_id AS "statusId",
    e.draft_status AS "draftStatus", e.moderation_note AS "moderationNote",
    coalesce(e.image_paths[1], e.draft#>>'{imagesMeta,0,relativePath}') AS "imagePath", ci.name_${lang} AS "cityName",
    c.name_${lang} AS "categoryName", e.final_price::float8 AS "finalPrice", e.host_id AS "hostId",
    coalesce(u.full_name_${lang}, u.full_name) AS "hostName", ${iso('e.submitted_at')} AS "submittedAt",
    ${iso('e.created_at')} AS "createdAt", ${iso('e.updated_at')} AS "updatedAt"
  FROM experiences e JOIN users u ON u.id = e.host_id
  LEFT JOIN experience_categories c ON c.id = e.category_id LEFT JOIN cities ci ON ci.id = e.city_id`;

export const hostExperiencesRepository = (sql: SqlClient) => ({
  async create(row: { hostId: number; typeId: number; categoryId: number; name: string; draft: Record<string, unknown>; now: Date }): Promise<number> {
    const rows = await sql.query<{ id: number }>(
      `INSERT INTO experiences (host_id, status_id, type_id, category_id, name_en, name_ar, price, final_price, draft, draft_status, created_at, updated_at)
       VALUES ($1, 1, $2, $3, $4, $4, 0, 0, $5::jsonb, 1, $6::timestamptz, $6::timestamptz) RETURNING id`,
      [row.hostId, row.typeId, row.categoryId, row.name, JSON.stringify(row.draft), row.now.toISOString()],
    );
    return rows[0].id;
  },

  async owned(id: number): Promise<OwnedExperienceRow | null> {
    const rows = await sql.query<OwnedExperienceRow>(
      `SELECT id, host_id AS "hostId", status_id AS "statusId", type_id AS "typeId", draft_status AS "draftStatus", draft,
        moderation_note AS "moderationNote", name_en AS "nameEn", name_ar AS "nameAr" FROM experiences WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async hostOf(id: number): Promise<number | null> {
    const rows = await sql.query<{ hostId: number }>('SELECT host_id AS "hostId" FROM experiences WHERE id = $1', [id]);
    return rows[0]?.hostId ?? null;
  },

  /**
   * Replaces the working copy and its state; for an experience never published also the list
   * columns (name, category, kind) its host's lists show. A published listing's columns are what
   * guests see, and change only when staff approve an edit (`publish`).
   *
   * The states are worked out here, from the row as this statement finds it, never from what the
   * service read before: staff may decide on the listing between that read and this write, and a
   * save computed from the older row would undo the decision (an approval turned back into a
   * draft, a rejection or a send-back and its note wiped). So the save lands as if made just after
   * the decision, by the rules of any save: a published listing keeps its status and the edit
   * becomes its working copy; a rejected or sent-back one stays so until it is submitted again;
   * only a draft or a listing waiting for review becomes a draft (a host's change withdraws a
   * submission). `submit` puts the copy in review (a published listing: only its edit).
   * Returns the status the listing has after the write (null: it is gone, deleted meanwhile).
   */
  async saveDraft(
    id: number,
    s: { draft: Record<string, unknown>; typeId: number; submit: boolean; now: Date; name?: string; categoryId?: number },
  ): Promise<number | null> {
    const { draft, pending, rejected, resubmit } = ExperienceStatusId;
    const edit = `CASE WHEN $4 THEN ${pending} WHEN draft_status IN (${rejected}, ${resubmit}) THEN draft_status ELSE ${draft} END`;
    const rows = await sql.query<{ statusId: number }>(
      `UPDATE experiences SET draft = $2::jsonb, draft_status = ${edit}, updated_at = $5::timestamptz,
         status_id = CASE WHEN ${PUBLISHED} THEN status_id ELSE ${edit} END,
         type_id = CASE WHEN ${PUBLISHED} THEN type_id ELSE $3 END,
         name_en = CASE WHEN NOT ${PUBLISHED} AND $6::text IS NOT NULL THEN $6 ELSE name_en END,
         name_ar = CASE WHEN NOT ${PUBLISHED} AND $6::text IS NOT NULL THEN $6 ELSE name_ar END,
         category_id = CASE WHEN NOT ${PUBLISHED} AND $7::int IS NOT NULL THEN $7 ELSE category_id END,
         submitted_at = CASE WHEN $4 THEN $5::timestamptz ELSE submitted_at END
       WHERE id = $1 RETURNING status_id AS "statusId"`,
      [id, JSON.stringify(s.draft), s.typeId, s.submit, s.now.toISOString(), s.name ?? null, s.categoryId ?? null],
    );
    return rows[0]?.statusId ?? null;
  },

  /**
   * A decision; an approval that changes only the status (no working copy) dates it like `publish`.
   * Written only onto the version staff read (`UNDECIDED`); false when the host changed it meanwhile.
   */
  async setModeration(
    id: number,
    read: Record<string, unknown> | null,
    m: { draftStatus: number | null; statusId: number; note: string | null; reviewerId: number; now: Date; approved?: boolean },
  ): Promise<boolean> {
    const rows = await sql.query(
      `UPDATE experiences SET draft_status = $2, status_id = $3, moderation_note = $4, reviewed_by = $5, updated_at = $6::timestamptz,
         approved_at = CASE WHEN $7 THEN $6::timestamptz ELSE approved_at END WHERE id = $1 AND ${UNDECIDED(8)} RETURNING id`,
      [id, m.draftStatus, m.statusId, m.note, m.reviewerId, m.now.toISOString(), !!m.approved, read && JSON.stringify(read)],
    );
    return rows.length > 0;
  },

  /** Staff list: the moderation queue (oldest submission first) or every experience with a status. */
  async dashList(f: { queue: boolean; statusId: number | null; text: string | null }, page: number, size: number, lang: LangSuffix): Promise<{ rows: HostListRow[]; total: number }> {
    const conds = [f.queue ? '(e.draft_status = 2 OR (e.draft_status IS NULL AND e.status_id = 2))' : 'true', f.statusId ? 'e.status_id = $1' : '$1::int IS NULL', f.text ? `(coalesce(e.draft->>'name', e.name_en) ILIKE $2 OR e.name_ar ILIKE $2)` : '$2::text IS NULL'];
    const where = conds.join(' AND ');
    const order = f.queue ? 'e.submitted_at ASC, e.id ASC' : 'e.updated_at DESC, e.id DESC';
    const text = f.text ? `%${f.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const [rows, count] = await Promise.all([
      sql.query<HostListRow>(`${LIST_SELECT(lang)} WHERE ${where} ORDER BY ${order} LIMIT $3 OFFSET $4`, [f.statusId, text, size, (page - 1) * size]),
      sql.query<{ n: number }>(`SELECT count(*)::int AS n FROM experiences e WHERE ${where}`, [f.statusId, text]),
    ]);
    return { rows, total: count[0]?.n ?? 0 };
  },

  // ---- reference checks -----------------------------------------------------------------------

  async activeCategory(id: number, lang: LangSuffix): Promise<{ id: number; name: string; nameEn: string; nameAr: string } | null> {
    const rows = await sql.query<{ id: number; name: string; nameEn: string; nameAr: string }>(
      `SELECT id, name_${lang} AS name, name_en AS "nameEn", name_ar AS "nameAr" FROM experience_categories WHERE id = $1 AND is_active`,
      [id],
    );
    return rows[0] ?? null;
  },
  async existingIds(table: 'activities' | 'regions', ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await sql.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
    return new Set(rows.map((r) => r.id));
  },
  /** Holidays a host may pick: the catalogue's and their own. */
  async visibleHolidayIds(hostId: number, ids: number[]): Promise<Set<number>> {
    if (!ids.length) return new Set();
    const rows = await sql.query<{ id: number }>('SELECT id FROM holidays WHERE id = ANY($1::int[]) AND (host_id IS NULL OR host_id = $2)', [ids, hostId]);
    return new Set(rows.map((r) => r.id));
  },
  /** Uploaded files a host may attach: their own uploads and files nobody owns (the catalogue's). */
  /** The public uploads among `ids` the user may attach, with their content types. */
  async usableFiles(userId: number, ids: string[]): Promise<Map<string, string>> {
    const uuids = ids.filter((i) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(i));
    if (!uuids.length) return new Map();
    const rows = await sql.query<{ id: string; contentType: string }>(
      `SELECT id::text AS id, content_type AS "contentType" FROM files WHERE id = ANY($1::uuid[]) AND NOT is_private AND (owner_id IS NULL OR owner_id = $2)`,
      [uuids, userId],
    );
    return new Map(rows.map((r) => [r.id, r.contentType]));
  },
  async fileMeta(ids: string[]): Promise<Map<string, { contentType: string; sizeBytes: number }>> {
    if (!ids.length) return new Map();
    const rows = await sql.query<{ id: string; contentType: string; sizeBytes: number }>(
      'SELECT id::text AS id, content_type AS "contentType", size_bytes AS "sizeBytes" FROM files WHERE id = ANY($1::uuid[])',
      [ids],
    );
    return new Map(rows.map((r) => [r.id, r]));
  },
  async createHoliday(hostId: number, name: string, from: string, to: string): Promise<number> {
    const rows = await sql.query<{ id: number }>('INSERT INTO holidays (name_en, name_ar, from_date, to_date, host_id) VALUES ($1, $1, $2::date, $3::date, $4) RETURNING id', [name, from, to, hostId]);
    return rows[0].id;
  },
  /** A region a host names: kept inactive (not offered to others) until staff review the catalogue. */
  async createRegion(userId: number, name: string, searchText: string, lat: number, lng: number): Promise<number> {
    const existing = await sql.query<{ id: number }>('SELECT id FROM regions WHERE lower(name_en) = lower($1) OR lower(name_ar) = lower($1) ORDER BY id LIMIT 1', [name]);
    if (existing[0]) return existing[0].id;
    const rows = await sql.query<{ id: number }>(
      'INSERT INTO regions (name_en, name_ar, search_text, latitude, longitude, is_active, created_by) VALUES ($1, $1, $2, $3, $4, false, $5) RETURNING id',
      [name, searchText, lat, lng, userId],
    );
    return rows[0].id;
  },
  async nearestCity(lat: number, lng: number): Promise<{ id: number; nameEn: string; nameAr: string } | null> {
    const rows = await sql.query<{ id: number; nameEn: string; nameAr: string }>(
      `SELECT id, name_en AS "nameEn", name_ar AS "nameAr" FROM cities WHERE is_active
       ORDER BY (latitude - $1) * (latitude - $1) + ((longitude - $2) * cos(radians($1))) * ((longitude - $2) * cos(radians($1))) LIMIT 1`,
      [lat, lng],
    );
    return rows[0] ?? null;
  },
  async regionCities(regionIds: number[]): Promise<{ id: number; lat: number; lng: number; nameEn: string; nameAr: string }[]> {
    if (!regionIds.length) return [];
    return sql.query(
      `SELECT ci.id, ci.latitude AS lat, ci.longitude AS lng, ci.name_en AS "nameEn", ci.name_ar AS "nameAr"
       FROM cities ci WHERE ci.region_id = ANY($1::int[]) AND ci.is_active ORDER BY ci.population DESC, ci.id`,
      [regionIds],
    );
  },
  async regions(activeOnly: boolean, lang: LangSuffix): Promise<{ id: number; name: string }[]> {
    return sql.query(`SELECT id, name_${lang} AS name FROM regions WHERE ${activeOnly ? 'is_active' : 'true'} ORDER BY name_${lang}, id`);
  },
  async holidays(hostId: number | null, text: string | null, activeOnly: boolean, lang: LangSuffix) {
    return sql.query<{ id: number; name: string; fromDate: string; toDate: string; isActive: boolean }>(
      `SELECT id, name_${lang} AS name, from_date::text AS "fromDate", to_date::text AS "toDate", is_active AS "isActive" FROM holidays
       WHERE (host_id IS NULL OR host_id = $1) AND ${activeOnly ? 'is_active' : 'true'} AND ($2::text IS NULL OR name_en ILIKE $2 OR name_ar ILIKE $2)
       ORDER BY from_date, id LIMIT 200`,
      [hostId, text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null],
    );
  },

  // ---- approval: the listing columns ------------------------------------------------------------

  /** Writes the approved version into the listing columns and child tables, in one transaction. */
  /** Writes an approved version (`read`, the working copy staff read) as the listing; false, writing nothing, when the host changed it meanwhile (`UNDECIDED`). */
  async publish(id: number, read: Record<string, unknown>, cols: ListingColumns, children: ListingChildren): Promise<boolean> {
    return sql.transaction(async (tx) => {
      const keys = Object.keys(cols);
      const sets = keys.map((k, i) => `${k} = $${i + 2}${JSONB_COLUMNS.has(k) ? '::jsonb' : ARRAY_CASTS[k] ? `::${ARRAY_CASTS[k]}` : ''}`);
      const values = keys.map((k) => (JSONB_COLUMNS.has(k) ? JSON.stringify(cols[k]) : cols[k]));
      const written = await tx.query(`UPDATE experiences SET ${sets.join(', ')} WHERE id = $1 AND ${UNDECIDED(keys.length + 2)} RETURNING id`, [id, ...values, JSON.stringify(read)]);
      if (!written.length) return false;
      for (const t of ['experience_images', 'experience_time_slots', 'experience_holidays', 'experience_add_ons', 'experience_agenda_entries', 'experience_co_hosts']) {
        await tx.query(`DELETE FROM ${t} WHERE experience_id = $1`, [id]);
      }
      for (const [i, img] of children.images.entries()) {
        await tx.query('INSERT INTO experience_images (experience_id, sort_order, file_id, relative_path, content_type, size_bytes) VALUES ($1, $2, $3, $4, $5, $6)', [
          id,
          i,
          img.fileId,
          img.relativePath,
          img.contentType,
          img.sizeBytes,
        ]);
      }
      for (const s of children.slots) {
        await tx.query('INSERT INTO experience_time_slots (experience_id, start_time, custom_name_en, custom_name_ar) VALUES ($1, $2::time, $3, $3)', [id, s.time, s.customName]);
      }
      if (children.holidayIds.length) {
        await tx.query('INSERT INTO experience_holidays (experience_id, holiday_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [id, children.holidayIds]);
      }
      for (const [i, a] of children.addOns.entries()) {
        await tx.query(
          `INSERT INTO experience_add_ons (experience_id, sort_order, name_en, name_ar, description_en, description_ar, qty, price, delivery_en, delivery_ar, image_path)
           VALUES ($1, $2, $3, $3, $4, $4, $5, $6, $7, $7, $8)`,
          [id, i, a.name, a.description, a.qty, a.price, a.delivery, a.imagePath],
        );
      }
      for (const [i, a] of children.agenda.entries()) {
        await tx.query(
          `INSERT INTO experience_agenda_entries (experience_id, sort_order, title_en, title_ar, topic_en, topic_ar, duration_minutes, image_path)
           VALUES ($1, $2, $3, $3, $4, $4, $5, $6)`,
          [id, i, a.title, a.topic, a.durationMinutes, a.imagePath],
        );
      }
      for (const [i, c] of children.coHosts.entries()) {
        await tx.query(
          'INSERT INTO experience_co_hosts (experience_id, sort_order, name_en, name_ar, role_en, role_ar, email, image_path) VALUES ($1, $2, $3, $3, $4, $4, $5, $6)',
          [id, i, c.name, c.role, c.email, c.imagePath],
        );
      }
      // Coupons keep their rows (orders point at them): update by code, add new, drop the rest.
      const codes = children.coupons.map((c) => c.code.toLowerCase());
      await tx.query('DELETE FROM experience_coupons WHERE experience_id = $1 AND NOT (lower(code::text) = ANY($2::text[]))', [id, codes]);
      for (const c of children.coupons) {
        await tx.query(
          `INSERT INTO experience_coupons (experience_id, code, name, type_id, value, valid_until, max_usage_per_user)
           VALUES ($1, $2, $3, $4, $5, $6::timestamptz, $7)
           ON CONFLICT (experience_id, code) DO UPDATE SET name = EXCLUDED.name, type_id = EXCLUDED.type_id, value = EXCLUDED.value,
             valid_until = EXCLUDED.valid_until, max_usage_per_user = EXCLUDED.max_usage_per_user`,
          [id, c.code, c.name, c.typeId, c.value, c.validUntil, c.maxUsagePerUser],
        );
      }
      return true;
    });
  },

  /** Coupons as stored (for reading an approved experience back into the server shape). */
  async coupons(id: number) {
    return sql.query<{ id: number; code: string; name: string; typeId: number; value: number; validUntil: string | null; createdAt: string; maxUsagePerUser: number | null }>(
      `SELECT id, code::text AS code, name, type_id AS "typeId", value::float8 AS value, ${iso('valid_until')} AS "validUntil", ${iso('created_at')} AS "createdAt",
        max_usage_per_user AS "maxUsagePerUser" FROM experience_coupons WHERE experience_id = $1 ORDER BY id`,
      [id],
    );
  },
  async scheduledMessages(id: number): Promise<unknown[]> {
    const rows = await sql.query<{ m: unknown[] }>('SELECT scheduled_messages AS m FROM experiences WHERE id = $1', [id]);
    return rows[0]?.m ?? [];
  },
});
export type HostExperiencesRepository = ReturnType<typeof hostExperiencesRepository>;

