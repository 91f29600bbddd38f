-- Sessions a host holds (HostedEvents): one row per listing, booking day and start time with the
-- number of its paid bookings, kept by triggers on orders, so a year of sessions is read from
-- this table instead of counting distinct sessions over every order.
CREATE TABLE host_sessions (
  host_id        integer NOT NULL,
  day            date NOT NULL,
  experience_id  integer NOT NULL,
  start_time     time NOT NULL,
  bookings       integer NOT NULL DEFAULT 0,
  PRIMARY KEY (host_id, day, experience_id, start_time)
);

CREATE FUNCTION orders_host_sessions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.payment_status IN (3, 5, 7) THEN
    UPDATE host_sessions SET bookings = bookings - 1
     WHERE host_id = OLD.host_id AND day = OLD.booking_date AND experience_id = OLD.experience_id AND start_time = OLD.start_time;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.payment_status IN (3, 5, 7) THEN
    INSERT INTO host_sessions AS s (host_id, day, experience_id, start_time, bookings) VALUES (NEW.host_id, NEW.booking_date, NEW.experience_id, NEW.start_time, 1)
    ON CONFLICT (host_id, day, experience_id, start_time) DO UPDATE SET bookings = s.bookings + 1;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER orders_host_sessions_insert_delete AFTER INSERT OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION orders_host_sessions();
CREATE TRIGGER orders_host_sessions_update AFTER UPDATE ON orders FOR EACH ROW
  WHEN (OLD.payment_status IS DISTINCT FROM NEW.payment_status OR OLD.booking_date IS DISTINCT FROM NEW.booking_date
        OR OLD.start_time IS DISTINCT FROM NEW.start_time OR OLD.experience_id IS DISTINCT FROM NEW.experience_id)
  EXECUTE FUNCTION orders_host_sessions();

INSERT INTO host_sessions (host_id, day, experience_id, start_time, bookings)
SELECT host_id, booking_date, experience_id, start_time, count(*) FROM orders WHERE payment_status IN (3, 5, 7) GROUP BY 1, 2, 3, 4;
