/**
 * Availability: a product takes `capacity` bookings per date. A taken slot is a row of booking_slots whose
 * primary key (product_id, booking_date, slot_no) makes the database refuse a second taker of the same slot:
 * of concurrent bookings of the last slot exactly one INSERT succeeds (ON CONFLICT DO NOTHING waits for the
 * other transaction and then skips), the others see no free slot.
 */
import type { Queryable } from '../db/client';
import { dayClosedReason, dayClosedText, istToday, type DayClosed } from '@utsav/shared/vendor-calendar';
import { lockedCalendarDay, rulesOf, type CalendarColumns } from '../data/vendor-calendar';
import { HttpError } from './http';

/**
 * Why service `row` cannot take a new booking on `date` with `taken` slots gone (issue 36: the vendor's calendar —
 * blocks, working days, lead time, booking window, the date's own capacity — then the capacity), or null.
 */
export function closedOn(row: CalendarColumns & { capacity: number }, date: string, taken: number, today = istToday()): DayClosed | null {
  return dayClosedReason({ date, today, rules: rulesOf(row), blocked: row.cal_blocked, capacity: row.cal_capacity ?? row.capacity, taken });
}

/** The refusal of a booking on a date the calendar closes (409, the reason named, e.g. "…: Too soon: …"). */
export class CalendarClosedError extends HttpError {
  constructor(readonly reason: DayClosed, title: string, productId: number, date: string, row: CalendarColumns) {
    super(409, `${title}: ${dayClosedText(reason, rulesOf(row))}`, { ProductId: productId, BookingDate: date, Reason: reason });
  }
}

/**
 * SQL expression: how many slots of product `product` are taken on `date` (both SQL expressions, e.g. columns of the
 * caller's row) — for a read that wants each row's availability in the same query (the cart: one round trip).
 */
export const takenSlotsSql = (product: string, date: string, customer?: string) =>
  `(SELECT count(*)::int FROM booking_slots s WHERE s.product_id = ${product} AND s.booking_date = ${date}${customer ? ` AND NOT ${OWN_HOLD_SQL('s', customer)}` : ''})`;

/**
 * SQL: the slot row `s` is held by customer `customer`'s own booking still awaiting payment. A customer's own unpaid
 * hold does not count against them (issue 31 item 2): the slot is offered back, and placing the same service and
 * date again releases that hold (data/bookings releaseOwnHolds) before taking the slot.
 */
const OWN_HOLD_SQL = (s: string, customer: string) =>
  `EXISTS (SELECT 1 FROM bookings hb WHERE hb.id = ${s}.booking_id AND hb.user_id = ${customer} AND hb.booking_state = 'pending_payment')`;

/** Map productId → taken count for several products on one date. */
export async function takenSlotsMany(q: Queryable, productIds: number[], date: string): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (productIds.length === 0) return out;
  const r = await q.query<{ product_id: number; n: number }>(
    'SELECT product_id, count(*)::int AS n FROM booking_slots WHERE product_id = ANY($1::int[]) AND booking_date = $2 GROUP BY product_id',
    [productIds, date],
  );
  for (const row of r.rows) out.set(row.product_id, row.n);
  return out;
}

/**
 * Takes one free slot inside the caller's transaction; false when none is left. First the vendor's calendar lock
 * (shared; a calendar write holds it exclusively) and the calendar on the date: a date the vendor closed, a closed
 * weekday, too soon or too far is refused with CalendarClosedError; the date's own capacity replaces `capacity`.
 */
export async function reserveSlot(
  tx: Queryable,
  productId: number,
  date: string,
  capacity: number,
  ref: { bookingId?: number; packageItemId?: number },
): Promise<boolean> {
  const day = await lockedCalendarDay(tx, productId, date);
  if (day) {
    const reason = closedOn({ ...day, capacity }, date, 0);
    // A past date is not the calendar's to refuse: the request schemas refuse it, and the seed books history.
    if (reason !== null && reason !== 'booked_out' && reason !== 'past') throw new CalendarClosedError(reason, day.title, productId, date, day);
    if (day.cal_capacity !== null) {
      // A date's own capacity may be below slots already taken (set after they were): no new booking then.
      const n = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM booking_slots WHERE product_id = $1 AND booking_date = $2', [productId, date]);
      if (n.rows[0]!.n >= day.cal_capacity) return false;
      capacity = day.cal_capacity;
    }
  }
  for (let slot = 1; slot <= capacity; slot++) {
    const r = await tx.query(
      `INSERT INTO booking_slots (product_id, booking_date, slot_no, booking_id, package_item_id)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING slot_no`,
      [productId, date, slot, ref.bookingId ?? null, ref.packageItemId ?? null],
    );
    if (r.rows.length === 1) return true;
  }
  return false;
}
