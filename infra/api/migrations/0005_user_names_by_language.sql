-- A person's name as it is written in each interface language (optional). `full_name` stays the
-- name they typed; guest-facing pages show `full_name_<lang>` when there is one (an Arabic page
-- shows "حسن بخش" for a host who signed up as "Hassan Bakhsh"), and `full_name` otherwise.
ALTER TABLE users ADD COLUMN IF NOT EXISTS full_name_en text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS full_name_ar text;
