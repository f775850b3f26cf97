/**
 * An order's payment records as its order page reads them: per booking —
 * or per package order — the captured payments allocated to it and its refunds, summed from the payment tables
 * (payment_allocations, payments, refunds), not from the bookings' own paid / refunded columns; every payment attempt
 * and every refund of the order. The caller has checked that the order is the customer's.
 */
import type { Queryable } from '../db/client';

/** The lifecycle state of a booking (docs/payments.md). */
export type BookingState = 'pending_payment' | 'confirmed' | 'completed' | 'expired' | 'declined' | 'cancelled';

export interface RecordedBooking {
  id: number;
  booking_no: string;
  title: string;
  product_id: number;
  booking_state: BookingState;
  booking_date: string;
  /** The earliest date held before a move (null: never moved; packages do not move). */
  refund_tier_date: string | null;
  payment_type: string;
  billing_amt: number;
  advance_amt: number;
  hold_expires_at: string | null;
  confirmed_at: string | null;
  invoice_issued_at: string | null;
  /** Σ payment_allocations.amount: captured payments allocated to it. */
  paid_amt: number;
  /** Σ refunds.amount. */
  refunded_amt: number;
}

export interface RecordedPayment {
  id: string;
  status: 'captured' | 'failed';
  amount: number;
  created_at: string;
  error: string;
}

export interface RecordedRefund {
  booking_no: string;
  amount: number;
  reason: string;
  status: string;
  created_at: string;
}

/** The service bookings of an order with their records. */
export async function serviceOrderRecords(q: Queryable, orderId: string, userId: number): Promise<RecordedBooking[]> {
  const r = await q.query<RecordedBooking>(
    `SELECT b.id, b.booking_no, b.title, b.product_id, b.booking_state, b.booking_date, b.refund_tier_date, b.payment_type, b.billing_amt, b.advance_amt,
            b.hold_expires_at, b.confirmed_at, b.invoice_issued_at,
            coalesce((SELECT sum(a.amount) FROM payment_allocations a WHERE a.booking_id = b.id), 0)::bigint AS paid_amt,
            coalesce((SELECT sum(f.amount) FROM refunds f WHERE f.booking_id = b.id), 0)::bigint AS refunded_amt
     FROM bookings b WHERE b.order_id = $1 AND b.user_id = $2 ORDER BY b.booking_date, b.id`,
    [orderId, userId],
  );
  return r.rows;
}

/** Every payment attempt of a service order (the order itself and its balances). */
export async function serviceOrderPayments(q: Queryable, orderId: string, userId: number): Promise<RecordedPayment[]> {
  const r = await q.query<RecordedPayment>(
    `SELECT p.id, p.status, p.amount, p.created_at, p.error FROM payments p
     WHERE p.payment_order_id IN (SELECT i.payment_order_id FROM payment_order_items i JOIN bookings b ON b.id = i.booking_id WHERE b.order_id = $1 AND b.user_id = $2)
     ORDER BY p.created_at, p.id`,
    [orderId, userId],
  );
  return r.rows;
}

/** Every refund of a service order's bookings. */
export async function serviceOrderRefunds(q: Queryable, orderId: string, userId: number): Promise<RecordedRefund[]> {
  const r = await q.query<RecordedRefund>(
    `SELECT b.booking_no, f.amount, f.reason, f.status, f.created_at FROM refunds f JOIN bookings b ON b.id = f.booking_id
     WHERE b.order_id = $1 AND b.user_id = $2 ORDER BY f.created_at, f.id`,
    [orderId, userId],
  );
  return r.rows;
}

/** A package order as one booking with its records (paid: every payment captured on its payment orders). */
export async function packageOrderRecords(
  q: Queryable,
  packageBookingId: number,
  userId: number,
): Promise<RecordedBooking | null> {
  const r = await q.query<RecordedBooking>(
    `SELECT k.id, k.order_id AS booking_no, k.package_name AS title, 0 AS product_id, k.booking_state, k.booking_date, NULL::date AS refund_tier_date, k.payment_type, k.package_total AS billing_amt,
            k.advance_amt, k.hold_expires_at, k.confirmed_at, NULL::timestamptz AS invoice_issued_at,
            coalesce((SELECT sum(p.amount) FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
                      WHERE o.package_booking_id = k.id AND p.status = 'captured'), 0)::bigint AS paid_amt,
            coalesce((SELECT sum(f.amount) FROM refunds f WHERE f.package_booking_id = k.id), 0)::bigint AS refunded_amt
     FROM package_bookings k WHERE k.id = $1 AND k.user_id = $2`,
    [packageBookingId, userId],
  );
  return r.rows[0] ?? null;
}

export async function packageOrderPayments(q: Queryable, packageBookingId: number): Promise<RecordedPayment[]> {
  const r = await q.query<RecordedPayment>(
    `SELECT p.id, p.status, p.amount, p.created_at, p.error FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
     WHERE o.package_booking_id = $1 ORDER BY p.created_at, p.id`,
    [packageBookingId],
  );
  return r.rows;
}

export async function packageOrderRefunds(q: Queryable, packageBookingId: number): Promise<RecordedRefund[]> {
  const r = await q.query<RecordedRefund>(
    `SELECT k.order_id AS booking_no, f.amount, f.reason, f.status, f.created_at FROM refunds f JOIN package_bookings k ON k.id = f.package_booking_id
     WHERE f.package_booking_id = $1 ORDER BY f.created_at, f.id`,
    [packageBookingId],
  );
  return r.rows;
}
