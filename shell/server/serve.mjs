#!/usr/bin/env node
// The shell's server: serves the shell's browser build (dist/) like tools/serve-static.mjs, and answers
// a page request with HTML rendered on the server (dist-server/render.js, built by webpack.server.config.js).
// Public pages (catalogue, packages, static pages, not-found) are rendered here for visitors — the server never
// sees a session; pages of the signed-in areas (cart, checkout, account, vendor, back office) get the browser
// build's index.html as before. A page that cannot be rendered is still served: index.html, status 200, logged.
// Usage: node shell/server/serve.mjs --dir shell/dist --port 3000 --config app-config.json
// Env: SITE_URL (public origin for canonical URLs; default http://localhost:<port>), SSR_REMOTES (remotes with a
// server build, default those marked `server: true` in apps.registry.mjs; SSR_SERVER_ENTRIES a JSON map of their entries), SSR_API_ORIGIN (API as the renderer reaches it; default the config's apiBase),
// SSR_INTERNAL_ORIGIN (below), SSR_API_DEADLINE_MS (800), SSR_RENDER_DEADLINE_MS (3000), SSR_REVALIDATE_MS (5000: how often a remote's server
// entry is checked for a redeploy), SSR_CACHE_SECONDS (60), SSR_STALE_SECONDS (300), SSR_CRITICAL_CSS (0: no inlined CSS, no image preload), SSR_DEV (1: files looked up per request).
// Traces first: with an OTLP endpoint configured, node:http is instrumented before anything uses it.
import { tracing, otlpEndpoint } from './tracing.mjs';
import { createServer } from 'node:http';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { gzip as gzipCallback } from 'node:zlib';
import sirv from 'sirv';
import { REMOTE_APPS } from '../../apps.registry.mjs';
import { staticAppHeaders } from '../../tools/security-headers.mjs';
import { documentParts, imagePreload, pageStyles } from './document.mjs';
import { createOps } from './ops.mjs';
import { sitemapIndex, sitemapPage, robotsTxt } from './sitemap.mjs';

const here = dirname(fileURLToPath(import.meta.url));
function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}

const dir = resolve(arg('dir', join(here, '..', 'dist')));
const renderModule = resolve(arg('render', join(here, '..', 'dist-server', 'render.js')));
const port = Number(arg('port', process.env.PORT ?? 3000));
const host = arg('host', process.env.HOST ?? '127.0.0.1');
const configFile = arg('config');
const env = process.env;
const siteUrl = (env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
const config = JSON.parse(readFileSync(configFile ?? join(dir, 'app-config.json'), 'utf8'));
// SSR_INTERNAL_ORIGIN: the site as the renderer reaches it from inside (compose: the front, http://front:8080) — the API
// at <origin>/api and each remote's server build at <origin>/remotes/<name>/server/remoteEntry.js, where the public
// origin (PUBLIC_URL) is not reachable from a container.
const internalOrigin = env.SSR_INTERNAL_ORIGIN?.replace(/\/+$/, '');
const apiOrigin = (env.SSR_API_ORIGIN ?? internalOrigin ?? config.apiBase).replace(/\/+$/, '');
const cacheSeconds = Number(env.SSR_CACHE_SECONDS ?? 60);
const staleSeconds = Number(env.SSR_STALE_SECONDS ?? 300);
// SSR_CRITICAL_CSS=0: every stylesheet linked in the head and no image preload, as before (for comparisons).
const criticalCss = env.SSR_CRITICAL_CSS !== '0';
/** Public HTML: a front cache may keep it briefly and serve it stale while it fetches a fresh copy. */
export const PAGE_CACHE = `public, max-age=${cacheSeconds}, stale-while-revalidate=${staleSeconds}`;

// Logs, /metrics, /livez, /readyz, the request id passed on to the API, graceful drain: ops.mjs.
const ops = createOps({ env, tracing });
const { log } = ops;
const gzipAsync = promisify(gzipCallback);

// A remote's server build sits beside its browser build: <remote origin>/server/remoteEntry.js.
// SSR_SERVER_ENTRIES ({"catalog": "http://…/server/remoteEntry.js"}) names them outright (e.g. an internal address).
const serverEntries = env.SSR_SERVER_ENTRIES
  ? JSON.parse(env.SSR_SERVER_ENTRIES)
  : Object.fromEntries(
      (
        env.SSR_REMOTES ??
        REMOTE_APPS.filter((a) => a.server)
          .map((a) => a.name)
          .join(',')
      )
        .split(',')
        .map((s) => s.trim())
        .filter((name) => name && config.remotes?.[name])
        .map((name) => [
          name,
          internalOrigin
            ? `${internalOrigin}/remotes/${name}/server/remoteEntry.js`
            : new URL('server/remoteEntry.js', config.remotes[name]).href,
        ]),
    );
const serverRemotes = Object.keys(serverEntries);

const renderer = createRequire(import.meta.url)(renderModule);
await renderer.configureRenderer({
  config,
  siteUrl,
  serverEntries,
  apiOrigin,
  apiDeadlineMs: Number(env.SSR_API_DEADLINE_MS ?? 800),
  renderDeadlineMs: Number(env.SSR_RENDER_DEADLINE_MS ?? 3000),
  revalidateMs: Number(env.SSR_REVALIDATE_MS ?? 5000),
  log,
  requestHeaders: ops.requestHeaders,
});
ops.markReady();

const securityHeaders = staticAppHeaders({ dir, configFile });
const serve = sirv(dir, {
  etag: true,
  gzip: true,
  // SSR_DEV=1 (`npm run dev`): the files change while it runs (a watch build writes them), so each is looked up.
  dev: env.SSR_DEV === '1',
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControlFor(pathname));
    res.setHeader('Access-Control-Allow-Origin', '*');
  },
});

