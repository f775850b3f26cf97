/**
 * The money rules of a booking in one place, used by the API (what it refunds, when a balance is due) and by the
 * apps (the policy shown at checkout, in My Bookings and on the refund-policy page). Dates are India calendar
 * dates (YYYY-MM-DD, Asia/Kolkata); amounts integer paise.
 */

export interface RefundTier {
  /** The tier applies when the event is at least this many days away (and below the previous tier's). */
  minDaysBefore: number;
  /** Percent of what was paid that is refunded. */
  refundPercent: number;
}

/** Customer cancellation: ≥ 30 days before the event 100 %, 7–29 days 50 %, < 7 days nothing. Highest first. */
export const CANCELLATION_TIERS: readonly RefundTier[] = [
  { minDaysBefore: 30, refundPercent: 100 },
  { minDaysBefore: 7, refundPercent: 50 },
  { minDaysBefore: 0, refundPercent: 0 },
];

/** How long a vendor may decline a confirmed booking (the customer gets everything back), in hours. */
export const VENDOR_DECLINE_HOURS = 48;

/** An advance booking's balance is due this many days before the event date. */
export const BALANCE_DUE_DAYS_BEFORE = 3;

/** How long placed-but-unpaid bookings hold their slots, in minutes (the API's PAYMENT_HOLD_MINUTES overrides it). */
export const PAYMENT_HOLD_MINUTES = 15;

const dayNumber = (iso: string): number => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Math.round(Date.UTC(y, m - 1, d) / 86_400_000);
};

/** Whole calendar days from `today` to `eventDate` (0 on the event day, negative after it). */
export function daysBefore(eventDate: string, today: string): number {
  return dayNumber(eventDate) - dayNumber(today);
}

/** The tier for a cancellation made on `today` of an event on `eventDate` (null when the event day has passed). */
export function cancellationTier(eventDate: string, today: string): RefundTier | null {
  const days = daysBefore(eventDate, today);
  if (days < 0) return null;
  return CANCELLATION_TIERS.find((t) => days >= t.minDaysBefore) ?? null;
}

/**
 * What a customer gets back when cancelling on `today`: the tier's percent of what was paid (net of earlier
 * refunds), rounded down to whole paise so a refund never exceeds the money held.
 */
export function cancellationRefund(paidPaise: number, eventDate: string, today: string): number {
  const tier = cancellationTier(eventDate, today);
  if (!tier || paidPaise <= 0) return 0;
  return Math.floor((paidPaise * tier.refundPercent) / 100);
}

/** The date a booking's balance is due: BALANCE_DUE_DAYS_BEFORE before the event. */
export function balanceDueDate(eventDate: string): string {
  const n = dayNumber(eventDate) - BALANCE_DUE_DAYS_BEFORE;
  return new Date(n * 86_400_000).toISOString().slice(0, 10);
}

/** May the vendor still decline a booking confirmed at `confirmedAt` (ISO) at `now`? */
export function vendorMayDecline(confirmedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(confirmedAt) <= VENDOR_DECLINE_HOURS * 3_600_000;
}

/** Whose cancellation an operator records when cancelling on behalf of one side (issue 21). */
export type CancelSide = 'customer' | 'vendor';

/**
 * The policy refund of a cancellation made by an operator on behalf of `side`: the customer's cancellation follows
 * the customer's tiers (nothing once the event day has passed); the vendor's gives everything held back, as a
 * decline does. `heldPaise` is what was paid net of earlier refunds.
 */
export function onBehalfRefund(side: CancelSide, heldPaise: number, eventDate: string, today: string): number {
  if (heldPaise <= 0) return 0;
  return side === 'vendor' ? heldPaise : cancellationRefund(heldPaise, eventDate, today);
}

/** The written policy, shown at checkout, in My Bookings and on the refund-policy page. */
export const REFUND_POLICY_LINES: readonly string[] = [
  'Cancel 30 days or more before the event: full refund of what you paid.',
  'Cancel 7 to 29 days before the event: 50 % of what you paid is refunded.',
  'Cancel less than 7 days before the event: no refund.',
  `If the vendor declines your booking (within ${VENDOR_DECLINE_HOURS} hours of confirmation) you get a full refund.`,
  `Paying an advance? The balance is due ${BALANCE_DUE_DAYS_BEFORE} days before the event; pay it from My Bookings.`,
  'Days are counted in India time (IST). Refunds go back to the way you paid, with a GST credit note.',
];
