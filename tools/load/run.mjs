#!/usr/bin/env node
// `npm run load` (docs/capacity.md): a wedding-season evening's mix of traffic through the production topology (nginx
// front, two renderer replicas, two API replicas, PostgreSQL; started here on loopback, a fresh database), at rising
// rates until the budget breaks — pages p95 ≤ 500 ms, API p95 ≤ 200 ms, no errors. Each stage prints the rate held,
// latencies by kind, errors and each process group's CPU per request (from /proc); the run ends with what saturated
// first, the orders placed and paid (checked in the database: none lost, none doubled, no payment captured twice) and
// the API replicas' memory before and after.
//   LOAD_RATES=10,20,40,80,120,160,240   requests per second per stage    LOAD_STAGE_SECONDS=40   LOAD_WARMUP_SECONDS=10
//   TOPOLOGY_PORT_BASE (default 8600)  DATABASE_URL (a PostgreSQL server; the run uses its own database `<name>_load`)
// Bounded: at most LOAD_RATES × LOAD_STAGE_SECONDS requests, at most 4 × rate in flight (more are counted as dropped),
// loopback only; a full run takes under 10 minutes.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { buildAll } from '../build-all.mjs';
import { buildServers } from '../build-server.mjs';
import { startTopology } from '../topology/topology.mjs';
import { MIX, pick } from './mix.mjs';

const rates = (process.env.LOAD_RATES ?? '10,20,40,80,120,160,240').split(',').map(Number);
const stageSeconds = Number(process.env.LOAD_STAGE_SECONDS ?? 40);
const warmupSeconds = Number(process.env.LOAD_WARMUP_SECONDS ?? 10);
const portBase = Number(process.env.TOPOLOGY_PORT_BASE ?? 8600);
const BUDGET = { pageP95: 500, apiP95: 200 };
const base = new URL(process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/test');
base.pathname = `/${base.pathname.slice(1) || 'utsav'}_load`;
const databaseUrl = base.toString();

await buildAll();
await buildServers();
const topo = await startTopology({
  portBase,
  databaseUrl,
  fresh: true,
  quiet: true,
  env: {
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_MAX: '1000000',
    CODE_SENDS_PER_ADDRESS: '1000000',
    PAYMENTS_MODE: 'test',
    MESSAGES_MODE: 'test',
  },
});
const url = topo.url;
process.once('SIGINT', async () => {
  await topo.stop();
  process.exit(130);
});

// ---- /proc: CPU (user + system ticks) and memory of each process group.
const TICK = 100; // USER_HZ on Linux
function procStat(pid) {
  try {
    const s = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = s.slice(s.lastIndexOf(')') + 2).split(' ');
    return {
      ppid: Number(f[1]),
      ticks: Number(f[11]) + Number(f[12]),
      // CPU of children that have exited and been waited for (PostgreSQL's backends, nginx's old workers).
      reaped: Number(f[13]) + Number(f[14]),
      comm: s.slice(s.indexOf('(') + 1, s.lastIndexOf(')')),
    };
  } catch {
    return null;
  }
}
function descendants(root) {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => ({ pid: Number(d), ...procStat(d) }))
    .filter((p) => p.ticks !== undefined);
  const out = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all)
      if (!out.has(p.pid) && out.has(p.ppid)) {
        out.add(p.pid);
        grew = true;
      }
  }
  return [...out];
}
/** The PostgreSQL server: its postmaster first (whose reaped-children time holds the backends that ended), then the rest. */
const postgresPids = () => {
  const all = readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map((d) => ({ pid: Number(d), ...procStat(d) }))
    .filter((p) => p.comm === 'postgres');
  const pids = new Set(all.map((p) => p.pid));
  const roots = all.filter((p) => !pids.has(p.ppid));
  return [...roots.map((p) => p.pid), ...all.filter((p) => pids.has(p.ppid)).map((p) => p.pid)];
};
function groups() {
  return {
    api: topo.apis.flatMap((a) => descendants(a.child.pid)),
    renderer: topo.renderers.flatMap((r) => descendants(r.child.pid)),
    nginx: descendants(topo.nginx.pid),
    postgres: postgresPids(),
    'load generator': [process.pid],
  };
}
/**
 * A group's CPU: each live process's own plus what it collected from children that ended (so a PostgreSQL backend
 * that exits mid-stage moves its time to the postmaster instead of losing it).
 */
const cpuTicks = (pids) =>
  pids.reduce((sum, pid) => {
    const p = procStat(pid);
    return sum + (p ? p.ticks + p.reaped : 0);
  }, 0);
