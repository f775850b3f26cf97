#!/usr/bin/env node
// Lighthouse mobile N times on URLs of a running site (e.g. `npm start`), with the median of each figure:
// one Lighthouse run moves by up to ±8 points on this machine, so compare medians when tuning.
// Usage: node tools/bench/lh-repeat.mjs [--runs 3] [--preset mobile|desktop] url…
import { audit, launchChrome } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const take = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args.splice(i, 2)[1] : fallback;
};
const runs = Number(take('--runs', '3'));
const preset = take('--preset', 'mobile');
const urls = args.length ? args : ['http://localhost:3000/'];
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const chrome = await launchChrome();
try {
  for (const url of urls) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome, url, preset));
    const row = (r) =>
      `score ${String(r.score).padStart(3)}  LCP ${Math.round(r.lcpMs)}  TBT ${Math.round(r.tbtMs)}  FCP ${Math.round(r.fcpMs)}  CLS ${r.cls.toFixed(3)}`;
    for (const r of results) console.log(`  ${url}  ${row(r)}`);
    const m = {
      score: median(results.map((r) => r.score)),
      lcpMs: median(results.map((r) => r.lcpMs)),
      tbtMs: median(results.map((r) => r.tbtMs)),
      fcpMs: median(results.map((r) => r.fcpMs)),
      cls: median(results.map((r) => r.cls)),
    };
    console.log(`median ${url}  ${row(m)}`);
  }
} finally {
  await chrome.kill();
}
