/**
 * How messages print money and time: rupees to the paisa with Indian grouping (the apps' formatRupees), dates and
 * times in India time whatever the server's zone (Asia/Kolkata, stated as IST).
 */
import { formatRupees } from '@utsav/domain/format';

/** 1234550 paise → '₹12,345.50'. */
export const rupees = (paise: number) => formatRupees(Number(paise) / 100);

const DAY = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
});
const TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
});

/** A calendar date 'YYYY-MM-DD' (an event day: no zone) → '21 Nov 2026'. */
export function day(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return DAY.format(new Date(Date.UTC(y, m - 1, d, 6, 30)));
}

/** A moment → '21 Nov 2026, 04:05 pm IST'. */
export function moment(at: string | Date): string {
  const d = typeof at === 'string' ? new Date(at) : at;
  return `${DAY.format(d)}, ${TIME.format(d).toLowerCase()} IST`;
}

/** The India date (YYYY-MM-DD) of a moment. */
export function istDate(at: Date): string {
  return new Date(at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 10);
}

/** 09:00 IST of a YYYY-MM-DD date, as a moment (when reminders of that day go out). */
export function istMorning(iso: string, hour = 9): Date {
  return new Date(`${iso}T${String(hour).padStart(2, '0')}:00:00+05:30`);
}
