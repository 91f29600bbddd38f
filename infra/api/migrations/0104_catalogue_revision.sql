-- A number that moves whenever something a guest's search can show changes: anonymous
-- ExperiencesList answers are kept per query and revision (src/repositories/catalogue-search.ts),
-- so the next search after a host's edit, an approval, a booking taking seats or a renamed city
-- runs the query again. A sequence, not a row: bumping it takes no lock, so writers (bookings
-- taking seats) never queue behind each other for it. Statement-level triggers: one bump per
-- statement, whatever the number of rows (seeds, imports).
CREATE SEQUENCE catalogue_revision;

CREATE FUNCTION bump_catalogue_revision() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalogue_revision');
  RETURN NULL;
END
$$;

-- What the list reads: the experiences and their joins (categories, cities, host names and
-- avatars), the city and region names a CityName search resolves, and what a Date search checks
-- (holidays, time slots, seats).
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON experiences FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON experience_categories FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON cities FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON holidays FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON experience_holidays FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON experience_time_slots FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
CREATE TRIGGER catalogue_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON experience_seats FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
-- Users change often (sign-ins, sessions): only what a card shows of its host counts.
CREATE TRIGGER catalogue_revision AFTER UPDATE OF full_name, full_name_en, full_name_ar, avatar_file_id ON users FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
