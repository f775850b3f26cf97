/**
 * The SQL of the operator's operations pages (routes/admin/admin-operations): enquiries, vendor payouts
 * and one booking with its payments and refunds.
 */
import type { VendorStatus } from '@utsav/domain/schemas/admin';
import { maskAccount } from '@utsav/domain/schemas/vendor-kyc';
import type { Param, Queryable } from '../db/client';
import type { KycState } from './vendor-kyc';
import { afterKeys, keyColumns, orderSql, toKeysetPage, type KeysetOrder } from './keyset';

export interface AdminEnquiryRow {
  id: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  created_at: string;
  product: string | null;
  package: string | null;
  answered_at: string | null;
  answer_note: string;
  answered_by: string | null;
}

const ENQUIRY_ORDER: KeysetOrder = [
  { sql: 'e.created_at', desc: true, type: 'timestamptz' },
  { sql: 'e.id', desc: true, type: 'int' },
];

/**
 * One keyset page of enquiries, newest first (open: '1' unanswered, '0' answered, '' all), the next cursor, and how
 * many match.
 */
export async function enquiryPage(
  q: Queryable,
  f: { open: string; limit: number; after: string },
): Promise<{ rows: AdminEnquiryRow[]; next: string | null; total: number }> {
  const where =
    f.open === '1' ? ['e.answered_at IS NULL'] : f.open === '0' ? ['e.answered_at IS NOT NULL'] : ([] as string[]);
  const total = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM enquiries e${where.length ? ` WHERE ${where[0]}` : ''}`,
  );
  const params: Param[] = [];
  const after = afterKeys(ENQUIRY_ORDER, f.after, params);
  if (after) where.push(after);
  const rows = await q.query<AdminEnquiryRow>(
    `SELECT e.id, e.name, e.mobile, e.email, e.address, e.created_at, p.title AS product, k.name AS package, e.answered_at, e.answer_note, o.name AS answered_by${keyColumns(ENQUIRY_ORDER)}
     FROM enquiries e LEFT JOIN products p ON p.id = e.product_id LEFT JOIN packages k ON k.id = e.package_id LEFT JOIN operators o ON o.id = e.answered_by${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${orderSql(ENQUIRY_ORDER)} LIMIT $${params.length + 1}`,
    [...params, f.limit + 1],
  );
  return { ...toKeysetPage(rows.rows, f.limit, ENQUIRY_ORDER), total: total.rows[0]!.n };
}

/** Locks an enquiry; when it was answered (null: not yet), or undefined when there is none. */
export async function lockEnquiry(tx: Queryable, id: number): Promise<{ answered_at: string | null } | undefined> {
  return (
    await tx.query<{ answered_at: string | null }>('SELECT answered_at FROM enquiries WHERE id = $1 FOR UPDATE', [id])
  ).rows[0];
}

export async function markEnquiryAnswered(tx: Queryable, id: number, note: string, operatorId: number): Promise<void> {
  await tx.query('UPDATE enquiries SET answered_at = now(), answer_note = $2, answered_by = $3 WHERE id = $1', [
    id,
    note,
    operatorId,
  ]);
}

/** Vendors with a ledger or a payout, by name, with their last payout and their KYC (account masked). */
export async function payoutVendors(q: Queryable) {
  const r = await q.query<{
    id: number;
    name: string;
    status: VendorStatus;
    last_paid: string | null;
    kyc: KycState;
    account_number: string;
    reject_reason: string;
  }>(
    `SELECT v.id, v.name, v.status, (SELECT max(paid_at) FROM vendor_payouts x WHERE x.vendor_id = v.id) AS last_paid,
            coalesce(k.state, 'missing') AS kyc, coalesce(k.account_number, '') AS account_number,
            coalesce(k.reject_reason, '') AS reject_reason
     FROM vendors v LEFT JOIN vendor_kyc k ON k.vendor_id = v.id
     WHERE EXISTS (SELECT 1 FROM vendor_ledger l WHERE l.vendor_id = v.id) OR EXISTS (SELECT 1 FROM vendor_payouts x WHERE x.vendor_id = v.id)
     ORDER BY v.name, v.id`,
  );
  return r.rows.map((v) => ({ ...v, account_number: maskAccount(v.account_number) }));
}

/** Locks a vendor row (one payout at a time per vendor); false when there is none. */
export async function lockVendor(tx: Queryable, vendorId: number): Promise<boolean> {
  return (
    (await tx.query<{ id: number }>('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [vendorId])).rows.length > 0
  );
}

/** Records a payout paid on a date (noon IST); returns its id. */
export async function insertPayout(
  tx: Queryable,
  p: { vendorId: number; amount: number; reference: string; paidOn: string; operatorId: number },
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    "INSERT INTO vendor_payouts (vendor_id, amount, reference, paid_at, recorded_by) VALUES ($1, $2, $3, ($4::date + time '12:00') AT TIME ZONE 'Asia/Kolkata', $5) RETURNING id",
    [p.vendorId, p.amount, p.reference, p.paidOn, p.operatorId],
  );
  return r.rows[0]!.id;
}

/** A booking row with its vendor's name. */
/** The columns of one booking the back office shows (bookings.*, and the vendor's name). */
export interface AdminBookingDetailRow {
  booking_no: string;
  order_id: string;
  title: string;
  booking_date: string;
  /** The earliest date held before a move (null: never moved): the customer's refund tier counts to it. */
  refund_tier_date: string | null;
  booking_state: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  user_id: number;
  vendor_id: number;
  vendor_name: string;
  billing_amt: number;
  paid_amt: number;
  refunded_amt: number;
  admin_commission_amt: number;
  payment_type: string;
  [column: string]: unknown;
}

export async function adminBookingRow(q: Queryable, id: number): Promise<AdminBookingDetailRow | undefined> {
  return (
    await q.query<AdminBookingDetailRow>(
      'SELECT b.*, v.name AS vendor_name FROM bookings b JOIN vendors v ON v.id = b.vendor_id WHERE b.id = $1',
      [id],
    )
  ).rows[0];
}

/** The payments of a booking, each with the part allocated to it. */
export async function bookingPayments(q: Queryable, bookingId: number) {
  const r = await q.query<{
    id: string;
    status: string;
    amount: number;
    method: string;
    created_at: string;
    allocated: number;
  }>(
    `SELECT p.id, p.status, p.amount, p.method, p.created_at, a.amount AS allocated FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
     WHERE a.booking_id = $1 ORDER BY p.created_at`,
    [bookingId],
  );
  return r.rows;
}

export async function bookingRefunds(q: Queryable, bookingId: number) {
  const r = await q.query<{ id: number; amount: number; reason: string; status: string; created_at: string }>(
    'SELECT id, amount, reason, status, created_at FROM refunds WHERE booking_id = $1 ORDER BY created_at',
    [bookingId],
  );
  return r.rows;
}
