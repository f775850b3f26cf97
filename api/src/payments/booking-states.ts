/**
 * Booking states that move with time: unpaid holds expire (their dates freed), confirmed bookings whose event
 * day has passed complete, and quotes' held dates are released — settled lazily before reads and by the sweeper.
 *
 * Locking: a payment locks its payment_orders row, then the bookings it pays (SELECT … FOR UPDATE); the expiry
 * sweeper locks bookings only (SKIP LOCKED) and marks payment orders in a separate statement, so the two never
 * wait on each other in a cycle.
 */
import { releaseExpiredQuoteSlots } from '../data/quotes';
import type { Db, Queryable } from '../db/client';
import { todayIso } from '../lib/dates';
import * as data from '../data/payments';

export async function expireBookingsLocked(tx: Queryable, ids: number[], nowIso: string): Promise<void> {
  if (ids.length === 0) return;
  await data.expireBookingRows(tx, ids, nowIso);
  await data.deleteBookingSlots(tx, ids);
}

export async function expirePackageLocked(tx: Queryable, id: number, nowIso: string): Promise<void> {
  await data.expirePackageRow(tx, id);
  await data.deletePackageSlots(tx, id);
  void nowIso;
}

/**
 * A new order replaces the customer's own unpaid orders of the same services and dates (docs/checkout-network.md
 * "The cart stays until the order is paid"): inside the placing transaction, before any slot is asked for, those
 * bookings are cancelled (the path of a booking that cannot be paid: closed, hold cleared) and free their slots, and
 * the open payment orders that include them are voided — so their pay tokens are refused and a capture that still
 * arrives for them is refunded whole. Locks: payment orders, then bookings (as a capture does). The released ids.
 */
export async function replaceOwnUnpaidLocked(
  tx: Queryable,
  userId: number,
  lines: { productId: number; bookingDate: string }[],
): Promise<number[]> {
  if (lines.length === 0) return [];
  const keys = { productIds: lines.map((l) => l.productId), dates: lines.map((l) => l.bookingDate) };
  const paymentOrders = await data.lockOwnUnpaidPaymentOrders(tx, userId, keys);
  const ids = await data.lockOwnUnpaidBookings(tx, userId, keys);
  if (ids.length === 0) return [];
  await data.cancelUnpayableBookings(tx, ids);
  await data.deleteBookingSlots(tx, ids);
  for (const id of paymentOrders) await data.voidOpenPaymentOrder(tx, id);
  return ids;
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
 * (signed-in lists in one round trip). `force` (the sweeper) always asks.
 */
export async function settleStates(db: Db, now = new Date(), options: { force?: boolean } = {}): Promise<void> {
  // A quote that held its date gives the slot back once its validity ran out (docs/conversations.md#quotes).
  await releaseExpiredQuoteSlots(db, now.toISOString());
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
