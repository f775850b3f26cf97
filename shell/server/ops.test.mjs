// The renderer's operations module: request id in and out and passed on, one JSON line per request
// with nothing secret, /livez, /readyz, /metrics. Run: node --test shell/server/ops.test.mjs
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { createOps, scrubText } from './ops.mjs';

function setup(env = {}) {
  const lines = [];
  const destination = new Writable({
    write: (chunk, _e, done) => (
      lines.push(
        ...String(chunk)
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      ),
      done()
    ),
  });
  const ops = createOps({ env: { LOG_LEVEL: 'debug', ...env }, destination });
  const seen = [];
  const server = createServer(
    ops.wrap(async (req, res) => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push(ops.requestHeaders());
      ops.log('ssr.remote-failed', { remote: 'catalog', error: 'Bearer abcdefghijklmnop from 9876543210' });
      res.writeHead(200, { 'Content-Type': 'text/html', 'Server-Timing': 'render;dur=1.0' });
      res.end('<p>page</p>');
    }),
  );
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ ops, server, lines, seen, url: `http://127.0.0.1:${server.address().port}` }),
    ),
  );
}

test('the request id: taken from nginx, answered back, passed on to the API, on every line', async () => {
  const { server, lines, seen, url } = await setup();
  const res = await fetch(`${url}/services/details/2?token=secret-in-query`, {
    headers: { 'X-Request-Id': 'abc123def456' },
  });
  assert.equal(res.headers.get('x-request-id'), 'abc123def456');
  await res.text();
  const mine = await fetch(`${url}/`, { headers: { 'X-Request-Id': 'bad id with spaces' } });
  assert.match(mine.headers.get('x-request-id'), /^[0-9a-f]{32}$/, 'an insane id is replaced');
  await mine.text();
  await new Promise((r) => setTimeout(r, 20));
  assert.deepEqual(seen[0], { 'X-Request-Id': 'abc123def456' });
  const request = lines.find((l) => l.msg === 'request' && l.requestId === 'abc123def456');
  assert.equal(request.path, '/services/details/2', 'no query string');
  assert.equal(request.kind, 'ssr');
  assert.equal(request.status, 200);
  const event = lines.find((l) => l.msg === 'ssr.remote-failed' && l.requestId === 'abc123def456');
  assert.equal(event.level, 'warn');
  assert.equal(event.error, 'Bearer [redacted] from 98xxxxxx10');
  assert.ok(!JSON.stringify(lines).includes('secret-in-query') && !JSON.stringify(lines).includes('9876543210'));
  server.close();
});

test('/livez, /readyz (configured, then draining), /metrics counting pages and failures', async () => {
  const { ops, server, url } = await setup();
  assert.equal((await fetch(`${url}/livez`)).status, 200);
  assert.equal((await fetch(`${url}/readyz`)).status, 503, 'not ready before the renderer is configured');
  ops.markReady();
  assert.equal((await fetch(`${url}/readyz`)).status, 200);
  await (await fetch(`${url}/`)).text();
  const metrics = await (await fetch(`${url}/metrics`)).text();
  assert.match(metrics, /utsav_renderer_requests_total\{kind="ssr",status_code="200"\} 1/);
  assert.match(metrics, /utsav_renderer_failures_total\{event="ssr.remote-failed"\} 1/);
  assert.match(metrics, /utsav_renderer_request_duration_seconds_bucket/);
  assert.match(metrics, /utsav_renderer_process_cpu_seconds_total/);
  ops.state.draining = true;
  const draining = await fetch(`${url}/readyz`);
  assert.equal(draining.status, 503);
  assert.equal((await draining.json()).status, 'draining');
  server.close();
});

test('METRICS_TOKEN guards /metrics; scrubText masks tokens and numbers', async () => {
  const { server, url } = await setup({ METRICS_TOKEN: 'scrape-token-1' });
  assert.equal((await fetch(`${url}/metrics`)).status, 401);
  assert.equal((await fetch(`${url}/metrics`, { headers: { Authorization: 'Bearer scrape-token-1' } })).status, 200);
  server.close();
  assert.equal(
    scrubText('call +919876543210 or 9876543210, jwt eyJhbGciOi.eyJzdWIiOi.c2lnbmF0dXJl'),
    'call 98xxxxxx10 or 98xxxxxx10, jwt [redacted]',
  );
});
