/**
 * The i18n runtime (docs/i18n.md): ONE translator per page, shared like the session store (a runtime
 * module of @utsav/shared, tools/webpack/shared-modules.js). The lookup itself is `./i18n-runtime` (dlv + templite
 * + Intl.PluralRules); this module adds the page's language (cookie, query, profile), the React hook and provider,
 * and the document's side (`<html lang>`, the Devanagari font).
 *
 * Each app owns a namespace (its name in apps.registry.mjs; the shared UI library's is `ui`) and registers the
 * loaders of its catalogues (`<app>/src/locales/{en,hi}.json`); a catalogue is fetched the first time a page of
 * that app is shown, for the chosen language only (no fallback language: `npm test` checks that no key is missing).
 * The language comes from the `utsav_lang` cookie (set by the header's switch; the server renderer reads it too),
 * and for a signed-in customer from the profile.
 */
import { createContext, createElement, type ReactNode, use, useContext, useMemo, useSyncExternalStore } from 'react';
import {
  type CatalogueLoader,
  Catalogues,
  type Lang,
  languageOfSnapshot,
  type TFunction,
  type TOptions,
  Translator,
} from './i18n-runtime';

export type { Lang, TFunction, TOptions };
export const LANGS: readonly Lang[] = ['en', 'hi'];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'utsav_lang';
/** BCP 47 tags for Intl: Indian grouping (lakh, crore) in both. */
export const LOCALE_OF: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
/** Each language's own name, as the switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

const catalogues = new Catalogues();
/** By namespace, the first catalogue promise a component suspended on (useT). */
const waitedOn = new Map<string, Promise<void>>();

/**
 * An app's catalogues, by language: `registerCatalogue('catalog', { en: () => import('./locales/en.json'), … })`.
 * Nothing is fetched until a component of the namespace renders (useT) in that language. Registering again (a
 * remote redeployed while the renderer or a page runs) reads the texts already held anew from the new build.
 */
export function registerCatalogue(ns: string, byLang: Record<Lang, CatalogueLoader>): void {
  catalogues.register(ns, byLang);
}

