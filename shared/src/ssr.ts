/**
 * Server rendering: what the shell's renderer asks of the remote that owns a page before rendering it.
 * A remote's server build exposes `./Ssr` with a default export of type `SsrPrepare`: it reads the page's first
 * data into the request's query client (handed to the browser by dehydrate/hydrate) and says what the page is
 * (HTTP status, title, description, canonical, Open Graph, JSON-LD). Types and pure helpers only: no runtime state.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CustomerPlace } from './customer-place';
import type { Lang } from './i18n-runtime';

export interface PageHead {
  title: string;
  description: string;
  /** Path (and query, if it names another page) of the page's canonical URL on the public site. */
  canonicalPath: string;
  /** Absolute image URL for Open Graph (a service's first photo). */
  image?: string;
  ogType?: 'website' | 'product';
  /** Extra Open Graph / product tags, e.g. `product:price:amount`. */
  og?: Record<string, string>;
  /** schema.org objects, each written as one `application/ld+json` block. */
  jsonLd?: object[];
  /** `noindex` for not-found pages. */
  robots?: string;
}

export interface SsrPage {
  status: 200 | 404;
  head: PageHead;
}

export interface SsrPrepareInput {
  pathname: string;
  search: string;
  /** The request's own query client (never the browser's singleton). */
  queryClient: QueryClient;
  /** Public origin of the site, e.g. https://utsav.in (no trailing slash). */
  siteUrl: string;
  /**
   * The page's language (docs/ssr.md "Head in the page's language"): the title, description and breadcrumb names
   * come from this language's catalogue. Absent (an older shell) = English.
   */
  lang?: Lang;
  /** The customer's place from the request's cookie: prices and travel fares are read for its pincode. */
  place?: CustomerPlace | null;
}

export type SsrPrepare = (input: SsrPrepareInput) => Promise<SsrPage>;

export const SITE_NAME = 'Utsav';
export const DEFAULT_DESCRIPTION =
  'Utsav — book decorators, caterers, photographers and more for your event, anywhere in India.';
/** The site's name and default description on a Hindi page. */
export const SITE_NAME_HI = 'उत्सव';
export const DEFAULT_DESCRIPTION_HI = 'उत्सव — अपने आयोजन के लिए डेकोरेटर, कैटरर, फ़ोटोग्राफ़र और बहुत कुछ बुक करें, पूरे भारत में।';
export const siteName = (lang: Lang = 'en') => (lang === 'hi' ? SITE_NAME_HI : SITE_NAME);
export const defaultDescription = (lang: Lang = 'en') => (lang === 'hi' ? DEFAULT_DESCRIPTION_HI : DEFAULT_DESCRIPTION);
/** The site's own title (a page whose owner says nothing about it). */
export const siteTitle = (lang: Lang = 'en') =>
  lang === 'hi' ? 'उत्सव — पूरे भारत में आयोजन सेवाएँ बुक करें' : 'Utsav — Book event services across India';

/** An app's catalogue (its locale file): nested sections of texts. */
export interface HeadCatalogue {
  [key: string]: string | HeadCatalogue;
}

/**
 * The text at dotted `key` (e.g. `head.homeTitle`) in `lang` from an app's two catalogues, `{{name}}` placeholders
 * filled; the English text when the Hindi one is missing (the catalogue lint keeps both with the same keys), the key
 * itself when neither has it.
 */
export function headText(catalogues: Record<Lang, object>, lang: Lang = 'en') {
  const find = (catalogue: object, key: string): string | undefined => {
    let at: unknown = catalogue;
    for (const part of key.split('.')) at = at && typeof at === 'object' ? (at as HeadCatalogue)[part] : undefined;
    return typeof at === 'string' ? at : undefined;
  };
  return (key: string, vars: Record<string, string | number> = {}): string => {
    const text = find(catalogues[lang], key) ?? find(catalogues.en, key) ?? key;
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
  };
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function breadcrumbList(siteUrl: string, crumbs: ReadonlyArray<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${siteUrl}${c.path}`,
    })),
  };
}

/** schema.org ItemList of links. */
export function itemList(siteUrl: string, name: string, items: ReadonlyArray<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((it, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: it.name,
      url: `${siteUrl}${it.path}`,
    })),
  };
}

/** schema.org Organization of the marketplace (home page). */
export function organization(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    description: DEFAULT_DESCRIPTION,
  };
}

/** A not-found page's head. */
export function notFoundHead(pathname: string, lang: Lang = 'en'): PageHead {
  return {
    title: lang === 'hi' ? `पेज नहीं मिला | ${SITE_NAME_HI}` : `Page not found | ${SITE_NAME}`,
    description: defaultDescription(lang),
    canonicalPath: pathname,
    robots: 'noindex',
  };
}
