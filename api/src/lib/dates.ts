/** Calendar dates as YYYY-MM-DD text in India time (the server runs with TZ=Asia/Kolkata). */
import { todayIso } from '@utsav/domain/schemas/fields';

export { todayIso };

/** Adds days to a YYYY-MM-DD date. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}