const snapshot = () => Object.fromEntries(Object.entries(groups()).map(([k, pids]) => [k, cpuTicks(pids)]));
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

// ---- Requests.
async function call(method, path, { token, body, form } = {}) {
  const t = performance.now();
  try {
    const res = await fetch(`${url}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: body ? JSON.stringify(body) : form ? new URLSearchParams(form) : undefined,
    });
    const text = await res.text();
    let json = null;
    if ((res.headers.get('content-type') ?? '').includes('json')) json = JSON.parse(text);
    const error = res.status >= 400 && !json ? text.replace(/\s+/g, ' ').slice(0, 80) : undefined;
    return { status: res.status, json, headers: res.headers, ms: performance.now() - t, error };
  } catch (e) {
    return { status: 0, json: null, headers: new Headers(), ms: performance.now() - t, error: String(e.cause ?? e) };
  }
}

const login = async (path, body) => (await call('POST', path, { body })).json?.Payload;
const customers = [];
for (const mobile of ['9876543210', '9876543211']) {
  const p = await login('/api/UserLogin', { mobile, password: 'Customer@123' });
  customers.push(p.uidtoken);
}
const vendors = [];
for (const email of ['vendor@utsav.in', 'vendor2@utsav.in']) {
  const p = await login('/api/vendor/login', { username: email, password: 'Vendor@123' });
  vendors.push(p?.uidtoken ?? p?.token);
}
const operator = await login('/api/admin/login', { username: 'admin@utsav.in', password: 'Admin@123' });
const addresses = [];
for (const t of customers)
  addresses.push((await call('GET', '/api/GetBookingAddressList', { token: t })).json.Payload[0].Id);
const products = (await call('GET', '/api/AllProduct/?limit=100')).json.Payload.filter(
  (p) => !Number(p.amount_hide_show),
).map((p) => Number(p.productid ?? p.id));
const ctx = {
  customers,
  vendors,
  operator: operator?.uidtoken ?? operator?.token,
  addresses,
  products,
  call,
  site: url,
  refused: new Set(),
  dateOffset: 20,
  busy: customers.map(() => false),
  orders: { placed: 0, paid: 0, ids: [] },
};

// ---- One stage: `rate` requests a second for `seconds`, kinds drawn from the mix.
async function stage(rate, seconds) {
  const samples = {};
  const errors = {};
  let inflight = 0;
  let dropped = 0;
  let sent = 0;
  const cpu0 = snapshot();
  const t0 = Date.now();
  await new Promise((done) => {
    const timer = setInterval(() => {
      const elapsed = (Date.now() - t0) / 1000;
      if (elapsed >= seconds) {
        clearInterval(timer);
        return done();
      }
      const due = Math.floor(elapsed * rate);
      while (sent < due) {
        sent++;
        if (inflight >= rate * 4) {
          dropped++;
          continue;
        }
        inflight++;
        const kind = pick(sent);
        void kind
          .run(ctx)
          .then((results) => {
            for (const r of results) {
              (samples[r.class] ??= []).push(r.ms);
              if (!r.ok) {
                const key = `${r.name} ${r.status} ${r.error ?? String(r.json?.Message ?? '').slice(0, 80)}`.trim();
                errors[key] = (errors[key] ?? 0) + 1;
              }
            }
          })
          .finally(() => inflight--);
      }
    }, 20);
  });
  while (inflight > 0) await new Promise((r) => setTimeout(r, 20));
  const wall = (Date.now() - t0) / 1000;
  const cpu1 = snapshot();
  const requests = Object.values(samples).reduce((n, s) => n + s.length, 0);
  const q = (arr, p) => {
    const s = arr.slice().sort((a, b) => a - b);
    return s.length ? s[Math.min(s.length - 1, Math.floor(p * s.length))] : 0;
  };
  const lat = Object.fromEntries(
    Object.entries(samples).map(([k, s]) => [k, { n: s.length, p50: q(s, 0.5), p95: q(s, 0.95), p99: q(s, 0.99) }]),
  );
  const cpu = Object.fromEntries(
    Object.keys(cpu1).map((k) => {
      const seconds = (cpu1[k] - cpu0[k]) / TICK;
      return [k, { cores: seconds / wall, msPerRequest: requests ? (seconds * 1000) / requests : 0 }];
    }),
  );
  const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
  const pageP95 = lat.page?.p95 ?? 0;
  const apiP95 = Math.max(...['api', 'signed-in', 'search', 'checkout'].map((k) => lat[k]?.p95 ?? 0));
  return {
    rate,
    held: requests / wall,
    requests,
    dropped,
    errors: errorCount,
    errorKinds: errors,
    latency: lat,
    cpu,
    withinBudget: errorCount === 0 && dropped === 0 && pageP95 <= BUDGET.pageP95 && apiP95 <= BUDGET.apiP95,
    pageP95,
    apiP95,
  };
}

const rssStart = topo.apis.map((a) => rssMb(a.child.pid));
console.log(`load: ${url}, stages ${rates.join(', ')} req/s × ${stageSeconds} s (warm-up ${warmupSeconds} s)`);
console.log(`mix: ${MIX.map((m) => `${m.name} ${m.weight}`).join(', ')}`);
await stage(Math.max(5, rates[0] / 2), warmupSeconds);
const stages = [];
for (const rate of rates) {
  const s = await stage(rate, stageSeconds);
  stages.push(s);
  const busiest = Object.entries(s.cpu).sort((a, b) => b[1].cores - a[1].cores)[0];
  console.log(
    `${String(rate).padStart(4)} req/s: held ${s.held.toFixed(1)}, pages p95 ${s.pageP95.toFixed(0)} ms, API p95 ${s.apiP95.toFixed(0)} ms, ` +
      `errors ${s.errors}, dropped ${s.dropped}; busiest ${busiest[0]} ${busiest[1].cores.toFixed(2)} cores ` +
      `${s.withinBudget ? '' : '— OVER BUDGET'}`,
  );
  if (!s.withinBudget) break;
}
const rssEnd = topo.apis.map((a) => rssMb(a.child.pid));

// ---- The money afterwards: every order placed exists once, every paid one has exactly one captured payment.
const db = new pg.Client({ connectionString: databaseUrl });
await db.connect();
const dupPayments = (
  await db.query(
    `SELECT payment_order_id, count(*)::int AS n FROM payments WHERE status = 'captured' GROUP BY 1 HAVING count(*) > 1`,
  )
).rows.length;
const ordersInDb = ctx.orders.ids.length
  ? (await db.query('SELECT count(*)::int AS n FROM bookings WHERE order_id = ANY($1::text[])', [ctx.orders.ids]))
      .rows[0].n
  : 0;
await db.end();
await topo.stop();

const last = stages.filter((s) => s.withinBudget).at(-1);
const report = {
  when: new Date().toISOString(),
  budget: BUDGET,
  mix: MIX.map(({ name, weight, class: c }) => ({ name, weight, class: c })),
  stages,
  sustained: last ? { rate: last.rate, held: last.held } : null,
  firstOver: stages.find((s) => !s.withinBudget)?.rate ?? null,
  orders: {
    placed: ctx.orders.placed,
    paid: ctx.orders.paid,
    foundInDb: ordersInDb,
    paymentsCapturedTwice: dupPayments,
  },
  apiRssMb: { start: rssStart, end: rssEnd },
};
mkdirSync('bench/results', { recursive: true });
const file = join('bench/results', `load-${report.when.replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify(report, null, 2));

const rows = stages.map((s) => [
  s.rate,
  s.held.toFixed(1),
  (s.latency.page?.p95 ?? 0).toFixed(0),
  s.apiP95.toFixed(0),
  s.errors + s.dropped,
  ...['api', 'renderer', 'postgres', 'nginx'].map(
    (k) => `${s.cpu[k].cores.toFixed(2)} / ${s.cpu[k].msPerRequest.toFixed(2)}`,
  ),
]);
console.log(
  '\nrate | held req/s | pages p95 ms | API p95 ms | errors+dropped | CPU cores / ms per request: api | renderer | postgres | nginx',
);
for (const r of rows) console.log(r.join(' | '));
console.log(
  `\nsustained within budget: ${report.sustained ? `${report.sustained.rate} req/s` : 'none'}; first over: ${report.firstOver ?? '—'}`,
);
console.log(
  `orders placed ${report.orders.placed}, found in the database ${report.orders.foundInDb}, paid ${report.orders.paid}, payments captured twice ${dupPayments}`,
);
console.log(
  `API RSS MB start ${rssStart.map((m) => m.toFixed(0)).join(' / ')}, end ${rssEnd.map((m) => m.toFixed(0)).join(' / ')}`,
);
console.log(`written ${file}`);
const ok = report.orders.foundInDb === report.orders.placed && dupPayments === 0;
process.exit(ok ? 0 : 1);
