/** A page's head tags from its description: title, description, canonical, Open Graph, JSON-LD. */
import { SITE_NAME, type PageHead } from '@utsav/shared/ssr';

const ATTR: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ATTR[c] ?? c);

/** JSON inside a <script> block: `<` escaped so no text can close the element. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The page in each language for search engines: `?lang=` picks it; the bare address is x-default. */
function alternates(url: string): string[] {
  const inLang = (lang: string) => `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`;
  return [
    `<link rel="alternate" hreflang="en-IN" href="${escapeHtml(inLang('en'))}" />`,
    `<link rel="alternate" hreflang="hi-IN" href="${escapeHtml(inLang('hi'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
  ];
}

export function headTags(head: PageHead, siteUrl: string, lang: 'en' | 'hi' = 'en'): string {
  const url = `${siteUrl}${head.canonicalPath}`;
  const meta = (attr: 'name' | 'property', key: string, value: string | undefined) =>
    value ? `<meta ${attr}="${key}" content="${escapeHtml(value)}" />` : '';
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.robots ? meta('name', 'robots', head.robots) : '',
    `<link rel="canonical" href="${escapeHtml(lang === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${lang}`)}" />`,
    ...(head.robots?.includes('noindex') ? [] : alternates(url)),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', head.image),
    meta('property', 'og:locale', lang === 'hi' ? 'hi_IN' : 'en_IN'),
    ...Object.entries(head.og ?? {}).map(([key, value]) => meta('property', key, value)),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
}
