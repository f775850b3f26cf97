-- The cancellation tier of a booking is counted to the earliest date it held (the date first paid for, or an earlier
-- date it was moved to), whatever moves follow (docs/payments.md "Refund tier after a move"): a move out of a refund
-- window keeps its forfeit. NULL means the booking never moved (its booking_date is that date); readers take
-- LEAST(refund_tier_date, booking_date), which ignores NULL.
ALTER TABLE bookings ADD COLUMN refund_tier_date DATE;
UPDATE bookings b SET refund_tier_date = m.earliest
  FROM (
    SELECT booking_id,
           LEAST(min(from_date), min(CASE WHEN state <> 'refused' THEN to_date END)) AS earliest
      FROM booking_reschedules GROUP BY booking_id
  ) m
 WHERE m.booking_id = b.id;
