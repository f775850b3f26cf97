/**
 * One log line per request, carrying the request id that the front proxy created (nginx `$request_id`,
 * sent as X-Request-Id) so a customer's checkout can be followed from nginx's access log through every API line.
 * The id is answered back in X-Request-Id. A W3C `traceparent` from the browser or a proxy puts its trace id on the
 * line too (traceId), so a trace seen elsewhere finds its API lines. Only the path is logged, never the query string (tokens and calendar
 * keys travel there) nor bodies or headers.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import { QUIET_ROUTES } from './metrics';

/** A request id the API accepts from the proxy: 8–128 letters, digits, dot, dash, underscore. Anything else: a new one. */
const SANE_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = Array.isArray(given) ? given[0] : given;
  return id && SANE_ID.test(id) ? id : randomUUID().replace(/-/g, '');
}

/** W3C trace context (`traceparent: 00-<trace id>-<parent span id>-<flags>`) sent by a browser or a proxy. */
const TRACEPARENT = /^[0-9a-f]{2}-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}$/;

/** The trace id of a request's `traceparent`, when it is well-formed and not all zeros; logged as traceId. */
export function traceIdOf(header: string | string[] | undefined): string | undefined {
  const m = TRACEPARENT.exec(String(Array.isArray(header) ? header[0] : (header ?? '')).trim());
  return m && !/^0+$/.test(m[1]!) ? m[1] : undefined;
}

export function installRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    // With traces on (lib/tracing), the request's server span is named for its route pattern and carries the request
    // id, so a trace and the log lines find each other. Without, there is no span (the API's no-op): nothing happens.
    const span = trace.getActiveSpan();
    if (span) {
      const route = req.routeOptions.url;
      if (route) span.updateName(`${req.method} ${route}`).setAttribute('http.route', route);
      span.setAttribute('utsav.request_id', req.id);
    }
  });
  app.addHook('onResponse', async (req, reply) => {
    const status = reply.statusCode;
    const fields = {
      method: req.method,
      route: req.routeOptions.url ?? null,
      path: req.url.split('?')[0],
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...(traceIdOf(req.headers.traceparent) ? { traceId: traceIdOf(req.headers.traceparent) } : {}),
    };
    if (status >= 500) req.log.error(fields, 'request');
    else if (fields.route && QUIET_ROUTES.has(fields.route)) req.log.debug(fields, 'request');
    else req.log.info(fields, 'request');
  });
}
