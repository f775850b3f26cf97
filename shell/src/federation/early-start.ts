/**
 * What main.js does before the bootstrap chunk and the shared libraries arrive (LCP). It reads
 * /app-config.json (the page preloads it) and, from it, starts the connections and downloads every first screen
 * needs: a warm connection to the API origin, and catalog's mf-manifest.json and remoteEntry.js — catalog's
 * SearchBox is in every header and catalog owns the landing pages. The federation runtime's own requests for
 * those two files are then answered from these preloads, and bootstrap reads the same config response.
 * Entry-safe: nothing here is a shared module (main.js cannot wait for the share scope).
 */
import type { AppConfig } from '@utsav/shared/contracts';
import { TOKEN_KEY, readStoredToken } from '@utsav/shared/session-key';
import { preconnectApi } from './preconnect-api';
import { EVERY_PAGE_REMOTES, FIRST_DATA, OWN_FRAME_PREFIXES } from './preload-hints.generated';

export const APP_CONFIG_URL = '/app-config.json';

let configResponse: Promise<Response> | null = null;

/** `fetch` for the runtime config that requests /app-config.json once per page; each caller gets its own copy. */
export function fetchAppConfigOnce(url: string): Promise<Response> {
  if (url !== APP_CONFIG_URL) return fetch(url);
  configResponse ??= fetch(url);
  return configResponse.then((res) => res.clone());
}

function hint(doc: Document, href: string, as: 'fetch' | 'script'): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', as);
  link.href = href;
  // The runtime fetches the manifest with CORS (mode 'cors', same-origin credentials) and loads remoteEntry.js
  // with a plain <script>: a preload must match that request mode to be reused.
  if (as === 'fetch') link.crossOrigin = 'anonymous';
  doc.head.appendChild(link);
}

/**
 * The early hints for a config; exported for tests. For every remote whose fragment is on every page (registry
 * `everyPage`: catalog's SearchBox), its manifest and remoteEntry.js. Bad or missing URLs add nothing.
 */
export function addEarlyHints(
  config: Partial<AppConfig> | null,
  doc: Document = document,
  remotes: readonly string[] = EVERY_PAGE_REMOTES,
): void {
  if (!config) return;
  if (typeof config.apiBase === 'string') preconnectApi(config.apiBase, doc);
  for (const name of remotes) {
    const manifest = (config.remotes as Record<string, unknown> | undefined)?.[name];
    if (typeof manifest !== 'string') continue;
    let entry: string;
    try {
      entry = new URL('remoteEntry.js', new URL(manifest, doc.baseURI)).href;
    } catch {
      continue;
    }
    hint(doc, manifest, 'fetch');
    hint(doc, entry, 'script');
  }
}

/**
 * A signed-in vendor on /vendor/* gets the vendor's own header (layout.tsx), which has no catalog search box: the
 * every-page hints would be preloaded and never used. Reads the token's UserType claim without the session
 * store (not loaded yet); anything unreadable counts as not a vendor.
 */
export function inVendorArea(doc: Document = document): boolean {
  if (!/^\/vendor(\/|$)/.test(doc.location?.pathname ?? '')) return false;
  try {
    const token = readStoredToken(doc.defaultView) ?? '';
    const part = token.split('.')[1] ?? '';
    const claims = JSON.parse(atob(part.replace(/-/g, '+').replace(/_/g, '/'))) as {
      UserType?: unknown;
      exp?: unknown;
    };
    const live = typeof claims.exp !== 'number' || claims.exp * 1000 > Date.now();
    return live && String(claims.UserType ?? '').toLowerCase() === 'vendor';
  } catch {
    return false;
  }
}

/**
 * A page of an app that draws its own frame (registry `frame: 'own'`, the back office): no storefront header, so the
 * every-page hints (catalog's SearchBox) would be "preloaded but not used".
 */
export function inOwnFrame(doc: Document = document): boolean {
  const path = doc.location?.pathname ?? '';
  return OWN_FRAME_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** sessionStorage key of the session token: the one of @utsav/shared (session-key is bundled, not shared). */
export const SESSION_TOKEN_KEY = TOKEN_KEY;

/**
 * The API read (product §7 path) that a landing page's largest paint waits for, as the remote that owns the page
 * declares it in the registry (`preload`: catalog's home reads /Commondashboard, a service page
 * /ProductDetails/{id}). The remote requests it when its ./App module runs; preloaded from here it downloads with
 * the shared libraries instead, and the remote's request is answered from the preload (same URL, a simple CORS
 * GET). Throws on a malformed %-escape in the path.
 */
export function firstDataPath(
  pathname: string,
  hints: readonly { path: string; api: string }[] = FIRST_DATA,
): string | null {
  const segments = (p: string) => p.replace(/\/+$/, '').split('/').slice(1);
  const actual = segments(pathname);
  for (const { path, api } of hints) {
    const pattern = segments(path);
    if (pattern.length !== actual.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      if (!part.startsWith(':')) return part === actual[i];
      if (!actual[i]) return false;
      params[part.slice(1)] = decodeURIComponent(actual[i]);
      return true;
    });
    if (!matches) continue;
    return api.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  }
  return null;
}

/**
 * Preloads the landing page's first API read. Only for visitors: a signed-in request carries X-Auth-Token,
 * which a preload cannot send, so it would not be reused.
 */
export function addFirstDataHint(
  config: Partial<AppConfig> | null,
  doc: Document = document,
  pathname = doc.location?.pathname ?? '/',
): void {
  if (!config || typeof config.apiBase !== 'string') return;
  // A page rendered on the server brought its data with it: nothing to read early.
  if (doc.getElementById('utsav-ssr-state')) return;
  try {
    if (doc.defaultView?.sessionStorage.getItem(SESSION_TOKEN_KEY)) return;
  } catch {
    return; // storage blocked: the session store cannot read the token either, so no hint is the safe side
  }
  let path: string | null;
  try {
    path = firstDataPath(pathname);
  } catch {
    return; // a malformed %-escape in the address: the page itself reports it
  }
  if (path) hint(doc, `${config.apiBase}/api${path}`, 'fetch');
}

/**
 * Called first thing in main.js. `remotes: false` (the monolith build) leaves out the remote hints. Failures
 * are ignored here: bootstrap reads the config again and reports.
 */
export function startEarly(doc: Document = document, { remotes = true }: { remotes?: boolean } = {}): Promise<void> {
  hintsAdded = fetchAppConfigOnce(APP_CONFIG_URL)
    .then((res) => (res.ok ? (res.json() as Promise<Partial<AppConfig>>) : null))
    .then((config) => {
      if (remotes && !inVendorArea(doc) && !inOwnFrame(doc)) addEarlyHints(config, doc);
      addFirstDataHint(config, doc);
    })
    .catch(() => undefined);
  return hintsAdded;
}

let hintsAdded: Promise<void> | null = null;

/**
 * Resolves once startEarly has put its preload links in the page (at once when it never ran). Bootstrap waits for it
 * before the federation runtime fetches anything: a manifest the runtime asks for before its
 * `<link rel="preload">` exists is downloaded twice, and the preload is reported as "preloaded but not used". Both
 * read the same config response, so which one ran first used to depend on whether the bootstrap chunk was cached.
 */
export function earlyHintsAdded(): Promise<void> {
  return hintsAdded ?? Promise.resolve();
}
