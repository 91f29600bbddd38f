-- Search performance (API README "Search performance").
-- 1. Date searches anti-join the seats taken on one day: index that day.
CREATE INDEX IF NOT EXISTS experience_seats_day ON experience_seats (day, experience_id);

-- 2. "Included services" filters as stored booleans, so they can live in the covering index.
ALTER TABLE experiences
  ADD COLUMN IF NOT EXISTS has_food boolean GENERATED ALWAYS AS (cardinality(included_food) > 0) STORED,
  ADD COLUMN IF NOT EXISTS has_drinks boolean GENERATED ALWAYS AS (cardinality(included_drinks) > 0) STORED,
  ADD COLUMN IF NOT EXISTS has_equipments boolean GENERATED ALWAYS AS (jsonb_array_length(included_equipments) > 0) STORED,
  -- languages as bits (en 1, ar 2, fr 4, ur 8, hi 16, es 32, de 64, tr 128): an integer AND per row
  -- instead of an array overlap, and small enough for the covering index
  ADD COLUMN IF NOT EXISTS language_mask integer GENERATED ALWAYS AS (
    (CASE WHEN 'en' = ANY(languages) THEN 1 ELSE 0 END) | (CASE WHEN 'ar' = ANY(languages) THEN 2 ELSE 0 END) |
    (CASE WHEN 'fr' = ANY(languages) THEN 4 ELSE 0 END) | (CASE WHEN 'ur' = ANY(languages) THEN 8 ELSE 0 END) |
    (CASE WHEN 'hi' = ANY(languages) THEN 16 ELSE 0 END) | (CASE WHEN 'es' = ANY(languages) THEN 32 ELSE 0 END) |
    (CASE WHEN 'de' = ANY(languages) THEN 64 ELSE 0 END) | (CASE WHEN 'tr' = ANY(languages) THEN 128 ELSE 0 END)) STORED;

-- 3. The "recommended" keyset order, covering every column a scalar filter reads: the bounded
--    count and the choice of a page become index-only scans of a small index instead of reads of
--    the wide experiences rows (the queries pick ids first and join the rows of that page only).
CREATE INDEX IF NOT EXISTS experiences_search_cover ON experiences (rank_score DESC, id DESC)
  INCLUDE (type_id, category_id, host_id, final_price, ratings_average, is_popular, private_enabled, instant_booking,
           has_discounts, has_food, has_drinks, has_equipments, provides_transportation, transportation_included,
           is_accessible, guest_under2_allowed, guest_is_male, guest_is_female, guest_min_age, cancellation_policy,
           capacity_max, private_capacity_max, weekday_mask, advance_booking_days, language_mask, latitude, longitude)
  WHERE status_id = 5;
DROP INDEX IF EXISTS experiences_rank_keyset;

-- 4. Map bounds as two ranges: the planner has statistics for latitude and longitude (it has none
--    for `point <@ box`, which it guessed at 0.5 % and so picked the GiST index for a whole-country
--    view). A btree on (latitude, longitude) serves small viewports; large ones read the covering
--    index in rank order and stop at the limit.
-- It covers the same filter columns, so a viewport is answered from the index alone.
CREATE INDEX IF NOT EXISTS experiences_lat_lng ON experiences (latitude, longitude)
  INCLUDE (rank_score, id, type_id, category_id, host_id, final_price, ratings_average, is_popular, private_enabled, instant_booking,
           has_discounts, has_food, has_drinks, has_equipments, provides_transportation, transportation_included,
           is_accessible, guest_under2_allowed, guest_is_male, guest_is_female, guest_min_age, cancellation_policy,
           capacity_max, private_capacity_max, weekday_mask, advance_booking_days, language_mask)
  WHERE status_id = 5 AND latitude IS NOT NULL;
DROP INDEX IF EXISTS experiences_geo;
