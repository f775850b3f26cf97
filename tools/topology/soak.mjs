#!/usr/bin/env node
// `npm run soak` (not in CI): mixed browse / cart / order traffic at a fixed rate against the production
// topology (started here, loopback only), for SOAK_SECONDS (default 600). Reports requests, errors (goal 0),
// latency p50/p99/max and each API replica's memory (RSS, from /proc) at start and end (goal: flat).
//   SOAK_SECONDS=600  SOAK_RATE=20 (requests per second)  TOPOLOGY_PORT_BASE / DATABASE_URL as npm run topology
// Bounded: a fixed rate, at most SOAK_RATE*2 requests in flight (beyond that a tick is counted as dropped).
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { buildAll } from '../build-all.mjs';
import { startTopology } from './topology.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const rate = Number(process.env.SOAK_RATE ?? 20);
const portBase = Number(process.env.TOPOLOGY_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 8080);
let databaseUrl = process.env.DATABASE_URL || 'postgresql://postgres@127.0.0.1:5432/utsav_soak';
if (process.env.DATABASE_URL && !process.env.SOAK_SAME_DATABASE) {
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${u.pathname.slice(1) || 'utsav'}_soak`;
  databaseUrl = u.toString();
}

const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

await buildAll();
const topo = await startTopology({
  portBase,
  databaseUrl,
  fresh: true,
  quiet: true,
  env: {
    JWT_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_MAX: '100000',
    PAYMENTS_MODE: 'test',
    MESSAGES_MODE: 'test',
  },
});
const url = topo.url;
const stopAll = async () => topo.stop();
process.once('SIGINT', async () => {
  await stopAll();
  process.exit(130);
});

async function call(method, p, { token, body } = {}) {
  const t = performance.now();
  try {
    const res = await fetch(`${url}/api${p}`, {
      method,
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body ? { 'content-type': 'application/json', 'idempotency-key': randomUUID() } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, json, ms: performance.now() - t };
  } catch (e) {
    return { status: 0, json: null, ms: performance.now() - t, error: String(e.cause ?? e) };
  }
}

const customers = [
  { mobile: '9876543210', password: 'Customer@123' },
  { mobile: '9876543211', password: 'Customer@123' },
];
const tokens = [];
for (const c of customers) tokens.push((await call('POST', '/UserLogin', { body: c })).json.Payload.uidtoken);
const addresses = [];
for (const t of tokens) addresses.push((await call('GET', '/GetBookingAddressList', { token: t })).json.Payload[0].Id);
const products = (await call('GET', '/AllProduct')).json.Payload.filter((p) => !Number(p.amount_hide_show)).map((p) =>
  Number(p.productid ?? p.id),
);

// Orders: each customer in turn adds one service on a fresh date and places the order (cart → booking), one at a
// time per customer; the other requests are browse and cart reads.
let dateOffset = 30;
const dayFromNow = (n) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const busy = [false, false]; // one order at a time per customer (an order books that customer's whole cart)
const browse = [
  '/AllProduct',
  '/allServices',
  '/Commondashboard',
  '/getcontact',
  '/Search?searchTerm=a',
  ...products.slice(0, 5).map((id) => `/ProductDetails/${id}`),
];

const results = [];
const errors = {};
let inflight = 0;
let dropped = 0;
let orders = 0;
const record = (kind, r, ok) => {
  results.push(r.ms);
  if (!ok) {
    const k = `${kind} ${r.status}`;
    errors[k] = (errors[k] ?? 0) + 1;
  }
};

async function one(i) {
  const slot = i % 20;
  const c = Math.floor(i / 20) % 2; // every 20th request starts an order, the two customers in turn
  if (slot === 0 && !busy[c]) {
    busy[c] = true;
    try {
      const date = dayFromNow(dateOffset++ % 700);
      const product = products[i % products.length];
      const add = await call('POST', '/AddToCart', {
        token: tokens[c],
        body: { productId: product, bookingDate: date },
      });
      record('AddToCart', add, add.status === 200 || add.status === 409); // 409: already booked / in cart = a business answer
      if (add.status === 200) {
        const r = await call('POST', '/EventBooking', {
          token: tokens[c],
          body: { bookingAddressId: addresses[c], Bookingfor: 'Soak order', bookingDate: date, PaymentType: 'advance' },
        });
        record('EventBooking', r, r.status === 200 || r.status === 409);
        if (r.status === 200) orders++;
        else {
          const cart = await call('GET', '/getCart', { token: tokens[c] });
          for (const item of cart.json?.Payload?.CartList ?? [])
            await call('GET', `/DeleteCart?CartId=${item.CartId}`, { token: tokens[c] });
        }
      }
    } finally {
      busy[c] = false;
    }
    return;
  }
  const r =
    slot % 4 === 1
      ? await call('GET', '/getCart', { token: tokens[i % 2] })
      : await call('GET', browse[i % browse.length]);
  record(slot % 4 === 1 ? 'getCart' : 'browse', r, r.status === 200);
}

const memStart = topo.apis.map((a) => rssKb(a.child.pid));
console.log(
  `soak: ${seconds} s at ${rate} req/s against ${url}; API RSS at start ${memStart.map((k) => (k / 1024).toFixed(1)).join(' / ')} MB`,
);
const t0 = Date.now();
const samples = [];
let i = 0;
await new Promise((done) => {
  const timer = setInterval(() => {
    const elapsed = (Date.now() - t0) / 1000;
    if (elapsed >= seconds) {
      clearInterval(timer);
      return done();
    }
    const due = Math.floor(elapsed * rate);
    while (i < due) {
      if (inflight >= rate * 2) {
        dropped++;
        i++;
        continue;
      }
      inflight++;
      void one(i++).finally(() => inflight--);
    }
  }, 50);
  const sampler = setInterval(() => {
    if ((Date.now() - t0) / 1000 >= seconds) return clearInterval(sampler);
    samples.push(topo.apis.map((a) => rssKb(a.child.pid)));
  }, 30_000);
});
while (inflight > 0) await new Promise((r) => setTimeout(r, 50));
const memEnd = topo.apis.map((a) => rssKb(a.child.pid));
const sorted = results.slice().sort((a, b) => a - b);
const q = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]?.toFixed(1);
const errorCount = Object.values(errors).reduce((a, b) => a + b, 0);
const report = {
  seconds,
  rate,
  requests: results.length,
  orders,
  errors: errorCount,
  errorKinds: errors,
  dropped,
  p50ms: q(0.5),
  p99ms: q(0.99),
  maxms: sorted.at(-1)?.toFixed(1),
  apiRssMbStart: memStart.map((k) => +(k / 1024).toFixed(1)),
  apiRssMbEnd: memEnd.map((k) => +(k / 1024).toFixed(1)),
  apiRssMbSamples: samples.map((s) => s.map((k) => +(k / 1024).toFixed(1))),
  apiExits: topo.apis.flatMap((a) => a.exits).length,
};
console.log(JSON.stringify(report, null, 2));
await stopAll();
process.exit(errorCount === 0 && report.apiExits === 0 ? 0 : 1);
