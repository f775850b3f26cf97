/** product §4 booking timing label (vendor): a date is past when its end of day is not after now. */

export type Timing = 'Expired' | 'Upcoming';

/** End of the given calendar day (local time), from 'YYYY-MM-DD' or any date text/value. null when unreadable. */
export function endOfDay(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let d: Date;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, day] = value.split('-').map(Number) as [number, number, number];
    d = new Date(y, m - 1, day);
  } else {
    d = new Date(value);
  }
  if (Number.isNaN(d.getTime())) return null;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate(), 23, 59, 59, 999);
}

/** 'Expired' when the event day's end is not after now, otherwise 'Upcoming'. An unreadable date counts as upcoming. */
export function bookingTiming(date: string | number | Date | null | undefined, now: Date = new Date()): Timing {
  const end = endOfDay(date);
  if (!end) return 'Upcoming';
  return end.getTime() <= now.getTime() ? 'Expired' : 'Upcoming';
}
