/**
 * Booking lifecycle after payment: the customer cancels (refund by the policy in @utsav/domain/refund-policy),
 * the vendor declines within VENDOR_DECLINE_HOURS (full refund). Each runs in one transaction on the locked
 * booking row (state checked under the lock, so a second click or a racing decline finds it already closed),
 * frees the slot, reserves the refund with its credit note and ledger entries; the provider is called after.
 */
import {
  cancellationRefund,
  cancellationTier,
  onBehalfRefund,
  vendorMayDecline,
  type CancelSide,
} from '@utsav/domain/refund-policy';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { recordAudit } from '../data/audit';
import { todayIso } from '../lib/dates';
import type { PaymentProvider } from '../payments/provider';
import { enqueueBookingClosed } from './booking-messages';
import { reserveBookingRefundLocked, sendRefunds, type PendingRefund } from '../payments/refunds';
import { settleStates } from '../payments/booking-states';
import type { BookingMoneyRow } from '../data/payments';
import { closeBookingRow, lockBookingMoney, type BookingOwner, type DeclineWhy } from '../data/lifecycle';

export interface Closed {
  BookingId: number;
  State: 'cancelled' | 'declined';
  RefundAmount: number;
  RefundPercent: number;
}

async function lockBooking(tx: Queryable, bookingId: number, owner: BookingOwner): Promise<BookingMoneyRow> {
  const b = await lockBookingMoney(tx, bookingId, owner);
  if (!b) throw notFound('Booking not found');
  return b;
}

async function close(
  tx: Queryable,
  b: BookingMoneyRow,
  state: 'cancelled' | 'declined',
  nowIso: string,
  why: DeclineWhy | null = null,
) {
  await closeBookingRow(tx, b.id, state, nowIso, why);
}

