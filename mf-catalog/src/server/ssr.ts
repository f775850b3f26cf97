/**
 * catalog/Ssr (server build only, issue 35): what the shell's renderer needs to render a page this remote owns.
 * It reads the page's first data into the request's query client with the same query definitions the pages use
 * (so the browser finds them after hydrate and does not fetch again) and describes the page for search engines
 * and link previews. A read that fails or misses the API deadline is dropped: the page renders its loading state
 * and the browser reads it; only an answer "no such service" makes the page a 404.
 */
import { matchPath } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { statusOf } from '@utsav/shared/api-client';
import { imageUrl } from '@utsav/shared/runtime-config';
import {
  breadcrumbList,
  DEFAULT_DESCRIPTION,
  itemList,
  notFoundHead,
  organization,
  SITE_NAME,
  type PageHead,
  type SsrPage,
  type SsrPrepare,
} from '@utsav/shared/ssr';
import { dashboardQuery } from '../features/home/api/dashboard-api';
import { isListPath, listBoundsQuery, pricesHidden, productPagesQuery, type ProductListing } from '../api/products-api';
import { readFilters } from '../features/service-list/filters';
import { isServiceId, serviceDetailQuery } from '../features/service-detail/api/detail-api';

/** Runs one read; a failure other than 404 leaves no trace in the cache (the page shows loading, the browser reads). */
async function read<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  run: () => Promise<T>,
): Promise<{ data?: T; notFound: boolean }> {
  try {
    return { data: await run(), notFound: false };
  } catch (error) {
    const notFound = statusOf(error) === 404;
    if (!notFound) queryClient.removeQueries({ queryKey, exact: true });
    return { notFound };
  }
}

const page = (head: PageHead): SsrPage => ({ status: 200, head });
const notFound = (pathname: string): SsrPage => ({ status: 404, head: notFoundHead(pathname) });
const plain = (text: string, max = 160) => {
  const one = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > max ? `${one.slice(0, max - 1).trimEnd()}…` : one;
};

async function home(queryClient: QueryClient, siteUrl: string): Promise<SsrPage> {
  const { data } = await read(queryClient, dashboardQuery.queryKey, () => queryClient.fetchQuery(dashboardQuery));
  const services = (data?.Products ?? [])
    .slice(0, 12)
    .map((p) => ({ name: p.title, path: `/services/details/${p.id}` }));
  const slide = data?.sliders[0]?.doc;
  return page({
    title: 'Utsav — Book event services across India',
    description: DEFAULT_DESCRIPTION,
    canonicalPath: '/',
    ogType: 'website',
    image: slide ? imageUrl('slider', slide) : undefined,
    jsonLd: [organization(siteUrl), ...(services.length ? [itemList(siteUrl, 'Trending services', services)] : [])],
  });
}

async function list(
  queryClient: QueryClient,
  siteUrl: string,
  id: string | undefined,
  offer: string | undefined,
  search: string,
): Promise<SsrPage> {
  const filters = readFilters(new URLSearchParams(search));
  const pages = productPagesQuery(id, offer === 'offer', filters);
  const bounds = listBoundsQuery(id, offer === 'offer');
  const [rows] = await Promise.all([
    read(queryClient, pages.queryKey, () => queryClient.fetchInfiniteQuery(pages)),
    read(queryClient, bounds.queryKey, () => queryClient.fetchQuery(bounds)),
  ]);
  const listings: ProductListing[] = rows.data?.pages[0]?.rows ?? [];
  const all = !id || id.toLowerCase() === 'all';
  const category = all ? 'All services' : (listings[0]?.service_name ?? 'Services');
  const name = filters.q ? `Search results for “${filters.q}”` : `${category}${offer === 'offer' ? ' on offer' : ''}`;
  const path = `/services/${all ? 'all' : id}${offer === 'offer' ? '/offer' : ''}`;
  return page({
    title: `${name} | ${SITE_NAME}`,
    description: `${name}: compare prices and ratings and book event services on ${SITE_NAME}.`,
    // A search or a filtered view is the same list: its canonical page is the unfiltered one.
    canonicalPath: path,
    ogType: 'website',
    robots: filters.q ? 'noindex, follow' : undefined,
    jsonLd: [
      itemList(
        siteUrl,
        name,
        listings.map((p) => ({ name: p.title, path: `/services/details/${p.id}` })),
      ),
      breadcrumbList(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Our Services', path: '/services' },
        { name, path },
      ]),
    ],
  });
}

