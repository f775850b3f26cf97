// The performance budgets. KB = 1024 bytes; "gzip" = each fetched body gzipped by the bench
// (zlib level 6), so the figures do not depend on whether the server compresses.
export const BUDGETS = {
  // (an earlier target was 180 KB): React 19, React Router 7 whole, documented federation only, a
  // runtime per remote; the first paint comes from the server-rendered HTML instead.
  homeInitialJsGzipKB: 246,
  singletonFetches: 1, // each shared singleton downloaded at most once per page
  lighthouseMobileScore: 90,
  lighthouseDesktopScore: 98,
  // the public pages are server-rendered: on a phone-class CPU (benchmarkIndex ≤ ~2,000) their LCP ≤ 0.7× and their
  // Total Blocking Time ≤ 0.5× the client-rendered single bundle's, same run, mobile; LCP ≤ 2.5 s, TBT ≤ 200 ms.
  lcpRatioToMonolith: 0.7,
  tbtRatioToMonolith: 0.5,
  lighthouseMobileLcpMs: 2500,
  lighthouseMobileTbtMs: 200,
  // the scripted interactions (tools/bench/lib/inp.mjs), web-vitals INP under 4× CPU throttling
  inpMs: 200,
  renderP99Ms: 150, // a service page, cache off, 10 connections
  cachedPageRps: 2000, // the same page behind the front's page cache, 10 connections
  scorePointsOfMonolith: 5, // composed mobile score within 5 points of the monolith's
  apiReadRpsShareOfBareFastify: 0.2,
  apiReadP99Ms: 50,
};

/**
 * Regression ceilings enforced by `npm test` while a byte target above is still missed: the measured figure
 * (docs/bench.md) plus a small margin. A change that makes the page heavier fails the build; a change that
 * meets the target makes the target itself the check. Lower these as the figures come down.
 */
export const CEILINGS = {
  // Measured 238.3 KB (docs/bench.md): react-dom 19, react-router 7 and react-query shared whole, every
  // remoteEntry.js with its own MF runtime. Target 180 missed; withdrew it and set the regression ceiling
  // at 246 KB (the user-felt goal moves to server rendering). Measured work: 243.8 KB.
  // (docs/i18n.md, docs/bench.md): the i18n runtime (i18next + react-i18next, 18 KB) and the English
  // catalogues of the home page's apps (shell, catalog, ui: 3.9 KB) measured +25.7 KB (245.6 → 271.3 KB); the ceiling
  // is raised by exactly that. The issue allowed 8 KB: missed by 17.7 KB, see docs/bench.md for what would bring it back.
  // catalogues left the shared start-up chunk (only the shown language's is fetched) and the shared UI's
  // texts were split (ui for first screens, ui-more fetched on use): 270.1 KB with Hindi category names, 270.4 KB with
  // the shell's slot, route, sign-in and test-mode texts and the calendar page's in catalogues; lowered to that.
  // axios replaced by the typed openapi-fetch client in the shared API singleton: 253.1 KB,
  // +7.5 KB over the 245.6 KB before the i18n runtime (its allowance was 8 KB); lowered to that.
  // the i18n runtime of its own instead of i18next + react-i18next (docs/i18n.md): 237.3 KB, under issue
  // 35's 246 KB; the ceiling follows the figure down so what was won stays won.
  homeInitialJsGzipKB: 238,
  // composed ÷ monolith − 1, home initial JS. No target (documented federation only): a regression
  // ceiling at the measured 68.7 % (238.3 over a 141.2 KB monolith) + 2 points. the i18n runtime left
  // both builds (−15.8 KB composed, −15.9 KB monolith): the tax in bytes is unchanged (100.2 KB) but the ratio rose
  // to 73.0 % (237.3 over 137.1 KB) as its denominator shrank; ceiling at that + 2 points.
  federationTaxBytes: 0.75,
};

/** Shared singletons (architecture §2) and the npm packages whose modules make each of them up. */
export const SINGLETONS = {
  react: ['react'],
  'react-dom': ['react-dom', 'scheduler'],
  'react-router': ['react-router', 'cookie', 'set-cookie-parser'],
  zustand: ['zustand'],
  '@tanstack/react-query': ['@tanstack/react-query', '@tanstack/query-core'],
  'react-hot-toast': ['react-hot-toast', 'goober'],
  // Only the runtime part of @utsav/shared is a singleton; its library part is bundled by each app.
  '@utsav/shared': [
    'session',
    'bus',
    'api-client',
    'query-client',
    'runtime-config',
    'toast',
    'contracts',
    'registry.generated',
    'i18n',
    'shortlist',
    'compare-selection',
  ].map((m) => `@utsav/shared/${m}.ts`),
};

/** The pages whose bytes and singletons are measured (`npm run test:budgets` and the bench). */
export const PAGES = [
  { key: 'home', path: () => '/' },
  { key: 'services', path: () => '/services/all' },
  { key: 'details', path: (ctx) => `/services/details/${ctx.productId}` },
];

/** Every public page type, each in English and in Hindi: Lighthouse, the monolith beside it, and INP. */
const PUBLIC_PAGE_TYPES = [
  ...PAGES,
  { key: 'packages', path: () => '/packages/all' },
  { key: 'package', path: (ctx) => ctx.packagePath },
  { key: 'calendar', path: () => '/calendars' },
];
export const PUBLIC_PAGES = PUBLIC_PAGE_TYPES.flatMap((p) => [
  p,
  {
    key: `${p.key}-hi`,
    path: (ctx) => {
      const path = p.path(ctx);
      return `${path}${path.includes('?') ? '&' : '?'}lang=hi`;
    },
  },
]);

/** A package page's address (base64 JSON of the package, an event date 40 days ahead and a pincode), as linked. */
export function packagePagePath(packageId, now = Date.now()) {
  const eventDate = new Date(now + 40 * 86_400_000).toISOString().slice(0, 10);
  const id = Buffer.from(JSON.stringify({ PackageID: packageId, eventDate, pincode: '560001' })).toString('base64');
  return `/packages/${encodeURIComponent(id)}`;
}
