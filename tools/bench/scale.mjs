// `npm run bench -- --scale` (issue 19): the API figures on the scale data set, next to bare Fastify.
// Needs the scale database: SCALE_DATABASE_URL (or DATABASE_URL) filled by
//   npm run seed:scale -w api -- --services 50000 --bookings 1000000
// Starts the API on it (BENCH_PORT_BASE+1000, default 4800) twice — with the public read cache (production default)
// and with it off (every request reaches PostgreSQL) — and measures each list/search/detail/signed-in read with
// autocannon (50 connections) plus the bytes of one reply. Writes bench/results/scale.json.
//   node tools/bench/run.mjs --scale [--duration 5] [--only <text>] [--cache on|off]
// --only keeps the endpoints whose name contains the text (e.g. --only dashboard); --cache runs one of the two passes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cannon, startHello } from './lib/api.mjs';
import { startApi, stopAll } from '../site.mjs';

const arg = (name, fallback) => (process.argv.includes(`--${name}`) ? process.argv[process.argv.indexOf(`--${name}`) + 1] : fallback);
const duration = Number(arg('duration', 5));
const only = arg('only', '');
const cacheRuns = arg('cache', 'on,off').split(',');
const url = process.env.SCALE_DATABASE_URL || process.env.DATABASE_URL;
if (!url) {
  console.error('bench --scale: set SCALE_DATABASE_URL (or DATABASE_URL) to the database filled by `npm run seed:scale -w api`');
  process.exit(2);
}
const BASE = Number(process.env.BENCH_PORT_BASE ?? 3800);
const API = BASE + 1000;

async function post(base, path, body) {
  const r = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return r.json();
}

async function measure(label, cacheTtl, baseline) {
  await startApi({ port: API, quiet: true, env: { DATABASE_URL: url, RATE_LIMIT_MAX: '1000000', JWT_SECRET: 'bench-secret-not-for-production-0123456789', NODE_ENV: 'production', CATALOG_CACHE_TTL_MS: String(cacheTtl) } });
  const base = `http://127.0.0.1:${API}/api`;
  const customer = (await post(base, '/UserLogin', { mobile: '9876543210', password: 'Customer@123' })).Payload.uidtoken;
  const vendor = (await post(base, '/vendor/login', { username: 'vendor@utsav.in', password: 'Vendor@123' })).Payload.token;
  const first = (await (await fetch(`${base}/AllProduct/?limit=1`)).json()).Payload[0].id;
  const day = new Date(Date.now() + 30 * 864e5).toISOString().slice(0, 10);
  const targets = [
    ['services, first screen (limit 24)', `${base}/AllProduct/?limit=24`],
    ['services, default reply (200)', `${base}/AllProduct/`],
    ['services, filters (cat, price, rating, sort)', `${base}/AllProduct/3?minPrice=10000&maxPrice=200000&rating=3&sort=price_asc&limit=24`],
    ['services, title text ?q=', `${base}/AllProduct/?q=royal&limit=24`],
    ['search box /Search', `${base}/Search?searchTerm=golden`],
    ['service detail', `${base}/ProductDetails/${first}`],
    ['availability by date', `${base}/CheckAvailability?productId=${first}&bookingDate=${day}`],
    ['getCart (auth)', `${base}/getCart`, customer],
    ['my bookings (auth, 25: a page of the app)', `${base}/GetMyBookings?limit=25`, customer],
    ['my bookings (auth, 50)', `${base}/GetMyBookings?limit=50`, customer],
    ['my bookings (auth, default 200)', `${base}/GetMyBookings`, customer],
    ['vendor bookings (auth, 25: a page of the app)', `${base}/vendor/getBooking?limit=25`, vendor],
    ['vendor bookings (auth, 50)', `${base}/vendor/getBooking?limit=50`, vendor],
    ['vendor dashboard (auth)', `${base}/vendor/dashboard`, vendor],
  ];
  const rows = [];
  for (const [name, u, token] of targets.filter(([name]) => name.includes(only))) {
    const headers = token ? { 'X-Auth-Token': token } : {};
    const one = await fetch(u, { headers });
    const bytes = (await one.arrayBuffer()).byteLength;
    await cannon(u, { connections: 10, duration: 1, headers });
    const r = await cannon(u, { duration, headers });
    rows.push({ name, status: one.status, bytes, cache: one.headers.get('x-cache'), ...r, ratio: r.rps / baseline.rps });
  }
  stopAll();
  await new Promise((r) => setTimeout(r, 500));
  return { label, cacheTtl, rows };
}

const hello = await startHello(API + 2);
let results;
try {
  await cannon(`http://127.0.0.1:${API + 2}/hello`, { connections: 10, duration: 1 });
  const baseline = await cannon(`http://127.0.0.1:${API + 2}/hello`, { duration });
  const runs = [];
  if (cacheRuns.includes('on')) runs.push(await measure('cache on (production default)', 5000, baseline));
  if (cacheRuns.includes('off')) runs.push(await measure('cache off (every request on PostgreSQL)', 0, baseline));
  results = { date: new Date().toISOString(), node: process.version, duration, baseline, runs };
} finally {
  hello.kill();
  stopAll();
}
for (const run of results.runs) {
  console.log(`\n== scale data set, ${run.label}; bare Fastify ${Math.round(results.baseline.rps)} req/s ==`);
  console.log(['endpoint'.padEnd(46), 'KB'.padStart(8), 'req/s'.padStart(8), 'p50'.padStart(6), 'p99'.padStart(6), '%bare'.padStart(6), 'non2xx'.padStart(7), 'cache'].join(' '));
  for (const r of run.rows) {
    console.log([r.name.padEnd(46), (r.bytes / 1024).toFixed(1).padStart(8), String(Math.round(r.rps)).padStart(8), String(r.p50Ms).padStart(6), String(r.p99Ms).padStart(6), `${(r.ratio * 100).toFixed(1)}`.padStart(6), String(r.non2xx).padStart(7), r.cache ?? '—'].join(' '));
  }
}
mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/scale.json', JSON.stringify(results, null, 2));
console.log('\nwritten bench/results/scale.json');
