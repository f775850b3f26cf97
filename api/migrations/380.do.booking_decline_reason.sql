-- Why a booking was declined (docs/decline-reasons.md): the vendor's fixed reason, or 'other' with their words.
ALTER TABLE bookings ADD COLUMN decline_reason VARCHAR(20) NULL;
ALTER TABLE bookings ADD COLUMN decline_note VARCHAR(300) NULL;
ALTER TABLE bookings ADD CONSTRAINT bookings_decline_reason_known
  CHECK (decline_reason IS NULL OR decline_reason IN ('date_unavailable', 'outside_area', 'event_type', 'other'));
