-- Why a vendor declined its part of a package order (docs/decline-reasons.md): the same reasons as a booking's
-- decline (migration 380), 'other' with the vendor's words.
ALTER TABLE package_booking_items ADD COLUMN decline_reason VARCHAR(20) NULL;
ALTER TABLE package_booking_items ADD COLUMN decline_note VARCHAR(300) NULL;
ALTER TABLE package_booking_items ADD CONSTRAINT package_booking_items_decline_reason_known
  CHECK (decline_reason IS NULL OR decline_reason IN ('date_unavailable', 'outside_area', 'event_type', 'other'));
