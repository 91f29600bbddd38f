-- Guest searches are short index-only scans that stop at a LIMIT. Parallel workers add start-up
-- cost and compete with other requests for the same few cores (measured on the 2-core benchmark:
-- a date + private + city search went from ~18 ms to ~200 ms p50 with two workers under load),
-- so the planner is told not to plan parallel scans of this table.
ALTER TABLE experiences SET (parallel_workers = 0);
