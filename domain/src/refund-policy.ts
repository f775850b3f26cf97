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

/**
 * The date a booking's cancellation tier is counted to: the earliest date it held — the date first paid for, or an
 * earlier date it was moved to (docs/payments.md "Refund tier after a move"). A move never buys a better tier: moving
 * a booking 12 days away to 45 days away keeps the 50 % of the 12 days (and its forfeit grows as that date nears).
 * `firstDate` null/undefined means the booking never moved.
 */
export function tierDate(eventDate: string, firstDate?: string | null): string {
  return firstDate && firstDate < eventDate ? firstDate : eventDate;
}

/** A move of a booking as the refund tier sees it: the date left, the date taken, and whether the vendor refused it. */
export interface HeldMove {
  from: string;
  to: string;
  refused: boolean;
}

/**
 * The earliest date a booking held over its moves (null: it never moved): every move's from-date (each was held) and
 * the to-date of each move the vendor did not refuse. The API stores it as the booking's refund_tier_date.
 */
export function earliestHeldDate(moves: readonly HeldMove[]): string | null {
  let earliest: string | null = null;
  for (const m of moves)
    for (const d of m.refused ? [m.from] : [m.from, m.to]) if (earliest === null || d < earliest) earliest = d;
  return earliest;
}

/**
 * The tier for a cancellation made on `today` of an event on `eventDate` (null when the event day has passed), counted
 * to tierDate(eventDate, firstDate): once that date has passed (a booking moved later) nothing is refunded.
 */
export function cancellationTier(eventDate: string, today: string, firstDate?: string | null): RefundTier | null {
  if (daysBefore(eventDate, today) < 0) return null;
  const days = Math.max(0, daysBefore(tierDate(eventDate, firstDate), today));
  return CANCELLATION_TIERS.find((t) => days >= t.minDaysBefore) ?? null;
}

/**
 * What a customer gets back when cancelling on `today`: the tier's percent of what was paid (net of earlier
 * refunds), rounded down to whole paise so a refund never exceeds the money held.
 */
export function cancellationRefund(
  paidPaise: number,
  eventDate: string,
  today: string,
  firstDate?: string | null,
): number {
  const tier = cancellationTier(eventDate, today, firstDate);
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

/** Whose cancellation an operator records when cancelling on behalf of one side. */
export type CancelSide = 'customer' | 'vendor';

/**
 * The policy refund of a cancellation made by an operator on behalf of `side`: the customer's cancellation follows
 * the customer's tiers (nothing once the event day has passed); the vendor's gives everything held back, as a
 * decline does. `heldPaise` is what was paid net of earlier refunds.
 */
export function onBehalfRefund(
  side: CancelSide,
  heldPaise: number,
  eventDate: string,
  today: string,
  firstDate?: string | null,
): number {
  if (heldPaise <= 0) return 0;
  return side === 'vendor' ? heldPaise : cancellationRefund(heldPaise, eventDate, today, firstDate);
}

/** What a tier refunds, in words: "full refund of what you paid", "no refund", "50 % of what you paid is refunded". */
function refundWords(percent: number): string {
  if (percent >= 100) return 'full refund of what you paid';
  if (percent <= 0) return 'no refund';
  return `${percent} % of what you paid is refunded`;
}

/** The days a tier covers, in words: "30 days or more", "7 to 29 days", "less than 7 days". Tiers highest first. */
export function tierDaysWords(tiers: readonly RefundTier[], index: number): string {
  const tier = tiers[index]!;
  const above = index > 0 ? tiers[index - 1]!.minDaysBefore : null;
  if (above === null) return tier.minDaysBefore === 0 ? 'any time' : `${tier.minDaysBefore} days or more`;
  if (tier.minDaysBefore === 0) return `less than ${above} days`;
  if (above - 1 === tier.minDaysBefore) return `${tier.minDaysBefore} days`;
  return `${tier.minDaysBefore} to ${above - 1} days`;
}

/**
 * The cancellation tiers as sentences, one per tier, generated from the tiers themselves (the site must
 * not state a policy other than the one the API applies). Shown on the service page, at checkout, in My Bookings
 * and on the refund-policy page.
 */
export function cancellationPolicyLines(tiers: readonly RefundTier[] = CANCELLATION_TIERS): string[] {
  return tiers.map((t, i) => {
    const words = refundWords(t.refundPercent);
    return `Cancel ${tierDaysWords(tiers, i)} before the event: ${words}.`;
  });
}

/** The written policy, shown at checkout, in My Bookings and on the refund-policy page: the tiers, then the rest. */
export const REFUND_POLICY_LINES: readonly string[] = [
  ...cancellationPolicyLines(),
  'Moved your booking? The refund is counted to the earliest date you booked (the date you first paid for, or an earlier date you moved to), not the new date.',
  `If the vendor declines your booking (within ${VENDOR_DECLINE_HOURS} hours of confirmation) you get a full refund.`,
  `Paying an advance? The balance is due ${BALANCE_DUE_DAYS_BEFORE} days before the event; pay it from My Bookings.`,
  'Days are counted in India time (IST). Refunds go back to the way you paid, with a GST credit note.',
];

// ---------------------------------------------------------------- reschedule

/** A confirmed booking can be moved to another date up to this many days before its (current) event date. */
export const RESCHEDULE_MIN_DAYS_BEFORE = 7;
/** Moves free of charge per booking; each later move costs RESCHEDULE_FEE_PAISE. */
export const FREE_RESCHEDULES = 1;
/** The fee of a second and later move (₹500, GST-inclusive), added to the booking's bill and kept by Utsav. */
export const RESCHEDULE_FEE_PAISE = 50_000;
/** How long the vendor may refuse a move (the old date comes back), in hours from the move. */
export const RESCHEDULE_REFUSE_HOURS = VENDOR_DECLINE_HOURS;

/** May a booking whose event is on `eventDate` still be moved on `today`? */
export function mayReschedule(eventDate: string, today: string): boolean {
  return daysBefore(eventDate, today) >= RESCHEDULE_MIN_DAYS_BEFORE;
}

/** The fee of the next move of a booking already moved `movesSoFar` times (moves the vendor refused do not count). */
export function rescheduleFee(movesSoFar: number): number {
  return movesSoFar >= FREE_RESCHEDULES ? RESCHEDULE_FEE_PAISE : 0;
}

/** May the vendor still refuse a move requested at `requestedAt` (ISO) at `now`? */
export function vendorMayRefuseMove(requestedAt: string, now: Date): boolean {
  return now.getTime() - Date.parse(requestedAt) <= RESCHEDULE_REFUSE_HOURS * 3_600_000;
}

/** The written reschedule policy (My Bookings, the refund-policy page). */
export const RESCHEDULE_POLICY_LINES: readonly string[] = [
  `Move a confirmed booking to another open date of the same service from My Bookings, up to ${RESCHEDULE_MIN_DAYS_BEFORE} days before the event.`,
  `The first move is free; each later move costs ₹${RESCHEDULE_FEE_PAISE / 100}. A change in the service's price is paid or refunded.`,
  `The vendor may refuse a move within ${RESCHEDULE_REFUSE_HOURS} hours; your old date then comes back.`,
  'A move does not change your refund if you cancel: it is counted to the earliest date you booked, not the new date.',
];
