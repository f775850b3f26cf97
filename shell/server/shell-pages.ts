/**
 * The shell's own public pages as the renderer sees them: their head tags, and which paths are not
 * pages at all (HTTP 404). Kept beside the routes they describe (src/app/routes.tsx). Titles and descriptions come
 * from the static pages' catalogue (`head`, and a blog post's own texts) in the page's language (docs/ssr.md
 * "Head in the page's language").
 */
import { matchPath } from 'react-router';
import type { Lang } from '@utsav/shared/i18n';
import { breadcrumbList, defaultDescription, headText, notFoundHead, type SsrPage } from '@utsav/shared/ssr';
import type { QueryClient } from '@tanstack/react-query';
import { statusOf } from '@utsav/shared/api-client';
import { BLOG_POSTS } from '../src/features/static-pages/blog-posts';
import { COMPARE_MIN } from '@utsav/domain/schemas/shortlist';
import { compareOfUrl, compareQuery, sharedShortlistQuery } from '../src/features/shortlist/shortlist-api';
import en from '../src/features/static-pages/locales/en.json';
import hi from '../src/features/static-pages/locales/hi.json';

const SHARED_SHORTLIST_PATH = '/wishlist/shared/:token';

/**
 * The first data of a shell page that has any, read into the request's query client: a shared shortlist, and a
 * comparison whose services are in its URL (`/compare?ids=3,7&pincode=…&date=…`; the services ticked on a tab live
 * in that tab's sessionStorage, which a server never sees, so `/compare` alone renders its empty state and the
 * browser fills it). The page as `shellPage` described it, or the not-found page when a shared link names nothing.
 */
export async function prefetchShellPage(
  page: SsrPage,
  pathname: string,
  search: string,
  queryClient: QueryClient,
  lang: Lang = 'en',
): Promise<SsrPage> {
  if (page.status !== 200) return page;
  if (pathname === '/compare') {
    await prefetchCompare(search, queryClient);
    return page;
  }
  const shared = matchPath({ path: SHARED_SHORTLIST_PATH, end: true }, pathname);
  if (!shared) return page;
  const query = sharedShortlistQuery(shared.params.token ?? '');
  try {
    await queryClient.fetchQuery({ ...query, retry: false });
    return page;
  } catch (error) {
    // A link that names nothing is the not-found page; any other failure (the API slower than the renderer's
    // deadline) is the browser's to redo: no failed query is left, so the server draws the loading state the
    // browser's first render draws too, not an error the browser would hydrate as a mismatch.
    queryClient.removeQueries({ queryKey: query.queryKey });
    return statusOf(error) === 404 ? { status: 404, head: notFoundHead(pathname, lang) } : page;
  }
}

/**
 * The comparison a URL names, priced to its pincode and date (the page's own query). A refusal (a bad pincode, a
 * past date) or a failure is left out, so the server renders the loading state and the browser asks again and
 * shows the API's message, with the same first render on both sides.
 */
async function prefetchCompare(search: string, queryClient: QueryClient): Promise<void> {
  const { ids, where } = compareOfUrl(new URLSearchParams(search));
  if (!ids || ids.length < COMPARE_MIN) return;
  const query = compareQuery(ids, where);
  try {
    await queryClient.fetchQuery({ ...query, retry: false });
  } catch {
    queryClient.removeQueries({ queryKey: query.queryKey });
  }
}

/** Each page's title key (and description key) in the catalogue's `head` section. */
const STATIC_PAGES: Record<string, { title: string; description?: string }> = {
  '/about-us': { title: 'head.aboutUs', description: 'head.aboutDescription' },
  '/contact-us': { title: 'head.contactUs', description: 'head.contactDescription' },
  '/contact': { title: 'head.contactUs', description: 'head.contactDescription' },
  '/blogs': { title: 'head.blog', description: 'head.blogDescription' },
  '/compare': { title: 'head.compare' },
  '/wishlist': { title: 'head.wishlist' },
  '/privacy-policy': { title: 'head.privacy' },
  '/terms-and-conditions': { title: 'head.terms' },
  '/refund-policy': { title: 'head.refund' },
  '/signup': { title: 'head.signup' },
  '/forgot-password': { title: 'head.forgotPassword' },
};

/** Paths never indexed (forms and personal lists). */
const NOINDEX = new Set(['/compare', '/wishlist', '/signup', '/forgot-password']);

const catalogues = { en, hi };

/** The page the shell itself renders at `pathname`: 200 with its head, or 404. */
export function shellPage(pathname: string, siteUrl: string, lang: Lang = 'en'): SsrPage {
  const t = headText({ en, hi }, lang);
  const known = STATIC_PAGES[pathname];
  if (known) {
    const name = t(known.title);
    return {
      status: 200,
      head: {
        title: t('head.title', { name }),
        description: known.description ? t(known.description) : defaultDescription(lang),
        canonicalPath: pathname === '/contact' ? '/contact-us' : pathname,
        robots: NOINDEX.has(pathname) ? 'noindex' : undefined,
        jsonLd: [
          breadcrumbList(siteUrl, [
            { name: t('head.home'), path: '/' },
            { name, path: pathname },
          ]),
        ],
      },
    };
  }
  // A shortlist shared by its link (docs/shortlist.md): public, never indexed; the renderer reads its services
  // (prefetchShellPage) and answers 404 for a link that names nothing.
  if (matchPath({ path: SHARED_SHORTLIST_PATH, end: true }, pathname)) {
    return {
      status: 200,
      head: {
        title: t('head.title', { name: t('head.sharedShortlist') }),
        description: t('head.sharedShortlistDescription'),
        canonicalPath: pathname,
        robots: 'noindex',
      },
    };
  }
  const blog = matchPath({ path: '/blogs/:id', end: true }, pathname);
  const post = blog ? BLOG_POSTS.find((p) => p.id === blog.params.id) : undefined;
  if (post) {
    const texts = (catalogues[lang].blog.posts as Record<string, { title?: string; summary?: string } | undefined>)[
      post.id
    ];
    const title = texts?.title ?? post.title;
    return {
      status: 200,
      head: {
        title: t('head.title', { name: title }),
        description: texts?.summary ?? post.summary,
        canonicalPath: pathname,
        ogType: 'website',
        jsonLd: [
          breadcrumbList(siteUrl, [
            { name: t('head.home'), path: '/' },
            { name: t('head.blog'), path: '/blogs' },
            { name: title, path: pathname },
          ]),
        ],
      },
    };
  }
  return { status: 404, head: notFoundHead(pathname, lang) };
}
