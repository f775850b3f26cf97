/**
 * Opening a payment: a provider order for what a customer owes now — an order, a booking's balance or a
 * package order — reused while it is open; an order that can no longer be paid releases its dates.
 *
 * Locking: a payment locks its payment_orders row, then the bookings it pays (SELECT … FOR UPDATE); the expiry
 * sweeper locks bookings only (SKIP LOCKED) and marks payment orders in a separate statement, so the two never
 * wait on each other in a cycle.
 */
import { expireHolds } from './booking-states';
import type { Db } from '../db/client';
import { conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { bookingAccount } from '@utsav/domain/tax-invoice';
import { moneyFigures } from '@utsav/domain/order-money';
import { MIN_SERVICE_PRICE_PAISE } from '@utsav/domain/schemas/vendor-service';
import type { PaymentProvider } from './provider';
import * as data from '../data/payments';
import { type BookingMoneyRow, type PaymentOrderRow } from '../data/payments';

export type { BookingState } from '../data/order-money';

export { STATUS_SQL, type PaymentOrderRow } from '../data/payments';

export interface OpenedPayment {
  paymentOrderId: number;
  providerOrderId: string;
  amount: number;
  receipt: string;
  kind: PaymentOrderRow['kind'];
}

/** What paying now costs for a booking placed with `payment_type`: the advance, or the whole bill. */
export const dueNow = (b: Pick<BookingMoneyRow, 'payment_type' | 'advance_amt' | 'billing_amt'>) =>
  bookingAccount({
    state: 'pending_payment',
    total: Number(b.billing_amt),
    paymentType: b.payment_type,
    advance: Number(b.advance_amt),
    payments: [],
    refunds: [],
  }).payNow;

const findOpen = data.findOpenPaymentOrder;

/**
 * Creates (or returns the open) provider order for `receipt`. The provider call happens outside any transaction;
 * two concurrent openers race on the partial unique index and the loser returns the winner's order.
 */
async function openPaymentOrder(
  db: Db,
  provider: PaymentProvider,
  spec: {
    kind: PaymentOrderRow['kind'];
    receipt: string;
    userId: number;
    amount: number;
    holdExpiresAt: string | null;
    items: { bookingId: number; amount: number }[];
    packageBookingId?: number;
  },
): Promise<OpenedPayment> {
  const existing = await findOpen(db, spec.kind, spec.receipt);
  if (existing && existing.amount === spec.amount) return shape(existing);
  if (existing) await data.voidOpenPaymentOrder(db, existing.id);
  const po = await provider.createOrder({
    amount: spec.amount,
    receipt: spec.receipt,
    notes: { kind: spec.kind, receipt: spec.receipt },
  });
  try {
    return await db.transaction(async (tx) => {
      const row = await data.insertPaymentOrder(tx, {
        kind: spec.kind,
        receipt: spec.receipt,
        userId: spec.userId,
        provider: provider.name,
        providerOrderId: po.id,
        amount: spec.amount,
        holdExpiresAt: spec.holdExpiresAt,
        packageBookingId: spec.packageBookingId ?? null,
      });
      for (const it of spec.items) await data.insertPaymentOrderItem(tx, row.id, it.bookingId, it.amount);
      return shape(row);
    });
  } catch (e) {
    if ((e as { code?: string }).code === '23505') {
      const winner = await findOpen(db, spec.kind, spec.receipt);
      if (winner) return shape(winner);
    }
    throw e;
  }
}

const shape = (p: PaymentOrderRow): OpenedPayment => ({
  paymentOrderId: p.id,
  providerOrderId: p.provider_order_id,
  amount: p.amount,
  receipt: p.receipt,
  kind: p.kind,
});

/**
 * the smallest amount a payment can be opened for — the gateway's minimum order (Razorpay: ₹1), the same
 * bound as a service's least price. An order below it (a ₹0 service saved before the rule) can never be paid: it is
 * refused cleanly and its dates released at once, not left holding them for the hold's 15 minutes behind a 500.
 */
export const MIN_PAYMENT_PAISE = MIN_SERVICE_PRICE_PAISE;
export const ORDER_BELOW_MINIMUM =
  'This order comes to less than ₹1 and cannot be paid online. It was cancelled and its dates were released.';

/** Closes the still-unpaid bookings of an order that cannot be paid (state cancelled, slots freed). */
async function releaseUnpayableOrder(db: Db, userId: number, orderId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ids = await data.lockPendingOrderBookings(tx, orderId, userId);
    if (ids.length === 0) return;
    await data.cancelUnpayableBookings(tx, ids);
    await data.deleteBookingSlots(tx, ids);
  });
  await db.changed(['bookings']);
}

/** The same for a package order. */
async function releaseUnpayablePackage(db: Db, packageBookingId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await data.lockPendingPackage(tx, packageBookingId))) return;
    await data.cancelUnpayablePackage(tx, packageBookingId);
    await data.deletePackageSlots(tx, packageBookingId);
  });
  await db.changed(['bookings']);
}

export const ORDER_EXPIRED = 'The payment time for this order ran out and its dates were released. Please book again.';
export const ORDER_ALREADY_PAID = 'This order is already paid';
export const ORDER_CLOSED = 'This order was cancelled: there is nothing to pay';

/**
 * The provider order for a placed service order: its bookings still awaiting payment (a booking of it the customer
 * cancelled, or released by placing the same service and date again, is left out). Refused with the real reason
 * when nothing awaits payment: expired, cancelled, or already paid.
 */
