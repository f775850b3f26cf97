#!/usr/bin/env node
// The server-rendered pages' head, before and after, in one run (LCP): the same snapshot served by two
// renderers — `before` with SSR_CRITICAL_CSS=0 (every stylesheet linked in the head, no image preload) and `after`
// (critical CSS inline, the stylesheets after the content, the main image preloaded) — and, with --monolith, the
// client-rendered single bundle. Lighthouse mobile on home, the list and a service page, the variants interleaved
// run by run (the machine's load moves between runs, not between the variants of one run), medians per page and
// variant, with the LCP element, its parts (observed trace) and what blocked rendering. Optional render latency
// (autocannon, cache off) of each renderer on a service page with --render-seconds N.
//   node tools/bench/ssr-head.mjs [--runs 3] [--pages home,services,details] [--monolith] [--presets mobile] [--render-seconds 10] [--out ssr-head]
// Ports: BENCH_PORT_BASE (default 3800) → as `npm run bench`; the `before` renderer on base+30.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilds, firstProductId, serveSnapshot, setPorts, snapshotBuilds, startFreshApi } from './lib/site.mjs';
import { PAGES } from './lib/budgets.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 19)) {
  const { node24 } = await import('../node24/run.mjs');
  const node = node24();
  const { spawnSync } = await import('node:child_process');
  const r = spawnSync(node, process.argv.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` },
  });
  process.exit(r.status ?? 1);
}
const arg = (name, fallback) =>
  process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback;
const runs = Number(arg('runs', '3'));
const withMonolith = process.argv.includes('--monolith');
const renderSeconds = Number(arg('render-seconds', '0'));
// --pages home,services,details (the keys of tools/bench/lib/budgets.mjs' PAGES): a subset.
const only = arg('pages') ? new Set(arg('pages').split(',')) : null;
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
setPorts(BASE, BASE + 1000);
const { stopAll, serveApp, writeAppConfig } = await import('../site.mjs');

const median = (xs) => {
  const v = xs.filter((x) => x != null).sort((a, b) => a - b);
  if (!v.length) return null;
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

await ensureBuilds({ monolith: withMonolith });
const snapshot = snapshotBuilds({ monolith: withMonolith });
const api = await startFreshApi(BASE + 1000);
const results = { date: new Date().toISOString(), runs, audits: [] };
try {
  await serveSnapshot(snapshot.dirs, { monolithPort: withMonolith ? BASE + 10 : undefined });
  await serveApp(
    { name: 'shell-before', kind: 'host', dir: 'shell', port: BASE + 30 },
    {
      configFile: writeAppConfig(),
      dir: snapshot.dirs.shell,
      render: join(snapshot.dirs.shellServer, 'render.js'),
      env: { SSR_CRITICAL_CSS: '0' },
    },
  );
  const productId = await firstProductId(BASE + 1000);
  const variants = [['before', BASE + 30], ['after', BASE], ...(withMonolith ? [['monolith', BASE + 10]] : [])];
  // Warm each renderer (the first request loads the remotes' server builds).
  for (const [, port] of variants)
    for (const page of PAGES) await fetch(`http://127.0.0.1:${port}${page.path({ productId })}`).then((r) => r.text());

  const { audit, launchChrome } = await import('./lib/lighthouse.mjs');
  const chrome = await launchChrome();
  const load = () => import('node:os').then((os) => os.loadavg()[0]);
  try {
    for (const preset of String(arg('presets', 'mobile')).split(',')) {
      for (let run = 1; run <= runs; run++) {
        for (const page of PAGES.filter((p) => !only || only.has(p.key))) {
          for (const [variant, port] of variants) {
            const r = await audit(chrome, `http://localhost:${port}${page.path({ productId })}`, preset);
            r.load = await load();
            results.audits.push({ preset, run, page: page.key, variant, ...r });
            console.log(
              `${preset} run ${run} ${page.key} ${variant}: score ${r.score} LCP ${Math.round(r.lcpMs)} FCP ${Math.round(r.fcpMs)} TBT ${Math.round(r.tbtMs)} CLS ${r.cls?.toFixed(3)} bi ${Math.round(r.benchmarkIndex)} load ${r.load.toFixed(1)} blocking ${r.renderBlocking.length} lcp ${String(r.lcpElement).slice(0, 90)} ${JSON.stringify(r.lcpPhases)}${r.runtimeError ? ` ERROR ${r.runtimeError}` : ''}`,
            );
          }
        }
      }
    }
  } finally {
    chrome.kill();
  }

  if (renderSeconds > 0) {
    const { cannon } = await import('./lib/api.mjs');
    results.render = [];
    const path = `/services/details/${productId}`;
    for (let run = 1; run <= 3; run++) {
      for (const [variant, port] of variants.filter(([v]) => v !== 'monolith')) {
        const r = await cannon(`http://127.0.0.1:${port}${path}`, {
          connections: 10,
          duration: renderSeconds,
          headers: { 'accept-encoding': 'gzip' },
        });
        results.render.push({ run, variant, ...r });
        console.log(
          `render ${path} ${variant} run ${run}: ${Math.round(r.rps)} req/s p50 ${r.p50Ms} p99 ${r.p99Ms} ms`,
        );
      }
    }
  }
} finally {
  stopAll();
  api.cleanup();
  snapshot.cleanup();
}

console.log('\n== medians (Lighthouse) ==');
const groups = new Map();
for (const a of results.audits) {
  const key = `${a.preset} ${a.page} ${a.variant}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(a);
}
results.medians = [...groups].map(([key, all]) => {
  // A run that lost its trace to the load (no score) is left out of the medians.
  const list = all.filter((a) => a.score != null);
  const m = {
    key,
    score: median(list.map((a) => a.score)),
    lcpMs: median(list.map((a) => a.lcpMs)),
    fcpMs: median(list.map((a) => a.fcpMs)),
    tbtMs: median(list.map((a) => a.tbtMs)),
    cls: median(list.map((a) => a.cls)),
    benchmarkIndex: median(list.map((a) => a.benchmarkIndex)),
    load: median(list.map((a) => a.load)),
    scores: all.map((a) => a.score),
    lcps: all.map((a) => Math.round(a.lcpMs ?? 0)),
  };
  console.log(
    `${key.padEnd(30)} score ${m.score} (${m.scores.join(',')})  LCP ${Math.round(m.lcpMs)} (${m.lcps.join(',')})  FCP ${Math.round(m.fcpMs)}  TBT ${Math.round(m.tbtMs)}  CLS ${m.cls?.toFixed(3)}  bi ${Math.round(m.benchmarkIndex)}  load ${m.load?.toFixed(1)}`,
  );
  return m;
});
if (results.render) {
  for (const variant of ['before', 'after']) {
    const list = results.render.filter((r) => r.variant === variant);
    console.log(
      `render ${variant}: p99 median ${median(list.map((r) => r.p99Ms))} ms (${list.map((r) => r.p99Ms).join(', ')}), p50 ${median(list.map((r) => r.p50Ms))} ms, ${Math.round(median(list.map((r) => r.rps)))} req/s`,
    );
  }
}
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
writeFileSync(join(root, 'bench', 'results', `${arg('out', 'ssr-head')}.json`), JSON.stringify(results, null, 2));
process.exit(0);
