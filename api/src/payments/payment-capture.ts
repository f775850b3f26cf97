/**
 * Applying payments: a captured payment once per provider payment id (from the client's callback or a
 * webhook), with the vendor ledger entries it makes; a payment whose bookings are no longer pending (expired by the
 * sweeper, or whose hold ran out a moment ago) is refunded in full. A failed attempt is recorded once. The seed pays
 * its demo orders through the same code.
 *
 * Locking: a payment locks its payment_orders row, then the bookings it pays (SELECT … FOR UPDATE); the expiry
 * sweeper locks bookings only (SKIP LOCKED) and marks payment orders in a separate statement, so the two never
 * wait on each other in a cycle.
 */
import { dueNow } from './payment-orders';
import { expireBookingsLocked, expirePackageLocked } from './booking-states';
import { reserveLateRefundLocked, reserveWholeRefund, sendRefunds, type PendingRefund } from './refunds';
import type { Db, Queryable } from '../db/client';
import { notFound } from '../lib/http';
import { commissionEntry } from './money';
import { ledgerPackageCollected } from '../data/package-ledger';
import { lockCartOfPaymentOrder, removePaidCartLines } from '../data/cart';
import type { PaymentProvider } from './provider';
import { enqueuePaymentConfirmed } from '../bookings/booking-messages';
import * as data from '../data/payments';
import { issueInvoice, issueReceipt } from '../documents/stored-documents';
import { type BookingMoneyRow, type PaymentOrderRow } from '../data/payments';

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

/** Applies a captured payment once. A payment that can no longer buy what it was for is refunded in full. */
export async function applyCapturedPayment(
  db: Db,
  provider: PaymentProvider,
  p: CapturedPayment,
  now = new Date(),
): Promise<ApplyOutcome> {
  const { outcome, refunds } = await db.transaction(async (tx) => {
    const applied = await applyCapturedLocked(tx, p, now);
    // the receipt (tax invoice attached) and the vendors' new-booking messages, in the same transaction.
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
  // The payer's cart first (an order's payment takes its lines out below), in the order placing an order locks.
  await lockCartOfPaymentOrder(tx, p.providerOrderId);
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
      // Each vendor's part of the package: collected and the commission on it.
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
    // A balance: of one booking, or of every line of an order that owed (each item its own share of the payment).
    const ok =
      payable &&
      po.status === 'created' &&
      bookings.length === ids.length &&
      items.rows.every((it) => {
        const b = bookings.find((x) => x.id === it.booking_id);
        return b && b.booking_state === 'confirmed' && b.paid_amt - b.refunded_amt + Number(it.amount) <= b.billing_amt;
      });
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
    // Documents as sent: the invoice is fixed at the first payment, a later payment gets its own receipt.
    await issueInvoice(tx, b.id);
    if (po.kind === 'balance') await issueReceipt(tx, b.id, p.paymentId);
  }
  // Paid: the cart lines of these services and dates leave the cart now (docs/checkout-network.md "The cart stays
  // until the order is paid"); the customer's other lines stay.
  if (po.kind === 'order') await removePaidCartLines(tx, po.user_id, ids);
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
