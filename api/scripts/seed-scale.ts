/**
 * Scale data set (issue 19): `npm run seed:scale -w api -- --services 50000 --bookings 1000000`.
 * Applies the migrations and the demo seed to the database of the environment (DATABASE_URL [+ DB_SCHEMA]; without
 * it the embedded PGlite under DATA_DIR, which copes with smaller counts), then adds vendors, customers, services
 * and bookings in bulk with INSERT … SELECT generate_series: services in every category, in real Indian cities and
 * pincodes (api/assets/pincodes.tsv), prices ₹2,000–₹5,00,000, ratings, created over two years; bookings spread over
 * two years, 40 % of them on the demo customer (9876543210) and on the demo vendor's services — the worst case
 * for "my bookings" and "vendor bookings". Run once on an empty database.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT, loadConfig } from '../src/config';
import { createDb } from '../src/db/client';
import { DATA_TOPICS } from '../src/db/data-topics';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : fallback;
  if (!Number.isInteger(v) || v < 0) throw new Error(`--${name} must be a whole number`);
  return v;
};
const SERVICES = arg('services', 50_000);
const BOOKINGS = arg('bookings', 1_000_000);
const VENDORS = arg('vendors', Math.max(10, Math.round(SERVICES / 50)));
const CUSTOMERS = arg('customers', Math.max(10, Math.round(BOOKINGS / 50)));

const config = loadConfig();
const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`, schema: config.dbSchema, poolSize: 2 });
const t0 = Date.now();
const step = async (label: string, sql: string, params: (string | number)[] = []) => {
  const s = Date.now();
  const r = await db.query(sql, params);
  console.log(`${label}: ${r.rowCount} rows in ${((Date.now() - s) / 1000).toFixed(1)} s`);
};
try {
  await migrate(db);
  await seed(db);
  const done = await db.query("SELECT 1 FROM seed_info WHERE key = 'scale'");
  if (done.rows.length) throw new Error('this database already has the scale data set');

  // Places: a sample of real pincodes.
  const lines = readFileSync(path.join(API_ROOT, 'assets', 'pincodes.tsv'), 'utf8').trim().split('\n').slice(1);
  const places = lines.filter((_, i) => i % Math.max(1, Math.floor(lines.length / 2000)) === 0).map((l) => l.split('\t'));
  await db.query('CREATE TEMP TABLE IF NOT EXISTS scale_places (n SERIAL, pin TEXT, city TEXT, state TEXT, lat FLOAT8, lon FLOAT8)');
  for (let i = 0; i < places.length; i += 500) {
    const chunk = places.slice(i, i + 500);
    await db.query(
      `INSERT INTO scale_places (pin, city, state, lat, lon) SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::float8[], $5::float8[])`,
      [chunk.map((p) => p[0]!), chunk.map((p) => p[2]!), chunk.map((p) => p[3]!), chunk.map((p) => Number(p[4])), chunk.map((p) => Number(p[5]))] as never,
    );
  }
  const placeCount = places.length;
  await db.query('SELECT setseed(0.19)');
  const hash = (await db.query<{ h: string }>("SELECT password_hash AS h FROM vendors WHERE email = 'vendor@utsav.in'")).rows[0]!.h;

  await step('vendors', `INSERT INTO vendors (name, email, phone, password_hash, service_id)
    SELECT 'Scale Vendor ' || g, 'scale.vendor' || g || '@utsav.in', (7000000000 + g)::text, $1, 1 + g % (SELECT count(*) FROM categories)
    FROM generate_series(1, $2::int) g`, [hash, VENDORS]);
  await step('customers', `INSERT INTO users (name, email, phone, password_hash)
    SELECT 'Scale Customer ' || g, 'scale.customer' || g || '@example.in', (6000000000 + g)::text, $1
    FROM generate_series(1, $2::int) g`, [hash, CUSTOMERS]);

  const words = ['Royal', 'Golden', 'Shubh', 'Grand', 'Classic', 'Elegant', 'Utsav', 'Mangal', 'Heritage', 'Modern', 'Rangoli', 'Saffron'];
  await step('services', `WITH v AS (SELECT min(id) AS lo, max(id) AS hi FROM vendors),
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
    FROM g, c, scale_places p WHERE p.n = g.pi`, [SERVICES, placeCount, words]);
  await step('service images', `INSERT INTO product_images (product_id, doc)
    SELECT p.id, (SELECT doc FROM product_images WHERE product_id = 1 ORDER BY id LIMIT 1) FROM products p WHERE p.title LIKE '% % % %' AND p.operator_name = 'Scale Operator'`);

  // The vendor totals row (migration 195) is one row per vendor, updated by a row trigger per booking: in one INSERT
  // of hundreds of thousands of bookings, 40 % on the demo vendor, every update walks the row's whole chain of
  // versions (none can be pruned inside the transaction) — quadratic, hours on a busy machine. The trigger is off for
  // the bulk insert and the bookings count is set once from the per-day roll-up (which its own trigger keeps).
  await db.query('ALTER TABLE bookings DISABLE TRIGGER bookings_vendor_totals');
  await step('bookings', `WITH u AS (SELECT min(id) AS lo, max(id) AS hi FROM users WHERE email LIKE 'scale.customer%'),
    demo AS (SELECT (SELECT id FROM users WHERE phone = '9876543210') AS uid),
    prods AS (SELECT array_agg(id) AS all_ids, array_agg(id) FILTER (WHERE vendor_id = (SELECT id FROM vendors WHERE email = 'vendor@utsav.in')) AS mine
              FROM products WHERE operator_name = 'Scale Operator'),
    g AS (SELECT g, CASE WHEN random() < 0.4 THEN demo.uid ELSE u.lo + floor(random() * (u.hi - u.lo + 1))::int END AS uid,
                 CASE WHEN random() < 0.4 THEN prods.mine[1 + floor(random() * array_length(prods.mine, 1))::int]
                      ELSE prods.all_ids[1 + floor(random() * array_length(prods.all_ids, 1))::int] END AS pid,
                 now() - random() * interval '730 days' AS made
          FROM generate_series(1, $1::int) g, u, demo, prods),
    -- The event day, 1–120 days after the booking was made; its state follows the day, as the lifecycle would have
    -- left it (issue 20): an event before today is completed, a later one confirmed (the API would otherwise
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
    FROM d g JOIN products p ON p.id = g.pid`, [BOOKINGS]);
  await db.query('ALTER TABLE bookings ENABLE TRIGGER bookings_vendor_totals');
  await step('vendor totals: bookings', `UPDATE vendor_totals t SET bookings = (SELECT coalesce(sum(n), 0) FROM vendor_booking_days d WHERE d.vendor_id = t.vendor_id AND d.status = 1)`);
  // Issue 36: the slots the bookings hold (the month availability read counts them) and vendor calendars — every
  // scale vendor has two blocks (one for all services, one for a service), a fifth of the services booking rules and
  // a tenth a week of their own capacities.
  await step('booking slots', `INSERT INTO booking_slots (product_id, booking_date, slot_no, booking_id)
    SELECT product_id, booking_date, row_number() OVER (PARTITION BY product_id, booking_date ORDER BY id), id FROM bookings WHERE booking_no LIKE 'BKS%'
    ON CONFLICT DO NOTHING`);
  await step('calendar blocks', `INSERT INTO calendar_blocks (vendor_id, product_id, from_date, to_date, note)
    SELECT v.id, NULL, current_date + (v.id % 60), current_date + (v.id % 60) + 3, 'Scale: away' FROM vendors v
    UNION ALL
    SELECT p.vendor_id, p.id, current_date + (p.id % 90), current_date + (p.id % 90), 'Scale: offline booking'
    FROM (SELECT DISTINCT ON (vendor_id) vendor_id, id FROM products ORDER BY vendor_id, id) p`);
  await step('calendar rules', `INSERT INTO service_calendar_rules (product_id, lead_days, window_days, working_days)
    SELECT id, id % 7, 180 + id % 180, CASE WHEN id % 2 = 0 THEN 126 ELSE 127 END FROM products WHERE id % 5 = 0`);
  await step('calendar capacities', `INSERT INTO calendar_capacity (product_id, day, capacity)
    SELECT p.id, current_date + 20 + d, 2 FROM products p, generate_series(0, 6) d WHERE p.id % 10 = 0`);
  await db.query("INSERT INTO seed_info (key, value) VALUES ('scale', $1)", [`${SERVICES} services, ${BOOKINGS} bookings`]);
  // One INSERT of a million bookings updated the dashboard's roll-up a million times in a single transaction, where
  // no old version can be pruned: its table and index came out two to three times their size (migration 015).
  // Rewritten once, as after any bulk import; day-to-day writes keep it compact by themselves (fillfactor 70).
  await step('compact the roll-up', 'VACUUM FULL vendor_booking_days');
  // VACUUM sets the visibility map, so counts read the partial indexes only (index-only scans).
  await step('vacuum analyze', 'VACUUM ANALYZE');
  await db.changed(DATA_TOPICS);
  console.log(`scale data set ready in ${((Date.now() - t0) / 1000).toFixed(0)} s (${SERVICES} services, ${BOOKINGS} bookings, ${VENDORS} vendors, ${CUSTOMERS} customers)`);
} finally {
  await db.close();
}
