/**
 * The payment data layer: opening a provider order for what a customer owes, applying captured and failed
 * payments (from the client callback or a webhook — each provider payment id once), expiring unpaid holds,
 * refunds with their GST credit notes, and the vendor ledger entries that follow every movement of money.
 *
 * Locking: a payment locks its payment_orders row, then the bookings it pays (SELECT … FOR UPDATE); the expiry
 * sweeper locks bookings only (SKIP LOCKED) and marks payment orders in a separate statement, so the two never
 * wait on each other in a cycle. A payment whose bookings are no longer pending (expired by the sweeper, or whose
 * hold ran out a moment ago) is refunded in full.
 */
import type { Db, Queryable } from '../db/client';
import { HttpError, conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { commissionEntry, refundTax, splitRefund, type Allocation } from './money';
import { ledgerPackageCollected } from '../data/package-ledger';
import { bookingAccount, bookingInvoiceGst } from '@utsav/domain/tax-invoice';
import { moneyFigures } from '@utsav/domain/order-money';
import { MIN_SERVICE_PRICE_PAISE } from '@utsav/domain/schemas/vendor-service';
import type { PaymentProvider } from './provider';
import { enqueuePaymentConfirmed } from '../bookings/booking-messages';
import { log } from '../lib/log';

import * as data from '../data/payments';
import { BOOKING_MONEY_COLUMNS, type BookingMoneyRow, type PaymentOrderRow } from '../data/payments';

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
 * Issue 32.5: the smallest amount a payment can be opened for — the gateway's minimum order (Razorpay: ₹1), the same
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

export interface CapturedPayment {
  providerOrderId: string;
  paymentId: string;
  amount: number;
  method: string;
}

export type ApplyOutcome =
  | { result: 'confirmed'; receipt: string; kind: PaymentOrderRow['kind'] }
  | { result: 'duplicate'; receipt: string; kind: PaymentOrderRow['kind'] }
  | { result: 'refunded'; receipt: string; kind: PaymentOrderRow['kind']; reason: 'late_payment' };

interface PendingRefund {
  refundId: number;
  paymentId: string;
  amount: number;
}

/** Applies a captured payment once. A payment that can no longer buy what it was for is refunded in full. */
export async function applyCapturedPayment(
  db: Db,
  provider: PaymentProvider,
  p: CapturedPayment,
  now = new Date(),
): Promise<ApplyOutcome> {
  const { outcome, refunds } = await db.transaction(async (tx) => {
    const applied = await applyCapturedLocked(tx, p, now);
    // Issue 33: the receipt (tax invoice attached) and the vendors' new-booking messages, in the same transaction.
    if (applied.outcome.result === 'confirmed') await enqueuePaymentConfirmed(tx, p.paymentId, now.toISOString());
    return applied;
  });
  await sendRefunds(db, provider, refunds);
  return outcome;
}

async function lockPaymentOrder(tx: Queryable, providerOrderId: string): Promise<PaymentOrderRow> {
  const row = await data.lockPaymentOrderRow(tx, providerOrderId);
  if (!row) throw notFound('Unknown payment order');
  return row;
}

/** The transactional part of applying a captured payment (also used by the seed, with provider 'seed'). */
export async function applyCapturedLocked(
  tx: Queryable,
  p: CapturedPayment,
  now: Date,
): Promise<{ outcome: ApplyOutcome; refunds: PendingRefund[] }> {
  const po = await lockPaymentOrder(tx, p.providerOrderId);
  const base = { receipt: po.receipt, kind: po.kind };
  if (
    !(await data.insertCapturedPayment(tx, {
      paymentId: p.paymentId,
      paymentOrderId: po.id,
      amount: p.amount,
      method: p.method,
    }))
  ) {
    // Seen before: a failed attempt id cannot turn captured later in this protocol; anything else is a replay.
    return { outcome: { result: 'duplicate', ...base }, refunds: [] };
  }
  const nowIso = now.toISOString();
  const payable = po.amount === p.amount && (po.status === 'created' || po.status === 'expired');
  if (po.package_booking_id !== null && (po.kind === 'package' || po.kind === 'balance')) {
    const row = (await data.lockPackageMoney(tx, po.package_booking_id))!;
    if (po.kind === 'balance') {
      // A package's balance: it buys something only while the order is confirmed and owes at least that much.
      const owed = Number(row.package_total) - (Number(row.paid_amt) - Number(row.refunded_amt));
      if (payable && po.status === 'created' && row.booking_state === 'confirmed' && p.amount <= owed) {
        await data.addPackagePaid(tx, row.id, p.amount);
        // The balance reaches each vendor's ledger like the advance did (their part and its commission).
        await ledgerPackageCollected(tx, row.id, p.amount, p.paymentId, nowIso);
        await data.setPaymentOrderStatus(tx, po.id, 'paid');
        return { outcome: { result: 'confirmed', ...base }, refunds: [] };
      }
      if (po.status === 'created') await data.setPaymentOrderStatus(tx, po.id, 'void');
    } else if (
      row.booking_state === 'pending_payment' &&
      row.hold_expires_at &&
      Date.parse(row.hold_expires_at) <= now.getTime()
    )
      await expirePackageLocked(tx, row.id, nowIso);
    else if (payable && row.booking_state === 'pending_payment' && po.status === 'created') {
      await data.confirmPaidPackage(tx, row.id, p.amount, nowIso);
      // Each vendor's part of the package: collected and the commission on it (issue 31.6).
      await ledgerPackageCollected(tx, row.id, p.amount, p.paymentId, nowIso);
      await data.setPaymentOrderStatus(tx, po.id, 'paid');
      return { outcome: { result: 'confirmed', ...base }, refunds: [] };
    }
    // Captured and refunded whole: recorded on the package order, so its page and the back office show both.
    await data.addPackagePaidAndRefunded(tx, row.id, p.amount);
    return {
      outcome: { result: 'refunded', reason: 'late_payment', ...base },
      refunds: [await reserveWholeRefund(tx, p, { packageBookingId: row.id })],
    };
  }

  const items = { rows: await data.paymentOrderItems(tx, po.id) };
  const ids = items.rows.map((i) => i.booking_id);
  const bookings = await data.lockBookingsMoney(tx, ids);
  if (po.kind === 'order') {
    const holdGone = bookings.some(
      (b) =>
        b.booking_state === 'pending_payment' && b.hold_expires_at && Date.parse(b.hold_expires_at) <= now.getTime(),
    );
    if (holdGone)
      await expireBookingsLocked(
        tx,
        bookings.filter((b) => b.booking_state === 'pending_payment').map((b) => b.id),
        nowIso,
      );
    const ok =
      payable &&
      po.status === 'created' &&
      !holdGone &&
      bookings.length === ids.length &&
      bookings.every((b) => b.booking_state === 'pending_payment');
    if (!ok) {
      if (po.status === 'created') await data.setPaymentOrderStatus(tx, po.id, 'expired');
      return {
        outcome: { result: 'refunded', reason: 'late_payment', ...base },
        refunds: await reserveLateRefundLocked(tx, p, items.rows),
      };
    }
  } else {
    const b = bookings[0];
    const ok =
      payable &&
      po.status === 'created' &&
      b &&
      b.booking_state === 'confirmed' &&
      b.paid_amt - b.refunded_amt + p.amount <= b.billing_amt;
    if (!ok) {
      if (po.status === 'created') await data.setPaymentOrderStatus(tx, po.id, 'void');
      return {
        outcome: { result: 'refunded', reason: 'late_payment', ...base },
        refunds: await reserveLateRefundLocked(tx, p, items.rows),
      };
    }
  }
  for (const it of items.rows) {
    const b = bookings.find((x) => x.id === it.booking_id)!;
    await data.insertAllocation(tx, p.paymentId, b.id, it.amount);
    await data.confirmPaidBooking(tx, b.id, it.amount, nowIso);
    await ledgerCollected(tx, b, it.amount, p.paymentId, nowIso);
  }
  await data.setPaymentOrderStatus(tx, po.id, 'paid');
  return { outcome: { result: 'confirmed', ...base }, refunds: [] };
}

/** Records a failed payment attempt once (the bookings keep their hold; the customer may retry). */
export async function applyFailedPayment(
  db: Db,
  p: { providerOrderId: string; paymentId: string; amount: number; method: string; error: string },
): Promise<'recorded' | 'duplicate'> {
  return db.transaction(async (tx) => {
    const po = await lockPaymentOrder(tx, p.providerOrderId);
    const recorded = await data.insertFailedPayment(tx, {
      paymentId: p.paymentId,
      paymentOrderId: po.id,
      amount: p.amount,
      method: p.method,
      error: p.error.slice(0, 500),
    });
    return recorded ? 'recorded' : 'duplicate';
  });
}

// ---------------------------------------------------------------- expiry

async function expireBookingsLocked(tx: Queryable, ids: number[], nowIso: string): Promise<void> {
  if (ids.length === 0) return;
  await data.expireBookingRows(tx, ids, nowIso);
  await data.deleteBookingSlots(tx, ids);
}

async function expirePackageLocked(tx: Queryable, id: number, nowIso: string): Promise<void> {
  await data.expirePackageRow(tx, id);
  await data.deletePackageSlots(tx, id);
  void nowIso;
}

/**
 * Expires every hold that ran out by `now`: the bookings become `expired` and their slots are free again. Cheap
 * when nothing is due (one read). Called by the sweeper timer and before reads that show booking states.
 */
export async function expireHolds(db: Db, now = new Date()): Promise<number> {
  const nowIso = now.toISOString();
  if (!(await data.countExpiredHolds(db, nowIso))) return 0;
  const n = await db.transaction(async (tx) => {
    const b = await data.lockExpiredHoldBookings(tx, nowIso);
    await expireBookingsLocked(tx, b, nowIso);
    const k = await data.lockExpiredHoldPackages(tx, nowIso);
    for (const id of k) await expirePackageLocked(tx, id, nowIso);
    return b.length + k.length;
  });
  await data.expireOpenPaymentOrders(db, nowIso);
  return n;
}

/** Confirmed bookings whose event day has passed (India date) become completed — one UPDATE, never twice. */
export async function completePastBookings(db: Db, today = todayIso()): Promise<number> {
  if (!(await data.countPastConfirmed(db, today))) return 0;
  const n = await data.completePastBookingRows(db, today);
  await data.completePastPackageRows(db, today);
  return n;
}

/**
 * When nothing was due at the last check, per database handle: no read needs to ask again before `until` (the
 * earliest remaining hold expiry, or the next local midnight (India time), when confirmed events of the day before complete),
 * unless a write changed booking states since (`version` of the 'bookings' topic, lib/data-changes: declared by every
 * route that places, pays, cancels or declines, and announced to the other API processes).
 */
const settledUntil = new WeakMap<Db, { version: number; until: number }>();

/** The next local midnight after `now` (the API runs with TZ=Asia/Kolkata: when todayIso() turns), in ms. */
export function nextLocalMidnight(now: Date): number {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1).getTime();
}

