// API throughput and latency with autocannon on loopback: 50 connections, bounded duration.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { waitFor } from '../../site.mjs';

export function cannon(url, { connections = 50, duration = 5, headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers, pipelining: 1 }, (error, r) => {
      if (error) return reject(error);
      resolve({
        url,
        rps: r.requests.average,
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}

export async function startHello(port) {
  const child = spawn(process.execPath, ['tools/bench/hello-server.mjs', String(port)], { stdio: 'ignore' });
  await waitFor(`http://127.0.0.1:${port}/hello`, 20_000);
  return child;
}

export async function login(apiPort) {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: '9876543210', password: 'Customer@123' }),
  });
  const body = await res.json();
  const token = body?.Payload?.uidtoken;
  if (!token) throw new Error(`demo customer login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

/**
 * Every endpoint of the issue against one API, after the bare Fastify baseline measured just before. The anonymous
 * catalogue reads are served from the API's response cache after the warm-up (X-Cache: HIT); `cache` says so.
 */
/** The demo vendor's token. */
async function vendorLogin(apiPort) {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api/vendor/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'vendor@utsav.in', password: 'Vendor@123' }),
  });
  const body = await res.json();
  const token = body?.Payload?.token;
  if (!token) throw new Error(`demo vendor login failed: ${JSON.stringify(body).slice(0, 200)}`);
  return token;
}

export async function benchApi(apiPort, productId, { duration = 5, baseline }) {
  const base = `http://127.0.0.1:${apiPort}/api`;
  const token = await login(apiPort);
  const vendorToken = await vendorLogin(apiPort);
  const targets = [
    { name: 'Commondashboard', url: `${base}/Commondashboard`, read: true },
    { name: 'AllProduct', url: `${base}/AllProduct/`, read: true },
    { name: 'ProductDetails', url: `${base}/ProductDetails/${productId}`, read: true },
    { name: 'getCart (auth)', url: `${base}/getCart`, headers: { 'X-Auth-Token': token } },
    // The signed-in lists as the apps read them now: one page of 25.
    { name: 'GetMyBookings (auth, 25)', url: `${base}/GetMyBookings?limit=25`, headers: { 'X-Auth-Token': token } },
    {
      name: 'vendor bookings (auth, 25)',
      url: `${base}/vendor/getBooking?limit=25`,
      headers: { 'X-Auth-Token': vendorToken },
    },
    // A signed-in customer browsing: the same cache as visitors (api/src/lib/public-cache.ts); X-Cache is recorded.
    { name: 'Commondashboard (signed in)', url: `${base}/Commondashboard`, headers: { 'X-Auth-Token': token } },
  ];
  const rows = [];
  for (const t of targets) {
    await cannon(t.url, { connections: 10, duration: 1, headers: t.headers }); // warm-up
    const r = await cannon(t.url, { duration, headers: t.headers });
    const cache = (await fetch(t.url, { headers: t.headers })).headers.get('x-cache');
    rows.push({ name: t.name, read: Boolean(t.read), ...r, cache, ratio: baseline ? r.rps / baseline.rps : null });
  }
  return rows;
}
