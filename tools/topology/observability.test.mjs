// `npm run test:topology` ("done when"): the production topology (nginx front, renderer replicas when the
// topology has them, static apps, two API replicas, PostgreSQL) driven by a browser journey — a customer's checkout
// (e2e/tests/checkout/checkout-journey.composed.test.mjs) and a customer registered with a one-time code — then:
//   1. the checkout followed by its request id: the order's POST in nginx's access log and on exactly one API
//      replica's line; the customer's page load through nginx → renderer → (nginx →) API under one id;
//   2. /metrics moving: the API replicas' request and booking counters, the renderer's page counters;
//   3. nothing secret in the run's logs (nginx, renderers, APIs): no password, session token, one-time code,
//      JWT secret or full mobile number of the customers.
// Ports: TOPOLOGY_PORT_BASE (else E2E_PORT_BASE, else 3100). Database: TOPOLOGY_DATABASE_URL, else
// postgresql://postgres@127.0.0.1:5432/utsav_topology_obs (dropped and created afresh).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { buildAll } from '../build-all.mjs';
import { ROOT, startTopology } from './topology.mjs';

const portBase = Number(process.env.TOPOLOGY_PORT_BASE ?? process.env.E2E_PORT_BASE ?? 3100);
const databaseUrl = process.env.TOPOLOGY_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/utsav_topology_obs';
const JWT_SECRET = randomBytes(32).toString('hex');
const CUSTOMERS = [
  { mobile: '9876543210', password: 'Customer@123' },
  { mobile: '9876543211', password: 'Customer@123' },
];
let topo;

before(async () => {
  await buildAll();
  topo = await startTopology({
    portBase,
    databaseUrl,
    fresh: true,
    quiet: process.env.TOPOLOGY_VERBOSE !== '1',
    env: {
      JWT_SECRET,
      RATE_LIMIT_MAX: '100000',
      CODE_SENDS_PER_ADDRESS: '100000',
      PAYMENTS_MODE: 'test',
      MESSAGES_MODE: 'test',
    },
  });
});
after(async () => topo?.stop());

/** JSON lines of a process of the topology ([api-1] {…}, [renderer-2] {…}), with the process's label. */
function linesOf(prefix) {
  return topo.log
    .flatMap((chunk) => chunk.split('\n'))
    .filter((l) => l.startsWith(`[${prefix}`))
    .map((l) => {
      const at = l.indexOf('] ');
      try {
        return { from: l.slice(1, at), ...JSON.parse(l.slice(at + 2)) };
      } catch {
        return null;
      }
    })
    .filter(Boolean);
}
const accessLog = () => readFileSync(topo.plan.accessLog, 'utf8');
const frontLines = () =>
  accessLog()
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));

/** Every series of a Prometheus text answer with its value: { 'name{labels}': value }. */
async function scrape(url) {
  const text = await (await fetch(url)).text();
  return Object.fromEntries(
    text
      .split('\n')
      .filter((l) => l && !l.startsWith('#'))
      .map((l) => [l.slice(0, l.lastIndexOf(' ')), Number(l.slice(l.lastIndexOf(' ') + 1))]),
  );
}
const sumOf = (series, pattern) =>
  Object.entries(series)
    .filter(([k]) => pattern.test(k))
    .reduce((s, [, v]) => s + v, 0);

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