/**
 * Brings booking states up to date (expired holds, completed events): before any read that shows them. One query
 * asks whether anything is due (both kinds at once, on the booking_state indexes) and when the next thing will be;
 * the writes run only when due. Until that moment, and while no booking write happens, later calls return at once
 * (signed-in lists in one round trip, issue 19). `force` (the sweeper) always asks.
 */
export async function settleStates(db: Db, now = new Date(), options: { force?: boolean } = {}): Promise<void> {
  const version = db.version('bookings');
  const known = settledUntil.get(db);
  if (!options.force && known && known.version === version && now.getTime() < known.until) return;
  const today = todayIso();
  const nowIso = now.toISOString();
  const d = await data.statesDue(db, nowIso, today);
  if (d?.holds) await expireHolds(db, now);
  if (d?.past) await completePastBookings(db, today);
  const nextHold = d?.next_hold ? new Date(d.next_hold).getTime() : Infinity;
  // Only a check that found nothing due is remembered (after a settle, the next call checks again).
  if (!d?.holds && !d?.past) settledUntil.set(db, { version, until: Math.min(nextHold, nextLocalMidnight(now)) });
}

// ---------------------------------------------------------------- refunds

async function reserveWholeRefund(
  tx: Queryable,
  p: CapturedPayment,
  target: { packageBookingId?: number },
): Promise<PendingRefund> {
  const refundId = await data.insertLateRefund(tx, {
    paymentId: p.paymentId,
    packageBookingId: target.packageBookingId ?? null,
    amount: p.amount,
  });
  return { refundId, paymentId: p.paymentId, amount: p.amount };
}

