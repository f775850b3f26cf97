/**
 * catalog/Ssr (server build only): what the shell's renderer needs to render a page this remote owns.
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
  defaultDescription,
  headText,
  itemList,
  notFoundHead,
  organization,
  type PageHead,
  type SsrPage,
  type SsrPrepare,
} from '@utsav/shared/ssr';
import type { Lang } from '@utsav/shared/i18n';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import { dashboardQuery } from '../features/home/api/dashboard-api';
import { isListPath, listBoundsQuery, pricesHidden, productPagesQuery, type ProductListing } from '../api/products-api';
import { readFilters } from '../features/service-list/filters';
import { priceStatementOfRupees } from '@utsav/domain/price-statement';
import type { CustomerPlace } from '@utsav/shared/customer-place';
import { isServiceId, reviewsQuery, serviceDetailQuery } from '../features/service-detail/api/detail-api';

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

/** The page's head texts in its language (docs/ssr.md "Head in the page's language"): this app's `head` catalogue. */
interface Ctx {
  queryClient: QueryClient;
  siteUrl: string;
  lang: Lang;
  t: ReturnType<typeof headText>;
}

const page = (head: PageHead): SsrPage => ({ status: 200, head });
const notFound = (pathname: string, lang: Lang): SsrPage => ({ status: 404, head: notFoundHead(pathname, lang) });
const plain = (text: string, max = 160) => {
  const one = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return one.length > max ? `${one.slice(0, max - 1).trimEnd()}…` : one;
};

async function home({ queryClient, siteUrl, lang, t }: Ctx): Promise<SsrPage> {
  const { data } = await read(queryClient, dashboardQuery.queryKey, () => queryClient.fetchQuery(dashboardQuery));
  const services = (data?.Products ?? [])
    .slice(0, 12)
    .map((p) => ({ name: p.title, path: `/services/details/${p.id}` }));
  const slide = data?.sliders[0]?.doc;
  return page({
    title: t('head.homeTitle'),
    description: defaultDescription(lang),
    canonicalPath: '/',
    ogType: 'website',
    image: slide ? imageUrl('slider', slide) : undefined,
    jsonLd: [organization(siteUrl), ...(services.length ? [itemList(siteUrl, t('head.trending'), services)] : [])],
  });
}

async function list(
  { queryClient, siteUrl, t }: Ctx,
  id: string | undefined,
  offer: string | undefined,
  search: string,
  place: CustomerPlace | null,
): Promise<SsrPage> {
  const filters = readFilters(new URLSearchParams(search));
  const pages = productPagesQuery(id, offer === 'offer', filters, place?.pincode);
  const bounds = listBoundsQuery(id, offer === 'offer');
  const [rows] = await Promise.all([
    read(queryClient, pages.queryKey, () => queryClient.fetchInfiniteQuery(pages)),
    read(queryClient, bounds.queryKey, () => queryClient.fetchQuery(bounds)),
  ]);
  const listings: ProductListing[] = rows.data?.pages[0]?.rows ?? [];
  const all = !id || id.toLowerCase() === 'all';
  const category = all ? t('head.allServices') : (listings[0]?.service_name ?? t('head.services'));
  const name = filters.q
    ? t('head.searchResults', { q: filters.q })
    : offer === 'offer'
      ? t('head.onOffer', { category })
      : category;
  const path = `/services/${all ? 'all' : id}${offer === 'offer' ? '/offer' : ''}`;
  return page({
    title: t('head.listTitle', { name }),
    description: t('head.listDescription', { name }),
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
        { name: t('head.home'), path: '/' },
        { name: t('head.ourServices'), path: '/services' },
        { name, path },
      ]),
    ],
  });
}

