/**
 * The pseudo-locale (docs/i18n.md §Pseudo-locale), for development and the journeys: asked for with
 * `?lang=pseudo` on any address. Every text a catalogue gives is shown from the English catalogue, accented and
 * bracketed — "Services" → "[Ŝéŕvîçéš]" — so a text shown plain on such a page is a literal no catalogue holds.
 * The values put into a text (vendor content, prices, dates, counts) are kept as they are.
 *
 * Its own chunk, imported by the runtime (i18n.ts) only when the address asks for it: it costs the home page nothing.
 * Not a language of the switch, never saved in the cookie or the profile.
 */
import type { TOptions, Translator } from './i18n-runtime';

/** The language code of the query (`?lang=pseudo`). */
export const PSEUDO = 'pseudo';

/** Each letter and its accented twin, at the same place (the journey reads these two lines too). */
const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = 'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŜŢÛṼŴẊÝŽ';

const accent = (text: string) => text.replace(/[A-Za-z]/g, (c) => ACCENTED.charAt(PLAIN.indexOf(c)));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * "Vendor in Jaipur" → "[Ṽéñðöŕ îñ Jaipur]" when Jaipur was a value put into it (`keep`): the catalogue's words
 * accented, the values left alone, the whole in brackets.
 */
export function pseudoText(text: string, keep: readonly string[] = []): string {
  const values = keep.filter((v) => v.length > 0 && text.includes(v)).sort((a, b) => b.length - a.length);
  if (!values.length) return `[${accent(text)}]`;
  const split = new RegExp(`(${values.map(escape).join('|')})`);
  return `[${text
    .split(split)
    .map((part, i) => (i % 2 ? part : accent(part)))
    .join('')}]`;
}

/** The processor the translator runs over every text it gives; `defaultValue` and `ns` are
 * options, not values in it. */
function pseudoOf(value: string, options: TOptions): string {
  const keep = Object.entries(options)
    .filter(([k, v]) => k !== 'defaultValue' && k !== 'ns' && (typeof v === 'string' || typeof v === 'number'))
    .map(([, v]) => String(v));
  return pseudoText(value, keep);
}

/** The server-rendered page's data block (shell/src/app/server-render.ts): without it the page is drawn afresh. */
const SSR_STATE_ID = 'utsav-ssr-state';

/**
 * Turns the page's instance into the pseudo-locale: the English catalogues, every text passed through the
 * processor. Runs before the shell's first render (loadNamespaces waits for it); the server drew the page in
 * English, so the page is drawn afresh in the browser rather than hydrated (a hydration would not match).
 */
export async function enablePseudo(i18n: Translator): Promise<void> {
  i18n.postProcess = pseudoOf;
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  if (typeof document !== 'undefined') {
    document.getElementById(SSR_STATE_ID)?.remove();
    document.documentElement.dataset.pseudo = '1';
  }
}
