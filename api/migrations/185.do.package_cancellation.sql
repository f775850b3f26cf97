-- Issue 36.4: package orders can be cancelled (customer, operator) and each vendor can decline its own part.
-- An item of a package order is active, declined by its vendor, or cancelled with the whole order; a service swapped
-- in for a declined one points at it (once: a declined item is replaced at most once).
ALTER TABLE package_booking_items ADD COLUMN item_state TEXT NOT NULL DEFAULT 'active'
  CHECK (item_state IN ('active','declined','cancelled'));
ALTER TABLE package_booking_items ADD COLUMN closed_at TIMESTAMPTZ;
-- When a swapped-in service was added (its vendor's 48 hours to decline run from then; else from the order's payment).
ALTER TABLE package_booking_items ADD COLUMN added_at TIMESTAMPTZ;
ALTER TABLE package_booking_items ADD COLUMN replaces_item_id INT REFERENCES package_booking_items(id);
CREATE UNIQUE INDEX package_booking_items_replaces_key ON package_booking_items (replaces_item_id) WHERE replaces_item_id IS NOT NULL;
ALTER TABLE package_bookings ADD COLUMN closed_at TIMESTAMPTZ;

-- A refund may now also be a reschedule's price difference (issue 36.3).
ALTER TABLE refunds DROP CONSTRAINT refunds_reason_check;
ALTER TABLE refunds ADD CONSTRAINT refunds_reason_check
  CHECK (reason IN ('late_payment','customer_cancel','vendor_decline','expired_order','reschedule'));
CREATE INDEX refunds_package_booking_idx ON refunds (package_booking_id) WHERE package_booking_id IS NOT NULL;

-- One GST credit note per supplier of a package refund: the vendor's part of it and the GST inside that part. The
-- money goes back per payment (refunds rows, to the provider); the documents are per vendor (these rows).
CREATE TABLE package_credit_notes (
  id                  SERIAL PRIMARY KEY,
  credit_note_no      TEXT UNIQUE,
  package_booking_id  INT NOT NULL REFERENCES package_bookings(id),
  vendor_id           INT NOT NULL REFERENCES vendors(id),
  reason              TEXT NOT NULL CHECK (reason IN ('customer_cancel','vendor_decline')),
  amount              BIGINT NOT NULL CHECK (amount > 0),
  taxable             BIGINT NOT NULL,
  gst                 BIGINT NOT NULL,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX package_credit_notes_booking_idx ON package_credit_notes (package_booking_id);
CREATE INDEX package_credit_notes_vendor_idx ON package_credit_notes (vendor_id);
