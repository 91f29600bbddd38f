-- The national identity service's callback names its transaction (issue 15): find the request by
-- the provider's transaction id.
CREATE INDEX IF NOT EXISTS national_identity_requests_transaction_idx ON national_identity_requests (provider, transaction_id);