/**
 * A payment that can no longer buy what it was for (the hold ran out, the order was cancelled, the balance was
 * already paid): captured, so it is recorded against the bookings it was for — allocated and refunded whole, no
 * credit note (no supply) and nothing in the vendor ledger — so the order page, My Bookings and the back office show
 * the money that came and went (issue 32 item 9). A payment whose amount does not match its items (not expected)
 * is refunded whole without a booking.
 */
async function reserveLateRefundLocked(
  tx: Queryable,
  p: CapturedPayment,
  items: { booking_id: number; amount: number }[],
): Promise<PendingRefund[]> {
  const meant = items.reduce((s, i) => s + Number(i.amount), 0);
  if (items.length === 0 || meant !== p.amount) return [await reserveWholeRefund(tx, p, {})];
  const out: PendingRefund[] = [];
  for (const it of items) {
    const amount = Number(it.amount);
    if (amount <= 0) continue;
    await data.insertRefundedAllocation(tx, p.paymentId, it.booking_id, amount);
    const refundId = await data.insertLateRefund(tx, { paymentId: p.paymentId, bookingId: it.booking_id, amount });
    await data.addBookingPaidAndRefunded(tx, it.booking_id, amount);
    out.push({ refundId, paymentId: p.paymentId, amount });
  }
  return out;
}

