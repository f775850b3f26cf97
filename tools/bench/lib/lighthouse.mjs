// Lighthouse 13 (Node API) in Debian Chromium with the journeys' flags: performance score, LCP, TBT, CLS.
// Mobile = Lighthouse's default preset (Moto G Power, simulated slow 4G, 4× CPU); desktop = its desktop config.
import { mkdirSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS } from '../../../e2e/lib/browser.mjs';

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROMIUM_ARGS.map((f) => (f === '--headless' ? '--headless=new' : f)),
    logLevel: 'silent',
  });
}

export async function audit(chrome, url, preset) {
  const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
  const config = preset === 'desktop' ? desktopConfig : undefined;
  const started = Date.now();
  const result = await lighthouse(url, flags, config);
  const { lhr } = result;
  const a = lhr.audits;
  // BENCH_LH_DUMP=dir keeps each full report (layout-shift culprits, long tasks, request chains) for diagnosis.
  if (process.env.BENCH_LH_DUMP) {
    mkdirSync(process.env.BENCH_LH_DUMP, { recursive: true });
    writeFileSync(
      `${process.env.BENCH_LH_DUMP}/${preset}-${new URL(url).port}${new URL(url).pathname.replace(/\W+/g, '_')}.json`,
      JSON.stringify(lhr),
    );
  }
  return {
    url,
    preset,
    score: lhr.categories.performance.score == null ? null : Math.round(lhr.categories.performance.score * 100),
    lcpMs: a['largest-contentful-paint']?.numericValue ?? null,
    fcpMs: a['first-contentful-paint']?.numericValue ?? null,
    tbtMs: a['total-blocking-time']?.numericValue ?? null,
    cls: a['cumulative-layout-shift']?.numericValue ?? null,
    transferKB: a['total-byte-weight']?.numericValue != null ? a['total-byte-weight'].numericValue / 1024 : null,
    lcpElement:
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
      findIn(a['lcp-breakdown-insight']?.details, (x) => x?.type === 'node')?.snippet ??
      null,
    // Lighthouse 13's insights (observed trace, not the simulated figures): the LCP's parts and what blocked rendering.
    lcpPhases: Object.fromEntries(
      (findIn(a['lcp-breakdown-insight']?.details, (x) => x?.type === 'table')?.items ?? []).map((i) => [
        i.subpart,
        Math.round(i.duration),
      ]),
    ),
    renderBlocking: (a['render-blocking-insight']?.details?.items ?? []).map((i) => i.url).filter(Boolean),
    runtimeError: lhr.runtimeError?.message ?? null,
    // Lighthouse's measure of this machine's CPU speed during the run (the scores move with it).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    seconds: (Date.now() - started) / 1000,
  };
}

/** The first object inside Lighthouse's nested details (list → table → node) that `match`es. */
function findIn(value, match) {
  if (!value || typeof value !== 'object') return undefined;
  if (match(value)) return value;
  for (const child of Array.isArray(value) ? value : Object.values(value)) {
    const found = findIn(child, match);
    if (found) return found;
  }
  return undefined;
}

/**
 * `runs` audits of one URL; returns the middle one by score (its figures stay coherent) with every score in
 * `scores`. One run moves by up to ±8 points on a loaded 2-core machine: compare medians when tuning.
 */
export async function auditMedian(chrome, url, preset, runs = 1) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await audit(chrome, url, preset));
  const sorted = [...results].sort((a, b) => (a.score ?? -1) - (b.score ?? -1));
  return { ...sorted[Math.floor(sorted.length / 2)], scores: results.map((r) => r.score), runs };
}
