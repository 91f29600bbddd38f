-- City searches read served_city_ids: carry it in the covering indexes too, so "in this city"
-- (with or without a category) is answered from the index instead of the wide rows.
CREATE INDEX IF NOT EXISTS experiences_search_cover_v2 ON experiences (rank_score DESC, id DESC)
  INCLUDE (type_id, category_id, host_id, final_price, ratings_average, is_popular, private_enabled, instant_booking,
           has_discounts, has_food, has_drinks, has_equipments, provides_transportation, transportation_included,
           is_accessible, guest_under2_allowed, guest_is_male, guest_is_female, guest_min_age, cancellation_policy,
           capacity_max, private_capacity_max, weekday_mask, advance_booking_days, language_mask, latitude, longitude,
           served_city_ids)
  WHERE status_id = 5;
DROP INDEX IF EXISTS experiences_search_cover;
CREATE INDEX IF NOT EXISTS experiences_category_v2 ON experiences (category_id, rank_score DESC, id DESC)
  INCLUDE (served_city_ids, type_id, final_price, ratings_average, capacity_max, private_capacity_max, weekday_mask, advance_booking_days)
  WHERE status_id = 5;
DROP INDEX IF EXISTS experiences_category;