/**
 * The refund of a payment that arrived too late, if it was one, and what had become of what it was for (a repeated
 * callback reads it: issue 32 item 9) — 'expired' when the hold had run out, else the booking's closed state.
 */
export async function lateRefundOf(q: Queryable, paymentId: string): Promise<{ amount: number; state: string }> {
  const row = await data.lateRefundSum(q, paymentId);
  return { amount: Number(row?.s ?? 0), state: row?.state ?? 'expired' };
}

/**
 * Reserves a refund of `amount` of a booking (locked by the caller): takes it from the booking's payments,
 * issues a GST credit note per refund, writes the ledger. The provider is called after the commit (sendRefunds).
 */
export async function reserveBookingRefundLocked(
  tx: Queryable,
  b: BookingMoneyRow,
  amount: number,
  reason: 'customer_cancel' | 'vendor_decline' | 'reschedule',
  nowIso: string,
): Promise<PendingRefund[]> {
  if (amount <= 0) return [];
  const allocations: Allocation[] = (await data.bookingAllocations(tx, b.id)).map((r) => ({
    paymentId: r.payment_id,
    amount: r.amount,
    refunded: r.refunded,
  }));
  const parts = splitRefund(allocations, amount);
  const out: PendingRefund[] = [];
  for (const part of parts) {
    // The credit note reverses the invoice's GST in proportion: the service's GST and the GST inside the travel.
    const tax = refundTax(
      part.amount,
      b.billing_amt,
      bookingInvoiceGst({
        gstAmt: Number(b.gst_amt),
        travelCharges: Number(b.travel_charges),
        gstPercent: Number(b.gst_per),
      }),
    );
    const id = await data.insertCreditedRefund(tx, {
      paymentId: part.paymentId,
      bookingId: b.id,
      amount: part.amount,
      reason,
      taxable: tax.taxable,
      gst: tax.gst,
      createdAt: nowIso,
    });
    await data.setCreditNoteNo(tx, id, `CN${String(id).padStart(6, '0')}`);
    await data.addAllocationRefunded(tx, part.paymentId, b.id, part.amount);
    out.push({ refundId: id, paymentId: part.paymentId, amount: part.amount });
  }
  await data.addBookingRefunded(tx, b.id, amount);
  await ledgerRefund(tx, b, amount, nowIso);
  return out;
}

/** Sends reserved refunds to the provider and records its answer (a failure stays 'failed' for the operator). */
export async function sendRefunds(db: Db, provider: PaymentProvider, refunds: PendingRefund[]): Promise<void> {
  for (const r of refunds) {
    try {
      const done = await provider.refund(r.paymentId, r.amount, { refund_id: String(r.refundId) });
      await data.recordRefundSent(db, r.refundId, done.id, done.status);
    } catch (e) {
      log.error({ err: e, refundId: r.refundId, amount: r.amount }, 'refund failed at the provider');
      await data.markRefundFailed(db, r.refundId);
    }
  }
}

