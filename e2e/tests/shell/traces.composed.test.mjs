// traces: one page request is one trace across the server renderer, the API and PostgreSQL. An OTLP/HTTP
// receiver runs in this process (tools/otel/receiver.mjs, what a collector would be sent); a renderer
// (shell/server/serve.mjs) and an API on PostgreSQL are started beside the journeys' site with
// OTEL_EXPORTER_OTLP_ENDPOINT pointing at it. A page request carrying a browser's `traceparent` gives spans with
// that trace id: renderer server span → renderer client span (its API call) → API server span → pg spans, each
// the child of the one before. With no endpoint set nothing is exported (a receiver on OTLP's default port 4318
// hears nothing). The start-up cost of tracing is measured and printed (docs/observability.md).
// Needs PostgreSQL (TRACES_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/utsav_traces_<port base>).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startReceiver } from '../../../tools/otel/receiver.mjs';
import { ensureDatabase } from '../../../tools/topology/topology.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const RENDERER_PORT = base + 85;
const API_PORT = base + 86;
const databaseUrl = process.env.TRACES_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:5432/utsav_traces_${base}`;
const SERVER = 2;
const CLIENT = 3;

async function postgresAnswers() {
  const u = new URL(databaseUrl);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}
const canRun = existsSync(join(root, 'shell', 'dist-server', 'render.js')) && (await postgresAnswers());

const children = [];
/** Starts a process; resolves with its output so far (live) once `ready` answers 200. */
async function start(label, args, env, readyUrl, cwd = root) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH, TZ: 'Asia/Kolkata', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const out = { text: '', child, ms: 0 };
  child.stdout.on('data', (d) => (out.text += d));
  child.stderr.on('data', (d) => (out.text += d));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${label} exited:\n${out.text.slice(-3000)}`);
    try {
      if ((await fetch(readyUrl)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (i > 900) throw new Error(`${label} not ready after 180 s:\n${out.text.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  out.ms = Math.round(performance.now() - started);
  return out;
}
const stop = (out) =>
  new Promise((r) => {
    if (!out || out.child.exitCode !== null) return r();
    out.child.once('exit', r);
    out.child.kill('SIGTERM');
  });
const linesOf = (out) =>
  out.text
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l));

describe('traces (OpenTelemetry, OTLP)', { skip: canRun ? false : 'needs the renderer build and PostgreSQL' }, () => {
  let receiver;
  let configFile;
  const apiEnv = (extra) => ({
    PORT: String(API_PORT),
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'traces-test-secret-0123456789abcdef0123',
    DATA_DIR: dirname(configFile),
    OTEL_BSP_SCHEDULE_DELAY: '100',
    ...extra,
  });
  const rendererArgs = ['shell/server/serve.mjs', '--dir', 'shell/dist', '--port', String(RENDERER_PORT), '--config'];
  const rendererEnv = (extra) => ({
    SSR_API_ORIGIN: `http://127.0.0.1:${API_PORT}`,
    SSR_SERVER_ENTRIES: '{}',
    SSR_API_DEADLINE_MS: '5000',
    OTEL_BSP_SCHEDULE_DELAY: '100',
    ...extra,
  });

  before(async () => {
    receiver = await startReceiver();
    await ensureDatabase(databaseUrl, { fresh: true });
    const dir = mkdtempSync(join(tmpdir(), 'utsav-traces-'));
    configFile = join(dir, 'app-config.json');
    const shipped = join(root, 'shell', 'dist', 'app-config.json');
    const config = existsSync(shipped) ? JSON.parse(readFileSync(shipped, 'utf8')) : {};
    writeFileSync(configFile, JSON.stringify({ ...config, apiBase: `http://127.0.0.1:${API_PORT}` }));
  });
  after(async () => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
    await receiver?.close();
    if (configFile) rmSync(dirname(configFile), { recursive: true, force: true });
  });

  test('one page request: renderer → API → PostgreSQL spans in one trace, the request id on both logs', async (t) => {
    const api = await start(
      'api',
      ['--import', 'tsx', 'src/server.ts'],
      apiEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }),
      `http://127.0.0.1:${API_PORT}/readyz`,
      join(root, 'api'),
    );
    const renderer = await start(
      'renderer',
      [...rendererArgs, configFile],
      rendererEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url }),
      `http://127.0.0.1:${RENDERER_PORT}/readyz`,
    );
    try {
      // What a browser with OpenTelemetry's web SDK (or a tracing proxy) sends.
      const traceId = randomBytes(16).toString('hex');
      const browserSpan = randomBytes(8).toString('hex');
      const requestId = `trace-test-${randomBytes(6).toString('hex')}`;
      const res = await fetch(`http://127.0.0.1:${RENDERER_PORT}/`, {
        headers: { traceparent: `00-${traceId}-${browserSpan}-01`, 'X-Request-Id': requestId },
      });
      assert.equal(res.status, 200);
      assert.match(res.headers.get('server-timing') ?? '', /^render;/, 'rendered on the server');
      assert.equal(res.headers.get('x-request-id'), requestId);
      await res.text();

      let spans = [];
      for (let i = 0; i < 100; i++) {
        spans = receiver.spans.filter((s) => s.traceId === traceId);
        // The API's spans come first (its answer ends before the page does), the renderer's page span last.
        if (
          spans.some((s) => s.service === 'utsav-api' && /^pg\.query/.test(s.name)) &&
          spans.some((s) => s.service === 'utsav-renderer' && s.kind === SERVER)
        )
          break;
        await new Promise((r) => setTimeout(r, 100));
      }
      t.diagnostic(`spans of the trace: ${spans.map((s) => `${s.service}:${s.name}`).join(', ')}`);
      const byId = new Map(spans.map((s) => [s.spanId, s]));
      const rendererServer = spans.find((s) => s.service === 'utsav-renderer' && s.kind === SERVER);
      assert.ok(rendererServer, 'the renderer made a server span');
      assert.equal(rendererServer.parentSpanId, browserSpan, "the renderer's span continues the browser's traceparent");
      const apiServer = spans.find(
        (s) => s.service === 'utsav-api' && s.kind === SERVER && s.attributes['http.route'] === '/api/allServices',
      );
      assert.ok(apiServer, 'the API made a server span for the page read (/api/allServices)');
      assert.equal(apiServer.name, 'GET /api/allServices', 'named for its route');
      const rendererClient = byId.get(apiServer.parentSpanId);
      assert.ok(
        rendererClient && rendererClient.service === 'utsav-renderer' && rendererClient.kind === CLIENT,
        "the API's span is the child of the renderer's call",
      );
      assert.equal(
        rendererClient.parentSpanId,
        rendererServer.spanId,
        "the renderer's call belongs to its page request",
      );
      const queries = spans.filter((s) => s.service === 'utsav-api' && /^pg\.query/.test(s.name));
      assert.ok(queries.length >= 1, 'PostgreSQL queries are spans');
      for (const q of queries) {
        let up = q;
        while (up && up !== apiServer) up = byId.get(up.parentSpanId);
        assert.equal(up, apiServer, `${q.name} descends from the API's request span`);
        assert.equal(q.attributes['db.system'] ?? q.attributes['db.system.name'], 'postgresql');
      }
      assert.equal(apiServer.attributes['utsav.request_id'], requestId, "the API's span carries the request id");

      // The request id, passed on by the renderer: the same id on the renderer's line and the API's.
      const rendererLine = linesOf(renderer).find((l) => l.msg === 'request' && l.requestId === requestId);
      assert.ok(
        rendererLine && rendererLine.kind === 'ssr' && rendererLine.traceId === traceId,
        "the renderer's request line",
      );
      const apiLine = linesOf(api).find(
        (l) => l.msg === 'request' && l.requestId === requestId && l.path === '/api/allServices',
      );
      assert.ok(apiLine, "the API's line of the page's read has the renderer's request id");

      const apiCost = linesOf(api).find((l) => l.tracingStartupMs !== undefined)?.tracingStartupMs;
      const rendererCost = linesOf(renderer).find((l) => l.tracingStartupMs !== undefined)?.tracingStartupMs;
      t.diagnostic(
        `start-up with tracing: API ready in ${api.ms} ms (tracing set-up ${apiCost} ms), renderer ready in ${renderer.ms} ms (set-up ${rendererCost} ms)`,
      );
      assert.ok(Number.isFinite(apiCost) && Number.isFinite(rendererCost));
    } finally {
      await stop(renderer);
      await stop(api);
    }
  });

  test('no endpoint configured: tracing off, nothing sent to OTLP’s default address', async (t) => {
    // The exporters' default is http://localhost:4318: a receiver there hears whatever a process would send.
    const fallback = await startReceiver({ port: 4318 }).catch(() => null);
    if (!fallback) t.diagnostic('port 4318 is taken: only the logs are checked');
    const api = await start(
      'api',
      ['--import', 'tsx', 'src/server.ts'],
      apiEnv({}),
      `http://127.0.0.1:${API_PORT}/readyz`,
      join(root, 'api'),
    );
    const renderer = await start(
      'renderer',
      [...rendererArgs, configFile],
      rendererEnv({}),
      `http://127.0.0.1:${RENDERER_PORT}/readyz`,
    );
    try {
      const traceId = randomBytes(16).toString('hex');
      const res = await fetch(`http://127.0.0.1:${RENDERER_PORT}/`, {
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      });
      assert.equal(res.status, 200);
      await res.text();
      await new Promise((r) => setTimeout(r, 1500));
      assert.ok(
        linesOf(api).some((l) => l.tracing === 'off'),
        'the API says tracing is off',
      );
      assert.ok(
        linesOf(renderer).some((l) => l.msg === 'ssr.listening' && l.tracing === 'off'),
        'the renderer says tracing is off',
      );
      if (fallback) assert.equal(fallback.requests, 0, 'nothing was exported');
      t.diagnostic(`start-up without tracing: API ready in ${api.ms} ms, renderer in ${renderer.ms} ms`);
    } finally {
      await stop(renderer);
      await stop(api);
      await fallback?.close();
    }
  });
});
