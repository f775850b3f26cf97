/**
 * Moving a confirmed booking to another date (docs/customer-rules.md "Reschedule"): the customer moves it
 * up to RESCHEDULE_MIN_DAYS_BEFORE days before the event, to a date the service has open (the same slot rows as every
 * booking, in the same transaction: of two customers moving onto the last slot one wins); the first move is free,
 * later ones cost RESCHEDULE_FEE_PAISE (@utsav/domain/refund-policy). The bill follows the service's price today; a
 * lower bill gives back what is held above it (refund with credit note, through the provider), a higher one leaves a
 * balance the customer pays from My Bookings through the gateway. The vendor may refuse within
 * RESCHEDULE_REFUSE_HOURS: the old date and price come back (if the old date was taken meanwhile, the booking is
 * declined with everything refunded). Invoice, ledger and lists read the booking row, so they follow the new date.
 */
import { adminCommission } from '@utsav/domain/pricing';
import {
  earliestHeldDate,
  mayReschedule,
  rescheduleFee,
  vendorMayRefuseMove,
  RESCHEDULE_MIN_DAYS_BEFORE,
  RESCHEDULE_REFUSE_HOURS,
} from '@utsav/domain/refund-policy';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { reserveSlot } from '../lib/availability';
import { reserveBookingRefundLocked, sendRefunds, type PendingRefund } from '../payments/refunds';
import { settleStates } from '../payments/booking-states';
import * as data from '../data/reschedules';
import { PRICE_COLUMNS, type LockedBooking, type PriceColumns } from '../data/reschedules';
import type { PaymentProvider } from '../payments/provider';
import { NOT_AVAILABLE, lineFor, type AddressRow } from './place-order';
import { enqueueBookingMoved, enqueueMoveRefused } from './reschedule-messages';

export const RESCHEDULE_TOO_LATE = `A booking can be moved up to ${RESCHEDULE_MIN_DAYS_BEFORE} days before the event`;
export const RESCHEDULE_SAME_DATE = 'The booking is already on that date';
export const RESCHEDULE_AWAITING = 'The last move of this booking is waiting for the vendor (48 hours)';
export const REFUSE_NOTHING = `There is no move of this booking the vendor can refuse (moves can be refused within ${RESCHEDULE_REFUSE_HOURS} hours)`;

async function lockBooking(
  tx: Queryable,
  bookingId: number,
  owner: { userId: number } | { vendorId: number },
): Promise<LockedBooking> {
  const b = await data.lockMovableBooking(tx, bookingId, owner);
  if (!b) throw notFound('Booking not found');
  return b;
}

interface MoveRow extends Omit<data.MoveRow, 'before_price'> {
  before_price: PriceColumns;
}

async function moves(q: Queryable, bookingId: number): Promise<MoveRow[]> {
  const rows = await data.moveRows(q, bookingId);
  return rows.map((m) => ({
    ...m,
    requested_at: new Date(m.requested_at).toISOString(),
    before_price: typeof m.before_price === 'string' ? (JSON.parse(m.before_price) as PriceColumns) : m.before_price,
  }));
}

const heldMove = (m: MoveRow) => ({ from: m.from_date, to: m.to_date, refused: m.state === 'refused' });

/** Gives back what a booking holds above its bill (after a move or a refusal changed the bill). */
async function refundSurplus(
  tx: Queryable,
  b: LockedBooking,
  bill: PriceColumns,
  nowIso: string,
): Promise<PendingRefund[]> {
  const held = Number(b.paid_amt) - Number(b.refunded_amt);
  const surplus = held - bill.billing_amt;
  if (surplus <= 0) return [];
  return reserveBookingRefundLocked(
    tx,
    {
      ...b,
      billing_amt: bill.billing_amt,
      gst_amt: bill.gst_amt,
      travel_charges: bill.travel_charges,
      gst_per: bill.gst_per,
      admin_commission_amt: bill.admin_commission_amt,
    },
    surplus,
    'reschedule',
    nowIso,
  );
}

const writePrice = data.writeBookingPrice;

export interface Moved {
  BookingId: number;
  FromDate: string;
  BookingOnDate: string;
  /** Paise: the fee of this move, the new bill, refunded now, still to pay. */
  Fee: number;
  BillingAmt: number;
  RefundAmount: number;
  DueAmount: number;
}

