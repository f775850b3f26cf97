/**
 * Typing filters of product §5, applied as the user types: default max length 100, a leading space removed.
 */
export const DEFAULT_MAX = 100;

export type FilterKind =
  | 'numeric'
  | 'alphawithspace'
  | 'alphanumericwithsymble'
  | 'alphanumericwithsymblehspace'
  | 'percentage'
  | 'amount'
  | 'text';

/** Symbols allowed by the 'withsymble' filters. */
export const SYMBOLS = "@._-/#,&()+:'";
const escaped = SYMBOLS.replace(/[\\^\]\-/]/g, '\\$&');
const notAlnumSymbol = new RegExp(`[^A-Za-z0-9${escaped}]`, 'g');
// Free text (booking for, address lines) in any script: a Hindi user types "गृह प्रवेश", as names already
// allow (alphawithspace). Letters and digits of every script with their combining marks, ZWJ/ZWNJ, space, the symbols.
const notAlnumSymbolSpace = new RegExp(`[^\\p{L}\\p{M}\\p{N}\u200C\u200D ${escaped}]`, 'gu');

export function filterInput(kind: FilterKind, raw: string, max: number = DEFAULT_MAX): string {
  let value = raw.replace(/^\s+/, '');
  switch (kind) {
    case 'numeric':
      value = value.replace(/\D/g, '');
      break;
    case 'alphawithspace':
      // Letters of every script (राहुल, ಕನ್ನಡ) with their combining marks, ZWJ/ZWNJ, and spaces.
      value = value.replace(/[^\p{L}\p{M}\u200C\u200D ]/gu, '');
      break;
    case 'alphanumericwithsymble':
      value = value.replace(notAlnumSymbol, '');
      break;
    case 'alphanumericwithsymblehspace':
      value = value.replace(notAlnumSymbolSpace, '');
      break;
    case 'amount': {
      value = value.replace(/[^\d.]/g, '');
      break;
    }
    case 'percentage': {
      if (value === '') return '';
      const n = Number(value);
      if (!Number.isFinite(n) || n < 0) return '';
      return String(Math.min(n, 100));
    }
    case 'text':
      break;
  }
  return value.slice(0, max);
}
