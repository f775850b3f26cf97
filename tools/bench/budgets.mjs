#!/usr/bin/env node
// `npm run test:budgets` (part of `npm test`): the deterministic performance budgets — bytes, not
// timings. Builds what is stale (the apps, their server targets and the monolith), serves a snapshot of the builds
// (the shell through its renderer: the server-rendered pages visitors get) with a fresh seeded API on
// their own ports, loads `/`, `/services/all` and `/services/details/{id}` in Chromium and fails when:
//   - the home page's initial JS exceeds its target (246 KB gzip) and its regression ceiling (lib/budgets.mjs);
//   - the byte federation tax (composed ÷ monolith home JS) exceeds its regression ceiling;
//   - a shared singleton is downloaded more than once on any of the three pages.
// Ports: BUDGET_PORT_BASE (default 3700) → shell, remotes +1…+5, monolith +10; API base+1000.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setPorts, ensureBuilds, snapshotBuilds, startFreshApi, serveSnapshot, firstProductId } from './lib/site.mjs';
import { PAGES } from './lib/budgets.mjs';
import { originMap, measurePage } from './lib/bytes.mjs';
import { verdicts } from './lib/report.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const BASE = Number(process.env.BUDGET_PORT_BASE ?? 3700);
const API = BASE + 1000;
setPorts(BASE, API);
const { stopAllAndWait } = await import('../site.mjs');
const { launchBrowser } = await import('../../e2e/lib/browser.mjs');

const started = Date.now();
await ensureBuilds();
const snapshot = snapshotBuilds();
let api;
let browser;
let results;
try {
  api = await startFreshApi(API);
  const origins = originMap(await serveSnapshot(snapshot.dirs, { monolithPort: BASE + 10 }));
  const ctx = { productId: await firstProductId(API) };
  browser = await launchBrowser();
  results = { pages: {} };
  for (const page of PAGES)
    results.pages[page.key] = await measurePage(browser, `http://localhost:${BASE}${page.path(ctx)}`, origins);
  results.monolithHome = await measurePage(browser, `http://localhost:${BASE + 10}/`, origins);
  // the home page in Hindi (`?lang=hi`, as the header's switch) differs from the English only by its
  // language's catalogues and the Devanagari font.
  results.homeHindi = await measurePage(browser, `http://localhost:${BASE}/?lang=hi`, origins);
  results.federationTax = { bytes: results.pages.home.js.gzip / results.monolithHome.js.gzip };
} finally {
  await browser?.close().catch(() => {});
  await stopAllAndWait();
  api?.cleanup();
  snapshot.cleanup();
}

const list = verdicts(results);
for (const page of [...PAGES.map((p) => results.pages[p.key]), results.monolithHome, results.homeHindi]) {
  console.log(
    `${page.url}: JS ${(page.js.gzip / 1024).toFixed(1)} KB gzip in ${page.js.files} files, h1 "${page.h1 ?? ''}"${page.errors.length ? `, page errors: ${page.errors.join(' | ')}` : ''}${page.late?.length ? ` (left out, started > 9 s after load: ${page.late.map((u) => u.split('/').pop()).join(', ')})` : ''}`,
  );
}
for (const v of list) {
  const guard =
    v.guard && !v.ok ? ` — target missed; regression ${v.guard.name}: ${v.guard.ok ? 'held' : 'EXCEEDED'}` : '';
  console.log(`${v.ok ? 'PASS' : v.guard?.ok ? 'MISS' : 'FAIL'}  ${v.name}: ${v.value}${guard}`);
}
// A missed target fails the run only when it has no ceiling or its ceiling is exceeded (see CEILINGS).
const failed = list.filter((v) => v.ok === false && !(v.guard && v.guard.ok));
const met = list.filter((v) => v.ok).length;
console.log(
  `budgets: ${met}/${list.length} targets met, ${failed.length} failing (${((Date.now() - started) / 1000).toFixed(0)} s)`,
);
process.exit(failed.length ? 1 : 0);
