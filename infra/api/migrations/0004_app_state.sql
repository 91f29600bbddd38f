-- Small key/value facts about this database (e.g. when the embedded database was seeded).
CREATE TABLE app_state (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
