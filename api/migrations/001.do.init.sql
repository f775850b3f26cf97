-- Utsav schema. Money columns are integer paise (BIGINT); percentages NUMERIC(5,2); dates DATE.

CREATE TABLE categories (
  id          SERIAL PRIMARY KEY,
  name        TEXT NOT NULL UNIQUE,
  image       TEXT NOT NULL,
  sort_order  INT NOT NULL DEFAULT 0
);

CREATE TABLE users (
  id            SERIAL PRIMARY KEY,
  name          TEXT NOT NULL,
  email         TEXT NOT NULL,
  phone         TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_phone_key ON users (phone);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE vendors (
  id            SERIAL PRIMARY KEY,
  name          TEXT NOT NULL,
  email         TEXT NOT NULL,
  phone         TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  service_id    INT NOT NULL REFERENCES categories(id),
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX vendors_email_key ON vendors (lower(email));
CREATE UNIQUE INDEX vendors_phone_key ON vendors (phone);

CREATE TABLE products (
  id                   SERIAL PRIMARY KEY,
  vendor_id            INT NOT NULL REFERENCES vendors(id),
  service_id           INT NOT NULL REFERENCES categories(id),
  title                TEXT NOT NULL,
  operator_name        TEXT NOT NULL,
  mobile               TEXT NOT NULL,
  email                TEXT NOT NULL,
  short_des            TEXT NOT NULL DEFAULT '',
  long_des             TEXT NOT NULL DEFAULT '',
  booking_amt          BIGINT NOT NULL CHECK (booking_amt >= 0),
  discount_per         NUMERIC(5,2) NOT NULL DEFAULT 0 CHECK (discount_per BETWEEN 0 AND 100),
  discount_amt         BIGINT NOT NULL DEFAULT 0,
  offer_amt            BIGINT NOT NULL DEFAULT 0,
  gst_per              NUMERIC(5,2) NOT NULL DEFAULT 18 CHECK (gst_per BETWEEN 0 AND 100),
  gst_amt              BIGINT NOT NULL DEFAULT 0,
  gst_include_exclude  SMALLINT NOT NULL DEFAULT 0 CHECK (gst_include_exclude IN (0,1)),
  tax_in_payable       BIGINT NOT NULL DEFAULT 0,
  payable_amt          BIGINT NOT NULL DEFAULT 0,
  travel_charge        BIGINT NOT NULL DEFAULT 0,
  booking_advance_per  NUMERIC(5,2) NOT NULL DEFAULT 20,
  admin_commission_per NUMERIC(5,2) NOT NULL DEFAULT 10,
  amount_hide_show     SMALLINT NOT NULL DEFAULT 0 CHECK (amount_hide_show IN (0,1)),
  address              TEXT NOT NULL DEFAULT '',
  city                 TEXT NOT NULL DEFAULT '',
  state                TEXT NOT NULL DEFAULT '',
  pin                  TEXT NOT NULL DEFAULT '',
  lat                  DOUBLE PRECISION,
  lon                  DOUBLE PRECISION,
  status               SMALLINT NOT NULL DEFAULT 1 CHECK (status IN (1,2)),
  capacity             INT NOT NULL DEFAULT 1 CHECK (capacity >= 1),
  rating               NUMERIC(2,1) NOT NULL DEFAULT 0,
  created_at           TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX products_vendor_idx ON products (vendor_id);
CREATE INDEX products_service_idx ON products (service_id, status);
CREATE INDEX products_status_created_idx ON products (status, created_at DESC);
CREATE INDEX products_title_idx ON products (lower(title));

CREATE TABLE product_images (
  id          SERIAL PRIMARY KEY,
  product_id  INT NOT NULL REFERENCES products(id) ON DELETE CASCADE,
  doc         TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX product_images_product_idx ON product_images (product_id, id);

CREATE TABLE sliders (
  id          SERIAL PRIMARY KEY,
  service_id  INT NOT NULL REFERENCES categories(id),
  doc         TEXT NOT NULL,
  sort_order  INT NOT NULL DEFAULT 0
);

CREATE TABLE addresses (
  id          SERIAL PRIMARY KEY,
  user_id     INT NOT NULL REFERENCES users(id),
  regno       TEXT NOT NULL DEFAULT '123456',
  name        TEXT NOT NULL,
  mobile      TEXT NOT NULL,
  email       TEXT NOT NULL,
  address     TEXT NOT NULL,
  city        TEXT NOT NULL,
  state       TEXT NOT NULL,
  zipcode     TEXT NOT NULL,
  country     TEXT NOT NULL DEFAULT 'India',
  location    TEXT NOT NULL DEFAULT '',
  lat         DOUBLE PRECISION,
  lon         DOUBLE PRECISION,
  deleted     BOOLEAN NOT NULL DEFAULT false,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user_idx ON addresses (user_id) WHERE NOT deleted;

CREATE TABLE cart_items (
  id            SERIAL PRIMARY KEY,
  user_id       INT NOT NULL REFERENCES users(id),
  product_id    INT NOT NULL REFERENCES products(id),
  booking_date  DATE NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id, booking_date)
);
CREATE INDEX cart_items_user_idx ON cart_items (user_id);

CREATE TABLE bookings (
  id                    SERIAL PRIMARY KEY,
  booking_no            TEXT NOT NULL UNIQUE,
  order_id              TEXT NOT NULL,
  bill_no               TEXT NOT NULL,
  user_id               INT NOT NULL REFERENCES users(id),
  vendor_id             INT NOT NULL REFERENCES vendors(id),
  product_id            INT NOT NULL REFERENCES products(id),
  title                 TEXT NOT NULL,
  booking_date          DATE NOT NULL,
  booking_for           TEXT NOT NULL,
  gst_no                TEXT NOT NULL DEFAULT '',
  payment_type          TEXT NOT NULL CHECK (payment_type IN ('full','advance')),
  status                SMALLINT NOT NULL DEFAULT 1,
  address_id            INT REFERENCES addresses(id),
  name                  TEXT NOT NULL,
  mobile                TEXT NOT NULL,
  email                 TEXT NOT NULL,
  address               TEXT NOT NULL,
  city                  TEXT NOT NULL,
  state                 TEXT NOT NULL,
  pin                   TEXT NOT NULL,
  lat                   DOUBLE PRECISION,
  lon                   DOUBLE PRECISION,
  booking_amt           BIGINT NOT NULL,
  discount_per          NUMERIC(5,2) NOT NULL,
  discount_amt          BIGINT NOT NULL,
  offer_amt             BIGINT NOT NULL,
  gst_per               NUMERIC(5,2) NOT NULL,
  gst_amt               BIGINT NOT NULL,
  gst_with_mrp          BIGINT NOT NULL,
  distance_km           NUMERIC(10,2) NOT NULL DEFAULT 0,
  travel_charges        BIGINT NOT NULL DEFAULT 0,
  advance_per           NUMERIC(5,2) NOT NULL DEFAULT 0,
  advance_amt           BIGINT NOT NULL DEFAULT 0,
  billing_amt           BIGINT NOT NULL,
  admin_commission_per  NUMERIC(5,2) NOT NULL DEFAULT 0,
  admin_commission_amt  BIGINT NOT NULL DEFAULT 0,
  created_at            TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX bookings_user_idx ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_vendor_idx ON bookings (vendor_id, created_at DESC);
CREATE INDEX bookings_order_idx ON bookings (order_id);
CREATE INDEX bookings_product_idx ON bookings (product_id, booking_date);

CREATE TABLE packages (
  id                SERIAL PRIMARY KEY,
  name              TEXT NOT NULL,
  description       TEXT NOT NULL,
  in_package        TEXT NOT NULL,
  image             TEXT NOT NULL,
  total             BIGINT NOT NULL,
  advance_per       NUMERIC(5,2) NOT NULL DEFAULT 20,
  amount_hide_show  SMALLINT NOT NULL DEFAULT 0,
  status            SMALLINT NOT NULL DEFAULT 1
);

CREATE TABLE package_groups (
  id          SERIAL PRIMARY KEY,
  package_id  INT NOT NULL REFERENCES packages(id) ON DELETE CASCADE,
  service_id  INT NOT NULL REFERENCES categories(id),
  maxitem     INT NOT NULL CHECK (maxitem >= 1),
  amount      BIGINT NOT NULL,
  sort_order  INT NOT NULL DEFAULT 0
);
CREATE INDEX package_groups_package_idx ON package_groups (package_id);

CREATE TABLE package_group_products (
  group_id    INT NOT NULL REFERENCES package_groups(id) ON DELETE CASCADE,
  product_id  INT NOT NULL REFERENCES products(id),
  PRIMARY KEY (group_id, product_id)
);

CREATE TABLE package_carts (
  id            SERIAL PRIMARY KEY,
  user_id       INT NOT NULL UNIQUE REFERENCES users(id),
  package_id    INT NOT NULL REFERENCES packages(id),
  booking_date  DATE NOT NULL,
  selection     TEXT NOT NULL,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE TABLE package_bookings (
  id              SERIAL PRIMARY KEY,
  order_id        TEXT NOT NULL UNIQUE,
  user_id         INT NOT NULL REFERENCES users(id),
  package_id      INT NOT NULL REFERENCES packages(id),
  package_name    TEXT NOT NULL,
  booking_date    DATE NOT NULL,
  booking_for     TEXT NOT NULL,
  gst_no          TEXT NOT NULL DEFAULT '',
  address_id      INT REFERENCES addresses(id),
  name            TEXT NOT NULL,
  mobile          TEXT NOT NULL,
  email           TEXT NOT NULL,
  address         TEXT NOT NULL,
  city            TEXT NOT NULL,
  state           TEXT NOT NULL,
  pin             TEXT NOT NULL,
  package_total   BIGINT NOT NULL,
  advance_amt     BIGINT NOT NULL DEFAULT 0,
  status          SMALLINT NOT NULL DEFAULT 1,
  created_at      TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX package_bookings_user_idx ON package_bookings (user_id, created_at DESC);

CREATE TABLE package_booking_items (
  id                  SERIAL PRIMARY KEY,
  package_booking_id  INT NOT NULL REFERENCES package_bookings(id) ON DELETE CASCADE,
  group_id            INT NOT NULL REFERENCES package_groups(id),
  service_id          INT NOT NULL REFERENCES categories(id),
  service_name        TEXT NOT NULL,
  product_id          INT NOT NULL REFERENCES products(id),
  vendor_id           INT NOT NULL REFERENCES vendors(id),
  title               TEXT NOT NULL,
  payable_amt         BIGINT NOT NULL,
  booking_date        DATE NOT NULL
);
CREATE INDEX package_booking_items_booking_idx ON package_booking_items (package_booking_id);
CREATE INDEX package_booking_items_vendor_idx ON package_booking_items (vendor_id, product_id);

-- One row per taken slot: a product takes `capacity` bookings per date. The primary key is what makes
-- concurrent bookings of the last slot safe: exactly one INSERT wins.
CREATE TABLE booking_slots (
  product_id    INT NOT NULL REFERENCES products(id),
  booking_date  DATE NOT NULL,
  slot_no       INT NOT NULL,
  booking_id    INT REFERENCES bookings(id) ON DELETE CASCADE,
  package_item_id INT REFERENCES package_booking_items(id) ON DELETE CASCADE,
  created_at    TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, booking_date, slot_no)
);

CREATE TABLE reviews (
  id          SERIAL PRIMARY KEY,
  user_id     INT NOT NULL REFERENCES users(id),
  product_id  INT NOT NULL REFERENCES products(id),
  booking_id  INT REFERENCES bookings(id),
  rating      SMALLINT NOT NULL CHECK (rating BETWEEN 1 AND 5),
  review_des  TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX reviews_product_idx ON reviews (product_id, created_at DESC);
CREATE UNIQUE INDEX reviews_booking_key ON reviews (booking_id) WHERE booking_id IS NOT NULL;

CREATE TABLE enquiries (
  id          SERIAL PRIMARY KEY,
  user_id     INT REFERENCES users(id),
  product_id  INT REFERENCES products(id),
  package_id  INT REFERENCES packages(id),
  name        TEXT NOT NULL,
  mobile      TEXT NOT NULL,
  email       TEXT NOT NULL,
  address     TEXT NOT NULL,
  created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX enquiries_user_idx ON enquiries (user_id, created_at DESC);

CREATE TABLE calendar_events (
  id          SERIAL PRIMARY KEY,
  event_date  DATE NOT NULL,
  event       TEXT NOT NULL,
  type        TEXT NOT NULL,
  extras      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX calendar_events_date_idx ON calendar_events (event_date);

CREATE TABLE contacts (
  id     SERIAL PRIMARY KEY,
  phone  TEXT NOT NULL,
  email  TEXT NOT NULL
);

CREATE TABLE seed_info (
  key    TEXT PRIMARY KEY,
  value  TEXT NOT NULL
);
