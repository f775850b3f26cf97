/**
 * packages/Ssr (server build only): the package pages' first data and description for the shell's
 * renderer, read with the same query definitions the pages use. A read that fails or misses the deadline is left
 * to the browser; a malformed package link is a 404.
 */
import { matchPath } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { imageUrl } from '@utsav/shared/runtime-config';
import { breadcrumbList, headText, itemList, notFoundHead, type SsrPrepare } from '@utsav/shared/ssr';
import en from '../locales/en.json';
import hi from '../locales/hi.json';
import { packageDetailQuery } from '../features/package-detail/api/package-detail';
import { decodePackageId } from '../lib/package-id';
import { packagesQuery } from '../lib/packages-api';

async function read<T>(queryClient: QueryClient, queryKey: QueryKey, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch {
    queryClient.removeQueries({ queryKey, exact: true });
    return undefined;
  }
}

/** Exposed as packages/Ssr in the server build; titles from this app's `head` catalogue in the page's language. */
const prepare: SsrPrepare = async ({ pathname, queryClient, siteUrl, lang = 'en', place = null }) => {
  const t = headText({ en, hi }, lang);
  if (matchPath({ path: '/packages/all', end: true }, pathname)) {
    const list = await read(queryClient, packagesQuery().queryKey, () => queryClient.fetchQuery(packagesQuery()));
    return {
      status: 200,
      head: {
        title: t('head.listTitle'),
        description: t('head.listDescription'),
        canonicalPath: '/packages/all',
        jsonLd: [
          itemList(
            siteUrl,
            t('head.listName'),
            (list ?? []).map((p) => ({ name: p.PackageName, path: '/packages/all' })),
          ),
          breadcrumbList(siteUrl, [
            { name: t('head.home'), path: '/' },
            { name: t('head.packages'), path: '/packages/all' },
          ]),
        ],
      },
    };
  }
  const detail = matchPath({ path: '/packages/:id', end: true }, pathname);
  const decoded = detail ? decodePackageId(detail.params.id) : null;
  if (!decoded?.ok) return { status: 404, head: notFoundHead(pathname, lang) };
  const { PackageID, eventDate, pincode } = decoded.value;
  // The event's pincode: the link's, else the customer's place (as the page asks: package-detail-page).
  const query = packageDetailQuery(PackageID, eventDate, pincode || place?.pincode || '');
  const pkg = await read(queryClient, query.queryKey, () => queryClient.fetchQuery(query));
  const name = pkg?.PackageName ?? t('head.packageFallback');
  return {
    status: 200,
    head: {
      title: t('head.packageTitle', { name }),
      description: pkg?.PackageDesc || t('head.packageDescription'),
      canonicalPath: pathname,
      // A package page is for one event date (its address carries it): the list is the page to index.
      robots: 'noindex, follow',
      image: pkg?.Package_image ? imageUrl('packageimage', pkg.Package_image) : undefined,
      jsonLd: [
        breadcrumbList(siteUrl, [
          { name: t('head.home'), path: '/' },
          { name: t('head.packages'), path: '/packages/all' },
          { name, path: pathname },
        ]),
      ],
    },
  };
};

export default prepare;
