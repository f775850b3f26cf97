/** Accounts aggregate, list reads (data layer): a customer's enquiries, newest first, one keyset page at a time. */
import type { Param, Queryable } from '../db/client';
import { afterNewest, toPage, type KeyedRow, type Page, type PageRequest } from './keyset';

/** GET /getEnquiry (product §7 field names). */
/** A customer's enquiry as their account lists it. */
export interface CustomerEnquiryRow {
  Id: number;
  Name: string;
  productName: string;
  ProductId: number | null;
  PackageId: number | null;
  Email: string;
  Mobile: string;
  Address: string;
  Date: string;
}

export async function customerEnquiries(
  q: Queryable,
  userId: number,
  page: PageRequest,
): Promise<Page<CustomerEnquiryRow>> {
  const params: Param[] = [userId];
  const after = afterNewest(page, params, 'e');
  params.push(page.limit + 1);
  const r = await q.query<KeyedRow & Omit<CustomerEnquiryRow, 'Id'>>(
    `SELECT e.id, e.created_at::text AS sort_key, e.name AS "Name", coalesce(p.title, k.name, '') AS "productName", e.product_id AS "ProductId",
            e.package_id AS "PackageId", e.email AS "Email", e.mobile AS "Mobile", e.address AS "Address", e.created_at AS "Date"
     FROM enquiries e LEFT JOIN products p ON p.id = e.product_id LEFT JOIN packages k ON k.id = e.package_id
     WHERE e.user_id = $1${after}
     ORDER BY e.created_at DESC, e.id DESC LIMIT $${params.length}`,
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, (x) => [x.sort_key, x.id]);
  return { next, rows: rows.map(({ id, sort_key: _key, ...rest }) => ({ Id: id, ...rest })) };
}

// ---- Customers (users)

export interface CustomerCredentials {
  id: number;
  name: string;
  password_hash: string;
  token_version: number;
}

/** The customer signing in with this mobile number, with what the sign-in checks. */
export async function customerByPhone(q: Queryable, phone: string): Promise<CustomerCredentials | null> {
  const r = await q.query<CustomerCredentials>(
    'SELECT id, name, password_hash, token_version FROM users WHERE phone = $1',
    [phone],
  );
  return r.rows[0] ?? null;
}

/**
 * Which of the contact details another customer already has: 'phone', 'email' or null. `exceptId`: the customer
 * editing their own profile.
 */
export async function contactTaken(
  q: Queryable,
  phone: string,
  email: string,
  exceptId: number | null = null,
): Promise<'phone' | 'email' | null> {
  const r = await q.query<{ phone: string }>(
    'SELECT phone FROM users WHERE ($3::int IS NULL OR id <> $3) AND (phone = $1 OR lower(email) = lower($2)) LIMIT 1',
    [phone, email, exceptId],
  );
  const hit = r.rows[0];
  return hit ? (hit.phone === phone ? 'phone' : 'email') : null;
}

/** A new customer; `phoneVerified`: the number was proven by a sign-up code. */
export async function createCustomer(
  q: Queryable,
  c: { name: string; email: string; phone: string; passwordHash: string; phoneVerified?: boolean },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    'INSERT INTO users (name, email, phone, password_hash, phone_verified_at) VALUES ($1, $2, $3, $4, CASE WHEN $5 THEN now() END) RETURNING id',
    [c.name, c.email, c.phone, c.passwordHash, c.phoneVerified ?? false],
  );
  return r.rows[0]!.id;
}

export async function customerProfile(q: Queryable, id: number) {
  const r = await q.query<{
    id: number;
    name: string;
    email: string;
    phone: string;
    created_at: string;
    language: string | null;
  }>('SELECT id, name, email, phone, created_at, language FROM users WHERE id = $1', [id]);
  return r.rows[0] ?? null;
}

/** A customer's language. */
export async function setCustomerLanguage(q: Queryable, id: number, language: 'en' | 'hi'): Promise<void> {
  await q.query('UPDATE users SET language = $2 WHERE id = $1', [id, language]);
}

