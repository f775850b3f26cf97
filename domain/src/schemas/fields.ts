/**
 * Field builders shared by the form schemas of product §5 (one rule, one place). Every builder takes the
 * label used in its messages so each form reads naturally ('Name is required', 'Email can be at most 70 characters').
 */
import * as v from 'valibot';
import { cleanText, noLookalikes } from './safe-text';

/**
 * A missing key counts as '' so a required field reports its own 'is required' message (valibot would
 * otherwise report 'Invalid key: …' for an absent key).
 */
export const present = <S extends v.GenericSchema<unknown, unknown>>(schema: S) => v.optional(schema, '' as never);

/** Required text, trimmed, with a maximum length. */
export const requiredText = (label: string, max: number, requiredMessage = `${label} is required`) =>
  present(
    v.pipe(
      v.string(`${label} is required`),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.maxLength(max, `${label} can be at most ${max} characters`),
    ),
  );

/** Optional text with a maximum length ('' when absent). */
export const optionalText = (label: string, max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max, `${label} can be at most ${max} characters`)), '');

/**
 * A person's name (SPEC 'alphawithspace', for every Indian script): Unicode letters and combining marks (the
 * vowel signs of राहुल, ಕನ್ನಡ, …) and single spaces between words; ZWJ/ZWNJ are allowed inside a word because
 * several Indian scripts need them to spell a name. Nothing else: no digits, punctuation, symbols or emoji.
 * Stored NFC-normalised.
 */
export const NAME_PATTERN = /^[\p{L}\p{M}][\p{L}\p{M}\u200C\u200D]*(?: [\p{L}\p{M}][\p{L}\p{M}\u200C\u200D]*)*$/u;

export const lettersAndSpaces = (label: string, max: number) =>
  v.pipe(
    requiredText(label, max),
    ...cleanText(label),
    v.transform((x) => x.replace(/ {2,}/g, ' ')),
    v.regex(NAME_PATTERN, `${label} can contain letters and spaces only`),
    // A word in two scripts is never a name (docs/security.md "Names and titles"); words in different scripts are.
    noLookalikes(label, false),
  );

/** A vendor's name: a person's name, and no Latin words beside look-alike scripts either. */
export const vendorName = (label: string, max: number) => v.pipe(lettersAndSpaces(label, max), noLookalikes(label));

/** A service title (shown in pages, order messages and invoices): clean text, no mixed-script look-alikes. */
export const safeTitle = (label: string, max: number) =>
  v.pipe(requiredText(label, max), ...cleanText(label), noLookalikes(label));

/** Alias that says what the field is. */
export const personName = lettersAndSpaces;

/** Required e-mail address. */
export const email = (max: number, label = 'Email') =>
  v.pipe(requiredText(label, max), v.email('Enter a valid email address'));

/** Digits only, at most `max` digits, required. Accepts a number and turns it into text. */
export const digits = (label: string, max: number, requiredMessage = `${label} is required`) =>
  present(
    v.pipe(
      v.union([v.string(), v.number()], `${label} is required`),
      v.transform((x) => String(x).trim()),
      v.nonEmpty(requiredMessage),
      v.regex(/^\d+$/, `${label} must contain digits only`),
      v.maxLength(max, `${label} can be at most ${max} digits`),
    ),
  );

export const MOBILE_10_DIGITS = 'Enter 10 digit mobile number';

/**
 * The one Indian mobile rule, used wherever a mobile number is entered (sign-up, profile, address, enquiry,
 * vendor sign-up, vendor service): exactly 10 digits, the first 6, 7, 8 or 9 (the National Numbering Plan's
 * mobile range; 0000000000, 1234567890 and 5475635217 are not mobiles).
 */
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

export const indianMobile = (label = 'Mobile number', message = MOBILE_10_DIGITS) =>
  present(
    v.pipe(
      v.union([v.string(), v.number()], message),
      v.transform((x) => String(x).trim()),
      v.nonEmpty(`${label} is required`),
      v.regex(/^\d{10}$/, message),
      v.regex(MOBILE_PATTERN, `${label} must start with 6, 7, 8 or 9`),
    ),
  );

