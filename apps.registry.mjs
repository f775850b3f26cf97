// @ts-check
// The app registry (architecture §2): every app of the composed site, once. Everything that lists apps reads
// this file (tools/apps.mjs, webpack configs, jest projects, typecheck, builds, start/dev, bench, monolith,
// delivery checks) or is generated from it by `npm run registry` (shared/src/registry.generated.ts, each app's
// public/app-config.json (the remotes it loads), the marked blocks of docker-compose.yml, docker/nginx/front.conf and
// docker/nginx/40-app-config.sh). `npm test` fails when a generated file drifts (tools/registry/registry.test.mjs).
// Add a remote: `npm run new-remote -- <name>` (docs/add-a-remote.md).

/**
 * @typedef {object} Expose
 * @property {string} file   module file, relative to the app's folder
 * @property {string} props  name of the props type exported by shared/src/contracts.ts (a wrong prop is a type error)
 *
 * @typedef {object} RouteOwnership
 * @property {string} path            react-router path pattern the app owns (absolute)
 * @property {boolean} [customerOnly] non-customers are sent to / (product §2.1)
 *
 * @typedef {object} Preload
 * @property {string} path      pathname pattern (react-router matchPath, `*` for any)
 * @property {string} [api]     API read (product §7 path, after /api) the landing page's largest paint waits for;
 *                              `:param` takes the matching path parameter
 * @property {string} [image]   not used yet
 *
 * @typedef {object} AppEntry
 * @property {string} name        federation name (also the share-scope name of its remoteEntry)
 * @property {string} dir         folder at the repo root (an npm workspace)
 * @property {'host' | 'remote'} kind
 * @property {number} port        default port (env `<NAME>_PORT` overrides)
 * @property {string} [title]     page title of the app's own index.html
 * @property {RouteOwnership[]} routes   path prefixes the app owns in the composed site
 * @property {Record<string, Expose>} exposes   exposed modules (`./App` renders the app's <Routes>)
 * @property {string[]} [everyPage]  exposes the shell mounts on every page (header fragments): preloaded early
 * @property {Preload[]} [preload]   what the shell may fetch before the remote's code runs (knowledge of the owner)
 * @property {'site' | 'own'} [frame] who draws the page frame on the app's routes: 'site' (default) — the shell's
 *                              storefront header (search, cart, category bar) and footer around the app; 'own' — the
 *                              shell draws none of them (only the skip link and <main>) and the app brings its own
 *                              navigation, e.g. the back office. Generated into ROUTE_OWNERS as `frame`.
 * @property {string[]} [uses]   remotes this app loads itself (their exposed modules, with loadRemote): its own
 *                              public/app-config.json names only these (the host's names every remote), so a new
 *                              remote changes no other remote's folder. None of the remotes loads another so far.
 * @property {boolean} [server]   the remote also builds a server target (<dir>/webpack.server.config.js →
 *                              dist/server/remoteEntry.js, exposing ./Ssr): the shell's renderer loads it and renders
 *                              the remote's public pages and slots on the server (docs/ssr.md)
 */

/** @type {AppEntry[]} */
export const APPS = [
  {
    name: 'shell',
    dir: 'shell',
    kind: 'host',
    port: 3000,
    title: 'Utsav — Book event services across India',
    routes: [],
    exposes: {},
  },
  {
    name: 'catalog',
    dir: 'mf-catalog',
    kind: 'remote',
    port: 3001,
    routes: [{ path: '/' }, { path: '/services/*' }, { path: '/calendars' }],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
      './SearchBox': { file: './src/features/search/search-box.tsx', props: 'SearchBoxProps' },
    },
    everyPage: ['./SearchBox'],
    server: true,
    preload: [
      { path: '/', api: '/Commondashboard' },
      { path: '/services/details/:id', api: '/ProductDetails/:id' },
    ],
  },
  {
    name: 'checkout',
    dir: 'mf-checkout',
    kind: 'remote',
    port: 3002,
    routes: [
      { path: '/cart', customerOnly: true },
      { path: '/checkout/*', customerOnly: true },
      { path: '/booking/*' },
    ],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
      './MiniCart': { file: './src/features/mini-cart/mini-cart.tsx', props: 'MiniCartProps' },
    },
  },
  {
    name: 'account',
    dir: 'mf-account',
    kind: 'remote',
    port: 3003,
    routes: [{ path: '/account/*', customerOnly: true }],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
    },
  },
  {
    name: 'packages',
    dir: 'mf-packages',
    kind: 'remote',
    port: 3004,
    routes: [{ path: '/packages/*' }, { path: '/package/checkout', customerOnly: true }],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
      './PackageModal': { file: './src/features/package-modal/package-modal.tsx', props: 'PackageModalProps' },
    },
    server: true,
  },
  {
    name: 'vendor',
    dir: 'mf-vendor',
    kind: 'remote',
    port: 3005,
    routes: [{ path: '/vendor/*' }, { path: '/vendor' }, { path: '/service-provider-reg' }],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
      './VendorHeader': { file: './src/features/vendor-header/vendor-header.tsx', props: 'VendorHeaderProps' },
    },
  },
  {
    name: 'admin',
    dir: 'mf-admin',
    kind: 'remote',
    port: 3006,
    frame: 'own',
    routes: [{ path: '/admin' }, { path: '/admin/*' }],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
    },
  },
];

/** Workspaces that are not apps (package.json `workspaces` = these + every app's dir, checked by a test). */
export const OTHER_WORKSPACES = ['shared', 'ui', 'domain', 'api', 'e2e'];

export const API_DEFAULT_PORT = 4000;

/** @param {string} name */
export function appByName(name) {
  const app = APPS.find((a) => a.name === name || a.dir === name);
  if (!app) throw new Error(`no app named ${name} in apps.registry.mjs`);
  return app;
}

export const HOST = /** @type {AppEntry} */ (APPS.find((a) => a.kind === 'host'));
export const REMOTE_APPS = APPS.filter((a) => a.kind === 'remote');
