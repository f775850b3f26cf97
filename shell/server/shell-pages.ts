/**
 * The shell's own public pages as the renderer sees them (issue 35): their head tags, and which paths are not
 * pages at all (HTTP 404). Kept beside the routes they describe (src/app/routes.tsx).
 */
import { matchPath } from 'react-router';
import { breadcrumbList, DEFAULT_DESCRIPTION, notFoundHead, SITE_NAME, type SsrPage } from '@utsav/shared/ssr';
import { BLOG_POSTS } from '../src/features/static-pages/blog-posts';

const STATIC_PAGES: Record<string, { title: string; description?: string }> = {
  '/about-us': { title: 'About Us', description: `How ${SITE_NAME} brings event services across India to one place.` },
  '/contact-us': { title: 'Contact Us', description: `Write to or call the ${SITE_NAME} team.` },
  '/contact': { title: 'Contact Us', description: `Write to or call the ${SITE_NAME} team.` },
  '/blogs': { title: 'Blog', description: `Ideas and guides for planning your event, from the ${SITE_NAME} team.` },
  '/compare': { title: 'Compare services' },
  '/wishlist': { title: 'Wishlist' },
  '/privacy-policy': { title: 'Privacy Policy' },
  '/terms-and-conditions': { title: 'Terms and Conditions' },
  '/refund-policy': { title: 'Refund Policy' },
  '/signup': { title: 'Sign up' },
  '/forgot-password': { title: 'Forgot password' },
};

/** Paths never indexed (forms and personal lists). */
const NOINDEX = new Set(['/compare', '/wishlist', '/signup', '/forgot-password']);

/** The page the shell itself renders at `pathname`: 200 with its head, or 404. */
export function shellPage(pathname: string, siteUrl: string): SsrPage {
  const known = STATIC_PAGES[pathname];
  if (known) {
    return {
      status: 200,
      head: {
        title: `${known.title} | ${SITE_NAME}`,
        description: known.description ?? DEFAULT_DESCRIPTION,
        canonicalPath: pathname === '/contact' ? '/contact-us' : pathname,
        robots: NOINDEX.has(pathname) ? 'noindex' : undefined,
        jsonLd: [
          breadcrumbList(siteUrl, [
            { name: 'Home', path: '/' },
            { name: known.title, path: pathname },
          ]),
        ],
      },
    };
  }
  const blog = matchPath({ path: '/blogs/:id', end: true }, pathname);
  const post = blog ? BLOG_POSTS.find((p) => p.id === blog.params.id) : undefined;
  if (post) {
    return {
      status: 200,
      head: {
        title: `${post.title} | ${SITE_NAME}`,
        description: post.summary,
        canonicalPath: pathname,
        ogType: 'website',
        jsonLd: [
          breadcrumbList(siteUrl, [
            { name: 'Home', path: '/' },
            { name: 'Blog', path: '/blogs' },
            { name: post.title, path: pathname },
          ]),
        ],
      },
    };
  }
  return { status: 404, head: notFoundHead(pathname) };
}
