/**
 * Moving a confirmed booking to another date (issue 36.3, docs/customer-rules.md "Reschedule"): the customer moves it
 * up to RESCHEDULE_MIN_DAYS_BEFORE days before the event, to a date the service has open (the same slot rows as every
 * booking, in the same transaction: of two customers moving onto the last slot one wins); the first move is free,
 * later ones cost RESCHEDULE_FEE_PAISE (@utsav/shared/refund-policy). The bill follows the service's price today; a
 * lower bill gives back what is held above it (refund with credit note, through the provider), a higher one leaves a
 * balance the customer pays from My Bookings through the gateway. The vendor may refuse within
 * RESCHEDULE_REFUSE_HOURS: the old date and price come back (if the old date was taken meanwhile, the booking is
 * declined with everything refunded). Invoice, ledger and lists read the booking row, so they follow the new date.
 */
import { adminCommission } from '@utsav/shared/pricing';
import { mayReschedule, rescheduleFee, vendorMayRefuseMove, RESCHEDULE_MIN_DAYS_BEFORE, RESCHEDULE_REFUSE_HOURS } from '@utsav/shared/refund-policy';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { reserveSlot } from '../lib/availability';
import { BOOKING_MONEY_COLUMNS, reserveBookingRefundLocked, sendRefunds, settleStates, type BookingMoneyRow, type PendingRefund } from '../payments/payment-data';
import type { PaymentProvider } from '../payments/provider';
import { NOT_AVAILABLE, PRICED_PRODUCT_COLUMNS, lineFor, type AddressRow, type PricedProductRow } from '../routes/booking/place-order';
import { enqueueBookingMoved, enqueueMoveRefused } from './reschedule-messages';

export const RESCHEDULE_TOO_LATE = `A booking can be moved up to ${RESCHEDULE_MIN_DAYS_BEFORE} days before the event`;
export const RESCHEDULE_SAME_DATE = 'The booking is already on that date';
export const RESCHEDULE_AWAITING = 'The last move of this booking is waiting for the vendor (48 hours)';
export const REFUSE_NOTHING = `There is no move of this booking the vendor can refuse (moves can be refused within ${RESCHEDULE_REFUSE_HOURS} hours)`;

/** The price columns a move rewrites (and a refusal restores). */
const PRICE_COLUMNS = ['booking_amt', 'discount_per', 'discount_amt', 'offer_amt', 'gst_per', 'gst_amt', 'gst_with_mrp', 'distance_km', 'travel_charges', 'billing_amt', 'admin_commission_per', 'admin_commission_amt', 'reschedule_fee_amt'] as const;
type PriceColumns = Record<(typeof PRICE_COLUMNS)[number], number>;

type LockedBooking = BookingMoneyRow & PriceColumns & { product_id: number; lat: number | null; lon: number | null };

async function lockBooking(tx: Queryable, where: string, params: (number | string)[]): Promise<LockedBooking> {
  const r = await tx.query<LockedBooking>(
    `SELECT ${BOOKING_MONEY_COLUMNS}, product_id, lat, lon, ${PRICE_COLUMNS.map((c) => `${c}::float8 AS ${c}`).join(', ')} FROM bookings WHERE ${where} FOR UPDATE`,
    params,
  );
  if (!r.rows[0]) throw notFound('Booking not found');
  return r.rows[0];
}

interface MoveRow {
  id: number;
  from_date: string;
  to_date: string;
  fee_amt: number;
  before_price: PriceColumns;
  state: 'pending' | 'refused';
  requested_at: string;
}

async function moves(q: Queryable, bookingId: number): Promise<MoveRow[]> {
  const r = await q.query<MoveRow>(
    `SELECT id, to_char(from_date, 'YYYY-MM-DD') AS from_date, to_char(to_date, 'YYYY-MM-DD') AS to_date, fee_amt::float8 AS fee_amt, before_price, state, requested_at
     FROM booking_reschedules WHERE booking_id = $1 ORDER BY id DESC`,
    [bookingId],
  );
  return r.rows.map((m) => ({ ...m, requested_at: new Date(m.requested_at).toISOString(), before_price: typeof m.before_price === 'string' ? JSON.parse(m.before_price) : m.before_price }));
}

/** Gives back what a booking holds above its bill (after a move or a refusal changed the bill). */
async function refundSurplus(tx: Queryable, b: LockedBooking, bill: PriceColumns, nowIso: string): Promise<PendingRefund[]> {
  const held = Number(b.paid_amt) - Number(b.refunded_amt);
  const surplus = held - bill.billing_amt;
  if (surplus <= 0) return [];
  return reserveBookingRefundLocked(tx, { ...b, billing_amt: bill.billing_amt, gst_amt: bill.gst_amt, travel_charges: bill.travel_charges, gst_per: bill.gst_per, admin_commission_amt: bill.admin_commission_amt }, surplus, 'reschedule', nowIso);
}

async function writePrice(tx: Queryable, bookingId: number, date: string, p: PriceColumns) {
  await tx.query(
    `UPDATE bookings SET booking_date = $2, ${PRICE_COLUMNS.map((c, i) => `${c} = $${i + 3}`).join(', ')} WHERE id = $1`,
    [bookingId, date, ...PRICE_COLUMNS.map((c) => p[c])],
  );
}

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

