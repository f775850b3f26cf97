/**
 * In-process cache of public catalogue replies (catalogue reads at ≥ 20 % of a bare Fastify).
 *
 * What is cached: the serialized body of a 200 reply to a GET whose route is marked `config.publicCache` (its reply
 * depends only on the URL and the database, never on the caller), whoever calls: a signed-in customer browsing the
 * catalogue gets the same bytes as a visitor (test/public-cache.test.ts checks that every such route answers a
 * visitor, a customer and a vendor identically). The token is still checked by the global hooks on every call.
 * Key = the URL as sent (path + query). Hits still pass every global hook (helmet, CORS, auth), so headers match.
 *
 * Freshness, strongest rule first:
 * - Explicit invalidation: every write path that changes what these replies show declares it (route option
 *   `config.changes: ['catalog']`, lib/data-changes); when it answers, `db.version('catalog')` grows and the cache is
 *   cleared, in this process at once and in the other API processes on the same PostgreSQL database by NOTIFY.
 *   An entry also carries the version it was computed at: a reply computed while a change was declared is never
 *   stored. test/public-cache.test.ts writes through every declared path and reads the change back at once.
 * - Everything else (a write outside the API, the date turning) is bounded by the TTL (`CATALOG_CACHE_TTL_MS`,
 *   default 5000; 0 = off).
 * Concurrent misses of one key wait for the first (single flight), so an expiry under load runs the queries once.
 * Replies carry `ETag` + `Cache-Control: no-cache` (browsers revalidate every time; a match gets 304) and `X-Cache`;
 * with the cache off they still carry ETag + Cache-Control and answer 304 (computed from the fresh body).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';

/** true = cacheable; a function decides per request (e.g. not when a query parameter asks for availability). */
export type PublicCacheRule = boolean | ((req: FastifyRequest) => boolean);

declare module 'fastify' {
  interface FastifyInstance {
    /** The GET routes answered from the cache (their URL patterns), for the caller-independence test. */
    publicCacheRoutes: string[];
  }
  interface FastifyContextConfig {
    /** The GET reply depends only on the URL and the database, never on the caller: it may be answered from the cache. */
    publicCache?: PublicCacheRule;
  }
}

export interface PublicCacheOptions {
  ttlMs: number;
  /** Upper bound of the cached bodies (default 32 MB). */
  maxBytes?: number;
}

interface Entry {
  body: Buffer;
  etag: string;
  contentType: string;
  version: number;
}

interface Flight {
  version: number;
  promise: Promise<Entry | null>;
  settle(entry: Entry | null): void;
}

interface Lead {
  key: string;
  flight: Flight;
  timer: NodeJS.Timeout;
}

const kLead = Symbol('publicCacheLead');
type CacheRequest = FastifyRequest & { [kLead]?: Lead };

/** A leader that never answers (should not happen) releases its followers after this. */
const FLIGHT_TIMEOUT_MS = 10_000;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function ifNoneMatch(req: FastifyRequest, etag: string): boolean {
  const h = req.headers['if-none-match'];
  if (!h) return false;
  return h === etag || h === '*' || h.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

type Hook = (...args: never[]) => unknown;
const append = <H extends Hook>(existing: H | H[] | undefined, hook: H): H[] => [
  ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
  hook,
];

export function installPublicCache(app: FastifyInstance, db: Db, opts: PublicCacheOptions) {
  // The cacheable routes are listed even with the cache off (the caller-independence test reads them uncached).
  const cachedRoutes: string[] = [];
  app.decorate('publicCacheRoutes', cachedRoutes);
  if (!(opts.ttlMs > 0)) {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const rule = route.config?.publicCache;
      if (!rule || !methods.includes('GET')) return;
      cachedRoutes.push(route.url);
      route.onSend = append(
        route.onSend,
        async function publicValidators(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
          if (req.method !== 'GET' || (typeof rule === 'function' && !rule(req)) || reply.statusCode !== 200)
            return payload;
          if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
          const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
          const etag = etagOf(body);
          reply.header('etag', etag).header('cache-control', 'no-cache');
          if (ifNoneMatch(req, etag)) {
            reply.code(304);
            return '';
          }
          return body;
        },
      );
    });
    return;
  }
  const cache = new LRUCache<string, Entry>({
    maxSize: opts.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (e, key) => e.body.length + key.length + 64,
    ttl: opts.ttlMs,
  });
  const flights = new Map<string, Flight>();
  const version = () => db.version('catalog');
  const unsubscribe = db.onChange((topics) => {
    if (topics.includes('catalog')) cache.clear();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    cache.clear();
  });

  const send = (req: FastifyRequest, reply: FastifyReply, e: Entry, state: 'HIT' | 'MISS') => {
    reply.header('etag', e.etag).header('cache-control', 'no-cache').header('x-cache', state);
    if (ifNoneMatch(req, e.etag)) return reply.code(304).send();
    return reply.header('content-type', e.contentType).send(e.body);
  };

  const finish = (lead: Lead, entry: Entry | null) => {
    clearTimeout(lead.timer);
    lead.flight.settle(entry);
    if (flights.get(lead.key) === lead.flight) flights.delete(lead.key);
  };

  const lookup = (rule: PublicCacheRule) =>
    async function publicCacheLookup(req: CacheRequest, reply: FastifyReply) {
      if (req.method !== 'GET' || (typeof rule === 'function' && !rule(req))) return;
      const key = req.url;
      const v = version();
      const hit = cache.get(key);
      if (hit && hit.version === v) return send(req, reply, hit, 'HIT');
      const running = flights.get(key);
      if (running && running.version === v) {
        const e = await running.promise;
        if (e) return send(req, reply, e, 'HIT');
        return; // the first caller got no cacheable reply: answer this one normally
      }
      let settle!: (e: Entry | null) => void;
      const flight: Flight = {
        version: v,
        promise: new Promise<Entry | null>((r) => (settle = r)),
        settle: (e) => settle(e),
      };
      flights.set(key, flight);
      const lead: Lead = { key, flight, timer: setTimeout(() => finish(lead, null), FLIGHT_TIMEOUT_MS) };
      lead.timer.unref();
      req[kLead] = lead;
    };

  async function publicCacheStore(req: CacheRequest, reply: FastifyReply, payload: unknown) {
    const lead = req[kLead];
    if (!lead) return payload;
    req[kLead] = undefined;
    if (reply.statusCode !== 200 || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
      finish(lead, null);
      return payload;
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    const entry: Entry = {
      body,
      etag: etagOf(body),
      contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      version: lead.flight.version,
    };
    // Computed while the data changed: hand it to the callers who asked before the change, but never store it.
    if (version() === entry.version) cache.set(lead.key, entry);
    finish(lead, entry);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache').header('x-cache', 'MISS');
    return body;
  }

  async function publicCacheRelease(req: CacheRequest) {
    const lead = req[kLead];
    if (lead) {
      req[kLead] = undefined;
      finish(lead, null);
    }
  }

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const rule = route.config?.publicCache;
    if (rule && methods.includes('GET')) {
      cachedRoutes.push(route.url);
      route.onRequest = append(route.onRequest, lookup(rule));
      route.onSend = append(route.onSend, publicCacheStore);
      route.onResponse = append(route.onResponse, publicCacheRelease);
      route.onRequestAbort = append(route.onRequestAbort, publicCacheRelease);
    }
  });
}
