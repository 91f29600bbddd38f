-- Account verification (issue 15): identity (documents or the national identity service) and
-- host work papers, reviewed by staff. Statuses: 1 pending, 2 approved, 3 resubmit (the same ids
-- as users.identity_status_id / work_papers_status_id, which keep the person's overall status).

-- One identity submission per person; its documents are rows of verification_documents.
CREATE TABLE identity_verifications (
  user_id          integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  method           text NOT NULL CHECK (method IN ('documents', 'national')),
  id_type_id       integer NOT NULL CHECK (id_type_id BETWEEN 1 AND 5),
  country_id       integer,
  issuing_country  text,
  -- national route: only what the service returned that the product needs
  national_id_last4 text CHECK (national_id_last4 ~ '^[0-9]{4}$'),
  verified_name    text,
  submitted_at     timestamptz NOT NULL,
  decided_at       timestamptz,
  decided_by       integer REFERENCES users (id) ON DELETE SET NULL
);

CREATE TABLE work_papers (
  user_id       integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  work_type_id  integer NOT NULL CHECK (work_type_id BETWEEN 1 AND 2),
  submitted_at  timestamptz NOT NULL,
  decided_at    timestamptz,
  decided_by    integer REFERENCES users (id) ON DELETE SET NULL
);

-- Identity slots main (front), other (back), personal (selfie); work slots main, secondary, other.
CREATE TABLE verification_documents (
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind        text NOT NULL CHECK (kind IN ('identity', 'work')),
  slot        text NOT NULL CHECK (slot IN ('main', 'other', 'personal', 'secondary')),
  file_id     uuid NOT NULL REFERENCES files (id),
  status_id   integer NOT NULL CHECK (status_id BETWEEN 1 AND 3),
  issue       text,
  feedback    text,
  updated_at  timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind, slot)
);

-- The review queue: submissions with a pending document, oldest first.
CREATE INDEX verification_documents_pending_idx ON verification_documents (kind, updated_at) WHERE status_id = 1;

-- Requests to the national identity service. The full ID number is never stored: the provider
-- keeps it; we keep its last four digits for the person's own screen.
CREATE TABLE national_identity_requests (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id           integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider          text NOT NULL,
  transaction_id    text NOT NULL,
  national_id_last4 text NOT NULL CHECK (national_id_last4 ~ '^[0-9]{4}$'),
  random_number     integer NOT NULL CHECK (random_number BETWEEN 10 AND 99),
  status            text NOT NULL CHECK (status IN ('waiting', 'completed', 'rejected', 'expired')),
  expires_at        timestamptz NOT NULL,
  created_at        timestamptz NOT NULL
);
CREATE INDEX national_identity_requests_user_idx ON national_identity_requests (user_id, created_at DESC);

-- The offline sandbox of the national identity service (development and tests only: it plays
-- the provider's side, so it holds what the provider would hold).
CREATE TABLE identity_sandbox_transactions (
  id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  national_id    text NOT NULL,
  random_number  integer NOT NULL,
  status         text NOT NULL CHECK (status IN ('waiting', 'completed', 'rejected', 'expired')),
  expires_at     timestamptz NOT NULL,
  created_at     timestamptz NOT NULL
);
CREATE INDEX identity_sandbox_transactions_nid_idx ON identity_sandbox_transactions (national_id, created_at DESC);
