-- Issue 36.3: a customer moves a confirmed booking to another date. Each move is kept with the price before it
-- (so the vendor's refusal restores it) and its fee; the booking's own columns always show the current date and bill.
ALTER TABLE bookings ADD COLUMN reschedule_fee_amt BIGINT NOT NULL DEFAULT 0;
CREATE TABLE booking_reschedules (
  id            SERIAL PRIMARY KEY,
  booking_id    INT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  from_date     DATE NOT NULL,
  to_date       DATE NOT NULL,
  fee_amt       BIGINT NOT NULL DEFAULT 0 CHECK (fee_amt >= 0),
  before_price  JSONB NOT NULL,
  state         TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending','refused')),
  requested_at  TIMESTAMPTZ NOT NULL,
  answered_at   TIMESTAMPTZ
);
CREATE INDEX booking_reschedules_booking_idx ON booking_reschedules (booking_id, id DESC);
