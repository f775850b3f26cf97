/** Formatting of product §9: dates 'DD Mon YYYY' ('---' when empty), rupees with 2 decimals and Indian grouping. */
import dayjs from 'dayjs';

/**
 * The page's language as @utsav/shared/i18n sets it on <html lang>; 'en' where there is no page (the
 * API and its PDFs use these formatters too, and must not load the i18n runtime).
 */
function pageLang(): 'en' | 'hi' {
  const doc = (globalThis as { document?: { documentElement?: { lang?: string } } }).document;
  return doc?.documentElement?.lang?.slice(0, 2) === 'hi' ? 'hi' : 'en';
}
const LOCALE_OF = { en: 'en-IN', hi: 'hi-IN' } as const;

/**
 * 123456.5 → '1,23,456.50'. Non-numbers show as '0.00'.
 *
 * Written out rather than with Intl.NumberFormat('en-IN'): the first Intl formatter a page creates loads the
 * ICU locale data, 75–120 ms of main thread on a mid-range phone (4× CPU throttling), before the first price
 * can show (TBT). Hindi (hi-IN) groups and writes digits as en-IN does (Latin digits, lakh and crore
 * grouping: format.test.ts checks both against Intl), so one function serves both languages. The output is Intl's (tested against it): the number's shortest decimal form
 * rounded half away from zero to two decimals (0.595 → 0.60, where toFixed gives 0.59), the last three
 * digits of the integer part grouped, then groups of two.
 */
export function formatAmount(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  const x = typeof n === 'number' && Number.isFinite(n) ? n : 0;
  const decimal = String(Math.abs(x));
  let cents: bigint;
  if (/e/i.test(decimal)) {
    cents = BigInt(Math.round(Math.abs(x) * 100)); // below 1e-6 (→ 0) or from 1e21 up
  } else {
    const [whole, fraction = ''] = decimal.split('.');
    cents = BigInt(whole + fraction.slice(0, 2).padEnd(2, '0')) + (fraction.charAt(2) >= '5' ? 1n : 0n);
  }
  const whole = (cents / 100n).toString();
  const fraction = (cents % 100n).toString().padStart(2, '0');
  const grouped =
    whole.length > 3 ? `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}` : whole;
  return `${x < 0 && cents > 0n ? '-' : ''}${grouped}.${fraction}`;
}

/** 123456.5 → '₹1,23,456.50'. */
export function formatRupees(value: number | string | null | undefined): string {
  return `₹${formatAmount(value)}`;
}

let hindiDates: Intl.DateTimeFormat | null = null;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** India Standard Time: UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = 330 * 60_000;
/** A date, or a date and time, written without a zone ('2026-11-21', '2026-11-21T10:00:00'): a day as written. */
const WALL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?$/;

/**
 * The calendar day a value names, as UTC midnight of that day, or null. A day written without a zone is that day;
 * an instant (a timestamp with a zone, a Date, epoch ms) is its day in India (IST), wherever the code runs: the
 * server renderer (often UTC) and a visitor's browser (any zone) write the same day, so hydration matches, and
 * an order made at 23:30 IST is dated that day.
 */
function calendarDay(value: string | number | Date): Date | null {
  const wall = typeof value === 'string' ? WALL_DATE.exec(value.trim()) : null;
  if (wall) return new Date(Date.UTC(Number(wall[1]), Number(wall[2]) - 1, Number(wall[3])));
  const d = dayjs(value);
  if (!d.isValid()) return null;
  const ist = new Date(d.valueOf() + IST_OFFSET_MS);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate()));
}

/**
 * '2026-11-21' → '21 Nov 2026' in English; in Hindi Intl's hi-IN ('21 नव॰ 2026'); empty or invalid →
 * '---'. A timestamp is dated in India's time (calendarDay). English is written out (no Intl locale data on the
 * first screen, as formatAmount).
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  /** The page's language. Give it wherever a page is rendered on the server: there is no <html lang> there. */
  lang: 'en' | 'hi' = pageLang(),
): string {
  if (value === null || value === undefined || value === '') return '---';
  const day = calendarDay(value);
  if (!day || Number.isNaN(day.getTime())) return '---';
  if (lang !== 'hi')
    return `${String(day.getUTCDate()).padStart(2, '0')} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
  hindiDates ??= new Intl.DateTimeFormat(LOCALE_OF.hi, {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return hindiDates.format(day);
}

/** A count in the language's digits and grouping (en-IN / hi-IN: 1,00,000); give the page's language on the server. */
export function formatCount(value: number, lang: 'en' | 'hi' = pageLang()): string {
  return new Intl.NumberFormat(LOCALE_OF[lang]).format(value);
}

/** Two-digit counts: 3 → '03', 12 → '12'. */
export function twoDigits(value: number | null | undefined): string {
  const n = Math.max(0, Math.trunc(Number(value) || 0));
  return String(n).padStart(2, '0');
}

/** Today's date as YYYY-MM-DD in local time (for date inputs' min). */
export function todayIso(now: Date = new Date()): string {
  return dayjs(now).format('YYYY-MM-DD');
}

/** Base64 of a UTF-8 text (route params such as /checkout/{base64 date}). */
export function toBase64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary);
}

/** Inverse of toBase64; throws on malformed input. */
export function fromBase64(encoded: string): string {
  const binary = atob(decodeURIComponent(encoded));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
