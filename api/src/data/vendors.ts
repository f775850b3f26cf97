/**
 * Vendors aggregate, the account (data layer): registration, sign-in, profile, GSTIN, password. The
 * vendor's services and images are in data/vendor-services; their bookings in data/bookings and data/package-items.
 */
import type { Queryable } from '../db/client';
import type { VendorStatus } from '@utsav/domain/schemas/admin';

export async function categoryExists(q: Queryable, categoryId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM categories WHERE id = $1', [categoryId])).rows.length > 0;
}

/** Which of the contact details a vendor already has: 'phone', 'email' or null. */
export async function vendorContactTaken(
  q: Queryable,
  phone: string,
  email: string,
): Promise<'phone' | 'email' | null> {
  const r = await q.query<{ phone: string }>(
    'SELECT phone FROM vendors WHERE phone = $1 OR lower(email) = lower($2) LIMIT 1',
    [phone, email],
  );
  const hit = r.rows[0];
  return hit ? (hit.phone === phone ? 'phone' : 'email') : null;
}

/** A new vendor, waiting for the operator's approval. */
export async function createVendor(
  q: Queryable,
  v: { name: string; email: string; phone: string; passwordHash: string; categoryId: number; phoneVerified?: boolean },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    "INSERT INTO vendors (name, email, phone, password_hash, service_id, status, phone_verified_at) VALUES ($1,$2,$3,$4,$5,'pending', CASE WHEN $6 THEN now() END) RETURNING id",
    [v.name, v.email, v.phone, v.passwordHash, v.categoryId, v.phoneVerified ?? false],
  );
  return r.rows[0]!.id;
}

/** The vendor signing in with this email (any case) or phone, with what the sign-in checks. */
export async function vendorByLogin(
  q: Queryable,
  username: string,
): Promise<{ id: number; name: string; password_hash: string; token_version: number } | null> {
  const r = await q.query<{ id: number; name: string; password_hash: string; token_version: number }>(
    'SELECT id, name, password_hash, token_version FROM vendors WHERE lower(email) = lower($1) OR phone = $1',
    [username],
  );
  return r.rows[0] ?? null;
}

export async function vendorProfile(q: Queryable, id: number) {
  const r = await q.query<{
    id: number;
    name: string;
    email: string;
    phone: string;
    service_id: number;
    status: VendorStatus;
    status_reason: string;
    service_name: string;
    gstin: string;
  }>(
    'SELECT v.id, v.name, v.email, v.phone, v.service_id, v.status, v.status_reason, v.gstin, c.name AS service_name FROM vendors v JOIN categories c ON c.id = v.service_id WHERE v.id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}

/**
 * Sets (or with '' removes) a vendor's GSTIN. Without one the vendor cannot charge GST: its services
 * drop to 0 % — the price columns as the shared price math gives them at 0 % (no GST; payable = offer). Bookings
 * already placed keep what they were placed with.
 */
export async function setVendorGstin(q: Queryable, id: number, gstin: string): Promise<void> {
  await q.query('UPDATE vendors SET gstin = $2 WHERE id = $1', [id, gstin]);
  if (!gstin) await q.query(`UPDATE products SET ${ZERO_GST} WHERE vendor_id = $1 AND gst_per <> 0`, [id]);
}

/** The price columns of a product at 0 % GST (servicePrice with gstPercent 0: no GST, payable = offer). */
const ZERO_GST = 'gst_per = 0, gst_amt = 0, tax_in_payable = 0, payable_amt = offer_amt';

/** The vendor's GSTIN ('' = not registered under GST). */
export async function vendorGstin(q: Queryable, id: number): Promise<string> {
  return (await q.query<{ gstin: string }>('SELECT gstin FROM vendors WHERE id = $1', [id])).rows[0]?.gstin ?? '';
}

export async function vendorPasswordHash(q: Queryable, id: number): Promise<string | null> {
  return (
    (await q.query<{ password_hash: string }>('SELECT password_hash FROM vendors WHERE id = $1', [id])).rows[0]
      ?.password_hash ?? null
  );
}

export async function setVendorPasswordHash(q: Queryable, id: number, hash: string): Promise<void> {
  await q.query('UPDATE vendors SET password_hash = $2 WHERE id = $1', [id, hash]);
}

/** The operator's decision on a vendor account and its reason, or null for no such vendor. */
export async function vendorStanding(
  q: Queryable,
  id: number,
): Promise<{ status: 'pending' | 'approved' | 'suspended'; reason: string } | null> {
  const r = await q.query<{ status: 'pending' | 'approved' | 'suspended'; reason: string }>(
    'SELECT status, status_reason AS reason FROM vendors WHERE id = $1',
    [id],
  );
  return r.rows[0] ?? null;
}