async function detail(
  { queryClient, siteUrl, lang, t }: Ctx,
  id: string,
  pathname: string,
  place: CustomerPlace | null,
): Promise<SsrPage> {
  if (!isServiceId(id)) return notFound(pathname, lang);
  const query = serviceDetailQuery(id, place?.pincode);
  const { data, notFound: missing } = await read(queryClient, query.queryKey, () => queryClient.fetchQuery(query));
  if (missing) return notFound(pathname, lang);
  const path = `/services/details/${id}`;
  if (!data)
    return page({ title: t('head.serviceDetails'), description: defaultDescription(lang), canonicalPath: path });
  const s = data.service;
  // The first page of reviews, as the Reviews tab shows it: the rating's count is the reviews a reader sees.
  const reviewsRead = reviewsQuery(id);
  const reviews = await read(queryClient, reviewsRead.queryKey, () => queryClient.fetchInfiniteQuery(reviewsRead));
  const reviewCount = reviews.data?.pages[0]?.rows.length ?? 0;
  const image = imageUrl('product', data.images[0]?.doc);
  const showPrice = !pricesHidden(s.amount_hide_show);
  // The price as the cart charges it, GST included (docs/gst.md "The price as charged"): the description says it in the
  // page's language with the travel fare to the customer's place; the offer carries the same rupees.
  const charged = priceStatementOfRupees(
    {
      payableAmt: s.payableAmt,
      gst: s.gst,
      travelFare: s.Reach && !s.Reach.Outside ? s.Reach.TravelFare : null,
      pincode: s.Reach?.Pincode,
    },
    lang,
  );
  const price = (charged.payablePaise / 100).toFixed(2);
  const stated = [charged.priceText, charged.travelText].filter(Boolean).join(' ');
  const description = plain(
    s.shortdes || s.longdes || t('head.detailFallback', { title: s.title, vendor: s.operator_name, city: s.city }),
  );
  return page({
    title: t('head.detailTitle', { title: s.title, category: s.Servicename, city: s.city }),
    description: showPrice ? plain(`${stated} · ${description}`) : description,
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
                priceSpecification: {
                  '@type': 'UnitPriceSpecification',
                  price,
                  priceCurrency: 'INR',
                  valueAddedTaxIncluded: true,
                },
                ...(charged.travelPaise
                  ? {
                      shippingDetails: {
                        '@type': 'OfferShippingDetails',
                        shippingRate: {
                          '@type': 'MonetaryAmount',
                          value: (charged.travelPaise / 100).toFixed(2),
                          currency: 'INR',
                        },
                        shippingDestination: {
                          '@type': 'DefinedRegion',
                          addressCountry: 'IN',
                          postalCode: s.Reach!.Pincode,
                        },
                      },
                    }
                  : {}),
                availability: 'https://schema.org/InStock',
                url: `${siteUrl}${path}`,
              },
            }
          : {}),
        ...(Number(s.rating) > 0 && reviewCount > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: Number(s.rating),
                bestRating: 5,
                worstRating: 1,
                ratingCount: reviewCount,
              },
            }
          : {}),
      },
      breadcrumbList(siteUrl, [
        { name: t('head.home'), path: '/' },
        { name: t('head.ourServices'), path: '/services' },
        { name: s.Servicename, path: `/services/${s.service_id}` },
        { name: s.title, path },
      ]),
    ],
  });
}

/** Exposed as catalog/Ssr in the server build. */
const prepare: SsrPrepare = async ({ pathname, search, queryClient, siteUrl, lang = 'en', place = null }) => {
  const ctx: Ctx = { queryClient, siteUrl, lang, t: headText({ en, hi }, lang) };
  const { t } = ctx;
  if (matchPath({ path: '/', end: true }, pathname)) return home(ctx);
  if (matchPath({ path: '/services', end: true }, pathname)) {
    return page({
      title: t('head.ourServicesTitle'),
      description: t('head.servicesDescription'),
      canonicalPath: '/services',
      jsonLd: [
        breadcrumbList(siteUrl, [
          { name: t('head.home'), path: '/' },
          { name: t('head.ourServices'), path: '/services' },
        ]),
      ],
    });
  }
  const details = matchPath({ path: '/services/details/:id', end: true }, pathname);
  if (details) return detail(ctx, details.params.id ?? '', pathname, place);
  const listMatch = matchPath({ path: '/services/:id/:offer?', end: true }, pathname);
  if (listMatch) {
    const { id, offer } = listMatch.params;
    return isListPath(id, offer) ? list(ctx, id, offer, search, place) : notFound(pathname, lang);
  }
  if (matchPath({ path: '/calendars', end: true }, pathname)) {
    return page({
      title: t('head.calendarTitle'),
      description: defaultDescription(lang),
      canonicalPath: '/calendars',
    });
  }
  return notFound(pathname, lang);
};

export default prepare;
