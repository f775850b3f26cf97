// What an operator sees of the server renderer, as the API has it (docs/observability.md):
// - JSON log lines (pino) on stdout, one per request with the request id the front nginx created (X-Request-Id; a
//   new one when absent or not sane), answered back in X-Request-Id and passed on to the API on every call the
//   render makes (requestHeaders(), read from the request's async context); no query string, body or header logged;
//   tokens and mobile numbers scrubbed from any text; an event's line has it as `msg` and `event`. LOG_LEVEL (info),
//   RENDERER_LOG=0 turns them off.
// - GET /metrics (prom-client; METRICS_TOKEN = also require `Authorization: Bearer <token>`): requests and latency by
//   kind (ssr = rendered here, page = index.html for the browser to render, asset, sitemap, ops) and status, failed
//   renders by event, the process's own figures (utsav_renderer_ prefix).
// - GET /livez (the process answers), GET /readyz (200 once the renderer is configured and while not draining).
// - Graceful drain on SIGTERM/SIGINT: not ready at once, after SHUTDOWN_DELAY_MS (0) stop accepting connections, let
//   the requests in flight finish (up to SHUTDOWN_TIMEOUT_MS, 10 s), flush the traces, exit 0.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID, timingSafeEqual } from 'node:crypto';
import pino from 'pino';
import client from 'prom-client';

/** A request id taken from the proxy: 8–128 letters, digits, dot, dash, underscore (as the API's lib/request-log). */
const SANE_ID = /^[A-Za-z0-9._-]{8,128}$/;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]{8,}/gi;
const MOBILE = /(?<![\d])(?:\+?91[\s-]?|0)?([6-9]\d)\d{6}(\d{2})(?![\d])/g;
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-[0-9a-f]{16}-[0-9a-f]{2}$/;
const OPS_PATHS = new Set(['/livez', '/readyz', '/metrics']);
const ASSET = /\.[a-z0-9]+$/i;

/** A text with bearer tokens and JWTs removed and mobile numbers masked (98xxxxxx10), as the API's lib/log. */
export function scrubText(text) {
  return String(text)
    .replace(JWT, '[redacted]')
    .replace(BEARER, '$1 [redacted]')
    .replace(MOBILE, (_m, head, tail) => `${head}xxxxxx${tail}`);
}

function scrub(detail) {
  const out = {};
  for (const [k, v] of Object.entries(detail)) out[k] = typeof v === 'string' ? scrubText(v) : v;
  return out;
}

export function requestIdOf(req) {
  const given = req.headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  return id && SANE_ID.test(id) ? id : randomUUID().replace(/-/g, '');
}

function kindOf(pathname, res) {
  if (OPS_PATHS.has(pathname)) return 'ops';
  if (/^\/(sitemap\.xml|robots\.txt|sitemaps\/)/.test(pathname)) return 'sitemap';
  if (ASSET.test(pathname)) return 'asset';
  return String(res.getHeader('server-timing') ?? '').startsWith('render;') ? 'ssr' : 'page';
}

/** Events the renderer reports that mean a page was not (fully) rendered here: counted, logged as warnings. */
const FAILURES = /failed|error/;

