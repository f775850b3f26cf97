/**
 * Names and titles people read in pages, order messages and invoices (docs/security.md "Names and titles"): stored
 * NFC-normalised, with no bidirectional controls (a right-to-left override reverses what follows it) and no
 * invisible characters, and — for service titles and vendor names — no mixed-script look-alikes (the Unicode
 * "mixed-script confusable" rule of UTS #39): Cyrillic "а" or Greek "ο" among Latin letters spells a different
 * name that looks the same. Devanagari-only, Latin-only and other single-script text (Hindi names, "शुभ Decorators"
 * with each word in one script) stays accepted. One rule here, used by the forms and the API.
 */
import * as v from 'valibot';

/** Bidirectional controls: LRE RLE PDF LRO RLO, LRI RLI FSI PDI, LRM RLM ALM. */
export const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;
/** Invisible characters: zero-width space, word joiner, BOM, soft hyphen, Mongolian vowel separator, invisible maths. */
export const INVISIBLE = /[\u200B\u2060\uFEFF\u00AD\u180E\u2061-\u2064]/u;
/** ZWNJ / ZWJ are needed inside words of Indian scripts (Devanagari … Malayalam, Sinhala), nowhere else. */
const JOINER_MISPLACED = /(^|[^\u0900-\u0DFF])[\u200C\u200D]/u;

/** The scripts a letter can be told apart by; look-alikes of Latin live in Cyrillic, Greek, Armenian and Cherokee. */
const SCRIPTS: readonly [string, RegExp][] = [
  ['Latin', /\p{Script=Latin}/u],
  ['Cyrillic', /\p{Script=Cyrillic}/u],
  ['Greek', /\p{Script=Greek}/u],
  ['Armenian', /\p{Script=Armenian}/u],
  ['Cherokee', /\p{Script=Cherokee}/u],
  ['Devanagari', /\p{Script=Devanagari}/u],
  ['Bengali', /\p{Script=Bengali}/u],
  ['Gurmukhi', /\p{Script=Gurmukhi}/u],
  ['Gujarati', /\p{Script=Gujarati}/u],
  ['Oriya', /\p{Script=Oriya}/u],
  ['Tamil', /\p{Script=Tamil}/u],
  ['Telugu', /\p{Script=Telugu}/u],
  ['Kannada', /\p{Script=Kannada}/u],
  ['Malayalam', /\p{Script=Malayalam}/u],
  ['Arabic', /\p{Script=Arabic}/u],
];
const LATIN_LOOKALIKE_SCRIPTS = new Set(['Cyrillic', 'Greek', 'Armenian', 'Cherokee']);

function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const ch of text) {
    if (!/\p{L}/u.test(ch)) continue;
    const s = SCRIPTS.find(([, re]) => re.test(ch));
    found.add(s ? s[0] : 'Other');
  }
  return found;
}

/**
 * Whether `text` mixes scripts the way a look-alike does: one word with letters of two scripts ("Shubh" with a
 * Cyrillic "һ"), or — with `acrossWords` — Latin words beside words of a script that has Latin look-alikes.
 */
export function mixedScript(text: string, acrossWords = true): boolean {
  for (const word of text.split(/[\s\p{P}\p{S}\d]+/u)) if (scriptsOf(word).size > 1) return true;
  if (!acrossWords) return false;
  const all = scriptsOf(text);
  return all.has('Latin') && [...all].some((s) => LATIN_LOOKALIKE_SCRIPTS.has(s));
}

export const BIDI_MESSAGE = (label: string) => `${label} cannot contain direction-changing characters`;
export const INVISIBLE_MESSAGE = (label: string) => `${label} cannot contain invisible characters`;
export const MIXED_SCRIPT_MESSAGE = (label: string) =>
  `${label} mixes look-alike letters of different alphabets: write each word in one script`;

/** The checks every name and title gets after trimming: NFC, no bidi controls, no invisible characters. */
export const cleanText = (label: string) =>
  [
    v.transform((x: string) => x.normalize('NFC')),
    v.check((x: string) => !BIDI_CONTROLS.test(x), BIDI_MESSAGE(label)),
    v.check((x: string) => !INVISIBLE.test(x) && !JOINER_MISPLACED.test(x), INVISIBLE_MESSAGE(label)),
  ] as const;

/** Service titles and vendor names: also no mixed-script look-alikes (within a word or Latin beside Cyrillic …). */
export const noLookalikes = (label: string, acrossWords = true) =>
  v.check((x: string) => !mixedScript(x, acrossWords), MIXED_SCRIPT_MESSAGE(label));
