#!/usr/bin/env node
// Where a page's main-thread time goes before it settles: loads the composed page and the monolith's with the CPU
// slowed 4× (as Lighthouse's mobile preset does), records a CPU profile, and prints self time per script file and the
// long tasks (> 50 ms). `node tools/bench/profile-page.mjs [path]` (TBT on `/`).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setPorts, ensureBuilds, snapshotBuilds, startFreshApi, serveSnapshot } from './lib/site.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const BASE = Number(process.env.BUDGET_PORT_BASE ?? 3700);
setPorts(BASE, BASE + 1000);
const { stopAll } = await import('../site.mjs');
const { launchBrowser } = await import('../../e2e/lib/browser.mjs');
const path = process.argv[2] ?? '/';
const runs = Number(process.env.PROFILE_RUNS ?? 3);
await ensureBuilds();
const snapshot = snapshotBuilds();
let browser;
try {
  await startFreshApi(BASE + 1000);
  await serveSnapshot(snapshot.dirs, { monolithPort: BASE + 10 });
  browser = await launchBrowser();
  for (const [label, url] of [
    ['composed', `http://localhost:${BASE}${path}`],
    ['monolith', `http://localhost:${BASE + 10}${path}`],
  ]) {
    const totals = new Map();
    const fns = new Map();
    let longTotal = 0;
    let blocking = 0;
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await page.addInitScript(() => {
        window.__long = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries()) window.__long.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await cdp.send('Profiler.start');
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop');
      const long = await page.evaluate(() => window.__long);
      if (process.env.PROFILE_TASKS)
        console.log(`  ${label} run ${i + 1} long tasks (ms): ${long.map((d) => Math.round(d)).join(' ')}`);
      longTotal += long.reduce((a, b) => a + b, 0);
      blocking += long.reduce((a, b) => a + Math.max(0, b - 50), 0);
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      const dt = profile.timeDeltas;
      for (let s = 0; s < profile.samples.length; s++) {
        const n = byId.get(profile.samples[s]);
        const fn = n.callFrame;
        const file = fn.url
          ? fn.url.replace(/^https?:\/\/[^/]+/, '').split('?')[0]
          : `(${fn.functionName || 'native'})`;
        totals.set(file, (totals.get(file) ?? 0) + (dt[s] ?? 0) / 1000);
        if (process.env.PROFILE_FILE && file === process.env.PROFILE_FILE) {
          const key = `${fn.functionName || '(anonymous)'}:${fn.lineNumber}:${fn.columnNumber}`;
          fns.set(key, (fns.get(key) ?? 0) + (dt[s] ?? 0) / 1000);
        }
      }
      await context.close();
    }
    console.log(
      `\n${label} ${url} (CPU 4× slower, ${runs} runs, means): long tasks ${Math.round(longTotal / runs)} ms, blocking (> 50 ms part) ${Math.round(blocking / runs)} ms`,
    );
    for (const [file, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, 14))
      console.log(`  ${String(Math.round(ms / runs)).padStart(6)} ms  ${file}`);
    // PROFILE_FILE=/main.js: the functions of one file by self time (line:column of the minified file).
    for (const [fn, ms] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 15))
      console.log(`    ${String(Math.round(ms / runs)).padStart(6)} ms  ${fn}`);
  }
} finally {
  await browser?.close();
  stopAll();
  snapshot.cleanup();
}
