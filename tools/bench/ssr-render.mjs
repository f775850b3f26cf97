#!/usr/bin/env node
// Server render throughput and latency: autocannon against pages of a running renderer, no cache in
// front (every request renders). Usage: node tools/bench/ssr-render.mjs [--base http://localhost:3000]
//   [--connections 10] [--seconds 10] [paths…]   (default paths: a service page, a list, the home page)
import autocannon from 'autocannon';

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
}
const base = arg('base', 'http://localhost:3000');
const connections = Number(arg('connections', 10));
const duration = Number(arg('seconds', 10));
const flags = new Set(['--base', '--connections', '--seconds']);
const paths = process.argv.slice(2).filter((a, i, all) => !flags.has(a) && !flags.has(all[i - 1]));

for (const path of paths.length ? paths : ['/services/details/2', '/services/all', '/']) {
  // Warm-up: the first request loads the remote's server build.
  await fetch(`${base}${path}`).then((r) => r.text());
  const r = await autocannon({ url: `${base}${path}`, connections, duration, headers: { 'accept-encoding': 'gzip' } });
  const non2xx = r.non2xx + r.errors + r.timeouts;
  console.log(
    `${path.padEnd(24)} ${connections} conn ${duration} s: ${r.requests.average.toFixed(0)} req/s, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms${non2xx ? `, ${non2xx} failed` : ''}`,
  );
}
