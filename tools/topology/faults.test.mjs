// `npm run test:topology`: the production topology (render.mjs + topology.mjs: nginx front, six static
// apps, two API replicas, PostgreSQL) started once, the browser journeys run against its one origin, then the
// faults, each with a check that nothing was lost:
//   1. an API replica SIGKILLed in the middle of 200 mixed requests including 20 order placements
//   2. PostgreSQL ending the API's connections (pg_terminate_backend, repeatedly) under load
//   3. a remote redeployed (its dist/ replaced by another build) while a customer is in checkout
//   4. a remote's files gone (404 on its manifest)
//   5. a slow API (FAULT_DELAY_ROUTE: 3 s on POST /api/EventBooking) and an impatient double click on Place Order
// and the server renderer's (`renderer fault N`): one of its two replicas SIGKILLed under page load, and a
// remote's server build unavailable.
// Ports: TOPOLOGY_PORT_BASE (else E2E_PORT_BASE, else 3100): front base, apps base+1…+7, renderers base+20, +21,
// API base+1000, +1001.
// Database: TOPOLOGY_DATABASE_URL, else DATABASE_URL's server with the database <name>_topology, else
// postgresql://postgres@127.0.0.1:5432/utsav_topology_test — dropped and created afresh.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pg from 'pg';
import { buildAll } from '../build-all.mjs';
import { buildServers } from '../build-server.mjs';
import { ROOT, startTopology } from './topology.mjs';

const portBase = Number(process.env.TOPOLOGY_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 3100);
function topologyDatabase() {
  if (process.env.TOPOLOGY_DATABASE_URL) return process.env.TOPOLOGY_DATABASE_URL;
  if (!process.env.DATABASE_URL) return 'postgresql://postgres@127.0.0.1:5432/utsav_topology_test';
  const u = new URL(process.env.DATABASE_URL);
  u.pathname = `/${decodeURIComponent(u.pathname.slice(1)) || 'utsav'}_topology`;
  return u.toString();
}
const databaseUrl = topologyDatabase();
const timings = {};
let topo;
let admin;
let URL_;

const CUSTOMERS = [
  { mobile: '9876543210', password: 'Customer@123' },
  { mobile: '9876543211', password: 'Customer@123' },
];

before(async () => {
  const t0 = Date.now();
  await buildAll();
  await buildServers();
  topo = await startTopology({
    portBase,
    databaseUrl,
    fresh: true,
    quiet: process.env.TOPOLOGY_VERBOSE !== '1',
    // As a filled-in .env would: a real secret, and a login rate limit the journeys' many sign-ins stay under.
    env: {
      JWT_SECRET: randomBytes(32).toString('hex'),
      RATE_LIMIT_MAX: '100000',
      PAYMENTS_MODE: 'test',
      MESSAGES_MODE: 'test',
    },
  });
  URL_ = topo.url;
  admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  timings.start = Date.now() - t0;
  console.log(
    `topology up at ${URL_} in ${(timings.start / 1000).toFixed(1)} s (database ${databaseUrl.replace(/\/\/[^@]*@/, '//')})`,
  );
});

after(async () => {
  await admin?.end().catch(() => undefined);
  await topo?.stop();
  console.log(`timings (ms): ${JSON.stringify(timings)}`);
});

