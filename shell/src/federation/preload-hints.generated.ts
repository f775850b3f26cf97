// generated from apps.registry.mjs by `npm run registry`: do not edit.
// What main.js may fetch before any shared module runs, as each remote declares it (apps.registry.mjs): the
// remotes whose fragments are on every page (their manifest and remoteEntry.js), and the API read a landing page's
// largest paint waits for. Plain data, so main.js can import it (no share scope yet).
export const EVERY_PAGE_REMOTES: readonly string[] = ['catalog'];

export const FIRST_DATA: readonly { path: string; api: string; remote: string }[] = [
  { path: '/', api: '/Commondashboard', remote: 'catalog' },
  { path: '/services/details/:id', api: '/ProductDetails/:id', remote: 'catalog' },
];

// Path prefixes of the apps that draw their own frame (no storefront header, so no search box to preload).
export const OWN_FRAME_PREFIXES: readonly string[] = ['/admin'];
