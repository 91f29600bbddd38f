-- Additional phones (§7 Account UpdateAdditionalPhones): contact numbers besides the sign-in
-- phone, E.164, at most 3 (checked by the API). Not unique across users: a household may share one.
ALTER TABLE users ADD COLUMN additional_phones text[] NOT NULL DEFAULT '{}';