/** A refund.processed webhook: marks our refund (notes.refund_id, or the provider's id) processed. */
export async function markRefundProcessed(db: Db, providerRefundId: string, ourId: number | null): Promise<void> {
  await data.markRefundProcessedRow(db, providerRefundId, ourId);
}

// ---------------------------------------------------------------- vendor ledger

const chargedCommission = data.chargedCommission;

async function ledgerCollected(
  tx: Queryable,
  b: BookingMoneyRow,
  amount: number,
  paymentId: string,
  nowIso: string,
): Promise<void> {
  const net = b.paid_amt + amount - b.refunded_amt;
  await data.insertLedgerLine(tx, {
    vendorId: b.vendor_id,
    bookingId: b.id,
    kind: 'collected',
    amount,
    ref: paymentId,
    createdAt: nowIso,
  });
  const entry = commissionEntry(net, b.billing_amt, b.admin_commission_amt, await chargedCommission(tx, b.id));
  if (entry !== 0)
    await data.insertLedgerLine(tx, {
      vendorId: b.vendor_id,
      bookingId: b.id,
      kind: 'commission',
      amount: entry,
      ref: paymentId,
      createdAt: nowIso,
    });
}

async function ledgerRefund(tx: Queryable, b: BookingMoneyRow, amount: number, nowIso: string): Promise<void> {
  const net = b.paid_amt - b.refunded_amt - amount;
  await data.insertLedgerLine(tx, {
    vendorId: b.vendor_id,
    bookingId: b.id,
    kind: 'refund',
    amount: -amount,
    ref: 'refund',
    createdAt: nowIso,
  });
  const entry = commissionEntry(net, b.billing_amt, b.admin_commission_amt, await chargedCommission(tx, b.id));
  if (entry !== 0)
    await data.insertLedgerLine(tx, {
      vendorId: b.vendor_id,
      bookingId: b.id,
      kind: 'commission',
      amount: entry,
      ref: 'refund',
      createdAt: nowIso,
    });
}

export { BOOKING_MONEY_COLUMNS, type BookingMoneyRow, type PendingRefund, HttpError };

/**
 * Demo data: pays a seeded order (or package order) in full view of the ledger, as if its payer had paid a minute
 * after placing it — through the same transactional code as a real payment, with provider 'seed'.
 */
export async function settleSeedOrder(
  tx: Queryable,
  target: { orderId: string } | { packageBookingId: number },
  userId: number,
  paidAt: Date,
): Promise<void> {
  let amount: number;
  let receipt: string;
  let kind: 'order' | 'package';
  let items: { booking_id: number; amount: number }[] = [];
  let packageBookingId: number | null = null;
  if ('orderId' in target) {
    items = (await data.seedOrderBookingsMoney(tx, target.orderId)).map((b) => ({
      booking_id: b.id,
      amount: dueNow(b),
    }));
    amount = items.reduce((s, i) => s + i.amount, 0);
    receipt = target.orderId;
    kind = 'order';
  } else {
    const p = (await data.seedPackageForPayment(tx, target.packageBookingId))!;
    amount = p.payment_type === 'advance' && p.advance_amt > 0 ? p.advance_amt : p.package_total;
    receipt = p.order_id;
    kind = 'package';
    packageBookingId = target.packageBookingId;
  }
  const providerOrderId = `seed_order_${receipt}`;
  const poId = await data.insertSeedPaymentOrder(tx, {
    kind,
    receipt,
    userId,
    providerOrderId,
    amount,
    packageBookingId,
    createdAt: paidAt.toISOString(),
  });
  for (const it of items) await data.insertPaymentOrderItem(tx, poId, it.booking_id, it.amount);
  await applyCapturedLocked(tx, { providerOrderId, paymentId: `seed_pay_${receipt}`, amount, method: 'upi' }, paidAt);
  await data.setPaymentCreatedAt(tx, `seed_pay_${receipt}`, paidAt.toISOString());
}
