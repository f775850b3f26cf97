/**
 * Contact masking of conversation messages (docs/conversations.md#masking): until a booking between the customer and
 * the vendor is paid, phone numbers, emails and links typed into a message are shown as MASK on both sides, so the
 * deal is not taken outside the marketplace. Bodies are stored as typed; this runs on output. Caught:
 * - numbers of 8 or more digits, with spaces, dashes, dots, brackets or "+" between them, written with ASCII or
 *   Devanagari digits (०-९) or digit words in English ("nine eight seven", "double five"), Hindi (नौ आठ सात) and
 *   Hinglish (nau aath saat) — a date such as 15-12-2026 is not a phone number and is kept;
 * - emails, also written "name at gmail dot com", "name[at]gmail[dot]com" or "name (at) gmail (dot) com";
 * - links: http(s)://…, www.…, and bare domains (example.com, wa.me/…).
 */

export const MASK = '•••';

/** Digit words → the digits they stand for ("double" and "triple" repeat the next digit). */
const DIGIT_WORDS: Record<string, number> = {
  zero: 1,
  oh: 1,
  one: 1,
  two: 1,
  three: 1,
  four: 1,
  five: 1,
  six: 1,
  seven: 1,
  eight: 1,
  nine: 1,
  shunya: 1,
  ek: 1,
  do: 1,
  teen: 1,
  char: 1,
  chaar: 1,
  panch: 1,
  paanch: 1,
  chhe: 1,
  chhah: 1,
  che: 1,
  saat: 1,
  aath: 1,
  nau: 1,
  no: 1,
  शून्य: 1,
  एक: 1,
  दो: 1,
  तीन: 1,
  चार: 1,
  पांच: 1,
  पाँच: 1,
  छह: 1,
  छः: 1,
  छे: 1,
  सात: 1,
  आठ: 1,
  नौ: 1,
  नो: 1,
  double: 0,
  triple: 0,
  डबल: 0,
  ट्रिपल: 0,
};
const MULTIPLIER: Record<string, number> = { double: 2, triple: 3, डबल: 2, ट्रिपल: 3 };

const WORDS = Object.keys(DIGIT_WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|');
/** One digit-ish token: a digit (ASCII or Devanagari) or a digit word standing alone. */
const TOKEN = `(?:[0-9\u0966-\u096F]|(?<![\\p{L}\\p{M}])(?:${WORDS})(?![\\p{L}\\p{M}]))`;
const SEP = `[\\s\\-–—.()+]*`;
const NUMBER_RUN = new RegExp(`[+(]*${TOKEN}(?:${SEP}${TOKEN})*`, 'giu');
const DATE = /^\d{1,4}[-./]\d{1,2}[-./]\d{1,4}$/;
/** A phone number has at least this many digits (an amount such as 1,50,000 or a pincode has fewer). */
export const MIN_PHONE_DIGITS = 8;

function digitCount(run: string): number {
  let n = 0;
  let pending = 1;
  const tokens = run.toLowerCase().match(new RegExp(TOKEN, 'giu')) ?? [];
  for (const t of tokens) {
    const mult = MULTIPLIER[t];
    if (mult) {
      pending = mult;
      continue;
    }
    n += pending;
    pending = 1;
  }
  return n;
}

const AT = `(?:\\s*@\\s*|\\s*[\\[(]\\s*at\\s*[\\])]\\s*|\\s+at\\s+)`;
const DOT = `(?:\\s*\\.\\s*|\\s*[\\[(]\\s*dot\\s*[\\])]\\s*|\\s+dot\\s+)`;
const EMAIL = new RegExp(
  `[\\p{L}\\p{N}._%+-]+${AT}[\\p{L}\\p{N}-]+(?:${DOT}[\\p{L}\\p{N}-]+)*${DOT}[a-z]{2,}\\b`,
  'giu',
);
const TLD = '(?:com|in|net|org|co|io|me|info|biz|app|link|ly|xyz|online|site|shop)';
const LINK = new RegExp(`(?:https?:\\/\\/|www\\.)\\S+|\\b[a-z0-9-]+(?:\\.[a-z0-9-]+)*\\.${TLD}\\b(?:\\/\\S*)?`, 'giu');

export interface Masked {
  text: string;
  /** Whether anything was hidden (the reader is told why). */
  masked: boolean;
}

/** The text with every contact detail replaced by MASK. */
export function maskContacts(text: string): Masked {
  let masked = false;
  const hide = () => {
    masked = true;
    return MASK;
  };
  let out = text.replace(EMAIL, hide).replace(LINK, hide);
  out = out.replace(NUMBER_RUN, (run) => {
    const trimmed = run.trim();
    if (DATE.test(trimmed)) return run;
    if (digitCount(run) < MIN_PHONE_DIGITS) return run;
    const lead = run.match(/^\s*/)?.[0] ?? '';
    const tail = run.match(/\s*$/)?.[0] ?? '';
    return lead + hide() + tail;
  });
  return { text: out, masked };
}
