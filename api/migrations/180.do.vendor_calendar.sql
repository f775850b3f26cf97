-- A vendor's calendar (issue 36, docs/vendor-calendar.md): per-service booking rules (lead time, booking window,
-- working weekdays), blocks of dates for one service or all of a vendor's (a private note), and a date's own capacity
-- overriding the service's. A service without a rules row has the defaults (0 days' notice, no window, every day).
CREATE TABLE service_calendar_rules (
  product_id    INT PRIMARY KEY REFERENCES products(id) ON DELETE CASCADE,
  lead_days     SMALLINT NOT NULL DEFAULT 0 CHECK (lead_days BETWEEN 0 AND 365),
  window_days   SMALLINT CHECK (window_days BETWEEN 1 AND 730),
  working_days  SMALLINT NOT NULL DEFAULT 127 CHECK (working_days BETWEEN 1 AND 127),
  updated_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- product_id NULL = every service of the vendor. The month read asks "blocks of vendor V (this service or all) that
-- end on or after the first day shown": (vendor_id, to_date) answers it from the index.
CREATE TABLE calendar_blocks (
  id          SERIAL PRIMARY KEY,
  vendor_id   INT NOT NULL REFERENCES vendors(id) ON DELETE CASCADE,
  product_id  INT REFERENCES products(id) ON DELETE CASCADE,
  from_date   DATE NOT NULL,
  to_date     DATE NOT NULL,
  note        TEXT NOT NULL DEFAULT '',
  created_by  TEXT NOT NULL DEFAULT 'vendor',
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK (to_date >= from_date)
);
CREATE INDEX calendar_blocks_vendor_to ON calendar_blocks (vendor_id, to_date, from_date);

CREATE TABLE calendar_capacity (
  product_id  INT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  day         DATE NOT NULL,
  capacity    SMALLINT NOT NULL CHECK (capacity BETWEEN 0 AND 100),
  PRIMARY KEY (product_id, day)
);
