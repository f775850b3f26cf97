/**
 * What the messages of bookings, package orders and payments read (moved here): the rows as
 * the change's transaction sees them, so every figure in a message is the record's. The templates and the choice of
 * who is told stay in bookings/booking-messages and bookings/package-lifecycle-messages.
 */
import type { Queryable } from '../db/client';

export interface MessageBookingRow {
  id: number;
  booking_no: string;
  order_id: string;
  user_id: number;
  vendor_id: number;
  title: string;
  booking_date: string;
  name: string;
  booking_state: string;
  payment_type: string;
  billing_amt: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
  hold_expires_at: string | null;
  confirmed_at: string | null;
}
const BOOKING_COLUMNS = `id, booking_no, order_id, user_id, vendor_id, title, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, name, booking_state, payment_type,
  billing_amt, advance_amt, paid_amt, refunded_amt, hold_expires_at, confirmed_at`;

async function bookingsWhere(
  q: Queryable,
  where: string,
  params: (string | number | number[])[],
): Promise<MessageBookingRow[]> {
  return (
    await q.query<MessageBookingRow>(`SELECT ${BOOKING_COLUMNS} FROM bookings WHERE ${where} ORDER BY id`, params)
  ).rows;
}

/** An order's bookings, by id. */
export const orderBookingRows = (q: Queryable, orderId: string) => bookingsWhere(q, 'order_id = $1', [orderId]);
/** Some bookings, by id. */
export const bookingRowsByIds = (q: Queryable, ids: number[]) => bookingsWhere(q, 'id = ANY($1::int[])', [ids]);
/** One booking (none or one row). */
export const bookingRowById = (q: Queryable, id: number) => bookingsWhere(q, 'id = $1', [id]);

export async function placedPackage(tx: Queryable, packageBookingId: number) {
  const r = await tx.query<{
    order_id: string;
    user_id: number;
    package_name: string;
    package_total: number;
    advance_amt: number;
    payment_type: string;
    hold_expires_at: string | null;
  }>(
    'SELECT order_id, user_id, package_name, package_total, advance_amt, payment_type, hold_expires_at FROM package_bookings WHERE id = $1',
    [packageBookingId],
  );
  return r.rows[0];
}

/** A payment with its payment order. */
export async function paymentWithOrder(tx: Queryable, paymentId: string) {
  const po = await tx.query<{
    kind: string;
    receipt: string;
    user_id: number;
    amount: number;
    package_booking_id: number | null;
  }>(
    'SELECT o.kind, o.receipt, o.user_id, p.amount, o.package_booking_id FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id WHERE p.id = $1',
    [paymentId],
  );
  return po.rows[0];
}

export async function paidPackage(tx: Queryable, packageBookingId: number) {
  const r = await tx.query<{
    order_id: string;
    package_name: string;
    package_total: number;
    paid_amt: number;
    refunded_amt: number;
  }>('SELECT order_id, package_name, package_total, paid_amt, refunded_amt FROM package_bookings WHERE id = $1', [
    packageBookingId,
  ]);
  return r.rows[0];
}

/** What a payment was allocated to, by booking. */
export async function paymentAllocations(
  tx: Queryable,
  paymentId: string,
): Promise<{ booking_id: number; amount: number }[]> {
  return (
    await tx.query<{ booking_id: number; amount: number }>(
      'SELECT booking_id, amount FROM payment_allocations WHERE payment_id = $1 ORDER BY booking_id',
      [paymentId],
    )
  ).rows;
}

/** A confirmed package order's active items with the order's fields, by vendor. */
export async function confirmedPackageItems(tx: Queryable, packageBookingId: number) {
  const r = await tx.query<{
    order_id: string;
    package_name: string;
    name: string;
    booking_date: string;
    confirmed_at: string | null;
    vendor_id: number;
    title: string;
    share_amt: number;
  }>(
    `SELECT k.order_id, k.package_name, k.name, to_char(k.booking_date, 'YYYY-MM-DD') AS booking_date, k.confirmed_at, i.vendor_id, i.title, i.share_amt
     FROM package_bookings k JOIN package_booking_items i ON i.package_booking_id = k.id
     WHERE k.id = $1 AND k.booking_state = 'confirmed' AND i.item_state = 'active' ORDER BY i.vendor_id, i.id`,
    [packageBookingId],
  );
  return r.rows;
}

/** A booking's credit notes of cancellations and declines. */
export async function closingCreditNotes(
  tx: Queryable,
  bookingId: number,
): Promise<{ id: number; credit_note_no: string }[]> {
  const notes = await tx.query<{ id: number; credit_note_no: string }>(
    `SELECT id, credit_note_no FROM refunds WHERE booking_id = $1 AND credit_note_no IS NOT NULL AND reason IN ('customer_cancel', 'vendor_decline') ORDER BY id`,
    [bookingId],
  );
  return notes.rows;
}

// ---------------------------------------------------------------- package orders' changes (bookings/package-lifecycle-messages)

export interface MessageOrderRow {
  id: number;
  order_id: string;
  user_id: number;
  package_name: string;
  booking_date: string;
  booking_state: string;
  package_total: number;
  paid_amt: number;
  refunded_amt: number;
}