/** Customer cancellation: awaiting payment → cancelled (nothing paid); confirmed → cancelled with the policy's refund. */
export async function cancelBooking(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  bookingId: number,
  now = new Date(),
): Promise<Closed> {
  await settleStates(db, now);
  const today = todayIso();
  const { closed, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, bookingId, { userId });
    if (b.booking_state !== 'confirmed' && b.booking_state !== 'pending_payment')
      throw conflict(`This booking is ${b.booking_state.replace('_', ' ')} and cannot be cancelled`);
    const tier = cancellationTier(b.booking_date, today, b.refund_tier_date);
    if (!tier) throw conflict('The event date has passed');
    const held = b.paid_amt - b.refunded_amt;
    const amount = cancellationRefund(held, b.booking_date, today, b.refund_tier_date);
    const nowIso = now.toISOString();
    await close(tx, b, 'cancelled', nowIso);
    const refunds: PendingRefund[] = await reserveBookingRefundLocked(tx, b, amount, 'customer_cancel', nowIso);
    await enqueueBookingClosed(tx, b.id, 'cancelled', amount, held > 0 ? tier.refundPercent : 0);
    return {
      closed: {
        BookingId: b.id,
        State: 'cancelled' as const,
        RefundAmount: amount,
        RefundPercent: held > 0 ? tier.refundPercent : 0,
      },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

export const DECLINE_WINDOW_PASSED = 'A booking can be declined only within 48 hours of its confirmation';

/**
 * Vendor decline of a confirmed booking within the window, with the vendor's reason (stored with the booking and
 * told to the customer): everything paid goes back to the customer.
 */
export async function declineBooking(
  db: Db,
  provider: PaymentProvider,
  vendorId: number,
  bookingId: number,
  why: DeclineWhy,
  now = new Date(),
): Promise<Closed> {
  await settleStates(db, now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, bookingId, { vendorId });
    if (b.booking_state !== 'confirmed')
      throw conflict(`This booking is ${b.booking_state.replace('_', ' ')} and cannot be declined`);
    if (!b.confirmed_at || !vendorMayDecline(b.confirmed_at, now)) throw new HttpError(409, DECLINE_WINDOW_PASSED);
    const amount = b.paid_amt - b.refunded_amt;
    const nowIso = now.toISOString();
    await close(tx, b, 'declined', nowIso, why);
    const refunds = await reserveBookingRefundLocked(tx, b, amount, 'vendor_decline', nowIso);
    await enqueueBookingClosed(tx, b.id, 'declined', amount, 100, why);
    return {
      closed: { BookingId: b.id, State: 'declined' as const, RefundAmount: amount, RefundPercent: 100 },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

/** What an operator's cancellation needs: whose it is, the refund (null = the policy's) and why. */
export interface OnBehalfCancel {
  operatorId: number;
  bookingId: number;
  side: CancelSide;
  /** Paise to refund instead of the policy's amount, 0 … what is held; null = the policy. */
  overrideAmount: number | null;
  reason: string;
  /** On the vendor's behalf: the reason the customer is told (docs/decline-reasons.md); null = none given. */
  declineWhy?: DeclineWhy | null;
}

/** Formats paise as the API's rupee text in messages. */
const rupeeText = (paise: number) => `₹${(paise / 100).toFixed(2)}`;

/**
 * An operator cancels a booking awaiting payment or confirmed, on behalf of the customer (state cancelled, their
 * tiers) or the vendor (state declined, everything back, no 48-hour window), refunding the policy's amount or an
 * override between 0 and what is held. Same lock, slot release, credit notes and ledger as the customer's and
 * the vendor's own; the audit record is written in the same transaction.
 */
export async function cancelOnBehalf(
  db: Db,
  provider: PaymentProvider,
  c: OnBehalfCancel,
  now = new Date(),
): Promise<Closed & { PolicyAmount: number }> {
  await settleStates(db, now);
  const today = todayIso();
  const { closed, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, c.bookingId, null);
    if (b.booking_state !== 'confirmed' && b.booking_state !== 'pending_payment')
      throw conflict(`This booking is ${b.booking_state.replace('_', ' ')} and cannot be cancelled`);
    const held = b.paid_amt - b.refunded_amt;
    const policy = onBehalfRefund(c.side, held, b.booking_date, today, b.refund_tier_date);
    if (c.overrideAmount !== null && c.overrideAmount > held)
      throw badRequest(`Refund can be at most what was paid, ${rupeeText(held)}`);
    const amount = c.overrideAmount ?? policy;
    const state = c.side === 'customer' ? ('cancelled' as const) : ('declined' as const);
    const why = state === 'declined' ? (c.declineWhy ?? null) : null;
    const nowIso = now.toISOString();
    await close(tx, b, state, nowIso, why);
    const refunds = await reserveBookingRefundLocked(
      tx,
      b,
      amount,
      c.side === 'customer' ? 'customer_cancel' : 'vendor_decline',
      nowIso,
    );
    await recordAudit(tx, {
      operatorId: c.operatorId,
      action: 'booking.cancel',
      entity: 'booking',
      entityId: b.id,
      reason: c.reason,
      before: { state: b.booking_state, paid: b.paid_amt / 100, refunded: b.refunded_amt / 100 },
      after: {
        state,
        onBehalfOf: c.side,
        refund: amount / 100,
        policyRefund: policy / 100,
        override: c.overrideAmount !== null,
        ...(why ? { declineReason: why.reason, declineNote: why.note } : {}),
      },
    });
    const percent = held > 0 ? Math.round((amount * 100) / held) : 0;
    await enqueueBookingClosed(tx, b.id, state, amount, percent, why);
    return {
      closed: { BookingId: b.id, State: state, RefundAmount: amount, RefundPercent: percent, PolicyAmount: policy },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

/** The refund each side's cancellation would give now, for the operator's dialog (null when not cancellable). */
export function cancelOptions(
  b: {
    booking_state: string;
    booking_date: string;
    refund_tier_date: string | null;
    paid_amt: number;
    refunded_amt: number;
  },
  today = todayIso(),
) {
  if (b.booking_state !== 'confirmed' && b.booking_state !== 'pending_payment') return null;
  const held = Number(b.paid_amt) - Number(b.refunded_amt);
  return {
    held,
    customer: onBehalfRefund('customer', held, b.booking_date, today, b.refund_tier_date),
    vendor: onBehalfRefund('vendor', held, b.booking_date, today),
  };
}
