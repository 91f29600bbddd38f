import type { ExperiencesFilter, SortBy } from '@tajriba/contracts';
import type { SqlClient } from '../db/client';

/**
 * SQL for ExperiencesList / ExperiencesMap / home sections. Everything here is parameterised;
 * the only interpolated fragments are column suffixes chosen from a fixed set. The statements are
 * exported so the benchmark can time exactly the SQL the API runs.
 */

export type LangSuffix = 'en' | 'ar';

/** Resolved inputs of the filter (the service turns CityName into ids, Date into a weekday bit). */
export interface ResolvedFilter extends ExperiencesFilter {
  /** cities to match (from CityId and/or CityName); [] = the name matched nothing */
  cityIds?: number[];
  /** normalised Title tokens */
  titleTokens?: string[];
  /** Date checks, filled when Date is set and not in the past */
  date?: { day: string; weekdayBit: number; daysFromToday: number; isToday: boolean; nowMinutes: number };
  /** true when the request can match nothing (past date, unknown city) */
  impossible?: boolean;
}

export class Params {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const APPROVED = 5;
/** Bits of experiences.language_mask (migration 0101). */
export const LANGUAGE_BITS: Record<string, number> = { en: 1, ar: 2, fr: 4, ur: 8, hi: 16, es: 32, de: 64, tr: 128 };

/** WHERE clause (without the keyword) of every guest-facing experience query. */
export function filterSql(f: ResolvedFilter, p: Params): string {
  const w: string[] = [`e.status_id = ${APPROVED}`];
  if (f.impossible) w.push('false');
  if (f.Types?.length) w.push(`e.type_id = ANY(${p.add(f.Types)}::smallint[])`);
  if (f.CateIds?.length) w.push(`e.category_id = ANY(${p.add(f.CateIds)}::int[])`);
  if (f.HostsIds?.length) w.push(`e.host_id = ANY(${p.add(f.HostsIds)}::int[])`);
  if (f.RateMin !== undefined && f.RateMin > 0) w.push(`e.ratings_average >= ${p.add(f.RateMin)}::numeric`);
  if (f.RateMax !== undefined && f.RateMax < 5) w.push(`e.ratings_average <= ${p.add(f.RateMax)}::numeric`);
  if (f.Languages?.length) w.push(`(e.language_mask & ${p.add(f.Languages.reduce((m, l) => m | LANGUAGE_BITS[l], 0))}) <> 0`);
  if (f.titleTokens?.length) for (const t of f.titleTokens) w.push(`e.search_text LIKE ${p.add(`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`);
  if (f.cityIds) w.push(f.cityIds.length ? `e.served_city_ids && ${p.add(f.cityIds)}::int[]` : 'false');
  if (f.IsPopular) w.push('e.is_popular');
  if (f.IsPrivateEvent) w.push('e.private_enabled');
  if (f.PriceMin !== undefined && f.PriceMin > 0) w.push(`e.final_price >= ${p.add(f.PriceMin)}::numeric`);
  if (f.PriceMax !== undefined) w.push(`e.final_price <= ${p.add(f.PriceMax)}::numeric`);
  if (f.TransportationFeesIncluded) w.push('e.provides_transportation AND e.transportation_included');
  if (f.HasDiscounts) w.push('e.has_discounts');
  if (f.IncludeFood) w.push('e.has_food');
  if (f.IncludeDrinks) w.push('e.has_drinks');
  if (f.IncludeEquipments) w.push('e.has_equipments');
  const policies = [f.IsCancellationPolicyDay && 1, f.IsCancellationPolicyDayThree && 2, f.IsCancellationPolicyDayFive && 3].filter(Boolean);
  if (policies.length) w.push(`e.cancellation_policy = ANY(${p.add(policies)}::smallint[])`);
  if (f.InstantBooking) w.push('e.instant_booking');
  if (f.GuestMinimumAge !== undefined && f.GuestMinimumAge >= 2) w.push(`e.guest_min_age <= ${p.add(f.GuestMinimumAge)}`);
  if (f.GuestCanBringUnder2YearsOld) w.push('e.guest_under2_allowed');
  if (f.IsAccessible) w.push('e.is_accessible');
  if (f.GuestIsMale) w.push('e.guest_is_male');
  if (f.GuestIsFemale) w.push('e.guest_is_female');

  const guestsGiven = f.AdultsQTY !== undefined || f.ChildrenQTY !== undefined;
  const guests = (f.AdultsQTY ?? 1) + (f.ChildrenQTY ?? 0);
  if (f.date) {
    const d = p.add(f.date.day);
    const g = p.add(guests);
    w.push(`e.advance_booking_days >= ${p.add(f.date.daysFromToday)}`);
    w.push(`(e.weekday_mask & ${p.add(f.date.weekdayBit)}) <> 0`);
    w.push(
      `NOT EXISTS (SELECT 1 FROM experience_holidays eh JOIN holidays h ON h.id = eh.holiday_id WHERE eh.experience_id = e.id AND h.is_active AND ${d}::date BETWEEN h.from_date AND h.to_date)`,
    );
    if (f.date.isToday) {
      w.push(
        `EXISTS (SELECT 1 FROM experience_time_slots ts WHERE ts.experience_id = e.id AND extract(epoch FROM ts.start_time) / 60 > ${p.add(f.date.nowMinutes)} + e.guest_cutoff_minutes)`,
      );
    }
    // Seats: a private booking takes the whole day; experiences without public capacity (atGuest)
    // are booked per group, so they need the day free and enough group capacity. Written as
    // top-level NOT EXISTS so the planner runs one anti-join over that day's seat rows instead of
    // a lookup per experience.
    if (f.IsPrivateEvent) {
      w.push(`coalesce(e.private_capacity_max, 0) >= ${g}`);
      w.push(`NOT EXISTS (SELECT 1 FROM experience_seats s WHERE s.experience_id = e.id AND s.day = ${d}::date AND (s.private_booked OR s.guests_booked > 0))`);
    } else {
      w.push(`coalesce(e.capacity_max, e.private_capacity_max, 0) >= ${g}`);
      w.push(
        `NOT EXISTS (SELECT 1 FROM experience_seats s WHERE s.experience_id = e.id AND s.day = ${d}::date
           AND (s.private_booked OR (e.capacity_max IS NULL AND s.guests_booked > 0) OR e.capacity_max - s.guests_booked < ${g}))`,
      );
    }
  } else if (guestsGiven) {
    const g = p.add(guests);
    w.push(f.IsPrivateEvent ? `coalesce(e.private_capacity_max, 0) >= ${g}` : `coalesce(e.capacity_max, e.private_capacity_max, 0) >= ${g}`);
  }
  return w.join('\n  AND ');
}

/** Sort key expression and direction per SortBy; `id` breaks ties so the order is total. */
export const sortSpecs: Record<SortBy, { key: string; dir: 'ASC' | 'DESC'; cast: string }> = {
  recommended: { key: 'e.rank_score', dir: 'DESC', cast: 'int' },
  priceAsc: { key: 'e.final_price', dir: 'ASC', cast: 'numeric' },
  priceDesc: { key: 'e.final_price', dir: 'DESC', cast: 'numeric' },
  rating: { key: 'coalesce(e.ratings_average, 0)', dir: 'DESC', cast: 'numeric' },
  newest: { key: 'e.id', dir: 'DESC', cast: 'int' },
};

export interface CursorValue {
  v: string | number;
  i: number;
}

export function orderSql(sort: SortBy): string {
  const s = sortSpecs[sort];
  return sort === 'newest' ? 'e.id DESC' : `${s.key} ${s.dir}, e.id ${s.dir}`;
}

export function keysetSql(sort: SortBy, after: CursorValue, p: Params): string {
  const s = sortSpecs[sort];
  const op = s.dir === 'DESC' ? '<' : '>';
  if (sort === 'newest') return `e.id < ${p.add(after.i)}`;
  return `(${s.key}, e.id) ${op} (${p.add(after.v)}::${s.cast}, ${p.add(after.i)}::int)`;
}

/** Columns of an experience card, in the request language. */
export function cardColumns(lang: LangSuffix, userParam: string | null, sort: SortBy): string {
  const s = sortSpecs[sort];
  return `e.id, e.name_${lang} AS name, e.description_${lang} AS description, e.image_paths AS "imagePaths",
    c.id AS "categoryId", c.name_${lang} AS "categoryName", c.icon AS "categoryIcon",
    e.ratings_average::float8 AS "ratingsAverage", e.ratings_count AS "ratingsCount",
    CASE WHEN e.rating_status IN (1, 2) THEN e.rating_status
         WHEN e.ratings_count < 3 OR e.created_at > now() - interval '30 days' THEN 3 ELSE 4 END AS "ratingStatus",
    e.type_id AS "typeId", e.city_id AS "cityId", ci.name_${lang} AS "cityName", e.location_${lang} AS location,
    e.latitude, e.longitude, e.final_price::float8 AS "finalPrice", e.keywords_${lang} AS keywords, e.languages,
    e.private_enabled AS "privateEnabled", e.instant_booking AS "instantBooking",
    e.private_final_price::float8 AS "privateFinalPrice", e.transportation_fees::float8 AS "transportationFees",
    e.has_discounts AS "hasDiscounts", e.is_popular AS "isPopular", e.host_id AS "hostId",
    coalesce(u.full_name_${lang}, u.full_name) AS "hostName", u.avatar_file_id::text AS "hostAvatarId", e.security_stamp::text AS "securityStamp",
    ${userParam ? `(SELECT f.id::text FROM favourites f WHERE f.user_id = ${userParam} AND f.experience_id = e.id)` : 'NULL::text'} AS "userFavouriteId",
    (${s.key})::text AS "sortValue"`;
}

export const CARD_JOINS = `JOIN experience_categories c ON c.id = e.category_id
  JOIN users u ON u.id = e.host_id
  LEFT JOIN cities ci ON ci.id = e.city_id`;

export interface CardRow {
  id: number;
  name: string;
  description: string;
  imagePaths: string[];
  categoryId: number;
  categoryName: string;
  categoryIcon: string;
  ratingsAverage: number | null;
  ratingsCount: number;
  ratingStatus: number;
  typeId: number;
  cityId: number | null;
  cityName: string | null;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  finalPrice: number;
  keywords: string[];
  languages: string[];
  privateEnabled: boolean;
  instantBooking: boolean;
  privateFinalPrice: number | null;
  transportationFees: number;
  hasDiscounts: boolean;
  isPopular: boolean;
  hostId: number;
  hostName: string;
  hostAvatarId: string | null;
  securityStamp: string;
  userFavouriteId: string | null;
  sortValue: string;
}

export interface ListQuery {
  filter: ResolvedFilter;
  sort: SortBy;
  size: number;
  lang: LangSuffix;
  userId: number | null;
  after?: CursorValue;
  offset?: number;
}

/**
 * Totals are exact up to this many matches (50 pages of 20); beyond it the API reports the cap
 * and `totalCapped: true` ("1,000+"). Counting stops there, which keeps broad searches cheap.
 */
export const TOTAL_CAP = 1000;

const boundedCount = (where: string) => `SELECT count(*)::int AS total FROM (SELECT 1 FROM experiences e WHERE ${where} LIMIT ${TOTAL_CAP + 1}) x`;

/** The page query and the count query of ExperiencesList. */
export function listStatements(q: ListQuery): { page: { text: string; values: unknown[] }; count: { text: string; values: unknown[] } } {
  const p = new Params();
  const where = filterSql(q.filter, p);
  const countValues = [...p.values];
  const userParam = q.userId ? p.add(q.userId) : null;
  const keyset = q.after ? ` AND ${keysetSql(q.sort, q.after, p)}` : '';
  // ids first (index-only where the covering index allows), then the wide rows of that page only
  const text = `SELECT ${cardColumns(q.lang, userParam, q.sort)}
FROM (SELECT e.id FROM experiences e WHERE ${where}${keyset} ORDER BY ${orderSql(q.sort)} LIMIT ${p.add(q.size + 1)}${q.offset ? ` OFFSET ${p.add(q.offset)}` : ''}) k
JOIN experiences e ON e.id = k.id
${CARD_JOINS}
ORDER BY ${orderSql(q.sort)}`;
  return {
    page: { text, values: p.values },
    count: { text: boundedCount(where), values: countValues },
  };
}

export interface MapBounds {
  swLat: number;
  swLng: number;
  neLat: number;
  neLng: number;
}

export function mapStatements(filter: ResolvedFilter, bounds: MapBounds | null, limit: number, lang: LangSuffix) {
  const p = new Params();
  let where = filterSql(filter, p);
  where += '\n  AND e.latitude IS NOT NULL';
  if (bounds) {
    where += `\n  AND e.latitude BETWEEN ${p.add(bounds.swLat)} AND ${p.add(bounds.neLat)} AND e.longitude BETWEEN ${p.add(bounds.swLng)} AND ${p.add(bounds.neLng)}`;
  }
  const countValues = [...p.values];
  const text = `SELECT e.id, e.latitude, e.longitude, e.final_price::float8 AS "finalPrice", e.name_${lang} AS name,
    e.image_paths[1] AS "imagePath", e.ratings_average::float8 AS "ratingsAverage", e.ratings_count AS "ratingsCount",
    CASE WHEN e.rating_status IN (1, 2) THEN e.rating_status
         WHEN e.ratings_count < 3 OR e.created_at > now() - interval '30 days' THEN 3 ELSE 4 END AS "ratingStatus",
    e.type_id AS "typeId", ci.name_${lang} AS "cityName", c.name_${lang} AS "categoryName"
FROM (SELECT e.id FROM experiences e WHERE ${where} ORDER BY e.rank_score DESC, e.id DESC LIMIT ${p.add(limit)}) k
JOIN experiences e ON e.id = k.id
JOIN experience_categories c ON c.id = e.category_id
LEFT JOIN cities ci ON ci.id = e.city_id
ORDER BY e.rank_score DESC, e.id DESC`;
  return { page: { text, values: p.values }, count: { text: boundedCount(where), values: countValues } };
}

export interface MapRow {
  id: number;
  latitude: number;
  longitude: number;
  finalPrice: number;
  name: string;
  imagePath: string | null;
  ratingsAverage: number | null;
  ratingsCount: number;
  ratingStatus: number;
  typeId: number;
  cityName: string | null;
  categoryName: string;
}

const LIST_CACHE_ENTRIES = 500;

type ListResult = { rows: CardRow[]; total: number };

/**
 * Anonymous ExperiencesList / home-section answers, kept per statement (the SQL and its values:
 * filters, sort, page, language, and the date and time a Date search resolved to) and catalogue
 * revision (migration 0104: a sequence every write to what a search shows moves). The revision is
 * read per request, so the first search after a change runs the query again, on any API instance.
 * The TTL bounds what the revision cannot see: `now()` in the rating status, and a write whose
 * transaction had not committed when a search read the new revision. Searches by a signed-in
 * person carry their favourites and are never kept. Identical searches arriving together share
 * one query.
 */
function listCache(sql: SqlClient, run: (st: ReturnType<typeof listStatements>) => Promise<ListResult>, ttlMs: number) {
  const kept = new Map<string, { at: number; result: Promise<ListResult> }>();
  return async (st: ReturnType<typeof listStatements>): Promise<ListResult> => {
    const [rev] = await sql.query<{ r: string }>('SELECT last_value::text AS r FROM catalogue_revision');
    const key = `${rev?.r}\n${st.page.text}\n${JSON.stringify(st.page.values)}`;
    const now = Date.now();
    const hit = kept.get(key);
    if (hit && now - hit.at < ttlMs) return hit.result;
    const result = run(st);
    kept.delete(key);
    kept.set(key, { at: now, result });
    // A failed query is not an answer to keep.
    result.catch(() => kept.get(key)?.result === result && kept.delete(key));
    // Oldest first (Map order): drop what is expired or beyond the bound.
    for (const [k, v] of kept) {
      if (kept.size <= LIST_CACHE_ENTRIES && now - v.at < ttlMs) break;
      kept.delete(k);
    }
    return result;
  };
}

export const searchRepository = (sql: SqlClient, opts: { listCacheTtlMs?: number } = {}) => {
  const ttlMs = opts.listCacheTtlMs ?? 0;
  const run = async (st: ReturnType<typeof listStatements>): Promise<ListResult> => {
    const [rows, count] = await Promise.all([sql.query<CardRow>(st.page.text, st.page.values), sql.query<{ total: number }>(st.count.text, st.count.values)]);
    return { rows, total: count[0]?.total ?? 0 };
  };
  const cached = ttlMs > 0 ? listCache(sql, run, ttlMs) : run;
  return {
    async list(q: ListQuery): Promise<ListResult> {
      const st = listStatements(q);
      return q.userId ? run(st) : cached(st);
    },
    async map(filter: ResolvedFilter, bounds: MapBounds | null, limit: number, lang: LangSuffix): Promise<{ rows: MapRow[]; total: number }> {
      const st = mapStatements(filter, bounds, limit, lang);
      const [rows, count] = await Promise.all([sql.query<MapRow>(st.page.text, st.page.values), sql.query<{ total: number }>(st.count.text, st.count.values)]);
      return { rows, total: count[0]?.total ?? 0 };
    },
    /**
     * CityName → city ids: cities whose name (either language, or an alias) contains the text as whole
     * words; if none, the cities of a region with that name; if none, any city containing the text.
     */
    async resolveCityName(normalized: string): Promise<number[]> {
      const rows = await sql.query<{ id: number }>(
        `WITH c AS (SELECT id FROM cities WHERE is_active AND (' ' || search_text || ' ') LIKE '% ' || $1 || ' %'),
         r AS (SELECT ci.id FROM cities ci JOIN regions rg ON rg.id = ci.region_id
               WHERE NOT EXISTS (SELECT 1 FROM c) AND ci.is_active AND (' ' || rg.search_text || ' ') LIKE '% ' || $1 || ' %'),
         l AS (SELECT id FROM cities WHERE NOT EXISTS (SELECT 1 FROM c) AND NOT EXISTS (SELECT 1 FROM r) AND is_active AND search_text LIKE '%' || $1 || '%')
         SELECT id FROM c UNION SELECT id FROM r UNION SELECT id FROM l`,
        [normalized],
      );
      return rows.map((r) => r.id);
    },
  };
};
export type SearchRepository = ReturnType<typeof searchRepository>;

/** Cards of the given experiences (approved only), in no particular order. */
export async function cardsByIds(sql: SqlClient, ids: number[], lang: LangSuffix, userId: number | null): Promise<CardRow[]> {
  if (!ids.length) return [];
  const p = new Params();
  const idsParam = p.add(ids);
  const userParam = userId ? p.add(userId) : null;
  return sql.query<CardRow>(
    `SELECT ${cardColumns(lang, userParam, 'newest')} FROM experiences e ${CARD_JOINS} WHERE e.id = ANY(${idsParam}::int[]) AND e.status_id = ${APPROVED}`,
    p.values,
  );
}
