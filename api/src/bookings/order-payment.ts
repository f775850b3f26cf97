/**
 * The payment side of one service order, as its order page needs it (GET /GetOrder adds it as Payment): the order's
 * state (one state, or 'mixed' when its bookings differ), the payment hold, what is to pay now, paid and refunded,
 * each booking's money and every payment attempt. The caller has already checked the order is the customer's.
 */
import { toRupees } from '@utsav/shared/pricing';
import type { Static } from '@sinclair/typebox';
import type { OrderPayment as OrderPaymentSchema } from '../contract/bookings';
import type { Queryable } from '../db/client';
import { todayIso } from '../lib/dates';
import { dueNow } from '../payments/payment-data';
import { moneyFields, orderBookings } from './booking-money';

type OrderPayment = Static<typeof OrderPaymentSchema>;

export async function orderPayment(q: Queryable, orderId: string, userId: number): Promise<OrderPayment> {
  const rows = await orderBookings(q, orderId, userId);
  const today = todayIso();
  const attempts = await q.query<{ id: string; status: 'captured' | 'failed'; amount: number; created_at: string; error: string }>(
    `SELECT p.id, p.status, p.amount, p.created_at, p.error FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
     WHERE o.receipt = $1 AND o.kind = 'order' ORDER BY p.created_at`,
    [orderId],
  );
  const states = new Set(rows.map((b) => b.booking_state));
  const first = rows[0];
  return {
    State: first && states.size === 1 ? (first.booking_state as OrderPayment['State']) : 'mixed',
    HoldExpiresAt: first?.booking_state === 'pending_payment' ? first.hold_expires_at : null,
    AmountToPay: toRupees(rows.reduce((s, b) => s + (b.booking_state === 'pending_payment' ? dueNow({ payment_type: b.payment_type === 'advance' ? 'advance' : 'full', advance_amt: b.advance_amt, billing_amt: b.billing_amt }) : 0), 0)),
    PaidAmt: toRupees(rows.reduce((s, b) => s + Number(b.paid_amt), 0)),
    RefundedAmt: toRupees(rows.reduce((s, b) => s + Number(b.refunded_amt), 0)),
    Bookings: rows.map((b) => ({ BookingId: b.id, BookingNo: b.booking_no, Title: b.title, ProductId: b.product_id, BookingOnDate: b.booking_date,
      PaymentType: b.payment_type === 'advance' ? ('advance' as const) : ('full' as const), BillingAmt: toRupees(Number(b.billing_amt)), AdvanceAmt: toRupees(Number(b.advance_amt)), ...moneyFields(b, today) })),
    Payments: attempts.rows.map((p) => ({ PaymentId: p.id, Status: p.status, Amount: toRupees(p.amount), At: p.created_at, Error: p.error })),
  };
}
