/**
 * helmet's security headers, computed once at start-up and set on every reply by one onRequest hook.
 * (@fastify/helmet rebuilds helmet's middleware — and re-parses the CSP — on every request, which alone took
 * ~8 % of the CPU of a cached catalogue reply; these headers never vary per request here: no CSP nonces.)
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_EXTRA_HEADERS, FRAME_ANCESTORS, REFERRER_POLICY_API } from '@utsav/domain/security-headers';

/**
 * The API's helmet options, aligned with the site's one policy (domain/src/security-headers.ts): framing
 * refused everywhere (frame-ancestors 'none', X-Frame-Options DENY), no referrer sent from the API's own pages (the
 * offline gateway's URL carries a one-time pay token), images readable by the site's other origins, and plain-http
 * local runs not upgraded to https.
 */
export const API_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  contentSecurityPolicy: {
    useDefaults: true,
    directives: { 'upgrade-insecure-requests': null, 'frame-ancestors': [FRAME_ANCESTORS] },
  },
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: REFERRER_POLICY_API },
};

/** The headers helmet(options) sets, as { name: value }. Throws on options helmet refuses (as helmet does). */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions> = API_HELMET_OPTIONS) {
  const headers = { ...helmetHeaders(options), ...API_EXTRA_HEADERS };
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}
