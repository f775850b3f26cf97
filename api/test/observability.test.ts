/**
 * the API's JSON logs (one line per request with the proxy's request id, secrets never written), its
 * Prometheus /metrics (per-route rates and latency, cache, business figures from the database; restricted by token
 * when one is set) and its liveness/readiness probes.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp, type UtsavApp } from '../src/app';
import { logOptions, scrub, scrubText, loggingEnabled } from '../src/lib/log';
import { installHealth } from '../src/lib/health';
import { traceIdOf } from '../src/lib/request-log';
import type { Db } from '../src/db/client';
import { insertRumReports } from '../src/data/rum';
import { SECRET, setup, type TestCtx } from './helpers';

describe('observability', () => {
  let t: TestCtx;
  let logged: string[];
  let app: UtsavApp;
  before(async () => {
    t = await setup();
    logged = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        logged.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    app = await buildApp({
      db: t.db,
      migrate: false,
      seed: false,
      logger: pino(logOptions({ enabled: true }), sink),
      config: {
        uploadDir: t.uploadDir,
        jwtSecret: SECRET,
        logger: true,
        sweepIntervalMs: 0,
        rateLimitMax: 100_000,
        metricsToken: 'scrape-token-0123456789',
      },
    });
    await app.ready();
  });
  after(async () => {
    await app.close();
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, o: { body?: object; headers?: Record<string, string> } = {}) =>
    app.inject({ method, url, headers: o.headers, ...(o.body ? { payload: o.body } : {}) });

  describe('logs', () => {
    it('is on by default, off in tests unless asked, silenced by API_LOG=0', () => {
      assert.equal(loggingEnabled({}), true);
      assert.equal(loggingEnabled({ NODE_ENV: 'production' }), true);
      assert.equal(loggingEnabled({ NODE_ENV: 'test' }), false);
      assert.equal(loggingEnabled({ NODE_ENV: 'test', API_LOG: '1' }), true);
      assert.equal(loggingEnabled({ API_LOG: '0' }), false);
    });

    it('scrubs secrets by key and tokens and mobile numbers inside any text', () => {
      const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
      const out = JSON.stringify(
        scrub({
          password: 'Customer@123',
          newPassword: 'x',
          otp: '123456',
          headers: { 'x-auth-token': jwt, authorization: 'Bearer abc', cookie: 'a=b' },
          mobile: '9876543210',
          note: `user 9876543210 / +91 98765 43211 sent ${jwt}; order 20261125000123`,
          err: Object.assign(new Error('duplicate key (mobile)=(9876543212)'), { code: '23505' }),
        }),
      );
      for (const s of ['Customer@123', '123456', jwt, 'abc', 'a=b', '9876543210', '9876543212'])
        assert.ok(!out.includes(s), `${s} in ${out}`);
      assert.match(out, /98xxxxxx10/);
      assert.match(out, /20261125000123/, 'a longer run of digits (an order number) is not a mobile');
      assert.match(out, /23505/);
      assert.equal(scrubText('call 07045123456'), 'call 70xxxxxx56');
    });

    it('one JSON line per request with the proxy request id, answered back; no secret in a run of requests', async () => {
      logged.length = 0;
      const id = 'f3a9c1d2e4b5a6978877665544332211';
      const signIn = await call('POST', '/api/UserLogin', {
        body: { mobile: '9876543210', password: 'Customer@123' },
        headers: { 'x-request-id': id },
      });
      assert.equal(signIn.statusCode, 200);
      assert.equal(signIn.headers['x-request-id'], id);
      const token = signIn.json().Payload.uidtoken as string;
      await call('POST', '/api/UserLogin', { body: { mobile: '9876543211', password: 'Wrong@12345' } });
      await call('GET', '/api/userDetails', {
        headers: { 'x-auth-token': token, traceparent: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01' },
      });
      await call('POST', '/api/change-password', {
        body: { oldPassword: 'Customer@123', newPassword: 'Brand@New123', confirmPassword: 'Brand@New123' },
        headers: { 'x-auth-token': 'not-a-token' },
      });
      await call('GET', `/api/no-such-route?mobile=9876543210&token=${token}`);
      const bad = await call('GET', '/api/allServices', { headers: { 'x-request-id': 'bad id with spaces' } });
      assert.match(String(bad.headers['x-request-id']), /^[0-9a-f]{32}$/, 'an id that is not a sane token is replaced');
      app.log.error(
        { err: new Error(`insert failed for 9876543210 with ${token}`), body: { password: 'Customer@123' } },
        'simulated failure for 9876543211',
      );

      const lines = logged.map((l) => JSON.parse(l) as Record<string, unknown>);
      const requests = lines.filter((l) => l.msg === 'request');
      assert.equal(requests.length, 6, JSON.stringify(lines));
      const first = requests[0]!;
      assert.equal(first.requestId, id);
      assert.equal(first.route, '/api/UserLogin');
      assert.equal(first.status, 200);
      assert.equal(typeof first.ms, 'number');
      assert.equal(first.level, 'info');
      assert.equal(first.service, 'utsav-api');
      assert.ok(requests.every((r) => typeof r.requestId === 'string' && typeof r.time === 'string'));
      assert.equal(new Set(requests.map((r) => r.requestId)).size, 6, 'each request its own id');
      assert.equal(requests[2]!.traceId, '4bf92f3577b34da6a3ce929d0e0e4736', 'the browser trace id is on the line');
      assert.equal(traceIdOf('00-00000000000000000000000000000000-00f067aa0ba902b7-01'), undefined);
      assert.equal(traceIdOf('garbage'), undefined);
      const text = logged.join('\n');
      for (const secret of ['Customer@123', 'Wrong@12345', 'Brand@New123', token, '9876543210', '9876543211'])
        assert.ok(!text.includes(secret), `${secret} was logged`);
      assert.ok(!text.includes('?mobile'), 'no query string');
    });
  });

  describe('metrics', () => {
    const scrape = async () => {
      const r = await call('GET', '/metrics', { headers: { authorization: 'Bearer scrape-token-0123456789' } });
      assert.equal(r.statusCode, 200, r.body);
      assert.match(String(r.headers['content-type']), /text\/plain/);
      return r.body;
    };
    const value = (text: string, series: string) => {
      const line = text.split('\n').find((l) => l.startsWith(`${series} `));
      return line ? Number(line.slice(series.length + 1)) : NaN;
    };

    it('needs the token when one is set', async () => {
      assert.equal((await call('GET', '/metrics')).statusCode, 401);
      assert.equal((await call('GET', '/metrics', { headers: { authorization: 'Bearer wrong' } })).statusCode, 401);
    });

    it('counts requests and latency per route pattern, and the catalogue cache', async () => {
      const before = await scrape();
      const route = 'utsav_http_requests_total{method="GET",route="/api/allServices",status_code="200"}';
      const n0 = value(before, route) || 0;
      const hits0 = value(before, 'utsav_cache_requests_total{cache="public",result="hit"}');
      for (let i = 0; i < 3; i++) assert.equal((await call('GET', '/api/allServices')).statusCode, 200);
      const text = await scrape();
      assert.equal(value(text, route), n0 + 3);
      assert.ok(
        value(text, 'utsav_cache_requests_total{cache="public",result="hit"}') >= hits0 + 1,
        'repeat reads are cache hits',
      );
      assert.match(
        text,
        /utsav_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/allServices",status_code="200"\}/,
      );
      assert.match(text, /utsav_http_requests_total\{method="GET",route="unmatched",status_code="404"\}/);
      assert.match(text, /utsav_errors_total\{kind="unexpected"\} 0/);
      assert.match(text, /utsav_api_process_cpu_user_seconds_total/);
      if (t.db.kind === 'postgres') assert.match(text, /utsav_db_pool_connections\{state="idle"\}/);
    });

    it('business figures move with the database: bookings by state, overdue holds', async () => {
      const series = 'utsav_bookings{kind="service",state="cancelled"}';
      const before = value(await scrape(), series) || 0;
      const one = await t.db.query<{ id: number }>(
        "SELECT id FROM bookings WHERE booking_state = 'confirmed' ORDER BY id LIMIT 1",
      );
      await t.db.query("UPDATE bookings SET booking_state = 'cancelled' WHERE id = $1", [one.rows[0]!.id]);
      await new Promise((r) => setTimeout(r, 1100)); // the figures of one scrape are shared for a second
      let text = await scrape();
      assert.equal(value(text, series), before + 1);
      assert.equal(value(text, 'utsav_holds_overdue'), 0);
      await t.db.query(
        "UPDATE bookings SET booking_state = 'pending_payment', hold_expires_at = now() - interval '1 hour' WHERE id = $1",
        [one.rows[0]!.id],
      );
      await new Promise((r) => setTimeout(r, 1100));
      text = await scrape();
      assert.equal(
        value(text, 'utsav_holds_overdue'),
        1,
        'a hold an hour past its expiry is overdue: the sweeper is not running',
      );
      assert.match(text, /utsav_payment_webhook_events \d+/);
      await t.reset();
    });

    it('is not part of the public API document', () => {
      const doc = app.swagger() as { paths: Record<string, unknown> };
      assert.ok(!Object.keys(doc.paths).some((p) => /metrics|livez|readyz/.test(p)));
    });
  });

  describe('real-user reports', () => {
    const vital = (name: string, value: number, page = '/services/:id', remote = 'catalog') => ({
      kind: 'vital',
      name,
      value,
      page,
      remote,
    });
    const post = (body: unknown) => t.call('POST', '/api/rum', { body });

    it('keeps well-formed reports and counts them in /metrics', async () => {
      await t.db.query('DELETE FROM rum_reports');
      const lcps = [1000, 1200, 1400, 1600, 3000];
      const r = await post({
        reports: [
          ...lcps.map((v) => vital('LCP', v)),
          vital('CLS', 0.05, '/', 'catalog'),
          vital('TTFB', 120, '/cart', 'checkout'),
        ],
      });
      assert.equal(r.status, 200, r.raw);
      assert.equal(r.body.Payload.Accepted, 7);
      const e = await post({
        reports: [
          {
            kind: 'error',
            name: 'error',
            value: 1,
            page: '/cart',
            remote: 'checkout',
            message: 'TypeError for 9876543210 a@b.in eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNpZ25hdHVyZQ',
          },
        ],
      });
      assert.equal(e.status, 200, e.raw);
      const stored = (await t.db.query<{ message: string }>("SELECT message FROM rum_reports WHERE kind = 'error'"))
        .rows[0]!.message;
      assert.equal(stored, 'TypeError for 98xxxxxx10 [email] [redacted]');
      const m = await t.app.inject({ method: 'GET', url: '/metrics' }); // the shared app: no token set
      assert.match(m.body, /utsav_rum_reports_total\{kind="error",remote="checkout"\} 1/);
    });

    it('refuses malformed and oversized batches', async () => {
      const bad = [
        {},
        { reports: [] },
        { reports: [vital('XYZ', 1)] },
        { reports: [vital('LCP', -1)] },
        { reports: [vital('LCP', 1, 'services/1')] },
        { reports: [vital('LCP', 1, '/x', 'Not A Remote')] },
        { reports: [{ ...vital('LCP', 1), kind: 'error' }] },
        { reports: Array.from({ length: 21 }, () => vital('LCP', 1)) },
      ];
      for (const b of bad) assert.equal((await post(b)).status, 400, JSON.stringify(b));
      const big = await t.call('POST', '/api/rum', {
        payload: Buffer.from(JSON.stringify({ reports: [vital('LCP', 1)], pad: 'x'.repeat(9000) })),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(big.status, 413);
    });

    it('the back office sees p75 per remote and per page; only the operator', async () => {
      assert.equal((await t.call('GET', '/api/admin/rum', { token: t.tokens.customerA })).status, 403);
      const r = await t.call('GET', '/api/admin/rum?days=7', { token: t.tokens.operator });
      assert.equal(r.status, 200, r.raw);
      const s = r.body.Payload;
      assert.equal(s.days, 7);
      assert.equal(s.reports, 8);
      const catalog = s.remotes.find((x: { remote: string }) => x.remote === 'catalog');
      assert.deepEqual(
        catalog.figures.find((f: { metric: string }) => f.metric === 'LCP'),
        { metric: 'LCP', p75: 1600, count: 5 },
      );
      const cart = s.pages.find((p: { page: string }) => p.page === '/cart');
      assert.equal(cart.remote, 'checkout');
      assert.equal(cart.errors, 1);
      assert.equal(s.recentErrors[0].page, '/cart');
      assert.equal((await t.call('GET', '/api/admin/rum?days=99', { token: t.tokens.operator })).status, 400);
    });

    it('storage is bounded', async () => {
      await insertRumReports(
        t.db,
        Array.from({ length: 12 }, () => ({
          kind: 'vital' as const,
          name: 'LCP' as const,
          value: 1,
          page: '/',
          remote: 'catalog',
        })),
        { maxRows: 5, prune: true },
      );
      assert.equal((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_reports')).rows[0]!.n, 5);
      await t.db.query("UPDATE rum_reports SET received_at = now() - interval '40 days'");
      await insertRumReports(t.db, [{ kind: 'vital', name: 'LCP', value: 1, page: '/', remote: 'catalog' }], {
        prune: true,
      });
      assert.equal(
        (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM rum_reports')).rows[0]!.n,
        1,
        'older than 30 days: gone',
      );
    });
  });

  describe('health', () => {
    it('liveness and readiness answer; readiness is false while draining', async () => {
      assert.deepEqual((await call('GET', '/livez')).json(), { status: 'live' });
      const ready = await call('GET', '/readyz');
      assert.equal(ready.statusCode, 200);
      assert.equal(ready.json().status, 'ready');
      app.health.draining = true;
      try {
        const r = await call('GET', '/readyz');
        assert.equal(r.statusCode, 503);
        assert.equal(r.json().status, 'draining');
        assert.equal((await call('GET', '/livez')).statusCode, 200, 'still alive: do not restart a draining process');
      } finally {
        app.health.draining = false;
      }
    });

    it('readiness is false while the database is away or does not answer; liveness stays true', async () => {
      for (const query of [
        () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
        () => new Promise(() => undefined),
      ]) {
        const f = Fastify();
        installHealth(f, { kind: 'postgres', query } as unknown as Db, { dbTimeoutMs: 100 });
        const r = await f.inject({ method: 'GET', url: '/readyz' });
        assert.equal(r.statusCode, 503);
        assert.equal(r.json().status, 'database unavailable');
        assert.equal((await f.inject({ method: 'GET', url: '/livez' })).statusCode, 200);
        await f.close();
      }
    });
  });
});
