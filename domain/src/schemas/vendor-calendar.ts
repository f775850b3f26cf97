/**
 * The vendor calendar's forms and requests: block dates, a date's capacity, a service's booking rules,
 * and the month read. One set of rules for the vendor's form, the operator's form and the API.
 */
import * as v from 'valibot';
import { id, isoDate, optionalText, wholeNumber } from './fields';
import {
  ALL_DAYS,
  MAX_BLOCK_DAYS,
  MAX_DAY_CAPACITY,
  MAX_LEAD_DAYS,
  MAX_MONTH_READ_DAYS,
  MAX_WINDOW_DAYS,
  daysBetween,
} from '../vendor-calendar';

/** A service id, or absent / '' / 0 for "all my services". */
const serviceOrAll = v.optional(
  v.pipe(
    v.union([v.number(), v.string(), v.null()], 'Service is invalid'),
    v.transform((x): number =>
      x === null || x === '' || x === 0 || x === '0'
        ? 0
        : typeof x === 'number'
          ? x
          : /^\d+$/.test(x.trim())
            ? Number(x)
            : Number.NaN,
    ),
    v.check((x) => Number.isInteger(x) && x >= 0 && x <= 2147483647, 'Service is invalid'),
  ),
  0,
);

/** from … to runs forwards and covers at most `max` days. */
const inRange =
  (max: number) =>
  <T extends { from: string; to: string }>(x: T) =>
    daysBetween(x.from, x.to) >= 0 && daysBetween(x.from, x.to) < max;
const rangeMessage = (max: number) => `The range must run forwards and cover at most ${max} days`;

/** POST …/calendar/blocks: close a date or a range for one service (productId) or all (0), with a private note. */
export const calendarBlockSchema = v.pipe(
  v.object({
    productId: serviceOrAll,
    from: isoDate('From date'),
    to: isoDate('To date'),
    note: optionalText('Note', 200),
  }),
  // On To: a form shows a field's message (react-hook-form leaves out a check of the whole object).
  v.forward(v.partialCheck([['from'], ['to']], inRange(MAX_BLOCK_DAYS), rangeMessage(MAX_BLOCK_DAYS)), ['to']),
);

/** POST …/calendar/capacity: bookings a service takes on a date or a range; capacity null ('') = back to the service's own. */
export const calendarCapacitySchema = v.pipe(
  v.object({
    productId: id('Service'),
    from: isoDate('From date'),
    to: isoDate('To date'),
    capacity: v.optional(
      v.union(
        [
          v.pipe(
            v.union([v.null(), v.literal('')]),
            v.transform(() => null),
          ),
          wholeNumber(`Capacity must be a whole number from 0 to ${MAX_DAY_CAPACITY}`, 0, MAX_DAY_CAPACITY),
        ],
        `Capacity must be a whole number from 0 to ${MAX_DAY_CAPACITY}`,
      ),
      null,
    ),
  }),
  // On To: a form shows a field's message (react-hook-form leaves out a check of the whole object).
  v.forward(v.partialCheck([['from'], ['to']], inRange(MAX_BLOCK_DAYS), rangeMessage(MAX_BLOCK_DAYS)), ['to']),
);

/** POST …/calendar/rules: lead time, booking window and working days of one service (productId) or all (0). */
export const calendarRulesSchema = v.object({
  productId: serviceOrAll,
  leadDays: v.optional(
    wholeNumber(`Lead time must be a whole number of days from 0 to ${MAX_LEAD_DAYS}`, 0, MAX_LEAD_DAYS),
    0,
  ),
  windowDays: v.optional(
    v.union(
      [
        v.pipe(
          v.union([v.null(), v.literal('')]),
          v.transform(() => null),
        ),
        wholeNumber(`Booking window must be a whole number of days from 1 to ${MAX_WINDOW_DAYS}`, 1, MAX_WINDOW_DAYS),
      ],
      `Booking window must be a whole number of days from 1 to ${MAX_WINDOW_DAYS}`,
    ),
    null,
  ),
  workingDays: v.optional(
    v.pipe(
      wholeNumber('Working days are invalid', 0, ALL_DAYS),
      v.check((x) => x > 0, 'Choose at least one working day'),
    ),
    ALL_DAYS,
  ),
});

/** A month read: from … to (at most MAX_MONTH_READ_DAYS days). */
export const calendarMonthQuerySchema = v.pipe(
  v.object({ from: isoDate('From date'), to: isoDate('To date') }),
  v.check(inRange(MAX_MONTH_READ_DAYS), rangeMessage(MAX_MONTH_READ_DAYS)),
);

/** GET /ServiceCalendar: one service's days from … to. */
export const serviceCalendarQuerySchema = v.pipe(
  v.object({ productId: id('Service'), from: isoDate('From date'), to: isoDate('To date') }),
  v.check(inRange(MAX_MONTH_READ_DAYS), rangeMessage(MAX_MONTH_READ_DAYS)),
);

export type CalendarBlockInput = v.InferInput<typeof calendarBlockSchema>;
export type CalendarBlockData = v.InferOutput<typeof calendarBlockSchema>;
export type CalendarCapacityData = v.InferOutput<typeof calendarCapacitySchema>;
export type CalendarRulesInput = v.InferInput<typeof calendarRulesSchema>;
export type CalendarRulesData = v.InferOutput<typeof calendarRulesSchema>;

/** GET /vendor/calendar (and the operator's): the vendor's month for one service (none: their first). */
export const vendorCalendarQuerySchema = v.pipe(
  v.object({ productId: serviceOrAll, from: isoDate('From date'), to: isoDate('To date') }),
  v.check(inRange(MAX_MONTH_READ_DAYS), rangeMessage(MAX_MONTH_READ_DAYS)),
);
