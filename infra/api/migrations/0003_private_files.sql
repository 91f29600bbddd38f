-- Identity documents and work papers are private: served only to their owner and staff.
ALTER TABLE files ADD COLUMN is_private boolean NOT NULL DEFAULT false;
