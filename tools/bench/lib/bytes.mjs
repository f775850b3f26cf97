// Bytes a page fetches before it is interactive, measured in Chromium from the network.
// "Before interactive" = every response from navigation until the page has its <h1> and the network has been
// idle (Playwright `networkidle`, 500 ms without requests): the initial route, its data-driven chunks and the
// header fragments — not what a click would load. Each JS/CSS body is gzipped here (zlib level 6), so the
// figures are gzip whatever the server sends; `wire` is what actually crossed the network.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SINGLETONS } from './budgets.mjs';

const gz = (buffer) => gzipSync(buffer, { level: 6 }).length;

/** origin → { app, dir } for the servers of this run, with their chunk-modules.json maps. */
export function originMap(servers) {
  const map = new Map();
  for (const { app, port, dir } of servers) {
    const file = join(dir, 'chunk-modules.json');
    const chunks = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
    for (const host of ['localhost', '127.0.0.1']) map.set(`http://${host}:${port}`, { app, dir, chunks });
  }
  return map;
}

function kindOf(resourceType, url) {
  if (resourceType === 'script' || /\.m?js(\?|$)/.test(url)) return 'js';
  if (resourceType === 'stylesheet' || /\.css(\?|$)/.test(url)) return 'css';
  if (/\.json(\?|$)/.test(url) && !url.includes('/api/')) return 'json';
  if (resourceType === 'document') return 'html';
  return null;
}

/** Requests a page starts this long after its load event are its own timers', not its first screen (see below). */
export const LATE_AFTER_LOAD_MS = 9000;

/**
 * Loads `url` in a fresh context and returns every JS/CSS/manifest response with raw, gzip and wire sizes,
 * the app it came from and the library modules it carries.
 */
export async function measurePage(browser, url, origins, { width = 1280, height = 900 } = {}) {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  const pending = [];
  const files = [];
  // What the page fetches on its own timers long after its load event is not the first screen: the real-user speed
  // reporter is fetched 10 s after load (shell/src/bootstrap.tsx). On a busy machine the network may not be idle
  // by then (a server-rendered page fires load before its remotes' code arrives), so requests started more than
  // LATE_AFTER_LOAD_MS after load are left out and listed in `late`.
  const started = new Map();
  let loadAt = Infinity;
  const late = [];
  page.on('request', (request) => started.set(request, Date.now()));
  page.on('load', () => (loadAt = Math.min(loadAt, Date.now())));
  page.on('requestfinished', (request) => {
    pending.push(
      (async () => {
        const kind = kindOf(request.resourceType(), request.url());
        if (!kind) return;
        if ((started.get(request) ?? 0) > loadAt + LATE_AFTER_LOAD_MS) {
          late.push(request.url());
          return;
        }
        const response = await request.response();
        if (!response || response.status() >= 400) return;
        const body = await response.body().catch(() => null);
        if (!body) return;
        const sizes = await request.sizes().catch(() => ({ responseBodySize: body.length }));
        const { origin, pathname } = new URL(request.url());
        const server = origins.get(origin);
        const file = pathname.replace(/^\//, '');
        files.push({
          url: request.url(),
          origin,
          app: server?.app ?? origin,
          file,
          kind,
          raw: body.length,
          gzip: gz(body),
          wire: sizes.responseBodySize,
          encoding: response.headers()['content-encoding'] ?? 'identity',
          chunk: server?.chunks[file] ?? null,
        });
      })(),
    );
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  await page
    .locator('h1')
    .first()
    .waitFor({ timeout: 30_000 })
    .catch(() => errors.push('no <h1> within 30 s'));
  // The first screen includes its islands (ui/src/island.tsx): each hydrates when near the viewport or when the
  // browser idles, and may fetch its code then. On a busy machine the idle moment can come after the network went
  // quiet, so the page is measured once every island says it is live, not at whatever moment the network paused.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-island]')].every((e) => e.getAttribute('data-island-state') === 'live'),
      null,
      { timeout: 30_000 },
    )
    .catch(() => errors.push('an island not hydrated within 30 s'));
  await page.waitForLoadState('networkidle');
  await new Promise((r) => setTimeout(r, 300));
  await Promise.all(pending);
  const federation = await page
    .evaluate(() => {
      const share = globalThis.__FEDERATION__?.__SHARE__;
      if (!share) return null;
      const out = {};
      for (const scopes of Object.values(share)) {
        for (const pkgs of Object.values(scopes)) {
          for (const [pkg, versions] of Object.entries(pkgs)) {
            for (const [version, s] of Object.entries(versions)) {
              if (s.loaded || s.loading) (out[pkg] ??= new Set()).add(`${s.from}@${version}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, [...v]]));
    })
    .catch(() => null);
  const title = await page
    .locator('h1')
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);
  await context.close();
  files.sort((a, b) => a.url.localeCompare(b.url));
  return summarise(url, files, { errors, federation, h1: title?.trim() ?? null, late });
}

function summarise(url, files, extra) {
  const sum = (list, key) => list.reduce((n, f) => n + f[key], 0);
  const js = files.filter((f) => f.kind === 'js');
  const css = files.filter((f) => f.kind === 'css');
  const perOrigin = {};
  for (const f of files) {
    const o = (perOrigin[f.app] ??= { js: 0, css: 0, json: 0, html: 0, files: 0, wire: 0 });
    o[f.kind] += f.gzip;
    o.files += 1;
    o.wire += f.wire;
  }
  // Singletons: a module of a shared library that arrives in more than one fetched file was downloaded twice.
  const singletons = {};
  for (const [name, packages] of Object.entries(SINGLETONS)) {
    const moduleCounts = new Map();
    const from = new Set();
    for (const f of js) {
      for (const id of Object.keys(f.chunk?.modules ?? {})) {
        if (!packages.some((p) => id === p || id.startsWith(`${p}/`))) continue;
        moduleCounts.set(id, (moduleCounts.get(id) ?? 0) + 1);
        from.add(f.app);
      }
    }
    const times = moduleCounts.size ? Math.max(...moduleCounts.values()) : 0;
    const duplicated = [...moduleCounts].filter(([, n]) => n > 1).map(([id]) => id);
    singletons[name] = { times, from: [...from], duplicated };
  }
  // Biggest library modules and app code of the page (sizes before minification, from the build).
  const modules = new Map();
  for (const f of js) {
    for (const [id, size] of Object.entries(f.chunk?.modules ?? {}))
      modules.set(`${f.app}:${id}`, (modules.get(`${f.app}:${id}`) ?? 0) + size);
    if (f.chunk?.appBytes)
      modules.set(
        `${f.app}:<own code of ${f.chunk.chunk}>`,
        (modules.get(`${f.app}:<own code of ${f.chunk.chunk}>`) ?? 0) + f.chunk.appBytes,
      );
  }
  const biggestModules = [...modules]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([id, size]) => ({ id, rawBytes: size }));
  return {
    url,
    js: { files: js.length, raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), wire: sum(js, 'wire') },
    css: { files: css.length, raw: sum(css, 'raw'), gzip: sum(css, 'gzip'), wire: sum(css, 'wire') },
    perOrigin,
    singletons,
    biggestModules,
    files: files.map(({ chunk, ...f }) => ({ ...f, packages: chunk?.packages ?? {} })),
    ...extra,
  };
}