/** Kept for the enquiry form's name for the rule. */
export const mobile10 = indianMobile;

/** Six-digit Indian pincode. */
export const pincode = (label = 'Pincode') =>
  present(
    v.pipe(
      v.union([v.string(), v.number()], `${label} is required`),
      v.transform((x) => String(x).trim()),
      v.nonEmpty(`${label} is required`),
      v.regex(/^\d+$/, `${label} must contain digits only`),
      v.regex(/^\d{6}$/, `${label} must be 6 digits`),
    ),
  );

/** The largest id a PostgreSQL integer column holds (2^31 − 1); a larger one is refused, not a 500. */
export const MAX_ID = 2147483647;

/** A positive integer id (accepts numeric text); missing or '' → 'is required'; above MAX_ID → 'is invalid'. */
export const id = (label: string) =>
  present(
    v.pipe(
      v.union([v.number(), v.string()], `${label} is required`),
      v.transform((x): number =>
        typeof x === 'number' ? x : x.trim() === '' ? 0 : /^\d+$/.test(x.trim()) ? Number(x) : Number.NaN,
      ),
      v.check((x) => !Number.isNaN(x), `${label} is invalid`),
      v.check((x) => Number.isNaN(x) || Number.isInteger(x), `${label} is invalid`),
      v.check((x) => Number.isNaN(x) || x >= 1, `${label} is required`),
      v.check((x) => Number.isNaN(x) || x <= MAX_ID, `${label} is invalid`),
    ),
  );

/**
 * A number from JSON or from decimal text only: '12', '12.5', ' 12 ' — never '0x10' (16), '1e3', 'Infinity' or
 * '' (Number('0x10') had made a 16 % GST). Returns NaN for anything else.
 */
export function decimalNumber(x: unknown): number {
  if (typeof x === 'number') return Number.isFinite(x) ? x : Number.NaN;
  if (typeof x !== 'string') return Number.NaN;
  const s = x.trim();
  return /^-?\d{1,15}(\.\d{1,15})?$/.test(s) ? Number(s) : Number.NaN;
}

/** A whole number in [min, max] from JSON or digit text ('' = `empty`), with one message for anything else. */
export const wholeNumber = (message: string, min: number, max: number, empty = 0) =>
  v.pipe(
    v.union([v.number(), v.string()], message),
    v.transform((x) => (typeof x === 'string' && x.trim() === '' ? empty : decimalNumber(x))),
    v.number(message),
    v.check((x) => Number.isInteger(x) && x >= min && x <= max, message),
  );

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const GSTIN_FORMAT = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** GST state codes: 01–38 (states and union territories), 97 (other territory), 99 (centre jurisdiction). */
const validStateCode = (code: number) => (code >= 1 && code <= 38) || code === 97 || code === 99;

/**
 * True when a GSTIN has the 15-character format (state code, PAN, entity number, 'Z', check character), a real
 * state code and the right check character (the GSTN mod-36 checksum).
 */