export async function rescheduleBooking(db: Db, provider: PaymentProvider, userId: number, bookingId: number, newDate: string, now = new Date()): Promise<Moved> {
  await settleStates(db, now);
  const today = todayIso(now);
  const { moved, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, 'id = $1 AND user_id = $2', [bookingId, userId]);
    if (b.booking_state !== 'confirmed') throw conflict(`This booking is ${b.booking_state.replace('_', ' ')} and cannot be moved`);
    if (!mayReschedule(b.booking_date, today)) throw conflict(RESCHEDULE_TOO_LATE);
    if (newDate <= today) throw badRequest('The new date must be after today');
    if (newDate === b.booking_date) throw badRequest(RESCHEDULE_SAME_DATE);
    const history = await moves(tx, b.id);
    if (history[0]?.state === 'pending' && vendorMayRefuseMove(history[0].requested_at, now)) throw conflict(RESCHEDULE_AWAITING);
    const fee = rescheduleFee(history.filter((m) => m.state !== 'refused').length);
    const p = (await tx.query<PricedProductRow>(`SELECT ${PRICED_PRODUCT_COLUMNS} FROM products p WHERE p.id = $1`, [b.product_id])).rows[0];
    if (!p || p.status !== 1) throw new HttpError(409, NOT_AVAILABLE);
    // The old date's slot is given up and the new one taken in this transaction: a failure keeps the old one.
    await tx.query('DELETE FROM booking_slots WHERE booking_id = $1', [b.id]);
    if (!(await reserveSlot(tx, p.id, newDate, p.capacity, { bookingId: b.id }))) throw new HttpError(409, NOT_AVAILABLE, { ProductId: p.id, BookingDate: newDate });
    const line = lineFor(p, { lat: b.lat, lon: b.lon } as AddressRow);
    const fees = Number(b.reschedule_fee_amt) + fee;
    const before = Object.fromEntries(PRICE_COLUMNS.map((c) => [c, Number(b[c])])) as PriceColumns;
    const after: PriceColumns = {
      booking_amt: line.bookingAmt, discount_per: Number(p.discount_per), discount_amt: line.discountAmt, offer_amt: line.offerAmt, gst_per: Number(p.gst_per),
      gst_amt: line.taxInPayable, gst_with_mrp: line.gstWithMrp, distance_km: line.distanceKm, travel_charges: line.travelFare,
      // The fee is Utsav's: on the bill and, in full, in the commission (the vendor's net does not change).
      billing_amt: line.billingAmt + fees, admin_commission_per: Number(p.admin_commission_per), admin_commission_amt: adminCommission(line.offerAmt, p.admin_commission_per) + fees,
      reschedule_fee_amt: fees,
    };
    await writePrice(tx, b.id, newDate, after);
    const nowIso = now.toISOString();
    const moveId = (await tx.query<{ id: number }>(
      'INSERT INTO booking_reschedules (booking_id, from_date, to_date, fee_amt, before_price, requested_at) VALUES ($1,$2,$3,$4,$5::jsonb,$6) RETURNING id',
      [b.id, b.booking_date, newDate, fee, JSON.stringify({ ...before }), nowIso],
    )).rows[0]!.id;
    const refunds = await refundSurplus(tx, b, after, nowIso);
    // The customer and the vendor are told, in this transaction (issue 33's outbox): figures from the rows just written.
    await enqueueBookingMoved(tx, moveId, refunds.map((r) => r.refundId));
    const refunded = refunds.reduce((s, r) => s + r.amount, 0);
    const held = Number(b.paid_amt) - Number(b.refunded_amt) - refunded;
    return {
      moved: { BookingId: b.id, FromDate: b.booking_date, BookingOnDate: newDate, Fee: fee, BillingAmt: after.billing_amt, RefundAmount: refunded, DueAmount: Math.max(0, after.billing_amt - held) },
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
export async function refuseReschedule(db: Db, provider: PaymentProvider, vendorId: number, bookingId: number, now = new Date()) {
  await settleStates(db, now);
  const { out, refunds } = await db.transaction(async (tx) => {
    const b = await lockBooking(tx, 'id = $1 AND vendor_id = $2', [bookingId, vendorId]);
    const last = (await moves(tx, b.id))[0];
    if (b.booking_state !== 'confirmed' || !last || last.state !== 'pending' || !vendorMayRefuseMove(last.requested_at, now)) throw conflict(REFUSE_NOTHING);
    const nowIso = now.toISOString();
    await tx.query(`UPDATE booking_reschedules SET state = 'refused', answered_at = $2 WHERE id = $1`, [last.id, nowIso]);
    await tx.query('DELETE FROM booking_slots WHERE booking_id = $1', [b.id]);
    const capacity = (await tx.query<{ capacity: number }>('SELECT capacity FROM products WHERE id = $1', [b.product_id])).rows[0]?.capacity ?? 1;
    await writePrice(tx, b.id, last.from_date, last.before_price);
    if (await reserveSlot(tx, b.product_id, last.from_date, capacity, { bookingId: b.id })) {
      const refunds = await refundSurplus(tx, b, last.before_price, nowIso);
      await enqueueMoveRefused(tx, last.id, refunds.map((r) => r.refundId));
      return { out: { BookingId: b.id, BookingOnDate: last.from_date, State: 'confirmed' as const, RefundAmount: refunds.reduce((s, r) => s + r.amount, 0) }, refunds };
    }
    const held = Number(b.paid_amt) - Number(b.refunded_amt);
    await tx.query(`UPDATE bookings SET booking_state = 'declined', status = 2, closed_at = $2, hold_expires_at = NULL WHERE id = $1`, [b.id, nowIso]);
    const refunds = await reserveBookingRefundLocked(tx, { ...b, ...last.before_price }, held, 'vendor_decline', nowIso);
    await enqueueMoveRefused(tx, last.id, refunds.map((r) => r.refundId));
    return { out: { BookingId: b.id, BookingOnDate: last.from_date, State: 'declined' as const, RefundAmount: held }, refunds };
  });
  await sendRefunds(db, provider, refunds);
  return out;
}

