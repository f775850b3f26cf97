/**
 * Liveness and readiness, separated, outside /api (probes reach each replica directly; the front proxy
 * does not pass them):
 * - GET /livez: the process answers (the event loop turns). Never touches the database: a database outage must not
 *   get every replica restarted.
 * - GET /readyz: this replica should get traffic: not draining (SIGTERM received, server.ts), and the database
 *   answers `SELECT 1` within READY_DB_TIMEOUT_MS. 503 otherwise, so a load balancer or Kubernetes takes the replica
 *   out while PostgreSQL is away or while it shuts down. While migrations run the port is not open yet (buildApp
 *   migrates before listening), which probes see as not ready.
 * GET /api/health stays as it was (the public health with the seed facts).
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { ping } from '../data/misc';

export interface Health {
  /** Set on SIGTERM: readiness answers 503 from then on while requests in flight finish. */
  draining: boolean;
}

export function installHealth(app: FastifyInstance, db: Db, opts: { dbTimeoutMs?: number } = {}): Health {
  const health: Health = { draining: false };
  const timeoutMs = opts.dbTimeoutMs ?? 2000;
  const noStore = { 'cache-control': 'no-store' };
  app.get('/livez', { schema: { hide: true } }, async (_req, reply) => reply.headers(noStore).send({ status: 'live' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    if (health.draining) return reply.status(503).headers(noStore).send({ status: 'draining' });
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        ping(db),
        new Promise((_ok, fail) => {
          timer = setTimeout(() => fail(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs);
        }),
      ]);
      return reply.headers(noStore).send({ status: 'ready', database: db.kind });
    } catch (e) {
      return reply
        .status(503)
        .headers(noStore)
        .send({ status: 'database unavailable', error: (e as Error).message.slice(0, 200) });
    } finally {
      clearTimeout(timer);
    }
  });
  return health;
}
