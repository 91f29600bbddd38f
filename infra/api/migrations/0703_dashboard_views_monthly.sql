-- Page views per experience and calendar month (Analytics' views card and conversion,
-- ExperiencesAnalytics' views column, Insights over long ranges). Those calls summed a row per
-- listing and day from experience_views_daily: a year over 50 listings is 18,250 rows on every
-- call. The month rollup answers whole months with one row per listing and month; only the
-- partial months at either end of a range still read days (repositories/dashboard.ts splitMonths).
-- A trigger on the daily table keeps it, so every writer (a page view, the seed, a benchmark)
-- feeds it the same way.
CREATE TABLE experience_views_monthly (
  experience_id  integer NOT NULL REFERENCES experiences(id) ON DELETE CASCADE,
  month          date NOT NULL CHECK (extract(day FROM month) = 1),
  views          integer NOT NULL DEFAULT 0,
  PRIMARY KEY (experience_id, month)
);

CREATE FUNCTION experience_views_monthly_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE experience_views_monthly SET views = views - OLD.views
     WHERE experience_id = OLD.experience_id AND month = date_trunc('month', OLD.day)::date;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO experience_views_monthly AS m (experience_id, month, views)
    VALUES (NEW.experience_id, date_trunc('month', NEW.day)::date, NEW.views)
    ON CONFLICT (experience_id, month) DO UPDATE SET views = m.views + EXCLUDED.views;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER experience_views_monthly_sync AFTER INSERT OR UPDATE OR DELETE ON experience_views_daily
  FOR EACH ROW EXECUTE FUNCTION experience_views_monthly_sync();

-- Views counted before this migration.
INSERT INTO experience_views_monthly (experience_id, month, views)
SELECT experience_id, date_trunc('month', day)::date, sum(views)
FROM experience_views_daily
GROUP BY 1, 2;
