/**
 * What a booking's reader sees of its money and lifecycle: state, paid / due / refunded, the balance due date,
 * which actions are open, the tax invoice and the GST credit notes. SQL for these reads lives here.
 */
import { moneyFigures, moneyStatusLabel } from '@utsav/domain/order-money';
import { toRupees } from '@utsav/domain/pricing';
import { balanceDueDate, cancellationRefund, cancellationTier, vendorMayDecline } from '@utsav/domain/refund-policy';
import type { BookingState } from '../data/order-money';

export interface MoneyRow {
  id: number;
  booking_state: BookingState;
  booking_date: string;
  /** The earliest date the booking held before a move (null: never moved): the refund tier counts to it. */
  refund_tier_date: string | null;
  payment_type: string;
  billing_amt: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
  hold_expires_at: string | null;
  confirmed_at: string | null;
  invoice_issued_at: string | null;
}

/**
 * A booking's state as its reader sees it now, whether or not the sweeper has written it yet: a hold that
 * ran out is expired (status 2), a confirmed booking whose event day (India date) has passed is completed (status 1).
 * The same two rules payments/booking-states' expireHolds / completePastBookings write, in the sweeper (every
 * PAYMENT_SWEEP_MS) and before every write that depends on them, so a list read needs no "anything to settle?"
 * query first: one statement, one round trip per page.
 */
export function effectiveState<
  T extends { booking_state: BookingState; booking_date: string; hold_expires_at: string | null; status?: number },
>(b: T, today: string, now: Date): T {
  if (b.booking_state === 'pending_payment' && b.hold_expires_at && Date.parse(b.hold_expires_at) <= now.getTime()) {
    return { ...b, booking_state: 'expired', ...(b.status === undefined ? {} : { status: 2 }) };
  }
  if (b.booking_state === 'confirmed' && b.booking_date < today)
    return { ...b, booking_state: 'completed', ...(b.status === undefined ? {} : { status: 1 }) };
  return b;
}

/**
 * The lifecycle and money fields of a booking reply (rupees). Paid and refunded are the booking's payment records
 * (payment_allocations and refunds, kept as paid_amt / refunded_amt in the same transactions); due, the amount to
 * pay now and the words come from the one rule of @utsav/domain/order-money.
 */
export function moneyFields(b: MoneyRow, today: string, now = new Date()) {
  const figures = moneyFigures({
    state: b.booking_state,
    paymentType: b.payment_type === 'advance' ? 'advance' : 'full',
    billing: Number(b.billing_amt),
    advance: Number(b.advance_amt ?? 0),
    paid: Number(b.paid_amt),
    refunded: Number(b.refunded_amt),
  });
  const due = figures.due;
  const held = figures.net;
  // The tier once per row (a page of 25 asked it three times each).
  const tier =
    b.booking_state === 'confirmed' || b.booking_state === 'pending_payment'
      ? cancellationTier(b.booking_date, today, b.refund_tier_date)
      : null;
  const cancellable = tier !== null;
  return {
    BookingState: b.booking_state,
    PaidAmt: toRupees(Number(b.paid_amt)),
    DueAmt: toRupees(due),
    RefundedAmt: toRupees(Number(b.refunded_amt)),
    ToPayAmt: toRupees(figures.toPay),
    StatusLabel: moneyStatusLabel(figures),
    BalanceDueDate: b.payment_type === 'advance' && due > 0 ? balanceDueDate(b.booking_date) : null,
    CanPayBalance: due > 0 && b.booking_date >= today,
    CanCancel: cancellable,
    CancelRefundAmt: cancellable ? toRupees(cancellationRefund(held, b.booking_date, today, b.refund_tier_date)) : 0,
    CancelRefundPercent: tier?.refundPercent ?? 0,
    HoldExpiresAt: b.booking_state === 'pending_payment' ? b.hold_expires_at : null,
    ConfirmedAt: b.confirmed_at,
    CanDecline: b.booking_state === 'confirmed' && !!b.confirmed_at && vendorMayDecline(b.confirmed_at, now),
    InvoiceIssuedAt: b.invoice_issued_at,
  };
}