export function createOps({ env = process.env, service = 'utsav-renderer', tracing = null, destination } = {}) {
  const enabled = env.RENDERER_LOG !== '0';
  const logger = pino(
    {
      level: enabled ? (env.LOG_LEVEL ?? 'info') : 'silent',
      base: { service, pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      messageKey: 'msg',
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
  const context = new AsyncLocalStorage();
  const state = { ready: false, draining: false };

  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: 'utsav_renderer_' });
  const labelNames = ['kind', 'status_code'];
  const requests = new client.Counter({
    name: 'utsav_renderer_requests_total',
    help: 'Requests answered by the renderer, by kind and status',
    labelNames,
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'utsav_renderer_request_duration_seconds',
    help: 'Time to answer a request (a rendered page: until its last byte), by kind and status',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const failures = new client.Counter({
    name: 'utsav_renderer_failures_total',
    help: 'Pages or parts not rendered on the server, by event',
    labelNames: ['event'],
    registers: [registry],
  });
  for (const event of ['ssr.failed', 'ssr.render-error', 'ssr.remote-failed', 'ssr.request-failed'])
    failures.inc({ event }, 0);

  /** The renderer's log(event, detail) (render-page's RendererOptions.log): one line, with the request's id. */
  const log = (event, detail = {}) => {
    const requestId = context.getStore()?.requestId;
    const fields = { event, ...scrub(detail), ...(requestId ? { requestId } : {}) };
    if (FAILURES.test(event)) {
      failures.inc({ event });
      logger.warn(fields, event);
    } else logger.info(fields, event);
  };

  /** Headers every API call of the current request carries: its request id (the API logs it as its own). */
  const requestHeaders = () => {
    const requestId = context.getStore()?.requestId;
    return requestId ? { 'X-Request-Id': requestId } : {};
  };

  const token = env.METRICS_TOKEN;
  const authorised = (req) => {
    if (!token) return true;
    const given = Buffer.from(String(req.headers.authorization ?? ''));
    const wanted = Buffer.from(`Bearer ${token}`);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  };

  /** Answers /livez, /readyz and /metrics; true when it did. */
  const answerOps = async (req, res, pathname) => {
    if (pathname === '/livez') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ status: 'alive' }));
      return true;
    }
    if (pathname === '/readyz') {
      const ready = state.ready && !state.draining;
      res.writeHead(ready ? 200 : 503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      res.end(JSON.stringify({ status: ready ? 'ready' : state.draining ? 'draining' : 'starting' }));
      return true;
    }
    if (pathname === '/metrics') {
      if (!authorised(req)) {
        res.writeHead(401, { 'Content-Type': 'text/plain' });
        res.end('Unauthorized');
        return true;
      }
      res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
      res.end(await registry.metrics());
      return true;
    }
    return false;
  };

  /**
   * Wraps the server's request handler: the request id (context, response header, log line), the ops routes, the
   * request's line and metrics when it is answered.
   */
  const wrap = (handler) => (req, res) => {
    const started = performance.now();
    const requestId = requestIdOf(req);
    const { pathname } = new URL(req.url ?? '/', 'http://renderer');
    res.setHeader('X-Request-Id', requestId);
    if (state.draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      const kind = kindOf(pathname, res);
      const status = res.statusCode;
      const seconds = (performance.now() - started) / 1000;
      requests.inc({ kind, status_code: status });
      duration.observe({ kind, status_code: status }, seconds);
      const traceId = TRACEPARENT.exec(String(req.headers.traceparent ?? ''))?.[1];
      const line = {
        requestId,
        method: req.method,
        path: pathname,
        kind,
        status,
        ms: Math.round(seconds * 10000) / 10,
        ...(traceId ? { traceId } : {}),
        ...(res.writableFinished ? {} : { aborted: true }),
      };
      if (status >= 500) logger.error(line, 'request');
      else if (kind === 'ops') logger.debug(line, 'request');
      else logger.info(line, 'request');
    });
    return context.run({ requestId }, async () => {
      if ((req.method === 'GET' || req.method === 'HEAD') && (await answerOps(req, res, pathname))) return;
      return handler(req, res);
    });
  };

  /** SIGTERM/SIGINT: not ready at once, then stop accepting, finish what is in flight, flush traces, exit. */
  const drainOnSignals = (server) => {
    const delayMs = Math.max(0, Number(env.SHUTDOWN_DELAY_MS ?? 0) || 0);
    const timeoutMs = Number(env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
    for (const signal of ['SIGINT', 'SIGTERM']) {
      process.on(signal, () => {
        if (state.draining) return;
        state.draining = true;
        logger.info({ signal, delayMs, timeoutMs }, 'draining');
        setTimeout(() => {
          const timer = setTimeout(() => {
            logger.error({ timeoutMs }, 'requests still running: exiting without them');
            process.exit(1);
          }, timeoutMs);
          timer.unref();
          server.close(async () => {
            await tracing?.shutdown().catch(() => {});
            logger.info('drained and closed');
            process.exit(0);
          });
          server.closeIdleConnections?.();
        }, delayMs);
      });
    }
  };

  return {
    logger,
    log,
    requestHeaders,
    wrap,
    drainOnSignals,
    registry,
    /** The renderer is configured: /readyz answers 200 from now on. */
    markReady: () => {
      state.ready = true;
    },
    state,
  };
}
