/**
 * Prometheus metrics of the API, served at GET /metrics — outside /api, so the front proxy (which passes
 * only /api/ and /images/ to the API) never exposes it; Prometheus scrapes each replica directly. With METRICS_TOKEN
 * set, a scrape must also send `Authorization: Bearer <token>`.
 *
 * - utsav_http_requests_total / utsav_http_request_duration_seconds {method, route, status_code}: rate, errors and
 *   latency per route (the route's pattern, never the raw path; unmatched paths are one label);
 * - utsav_errors_total {kind}: unexpected errors and answers given while the database was away;
 * - utsav_cache_requests_total {cache, result}: the public catalogue cache's hits and misses (its X-Cache header);
 * - utsav_db_pool_connections {state} / utsav_db_pool_max: the PostgreSQL pool;
 * - utsav_bookings {kind, state}, utsav_refunds {status}, utsav_refunds_paise {status}, utsav_holds_overdue,
 *   utsav_payment_webhook_events: read from the database at each scrape (data/ops-metrics; database-wide);
 * - utsav_rum_reports_total {kind, remote}: real-user reports taken in (web vitals, JavaScript errors);
 * - the process's own (CPU, memory, event-loop lag, GC) with the utsav_api_ prefix.
 */
import { timingSafeEqual } from 'node:crypto';
import client from 'prom-client';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { readOpsFigures } from '../data/ops-metrics';

export interface ApiMetrics {
  registry: client.Registry;
  /** Counts an error that was answered by the error handler. */
  error(kind: 'unexpected' | 'database_unavailable'): void;
  /** Counts a real-user report taken in (routes/misc/rum-routes): a web vital or a JavaScript error, by remote. */
  rum(kind: 'vital' | 'error', remote: string): void;
}

/** Routes that are scraped or probed every few seconds: measured, but not one log line each (lib/request-log). */
export const QUIET_ROUTES = new Set(['/metrics', '/livez', '/readyz']);

export function installMetrics(app: FastifyInstance, db: Db, opts: { token?: string } = {}): ApiMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'utsav_api_' });
  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new client.Counter({
    name: 'utsav_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'utsav_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const errors = new client.Counter({
    name: 'utsav_errors_total',
    help: 'Errors answered by the error handler, by kind',
    labelNames: ['kind'],
    registers: [registry],
  });
  const cache = new client.Counter({
    name: 'utsav_cache_requests_total',
    help: 'Public catalogue cache lookups by result',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const rum = new client.Counter({
    name: 'utsav_rum_reports_total',
    help: 'Real-user reports accepted (sampled in the browser), by kind and owning remote',
    labelNames: ['kind', 'remote'],
    registers: [registry],
  });
  for (const result of ['hit', 'miss']) cache.inc({ cache: 'public', result }, 0);
  for (const kind of ['unexpected', 'database_unavailable']) errors.inc({ kind }, 0);

  new client.Gauge({
    name: 'utsav_db_pool_connections',
    help: 'PostgreSQL pool connections by state (PGlite: none)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const s = db.poolStats?.();
      if (!s) return;
      this.set({ state: 'busy' }, s.total - s.idle);
      this.set({ state: 'idle' }, s.idle);
      this.set({ state: 'waiting' }, s.waiting);
    },
  });
  new client.Gauge({
    name: 'utsav_db_pool_max',
    help: 'The PostgreSQL pool limit',
    registers: [registry],
    collect() {
      const s = db.poolStats?.();
      if (s) this.set(s.max);
    },
  });

  // The database figures are read once per scrape, by the first gauge collected, and shared by the others.
  let figures: ReturnType<typeof readOpsFigures> | null = null;
  const read = () => (figures ??= readOpsFigures(db).finally(() => setTimeout(() => (figures = null), 1000).unref()));
  const scrapeErrors = new client.Counter({
    name: 'utsav_metrics_db_read_errors_total',
    help: 'Scrapes whose database figures could not be read',
    registers: [registry],
  });
  const fromDb = (
    name: string,
    help: string,
    labelNames: string[],
    fill: (g: client.Gauge<string>, f: Awaited<ReturnType<typeof readOpsFigures>>) => void,
  ) =>
    new client.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        try {
          const f = await read();
          this.reset();
          fill(this, f);
        } catch {
          scrapeErrors.inc();
        }
      },
    });
  fromDb('utsav_bookings', 'Service and package bookings by state (database-wide)', ['kind', 'state'], (g, f) =>
    f.bookings.forEach((b) => g.set({ kind: b.kind, state: b.state }, b.count)),
  );
  fromDb('utsav_refunds', 'Refunds by status (database-wide)', ['status'], (g, f) =>
    f.refunds.forEach((r) => g.set({ status: r.status }, r.count)),
  );
  fromDb('utsav_refunds_paise', 'Refunded amounts by status, in paise (database-wide)', ['status'], (g, f) =>
    f.refunds.forEach((r) => g.set({ status: r.status }, r.amountPaise)),
  );
  fromDb('utsav_holds_overdue', 'Orders still holding dates more than 5 minutes past their payment hold', [], (g, f) =>
    g.set(f.overdueHolds),
  );
  fromDb('utsav_payment_webhook_events', 'Payment webhooks accepted and recorded (database-wide)', [], (g, f) =>
    g.set(f.webhookEvents),
  );

  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    const state = reply.getHeader('x-cache');
    if (state === 'HIT' || state === 'MISS') cache.inc({ cache: 'public', result: state === 'HIT' ? 'hit' : 'miss' });
  });

  const expected = opts.token ? Buffer.from(`Bearer ${opts.token}`) : null;
  const allowed = (req: FastifyRequest) => {
    if (!expected) return true;
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  app.get('/metrics', { schema: { hide: true } }, async (req: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(req))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send('metrics need the bearer token (METRICS_TOKEN)\n');
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });

  return { registry, error: (kind) => errors.inc({ kind }), rum: (kind, remote) => rum.inc({ kind, remote }) };
}