export function isValidGstin(value: string): boolean {
  const gstin = value.toUpperCase();
  if (!GSTIN_FORMAT.test(gstin) || !validStateCode(Number(gstin.slice(0, 2)))) return false;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = GSTIN_CHARS.indexOf(gstin[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] === gstin[14];
}

export const INVALID_GSTIN = 'Enter a valid GST number';

/**
 * The one GSTIN rule (service checkout, package checkout, and the API behind both): optional, but when given it
 * must be a real GSTIN — 15 characters, format, state code and check character. product §5's 'alphanumeric, at most
 * 16' messages stay for those cases; anything else that is not a GSTIN gets 'Enter a valid GST number'.
 */
export const gstNumber = () =>
  v.optional(
    v.pipe(
      v.string('GST number must be text'),
      v.trim(),
      v.regex(/^[A-Za-z0-9]*$/, 'GST number can contain letters and digits only'),
      v.maxLength(16, 'GST number can be at most 16 characters'),
      v.check((x) => x === '' || isValidGstin(x), INVALID_GSTIN),
      v.transform((x) => x.toUpperCase()),
    ),
    '',
  );

/** Today's date as YYYY-MM-DD in local time (the API runs with TZ=Asia/Kolkata). */
export function todayIso(now: Date = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

function isRealDate(iso: string): boolean {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** A calendar date YYYY-MM-DD (a full ISO timestamp is cut to its date part). */
export const isoDate = (label: string, requiredMessage = `${label} is required`) =>
  present(
    v.pipe(
      v.string(requiredMessage),
      v.trim(),
      v.nonEmpty(requiredMessage),
      v.transform((x) => (/^\d{4}-\d{2}-\d{2}T/.test(x) ? x.slice(0, 10) : x)),
      v.regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`),
      v.check(isRealDate, `${label} must be a real date`),
    ),
  );

/** How far ahead a booking may be made: 2 years (bookings in year 9999 were stored). */
export const BOOKING_HORIZON_YEARS = 2;

/** The last bookable date: today plus BOOKING_HORIZON_YEARS (29 Feb → 28 Feb when the year has none). */
export function lastBookableIso(now: Date = new Date()): string {
  const t = todayIso(now);
  const y = Number(t.slice(0, 4)) + BOOKING_HORIZON_YEARS;
  const md = t.slice(5) === '02-29' ? '02-28' : t.slice(5);
  return `${y}-${md}`;
}

/** A date that is today or later, and at most BOOKING_HORIZON_YEARS ahead. */
export const dateNotBeforeToday = (label: string, requiredMessage = `${label} is required`) =>
  v.pipe(
    isoDate(label, requiredMessage),
    v.check((x) => x >= todayIso(), `${label} cannot be before today`),
    v.check((x) => x <= lastBookableIso(), `${label} can be at most ${BOOKING_HORIZON_YEARS} years ahead`),
  );

/** A percentage 0..100 (accepts numeric text; '' means 0). */
export const percentage = (label: string) =>
  present(
    v.pipe(
      v.union([v.number(), v.string()], `${label} must be a number`),
      v.transform((x) => (typeof x === 'string' && x.trim() === '' ? 0 : decimalNumber(x))),
      v.number(`${label} must be a number`),
      v.check((x) => Number.isFinite(x), `${label} must be a number`),
      v.minValue(0, `${label} cannot be negative`),
      v.maxValue(100, `${label} cannot be more than 100`),
    ),
  );

/** A rupee amount: digits and a dot, at most 9 digits before the dot, at most 2 after. */
export const amount = (label: string, required = true) =>
  present(
    v.pipe(
      v.union([v.number(), v.string()], `${label} is required`),
      v.transform((x) => String(x).trim()),
      v.check((x) => !required || x !== '', `${label} is required`),
      v.regex(/^(\d+(\.\d*)?)?$/, `${label} can contain digits and a dot only`),
      v.check((x) => (x.split('.')[0] ?? '').length <= 9, `${label} can be at most 9 digits`),
      v.transform((x) => (x === '' ? 0 : Math.round(Number(x) * 100) / 100)),
    ),
  );

/** A 0/1 flag (accepts booleans and numeric text). */
export const flag01 = (label: string) =>
  v.optional(
    v.pipe(
      v.union([v.number(), v.string(), v.boolean()], `${label} must be 0 or 1`),
      v.transform((x) =>
        x === true || x === '1' || x === 1 ? 1 : x === false || x === '0' || x === 0 || x === '' ? 0 : -1,
      ),
      v.picklist([0, 1], `${label} must be 0 or 1`),
    ),
    0,
  );

/**
 * An optional latitude or longitude: a number (or decimal text) within ±`limit` (90 or 180), null/'' = none.
 * The server never stores it: places come from its own pincode table; out of range is a 400.
 */
export const coordinate = (label: string, limit: 90 | 180) =>
  v.optional(
    v.pipe(
      v.nullable(v.union([v.number(), v.string()])),
      v.transform((x): number | null => (x === '' || x === null ? null : decimalNumber(x))),
      v.check((x) => x === null || Number.isFinite(x), `${label} must be a number`),
      v.check((x) => x === null || Math.abs(x) <= limit, `${label} must be between -${limit} and ${limit}`),
    ),
  );