export async function packageOrderRow(tx: Queryable, packageBookingId: number): Promise<MessageOrderRow | undefined> {
  return (
    await tx.query<MessageOrderRow>(
      `SELECT id, order_id, user_id, package_name, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, booking_state, package_total::float8 AS package_total,
            paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt FROM package_bookings WHERE id = $1`,
      [packageBookingId],
    )
  ).rows[0];
}

/** The credit notes one change wrote (all written at `atIso`), per supplier, with the supplier's name. */
export async function packageNotesAt(tx: Queryable, packageBookingId: number, atIso: string) {
  return (
    await tx.query<{ vendor_id: number; vendor: string; credit_note_no: string; amount: number }>(
      `SELECT n.vendor_id, v.name AS vendor, n.credit_note_no, n.amount::float8 AS amount FROM package_credit_notes n JOIN vendors v ON v.id = n.vendor_id
     WHERE n.package_booking_id = $1 AND n.created_at = $2::timestamptz ORDER BY n.id`,
      [packageBookingId, atIso],
    )
  ).rows;
}

/** What one change refunded of the order (its refund rows, written at `atIso`). */
export async function packageRefundedAt(tx: Queryable, packageBookingId: number, atIso: string): Promise<number> {
  const r = await tx.query<{ s: number }>(
    'SELECT coalesce(sum(amount), 0)::float8 AS s FROM refunds WHERE package_booking_id = $1 AND created_at = $2::timestamptz',
    [packageBookingId, atIso],
  );
  return Number(r.rows[0]!.s);
}

/** The items one close cancelled (closed at `atIso`). */
export async function itemsCancelledAt(
  tx: Queryable,
  packageBookingId: number,
  atIso: string,
): Promise<{ vendor_id: number; title: string }[]> {
  return (
    await tx.query<{ vendor_id: number; title: string }>(
      `SELECT vendor_id, title FROM package_booking_items WHERE package_booking_id = $1 AND item_state = 'cancelled' AND closed_at = $2::timestamptz ORDER BY id`,
      [packageBookingId, atIso],
    )
  ).rows;
}

export interface PackageItemBrief {
  package_booking_id: number;
  vendor_id: number;
  title: string;
  /** Why its vendor declined it (docs/decline-reasons.md); null while it is not declined. */
  decline_reason: string | null;
  decline_note: string | null;
}
export async function packageItemBrief(tx: Queryable, itemId: number): Promise<PackageItemBrief | undefined> {
  return (
    await tx.query<PackageItemBrief>(
      'SELECT package_booking_id, vendor_id, title, decline_reason, decline_note FROM package_booking_items WHERE id = $1',
      [itemId],
    )
  ).rows[0];
}

/** A swapped-in item with the title of the item it replaced. */
export async function swappedItem(tx: Queryable, newItemId: number) {
  return (
    await tx.query<{ package_booking_id: number; vendor_id: number; title: string; share_amt: number; was: string }>(
      `SELECT n.package_booking_id, n.vendor_id, n.title, n.share_amt::float8 AS share_amt, o.title AS was
     FROM package_booking_items n JOIN package_booking_items o ON o.id = n.replaces_item_id WHERE n.id = $1`,
      [newItemId],
    )
  ).rows[0];
}

// ---------------------------------------------------------------- enquiries, vendors, documents

/** An enquiry's contact details and what it was about (the service's or the package's name). */
export async function enquiryContact(tx: Queryable, id: number) {
  const r = await tx.query<{
    user_id: number | null;
    name: string;
    mobile: string;
    email: string;
    about: string | null;
    answer_note: string;
  }>(
    `SELECT e.user_id, e.name, e.mobile, e.email, e.answer_note, coalesce(p.title, k.name) AS about
     FROM enquiries e LEFT JOIN products p ON p.id = e.product_id LEFT JOIN packages k ON k.id = e.package_id WHERE e.id = $1`,
    [id],
  );
  return r.rows[0];
}

export async function vendorNameEmail(
  tx: Queryable,
  vendorId: number,
): Promise<{ name: string; email: string } | undefined> {
  const r = await tx.query<{ name: string; email: string }>('SELECT name, email FROM vendors WHERE id = $1', [
    vendorId,
  ]);
  return r.rows[0];
}

/** Whose booking it is (the customer), undefined when there is no such booking. */
export async function bookingOwner(q: Queryable, bookingId: number): Promise<number | undefined> {
  const owner = await q.query<{ user_id: number }>('SELECT user_id FROM bookings WHERE id = $1', [bookingId]);
  return owner.rows[0]?.user_id;
}

/** A refund's booking and credit note number. */
export async function refundNote(
  q: Queryable,
  refundId: number,
): Promise<{ booking_id: number; credit_note_no: string | null } | undefined> {
  const r = await q.query<{ booking_id: number; credit_note_no: string | null }>(
    'SELECT booking_id, credit_note_no FROM refunds WHERE id = $1',
    [refundId],
  );
  return r.rows[0];
}
