/**
 * A vendor's calendar: the one rule that says whether a service can take a new booking on a date, used by
 * the API (availability, cart, checkout, package orders, the month read) and by the apps (why a date is closed).
 * Dates are India calendar dates (YYYY-MM-DD, Asia/Kolkata): a day starts at IST midnight whatever the machine's
 * time zone. See docs/vendor-calendar.md.
 */

/** Per-service booking rules; a service without saved rules has DEFAULT_RULES. */
export interface ServiceCalendarRules {
  /** Minimum whole days between the booking day (today, IST) and the event: 0 = the event may be today. */
  leadDays: number;
  /** How far ahead the service takes bookings, in days from today (IST); null = up to the site's horizon. */
  windowDays: number | null;
  /** Working weekdays as bits: bit 0 = Sunday … bit 6 = Saturday (127 = every day). */
  workingDays: number;
}

export const DEFAULT_RULES: ServiceCalendarRules = { leadDays: 0, windowDays: null, workingDays: 127 };
export const ALL_DAYS = 127;
export const MAX_LEAD_DAYS = 365;
export const MAX_WINDOW_DAYS = 730;
export const MAX_DAY_CAPACITY = 100;
/** The longest range one block may cover, and the longest range one month read answers. */
export const MAX_BLOCK_DAYS = 366;
export const MAX_MONTH_READ_DAYS = 62;
export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** Why a date is not open for a new booking (null = open). */
export type DayClosed = 'past' | 'booked_out' | 'unavailable' | 'too_soon' | 'too_far';

const IST_OFFSET_MS = 330 * 60_000;

/** Today's date in India (YYYY-MM-DD): the day turns at 00:00 IST (18:30 UTC), whatever the process's TZ. */
export function istToday(now: Date = new Date()): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

const dayNumber = (iso: string): number => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/** Whole days from `from` to `to` (YYYY-MM-DD), negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** YYYY-MM-DD plus `days`. */
export function addIsoDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * 86_400_000).toISOString().slice(0, 10);
}

/** Day of the week of a date: 0 = Sunday. */
export const weekdayOf = (iso: string): number => new Date(dayNumber(iso) * 86_400_000).getUTCDay();

export interface DayFacts {
  date: string;
  /** Today in India (istToday()). */
  today: string;
  rules: ServiceCalendarRules;
  /** A vendor's block covers the date (for this service or all of theirs). */
  blocked: boolean;
  /** Bookings the service takes that day: the date's own capacity, else the service's. */
  capacity: number;
  /** Slots already taken that day. */
  taken: number;
}

/**
 * Why the date cannot take a new booking, or null when it can. Order: a past date; a date the vendor does not work
 * (blocked, a closed weekday, capacity 0 set for the day); too soon (lead time); too far (booking window); booked out.
 */
export function dayClosedReason(f: DayFacts): DayClosed | null {
  const ahead = daysBetween(f.today, f.date);
  if (ahead < 0) return 'past';
  if (f.blocked || (f.rules.workingDays & (1 << weekdayOf(f.date))) === 0) return 'unavailable';
  if (ahead < f.rules.leadDays) return 'too_soon';
  if (f.rules.windowDays !== null && ahead > f.rules.windowDays) return 'too_far';
  if (f.capacity <= 0) return f.taken > 0 ? 'booked_out' : 'unavailable';
  if (f.taken >= f.capacity) return 'booked_out';
  return null;
}

/**
 * What a customer is told about a closed date, in English (a refused order that names its service, the compare
 * table). The API's replies in the request's language use the same words by key (`closedDay` in
 * api/src/lib/availability.ts, catalogue api/src/locales `calendar.*`).
 */
export function dayClosedText(reason: DayClosed, rules: ServiceCalendarRules = DEFAULT_RULES): string {
  switch (reason) {
    case 'past':
      return 'This date has passed';
    case 'booked_out':
      return 'Booked out on this date';
    case 'unavailable':
      return 'The vendor is not available on this date';
    case 'too_soon':
      return `Too soon: this service needs ${rules.leadDays} ${rules.leadDays === 1 ? "day's" : "days'"} notice`;
    case 'too_far':
      return `Too far ahead: this service takes bookings up to ${rules.windowDays ?? 0} days ahead`;
  }
}

/** Short English labels of the reasons; the pages show their catalogues' (`calendar.reason.*`, `dates.closed.*`). */
export const DAY_CLOSED_LABEL: Record<DayClosed, string> = {
  past: 'Passed',
  booked_out: 'Booked out',
  unavailable: 'Vendor unavailable',
  too_soon: 'Too soon',
  too_far: 'Too far ahead',
};

/** "Mon, Tue, …" summary of a working-days mask in English (the calendar editor writes it from `ui-more`). */
export function workingDaysText(mask: number): string {
  if ((mask & ALL_DAYS) === ALL_DAYS) return 'Every day';
  const days = WEEKDAYS.filter((_, i) => mask & (1 << i));
  return days.length ? days.join(', ') : 'No day';
}

/** First and last date of the month of `iso` (YYYY-MM-DD). */
export function monthRange(iso: string): { from: string; to: string } {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  const from = `${y}-${String(m).padStart(2, '0')}-01`;
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from, to: `${y}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}` };
}
