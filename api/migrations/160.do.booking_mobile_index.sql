-- Issue 31: the back office finds a booking by the customer's mobile (GET /api/admin/bookings?q=): the booking's
-- contact mobile is read by this index (booking_no, order_id and users.phone already have theirs).
CREATE INDEX bookings_mobile_idx ON bookings (mobile);
