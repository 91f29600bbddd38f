-- Host wizard and moderation (issue 16; host spec §2–§5, §7). PostgreSQL 15 and PGlite.
--
-- The host's working copy of an experience lives in `draft` (the spec's server shape, jsonb): the
-- wizard's step operations merge into it, Draft/{id} reads it back. The listing columns guests
-- search are written from it only when staff approve a submission, so a live listing keeps
-- serving guests unchanged while its host edits and a moderator reviews the new version.
--   draft_status: null = no open revision; 1 draft, 2 pending (in the moderation queue),
--                 3 rejected, 4 resubmit (sent back with a note). For an experience that was never
--                 approved, status_id follows draft_status; an approved one stays 5 (or 6 paused).
ALTER TABLE experiences
  ADD COLUMN IF NOT EXISTS draft jsonb,
  ADD COLUMN IF NOT EXISTS draft_status smallint,
  ADD COLUMN IF NOT EXISTS moderation_note text,
  ADD COLUMN IF NOT EXISTS submitted_at timestamptz,
  ADD COLUMN IF NOT EXISTS approved_at timestamptz,
  ADD COLUMN IF NOT EXISTS reviewed_by integer REFERENCES users(id) ON DELETE SET NULL,
  -- hosting tools: scheduled messages [{title, message, sendTime, filesMeta}] of the approved version
  ADD COLUMN IF NOT EXISTS scheduled_messages jsonb NOT NULL DEFAULT '[]';

-- The moderation queue, oldest submission first.
CREATE INDEX IF NOT EXISTS experiences_moderation_queue ON experiences (submitted_at, id) WHERE draft_status = 2;
-- A host's own list, newest change first.
CREATE INDEX IF NOT EXISTS experiences_host_updated ON experiences (host_id, updated_at DESC, id DESC);

-- Holidays a host adds in the availability step belong to that host (null = the catalogue's).
ALTER TABLE holidays ADD COLUMN IF NOT EXISTS host_id integer REFERENCES users(id) ON DELETE CASCADE;
CREATE INDEX IF NOT EXISTS holidays_host ON holidays (host_id) WHERE host_id IS NOT NULL;

-- Regions a host names in the coverage step (spec: "new ones may be created").
ALTER TABLE regions ADD COLUMN IF NOT EXISTS created_by integer REFERENCES users(id) ON DELETE SET NULL;
