-- Reservation edits (issue 13, spec guest §2 "edit reservation"): each change a guest made to a paid
-- booking, with the money it moved. `delta` is the new total minus the old one (SAR): a positive one
-- was charged on the saved card (`attempt_id`, a payment attempt of the order), a negative one given
-- back (`refund_key`, the refund's idempotency key). The transactions list shows the first payment
-- as the order's original total and each charge as its own row; refunds already come from `refunds`.
CREATE TABLE order_edits (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id        bigint NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
  from_date       date NOT NULL,
  from_start_time time NOT NULL,
  from_adults     integer NOT NULL,
  from_children   integer NOT NULL,
  to_date         date NOT NULL,
  to_start_time   time NOT NULL,
  to_adults       integer NOT NULL CHECK (to_adults >= 1),
  to_children     integer NOT NULL CHECK (to_children >= 0),
  from_total      numeric(10,2) NOT NULL,
  to_total        numeric(10,2) NOT NULL,
  delta           numeric(10,2) NOT NULL,
  attempt_id      uuid REFERENCES payment_attempts(id),
  refund_key      text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_edits_order ON order_edits (order_id, created_at);
CREATE UNIQUE INDEX order_edits_attempt ON order_edits (attempt_id) WHERE attempt_id IS NOT NULL;
