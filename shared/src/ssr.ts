/**
 * Server rendering (issue 35): what the shell's renderer asks of the remote that owns a page before rendering it.
 * A remote's server build exposes `./Ssr` with a default export of type `SsrPrepare`: it reads the page's first
 * data into the request's query client (handed to the browser by dehydrate/hydrate) and says what the page is
 * (HTTP status, title, description, canonical, Open Graph, JSON-LD). Types and pure helpers only: no runtime state.
 */
import type { QueryClient } from '@tanstack/react-query';

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
}

export type SsrPrepare = (input: SsrPrepareInput) => Promise<SsrPage>;

export const SITE_NAME = 'Utsav';
export const DEFAULT_DESCRIPTION =
  'Utsav — book decorators, caterers, photographers and more for your event, anywhere in India.';

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
export function notFoundHead(pathname: string): PageHead {
  return {
    title: `Page not found | ${SITE_NAME}`,
    description: DEFAULT_DESCRIPTION,
    canonicalPath: pathname,
    robots: 'noindex',
  };
}