export async function openOrderPayment(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: string,
  now = new Date(),
): Promise<OpenedPayment> {
  await expireHolds(db, now);
  const r = { rows: await data.orderBookingsMoney(db, orderId, userId) };
  if (r.rows.length === 0) throw notFound('Order not found');
  const pending = r.rows.filter((b) => b.booking_state === 'pending_payment');
  const paidAlready = r.rows.some((b) => b.booking_state === 'confirmed' || b.booking_state === 'completed');
  if (pending.length > 0 && !paidAlready) {
    const hold =
      pending
        .map((b) => b.hold_expires_at)
        .filter((h): h is string => !!h)
        .sort()[0] ?? null;
    const amount = pending.reduce((s, b) => s + dueNow(b), 0);
    if (amount < MIN_PAYMENT_PAISE) {
      await releaseUnpayableOrder(db, userId, orderId);
      throw conflict(ORDER_BELOW_MINIMUM);
    }
    return openPaymentOrder(db, provider, {
      kind: 'order',
      receipt: orderId,
      userId,
      amount,
      holdExpiresAt: hold,
      items: pending.map((b) => ({ bookingId: b.id, amount: dueNow(b) })),
    });
  }
  if (paidAlready) throw conflict(ORDER_ALREADY_PAID);
  if (r.rows.some((b) => b.booking_state === 'expired')) throw conflict(ORDER_EXPIRED);
  throw conflict(ORDER_CLOSED);
}

/** The balance of an advance booking (confirmed, event not past). */
export async function openBalancePayment(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  bookingId: number,
  today = todayIso(),
): Promise<OpenedPayment> {
  const b = await data.ownBookingMoney(db, bookingId, userId);
  if (!b) throw notFound('Booking not found');
  if (b.booking_state !== 'confirmed') throw conflict('Only a confirmed booking has a balance to pay');
  // The one money rule (@utsav/domain/order-money): what a confirmed booking still owes, from its payment records.
  const balance = moneyFigures({
    state: b.booking_state,
    paymentType: b.payment_type === 'advance' ? 'advance' : 'full',
    billing: Number(b.billing_amt),
    advance: Number(b.advance_amt ?? 0),
    paid: Number(b.paid_amt),
    refunded: Number(b.refunded_amt),
  }).due;
  if (balance <= 0) throw conflict('Nothing is due on this booking');
  if (b.booking_date < today) throw conflict('The event date has passed');
  return openPaymentOrder(db, provider, {
    kind: 'balance',
    receipt: `${b.order_id}-${b.booking_no}`,
    userId,
    amount: balance,
    holdExpiresAt: null,
    items: [{ bookingId: b.id, amount: balance }],
  });
}

/**
 * The balance of every line of a service order in one payment (docs/payments.md "One balance payment per order"):
 * each confirmed line that still owes money and whose event is still ahead is an item with its own due (the money
 * rule of @utsav/domain/order-money), so one trip to the gateway pays them all and each booking gets its share.
 */
export async function openOrderBalancePayment(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  orderId: string,
  today = todayIso(),
): Promise<OpenedPayment> {
  const rows = await data.orderBookingsMoney(db, orderId, userId);
  if (!rows.length) throw notFound('Order not found');
  const items = rows
    .filter((b) => b.booking_state === 'confirmed' && b.booking_date >= today)
    .map((b) => ({
      bookingId: b.id,
      amount: moneyFigures({
        state: b.booking_state,
        paymentType: b.payment_type === 'advance' ? 'advance' : 'full',
        billing: Number(b.billing_amt),
        advance: Number(b.advance_amt ?? 0),
        paid: Number(b.paid_amt),
        refunded: Number(b.refunded_amt),
      }).due,
    }))
    .filter((i) => i.amount > 0);
  if (!items.length) throw conflict('Nothing is due on this order');
  return openPaymentOrder(db, provider, {
    kind: 'balance',
    receipt: `${orderId}-BAL`,
    userId,
    amount: items.reduce((sum, i) => sum + i.amount, 0),
    holdExpiresAt: null,
    items,
  });
}

/**
 * A package order: while it awaits payment, its advance or the whole package total; once confirmed with an advance
 * paid, its balance (until the event day) — paid like a service booking's balance (kind 'balance', receipt PK…-BAL).
 */
export async function openPackagePayment(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  packageBookingId: number,
  now = new Date(),
  today = todayIso(),
): Promise<OpenedPayment> {
  await expireHolds(db, now);
  const p = await data.ownPackageForPayment(db, packageBookingId, userId);
  if (!p) throw notFound('Order not found');
  if (p.booking_state === 'expired') throw conflict(ORDER_EXPIRED);
  if (p.booking_state === 'confirmed') {
    const balance = Number(p.package_total) - (Number(p.paid_amt) - Number(p.refunded_amt));
    if (balance <= 0) throw conflict(ORDER_ALREADY_PAID);
    if (p.booking_date < today) throw conflict('The event date has passed');
    return openPaymentOrder(db, provider, {
      kind: 'balance',
      receipt: `${p.order_id}-BAL`,
      userId,
      amount: balance,
      holdExpiresAt: null,
      items: [],
      packageBookingId: p.id,
    });
  }
  if (p.booking_state !== 'pending_payment')
    throw conflict(p.booking_state === 'completed' ? ORDER_ALREADY_PAID : ORDER_CLOSED);
  const amount = p.payment_type === 'advance' && p.advance_amt > 0 ? p.advance_amt : p.package_total;
  if (amount < MIN_PAYMENT_PAISE) {
    await releaseUnpayablePackage(db, p.id);
    throw conflict(ORDER_BELOW_MINIMUM);
  }
  return openPaymentOrder(db, provider, {
    kind: 'package',
    receipt: p.order_id,
    userId,
    amount,
    holdExpiresAt: p.hold_expires_at,
    items: [],
    packageBookingId: p.id,
  });
}

// ---------------------------------------------------------------- applying payments