function sendIndex(req, res, status = 200) {
  const html = readFileSync(join(dir, 'index.html'));
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
  res.end(req.method === 'HEAD' ? undefined : html);
}

/** The visitor's language: `?lang=` (hreflang links), else the `utsav_lang` cookie, else English. */
function requestLang(req, url) {
  const asked = new URL(url, 'http://x').searchParams.get('lang');
  if (asked === 'en' || asked === 'hi') return asked;
  return /(?:^|;\s*)utsav_lang=hi(?:;|$)/.test(String(req.headers.cookie ?? '')) ? 'hi' : 'en';
}

async function renderHtml(req, res, url) {
  const started = performance.now();
  const lang = requestLang(req, url);
  let page;
  try {
    page = await renderer.renderPage(url, lang, String(req.headers.cookie ?? ''));
  } catch (error) {
    log('ssr.failed', { path: url, error: String(error?.stack ?? error) });
    return sendIndex(req, res);
  }
  // The whole document is made (and gzipped) before anything is sent, then written at once with its length: React
  // hands the page over only when every part is ready (onAllReady), so nothing reaches the browser sooner by
  // streaming, and a renderer that dies mid-request has sent nothing — the front passes the request to another
  // replica (proxy_next_upstream), where a half-sent page could only be cut off (renderer fault 1).
  const chunks = [];
  await new Promise((resolveBody, rejectBody) => {
    const body = new Writable({
      write(chunk, _e, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        done();
        resolveBody();
      },
    });
    body.on('error', rejectBody);
    page.pipe(body);
  });
  const appBytes = Buffer.concat(chunks);
  const app = appBytes.toString('utf8');
  // First paint without waiting for a stylesheet or the main image's discovery (LCP): the CSS the rendered HTML
  // needs inline, the whole stylesheets after the content, the main image preloaded (document.mjs).
  const styles = await pageStyles({ dir, config, remotes: serverRemotes, html: app, inline: criticalCss, lang });
  const preload = criticalCss ? imagePreload(app, page.head?.image) : '';
  const { before, after } = documentParts({
    dir,
    headHtml: page.headHtml,
    preload,
    styles: styles.head,
    tailStyles: styles.tail,
    stateJson: page.stateJson,
    lang,
  });
  const document = Buffer.concat([Buffer.from(before), appBytes, Buffer.from(after)]);
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const html = gzip ? await gzipAsync(document) : document;
  res.writeHead(page.status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': html.length,
    'Cache-Control': page.status === 200 ? PAGE_CACHE : `public, max-age=${cacheSeconds}`,
    // The language comes from the cookie: a shared cache keeps one copy per language cookie.
    Vary: 'Accept-Encoding, Cookie',
    'Content-Language': lang === 'hi' ? 'hi-IN' : 'en-IN',
    'Server-Timing': `render;dur=${(performance.now() - started).toFixed(1)}`,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : html);
}

