import type { SqlClient } from '../db/client';
import type { LangSuffix } from './catalogue-search';

/**
 * Catalogue reads (reference lists, the experience detail, hosts) and the maintenance writes
 * (rating aggregates, derived prices). Timestamps are read as ISO strings and numerics as float8,
 * so PGlite and node-postgres return the same JavaScript values.
 */

export const iso = (col: string) => `to_json(${col})#>>'{}'`;

export interface CategoryRow {
  id: number;
  name: string;
  icon: string;
}
export interface CityRow {
  id: number;
  name: string;
  regionId: number;
  regionName: string;
  latitude: number;
  longitude: number;
  experiencesCount: number;
}
export interface RegionRow {
  kind: 'city' | 'region';
  id: number;
  name: string;
  parentName: string;
  latitude: number;
  longitude: number;
  cityId: number | null;
  regionId: number;
}

export interface ExperienceRow {
  id: number;
  hostId: number;
  statusId: number;
  typeId: number;
  categoryId: number;
  categoryName: string;
  categoryIcon: string;
  name: string;
  description: string;
  keywords: string[];
  languages: string[];
  cityId: number | null;
  cityName: string | null;
  latitude: number | null;
  longitude: number | null;
  location: string | null;
  hostLocation: Record<string, unknown> | null;
  onlineSetup: Record<string, unknown> | null;
  travelRegionIds: number[];
  travelCost: number;
  durationMinutes: number;
  arrivalBeforeMinutes: number;
  weekdayMask: number;
  advanceBookingDays: number;
  activityLevel: number;
  activityIds: number[] | null;
  preparation: Record<string, string> | null;
  specialSkill: Record<string, string> | null;
  guestBring: Record<string, string> | null;
  thirdpartyPermit: Record<string, string> | null;
  additionalRequirements: Record<string, string> | null;
  isAccessible: boolean;
  includedFood: string[];
  includedDrinks: string[];
  includedEquipments: Record<string, string>[];
  guestMinAge: number;
  guestUnder2Allowed: boolean;
  guestIsMale: boolean;
  guestIsFemale: boolean;
  capacityMin: number | null;
  capacityMax: number | null;
  privateEnabled: boolean;
  privateCapacityMin: number | null;
  privateCapacityMax: number | null;
  instantBooking: boolean;
  price: number;
  privatePrice: number | null;
  additionalGuestCost: number | null;
  providesTransportation: boolean;
  transportationIncluded: boolean;
  transportationFees: number;
  discounts: { id: number; type: 'percentage' | 'fixed'; value: number; groupSizeMin: number; groupSizeMax: number }[];
  cancelEventPeriodMinutes: number;
  guestCutoffMinutes: number;
  cancellationPolicy: number;
  generateQr: boolean;
  securityStamp: string;
  ratingsCount: number;
  ratingsAverage: number | null;
  ratingStatus: number;
  createdAt: string;
  updatedAt: string;
  hostName: string;
  hostAvatarId: string | null;
}

export interface ScheduleRow {
  id: number;
  statusId: number;
  typeId: number;
  weekdayMask: number;
  advanceBookingDays: number;
  guestCutoffMinutes: number;
  capacityMin: number | null;
  capacityMax: number | null;
  privateEnabled: boolean;
  privateCapacityMin: number | null;
  privateCapacityMax: number | null;
}

export interface HostRow {
  id: number;
  name: string;
  avatarId: string | null;
  about: Record<string, string | null>;
  /** the language the user writes in (users.language: 'ar' or 'en-US') */
  language: string | null;
  createdAt: string;
  identityStatusId: number | null;
  experiencesCount: number;
  ratingsCount: number;
  ratingsSum: number;
  cityName: string | null;
  coverImagePath: string | null;
}

