/**
 * The SQL of the operator's vendor pages (routes/admin/admin-vendors): the vendor list, one vendor with
 * their services, approval and suspension, the commission rate and the moderation of one service.
 */
import type { VENDOR_SORTS, VendorStatus } from '@utsav/domain/schemas/admin';
import type { Param, Queryable } from '../db/client';
import { afterKeys, keyColumns, orderSql, toKeysetPage, type KeysetOrder, type SortKey } from './keyset';
import { refreshFromPricesOfService } from './packages';

const ID: SortKey = { sql: 'v.id', desc: true, type: 'int' };
const JOINED = (desc: boolean): SortKey => ({ sql: 'v.created_at', desc, type: 'timestamptz' });
const NAME = (desc: boolean): SortKey => ({ sql: 'lower(v.name)', desc, type: 'text' });
/**
 * Column sorts (a fixed map: never SQL from the request), keyset orders ending with the id (data/keyset); the default
 * puts pending vendors first, then the newest.
 */
export const VENDOR_ORDER: Record<'' | (typeof VENDOR_SORTS)[number], KeysetOrder> = {
  '': [{ sql: "(v.status = 'pending')", desc: true, type: 'boolean' }, JOINED(true), ID],
  name: [NAME(false), ID],
  '-name': [NAME(true), ID],
  joined: [JOINED(false), ID],
  '-joined': [JOINED(true), ID],
};

export interface VendorRow {
  id: number;
  name: string;
  email: string;
  phone: string;
  status: VendorStatus;
  service_name: string;
  created_at: string;
  products: number;
  listed: number;
  commission: number | null;
  phone_verified: boolean;
  email_verified: boolean;
}

export const vendorView = (v: VendorRow) => ({
  Id: v.id,
  Name: v.name,
  Email: v.email,
  Phone: v.phone,
  Status: v.status,
  ServiceName: v.service_name,
  CreateDate: v.created_at,
  Products: v.products,
  Listed: v.listed,
  CommissionPercent: v.commission === null ? null : Number(v.commission),
  PhoneVerified: v.phone_verified,
  EmailVerified: v.email_verified,
});

/** The vendor row's SELECT; `extraColumns` adds to its list (the keyset page's sort keys). */
const vendorSelect = (
  extraColumns = '',
) => `SELECT v.id, v.name, v.email, v.phone, v.status, c.name AS service_name, v.created_at,
    v.phone_verified_at IS NOT NULL AS phone_verified, v.email_verified_at IS NOT NULL AS email_verified,
    (SELECT count(*)::int FROM products p WHERE p.vendor_id = v.id) AS products,
    (SELECT count(*)::int FROM products p WHERE p.vendor_id = v.id AND p.status = 1) AS listed,
    (SELECT max(p.admin_commission_per) FROM products p WHERE p.vendor_id = v.id) AS commission${extraColumns}
  FROM vendors v JOIN categories c ON c.id = v.service_id`;

export async function vendorById(q: Queryable, id: number): Promise<VendorRow | undefined> {
  return (await q.query<VendorRow>(`${vendorSelect()} WHERE v.id = $1`, [id])).rows[0];
}

/**
 * One keyset page of the vendor list (q: name, email or phone contains; status) after the cursor `after`, the next
 * cursor, and how many match.
 */
export async function vendorPage(
  q: Queryable,
  f: { q?: string; status?: string; sort: keyof typeof VENDOR_ORDER; limit: number; after: string },
): Promise<{ rows: VendorRow[]; next: string | null; total: number }> {
  const where: string[] = [];
  const params: Param[] = [];
  if (f.q) {
    params.push(`%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(v.name ILIKE $${params.length} OR v.email ILIKE $${params.length} OR v.phone ILIKE $${params.length})`,
    );
  }
  if (f.status) {
    params.push(f.status);
    where.push(`v.status = $${params.length}`);
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const order = VENDOR_ORDER[f.sort];
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM vendors v${clause}`, params);
  const after = afterKeys(order, f.after, params);
  const pageClause = after ? `${clause ? `${clause} AND` : ' WHERE'} ${after}` : clause;
  const rows = await q.query<VendorRow>(
    `${vendorSelect(keyColumns(order))}${pageClause} ORDER BY ${orderSql(order)} LIMIT $${params.length + 1}`,
    [...params, f.limit + 1],
  );
  return { ...toKeysetPage(rows.rows, f.limit, order), total: total.rows[0]!.n };
}

export async function vendorServices(q: Queryable, vendorId: number) {
  const r = await q.query<{
    id: number;
    title: string;
    payable_amt: number;
    vendor_status: number;
    status: number;
    moderated: boolean;
    moderation_note: string;
    admin_commission_per: number;
    event_types: string[];
  }>(
    'SELECT id, title, payable_amt, vendor_status, status, moderated, moderation_note, admin_commission_per, event_types FROM products WHERE vendor_id = $1 ORDER BY created_at DESC, id DESC',
    [vendorId],
  );
  return r.rows;
}

/** Locks a vendor row; its status, or undefined when there is none. */
export async function lockVendorStatus(tx: Queryable, id: number): Promise<{ status: string } | undefined> {
  return (await tx.query<{ status: string }>('SELECT status FROM vendors WHERE id = $1 FOR UPDATE', [id])).rows[0];
}

export async function setVendorStatus(tx: Queryable, id: number, status: string, reason: string): Promise<void> {
  await tx.query('UPDATE vendors SET status = $2, status_reason = $3, status_changed_at = now() WHERE id = $1', [
    id,
    status,
    reason,
  ]);
}

/** Sets the commission of every service of a vendor; returns each service's rate before. */
export async function setVendorCommission(
  tx: Queryable,
  vendorId: number,
  percent: number,
): Promise<{ id: number; admin_commission_per: number }[]> {
  const before = await tx.query<{ id: number; admin_commission_per: number }>(
    'SELECT id, admin_commission_per FROM products WHERE vendor_id = $1 ORDER BY id',
    [vendorId],
  );
  await tx.query('UPDATE products SET admin_commission_per = $2 WHERE vendor_id = $1', [vendorId, percent]);
  return before.rows;
}

/** Locks a service row for moderation; undefined when there is none. */
export async function lockServiceModeration(tx: Queryable, id: number) {
  return (
    await tx.query<{ moderated: boolean; moderation_note: string; status: number }>(
      'SELECT moderated, moderation_note, status FROM products WHERE id = $1 FOR UPDATE',
      [id],
    )
  ).rows[0];
}

/** Hides or shows a service; returns its status after (the triggers of migration 007 decide it). */
export async function setServiceModeration(
  tx: Queryable,
  id: number,
  hidden: boolean,
  note: string,
): Promise<{ status: number }> {
  return (
    await tx.query<{ status: number }>(
      'UPDATE products SET moderated = $2, moderation_note = $3 WHERE id = $1 RETURNING status',
      [id, hidden, note],
    )
  ).rows[0]!;
}

/** Sets a service's event types; returns the ones it had, or null when there is no such service. */
export async function setServiceEventTypes(tx: Queryable, id: number, eventTypes: string[]): Promise<string[] | null> {
  const before = await tx.query<{ event_types: string[] }>(
    'SELECT event_types FROM products WHERE id = $1 FOR UPDATE',
    [id],
  );
  if (!before.rows[0]) return null;
  await tx.query('UPDATE products SET event_types = $2::text[] WHERE id = $1', [id, eventTypes]);
  // The packages offering it may now have a different "from" price (only suited services count).
  await refreshFromPricesOfService(tx, id);
  return before.rows[0].event_types;
}
