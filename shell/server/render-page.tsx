/**
 * Renders one public page to HTML on the server, with React 19's streaming renderer. The page's owner
 * (apps.registry.mjs) is asked, through its server build's `./Ssr`, for its first data and its description;
 * the shell's layout and routes are the browser's own (src/app), under a static router and a query client of the
 * request's own. Remote code is never bundled here: the federation runtime for Node loads each remote's
 * `dist/server/remoteEntry.js` over HTTP at run time.
 */
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { defaultShouldDehydrateQuery, dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { setApiTransport } from '@utsav/shared/api-client';
import { categoriesQuery } from '@utsav/shared/categories-api';
import type { AppConfig, RemoteName } from '@utsav/shared/contracts';
import { I18nProvider, instanceFor, type Lang } from '@utsav/shared/i18n';
import { PlaceProvider, placeFromCookie, type CustomerPlace } from '@utsav/shared/customer-place';
import { setConfig } from '@utsav/shared/runtime-config';
import { defaultDescription, siteTitle, type SsrPage, type SsrPrepare } from '@utsav/shared/ssr';
import { Layout } from '../src/app/layout';
import { AppRoutes, routeOwner } from '../src/app/routes';
import { forgetLoadedRemote } from '../src/federation/remote-slot';
import { CLIENT_SLOT_DIGEST, FAILED_SLOT_DIGEST, setServerRemotes } from '../src/federation/server-slots';
import { ToasterHost } from '../src/features/toaster/toaster-host';
import { headTags, scriptJson } from './head-tags';
import { prefetchShellPage, shellPage } from './shell-pages';

export interface RendererOptions {
  /** The runtime config the browser reads (/app-config.json): the same API base, so image URLs match. */
  config: AppConfig;
  /** Public origin of the site (canonical URLs), no trailing slash. */
  siteUrl: string;
  /** Each remote's server build (`…/server/remoteEntry.js`) the renderer may load. */
  serverEntries: Partial<Record<RemoteName, string>>;
  /** The API origin as the renderer reaches it (may differ from the public one). */
  apiOrigin: string;
  /** A page's API reads give up after this long; the page then renders their loading state. */
  apiDeadlineMs: number;
  /** Rendering gives up after this long; unfinished parts are left to the browser. */
  renderDeadlineMs: number;
  /** How often a remote's server entry is checked for a redeploy (its ETag); 0 = never. */
  revalidateMs: number;
  log: (event: string, detail: Record<string, unknown>) => void;
  /** Headers every API call of the request being rendered carries (its X-Request-Id: ops.mjs). */
  requestHeaders?: () => Record<string, string>;
}

export interface RenderedPage {
  status: number;
  head: SsrPage['head'];
  /** The page's language: `<html lang>`. */
  lang: Lang;
  /** The head's tags (title, description, canonical, Open Graph, JSON-LD). */
  headHtml: string;
  /** The query cache the browser hydrates, as a JSON data block's text; omitted for a page the browser renders
   *  afresh (404). */
  stateJson?: string;
  /** Writes the page's HTML into `out` and ends it. */
  pipe: (out: Writable) => void;
}

let options: RendererOptions | null = null;

/** Once per process: runtime config, the API client's server side, the remotes' server builds. */
export function configureRenderer(next: RendererOptions): void {
  options = next;
  setConfig(next.config);
  // The shared API client (one per process here, never with a session: the server's session store stays empty)
  // calls the API at the renderer's own address and gives up at the deadline.
  setApiTransport({
    baseUrl: next.apiOrigin,
    send: (request) => {
      for (const [name, value] of Object.entries(next.requestHeaders?.() ?? {})) request.headers.set(name, value);
      // The page's trace is OpenTelemetry's here (tracing.mjs: the fetch instrumentation puts this render's span in
      // `traceparent`); the client's own random one is for browsers, and would start a trace of its own.
      request.headers.delete('traceparent');
      return fetch(request, { signal: AbortSignal.timeout(next.apiDeadlineMs) });
    },
  });
  const names = Object.keys(next.serverEntries) as RemoteName[];
  registerRemotes(
    names.map((name) => ({ name, entry: next.serverEntries[name] as string, type: 'script' as const })),
    { force: true },
  );
  setServerRemotes(names);
}

function required(): RendererOptions {
  if (!options) throw new Error('configureRenderer() first');
  return options;
}

/** A remote that failed or was redeployed is registered afresh, so the next render loads it again. */
function forget(name: RemoteName): void {
  const entry = required().serverEntries[name];
  if (entry) registerRemotes([{ name, entry, type: 'script' }], { force: true });
  forgetLoadedRemote(name);
}

const entryTags = new Map<RemoteName, { at: number; tag: string; checking?: Promise<void> }>();

/**
 * A remote redeployed while the renderer runs (as the live swap in the browser): its entry's ETag
 * is compared at most every `revalidateMs`; a new one makes the next render load the new build. No restart.
 */
async function revalidate(name: RemoteName): Promise<void> {
  const o = required();
  const entry = o.serverEntries[name];
  const seen = entryTags.get(name);
  if (!entry || !o.revalidateMs || (seen && Date.now() - seen.at < o.revalidateMs)) return seen?.checking;
  const checking = fetch(entry, { method: 'HEAD', signal: AbortSignal.timeout(500) })
    .then((res): void => {
      const tag = res.ok ? (res.headers.get('etag') ?? res.headers.get('last-modified') ?? '') : '';
      if (seen?.tag && tag && tag !== seen.tag) {
        forget(name);
        o.log('ssr.remote-updated', { remote: name, entry });
      }
      entryTags.set(name, { at: Date.now(), tag: tag || seen?.tag || '' });
    })
    .catch((): void => {
      entryTags.set(name, { at: Date.now(), tag: seen?.tag ?? '' });
    });
  entryTags.set(name, { at: Date.now(), tag: seen?.tag ?? '', checking });
  return checking;
}

/** The owner's description of the page and its first data; a remote that cannot answer leaves both to the browser. */
async function preparePage(
  pathname: string,
  search: string,
  queryClient: QueryClient,
  lang: Lang,
  place: CustomerPlace | null,
): Promise<SsrPage> {
  const o = required();
  const owner = routeOwner(pathname);
  if (!owner) return prefetchShellPage(shellPage(pathname, o.siteUrl, lang), pathname, search, queryClient, lang);
  const fallback: SsrPage = {
    status: 200,
    head: {
      title: siteTitle(lang),
      description: defaultDescription(lang),
      canonicalPath: pathname,
    },
  };
  if (!o.serverEntries[owner.remote]) return fallback;
  try {
    const mod = await loadRemote<{ default?: SsrPrepare }>(`${owner.remote}/Ssr`);
    if (typeof mod?.default !== 'function') return fallback;
    return await mod.default({ pathname, search, queryClient, siteUrl: o.siteUrl, lang, place });
  } catch (error) {
    o.log('ssr.remote-failed', { remote: owner.remote, module: 'Ssr', path: pathname, error: String(error) });
    forget(owner.remote);
    return fallback;
  }
}

/** Whether a path is rendered here at all: customer-only pages and the signed-in areas render in the browser. */
export function rendersOnServer(pathname: string): boolean {
  const owner = routeOwner(pathname);
  if (!owner) return true;
  return !owner.customerOnly && owner.frame !== 'own' && owner.remote !== 'vendor' && !pathname.startsWith('/booking');
}

export async function renderPage(url: string, lang: Lang = 'en', cookie = ''): Promise<RenderedPage> {
  // The customer's place (docs/payments.md "The customer's place"): the pages price travel to it as the browser will.
  const place = placeFromCookie(cookie);
  const o = required();
  const { pathname, search } = new URL(url, 'http://renderer');
  await Promise.all((Object.keys(o.serverEntries) as RemoteName[]).map(revalidate));
  // No retries and no refetch while rendering: a read that failed on the server is the browser's to redo; one that
  // said "no such thing" (404) renders the not-found page.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: 60_000 } },
  });
  // The header's category bar is on every page.
  // The page in the visitor's language: an i18n instance of the request's own, the shell's texts ready.
  const i18n = instanceFor(lang);
  const [page] = await Promise.all([
    preparePage(pathname, search, queryClient, lang, place),
    queryClient.prefetchQuery(categoriesQuery),
    i18n.loadNamespaces(['shell', 'ui']),
  ]);
  const hydrate = page.status === 200;
  const state = hydrate
    ? dehydrate(queryClient, { shouldDehydrateQuery: (q) => defaultShouldDehydrateQuery(q) })
    : undefined;

  return new Promise<RenderedPage>((resolve, reject) => {
    let failed = false;
    const stream = renderToPipeableStream(
      <I18nProvider i18n={i18n}>
        <PlaceProvider place={place}>
          <QueryClientProvider client={queryClient}>
            <StaticRouter location={url}>
              <Layout>
                <AppRoutes />
              </Layout>
            </StaticRouter>
            <ToasterHost />
          </QueryClientProvider>
        </PlaceProvider>
      </I18nProvider>,
      {
        // Every finished part stays in place in the HTML: React otherwise moves a large part (a service page) out
        // to the end of the document behind an inline script, which the page's CSP does not allow and a reader
        // without JavaScript never sees.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        // Crawlers and link previews get the whole page: the stream starts once every part is ready or was left
        // to the browser (a slot without a server build, a remote that failed, the deadline).
        onAllReady() {
          clearTimeout(timer);
          resolve({
            status: page.status,
            head: page.head,
            headHtml: headTags(page.head, o.siteUrl, lang),
            lang,
            stateJson: state ? scriptJson(state) : undefined,
            pipe: (out) => stream.pipe(out),
          });
        },
        onShellError(error) {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error) {
          const digest = (error as { digest?: unknown } | null)?.digest;
          if (digest === CLIENT_SLOT_DIGEST) return CLIENT_SLOT_DIGEST;
          if (!failed)
            o.log('ssr.render-error', {
              path: pathname,
              error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
            });
          failed = true;
          return FAILED_SLOT_DIGEST;
        },
      },
    );
    const timer = setTimeout(
      () => stream.abort(new Error(`render deadline ${o.renderDeadlineMs} ms`)),
      o.renderDeadlineMs,
    );
  });
}