export async function rescheduleBooking(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  bookingId: number,
  newDate: string,
  now = new Date(),
): Promise<Moved> {
  await settleStates(db, now);
  const today = todayIso(now);
  const { moved, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, bookingId, { userId });
    if (b.booking_state !== 'confirmed')
      throw conflict(`This booking is ${b.booking_state.replace('_', ' ')} and cannot be moved`);
    if (!mayReschedule(b.booking_date, today)) throw conflict(RESCHEDULE_TOO_LATE);
    if (newDate <= today) throw badRequest('The new date must be after today');
    if (newDate === b.booking_date) throw badRequest(RESCHEDULE_SAME_DATE);
    const history = await moves(tx, b.id);
    if (history[0]?.state === 'pending' && vendorMayRefuseMove(history[0].requested_at, now))
      throw conflict(RESCHEDULE_AWAITING);
    const fee = rescheduleFee(history.filter((m) => m.state !== 'refused').length);
    const p = await data.pricedProduct(tx, b.product_id);
    if (!p || p.status !== 1) throw new HttpError(409, NOT_AVAILABLE);
    // The old date's slot is given up and the new one taken in this transaction: a failure keeps the old one.
    await data.freeBookingSlot(tx, b.id);
    if (!(await reserveSlot(tx, p.id, newDate, p.capacity, { bookingId: b.id })))
      throw new HttpError(409, NOT_AVAILABLE, { ProductId: p.id, BookingDate: newDate });
    const line = lineFor(p, { lat: b.lat, lon: b.lon } as AddressRow);
    const fees = Number(b.reschedule_fee_amt) + fee;
    const before = Object.fromEntries(PRICE_COLUMNS.map((c) => [c, Number(b[c])])) as PriceColumns;
    const after: PriceColumns = {
      booking_amt: line.bookingAmt,
      discount_per: Number(p.discount_per),
      discount_amt: line.discountAmt,
      offer_amt: line.offerAmt,
      gst_per: Number(p.gst_per),
      gst_amt: line.taxInPayable,
      gst_with_mrp: line.gstWithMrp,
      distance_km: line.distanceKm,
      travel_charges: line.travelFare,
      // The fee is Utsav's: on the bill and, in full, in the commission (the vendor's net does not change).
      billing_amt: line.billingAmt + fees,
      admin_commission_per: Number(p.admin_commission_per),
      admin_commission_amt: adminCommission(line.offerAmt, p.admin_commission_per) + fees,
      reschedule_fee_amt: fees,
    };
    await writePrice(tx, b.id, newDate, after);
    const nowIso = now.toISOString();
    const moveId = await data.insertMove(tx, {
      bookingId: b.id,
      fromDate: b.booking_date,
      toDate: newDate,
      fee,
      beforePrice: JSON.stringify({ ...before }),
      requestedAt: nowIso,
    });
    // The refund tier stays counted to the earliest date held: a move never buys a better tier.
    await data.writeRefundTierDate(
      tx,
      b.id,
      earliestHeldDate([...history.map(heldMove), { from: b.booking_date, to: newDate, refused: false }]),
    );
    const refunds = await refundSurplus(tx, b, after, nowIso);
    // The customer and the vendor are told, in this transaction (the outbox): figures from the rows just written.
    await enqueueBookingMoved(
      tx,
      moveId,
      refunds.map((r) => r.refundId),
    );
    const refunded = refunds.reduce((s, r) => s + r.amount, 0);
    const held = Number(b.paid_amt) - Number(b.refunded_amt) - refunded;
    return {
      moved: {
        BookingId: b.id,
        FromDate: b.booking_date,
        BookingOnDate: newDate,
        Fee: fee,
        BillingAmt: after.billing_amt,
        RefundAmount: refunded,
        DueAmount: Math.max(0, after.billing_amt - held),
      },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return moved;
}

/**
 * The vendor refuses the booking's last move within the window: the old date (its slot taken again in this
 * transaction) and the old bill come back; money held above it is refunded. If the old date was taken meanwhile the
 * booking is declined and everything held goes back.
 */
export async function refuseReschedule(
  db: Db,
  provider: PaymentProvider,
  vendorId: number,
  bookingId: number,
  now = new Date(),
) {
  await settleStates(db, now);
  const { out, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, bookingId, { vendorId });
    const last = (await moves(tx, b.id))[0];
    if (
      b.booking_state !== 'confirmed' ||
      !last ||
      last.state !== 'pending' ||
      !vendorMayRefuseMove(last.requested_at, now)
    )
      throw conflict(REFUSE_NOTHING);
    const nowIso = now.toISOString();
    await data.markMoveRefused(tx, last.id, nowIso);
    const history = (await moves(tx, b.id)).map(heldMove);
    await data.writeRefundTierDate(tx, b.id, earliestHeldDate(history));
    await data.freeBookingSlot(tx, b.id);
    const capacity = (await data.productCapacity(tx, b.product_id)) ?? 1;
    await writePrice(tx, b.id, last.from_date, last.before_price);
    if (await reserveSlot(tx, b.product_id, last.from_date, capacity, { bookingId: b.id })) {
      const refunds = await refundSurplus(tx, b, last.before_price, nowIso);
      await enqueueMoveRefused(
        tx,
        last.id,
        refunds.map((r) => r.refundId),
      );
      return {
        out: {
          BookingId: b.id,
          BookingOnDate: last.from_date,
          State: 'confirmed' as const,
          RefundAmount: refunds.reduce((s, r) => s + r.amount, 0),
        },
        refunds,
      };
    }
    const held = Number(b.paid_amt) - Number(b.refunded_amt);
    await data.declineMovedBooking(tx, b.id, nowIso);
    const refunds = await reserveBookingRefundLocked(
      tx,
      { ...b, ...last.before_price },
      held,
      'vendor_decline',
      nowIso,
    );
    await enqueueMoveRefused(
      tx,
      last.id,
      refunds.map((r) => r.refundId),
    );
    return {
      out: { BookingId: b.id, BookingOnDate: last.from_date, State: 'declined' as const, RefundAmount: held },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return out;
}
