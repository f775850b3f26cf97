-- Payments and the booking lifecycle (issue 20). Amounts integer paise.
-- A booking's booking_state: pending_payment → confirmed → completed, or expired / declined / cancelled.
ALTER TABLE bookings ADD COLUMN booking_state TEXT NOT NULL DEFAULT 'confirmed'
  CHECK (booking_state IN ('pending_payment','confirmed','completed','expired','declined','cancelled'));
ALTER TABLE bookings ADD COLUMN hold_expires_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN paid_amt BIGINT NOT NULL DEFAULT 0 CHECK (paid_amt >= 0);
ALTER TABLE bookings ADD COLUMN refunded_amt BIGINT NOT NULL DEFAULT 0 CHECK (refunded_amt >= 0);
ALTER TABLE bookings ADD COLUMN confirmed_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN closed_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN completed_at TIMESTAMPTZ;
ALTER TABLE bookings ADD COLUMN invoice_issued_at TIMESTAMPTZ;
CREATE INDEX bookings_state_idx ON bookings (booking_state, booking_date);

ALTER TABLE package_bookings ADD COLUMN booking_state TEXT NOT NULL DEFAULT 'confirmed'
  CHECK (booking_state IN ('pending_payment','confirmed','completed','expired','declined','cancelled'));
ALTER TABLE package_bookings ADD COLUMN hold_expires_at TIMESTAMPTZ;
ALTER TABLE package_bookings ADD COLUMN paid_amt BIGINT NOT NULL DEFAULT 0;
ALTER TABLE package_bookings ADD COLUMN refunded_amt BIGINT NOT NULL DEFAULT 0;
ALTER TABLE package_bookings ADD COLUMN confirmed_at TIMESTAMPTZ;

-- One payment order per thing to pay (an order's bookings, a booking's balance, a package order): it is the
-- provider's Order (Razorpay order_…, or the offline gateway's), amount in paise, receipt = our order id.
CREATE TABLE payment_orders (
  id                 SERIAL PRIMARY KEY,
  kind               TEXT NOT NULL CHECK (kind IN ('order','balance','package')),
  receipt            TEXT NOT NULL,
  user_id            INT NOT NULL REFERENCES users(id),
  provider           TEXT NOT NULL,
  provider_order_id  TEXT NOT NULL UNIQUE,
  amount             BIGINT NOT NULL CHECK (amount > 0),
  status             TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created','paid','expired','void')),
  hold_expires_at    TIMESTAMPTZ,
  package_booking_id INT REFERENCES package_bookings(id),
  created_at         TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX payment_orders_receipt_idx ON payment_orders (receipt, kind);
CREATE INDEX payment_orders_open_idx ON payment_orders (status, hold_expires_at);

-- How a payment order's amount is shared among bookings.
CREATE TABLE payment_order_items (
  payment_order_id INT NOT NULL REFERENCES payment_orders(id) ON DELETE CASCADE,
  booking_id       INT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  amount           BIGINT NOT NULL CHECK (amount >= 0),
  PRIMARY KEY (payment_order_id, booking_id)
);

-- Every captured or failed payment, once: the provider's payment id is the key (callbacks and webhooks apply it once).
CREATE TABLE payments (
  id                  TEXT PRIMARY KEY,
  payment_order_id    INT NOT NULL REFERENCES payment_orders(id),
  amount              BIGINT NOT NULL,
  method              TEXT NOT NULL DEFAULT '',
  status              TEXT NOT NULL CHECK (status IN ('captured','failed')),
  error               TEXT NOT NULL DEFAULT '',
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX payments_order_idx ON payments (payment_order_id);

-- What each captured payment paid towards each booking (refunds are taken from these).
CREATE TABLE payment_allocations (
  payment_id   TEXT NOT NULL REFERENCES payments(id),
  booking_id   INT NOT NULL REFERENCES bookings(id) ON DELETE CASCADE,
  amount       BIGINT NOT NULL CHECK (amount >= 0),
  refunded     BIGINT NOT NULL DEFAULT 0 CHECK (refunded >= 0 AND refunded <= amount),
  PRIMARY KEY (payment_id, booking_id)
);

-- Refunds through the provider; each issues a GST credit note.
CREATE TABLE refunds (
  id                  SERIAL PRIMARY KEY,
  provider_refund_id  TEXT UNIQUE,
  payment_id          TEXT NOT NULL REFERENCES payments(id),
  booking_id          INT REFERENCES bookings(id) ON DELETE CASCADE,
  package_booking_id  INT REFERENCES package_bookings(id),
  amount              BIGINT NOT NULL CHECK (amount > 0),
  reason              TEXT NOT NULL CHECK (reason IN ('late_payment','customer_cancel','vendor_decline','expired_order')),
  status              TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','processed','failed')),
  credit_note_no      TEXT UNIQUE,
  credit_taxable      BIGINT NOT NULL DEFAULT 0,
  credit_gst          BIGINT NOT NULL DEFAULT 0,
  created_at          TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX refunds_booking_idx ON refunds (booking_id);

-- The vendor ledger: money actually collected for the vendor's bookings, the admin commission on it, refunds
-- (and the commission given back), payouts. Signed amounts from the vendor's point of view.
CREATE TABLE vendor_ledger (
  id          SERIAL PRIMARY KEY,
  vendor_id   INT NOT NULL REFERENCES vendors(id),
  booking_id  INT REFERENCES bookings(id) ON DELETE CASCADE,
  kind        TEXT NOT NULL CHECK (kind IN ('collected','commission','refund','payout')),
  amount      BIGINT NOT NULL,
  ref         TEXT NOT NULL DEFAULT '',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX vendor_ledger_vendor_idx ON vendor_ledger (vendor_id, booking_id);

CREATE TABLE vendor_payouts (
  id          SERIAL PRIMARY KEY,
  vendor_id   INT NOT NULL REFERENCES vendors(id),
  amount      BIGINT NOT NULL CHECK (amount > 0),
  reference   TEXT NOT NULL,
  paid_at     TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Webhook deliveries seen (X-Razorpay-Event-Id), so a replayed delivery does nothing.
CREATE TABLE webhook_events (
  event_id    TEXT PRIMARY KEY,
  event       TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- The offline gateway's own books (it plays the provider: orders, payments, refunds).
CREATE TABLE offline_gateway_orders (
  id          TEXT PRIMARY KEY,
  amount      BIGINT NOT NULL,
  currency    TEXT NOT NULL,
  receipt     TEXT NOT NULL,
  status      TEXT NOT NULL DEFAULT 'created',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE offline_gateway_payments (
  id               TEXT PRIMARY KEY,
  order_id         TEXT NOT NULL REFERENCES offline_gateway_orders(id),
  amount           BIGINT NOT NULL,
  method           TEXT NOT NULL,
  status           TEXT NOT NULL,
  amount_refunded  BIGINT NOT NULL DEFAULT 0,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE offline_gateway_refunds (
  id          TEXT PRIMARY KEY,
  payment_id  TEXT NOT NULL REFERENCES offline_gateway_payments(id),
  amount      BIGINT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
)
;
CREATE UNIQUE INDEX payment_orders_open_key ON payment_orders (kind, receipt) WHERE status = 'created';
ALTER TABLE package_bookings ADD COLUMN payment_type TEXT NOT NULL DEFAULT 'full' CHECK (payment_type IN ('full','advance'))
