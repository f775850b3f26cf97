/**
 * The booking and package-order rows a payment reads and moves (the payment service's side of bookings): their money
 * columns, the locks a capture or an expiry takes, and the state changes payment makes. The payment rows themselves:
 * data/payments.ts.
 */
import type { Queryable } from '../db/client';
import type { BookingState } from './order-money';

export interface BookingMoneyRow {
  id: number;
  order_id: string;
  booking_no: string;
  user_id: number;
  vendor_id: number;
  booking_state: BookingState;
  payment_type: 'full' | 'advance';
  booking_date: string;
  /** The earliest date the booking held before a move (null: never moved); its refund tier counts to it. */
  refund_tier_date: string | null;
  billing_amt: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
  gst_amt: number;
  /** Travel charges (GST-inclusive, the service's rate: one composite supply) and that rate. */
  travel_charges: number;
  gst_per: number | string;
  admin_commission_amt: number;
  hold_expires_at: string | null;
  confirmed_at: string | null;
}

export const BOOKING_MONEY_COLUMNS =
  'id, order_id, booking_no, user_id, vendor_id, booking_state, payment_type, booking_date, refund_tier_date, billing_amt, advance_amt, paid_amt, refunded_amt, gst_amt, travel_charges, gst_per, admin_commission_amt, hold_expires_at, confirmed_at';

// ---------------------------------------------------------------- bookings a payment reads and moves

/** An order's bookings (the owner's), by id. */
export async function orderBookingsMoney(q: Queryable, orderId: string, userId: number): Promise<BookingMoneyRow[]> {
  const r = await q.query<BookingMoneyRow>(
    `SELECT ${BOOKING_MONEY_COLUMNS} FROM bookings WHERE order_id = $1 AND user_id = $2 ORDER BY id`,
    [orderId, userId],
  );
  return r.rows;
}

/** An order's bookings whoever owns it (the seed). */
export async function seedOrderBookingsMoney(q: Queryable, orderId: string): Promise<BookingMoneyRow[]> {
  const r = await q.query<BookingMoneyRow>(
    `SELECT ${BOOKING_MONEY_COLUMNS} FROM bookings WHERE order_id = $1 ORDER BY id`,
    [orderId],
  );
  return r.rows;
}

export async function ownBookingMoney(
  q: Queryable,
  bookingId: number,
  userId: number,
): Promise<BookingMoneyRow | undefined> {
  const r = await q.query<BookingMoneyRow>(
    `SELECT ${BOOKING_MONEY_COLUMNS} FROM bookings WHERE id = $1 AND user_id = $2`,
    [bookingId, userId],
  );
  return r.rows[0];
}

