/**
 * Availability: a product takes `capacity` bookings per date (the statements: data/availability). A taken slot is a row of booking_slots whose
 * primary key (product_id, booking_date, slot_no) makes the database refuse a second taker of the same slot:
 * of concurrent bookings of the last slot exactly one INSERT succeeds (ON CONFLICT DO NOTHING waits for the
 * other transaction and then skips), the others see no free slot.
 */
import type { Queryable } from '../db/client';
import {
  dayClosedReason,
  dayClosedText,
  istToday,
  type DayClosed,
  type ServiceCalendarRules,
} from '@utsav/domain/vendor-calendar';
import { lockedCalendarDay, rulesOf, type CalendarColumns } from '../data/vendor-calendar';
import { HttpError } from './http';
import { msg, type Keyed } from './server-messages';
import { insertSlot, takenSlots } from '../data/availability';

/**
 * Why service `row` cannot take a new booking on `date` with `taken` slots gone (the vendor's calendar —
 * blocks, working days, lead time, booking window, the date's own capacity — then the capacity), or null.
 */
export function closedOn(
  row: CalendarColumns & { capacity: number },
  date: string,
  taken: number,
  today = istToday(),
): DayClosed | null {
  return dayClosedReason({
    date,
    today,
    rules: rulesOf(row),
    blocked: row.cal_blocked,
    capacity: row.cal_capacity ?? row.capacity,
    taken,
  });
}

/** What a customer is told about a closed date (the picker, a cart line, a refusal), as a keyed message. */
export function closedDay(reason: DayClosed, rules: ServiceCalendarRules): Keyed {
  switch (reason) {
    case 'past':
      return msg('calendar.past');
    case 'booked_out':
      return msg('calendar.bookedOut');
    case 'unavailable':
      return msg('calendar.unavailable');
    case 'too_soon':
      return msg(rules.leadDays === 1 ? 'calendar.tooSoon1' : 'calendar.tooSoon', { days: rules.leadDays });
    case 'too_far':
      return msg('calendar.tooFar', { days: rules.windowDays ?? 0 });
  }
}

/** The refusal of a booking on a date the calendar closes (409, the reason named, e.g. "…: Too soon: …"). */
export class CalendarClosedError extends HttpError {
  constructor(
    readonly reason: DayClosed,
    title: string,
    productId: number,
    date: string,
    row: CalendarColumns,
  ) {
    super(409, `${title}: ${dayClosedText(reason, rulesOf(row))}`, {
      ProductId: productId,
      BookingDate: date,
      Reason: reason,
    });
  }
}

export { takenSlotsMany, takenSlotsSql } from '../data/availability';

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
    if (reason !== null && reason !== 'booked_out' && reason !== 'past')
      throw new CalendarClosedError(reason, day.title, productId, date, day);
    if (day.cal_capacity !== null) {
      // A date's own capacity may be below slots already taken (set after they were): no new booking then.
      if ((await takenSlots(tx, productId, date)) >= day.cal_capacity) return false;
      capacity = day.cal_capacity;
    }
  }
  for (let slot = 1; slot <= capacity; slot++) {
    if (await insertSlot(tx, productId, date, slot, ref)) return true;
  }
  return false;
}
