import { lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { queryClient } from '@utsav/shared/query-client';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { dashboardQuery } from '../features/home/api/dashboard-api';
import { isListPath, listBoundsQuery, productPagesQuery } from '../api/products-api';
import { readFilters } from '../features/service-list/filters';
import { isServiceId, serviceDetailQuery } from '../features/service-detail/api/detail-api';
import { placeFromCookie } from '@utsav/shared/customer-place';
import { GALLERY_SIZES } from '../features/service-detail/gallery-sizes';
import { preloadImage } from './preload-image';

/** Each route's page chunk, loaded on first visit. */
const PAGES = {
  '/': () => import('../features/home/home-page'),
  '/services': () => import('../features/services/services-page'),
  '/services/details/:id': () => import('../features/service-detail/service-detail-page'),
  '/services/:id/:offer?': () => import('../features/service-list/service-list-page'),
  '/calendars': () => import('../features/calendar/calendar-page'),
} as const;

/** Data a page needs above the fold, requested alongside its chunk (the page's query then finds it in flight). */
const DATA: Partial<
  Record<keyof typeof PAGES, (params: Record<string, string | undefined>, search: URLSearchParams) => Promise<unknown>>
> = {
  // The banner's first slide and the gallery's first photo are those pages' largest paint: fetched with the data.
  '/': () => queryClient.fetchQuery(dashboardQuery).then((d) => preloadImage(imageUrl('slider', d.sliders[0]?.doc))),
  // A list: its first page with the URL's filters, and its bounds (slider ends, "of N services").
  '/services/:id/:offer?': ({ id, offer }, search) =>
    isListPath(id, offer)
      ? Promise.all([
          queryClient.prefetchInfiniteQuery(
            productPagesQuery(id, offer === 'offer', readFilters(search), placeFromCookie(document.cookie)?.pincode),
          ),
          queryClient.prefetchQuery(listBoundsQuery(id, offer === 'offer')),
        ])
      : Promise.resolve(),
  '/services/details/:id': ({ id = '' }) =>
    isServiceId(id)
      ? queryClient.fetchQuery(serviceDetailQuery(id, placeFromCookie(document.cookie)?.pincode)).then((d) => {
          const url = imageUrl('product', d?.images[0]?.doc);
          preloadImage(url, document, { srcset: uploadSrcSet(url), sizes: GALLERY_SIZES });
        })
      : Promise.resolve(),
};

/**
 * The page a full load lands on starts downloading — its chunk and its first data — as soon as this module runs,
 * not after React first renders the route and then the page (two round trips less before the page's content).
 */
export function prefetchPage(pathname: string, search = ''): void {
  for (const path of Object.keys(PAGES) as Array<keyof typeof PAGES>) {
    const match = matchPath({ path, end: true }, pathname);
    if (!match) continue;
    PAGES[path]().catch(() => undefined);
    DATA[path]?.(match.params, new URLSearchParams(search)).catch(() => undefined);
    return;
  }
}
if (typeof window !== 'undefined') prefetchPage(window.location.pathname, window.location.search);

const HomePage = lazy(PAGES['/']);
const ServicesPage = lazy(PAGES['/services']);
const ServiceListPage = lazy(PAGES['/services/:id/:offer?']);
const ServiceDetailPage = lazy(PAGES['/services/details/:id']);
const CalendarPage = lazy(PAGES['/calendars']);

/** Exposed as catalog/App: the routes this remote owns (architecture §2), absolute paths under the shell's router. */
export default function App() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/services/:id/:offer?" element={<ServiceListPage />} />
        <Route path="/services/details/:id" element={<ServiceDetailPage />} />
        <Route path="/calendars" element={<CalendarPage />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Suspense>
  );
}
