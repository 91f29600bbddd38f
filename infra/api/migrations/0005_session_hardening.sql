-- A refresh token replaced less than the grace interval ago may be presented once more (two tabs
-- refreshing at once); the time of that one extra use is kept so a further replay is detected.
ALTER TABLE refresh_tokens ADD COLUMN grace_used_at timestamptz;
