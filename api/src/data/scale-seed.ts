/**
 * The scale data set's statements (api/scripts/seed-scale): bulk INSERT … SELECT
 * generate_series of vendors, customers, services and bookings, the slots and calendars they hold, and the
 * maintenance after the bulk load. Each returns the rows it wrote (the script reports them); how many of each, the
 * order and the timing stay in the script.
 */
import type { Queryable } from '../db/client';

type Count = Promise<number>;
const run = async (q: Queryable, sql: string, params: (string | number | string[])[] = []): Count =>
  (await q.query(sql, params)).rowCount;

/** Whether this database already has the scale data set. */
export async function hasScaleData(q: Queryable): Promise<boolean> {
  const done = await q.query("SELECT 1 FROM seed_info WHERE key = 'scale'");
  return done.rows.length > 0;
}

/** The session's table of sample places (pincode, city, state, position), numbered from 1. */
export async function createScalePlaces(q: Queryable): Promise<void> {
  await q.query(
    'CREATE TEMP TABLE IF NOT EXISTS scale_places (n SERIAL, pin TEXT, city TEXT, state TEXT, lat FLOAT8, lon FLOAT8)',
  );
}

export async function insertScalePlaces(
  q: Queryable,
  pins: string[],
  cities: string[],
  states: string[],
  lats: number[],
  lons: number[],
): Promise<void> {
  await q.query(
    `INSERT INTO scale_places (pin, city, state, lat, lon) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
    [pins, cities, states, lats, lons] as never,
  );
}

/** Seeds random() so the set is the same on every run. */
export async function seedRandom(q: Queryable): Promise<void> {
  await q.query('SELECT setseed(0.19)');
}

/** The demo vendor's password hash (every scale account signs in with it). */
export async function demoVendorHash(q: Queryable): Promise<string> {
  return (await q.query<{ h: string }>("SELECT password_hash AS h FROM vendors WHERE email = 'vendor@utsav.in'"))
    .rows[0]!.h;
}

export const insertScaleVendors = (q: Queryable, hash: string, count: number) =>
  run(
    q,
    `INSERT INTO vendors (name, email, phone, password_hash, service_id)
    SELECT 'Scale Vendor ' || g, 'scale.vendor' || g || '@utsav.in', (7000000000 + g)::text, $1, 1 + g % (SELECT count(*) FROM categories)
    FROM generate_series(1, $2::int) g`,
    [hash, count],
  );

export const insertScaleCustomers = (q: Queryable, hash: string, count: number) =>
  run(
    q,
    `INSERT INTO users (name, email, phone, password_hash)
    SELECT 'Scale Customer ' || g, 'scale.customer' || g || '@example.in', (6000000000 + g)::text, $1
    FROM generate_series(1, $2::int) g`,
    [hash, count],
  );

/** Services in every category at the sample places (`words`: title words). */
export const insertScaleServices = (q: Queryable, count: number, placeCount: number, words: string[]) =>
  run(
    q,
    `WITH v AS (SELECT min(id) AS lo, max(id) AS hi FROM vendors),
    c AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(name ORDER BY id) AS names FROM categories),
    g AS (SELECT g, 1 + floor(random() * array_length(c.ids, 1))::int AS ci, 1 + floor(random() * $2::int)::int AS pi,
                 (200000 + floor(random() * random() * 49800000))::bigint AS mrp, (floor(random() * 4) * 5)::numeric AS disc,
                 CASE WHEN g % 5 = 0 THEN (SELECT id FROM vendors WHERE email = 'vendor@utsav.in') ELSE v.lo + floor(random() * (v.hi - v.lo + 1))::int END AS vid
          FROM generate_series(1, $1::int) g, v, c)
    INSERT INTO products (vendor_id, service_id, title, operator_name, mobile, email, short_des, long_des, booking_amt, discount_per,
                          discount_amt, offer_amt, gst_per, gst_amt, tax_in_payable, payable_amt, travel_charge, address, city, state, pin, lat, lon,
                          status, capacity, rating, created_at)
    SELECT g.vid, c.ids[g.ci], ($3::text[])[1 + g.g % 12] || ' ' || c.names[g.ci] || ' ' || p.city || ' ' || g.g, 'Scale Operator', '9820000001',
           'ops@utsav.in', 'Scale data', 'Scale data set service', g.mrp, g.disc, round(g.mrp * g.disc / 100), g.mrp - round(g.mrp * g.disc / 100),
           18, round((g.mrp - round(g.mrp * g.disc / 100)) * 0.18), round((g.mrp - round(g.mrp * g.disc / 100)) * 0.18),
           round((g.mrp - round(g.mrp * g.disc / 100)) * 1.18), 1000, 'Main Road', p.city, p.state, p.pin, p.lat, p.lon,
           CASE WHEN g.g % 20 = 0 THEN 2 ELSE 1 END, 1 + g.g % 3, round((1 + random() * 4)::numeric, 1),
           now() - random() * interval '730 days'
    FROM g, c, scale_places p WHERE p.n = g.pi`,
    [count, placeCount, words],
  );

export const insertScaleServiceImages = (q: Queryable) =>
  run(
    q,
    `INSERT INTO product_images (product_id, doc)
    SELECT p.id, (SELECT doc FROM product_images WHERE product_id = 1 ORDER BY id LIMIT 1) FROM products p WHERE p.title LIKE '% % % %' AND p.operator_name = 'Scale Operator'`,
  );

/** The vendor-totals trigger off (true) or on again (false) around the bulk booking insert. */
export async function vendorTotalsTrigger(q: Queryable, off: boolean): Promise<void> {
  if (off) await q.query('ALTER TABLE bookings DISABLE TRIGGER bookings_vendor_totals');
  else await q.query('ALTER TABLE bookings ENABLE TRIGGER bookings_vendor_totals');
}

export const insertScaleBookings = (q: Queryable, count: number) =>
  run(
    q,
    `WITH u AS (SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'scale.customer%'),
    demo AS (SELECT (SELECT id FROM users WHERE phone = '9876543210') AS uid),
    prods AS (SELECT array_agg(id) AS all_ids, array_agg(id) FILTER (WHERE vendor_id = (SELECT id FROM vendors WHERE email = 'vendor@utsav.in')) AS mine
              FROM products WHERE operator_name = 'Scale Operator'),
    g AS (SELECT g, CASE WHEN random() < 0.4 THEN demo.uid ELSE u.lo + floor(random() * (u.hi - u.lo + 1))::int END AS uid,
                 CASE WHEN random() < 0.4 THEN prods.mine[1 + floor(random() * array_length(prods.mine, 1))::int]
                      ELSE prods.all_ids[1 + floor(random() * array_length(prods.all_ids, 1))::int] END AS pid,
                 now() - random() * interval '730 days' AS made
          FROM generate_series(1, $1::int) g, u, demo, prods),
    -- The event day, 1–120 days after the booking was made; its state follows the day, as the lifecycle would have
    -- left it: an event before today is completed, a later one confirmed (the API would otherwise
    -- complete some 900 k rows in one UPDATE at its first start, and a bench would measure that).
    d AS (SELECT g.*, (g.made + (1 + floor(random() * 120))::int * interval '1 day')::date AS day FROM g)
    INSERT INTO bookings (booking_no, order_id, bill_no, user_id, vendor_id, product_id, title, booking_date, booking_for, payment_type, status,
                          name, mobile, email, address, city, state, pin, lat, lon, booking_amt, discount_per, discount_amt, offer_amt, gst_per,
                          gst_amt, gst_with_mrp, advance_per, advance_amt, billing_amt, admin_commission_per, admin_commission_amt, created_at,
                          booking_state, completed_at)
    SELECT 'BKS' || g.g, 'ORS' || (g.g / 2), 'BLS' || g.g, g.uid, p.vendor_id, p.id, p.title, g.day,
           'Wedding', CASE WHEN g.g % 3 = 0 THEN 'advance' ELSE 'full' END, 1, 'Scale Customer', '9000000000', 'scale@example.in', 'Main Road',
           p.city, p.state, p.pin, p.lat, p.lon, p.booking_amt, p.discount_per, p.discount_amt, p.offer_amt, p.gst_per, p.gst_amt, p.payable_amt,
           CASE WHEN g.g % 3 = 0 THEN 20 ELSE 0 END, CASE WHEN g.g % 3 = 0 THEN round(p.payable_amt * 0.2) ELSE 0 END, p.payable_amt + 1000,
           10, round(p.offer_amt * 0.1), g.made,
           CASE WHEN g.day < current_date THEN 'completed' ELSE 'confirmed' END, CASE WHEN g.day < current_date THEN g.day + interval '1 day' END
    FROM d g JOIN products p ON p.id = g.pid`,
    [count],
  );

export const recountVendorTotals = (q: Queryable) =>
  run(
    q,
    `UPDATE vendor_totals t SET bookings = (SELECT coalesce(sum(n), 0) FROM vendor_booking_days d WHERE d.vendor_id = t.vendor_id AND d.status = 1)`,
  );

export const insertScaleSlots = (q: Queryable) =>
  run(
    q,
    `INSERT INTO booking_slots (product_id, booking_date, slot_no, booking_id)
    SELECT product_id, booking_date, row_number() OVER (PARTITION BY product_id, booking_date ORDER BY id), id FROM bookings WHERE booking_no LIKE 'BKS%'
    ON CONFLICT DO NOTHING`,
  );

export const insertScaleBlocks = (q: Queryable) =>
  run(
    q,
    `INSERT INTO calendar_blocks (vendor_id, product_id, from_date, to_date, note)
    SELECT v.id, NULL, current_date + (v.id % 60), current_date + (v.id % 60) + 3, 'Scale: away' FROM vendors v
    UNION ALL
    SELECT p.vendor_id, p.id, current_date + (p.id % 90), current_date + (p.id % 90), 'Scale: offline booking'
    FROM (SELECT DISTINCT ON (vendor_id) vendor_id, id FROM products ORDER BY vendor_id, id) p`,
  );

export const insertScaleRules = (q: Queryable) =>
  run(
    q,
    `INSERT INTO service_calendar_rules (product_id, lead_days, window_days, working_days)
    SELECT id, id % 7, 180 + id % 180, CASE WHEN id % 2 = 0 THEN 126 ELSE 127 END FROM products WHERE id % 5 = 0`,
  );

export const insertScaleCapacities = (q: Queryable) =>
  run(
    q,
    `INSERT INTO calendar_capacity (product_id, day, capacity)
    SELECT p.id, current_date + 20 + d, 2 FROM products p, generate_series(0, 6) d WHERE p.id % 10 = 0`,
  );

export async function markScaleData(q: Queryable, summary: string): Promise<void> {
  await q.query("INSERT INTO seed_info (key, value) VALUES ('scale', $1)", [summary]);
}

/** Rewrites the dashboard's roll-up once after the bulk load. */
export const compactRollUp = (q: Queryable) => run(q, 'VACUUM FULL vendor_booking_days');

/** VACUUM ANALYZE of the whole database (visibility map and statistics). */
export const vacuumAnalyze = (q: Queryable) => run(q, 'VACUUM ANALYZE');
