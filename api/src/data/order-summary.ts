/**
 * One order of the signed-in customer (the /booking/{orderid} and /booking/status pages): a service order (the
 * bookings sharing an OrderId, each on its own date) or a package order. Null when the customer has no such order,
 * so someone else's id and an invented id look the same (404).
 */
import { toRupees } from '@utsav/domain/pricing';
import type { Queryable } from '../db/client';
import type { BookingState } from './order-money';

export interface OrderLine {
  BookingId: number;
  BookingNo: string;
  Title: string;
  BookingOnDate: string;
  Status: number;
  BillingAmt: number;
  advance_booking_amount: number;
}

export interface OrderSummary {
  OrderId: string;
  Kind: 'service' | 'package';
  CreateDate: string;
  BookingFor: string;
  PaymentType: 'full' | 'advance';
  /** 1 when every line is booked (product §4: 1 Booked, otherwise Failed). */
  Status: number;
  /** The lifecycle state (docs/payments.md): one state, or 'mixed' when a service order's bookings differ. */
  BookingState: BookingState | 'mixed';
  TotalAmount: number;
  AdvanceAmount: number;
  Items: OrderLine[];
  /** Package orders only. */
  PackageName?: string;
  PackageBookingId?: number;
}

/** OrderIds are 'OD' + date + number (service) or 'PK…' (package): anything else cannot exist. */
export const ORDER_ID = /^[A-Z]{2}\d{6,20}$/;

export async function orderSummary(q: Queryable, userId: number, orderId: string): Promise<OrderSummary | null> {
  const id = orderId.trim().toUpperCase();
  if (!ORDER_ID.test(id)) return null;
  const r = await q.query<{
    id: number;
    booking_no: string;
    title: string;
    booking_date: string;
    status: number;
    billing_amt: number;
    advance_amt: number;
    created_at: string;
    booking_for: string;
    payment_type: 'full' | 'advance';
    booking_state: BookingState;
  }>(
    `SELECT id, booking_no, title, booking_date, status, billing_amt, advance_amt, created_at, booking_for, payment_type, booking_state
     FROM bookings WHERE order_id = $1 AND user_id = $2 ORDER BY booking_date, id`,
    [id, userId],
  );
  if (r.rows.length > 0) {
    const first = r.rows[0]!;
    return {
      OrderId: id,
      Kind: 'service',
      CreateDate: first.created_at,
      BookingFor: first.booking_for,
      PaymentType: first.payment_type,
      Status: r.rows.every((b) => b.status === 1) ? 1 : 0,
      BookingState: new Set(r.rows.map((b) => b.booking_state)).size === 1 ? first.booking_state : 'mixed',
      TotalAmount: toRupees(r.rows.reduce((s, b) => s + Number(b.billing_amt), 0)),
      AdvanceAmount: toRupees(r.rows.reduce((s, b) => s + Number(b.advance_amt), 0)),
      Items: r.rows.map((b) => ({
        BookingId: b.id,
        BookingNo: b.booking_no,
        Title: b.title,
        BookingOnDate: b.booking_date,
        Status: b.status,
        BillingAmt: toRupees(Number(b.billing_amt)),
        advance_booking_amount: toRupees(Number(b.advance_amt)),
      })),
    };
  }
  const p = await q.query<{
    id: number;
    package_name: string;
    booking_date: string;
    status: number;
    package_total: number;
    advance_amt: number;
    created_at: string;
    booking_for: string;
    booking_state: BookingState;
  }>(
    'SELECT id, package_name, booking_date, status, package_total, advance_amt, created_at, booking_for, booking_state FROM package_bookings WHERE order_id = $1 AND user_id = $2',
    [id, userId],
  );
  const b = p.rows[0];
  if (!b) return null;
  return {
    OrderId: id,
    Kind: 'package',
    CreateDate: b.created_at,
    BookingFor: b.booking_for,
    PaymentType: Number(b.advance_amt) > 0 ? 'advance' : 'full',
    Status: b.status === 1 ? 1 : 0,
    BookingState: b.booking_state,
    TotalAmount: toRupees(Number(b.package_total)),
    AdvanceAmount: toRupees(Number(b.advance_amt)),
    PackageName: b.package_name,
    PackageBookingId: b.id,
    Items: [
      {
        BookingId: b.id,
        BookingNo: id,
        Title: b.package_name,
        BookingOnDate: b.booking_date,
        Status: b.status,
        BillingAmt: toRupees(Number(b.package_total)),
        advance_booking_amount: toRupees(Number(b.advance_amt)),
      },
    ],
  };
}
