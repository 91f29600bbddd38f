-- Partial refunds: an order may be refunded more than once from one payment (a host approving part
-- of a late refund, a duplicate payment given back whole). Each refund is now keyed by the
-- idempotency key of the decision that issued it instead of "one refund per payment attempt".
-- Existing rows keep their attempt id as their key, so a retry of an old full refund still finds
-- its row and refunds nothing twice.
ALTER TABLE refunds ADD COLUMN idempotency_key text;
UPDATE refunds SET idempotency_key = attempt_id::text;
ALTER TABLE refunds ALTER COLUMN idempotency_key SET NOT NULL;
ALTER TABLE refunds ADD CONSTRAINT refunds_idempotency_key_key UNIQUE (idempotency_key);
ALTER TABLE refunds DROP CONSTRAINT refunds_attempt_id_key;
CREATE INDEX refunds_attempt ON refunds (attempt_id);