/** Locks bookings by id (ORDER BY id FOR UPDATE). */
export async function lockBookingsMoney(tx: Queryable, ids: number[]): Promise<BookingMoneyRow[]> {
  const locked = await tx.query<BookingMoneyRow>(
    `SELECT ${BOOKING_MONEY_COLUMNS} FROM bookings WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [ids],
  );
  return locked.rows;
}

/** Locks an order's bookings still awaiting payment; their ids. */
export async function lockPendingOrderBookings(tx: Queryable, orderId: string, userId: number): Promise<number[]> {
  const r = await tx.query<{ id: number }>(
    `SELECT id FROM bookings WHERE order_id = $1 AND user_id = $2 AND booking_state = 'pending_payment' ORDER BY id FOR UPDATE`,
    [orderId, userId],
  );
  return r.rows.map((b) => b.id);
}

/** The (service, date) lines of a new order, as two parallel arrays for `unnest`. */
export interface ServiceDates {
  productIds: number[];
  dates: string[];
}

const OWN_UNPAID_LINE_SQL = `b.user_id = $1 AND b.booking_state = 'pending_payment'
  AND (b.product_id, b.booking_date) IN (SELECT * FROM unnest($2::int[], $3::date[]))`;

/**
 * Locks the open payment orders (kind 'order') of the customer's unpaid bookings of these services and dates: taken
 * before the bookings, in the order a capture takes them (payments/payment-capture), so the two never wait in a cycle.
 */
export async function lockOwnUnpaidPaymentOrders(
  tx: Queryable,
  userId: number,
  lines: ServiceDates,
): Promise<number[]> {
  const r = await tx.query<{ id: number }>(
    `SELECT po.id FROM payment_orders po
      WHERE po.user_id = $1 AND po.kind = 'order' AND po.status = 'created'
        AND EXISTS (SELECT 1 FROM payment_order_items i JOIN bookings b ON b.id = i.booking_id
                     WHERE i.payment_order_id = po.id AND ${OWN_UNPAID_LINE_SQL})
      ORDER BY po.id FOR UPDATE OF po`,
    [userId, lines.productIds, lines.dates],
  );
  return r.rows.map((x) => x.id);
}

/** Locks the customer's bookings of these services and dates still awaiting payment; their ids. */
export async function lockOwnUnpaidBookings(tx: Queryable, userId: number, lines: ServiceDates): Promise<number[]> {
  const r = await tx.query<{ id: number }>(
    `SELECT b.id FROM bookings b WHERE ${OWN_UNPAID_LINE_SQL} ORDER BY b.id FOR UPDATE`,
    [userId, lines.productIds, lines.dates],
  );
  return r.rows.map((x) => x.id);
}

/** Cancels bookings that cannot be paid (closed now, hold cleared). */
export async function cancelUnpayableBookings(tx: Queryable, ids: number[]): Promise<void> {
  await tx.query(
    `UPDATE bookings SET booking_state = 'cancelled', status = 2, closed_at = now(), hold_expires_at = NULL WHERE id = ANY($1::int[])`,
    [ids],
  );
}

export async function deleteBookingSlots(tx: Queryable, ids: number[]): Promise<void> {
  await tx.query('DELETE FROM booking_slots WHERE booking_id = ANY($1::int[])', [ids]);
}

export async function deletePackageSlots(tx: Queryable, packageBookingId: number): Promise<void> {
  await tx.query(
    'DELETE FROM booking_slots WHERE package_item_id IN (SELECT id FROM package_booking_items WHERE package_booking_id = $1)',
    [packageBookingId],
  );
}

/** Confirms a booking a payment paid (hold cleared, paid, confirmed and invoiced at the first payment). */
export async function confirmPaidBooking(
  tx: Queryable,
  bookingId: number,
  amount: number,
  nowIso: string,
): Promise<void> {
  await tx.query(
    `UPDATE bookings SET booking_state = 'confirmed', status = 1, hold_expires_at = NULL, paid_amt = paid_amt + $2,
         confirmed_at = coalesce(confirmed_at, $3), invoice_issued_at = coalesce(invoice_issued_at, $3) WHERE id = $1`,
    [bookingId, amount, nowIso],
  );
}

/** A payment taken and refunded whole on a booking. */
export async function addBookingPaidAndRefunded(tx: Queryable, bookingId: number, amount: number): Promise<void> {
  await tx.query('UPDATE bookings SET paid_amt = paid_amt + $2, refunded_amt = refunded_amt + $2 WHERE id = $1', [
    bookingId,
    amount,
  ]);
}

export async function addBookingRefunded(tx: Queryable, bookingId: number, amount: number): Promise<void> {
  await tx.query('UPDATE bookings SET refunded_amt = refunded_amt + $2 WHERE id = $1', [bookingId, amount]);
}

export async function expireBookingRows(tx: Queryable, ids: number[], nowIso: string): Promise<void> {
  await tx.query(
    `UPDATE bookings SET booking_state = 'expired', status = 2, closed_at = $2 WHERE id = ANY($1::int[]) AND booking_state = 'pending_payment'`,
    [ids, nowIso],
  );
}

// ---------------------------------------------------------------- package orders a payment reads and moves

export interface PackagePaymentRow {
  id: number;
  order_id: string;
  booking_state: BookingState;
  booking_date: string;
  package_total: number;
  advance_amt: number;
  payment_type: string;
  hold_expires_at: string | null;
  paid_amt: number;
  refunded_amt: number;
}

export async function ownPackageForPayment(
  q: Queryable,
  packageBookingId: number,
  userId: number,
): Promise<PackagePaymentRow | undefined> {
  const r = await q.query<PackagePaymentRow>(
    `SELECT id, order_id, booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, package_total, advance_amt, payment_type, hold_expires_at, paid_amt, refunded_amt
     FROM package_bookings WHERE id = $1 AND user_id = $2`,
    [packageBookingId, userId],
  );
  return r.rows[0];
}

export async function seedPackageForPayment(
  q: Queryable,
  packageBookingId: number,
): Promise<{ order_id: string; package_total: number; advance_amt: number; payment_type: string } | undefined> {
  const r = await q.query<{ order_id: string; package_total: number; advance_amt: number; payment_type: string }>(
    'SELECT order_id, package_total, advance_amt, payment_type FROM package_bookings WHERE id = $1',
    [packageBookingId],
  );
  return r.rows[0];
}

/** Locks a package order still awaiting payment; false when it is not. */
export async function lockPendingPackage(tx: Queryable, packageBookingId: number): Promise<boolean> {
  const r = await tx.query<{ id: number }>(
    `SELECT id FROM package_bookings WHERE id = $1 AND booking_state = 'pending_payment' FOR UPDATE`,
    [packageBookingId],
  );
  return !!r.rows[0];
}

export async function cancelUnpayablePackage(tx: Queryable, packageBookingId: number): Promise<void> {
  await tx.query(`UPDATE package_bookings SET booking_state = 'cancelled', status = 2 WHERE id = $1`, [
    packageBookingId,
  ]);
}

export interface LockedPackageMoney {
  id: number;
  booking_state: BookingState;
  hold_expires_at: string | null;
  package_total: number;
  paid_amt: number;
  refunded_amt: number;
}

export async function lockPackageMoney(
  tx: Queryable,
  packageBookingId: number,
): Promise<LockedPackageMoney | undefined> {
  const pk = await tx.query<LockedPackageMoney>(
    'SELECT id, booking_state, hold_expires_at, package_total, paid_amt, refunded_amt FROM package_bookings WHERE id = $1 FOR UPDATE',
    [packageBookingId],
  );
  return pk.rows[0];
}

export async function addPackagePaid(tx: Queryable, id: number, amount: number): Promise<void> {
  await tx.query('UPDATE package_bookings SET paid_amt = paid_amt + $2 WHERE id = $1', [id, amount]);
}

export async function confirmPaidPackage(tx: Queryable, id: number, amount: number, nowIso: string): Promise<void> {
  await tx.query(
    "UPDATE package_bookings SET booking_state = 'confirmed', status = 1, paid_amt = paid_amt + $2, confirmed_at = $3 WHERE id = $1",
    [id, amount, nowIso],
  );
}

export async function addPackagePaidAndRefunded(tx: Queryable, id: number, amount: number): Promise<void> {
  await tx.query(
    'UPDATE package_bookings SET paid_amt = paid_amt + $2, refunded_amt = refunded_amt + $2 WHERE id = $1',
    [id, amount],
  );
}

export async function expirePackageRow(tx: Queryable, id: number): Promise<void> {
  await tx.query(
    `UPDATE package_bookings SET booking_state = 'expired', status = 2 WHERE id = $1 AND booking_state = 'pending_payment'`,
    [id],
  );
}