async function detail(queryClient: QueryClient, siteUrl: string, id: string, pathname: string): Promise<SsrPage> {
  if (!isServiceId(id)) return notFound(pathname);
  const query = serviceDetailQuery(id);
  const { data, notFound: missing } = await read(queryClient, query.queryKey, () => queryClient.fetchQuery(query));
  if (missing) return notFound(pathname);
  const path = `/services/details/${id}`;
  if (!data)
    return page({ title: `Service details | ${SITE_NAME}`, description: DEFAULT_DESCRIPTION, canonicalPath: path });
  const s = data.service;
  const image = imageUrl('product', data.images[0]?.doc);
  const showPrice = !pricesHidden(s.amount_hide_show);
  const price = Number(s.offerAmt).toFixed(2);
  const description = plain(s.shortdes || s.longdes || `${s.title} by ${s.operator_name} in ${s.city}`);
  return page({
    title: `${s.title} — ${s.Servicename} in ${s.city} | ${SITE_NAME}`,
    description: showPrice ? plain(`₹${price} · ${description}`) : description,
    canonicalPath: path,
    ogType: 'product',
    image: image || undefined,
    og: showPrice ? { 'product:price:amount': price, 'product:price:currency': 'INR' } : {},
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: s.title,
        serviceType: s.Servicename,
        description,
        url: `${siteUrl}${path}`,
        ...(image ? { image } : {}),
        provider: {
          '@type': 'LocalBusiness',
          name: s.operator_name,
          address: { '@type': 'PostalAddress', addressLocality: s.city, addressRegion: s.state, addressCountry: 'IN' },
        },
        areaServed: s.city,
        ...(showPrice
          ? {
              offers: {
                '@type': 'Offer',
                price,
                priceCurrency: 'INR',
                availability: 'https://schema.org/InStock',
                url: `${siteUrl}${path}`,
              },
            }
          : {}),
        ...(Number(s.rating) > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Number(s.rating),
                bestRating: 5,
                worstRating: 1,
                ratingCount: 1,
              },
            }
          : {}),
      },
      breadcrumbList(siteUrl, [
        { name: 'Home', path: '/' },
        { name: 'Our Services', path: '/services' },
        { name: s.Servicename, path: `/services/${s.service_id}` },
        { name: s.title, path },
      ]),
    ],
  });
}

/** Exposed as catalog/Ssr in the server build. */
const prepare: SsrPrepare = async ({ pathname, search, queryClient, siteUrl }) => {
  if (matchPath({ path: '/', end: true }, pathname)) return home(queryClient, siteUrl);
  if (matchPath({ path: '/services', end: true }, pathname)) {
    return page({
      title: `Our Services | ${SITE_NAME}`,
      description: `Decorators, caterers, photographers and more: every kind of event service on ${SITE_NAME}.`,
      canonicalPath: '/services',
      jsonLd: [
        breadcrumbList(siteUrl, [
          { name: 'Home', path: '/' },
          { name: 'Our Services', path: '/services' },
        ]),
      ],
    });
  }
  const details = matchPath({ path: '/services/details/:id', end: true }, pathname);
  if (details) return detail(queryClient, siteUrl, details.params.id ?? '', pathname);
  const listMatch = matchPath({ path: '/services/:id/:offer?', end: true }, pathname);
  if (listMatch) {
    const { id, offer } = listMatch.params;
    return isListPath(id, offer) ? list(queryClient, siteUrl, id, offer, search) : notFound(pathname);
  }
  if (matchPath({ path: '/calendars', end: true }, pathname)) {
    return page({
      title: `Event calendar | ${SITE_NAME}`,
      description: DEFAULT_DESCRIPTION,
      canonicalPath: '/calendars',
    });
  }
  return notFound(pathname);
};

export default prepare;
