// robots.txt and the sitemaps, read from the API: a sitemap index (sitemaps.org) naming one file of
// the site's pages and as many files of services as 50,000 URLs a file need (the protocol's limit). Services are
// read with the API's keyset pages (GET /api/AllProduct, 100 a page — the API's largest; `Page.total` on the first).
export const URLS_PER_SITEMAP = 50_000;
const API_PAGE = 100;
const TTL_MS = 10 * 60_000;

// Only pages that answer 200: the packages list is /packages/all (/packages itself is a 404).
const STATIC_PATHS = [
  '/',
  '/services',
  '/services/all',
  '/packages/all',
  '/calendars',
  '/about-us',
  '/contact-us',
  '/blogs',
  '/privacy-policy',
  '/terms-and-conditions',
  '/refund-policy',
];

const xmlEscape = (s) =>
  String(s).replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]);

export function robotsTxt(siteUrl) {
  const privateAreas = [
    '/cart',
    '/checkout/',
    '/booking/',
    '/account/',
    '/package/checkout',
    '/vendor',
    '/admin',
    '/signup',
    '/forgot-password',
    '/wishlist',
    '/compare',
  ];
  return [
    'User-agent: *',
    ...privateAreas.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const cache = new Map();
async function cached(key, read) {
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await read();
  cache.set(key, { at: Date.now(), value });
  return value;
}

async function apiPage(apiOrigin, after, limit = API_PAGE) {
  const url = new URL(`${apiOrigin}/api/AllProduct`);
  url.searchParams.set('limit', String(limit));
  if (after) url.searchParams.set('after', after);
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = await res.json();
  return {
    rows: Array.isArray(body.Payload) ? body.Payload : [],
    next: body.Page?.next ?? null,
    total: body.Page?.total,
  };
}

async function categories(apiOrigin) {
  const res = await fetch(`${apiOrigin}/api/allServices`, { signal: AbortSignal.timeout(5000) });
  const body = res.ok ? await res.json() : {};
  return Array.isArray(body.Payload) ? body.Payload : [];
}

async function packages(apiOrigin) {
  const res = await fetch(`${apiOrigin}/api/Packages`, { signal: AbortSignal.timeout(5000) });
  const body = res.ok ? await res.json() : {};
  return Array.isArray(body.Payload) ? body.Payload : [];
}

/**
 * A package page's path, as the packages list links it (mf-packages lib/package-id.ts): /packages/ + the base64 of
 * the UTF-8 JSON {PackageID, eventDate, pincode}, no date or pincode chosen yet.
 */
export function packagePagePath(packageId) {
  const id = Buffer.from(JSON.stringify({ PackageID: packageId, eventDate: '', pincode: '' }), 'utf8').toString(
    'base64',
  );
  return `/packages/${encodeURIComponent(id)}`;
}

const urlset = (urls) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.map((u) => `  <url><loc>${xmlEscape(u)}</loc></url>`).join('\n')}\n</urlset>\n`;

/** /sitemap.xml: the pages file and ⌈services / 50,000⌉ services files. */
export async function sitemapIndex({ siteUrl, apiOrigin }) {
  return cached('index', async () => {
    const { total = 0 } = await apiPage(apiOrigin, '', 1);
    const files = [
      'pages',
      ...Array.from({ length: Math.max(1, Math.ceil(total / URLS_PER_SITEMAP)) }, (_, i) => `services-${i + 1}`),
    ];
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((f) => `  <sitemap><loc>${xmlEscape(`${siteUrl}/sitemaps/${f}.xml`)}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`;
  });
}

/** /sitemaps/pages.xml or /sitemaps/services-N.xml; null for any other name. */
export async function sitemapPage({ siteUrl, apiOrigin, pathname }) {
  if (pathname === '/sitemaps/pages.xml') {
    return cached('pages', async () => {
      const [cats, packs] = await Promise.all([categories(apiOrigin), packages(apiOrigin)]);
      return urlset(
        [
          ...STATIC_PATHS,
          ...cats.map((c) => `/services/${c.serviceid}`),
          ...packs.filter((p) => Number.isInteger(p.PackageID)).map((p) => packagePagePath(p.PackageID)),
        ].map((p) => `${siteUrl}${p}`),
      );
    });
  }
  const m = /^\/sitemaps\/services-([1-9]\d{0,5})\.xml$/.exec(pathname);
  if (!m) return null;
  const n = Number(m[1]);
  return cached(`services-${n}`, async () => {
    // Keyset pages only go forward: walk past the earlier files' services (cached, and rare for a crawler to ask).
    const skip = (n - 1) * URLS_PER_SITEMAP;
    const urls = [];
    let seen = 0;
    let after = '';
    do {
      const page = await apiPage(apiOrigin, after);
      for (const row of page.rows) {
        if (seen++ >= skip) urls.push(`${siteUrl}/services/details/${row.id}`);
        if (urls.length >= URLS_PER_SITEMAP) break;
      }
      after = page.next ?? '';
    } while (after && urls.length < URLS_PER_SITEMAP);
    return n === 1 || urls.length ? urlset(urls) : null;
  });
}