/** The language of this page: `?lang=` (hreflang links), then the cookie, then `<html lang>`, else English. */
export function detectLang(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Lang {
  if (!doc) return DEFAULT_LANG;
  const fromQuery = new URLSearchParams(doc.location?.search ?? '').get('lang');
  if (isLang(fromQuery)) {
    // A link in the other language (hreflang) switches the visitor's language, as the switch does.
    doc.cookie = `${LANG_COOKIE}=${fromQuery}; Path=/; Max-Age=31536000; SameSite=Lax`;
    return fromQuery;
  }
  const fromCookie = langFromCookie(doc.cookie);
  if (fromCookie) return fromCookie;
  const fromHtml = doc.documentElement?.lang?.slice(0, 2);
  return isLang(fromHtml) ? fromHtml : DEFAULT_LANG;
}

/** The language a Cookie header (or document.cookie) carries, if any. */
export function langFromCookie(cookie: string | null | undefined): Lang | null {
  const match = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([a-z]{2})`).exec(cookie ?? '');
  return match && isLang(match[1]) ? match[1] : null;
}

/** The page's translator (the renderer's requests each have their own: instanceFor). */
export const i18n = new Translator(catalogues, detectLang());

// `?lang=pseudo` (docs/i18n.md): every text accented, to find untranslated ones; its code is fetched only then.
const pseudo =
  typeof location == 'object' && location.search.includes('lang=pseudo')
    ? import(/* webpackChunkName: "i18n-pseudo" */ './i18n-pseudo').then((m) => m.enablePseudo(i18n))
    : 0;

const TranslatorContext = createContext<Translator>(i18n);

/** The shown language. */
export function currentLang(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** The Intl locale of the shown language ('en-IN' / 'hi-IN'). */
export function currentLocale(): string {
  return LOCALE_OF[currentLang()];
}

/**
 * The translate function of a namespace; suspends (Suspense) until its catalogue for the shown language arrived.
 * Components re-render on a language change.
 */
export function useT(ns: string, options: { suspend?: boolean } = {}): { t: TFunction; lang: Lang } {
  const translator = useContext(TranslatorContext);
  // While hydrating, React reads the server snapshot: the language the server rendered the HTML in, even when the
  // visitor switched before this part hydrated (a click replayed at hydration, an island hydrating later). React
  // then renders it again with the client snapshot, in the shown language (docs/ssr.md, "Hydration").
  const snapshot = useSyncExternalStore(translator.subscribe, translator.snapshot, translator.serverSnapshot);
  const lang = languageOfSnapshot(snapshot);
  translator.use(ns);
  // `suspend: false` for what renders as a Suspense fallback (a loading indicator): it must not suspend itself. A
  // catalogue that failed to load shows its keys (or the call's defaultValue) rather than suspending for ever.
  const missing = !catalogues.has(lang, ns) && !catalogues.hasFailed(lang, ns);
  if (options.suspend === false) {
    if (missing) void catalogues.load(lang, ns);
  } else if (missing) {
    const loading = catalogues.load(lang, ns);
    if (!waitedOn.has(ns)) waitedOn.set(ns, loading);
    use(loading);
  } else {
    // Once a component waited on a namespace, every render passes `use` a promise of it that React saw settle (it
    // returns at once): a render that suspended and the ones after it call `use` alike, as React requires.
    const waited = waitedOn.get(ns);
    if (waited) use(waited);
  }
  // A new function when the language or the texts change, so memoised children re-render too.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `snapshot` names the language and the texts' version
  const t = useMemo(() => translator.fixedT(ns, lang), [translator, ns, lang, snapshot]);
  return { t, lang };
}

/** A translate function outside React (toasts, schema messages); the namespace must already be loaded. */
export function translate(ns: string, key: string, options?: TOptions): string {
  return i18n.t(ns, key, options);
}

/** Loads namespaces for the shown language (before hydrating a server-rendered page). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return Promise.all([pseudo, i18n.loadNamespaces(namespaces)]).then(() => undefined);
}

const langListeners = new Set<(lang: Lang) => void>();

/** Called after every language change (the shell saves it to the signed-in customer's profile). */
export function onLangChange(listener: (lang: Lang) => void): () => void {
  langListeners.add(listener);
  return () => langListeners.delete(listener);
}

let fontRequested = false;
/** The self-hosted Devanagari font (only the weights the theme uses), requested only for Hindi. */
function loadDevanagariFont(): void {
  if (fontRequested || typeof document === 'undefined') return;
  fontRequested = true;
  void Promise.all([
    import(/* webpackChunkName: "font-devanagari" */ '@fontsource/noto-sans-devanagari/devanagari-400.css'),
    import(/* webpackChunkName: "font-devanagari" */ '@fontsource/noto-sans-devanagari/devanagari-600.css'),
    import(/* webpackChunkName: "font-devanagari" */ '@fontsource/noto-sans-devanagari/devanagari-700.css'),
  ]).catch(() => {
    fontRequested = false;
  });
}

/** Page-level effects of the shown language: `<html lang>`, the font. */
export function applyLangToDocument(lang: Lang = currentLang()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = LOCALE_OF[lang];
  if (lang === 'hi') loadDevanagariFont();
}

/**
 * Switches the page's language: remembered in the cookie for a year (the server renderer reads it), the shown
 * namespaces fetched for the new language, then every component re-renders.
 */
export async function setLang(lang: Lang, options: { remember?: boolean; notify?: boolean } = {}): Promise<void> {
  if (typeof document !== 'undefined' && options.remember !== false) {
    document.cookie = `${LANG_COOKIE}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
  }
  if (lang !== currentLang()) await i18n.changeLanguage(lang);
  applyLangToDocument(lang);
  if (options.notify !== false) langListeners.forEach((listener) => listener(lang));
}

/** A translator in a language of its own, reading the page's catalogues (the server renderer's per request). */
export function instanceFor(lang: Lang): Translator {
  return new Translator(catalogues, lang);
}

/** Gives the components below another translator than the page's (the server renderer's per-request one). */
export function I18nProvider({ i18n: translator, children }: { i18n: Translator; children?: ReactNode }) {
  return createElement(TranslatorContext.Provider, { value: translator }, children);
}
