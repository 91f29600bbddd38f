-- Live listings without an approval date, and the demo's sent-back listing without its note.
--
-- The demo seed wrote its live and paused listings straight into the listing columns, and the
-- moderation queue's approval of a dashboard submission (no wizard working copy) set the status
-- alone: neither recorded approved_at. The wizard took "no approval date" for "never published"
-- and wrote an edit's name, category and kind into such a listing as the host saved it, before
-- staff reviewed anything. The code now tells a published listing by its status as well; this
-- dates the ones already stored so the column means what it says. The approval moment was not
-- recorded: the submission (or, for the seed's listings, the creation) is the closest date known.
UPDATE experiences SET approved_at = coalesce(submitted_at, created_at)
 WHERE approved_at IS NULL AND status_id IN (5, 6);

-- A send-back always carries the moderator's note (ChangeStatus requires one), but the seed wrote
-- its sent-back listing (the perfume atelier in Madinah) without one, so its host read "sent back
-- for changes" and nothing else. The seed runs on a fresh database only: give databases seeded
-- before the fix the note the seed now writes (SEEDED_SEND_BACK_NOTES in src/seed/catalogue),
-- matched by the listing's location, which only an approval rewrites. PostgreSQL 15 and PGlite.
UPDATE experiences
   SET moderation_note = '“Perfume atelier, Madinah” does not tell guests where to go: add the district and a landmark near the atelier, then submit again.'
                         || E'\n' ||
                         '«مشغل العطور، المدينة المنورة» لا يكفي ليعرف الضيوف وجهتهم: أضف اسم الحي ومعلمًا قريبًا من المشغل، ثم أعد الإرسال.'
 WHERE moderation_note IS NULL AND location_en = 'Perfume atelier, Madinah'
   AND (draft_status = 4 OR (draft_status IS NULL AND status_id = 4));
