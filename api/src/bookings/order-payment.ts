/**
 * The payment side of one order, as its order page needs it (GET /GetOrder adds it as Payment), for a service order
 * and a package order alike: the order's state and headline, the payment hold, what is to pay now, paid, refunded and
 * due, each booking's money and words, every payment attempt and every refund. Paid and refunded are summed from
 * the payment records (data/order-money); due, to-pay and the words follow the one rule of @utsav/domain/order-money.
 * The caller has already checked the order is the customer's.
 */
import { HEADLINE_TITLES, orderFigures, orderHeadline } from '@utsav/domain/order-money';
import { toRupees } from '@utsav/domain/pricing';
import type { Static } from '@sinclair/typebox';
import type { OrderPayment as OrderPaymentSchema } from '../contract/bookings';
import type { Queryable } from '../db/client';
import { todayIso } from '../lib/dates';
import {
  packageOrderPayments,
  packageOrderRecords,
  packageOrderRefunds,
  serviceOrderPayments,
  serviceOrderRecords,
  serviceOrderRefunds,
  type RecordedBooking,
  type RecordedPayment,
  type RecordedRefund,
} from '../data/order-money';
import { moneyFields } from './booking-money';
import { codeText, type MessageKey, type ReplyLang } from '../lib/server-messages';

type OrderPayment = Static<typeof OrderPaymentSchema>;

const REFUND_REASONS: Record<string, MessageKey> = {
  customer_cancel: 'refundReason.byYou',
  vendor_decline: 'refundReason.byVendor',
  late_payment: 'refundReason.latePayment',
  expired_order: 'refundReason.expiredOrder',
  operator_cancel: 'refundReason.byUtsav',
  reschedule: 'refundReason.reschedule',
};

function shape(
  rows: RecordedBooking[],
  attempts: RecordedPayment[],
  refunds: RecordedRefund[],
  kind: 'service' | 'package',
  lang: ReplyLang,
): OrderPayment {
  const today = todayIso();
  const records = rows.map((b) => ({
    state: b.booking_state,
    paymentType: b.payment_type === 'advance' ? ('advance' as const) : ('full' as const),
    billing: Number(b.billing_amt),
    advance: Number(b.advance_amt),
    paid: Number(b.paid_amt),
    refunded: Number(b.refunded_amt),
  }));
  const totals = orderFigures(records);
  const headline = orderHeadline(records);
  const states = new Set(rows.map((b) => b.booking_state));
  const pending = rows.filter((b) => b.booking_state === 'pending_payment');
  return {
    State: rows[0] && states.size === 1 ? rows[0].booking_state : 'mixed',
    Headline: headline,
    Title: HEADLINE_TITLES[headline],
    HoldExpiresAt:
      pending
        .map((b) => b.hold_expires_at)
        .filter((h): h is string => !!h)
        .sort()[0] ?? null,
    AmountToPay: toRupees(totals.toPay),
    PaidAmt: toRupees(totals.paid),
    RefundedAmt: toRupees(totals.refunded),
    NetPaidAmt: toRupees(totals.net),
    DueAmt: toRupees(totals.due),
    Bookings: rows.map((b) => {
      const money = moneyFields(b, today);
      return {
        BookingId: b.id,
        BookingNo: b.booking_no,
        Title: b.title,
        ProductId: b.product_id,
        BookingOnDate: b.booking_date,
        PaymentType: b.payment_type === 'advance' ? ('advance' as const) : ('full' as const),
        BillingAmt: toRupees(Number(b.billing_amt)),
        AdvanceAmt: toRupees(Number(b.advance_amt)),
        // A package order is cancelled and declined by the operator only (admin), never from the customer's page.
        ...(kind === 'package'
          ? { ...money, CanCancel: false, CancelRefundAmt: 0, CancelRefundPercent: 0, CanDecline: false }
          : money),
      };
    }),
    Payments: attempts.map((p) => ({
      PaymentId: p.id,
      Status: p.status,
      Amount: toRupees(Number(p.amount)),
      At: p.created_at,
      Error: p.error,
    })),
    Refunds: refunds.map((f) => ({
      BookingNo: f.booking_no,
      Amount: toRupees(Number(f.amount)),
      Reason: codeText(lang, REFUND_REASONS, f.reason),
      Status: f.status,
      At: f.created_at,
    })),
  };
}

/** A service order's payment, its texts (refund reasons) in `lang`. */
export async function orderPayment(
  q: Queryable,
  orderId: string,
  userId: number,
  lang: ReplyLang,
): Promise<OrderPayment> {
  const [rows, attempts, refunds] = await Promise.all([
    serviceOrderRecords(q, orderId, userId),
    serviceOrderPayments(q, orderId, userId),
    serviceOrderRefunds(q, orderId, userId),
  ]);
  return shape(rows, attempts, refunds, 'service', lang);
}

export async function packageOrderPayment(
  q: Queryable,
  packageBookingId: number,
  userId: number,
  lang: ReplyLang,
): Promise<OrderPayment | null> {
  const row = await packageOrderRecords(q, packageBookingId, userId);
  if (!row) return null;
  const [attempts, refunds] = await Promise.all([
    packageOrderPayments(q, packageBookingId),
    packageOrderRefunds(q, packageBookingId),
  ]);
  return shape([row], attempts, refunds, 'package', lang);
}