export async function updateCustomerProfile(
  q: Queryable,
  id: number,
  p: { name: string; email: string; phone: string },
): Promise<void> {
  // A new mobile number or email is not proven yet: its verified mark goes.
  await q.query(
    `UPDATE users SET name = $2, email = $3, phone = $4,
       phone_verified_at = CASE WHEN phone = $4 THEN phone_verified_at END,
       email_verified_at = CASE WHEN lower(email) = lower($3) THEN email_verified_at END
     WHERE id = $1`,
    [id, p.name, p.email, p.phone],
  );
}

export async function customerPasswordHash(q: Queryable, id: number): Promise<string | null> {
  return (
    (await q.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [id])).rows[0]
      ?.password_hash ?? null
  );
}

export async function setCustomerPasswordHash(q: Queryable, id: number, hash: string): Promise<void> {
  await q.query('UPDATE users SET password_hash = $2 WHERE id = $1', [id, hash]);
}

// ---- Booking addresses (a deleted address is kept for the bookings that name it, and hidden)

/** An address as the customer's address book shows it (product §7 field names). */
const ADDRESS_REPLY = `SELECT id AS "Id", name AS "Name", mobile AS "Mobile", email AS "Email", address AS "Address", city AS "City", state AS "State",
    zipcode, country AS "Country", location, lat, lon, regno FROM addresses`;

/** A booking address as the account lists it. */
export interface AddressReplyRow {
  Id: number;
  Name: string;
  Mobile: string;
  Email: string;
  Address: string;
  City: string;
  State: string;
  zipcode: string;
  Country: string;
  location: string;
  lat: number | null;
  lon: number | null;
  regno: string;
}

export async function customerAddresses(q: Queryable, userId: number): Promise<AddressReplyRow[]> {
  return (await q.query<AddressReplyRow>(`${ADDRESS_REPLY} WHERE user_id = $1 AND NOT deleted ORDER BY id`, [userId]))
    .rows;
}

export interface AddressFields {
  regno: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  location: string;
  lat: number;
  lon: number;
}

export async function addAddress(q: Queryable, userId: number, a: AddressFields): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO addresses (user_id, regno, name, mobile, email, address, city, state, zipcode, country, location, lat, lon)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13) RETURNING id`,
    [
      userId,
      a.regno,
      a.name,
      a.mobile,
      a.email,
      a.address,
      a.city,
      a.state,
      a.zipcode,
      a.country,
      a.location,
      a.lat,
      a.lon,
    ],
  );
  return r.rows[0]!.id;
}

/** Updates one of the customer's live addresses (regno stays as it was); false when they have no such address. */
export async function updateAddress(
  q: Queryable,
  userId: number,
  id: number,
  a: Omit<AddressFields, 'regno'>,
): Promise<boolean> {
  const r = await q.query(
    `UPDATE addresses SET name = $3, mobile = $4, email = $5, address = $6, city = $7, state = $8, zipcode = $9, country = $10, location = $11, lat = $12, lon = $13
     WHERE id = $1 AND user_id = $2 AND NOT deleted RETURNING id`,
    [id, userId, a.name, a.mobile, a.email, a.address, a.city, a.state, a.zipcode, a.country, a.location, a.lat, a.lon],
  );
  return r.rows.length > 0;
}

export async function deleteAddress(q: Queryable, userId: number, id: number): Promise<boolean> {
  const r = await q.query(
    'UPDATE addresses SET deleted = true WHERE id = $1 AND user_id = $2 AND NOT deleted RETURNING id',
    [id, userId],
  );
  return r.rows.length > 0;
}

// ---- Enquiries

export async function serviceExists(q: Queryable, productId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM products WHERE id = $1', [productId])).rows.length > 0;
}

export async function packageExists(q: Queryable, packageId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM packages WHERE id = $1', [packageId])).rows.length > 0;
}

export async function addEnquiry(
  q: Queryable,
  e: {
    userId: number | null;
    productId: number | null;
    packageId: number | null;
    name: string;
    mobile: string;
    email: string;
    address: string;
  },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    'INSERT INTO enquiries (user_id, product_id, package_id, name, mobile, email, address) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
    [e.userId, e.productId, e.packageId, e.name, e.mobile, e.email, e.address],
  );
  return r.rows[0]!.id;
}
