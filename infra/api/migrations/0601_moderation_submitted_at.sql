-- Date the submissions that reached the moderation queue undated. The demo seed wrote its pending
-- listing without submitted_at and the dashboard's SubmitDraft set the status alone, so the queue
-- showed "—" for them and sorted them after every dated submission (NULLs last). The seed runs on
-- a fresh database only, so databases seeded before the fix keep such a row: date it by its last
-- change, which for a listing waiting in the queue is its submission (any later edit through the
-- wizard withdraws it). PostgreSQL 15 and PGlite.
UPDATE experiences SET submitted_at = updated_at
 WHERE submitted_at IS NULL AND (draft_status = 2 OR (draft_status IS NULL AND status_id = 2));
