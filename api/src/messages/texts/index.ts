/**
 * The text catalogues of messages, one per language. English is complete; another language lists
 * the texts it has translated and falls back to English for the rest, catalogue section by section.
 */
import { en, type Catalogue } from './en';
import { hi } from './hi';
import type { Lang } from '../types';

const merged = new Map<Lang, Catalogue>();

export function texts(lang: Lang): Catalogue {
  if (lang === 'en') return en;
  let c = merged.get(lang);
  if (!c) {
    const partial = lang === 'hi' ? hi : {};
    c = Object.fromEntries(
      Object.entries(en).map(([k, v]) => [k, { ...v, ...(partial as Record<string, object>)[k] }]),
    ) as Catalogue;
    merged.set(lang, c);
  }
  return c;
}

export type { Catalogue };