test("a customer's checkout followed by its request id; /metrics moving; no secret in the logs", async (t) => {
  const apiMetrics = () => Promise.all(topo.apis.map((a) => scrape(`http://127.0.0.1:${a.port}/metrics`)));
  const renderers = topo.renderers ?? [];
  const rendererMetrics = () => Promise.all(renderers.map((r) => scrape(`http://127.0.0.1:${r.port}/metrics`)));
  const before = { api: await apiMetrics(), renderer: await rendererMetrics() };

  // The journey, through the front as a browser sees it.
  // The journey is the driver here (it is checked as such by the faults run): one more try if it trips on this busy
  // machine (seen: the mini cart's count late under load), said in the output.
  const runJourney = () =>
    runNode(
      [
        '--test',
        '--test-concurrency=1',
        '--test-reporter=spec',
        'e2e/tests/checkout/checkout-journey.composed.test.mjs',
      ],
      { BASE_URL: topo.url, API_URL: topo.url, STANDALONE: '' },
    );
  let journey = await runJourney();
  if (journey.code !== 0) {
    t.diagnostic(`the checkout journey failed once, tried again:\n${journey.out.slice(-1500)}`);
    journey = await runJourney();
  }
  assert.equal(journey.code, 0, `the checkout journey passes against the topology:\n${journey.out.slice(-4000)}`);

  // A customer registered with a one-time code, signed in, with a session token used on a read.
  process.env.API_URL = topo.url;
  const { lastCodeSentTo, freshMobile } = await import('../../e2e/lib/one-time-codes.mjs');
  const fresh = {
    phone: freshMobile(),
    email: `obs${Date.now()}@example.in`,
    password: `Obs!${randomBytes(4).toString('hex')}`,
  };
  const post = async (p, body) =>
    (
      await fetch(`${topo.url}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json();
  await post('/signup-code', { phone: fresh.phone });
  const { code } = await lastCodeSentTo(fresh.phone);
  const registered = await post('/UserRegister', {
    name: 'Kavya Iyer',
    email: fresh.email,
    phone: fresh.phone,
    password: fresh.password,
    cpassword: fresh.password,
    user_type: '1',
    otp: code,
  });
  assert.equal(registered.status, 'Success', JSON.stringify(registered));
  const signIn = await (
    await fetch(`${topo.url}/api/UserLogin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mobile: fresh.phone, password: fresh.password }),
    })
  ).json();
  const token = signIn.Payload.uidtoken;
  assert.ok(token);
  assert.equal((await fetch(`${topo.url}/api/getCart`, { headers: { 'x-auth-token': token } })).status, 200);
  const journeyTokens = [];
  for (const c of CUSTOMERS) {
    const r = await (
      await fetch(`${topo.url}/api/UserLogin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(c),
      })
    ).json();
    journeyTokens.push(r.Payload.uidtoken);
  }
  await new Promise((r) => setTimeout(r, 500)); // the last lines reach the files and pipes

  // 1. The order's placement: nginx's line and one API replica's line, the same id.
  const front = frontLines();
  const api = linesOf('api-');
  const orders = front.filter((l) => l.method === 'POST' && l.path === '/api/EventBooking' && l.status === 200);
  assert.ok(orders.length >= 1, 'the checkout placed its order through the front');
  for (const order of orders) {
    const on = api.filter((l) => l.requestId === order.requestId);
    assert.equal(new Set(on.map((l) => l.from)).size, 1, `order ${order.requestId}: on one API replica`);
    assert.ok(
      on.some((l) => l.msg === 'request' && l.path === '/api/EventBooking' && l.status === 200),
      `order ${order.requestId}: the API's request line`,
    );
  }
  t.diagnostic(
    `order placement ${orders[0].requestId}: front → ${api.find((l) => l.requestId === orders[0].requestId).from}`,
  );
  // Every API request line has a request id, and every one the front sent is found at the front.
  const frontIds = new Set(front.map((l) => l.requestId));
  const apiRequests = api.filter((l) => l.msg === 'request' && l.path?.startsWith('/api/'));
  assert.ok(apiRequests.length > 20 && apiRequests.every((l) => l.requestId));
  assert.ok(
    apiRequests.filter((l) => frontIds.has(l.requestId)).length >= apiRequests.length * 0.9,
    'the API lines carry the ids the front created',
  );

  // The page loads: nginx → renderer → nginx → API under one id (when the topology has renderers).
  if (renderers.length) {
    const rendered = linesOf('renderer-').filter((l) => l.msg === 'request' && l.kind === 'ssr' && l.status === 200);
    assert.ok(rendered.length >= 1, 'the journey loaded pages rendered on the server');
    const followed = rendered.filter(
      (r) =>
        front.some((l) => l.requestId === r.requestId && l.path === r.path) &&
        api.some((l) => l.requestId === r.requestId && l.msg === 'request'),
    );
    assert.ok(followed.length >= 1, 'a page load is found by one id at the front, on a renderer and on an API replica');
    const one = followed[0];
    t.diagnostic(
      `page ${one.path} ${one.requestId}: front → ${one.from} → ${api
        .filter((l) => l.requestId === one.requestId && l.msg === 'request')
        .map((l) => `${l.from} ${l.path}`)
        .join(', ')}`,
    );
  } else t.diagnostic('this topology has no renderer replicas: the page-load leg is not checked');

  // 2. /metrics: the counters moved.
  const afterApi = await apiMetrics();
  const placed = (s) =>
    s.reduce((sum, m) => sum + sumOf(m, /^utsav_http_requests_total\{.*route="\/api\/EventBooking".*\}$/), 0);
  assert.ok(
    placed(afterApi) > placed(before.api),
    `order placements counted (${placed(before.api)} → ${placed(afterApi)})`,
  );
  const all = (s) => s.reduce((sum, m) => sum + sumOf(m, /^utsav_http_requests_total\{/), 0);
  assert.ok(all(afterApi) - all(before.api) > 20, 'requests counted');
  const bookings = (m) => sumOf(m, /^utsav_bookings\{.*kind="service".*\}$/);
  assert.ok(
    bookings(afterApi[0]) > bookings(before.api[0]),
    `service bookings by state moved (${bookings(before.api[0])} → ${bookings(afterApi[0])})`,
  );
  if (renderers.length) {
    const pages = (s) => s.reduce((sum, m) => sum + sumOf(m, /^utsav_renderer_requests_total\{kind="ssr"/), 0);
    const afterRenderer = await rendererMetrics();
    assert.ok(
      pages(afterRenderer) > pages(before.renderer),
      `rendered pages counted (${pages(before.renderer)} → ${pages(afterRenderer)})`,
    );
  }

  // 3. Nothing secret in any log of the run.
  const logs = `${topo.log.join('\n')}\n${accessLog()}`;
  assert.ok(logs.length > 10_000, 'the run logged');
  const secrets = {
    'a password': [fresh.password, ...CUSTOMERS.map((c) => c.password)],
    'a session token': [token, ...journeyTokens],
    // As a text value, or inside a sentence ("…code is 123456"); not a number field that happens to match (a pid).
    'the one-time code': [`"${code}"`, ...['is ', 'code ', 'OTP ', 'otp '].map((w) => `${w}${code}`)],
    'the JWT secret': [JWT_SECRET],
    'a full mobile number': [fresh.phone, ...CUSTOMERS.map((c) => c.mobile)],
  };
  for (const [what, values] of Object.entries(secrets))
    for (const v of values) assert.ok(!logs.includes(v), `${what} is in the logs`);
  assert.ok(!/eyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/.test(logs), 'no JWT in the logs');
  assert.ok(existsSync(topo.plan.accessLog));
});