// The static files' caching, as tools/serve-static.mjs sends it (that module starts a server when imported).
const NEVER_CACHE = /(^|\/)(remoteEntry\.js|mf-manifest\.json|mf-stats\.json|app-config\.json|index\.html|main\.js)$/;
const HASHED = /\.[0-9a-f]{8}\.(js|css|svg|png|jpe?g|webp|woff2?)$/;
function cacheControlFor(pathname) {
  if (NEVER_CACHE.test(pathname) || pathname === '/') return 'no-cache';
  if (HASHED.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

const ASSET = /\.[a-z0-9]+$/i;

const server = createServer(
  ops.wrap(async (req, res) => {
    // Not in `npm run dev` (SSR_DEV=1), as the dev servers send none: development builds run eval'd modules and
    // reload through the shell dev server's socket, which the production policy rightly forbids.
    if (env.SSR_DEV !== '1') for (const [name, value] of Object.entries(securityHeaders())) res.setHeader(name, value);
    const url = req.url ?? '/';
    const { pathname } = new URL(url, 'http://x');
    try {
      if (configFile && pathname === '/app-config.json') {
        res.writeHead(200, {
          'Content-Type': 'application/json',
          'Cache-Control': 'no-cache',
          'Access-Control-Allow-Origin': '*',
        });
        return res.end(readFileSync(configFile));
      }
      // The container's health check and the front's: the process answers (a render needs the remotes and the API).
      if (pathname === '/healthz') {
        res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
        return res.end('ok\n');
      }
      if (pathname === '/robots.txt') {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': PAGE_CACHE });
        return res.end(robotsTxt(siteUrl));
      }
      if (pathname === '/sitemap.xml' || /^\/sitemaps\/.+\.xml$/.test(pathname)) {
        const xml =
          pathname === '/sitemap.xml'
            ? await sitemapIndex({ siteUrl, apiOrigin })
            : await sitemapPage({ siteUrl, apiOrigin, pathname });
        if (!xml) {
          res.writeHead(404, { 'Content-Type': 'text/plain' });
          return res.end('Not found');
        }
        res.writeHead(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE });
        return res.end(xml);
      }
      const page =
        (req.method === 'GET' || req.method === 'HEAD') && !ASSET.test(pathname) && pathname !== '/index.html';
      if (page && (await renderer.rendersOnServer(pathname))) return await renderHtml(req, res, url);
      res.setHeader('Access-Control-Allow-Origin', '*');
      serve(req, res, () => (ASSET.test(pathname) ? (res.writeHead(404), res.end('Not found')) : sendIndex(req, res)));
    } catch (error) {
      log('ssr.request-failed', { path: url, error: String(error?.stack ?? error) });
      if (!res.headersSent) sendIndex(req, res);
      else res.destroy();
    }
  }),
);

if (!existsSync(dir) || !statSync(dir).isDirectory() || !readdirSync(dir).includes('index.html')) {
  ops.logger.fatal(`shell server: ${dir} has no index.html; build the shell first`);
  process.exit(1);
}
server.listen(port, host, () =>
  log('ssr.listening', {
    url: `http://${host}:${port}`,
    serverRemotes,
    siteUrl,
    tracing: otlpEndpoint() ?? 'off',
    ...(tracing ? { tracingStartupMs: tracing.startupMs } : {}),
  }),
);
ops.drainOnSignals(server);
