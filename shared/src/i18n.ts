/**
 * The i18n runtime (issue 37, docs/i18n.md): ONE i18next instance per page, shared like the session store (a
 * runtime module of @utsav/shared, tools/webpack/shared-modules.js). i18next and react-i18next are reached only
 * through this module, so they are bundled once, into its chunk, and tree-shaken.
 *
 * Each app owns a namespace (its name in apps.registry.mjs; the shared UI library's is `ui`) and registers the
 * loaders of its catalogues (`<app>/src/locales/{en,hi}.json`); a catalogue is fetched the first time a page of
 * that app is shown, for the chosen language only (no fallback language: `npm test` checks that no key is missing).
 * The language comes from the `utsav_lang` cookie (set by the header's switch; the server renderer reads it too),
 * and for a signed-in customer from the profile.
 */
import i18next, { type BackendModule, type TFunction } from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

export type Lang = 'en' | 'hi';
export const LANGS: readonly Lang[] = ['en', 'hi'];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'utsav_lang';
/** BCP 47 tags for Intl: Indian grouping (lakh, crore) in both. */
export const LOCALE_OF: Record<Lang, string> = { en: 'en-IN', hi: 'hi-IN' };
/** Each language's own name, as the switch shows it. */
export const LANG_NAMES: Record<Lang, string> = { en: 'English', hi: 'हिन्दी' };

export const isLang = (value: unknown): value is Lang => value === 'en' || value === 'hi';

type Catalogue = Record<string, unknown>;
type Loader = () => Promise<Catalogue | { default: Catalogue }>;
const loaders = new Map<string, Record<Lang, Loader>>();

/**
 * An app's catalogues, by language: `registerCatalogue('catalog', { en: () => import('./locales/en.json'), … })`.
 * Nothing is fetched until a component of the namespace renders (useT) in that language.
 */
export function registerCatalogue(ns: string, byLang: Record<Lang, Loader>): void {
  const known = loaders.get(ns);
  loaders.set(ns, byLang);
  // A remote redeployed while the renderer (or a page) runs registers its catalogues again: the texts already held
  // are read anew from the new build, the old ones serving until then (issue 35's redeploy without a restart).
  const held = known && known !== byLang ? LANGS.filter((lang) => i18n.hasResourceBundle(lang, ns)) : [];
  if (held.length) void i18n.reloadResources([...held], [ns]);
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(lng, ns, callback) {
    const load = isLang(lng) ? loaders.get(ns)?.[lng] : undefined;
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (m) => callback(null, ('default' in m && typeof m.default === 'object' ? m.default : m) as Catalogue),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

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

export const i18n = i18next.createInstance();
void i18n
  .use(backend)
  .use(initReactI18next)
  .init({
    lng: detectLang(),
    supportedLngs: [...LANGS],
    fallbackLng: false,
    ns: [],
    defaultNS: false,
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: true },
  });

// `?lang=pseudo` (docs/i18n.md): every text accented, to find untranslated ones; its code is fetched only then.
const pseudo =
  typeof location == 'object' && location.search.includes('lang=pseudo')
    ? import(/* webpackChunkName: "i18n-pseudo" */ './i18n-pseudo').then((m) => m.enablePseudo(i18n))
    : 0;

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
  // `suspend: false` for what renders as a Suspense fallback (a loading indicator): it must not suspend itself.
  const { t, i18n: instance } = useTranslation(ns, options.suspend === false ? { useSuspense: false } : undefined);
  return { t, lang: isLang(instance.language) ? instance.language : DEFAULT_LANG };
}

/** A translate function outside React (toasts, schema messages); the namespace must already be loaded. */
export function translate(ns: string, key: string, options?: Record<string, unknown>): string {
  return i18n.t(key, { ns, ...options }) as string;
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

/** A copy of the instance in another language (the server renderer's per-request language). */
export function instanceFor(lang: Lang) {
  return i18n.cloneInstance({ lng: lang, initAsync: false });
}

export { I18nextProvider };
