-- Conversations and quotes between a customer and a vendor (docs/conversations.md).
-- One conversation per customer, service and (optional) event date; the vendor is the service's.
CREATE TABLE conversations (
  id               SERIAL PRIMARY KEY,
  user_id          INT NOT NULL REFERENCES users(id),
  vendor_id        INT NOT NULL REFERENCES vendors(id),
  product_id       INT NOT NULL REFERENCES products(id),
  event_date       DATE,
  guests           INT NOT NULL DEFAULT 0 CHECK (guests >= 0),
  pincode          TEXT NOT NULL DEFAULT '',
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_message_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Unread counters (the inbox badge reads one row per conversation, never counts messages) and read receipts:
  -- the id of the last message each side has read.
  customer_unread  INT NOT NULL DEFAULT 0,
  vendor_unread    INT NOT NULL DEFAULT 0,
  customer_read_id BIGINT NOT NULL DEFAULT 0,
  vendor_read_id   BIGINT NOT NULL DEFAULT 0,
  -- Which side blocked the other (that other side can no longer write).
  blocked_by       TEXT CHECK (blocked_by IN ('customer', 'vendor')),
  reported_at      TIMESTAMPTZ
);
CREATE UNIQUE INDEX conversations_one_per_date ON conversations (user_id, product_id, COALESCE(event_date, DATE '0001-01-01'));
-- The inboxes, newest first, by keyset (last_message_at, id).
CREATE INDEX conversations_customer_inbox ON conversations (user_id, last_message_at DESC, id DESC);
CREATE INDEX conversations_vendor_inbox ON conversations (vendor_id, last_message_at DESC, id DESC);
CREATE INDEX conversations_vendor_unread ON conversations (vendor_id) WHERE vendor_unread > 0;
CREATE INDEX conversations_reported ON conversations (reported_at DESC, id DESC) WHERE reported_at IS NOT NULL;

CREATE TABLE conversation_messages (
  id               BIGSERIAL PRIMARY KEY,
  conversation_id  INT NOT NULL REFERENCES conversations(id),
  sender           TEXT NOT NULL CHECK (sender IN ('customer', 'vendor')),
  -- Stored as typed; masked and escaped on output.
  body             TEXT NOT NULL DEFAULT '',
  photo            TEXT,
  quote_id         INT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX conversation_messages_thread ON conversation_messages (conversation_id, id DESC);

CREATE TABLE conversation_reports (
  id               SERIAL PRIMARY KEY,
  conversation_id  INT NOT NULL REFERENCES conversations(id),
  reporter         TEXT NOT NULL CHECK (reporter IN ('customer', 'vendor')),
  reason           TEXT NOT NULL,
  blocked          BOOLEAN NOT NULL DEFAULT false,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX conversation_reports_conversation ON conversation_reports (conversation_id, id DESC);

-- A vendor's quote: its lines, the service's GST and travel rules as they were when quoted, and what it became.
CREATE TABLE quotes (
  id               SERIAL PRIMARY KEY,
  conversation_id  INT NOT NULL REFERENCES conversations(id),
  event_date       DATE NOT NULL,
  pincode          TEXT NOT NULL,
  hold_date        BOOLEAN NOT NULL DEFAULT false,
  note             TEXT NOT NULL DEFAULT '',
  subtotal_paise   BIGINT NOT NULL CHECK (subtotal_paise >= 0),
  valid_until      TIMESTAMPTZ NOT NULL,
  state            TEXT NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'withdrawn', 'revised', 'accepted')),
  replaces_id      INT REFERENCES quotes(id),
  -- The order it became: at most one booking per quote, whatever the number of accepts racing.
  booking_id       INT UNIQUE REFERENCES bookings(id),
  order_id         TEXT,
  created_at       TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at       TIMESTAMPTZ
);
CREATE INDEX quotes_conversation ON quotes (conversation_id, id DESC);

CREATE TABLE quote_lines (
  quote_id         INT NOT NULL REFERENCES quotes(id),
  line_no          INT NOT NULL,
  description      TEXT NOT NULL,
  quantity         INT NOT NULL CHECK (quantity > 0),
  unit_paise       BIGINT NOT NULL CHECK (unit_paise >= 0),
  PRIMARY KEY (quote_id, line_no)
);

-- A quote that holds its date takes a slot like a booking does (released when it is withdrawn, revised, expires or
-- is accepted — then the order takes the slot).
ALTER TABLE booking_slots ADD COLUMN quote_id INT REFERENCES quotes(id) ON DELETE CASCADE;
CREATE INDEX booking_slots_quote ON booking_slots (quote_id) WHERE quote_id IS NOT NULL;
