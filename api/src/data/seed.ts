/**
 * The demo seed's writes (db/seed; moved here): one statement per kind of demo row, run on the seed's
 * transaction. What is seeded (names, prices, dates, the deterministic choices) stays in db/seed and db/seed-data.
 */
import type { Queryable } from '../db/client';

type P = string | number | boolean | null;

async function insertId(q: Queryable, sql: string, params: P[]): Promise<number> {
  const r = await q.query<{ id: number }>(`${sql} RETURNING id`, params);
  return r.rows[0]!.id;
}

/** Whether the demo seed ran (seed_info.seeded). */
export async function seededMark(q: Queryable): Promise<boolean> {
  const r = await q.query<{ value: string }>("SELECT value FROM seed_info WHERE key = 'seeded'");
  return r.rows.length > 0;
}

/** The same, inside the seed's transaction (after its lock). */
export async function seededInTransaction(tx: Queryable): Promise<boolean> {
  return (await tx.query("SELECT 1 FROM seed_info WHERE key = 'seeded'")).rows.length > 0;
}

/** PostgreSQL: concurrent starters take this lock; the second waits, then sees the seed done. */
export async function lockSeed(tx: Queryable): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(710072)');
}

export const insertCategory = (
  tx: Queryable,
  name: string,
  image: string,
  sortOrder: number,
  nameHi: string | null = null,
) =>
  insertId(tx, 'INSERT INTO categories (name, image, sort_order, name_hi) VALUES ($1, $2, $3, $4)', [
    name,
    image,
    sortOrder,
    nameHi,
  ]);

export async function insertSlider(tx: Queryable, serviceId: number, doc: string, sortOrder: number): Promise<void> {
  await tx.query('INSERT INTO sliders (service_id, doc, sort_order) VALUES ($1, $2, $3)', [serviceId, doc, sortOrder]);
}

/** The two contact lines (phone, email each). */
export async function insertContacts(tx: Queryable, c: [string, string, string, string]): Promise<void> {
  await tx.query('INSERT INTO contacts (phone, email) VALUES ($1, $2), ($3, $4)', c);
}

/** A verified demo customer. */
export const insertVerifiedUser = (tx: Queryable, name: string, email: string, phone: string, passwordHash: string) =>
  insertId(
    tx,
    'INSERT INTO users (name, email, phone, password_hash, phone_verified_at, email_verified_at) VALUES ($1, $2, $3, $4, now(), now())',
    [name, email, phone, passwordHash],
  );

export async function insertOperator(tx: Queryable, name: string, email: string, passwordHash: string): Promise<void> {
  await tx.query('INSERT INTO operators (name, email, password_hash) VALUES ($1, $2, $3)', [name, email, passwordHash]);
}

/** A verified demo vendor. */
export const insertVerifiedVendor = (
  tx: Queryable,
  v: { name: string; email: string; phone: string; passwordHash: string; serviceId: number; gstin: string },
) =>
  insertId(
    tx,
    'INSERT INTO vendors (name, email, phone, password_hash, service_id, gstin, phone_verified_at, email_verified_at) VALUES ($1, $2, $3, $4, $5, $6, now(), now())',
    [v.name, v.email, v.phone, v.passwordHash, v.serviceId, v.gstin],
  );

/** A demo service: the 30 columns in the order of the statement. */
export const insertSeedProduct = (tx: Queryable, values: P[]) =>
  insertId(
    tx,
    `INSERT INTO products (vendor_id, service_id, title, operator_name, mobile, email, short_des, long_des,
             booking_amt, discount_per, discount_amt, offer_amt, gst_per, gst_amt, gst_include_exclude, tax_in_payable, payable_amt,
             travel_charge, booking_advance_per, admin_commission_per, amount_hide_show, address, city, state, pin, lat, lon, status, capacity, created_at)
           VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30)`,
    values,
  );

export async function insertProductImage(tx: Queryable, productId: number, doc: string): Promise<void> {
  await tx.query('INSERT INTO product_images (product_id, doc) VALUES ($1, $2)', [productId, doc]);
}

export async function insertReview(
  tx: Queryable,
  userId: number,
  productId: number,
  rating: number,
  text: string,
  createdAt: string,
): Promise<void> {
  await tx.query(
    'INSERT INTO reviews (user_id, product_id, rating, review_des, created_at) VALUES ($1, $2, $3, $4, $5)',
    [userId, productId, rating, text, createdAt],
  );
}

export async function setProductRating(tx: Queryable, productId: number, rating: number): Promise<void> {
  await tx.query('UPDATE products SET rating = $2 WHERE id = $1', [productId, rating]);
}

export const insertPackage = (
  tx: Queryable,
  p: { name: string; desc: string; inPackage: string; image: string; total: number; advancePer: number; hide: number },
) =>
  insertId(
    tx,
    'INSERT INTO packages (name, description, in_package, image, total, advance_per, amount_hide_show) VALUES ($1,$2,$3,$4,$5,$6,$7)',
    [p.name, p.desc, p.inPackage, p.image, p.total, p.advancePer, p.hide],
  );

