-- QR tickets (issue 12): what a host scans or types at the door. PostgreSQL 15 and PGlite.
-- The QR carries the order's security_stamp (spec: the ticket resolves through
-- Orders/BySecurityStamp/{id}); ticket_code is the same ticket in a form a person can read out and
-- type (12 hexadecimal characters, shown as XXXX-XXXX-XXXX). 48 random bits: a collision between two
-- orders is refused by the unique index, and guessing one is rate-limited per host.
ALTER TABLE orders ADD COLUMN ticket_code text;
UPDATE orders SET ticket_code = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) WHERE ticket_code IS NULL;
ALTER TABLE orders ALTER COLUMN ticket_code SET DEFAULT upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));
ALTER TABLE orders ALTER COLUMN ticket_code SET NOT NULL;
CREATE UNIQUE INDEX orders_ticket_code ON orders (ticket_code);
-- the first successful scan; a second scan answers "already used" with this instant
ALTER TABLE orders ADD COLUMN checked_in_at timestamptz;
ALTER TABLE orders ADD COLUMN checked_in_by integer REFERENCES users(id);
