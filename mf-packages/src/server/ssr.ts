/**
 * packages/Ssr (server build only, issue 35): the package pages' first data and description for the shell's
 * renderer, read with the same query definitions the pages use. A read that fails or misses the deadline is left
 * to the browser; a malformed package link is a 404.
 */
import { matchPath } from 'react-router';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { imageUrl } from '@utsav/shared/runtime-config';
import { breadcrumbList, itemList, notFoundHead, SITE_NAME, type SsrPrepare } from '@utsav/shared/ssr';
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

const LIST_TITLE = 'Event packages';

/** Exposed as packages/Ssr in the server build. */
const prepare: SsrPrepare = async ({ pathname, queryClient, siteUrl }) => {
  if (matchPath({ path: '/packages/all', end: true }, pathname)) {
    const list = await read(queryClient, packagesQuery().queryKey, () => queryClient.fetchQuery(packagesQuery()));
    return {
      status: 200,
      head: {
        title: `${LIST_TITLE} | ${SITE_NAME}`,
        description: `Wedding, birthday and festival packages: several event services booked together on ${SITE_NAME}.`,
        canonicalPath: '/packages/all',
        jsonLd: [
          itemList(
            siteUrl,
            LIST_TITLE,
            (list ?? []).map((p) => ({ name: p.PackageName, path: '/packages/all' })),
          ),
          breadcrumbList(siteUrl, [
            { name: 'Home', path: '/' },
            { name: 'Packages', path: '/packages/all' },
          ]),
        ],
      },
    };
  }
  const detail = matchPath({ path: '/packages/:id', end: true }, pathname);
  const decoded = detail ? decodePackageId(detail.params.id) : null;
  if (!decoded?.ok) return { status: 404, head: notFoundHead(pathname) };
  const { PackageID, eventDate } = decoded.value;
  const query = packageDetailQuery(PackageID, eventDate);
  const pkg = await read(queryClient, query.queryKey, () => queryClient.fetchQuery(query));
  const name = pkg?.PackageName ?? 'Event package';
  return {
    status: 200,
    head: {
      title: `${name} | ${SITE_NAME}`,
      description: pkg?.PackageDesc || `An event package on ${SITE_NAME}.`,
      canonicalPath: pathname,
      // A package page is for one event date (its address carries it): the list is the page to index.
      robots: 'noindex, follow',
      image: pkg?.Package_image ? imageUrl('packageimage', pkg.Package_image) : undefined,
      jsonLd: [
        breadcrumbList(siteUrl, [
          { name: 'Home', path: '/' },
          { name: 'Packages', path: '/packages/all' },
          { name, path: pathname },
        ]),
      ],
    },
  };
};

export default prepare;
