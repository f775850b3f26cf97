/**
 * Graceful shutdown: SIGTERM lets the requests in flight finish and be answered, refuses new connections,
 * then exits 0; requests still running after SHUTDOWN_TIMEOUT_MS are abandoned with exit 1. The in-flight requests
 * are made slow with the fault-injection flag (FAULT_DELAY_ROUTE / FAULT_DELAY_MS), which this also tests.
 * The server runs as its own process (src/server.ts): on embedded PGlite in memory, or on the PostgreSQL
 * server at DATABASE_URL (a fresh schema, dropped after) when it is set.
 */
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { parseFaultDelay } from '../src/config';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const databaseUrl = process.env.DATABASE_URL || '';
const schemas: string[] = [];

interface Server {
  child: ChildProcess;
  base: string;
  out: () => string;
  exited: Promise<{ code: number | null; at: number }>;
}

async function start(env: Record<string, string>): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'utsav-shutdown-'));
  const schema = databaseUrl ? `utsav_sd_${process.pid}_${schemas.length}` : '';
  if (schema) schemas.push(schema);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DB_SCHEMA: schema,
      DATA_DIR: databaseUrl ? dataDir : ':memory:',
      PORT: '0',
      HOST: '127.0.0.1',
      JWT_SECRET: 'shutdown-test-secret-0123456789abcdef',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; at: number }>((ok) =>
    child.on('exit', (code) => ok({ code, at: Date.now() })),
  );
  void exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
  const base = await new Promise<string>((ok, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL'); // a server left starting would keep this test process alive
      fail(new Error(`API did not start:\n${out}`));
    }, 180_000);
    const check = () => {
      const m = /ready on (http:\/\/127\.0\.0\.1:\d+)\/api/.exec(out);
      if (m) {
        clearTimeout(timer);
        ok(m[1]!);
      }
    };
    child.stdout!.on('data', check);
    void exited.then(() => fail(new Error(`API exited:\n${out}`)));
  });
  return { child, base, out: () => out, exited };
}

const timed = async (url: string) => {
  try {
    const r = await fetch(url);
    return { status: r.status, body: await r.text(), at: Date.now() };
  } catch (e) {
    return { status: 0, body: String((e as Error).cause ?? e), at: Date.now() };
  }
};

describe('graceful shutdown', () => {
  const servers: Server[] = [];
  after(async () => {
    servers.forEach((s) => s.child.exitCode === null && s.child.kill('SIGKILL'));
    if (!schemas.length) return;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    for (const s of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`).catch(() => undefined);
    await admin.end();
  });

  it('parses the fault-injection flag', () => {
    assert.equal(parseFaultDelay(undefined, undefined), undefined);
    assert.equal(parseFaultDelay('', '100'), undefined);
    assert.deepEqual(parseFaultDelay('POST /api/EventBooking', undefined), {
      method: 'POST',
      route: '/api/EventBooking',
      ms: 3000,
    });
    assert.deepEqual(parseFaultDelay('/api/health', '250'), { method: undefined, route: '/api/health', ms: 250 });
    assert.throws(() => parseFaultDelay('/api/health', 'soon'), /FAULT_DELAY_MS/);
  });

  it('SIGTERM: requests in flight are answered, new connections refused, then exit 0', async () => {
    const s = await start({ FAULT_DELAY_ROUTE: 'GET /api/health', FAULT_DELAY_MS: '1500' });
    servers.push(s);
    const fast = await timed(`${s.base}/api/allServices`);
    assert.equal(fast.status, 200, 'other routes are not delayed');
    const sent = Date.now();
    const inflight = [timed(`${s.base}/api/health`), timed(`${s.base}/api/health`), timed(`${s.base}/api/health`)];
    await new Promise((r) => setTimeout(r, 400));
    s.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    const late = await timed(`${s.base}/api/allServices`);
    const done = await Promise.all(inflight);
    const exit = await s.exited;
    for (const r of done) {
      assert.equal(r.status, 200, r.body);
      assert.ok(r.at - sent >= 1400, `delayed by the flag (${r.at - sent} ms)`);
      assert.ok(r.at <= exit.at, 'answered before the process exited');
    }
    assert.equal(late.status, 0, `a new connection after SIGTERM is refused (${late.body})`);
    assert.equal(exit.code, 0, s.out());
    assert.match(s.out(), /SIGTERM: draining in-flight requests[\s\S]*drained and closed/);
  });

  it('a request still running after SHUTDOWN_TIMEOUT_MS is abandoned: exit 1', async () => {
    const s = await start({ FAULT_DELAY_ROUTE: '/api/health', FAULT_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '300' });
    servers.push(s);
    const slow = timed(`${s.base}/api/health`);
    await new Promise((r) => setTimeout(r, 200));
    const t0 = Date.now();
    s.child.kill('SIGTERM');
    const exit = await s.exited;
    assert.equal(exit.code, 1);
    assert.ok(exit.at - t0 < 3000, `gave up after the timeout (${exit.at - t0} ms)`);
    assert.equal((await slow).status, 0);
    assert.match(s.out(), /still running after 300 ms/);
  });

  it('SIGTERM with SHUTDOWN_DELAY_MS: readiness false at once while requests are still served, then drain, exit 0; logs are JSON lines', async () => {
    const s = await start({ SHUTDOWN_DELAY_MS: '1500', API_LOG: '1' });
    servers.push(s);
    assert.equal((await timed(`${s.base}/readyz`)).status, 200);
    const id = 'shutdown0test0request0id01';
    const r = await fetch(`${s.base}/api/allServices`, { headers: { 'x-request-id': id } });
    assert.equal(r.headers.get('x-request-id'), id);
    s.child.kill('SIGTERM');
    await new Promise((ok) => setTimeout(ok, 300));
    const ready = await timed(`${s.base}/readyz`);
    assert.equal(ready.status, 503, ready.body);
    assert.match(ready.body, /draining/);
    assert.equal((await timed(`${s.base}/livez`)).status, 200, 'alive while draining');
    assert.equal((await timed(`${s.base}/api/allServices`)).status, 200, 'still serving during the delay');
    const exit = await s.exited;
    assert.equal(exit.code, 0, s.out());
    // (Node's own warnings on stderr are not the API's lines.)
    const lines = s
      .out()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; requestId?: string; level: string });
    assert.ok(
      lines.some((l) => l.msg === 'request' && l.requestId === id),
      'the request line carries the given id',
    );
    assert.ok(lines.some((l) => /drained and closed/.test(l.msg)));
  });
});
