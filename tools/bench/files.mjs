#!/usr/bin/env node
// Lists every JS/CSS file a page fetches before it is interactive, with gzip sizes, for the composed home page
// and the monolith's: where the federation tax sits. `node tools/bench/files.mjs [path]`.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setPorts, ensureBuilds, snapshotBuilds, startFreshApi, serveSnapshot } from './lib/site.mjs';
import { originMap, measurePage } from './lib/bytes.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const BASE = Number(process.env.BUDGET_PORT_BASE ?? 3700);
setPorts(BASE, BASE + 1000);
const { stopAll } = await import('../site.mjs');
const { launchBrowser } = await import('../../e2e/lib/browser.mjs');
const path = process.argv[2] ?? '/';
await ensureBuilds();
const snapshot = snapshotBuilds();
let api;
let browser;
try {
  api = await startFreshApi(BASE + 1000);
  const origins = originMap(await serveSnapshot(snapshot.dirs, { monolithPort: BASE + 10 }));
  browser = await launchBrowser();
  for (const [label, url] of [
    ['composed', `http://localhost:${BASE}${path}`],
    ['monolith', `http://localhost:${BASE + 10}${path}`],
  ]) {
    const page = await measurePage(browser, url, origins);
    console.log(`\n${label} ${url}: JS ${(page.js.gzip / 1024).toFixed(1)} KB gzip in ${page.js.files} files`);
    for (const f of [...page.files].sort((a, b) => b.gzip - a.gzip)) {
      if (f.kind === 'js' || f.kind === 'css')
        console.log(`  ${(f.gzip / 1024).toFixed(1).padStart(6)} KB  ${f.kind.padEnd(3)} ${f.app.padEnd(9)} ${f.file}`);
    }
  }
} finally {
  await browser?.close().catch(() => {});
  stopAll();
  api?.cleanup();
  snapshot.cleanup();
}