export const insertPackageGroup = (
  tx: Queryable,
  packageId: number,
  serviceId: number,
  maxitem: number,
  amount: number,
  sortOrder: number,
) =>
  insertId(
    tx,
    'INSERT INTO package_groups (package_id, service_id, maxitem, amount, sort_order) VALUES ($1,$2,$3,$4,$5)',
    [packageId, serviceId, maxitem, amount, sortOrder],
  );

/** A group's services: the category's first six listed ones, at `ratePercent` of their price (rounded down to the rupee). */
export async function fillPackageGroup(
  tx: Queryable,
  groupId: number,
  serviceId: number,
  ratePercent: number,
  only: number[] | null = null,
): Promise<void> {
  // `only`: the services a city's package may offer (those whose vendor comes to the city: seed.ts picks them).
  await tx.query(
    `INSERT INTO package_group_products (group_id, product_id, package_rate)
           SELECT $1, id, (floor(payable_amt * ${ratePercent} / 10000) * 100)::bigint FROM products
           WHERE service_id = $2 AND status = 1 AND amount_hide_show = 0 AND ($3::int[] IS NULL OR id = ANY($3::int[]))
           ORDER BY id LIMIT 6`,
    [groupId, serviceId, only],
  );
}

export async function insertCalendarEvent(
  tx: Queryable,
  date: string,
  event: string,
  type: string,
  extras: string,
  hindi: { event: string | null; extras: string | null } = { event: null, extras: null },
): Promise<void> {
  await tx.query(
    'INSERT INTO calendar_events (event_date, event, type, extras, event_hi, extras_hi) VALUES ($1,$2,$3,$4,$5,$6)',
    [date, event, type, extras, hindi.event, hindi.extras],
  );
}

/** An address: user, name, mobile, email, address, city, state, zipcode, country, location, lat, lon. */
export const insertSeedAddress = (tx: Queryable, values: P[]) =>
  insertId(
    tx,
    'INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, country, location, lat, lon) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12)',
    values,
  );

export async function insertCartItem(tx: Queryable, userId: number, productId: number, date: string): Promise<void> {
  await tx.query('INSERT INTO cart_items (user_id, product_id, booking_date) VALUES ($1, $2, $3)', [
    userId,
    productId,
    date,
  ]);
}

/** Two enquiries of one customer (products $2 and $7). */
export async function insertTwoEnquiries(tx: Queryable, values: P[]): Promise<void> {
  await tx.query(
    'INSERT INTO enquiries (user_id, product_id, name, mobile, email, address) VALUES ($1,$2,$3,$4,$5,$6), ($1,$7,$3,$4,$5,$6)',
    values,
  );
}

export async function insertEnquiry(tx: Queryable, values: P[]): Promise<void> {
  await tx.query(
    'INSERT INTO enquiries (user_id, product_id, name, mobile, email, address) VALUES ($1,$2,$3,$4,$5,$6)',
    values,
  );
}

/** A vendor's (by email) services get a service radius. */
export async function setVendorRadius(tx: Queryable, vendorEmail: string, radiusKm: number): Promise<void> {
  await tx.query(
    'UPDATE products SET service_radius_km = $2 WHERE vendor_id = (SELECT id FROM vendors WHERE lower(email) = lower($1))',
    [vendorEmail, radiusKm],
  );
}

/** The demo history's messages count as delivered (nothing is sent). */
export async function markSeedMessagesSent(tx: Queryable): Promise<void> {
  await tx.query(
    "UPDATE messages SET state = 'sent', attempts = 1, test_delivery = true, provider = 'seed', sent_at = now()",
  );
}

export async function insertSeedInfo(
  tx: Queryable,
  values: [string, string, string, string, string, string],
): Promise<void> {
  await tx.query('INSERT INTO seed_info (key, value) VALUES ($1, $2), ($3, $4), ($5, $6)', values);
}

/**
 * The search vocabulary's starting synonyms and place names, each table filled when empty, and the localities of the
 * cities. The lists are the database functions of migrations 450 and 460, which also fill them on a deployment that
 * never runs the seed.
 */
export async function insertSearchDefaults(tx: Queryable): Promise<void> {
  await tx.query('SELECT search_starting_vocabulary()');
  await tx.query('SELECT search_starting_localities()');
}

/** A category's active services with where they are and whose they are (a city package's choice). */
export async function servicesWithReach(tx: Queryable, serviceId: number) {
  return (
    await tx.query<{ id: number; lat: number | null; lon: number | null; event_types: string[]; email: string }>(
      `SELECT p.id, p.lat, p.lon, p.event_types, v.email FROM products p JOIN vendors v ON v.id = p.vendor_id
       WHERE p.service_id = $1 AND p.status = 1 AND p.amount_hide_show = 0 ORDER BY p.id`,
      [serviceId],
    )
  ).rows;
}

/** A package's event type (the demo packages' groups offer only services suited to it). */
export async function packageEventType(tx: Queryable, packageId: number): Promise<string> {
  return (await tx.query<{ event_type: string }>('SELECT event_type FROM packages WHERE id = $1', [packageId])).rows[0]!
    .event_type;
}