// ── helpers ──────────────────────────────────────────────────────────────────────────────────────────────────
async function api(method, p, { token, body, headers = {} } = {}) {
  const t = Date.now();
  try {
    const res = await fetch(`${URL_}/api${p}`, {
      method,
      headers: {
        ...(token ? { 'x-auth-token': token } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return { status: res.status, json, text, ms: Date.now() - t, retryAfter: res.headers.get('retry-after') };
  } catch (e) {
    return { status: 0, json: null, text: String(e.cause ?? e), ms: Date.now() - t };
  }
}
const login = async (c) => (await api('POST', '/UserLogin', { body: c })).json.Payload.uidtoken;
const daysFromNow = (n) => {
  const d = new Date(Date.now() + n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
async function emptyCart(token) {
  const cart = await api('GET', '/getCart', { token });
  for (const item of cart.json?.Payload?.CartList ?? [])
    await api('GET', `/DeleteCart?CartId=${item.CartId}`, { token });
}
async function bookableIds() {
  const list = (await api('GET', '/AllProduct')).json.Payload;
  return list.filter((p) => !Number(p.amount_hide_show)).map((p) => Number(p.productid ?? p.id));
}
/** Runs `tasks` (functions returning promises) with `width` at a time. */
async function pool(tasks, width) {
  const out = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]();
      }
    }),
  );
  return out;
}
const apiExits = () => topo.apis.flatMap((a) => a.exits);
const clearMessage = (r) =>
  r.json && typeof (r.json.Message ?? r.json.message) === 'string' && (r.json.Message ?? r.json.message).length > 5;

/** Runs node with args; resolves { code, out }. NODE_TEST_CONTEXT is dropped so a nested `node --test` runs as its own runner. */
function runNode(args, env) {
  return new Promise((resolve) => {
    const { NODE_TEST_CONTEXT: _drop, ...parentEnv } = process.env;
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...parentEnv, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

// ── the journeys through the front ───────────────────────────────────────────────────────────────────────────
test('browser journeys through the nginx front: sign in, book and pay, package, vendor', async () => {
  const t0 = Date.now();
  const files = [
    'e2e/tests/account/account.test.mjs',
    'e2e/tests/checkout/checkout-journey.composed.test.mjs',
    'e2e/tests/packages/package-journey.composed.test.mjs',
    'e2e/tests/vendor/vendor-journey.composed.test.mjs',
  ];
  const { code, out } = await runNode(['--test', '--test-concurrency=1', '--test-reporter=spec', ...files], {
    BASE_URL: URL_,
    API_URL: URL_,
    STANDALONE: '',
  });
  timings.journeys = Date.now() - t0;
  console.log(
    out
      .split('\n')
      .filter((l) => /^\s*(✔|✖|ℹ (tests|pass|fail))/.test(l))
      .join('\n'),
  );
  assert.equal(code, 0, `the journeys pass against the topology:\n${out.slice(-4000)}`);
  const passed = Number(/ℹ pass (\d+)/.exec(out)?.[1] ?? 0);
  assert.ok(passed >= files.length, `journeys ran (${passed} passed)`);
  timings.journeysPassed = passed;
  assert.deepEqual(apiExits(), []);
});

// ── fault 1 ──────────────────────────────────────────────────────────────────────────────────────────────────
test('fault 1: an API replica SIGKILLed during 200 mixed requests with 20 orders: reads retried, every order placed once or refused clearly', async () => {
  const t0 = Date.now();
  const tokens = await Promise.all(CUSTOMERS.map(login));
  for (const t of tokens) await emptyCart(t);
  const addresses = await Promise.all(
    tokens.map(async (t) => (await api('GET', '/GetBookingAddressList', { token: t })).json.Payload[0].Id),
  );
  const [productId] = await bookableIds();
  const before = (await admin.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n;

  // 20 orders: customer i % 2 books productId on its own date (one line per order).
  const orders = Array.from({ length: 20 }, (_, i) => ({ i, customer: i % 2, date: daysFromNow(100 + i) }));
  let done = 0;
  const results = { reads: [], adds: [], orders: [] };
  const lane = (c) => async () => {
    for (const o of orders.filter((x) => x.customer === c)) {
      const add = await api('POST', '/AddToCart', { token: tokens[c], body: { productId, bookingDate: o.date } });
      results.adds.push(add);
      done++;
      const r = await api('POST', '/EventBooking', {
        token: tokens[c],
        headers: { 'idempotency-key': randomUUID() },
        body: {
          bookingAddressId: addresses[c],
          Bookingfor: `Topology order ${o.i}`,
          bookingDate: o.date,
          PaymentType: 'full',
        },
      });
      results.orders.push({ ...o, r });
      done++;
      if (r.status !== 200) await emptyCart(tokens[c]); // a refused order leaves its line: the next one starts clean
    }
  };
  const reads = [
    '/AllProduct',
    '/allServices',
    '/Commondashboard',
    `/ProductDetails/${productId}`,
    '/getcontact',
    '/Search?searchTerm=a',
  ];
  const readTasks = Array.from({ length: 160 }, (_, i) => async () => {
    const authed = i % 4 === 0;
    const r = await api('GET', authed ? '/getCart' : reads[i % reads.length], authed ? { token: tokens[i % 2] } : {});
    results.reads.push(r);
    done++;
    return r;
  });
  const victim = topo.apis[0];
  const killer = (async () => {
    while (done < 60) await new Promise((r) => setTimeout(r, 5));
    victim.child.kill('SIGKILL');
  })();
  await Promise.all([lane(0)(), lane(1)(), pool(readTasks, 6), killer]);
  const total = results.reads.length + results.adds.length + results.orders.length;
  assert.equal(total, 200);
  assert.equal(victim.exits.at(-1)?.signal, 'SIGKILL', 'the replica was killed mid-run');

  // Reads: nginx passed them to the other replica — every one answered 200.
  const badReads = results.reads.filter((r) => r.status !== 200);
  assert.deepEqual(
    badReads.map((r) => `${r.status} ${r.text.slice(0, 80)}`),
    [],
  );
  // Orders: 200, or a refusal with the JSON envelope and a message (never nginx's HTML, never a hang).
  for (const { r, i } of results.orders)
    assert.ok(
      r.status === 200 || (r.status >= 400 && clearMessage(r)),
      `order ${i}: ${r.status} ${r.text.slice(0, 120)}`,
    );
  // Nothing half-written, nothing twice: per date exactly one booking when the reply was 200, at most one otherwise;
  // every order id has exactly its one line.
  const rows = (
    await admin.query(
      'SELECT order_id, booking_date::text AS d, count(*) OVER (PARTITION BY order_id)::int AS lines FROM bookings WHERE product_id = $1 AND booking_for LIKE $2',
      [productId, 'Topology order %'],
    )
  ).rows;
  for (const o of results.orders) {
    const n = rows.filter((x) => x.d === o.date).length;
    if (o.r.status === 200) assert.equal(n, 1, `order ${o.i} placed once`);
    else assert.ok(n <= 1, `order ${o.i} refused: at most one booking (${n})`);
  }
  assert.ok(
    rows.every((x) => x.lines === 1),
    'every order has its one line',
  );
  const placed = results.orders.filter((o) => o.r.status === 200).length;
  const after = (await admin.query('SELECT count(*)::int AS n FROM bookings')).rows[0].n;
  assert.ok(after - before >= placed && after - before <= 20);
  timings.fault1 = Date.now() - t0;
  timings.fault1Figures = {
    requests: total,
    readsOk: results.reads.length - badReads.length,
    ordersPlaced: placed,
    ordersRefused: 20 - placed,
    bookingsWritten: after - before,
  };
  console.log('fault 1:', JSON.stringify(timings.fault1Figures));

  await topo.startApi(victim); // back to two replicas for the next faults
});

// ── fault 2 ──────────────────────────────────────────────────────────────────────────────────────────────────
test('fault 2: PostgreSQL ends every API connection under load: 503 at most, no process exits, no 5xx after', async () => {
  const t0 = Date.now();
  const token = await login(CUSTOMERS[0]);
  const exitsBefore = apiExits().length;
  const dbName = new URL(databaseUrl).pathname.slice(1);
  const paths = ['/AllProduct', '/allServices', '/Commondashboard', '/getcontact', '/Search?searchTerm=d'];
  const during = [];
  let stop = false;
  const load = Array.from({ length: 6 }, (_, w) =>
    (async () => {
      for (let i = 0; !stop; i++) {
        // Cache-busting query: each read reaches PostgreSQL.
        const p =
          w % 2
            ? '/getCart'
            : `${paths[i % paths.length]}${paths[i % paths.length].includes('?') ? '&' : '?'}n=${w}-${i}`;
        during.push(await api('GET', p, w % 2 ? { token } : {}));
      }
    })(),
  );
  let terminated = 0;
  for (let k = 0; k < 8; k++) {
    await new Promise((r) => setTimeout(r, 400));
    terminated += (
      await admin.query(
        "SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = 'utsav-api'",
        [dbName],
      )
    ).rows[0].n;
  }
  await new Promise((r) => setTimeout(r, 500));
  stop = true;
  await Promise.all(load);
  assert.ok(terminated >= 8, `terminated ${terminated} connections`);
  const statuses = {};
  for (const r of during) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const bad = during.filter((r) => r.status !== 200 && !(r.status === 503 && clearMessage(r) && r.retryAfter));
  assert.deepEqual(
    bad.map((r) => `${r.status} ${r.text.slice(0, 100)}`),
    [],
    'only 200 or 503 with a message and Retry-After',
  );
  assert.equal(apiExits().length, exitsBefore, 'no API process exited');
  // Back: no 5xx at all.
  const afterRs = await pool(
    Array.from(
      { length: 60 },
      (_, i) => () => api('GET', i % 3 ? `/AllProduct?limit=${(i % 50) + 1}` : '/getCart', i % 3 ? {} : { token }),
    ),
    6,
  );
  assert.deepEqual(
    afterRs.filter((r) => r.status !== 200).map((r) => `${r.status} ${r.text.slice(0, 100)}`),
    [],
  );
  timings.fault2 = Date.now() - t0;
  timings.fault2Figures = {
    requestsDuring: during.length,
    statuses,
    connectionsTerminated: terminated,
    after: afterRs.length,
  };
  console.log('fault 2:', JSON.stringify(timings.fault2Figures));
});

// ── browser faults ───────────────────────────────────────────────────────────────────────────────────────────
let browser;
async function page() {
  const { launchBrowser, newPage } = await import('../../e2e/lib/browser.mjs');
  browser ??= await launchBrowser();
  const p = await newPage(browser);
  p.consoleErrors = [];
  p.on('console', (m) => m.type() === 'error' && p.consoleErrors.push(m.text()));
  return p;
}
after(async () => browser?.close());

async function signedInWithCart(date) {
  const token = await login(CUSTOMERS[0]);
  await emptyCart(token);
  const ids = await bookableIds();
  let added = null;
  for (const id of ids) {
    const r = await api('POST', '/AddToCart', { token, body: { productId: id, bookingDate: date } });
    if (r.status === 200) {
      added = id;
      break;
    }
  }
  assert.ok(added, 'a service added to the cart');
  const p = await page();
  await p.goto(`${URL_}/`);
  await p.evaluate((t) => sessionStorage.setItem('utsav.token', t), token);
  await p.reload();
  await p.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
  return { token, p, productId: added };
}
const b64 = (s) => Buffer.from(s, 'utf8').toString('base64');
async function toCheckout(p, date) {
  await p.evaluate(
    (path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `/checkout/${b64(date)}`,
  );
  await p.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor({ timeout: 30_000 });
}

test('fault 3: a remote redeployed while a customer is in checkout: the next page load runs the new build, cart and session survive', async () => {
  const t0 = Date.now();
  const { buildCatalogVariant } = await import('../../e2e/tests/delivery/remote-builds.mjs');
  const prev = process.cwd();
  process.chdir(ROOT);
  const swap = buildCatalogVariant('newer');
  process.chdir(prev);
  timings.fault3Build = Date.now() - t0;
  const catalog = topo.plan.statics.find((s) => s.service === 'mf-catalog');
  const currentId = readFileSync(path.join(catalog.distDir, 'remoteEntry.js'), 'utf8').match(
    /\.catalog="([^"]+)"/,
  )?.[1];
  const date = daysFromNow(150);
  const { p } = await signedInWithCart(date);
  try {
    await p.waitForFunction(() => Boolean(window.__utsavBuilds?.catalog), null, { timeout: 30_000 });
    assert.equal(await p.evaluate(() => window.__utsavBuilds.catalog), currentId);
    await toCheckout(p, date);
    // The catalog team ships while the customer is on the checkout page.
    topo.deploy('mf-catalog', swap.dir);
    const manifest = await (await fetch(`${URL_}/remotes/catalog/mf-manifest.json`)).json();
    assert.ok(
      manifest.exposes.some((e) => e.name === 'Extra'),
      'the front serves the new manifest at once (nothing cached)',
    );
    // The checkout page keeps working: its remote was not touched.
    await p.getByTestId('cart-line').first().waitFor();
    // The next navigation that loads pages afresh (a link opened, a reload) runs the new catalog build.
    await p.goto(`${URL_}/services/all`);
    await p.waitForFunction((id) => window.__utsavBuilds?.catalog === id, swap.buildId, { timeout: 30_000 });
    await p.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
    assert.equal(await p.evaluate(() => Boolean(sessionStorage.getItem('utsav.token'))), true, 'still signed in');
    await toCheckout(p, date);
    // Wait for the lines to render before counting them (counting at once failed once in two runs).
    await p.getByTestId('cart-line').first().waitFor();
    assert.equal(await p.getByTestId('cart-line').count(), 1, 'the cart line is still there in checkout');
    assert.deepEqual(p.errors, []);
  } finally {
    topo.deploy('mf-catalog', catalog.distDir);
    await p.context().close();
  }
  timings.fault3 = Date.now() - t0;
});

test("fault 4: a remote's files gone (404 on its manifest): the rest works, its slot offers a retry that recovers", async () => {
  const t0 = Date.now();
  const packages = topo.plan.statics.find((s) => s.service === 'mf-packages');
  const empty = mkdtempSync(path.join(tmpdir(), 'utsav-gone-'));
  chmodSync(empty, 0o755); // an empty document root nginx can read: the files are gone (404), not forbidden
  topo.deploy('mf-packages', empty);
  const p = await page();
  try {
    assert.equal((await fetch(`${URL_}/remotes/packages/mf-manifest.json`)).status, 404);
    await p.goto(`${URL_}/packages`);
    const fallback = p.locator('[data-remote-fallback]').first();
    await fallback.waitFor({ timeout: 30_000 });
    await fallback.getByRole('button', { name: 'Retry' }).waitFor();
    // The rest of the site: header (cart, sign-in) and another remote's page.
    await p.evaluate(() => {
      window.history.pushState({}, '', '/services/all');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await p.waitForFunction(() => Boolean(window.__utsavBuilds?.catalog), null, { timeout: 30_000 });
    await p.locator('main h1, main h2').first().waitFor();
    assert.equal((await api('GET', '/AllProduct')).status, 200);
    // Files back: Retry in the slot loads it, no reload.
    topo.deploy('mf-packages', packages.distDir);
    await p.evaluate(() => {
      window.history.pushState({}, '', '/packages');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    const again = p.locator('[data-remote-fallback]').first();
    if (await again.isVisible().catch(() => false)) await again.getByRole('button', { name: 'Retry' }).click();
    await p.waitForFunction(() => Boolean(window.__utsavBuilds?.packages), null, { timeout: 30_000 });
    assert.equal(await p.locator('[data-remote-fallback]').count(), 0, 'the packages page is back');
    assert.deepEqual(p.errors, []);
  } finally {
    topo.deploy('mf-packages', packages.distDir);
    rmSync(empty, { recursive: true, force: true });
    await p.context().close();
  }
  timings.fault4 = Date.now() - t0;
});

test('fault 5: a slow API (3 s on POST /api/EventBooking): loading state, one order for an impatient double click', async () => {
  const t0 = Date.now();
  // Restart the replicas one by one with the fault flag (SIGTERM drains; nginx sends traffic to the other meanwhile).
  const restart = async (env) => {
    for (const a of topo.apis) {
      const gone = new Promise((r) => a.child.once('exit', r));
      a.child.kill('SIGTERM');
      await gone;
      await topo.startApi(a, env);
    }
  };
  await restart({ FAULT_DELAY_ROUTE: 'POST /api/EventBooking', FAULT_DELAY_MS: '3000' });
  const date = daysFromNow(160);
  const { p, token } = await signedInWithCart(date);
  try {
    const before = (await admin.query('SELECT count(DISTINCT order_id)::int AS n FROM bookings')).rows[0].n;
    await toCheckout(p, date);
    await p.getByRole('radiogroup', { name: 'Booking address' }).getByRole('radio').first().check();
    await p.getByLabel('Booking For', { exact: true }).fill('Slow network wedding');
    await p.getByRole('radio', { name: /Full payment/ }).check();
    const button = p.getByRole('button', { name: 'Place Order' });
    await button.waitFor();
    const posts = [];
    p.on('request', (r) => r.method() === 'POST' && r.url().endsWith('/api/EventBooking') && posts.push(r.url()));
    const replied = p.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/EventBooking'), {
      timeout: 30_000,
    });
    const box = await button.boundingBox();
    const clicked = Date.now();
    // An impatient customer: a double click, then one more click where the button was.
    await p.mouse.dblclick(box.x + box.width / 2, box.y + box.height / 2);
    await p.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    // Loading state while the API takes its 3 s.
    await p.locator('button[aria-busy="true"]').first().waitFor({ timeout: 2500 });
    const busyAt = Date.now();
    const reply = await replied;
    const repliedAt = Date.now();
    assert.equal(reply.status(), 200);
    assert.ok(busyAt < repliedAt, `the loading state showed ${repliedAt - busyAt} ms before the reply`);
    assert.ok(repliedAt - clicked >= 2900, `the reply took the injected 3 s (${repliedAt - clicked} ms)`);
    // Placed, the order page opens its payment: the order page, then the offline gateway.
    await p.waitForURL(
      (u) => /^\/booking\/OD\d+$/.test(u.pathname) || u.pathname === '/api/payments/offline/checkout',
      { timeout: 30_000 },
    );
    timings.fault5Figures = { busyAfterMs: busyAt - clicked, replyAfterMs: repliedAt - clicked };
    const afterN = (await admin.query('SELECT count(DISTINCT order_id)::int AS n FROM bookings')).rows[0].n;
    assert.equal(afterN - before, 1, 'one order');
    assert.equal(posts.length, 1, 'one order request left the browser');
    assert.equal((await api('GET', '/getCart', { token })).json.Payload.TotalItems ?? 0, 0);
    assert.deepEqual(p.errors, []);
  } finally {
    await p.context().close();
    await restart({});
  }
  timings.fault5 = Date.now() - t0;
});

// ── renderer faults ───────────────────────────────────────────────────────────────────────────────
/** One page load through the front: status, whether the server rendered it, and whether it is the site's document. */
async function pageLoad(p) {
  const t = Date.now();
  try {
    const res = await fetch(`${URL_}${p}`, { headers: { 'accept-encoding': 'gzip' } });
    const html = await res.text();
    return {
      path: p,
      status: res.status,
      document: /<div id="root"[^>]*>/.test(html),
      rendered: html.includes('id="utsav-ssr-state"'),
      ms: Date.now() - t,
    };
  } catch (e) {
    return { path: p, status: 0, document: false, rendered: false, error: String(e.cause ?? e), ms: Date.now() - t };
  }
}
/** Stops a renderer replica (SIGTERM, or the given signal) and waits for it to be gone. */
async function stopRenderer(r, signal = 'SIGTERM') {
  const gone = new Promise((resolve) =>
    r.child.exitCode !== null || r.child.signalCode ? resolve() : r.child.once('exit', resolve),
  );
  r.child.kill(signal);
  await gone;
}

test('renderer fault 1: a renderer SIGKILLed under load: no failed page load, the other replica renders, it comes back', async () => {
  const t0 = Date.now();
  const ids = (await bookableIds()).slice(0, 5);
  // Every path distinct, so the front's page cache misses and each load reaches a renderer.
  const paths = Array.from(
    { length: 240 },
    (_, i) => [`/services/details/${ids[i % ids.length]}?load=${i}`, `/services/all?load=${i}`, `/?load=${i}`][i % 3],
  );
  const [victim, survivor] = topo.renderers;
  let done = 0;
  let killedAt = null;
  const results = await pool(
    paths.map((p) => async () => {
      const r = await pageLoad(p);
      if (++done === 60) {
        killedAt = Date.now();
        victim.child.kill('SIGKILL');
      }
      return r;
    }),
    10,
  );
  assert.ok(killedAt, 'the renderer was killed during the load');
  const failed = results.filter((r) => r.status !== 200 || !r.document);
  assert.deepEqual(failed, [], 'every page load answered 200 with the site');
  const afterKill = results.slice(70);
  const rendered = afterKill.filter((r) => r.rendered).length;
  timings.rendererFault1 = {
    loads: results.length,
    renderedAfterKill: `${rendered}/${afterKill.length}`,
    p99Ms: results.map((r) => r.ms).sort((a, b) => a - b)[Math.floor(results.length * 0.99)],
  };
  console.log('renderer fault 1:', JSON.stringify(timings.rendererFault1));
  assert.ok(
    rendered >= afterKill.length * 0.9,
    `the surviving replica rendered the pages (${rendered}/${afterKill.length})`,
  );
  assert.equal(victim.exits.at(-1)?.signal, 'SIGKILL');
  assert.equal(survivor.exits.length, 0, 'the other replica kept running');
  // A customer's browser loads a page right after: server-rendered, hydrated, no error.
  const p = await page();
  try {
    await p.goto(`${URL_}/services/details/${ids[0]}?after-kill=1`);
    await p.locator('main h1').first().waitFor({ timeout: 30_000 });
    assert.deepEqual(p.errors, []);
    assert.deepEqual(p.consoleErrors, []);
  } finally {
    await p.context().close();
  }
  // The replica comes back (as its container would restart) and serves again.
  await topo.startRenderer(victim);
  const back = await (await fetch(`http://127.0.0.1:${victim.port}/services/all?back=1`)).text();
  assert.ok(back.includes('id="utsav-ssr-state"'), 'the restarted replica renders');
  timings.rendererFault1Ms = Date.now() - t0;
});

test("renderer fault 2: a remote's server build unavailable: pages still 200, the slot left to the browser, the failure logged; back when it returns", async () => {
  const t0 = Date.now();
  const catalog = topo.plan.statics.find((s) => s.service === 'mf-catalog');
  const apiExitsBefore = apiExits().length;
  const { cpSync } = await import('node:fs');
  // catalog deployed without its server build (dist/server/): its browser build is untouched.
  const browserOnly = mkdtempSync(path.join(tmpdir(), 'utsav-no-server-build-'));
  chmodSync(browserOnly, 0o755);
  cpSync(catalog.distDir, browserOnly, {
    recursive: true,
    filter: (src) => !src.startsWith(path.join(catalog.distDir, 'server')),
  });
  topo.deploy('mf-catalog', browserOnly);
  const id = (await bookableIds())[0];
  const title = (await api('GET', `/ProductDetails/${id}`)).json.Payload.Products[0].title;
  const p = await page();
  const logFrom = topo.log.length;
  try {
    assert.equal(
      (await fetch(`${URL_}/remotes/catalog/server/remoteEntry.js`)).status,
      404,
      'the server build is gone',
    );
    // Renderers starting now (a new replica, a restart) cannot load it.
    for (const r of topo.renderers) {
      await stopRenderer(r);
      await topo.startRenderer(r);
    }
    const loads = await pool(
      Array.from(
        { length: 12 },
        (_, i) => () => pageLoad(i % 2 ? `/services/details/${id}?gone=${i}` : `/services/all?gone=${i}`),
      ),
      4,
    );
    assert.deepEqual(
      loads.filter((r) => r.status !== 200 || !r.document),
      [],
      'every page 200 with the site',
    );
    const html = await (await fetch(`${URL_}/services/details/${id}?gone=html`)).text();
    assert.ok(html.includes('<span>Sign In</span>'), "the shell's frame is rendered on the server");
    assert.ok(!html.includes(`>${title}</h1>`), "catalog's slot is left to the browser");
    assert.match(topo.log.slice(logFrom).join('\n'), /"event":"ssr\.remote-failed"/, 'the failure is logged');
    // The browser renders the slot: the customer sees the service.
    await p.goto(`${URL_}/services/details/${id}?gone=browser`);
    await p.locator('main h1', { hasText: title }).waitFor({ timeout: 30_000 });
    assert.deepEqual(p.errors, []);
    // The server build is back: the next renders load it again (a failed remote is registered afresh), no restart.
    topo.deploy('mf-catalog', catalog.distDir);
    let again = '';
    for (let i = 0; i < 20 && !again.includes(`>${title}</h1>`); i++) {
      again = await (await fetch(`${URL_}/services/details/${id}?back=${i}`)).text();
      if (!again.includes(`>${title}</h1>`)) await new Promise((r) => setTimeout(r, 500));
    }
    assert.ok(again.includes(`>${title}</h1>`), 'server-rendered again');
  } finally {
    topo.deploy('mf-catalog', catalog.distDir);
    rmSync(browserOnly, { recursive: true, force: true });
    await p.context().close();
  }
  assert.deepEqual(apiExits().slice(apiExitsBefore), [], 'no API replica exited meanwhile');
  timings.rendererFault2 = Date.now() - t0;
});