export const catalogueRepository = (sql: SqlClient) => ({
  async categories(lang: LangSuffix): Promise<CategoryRow[]> {
    return sql.query<CategoryRow>(`SELECT id, name_${lang} AS name, icon FROM experience_categories WHERE is_active ORDER BY sort_order, id`);
  },

  async activities(lang: LangSuffix, activeOnly: boolean): Promise<{ id: number; name: string }[]> {
    return sql.query(`SELECT id, name_${lang} AS name FROM activities ${activeOnly ? 'WHERE is_active' : ''} ORDER BY name_${lang}, id`);
  },

  /** Trigram-ranked city search over the normalised text (either language, aliases). */
  async searchCities(text: string, limit: number, lang: LangSuffix): Promise<CityRow[]> {
    const base = `SELECT ci.id, ci.name_${lang} AS name, ci.region_id AS "regionId", r.name_${lang} AS "regionName", ci.latitude, ci.longitude,
        (SELECT count(*)::int FROM experiences e WHERE e.status_id = 5 AND e.served_city_ids @> ARRAY[ci.id]) AS "experiencesCount"
      FROM cities ci JOIN regions r ON r.id = ci.region_id WHERE ci.is_active`;
    if (!text) return sql.query<CityRow>(`${base} ORDER BY ci.population DESC, ci.id LIMIT $1`, [limit]);
    return sql.query<CityRow>(
      `${base} AND (ci.search_text LIKE '%' || $1 || '%' OR word_similarity($1, ci.search_text) > 0.45)
       ORDER BY (ci.search_text LIKE $1 || '%' OR ci.search_text LIKE '% ' || $1 || '%') DESC, word_similarity($1, ci.search_text) DESC, ci.population DESC, ci.id
       LIMIT $2`,
      [text, limit],
    );
  },

  /** Cities and regions for the search bar's location list. */
  async searchRegions(text: string, limit: number, lang: LangSuffix, activeOnly: boolean): Promise<RegionRow[]> {
    const act = activeOnly ? 'AND r.is_active' : '';
    // Every region in the gazetteer is a Saudi region: its parent is the country (contract).
    const country = lang === 'ar' ? 'المملكة العربية السعودية' : 'Saudi Arabia';
    if (!text) {
      return sql.query<RegionRow>(
        `SELECT 'region' AS kind, r.id, r.name_${lang} AS name, $2::text AS "parentName", r.latitude, r.longitude, NULL::int AS "cityId", r.id AS "regionId"
         FROM regions r WHERE true ${act} ORDER BY r.id LIMIT $1`,
        [limit, country],
      );
    }
    return sql.query<RegionRow>(
      `SELECT * FROM (
         SELECT 'city' AS kind, ci.id, ci.name_${lang} AS name, r.name_${lang} AS "parentName", ci.latitude, ci.longitude, ci.id AS "cityId", r.id AS "regionId",
                (ci.search_text LIKE $1 || '%' OR ci.search_text LIKE '% ' || $1 || '%') AS prefix, word_similarity($1, ci.search_text) AS sim, ci.population AS pop
         FROM cities ci JOIN regions r ON r.id = ci.region_id
         WHERE ci.is_active ${act} AND (ci.search_text LIKE '%' || $1 || '%' OR word_similarity($1, ci.search_text) > 0.45)
         UNION ALL
         SELECT 'region', r.id, r.name_${lang}, $3::text, r.latitude, r.longitude, NULL::int, r.id,
                (r.search_text LIKE $1 || '%' OR r.search_text LIKE '% ' || $1 || '%'), word_similarity($1, r.search_text), 0
         FROM regions r
         WHERE true ${act} AND (r.search_text LIKE '%' || $1 || '%' OR word_similarity($1, r.search_text) > 0.45)
       ) x ORDER BY prefix DESC, sim DESC, (kind = 'city') DESC, pop DESC, id LIMIT $2`,
      [text, limit, country],
    );
  },

  async experience(id: number, lang: LangSuffix): Promise<ExperienceRow | null> {
    const rows = await sql.query<ExperienceRow>(
      `SELECT e.id, e.host_id AS "hostId", e.status_id AS "statusId", e.type_id AS "typeId", e.category_id AS "categoryId",
        c.name_${lang} AS "categoryName", c.icon AS "categoryIcon", e.name_${lang} AS name, e.description_${lang} AS description,
        e.keywords_${lang} AS keywords, e.languages, e.city_id AS "cityId", ci.name_${lang} AS "cityName", e.latitude, e.longitude,
        e.location_${lang} AS location, e.host_location AS "hostLocation", e.online_setup AS "onlineSetup",
        e.travel_region_ids AS "travelRegionIds", e.travel_cost::float8 AS "travelCost", e.duration_minutes AS "durationMinutes",
        e.guest_arrival_before_minutes AS "arrivalBeforeMinutes", e.weekday_mask AS "weekdayMask", e.advance_booking_days AS "advanceBookingDays",
        e.activity_level AS "activityLevel", e.activity_ids AS "activityIds", e.preparation, e.special_skill AS "specialSkill",
        e.guest_bring AS "guestBring", e.thirdparty_permit AS "thirdpartyPermit", e.additional_requirements AS "additionalRequirements",
        e.is_accessible AS "isAccessible", e.included_food AS "includedFood", e.included_drinks AS "includedDrinks",
        e.included_equipments AS "includedEquipments", e.guest_min_age AS "guestMinAge", e.guest_under2_allowed AS "guestUnder2Allowed",
        e.guest_is_male AS "guestIsMale", e.guest_is_female AS "guestIsFemale", e.capacity_min AS "capacityMin", e.capacity_max AS "capacityMax",
        e.private_enabled AS "privateEnabled", e.private_capacity_min AS "privateCapacityMin", e.private_capacity_max AS "privateCapacityMax",
        e.instant_booking AS "instantBooking", e.price::float8 AS price, e.private_price::float8 AS "privatePrice",
        e.additional_guest_cost::float8 AS "additionalGuestCost", e.provides_transportation AS "providesTransportation",
        e.transportation_included AS "transportationIncluded", e.transportation_fees::float8 AS "transportationFees", e.discounts,
        e.cancel_event_period_minutes AS "cancelEventPeriodMinutes", e.guest_cutoff_minutes AS "guestCutoffMinutes",
        e.cancellation_policy AS "cancellationPolicy", e.generate_qr AS "generateQr", e.security_stamp::text AS "securityStamp",
        e.ratings_count AS "ratingsCount", e.ratings_average::float8 AS "ratingsAverage",
        CASE WHEN e.rating_status IN (1, 2) THEN e.rating_status
             WHEN e.ratings_count < 3 OR e.created_at > now() - interval '30 days' THEN 3 ELSE 4 END AS "ratingStatus",
        ${iso('e.created_at')} AS "createdAt", ${iso('e.updated_at')} AS "updatedAt",
        coalesce(u.full_name_${lang}, u.full_name) AS "hostName", u.avatar_file_id::text AS "hostAvatarId"
       FROM experiences e JOIN experience_categories c ON c.id = e.category_id JOIN users u ON u.id = e.host_id
       LEFT JOIN cities ci ON ci.id = e.city_id WHERE e.id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  /** Everything the detail shows besides the row; holidays that already ended before `today` are left out. */
  async experienceParts(id: number, lang: LangSuffix, travelRegionIds: number[], activityIds: number[] | null, today: string) {
    const [images, slots, holidays, addOns, agenda, coHosts, regions, activities] = await Promise.all([
      sql.query<{ fileId: string; relativePath: string; contentType: string; sizeBytes: number }>(
        `SELECT file_id AS "fileId", relative_path AS "relativePath", content_type AS "contentType", size_bytes AS "sizeBytes"
         FROM experience_images WHERE experience_id = $1 ORDER BY sort_order, id LIMIT 6`,
        [id],
      ),
      sql.query<{ id: number; time: string; customName: string | null }>(
        `SELECT id, to_char(start_time, 'HH24:MI:SS') AS time, custom_name_${lang} AS "customName" FROM experience_time_slots WHERE experience_id = $1 ORDER BY start_time, id`,
        [id],
      ),
      sql.query<{ id: number; name: string; fromDate: string; toDate: string }>(
        `SELECT h.id, h.name_${lang} AS name, h.from_date::text AS "fromDate", h.to_date::text AS "toDate"
         FROM experience_holidays eh JOIN holidays h ON h.id = eh.holiday_id WHERE eh.experience_id = $1 AND h.is_active AND h.to_date >= $2::date
         ORDER BY h.from_date, h.id`,
        [id, today],
      ),
      sql.query<{ id: number; name: string; description: string; qty: number; price: number; delivery: string | null; imagePath: string | null }>(
        `SELECT id, name_${lang} AS name, description_${lang} AS description, qty, price::float8 AS price, delivery_${lang} AS delivery, image_path AS "imagePath"
         FROM experience_add_ons WHERE experience_id = $1 ORDER BY sort_order, id`,
        [id],
      ),
      sql.query<{ id: number; title: string; topic: string | null; durationMinutes: number; imagePath: string | null }>(
        `SELECT id, title_${lang} AS title, topic_${lang} AS topic, duration_minutes AS "durationMinutes", image_path AS "imagePath"
         FROM experience_agenda_entries WHERE experience_id = $1 ORDER BY sort_order, id`,
        [id],
      ),
      sql.query<{ id: number; name: string; role: string | null; imagePath: string | null }>(
        `SELECT id, name_${lang} AS name, role_${lang} AS role, image_path AS "imagePath" FROM experience_co_hosts WHERE experience_id = $1 ORDER BY sort_order, id`,
        [id],
      ),
      travelRegionIds.length
        ? sql.query<{ id: number; name: string }>(`SELECT id, name_${lang} AS name FROM regions WHERE id = ANY($1::int[]) ORDER BY id`, [travelRegionIds])
        : Promise.resolve([]),
      activityIds?.length
        ? sql.query<{ id: number; name: string }>(`SELECT id, name_${lang} AS name FROM activities WHERE id = ANY($1::int[]) ORDER BY id`, [activityIds])
        : Promise.resolve([]),
    ]);
    return { images, slots, holidays, addOns, agenda, coHosts, regions, activities };
  },

  async favouriteIdOf(userId: number, experienceId: number): Promise<string | null> {
    const rows = await sql.query<{ id: string }>('SELECT id::text AS id FROM favourites WHERE user_id = $1 AND experience_id = $2', [userId, experienceId]);
    return rows[0]?.id ?? null;
  },

  async schedule(id: number): Promise<ScheduleRow | null> {
    const rows = await sql.query<ScheduleRow>(
      `SELECT id, status_id AS "statusId", type_id AS "typeId", weekday_mask AS "weekdayMask", advance_booking_days AS "advanceBookingDays",
        guest_cutoff_minutes AS "guestCutoffMinutes", capacity_min AS "capacityMin", capacity_max AS "capacityMax",
        private_enabled AS "privateEnabled", private_capacity_min AS "privateCapacityMin", private_capacity_max AS "privateCapacityMax"
       FROM experiences WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  },

  async timeSlots(id: number, lang: LangSuffix) {
    return sql.query<{ id: number; time: string; customName: string | null }>(
      `SELECT id, to_char(start_time, 'HH24:MI:SS') AS time, custom_name_${lang} AS "customName" FROM experience_time_slots WHERE experience_id = $1 ORDER BY start_time, id`,
      [id],
    );
  },

  /** Holiday ranges overlapping [from, to]. */
  async holidayRanges(id: number, from: string, to: string): Promise<{ fromDate: string; toDate: string }[]> {
    return sql.query(
      `SELECT h.from_date::text AS "fromDate", h.to_date::text AS "toDate" FROM experience_holidays eh JOIN holidays h ON h.id = eh.holiday_id
       WHERE eh.experience_id = $1 AND h.is_active AND h.to_date >= $2::date AND h.from_date <= $3::date`,
      [id, from, to],
    );
  },

  async seatsTaken(id: number, from: string, to: string): Promise<{ day: string; guestsBooked: number; privateBooked: boolean }[]> {
    return sql.query(
      `SELECT day::text AS day, guests_booked AS "guestsBooked", private_booked AS "privateBooked" FROM experience_seats
       WHERE experience_id = $1 AND day BETWEEN $2::date AND $3::date`,
      [id, from, to],
    );
  },

  async host(id: number, lang: LangSuffix): Promise<HostRow | null> {
    const rows = await sql.query<HostRow>(
      `SELECT u.id, coalesce(u.full_name_${lang}, u.full_name) AS name, u.avatar_file_id::text AS "avatarId", u.about, u.language, ${iso('u.created_at')} AS "createdAt",
        u.identity_status_id AS "identityStatusId",
        count(e.id)::int AS "experiencesCount", coalesce(sum(e.ratings_count), 0)::int AS "ratingsCount", coalesce(sum(e.ratings_sum), 0)::int AS "ratingsSum",
        (SELECT ci.name_${lang} FROM experiences e2 JOIN cities ci ON ci.id = e2.city_id WHERE e2.host_id = u.id AND e2.status_id = 5
           GROUP BY ci.id, ci.name_${lang} ORDER BY count(*) DESC, ci.id LIMIT 1) AS "cityName",
        (SELECT e3.image_paths[1] FROM experiences e3 WHERE e3.host_id = u.id AND e3.status_id = 5 ORDER BY e3.rank_score DESC, e3.id DESC LIMIT 1) AS "coverImagePath"
       FROM users u LEFT JOIN experiences e ON e.host_id = u.id AND e.status_id = 5
       WHERE u.id = $1 AND u.is_active
       GROUP BY u.id`,
      [id],
    );
    const h = rows[0];
    return h && h.experiencesCount > 0 ? h : null;
  },

  /** Hosts with approved experiences, ranked by a Bayesian average over all their reviews. */
  async topHosts(limit: number, lang: LangSuffix): Promise<HostRow[]> {
    return sql.query<HostRow>(
      `WITH agg AS (
         SELECT e.host_id, count(*)::int AS n, sum(e.ratings_count)::int AS rc, sum(e.ratings_sum)::int AS rs
         FROM experiences e WHERE e.status_id = 5 GROUP BY e.host_id),
       prior AS (SELECT coalesce(sum(rs)::float8 / nullif(sum(rc), 0), 4.5) AS m FROM agg)
       SELECT u.id, coalesce(u.full_name_${lang}, u.full_name) AS name, u.avatar_file_id::text AS "avatarId", u.about, u.language, ${iso('u.created_at')} AS "createdAt",
         u.identity_status_id AS "identityStatusId", agg.n AS "experiencesCount", agg.rc AS "ratingsCount", agg.rs AS "ratingsSum",
         (SELECT ci.name_${lang} FROM experiences e2 JOIN cities ci ON ci.id = e2.city_id WHERE e2.host_id = u.id AND e2.status_id = 5
            GROUP BY ci.id, ci.name_${lang} ORDER BY count(*) DESC, ci.id LIMIT 1) AS "cityName",
         (SELECT e3.image_paths[1] FROM experiences e3 WHERE e3.host_id = u.id AND e3.status_id = 5 ORDER BY e3.rank_score DESC, e3.id DESC LIMIT 1) AS "coverImagePath"
       FROM agg JOIN users u ON u.id = agg.host_id, prior
       WHERE u.is_active
       ORDER BY (agg.rs + 20 * prior.m) / (agg.rc + 20) DESC, agg.rc DESC, u.id
       LIMIT $1`,
      [limit],
    );
  },

  /** Recomputes rating aggregates of the given experiences (all when omitted), then badges and ranks. */
  async refreshRatings(ids?: number[]): Promise<void> {
    await sql.query(
      `UPDATE experiences e SET ratings_count = r.cnt, ratings_sum = r.total,
         ratings_average = CASE WHEN r.cnt > 0 THEN round(r.total::numeric / r.cnt, 2) END
       FROM (SELECT x.id, count(rv.id)::int AS cnt, coalesce(sum(rv.rate), 0)::int AS total
             FROM experiences x LEFT JOIN experience_reviews rv ON rv.experience_id = x.id
             ${ids ? 'WHERE x.id = ANY($1::int[])' : ''} GROUP BY x.id) r
       WHERE e.id = r.id`,
      ids ? [ids] : [],
    );
    await this.refreshBadges();
  },

  /**
   * Badges and the "recommended" rank (API README "Rating status"): Bayesian average with a prior
   * of 10 reviews at the catalogue mean; guestFavourite = average ≥ 4.8 and ≥ 25 reviews; top5 = top
   * 5 % of its category by Bayesian average among experiences with ≥ 10 reviews.
   */
  async refreshBadges(): Promise<void> {
    await sql.query(
      `WITH prior AS (
         SELECT coalesce(sum(ratings_sum)::float8 / nullif(sum(ratings_count), 0), 4.5) AS m FROM experiences WHERE status_id = 5),
       b AS (
         SELECT e.id, e.category_id, e.ratings_count, e.ratings_average,
                (e.ratings_sum + 10 * prior.m) / (e.ratings_count + 10) AS bayes
         FROM experiences e, prior WHERE e.status_id = 5),
       ranked AS (
         SELECT id, percent_rank() OVER (PARTITION BY category_id ORDER BY bayes DESC, ratings_count DESC) AS pr
         FROM b WHERE ratings_count >= 10)
       UPDATE experiences e SET
         rating_status = CASE WHEN b.ratings_average >= 4.8 AND b.ratings_count >= 25 THEN 1
                              WHEN ranked.pr IS NOT NULL AND ranked.pr <= 0.05 THEN 2 ELSE 4 END,
         is_popular = (b.ratings_count >= 20 AND b.ratings_average >= 4.5) OR (b.ratings_average >= 4.8 AND b.ratings_count >= 25),
         rank_score = round(b.bayes * 10000 + least(b.ratings_count, 200) * 5)::int
       FROM b LEFT JOIN ranked ON ranked.id = b.id
       WHERE e.id = b.id`,
    );
  },

  async setting(key: string): Promise<string | null> {
    const rows = await sql.query<{ value: string }>('SELECT value FROM catalogue_settings WHERE key = $1', [key]);
    return rows[0]?.value ?? null;
  },
  async putSetting(key: string, value: string): Promise<void> {
    await sql.query('INSERT INTO catalogue_settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [key, value]);
  },

  /**
   * Demo occupancy for a seeded catalogue: deterministic per (experience, day) so that every
   * instance computes the same rows; ON CONFLICT keeps real bookings untouched. About 6 % of
   * scheduled days are full, 3 % privately booked and a quarter partly booked.
   */
  async topUpDemoSeats(from: string, to: string): Promise<void> {
    await sql.query(
      `INSERT INTO experience_seats (experience_id, day, guests_booked, private_booked)
       SELECT id, day, guests, priv FROM (
         SELECT e.id, d::date AS day, abs(hashtext(e.id || ':' || d::date)) % 100 AS r,
                CASE WHEN abs(hashtext(e.id || ':' || d::date)) % 100 < 6 THEN coalesce(e.capacity_max, 0)
                     WHEN abs(hashtext(e.id || ':' || d::date)) % 100 < 9 THEN 0
                     ELSE 1 + abs(hashtext(e.id || '/' || d::date)) % greatest(coalesce(e.capacity_max, 2) - 1, 1) END AS guests,
                (abs(hashtext(e.id || ':' || d::date)) % 100 BETWEEN 6 AND 8 AND e.private_enabled)
                  OR (abs(hashtext(e.id || ':' || d::date)) % 100 < 6 AND e.capacity_max IS NULL) AS priv,
                e.capacity_max, e.private_enabled
         FROM experiences e, generate_series($1::date, $2::date, interval '1 day') d
         WHERE e.status_id = 5 AND (e.weekday_mask & (1 << extract(dow FROM d)::int)) <> 0
       ) x
       WHERE r < 6 OR (r < 9 AND private_enabled) OR (r < 35 AND r >= 9 AND capacity_max IS NOT NULL)
       ON CONFLICT (experience_id, day) DO NOTHING`,
      [from, to],
    );
  },

  /** Recomputes the stored guest-facing prices with the current fee configuration. */
  async recomputeFinalPrices(multiplier: number): Promise<void> {
    await sql.query(
      `UPDATE experiences SET final_price = round(price * $1::numeric, 2),
         private_final_price = CASE WHEN private_price IS NULL THEN NULL ELSE round(private_price * $1::numeric, 2) END`,
      [multiplier],
    );
  },
});
export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
