-- A changed e-mail or phone number waits here until its code is confirmed.
ALTER TABLE users ADD COLUMN pending_email citext;
ALTER TABLE users ADD COLUMN pending_phone text;
