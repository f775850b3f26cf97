/** Bookings and booking amount per event month, for the dashboard chart. Pure. */

export interface MonthPoint {
  /** 'YYYY-MM' */
  key: string;
  /** 'Nov 26' (en-IN), 'नव॰ 26' (hi-IN) */
  label: string;
  count: number;
  amount: number;
}

/** The month labels through Intl in the page's language: one formatter per locale, made on first use. */
const labelFormats = new Map<string, Intl.DateTimeFormat>();
function monthLabel(d: Date, lang: 'en' | 'hi'): string {
  const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
  let f = labelFormats.get(locale);
  if (!f) labelFormats.set(locale, (f = new Intl.DateTimeFormat(locale, { month: 'short', year: '2-digit' })));
  return f.format(d);
}

function monthKey(year: number, month0: number): string {
  return `${year}-${String(month0 + 1).padStart(2, '0')}`;
}

/** One month of the API's roll-up (GET /vendor/dashboard → Months): booked bookings and their billing by event month. */
export interface MonthTotal {
  Month: string;
  Count: number;
  Amount: number;
}

/**
 * `before` months before the current one, the current one and `after` months after it (upcoming events count too),
 * each with the API's totals for that event month ('YYYY-MM'); months without bookings are zero. Labels in `lang`.
 */
export function monthlySeries(
  months: readonly MonthTotal[],
  now: Date = new Date(),
  before = 3,
  after = 2,
  lang: 'en' | 'hi' = 'en',
): MonthPoint[] {
  const points: MonthPoint[] = [];
  for (let i = -before; i <= after; i++) {
    const d = new Date(now.getFullYear(), now.getMonth() + i, 1);
    points.push({
      key: monthKey(d.getFullYear(), d.getMonth()),
      label: monthLabel(d, lang),
      count: 0,
      amount: 0,
    });
  }
  const byKey = new Map(points.map((p) => [p.key, p]));
  for (const m of months) {
    const point = byKey.get(m.Month);
    if (!point) continue;
    point.count += Number(m.Count) || 0;
    point.amount = Math.round((point.amount + (Number(m.Amount) || 0)) * 100) / 100;
  }
  return points;
}

/** A 'nice' axis maximum ≥ value: 1, 2, 2.5 or 5 × a power of ten (at least 1). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 1;
  const pow = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) if (value <= step * pow) return step * pow;
  return 10 * pow;
}

/** The chart's gridlines: 0 and four steps up to the axis maximum. */
export const TICK_STEPS = 4;

/**
 * An axis maximum whose four steps are whole numbers (the axis showed 0.3 bookings and ₹0.25): a nice
 * maximum rounded up to a multiple of TICK_STEPS, at least TICK_STEPS (so an empty month still reads 0, 1, 2, 3, 4).
 */
export function wholeAxisMax(value: number): number {
  return Math.max(TICK_STEPS, Math.ceil(niceMax(value) / TICK_STEPS) * TICK_STEPS);
}
