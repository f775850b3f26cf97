/**
 * buildApp: the Fastify application with every route of SPEC §7 under /api, images under /images, OpenAPI at
 * /api/docs. Opens the database (PGlite or PostgreSQL), applies migrations and seeds on first start unless told not to.
 */
process.env.TZ ??= 'Asia/Kolkata';

import { validatorCompiler } from './contract/request';
import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadConfig, type AppConfig } from './config';
import { ensurePrivateDir } from './lib/private-files';
import { createDb, isDatabaseUnavailable, type Db } from './db/client';
import { migrate } from './db/migrate';
import { seed } from './db/seed';
import { Auth } from './lib/auth';
import { HttpError, NUL_MESSAGE, badRequest, failure, hasNul, type EnvelopeStyle } from './lib/http';
import { installDataChanges } from './lib/data-changes';
import { installPublicCache } from './lib/public-cache';
import { installSecurityHeaders } from './lib/security-headers';
import type { RouteContext } from './routes/context';
import { catalogRoutes } from './routes/catalog/catalog-routes';
import { cartRoutes } from './routes/cart/cart-routes';
import { bookingRoutes } from './routes/booking/booking-routes';
import { accountRoutes } from './routes/account/account-routes';
import { packageRoutes } from './routes/packages/package-routes';
import { vendorRoutes } from './routes/vendor/vendor-routes';
import { miscRoutes } from './routes/misc/misc-routes';
import { imageRoutes } from './routes/misc/image-routes';
import { paymentRoutes } from './routes/payments/payment-routes';
import { adminRoutes } from './routes/admin/admin-routes';
import { createProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import { settleStates } from './payments/payment-data';

/** The Message of every 503 answered while PostgreSQL is unreachable. */
export const DATABASE_UNAVAILABLE = 'The service is temporarily unavailable (database connection lost). Please try again in a few seconds.';

export interface BuildOptions {
  config?: Partial<AppConfig>;
  /** An open database to use (tests share one); otherwise one is opened from the config and closed with the app. */
  db?: Db;
  /** Apply migrations (default true). */
  migrate?: boolean;
  /** Seed demo data when the database is empty (default true). */
  seed?: boolean;
  /** The payment provider (tests pass a Razorpay adapter with a recorded client); default from the config. */
  payments?: PaymentProvider;
}

export type UtsavApp = FastifyInstance & { db: Db; config: AppConfig; auth: Auth; payments: PaymentProvider };

declare module 'fastify' {
  interface FastifyContextConfig {
    envelope?: EnvelopeStyle;
  }
}

export async function buildApp(opts: BuildOptions = {}): Promise<UtsavApp> {
  const config = loadConfig(opts.config);
  const ownDb = !opts.db;
  // The embedded database's data folder (and the secret and uploads in it) is private to this user (issue 16.9).
  if (ownDb && !config.databaseUrl && config.dataDir !== ':memory:') ensurePrivateDir(config.dataDir);
  const db =
    opts.db ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir === ':memory:' ? undefined : `${config.dataDir}/pgdata`,
      schema: config.dbSchema,
    }));
  if (opts.migrate !== false) await migrate(db);
  if (opts.seed !== false) await seed(db);

  const app = Fastify({
    logger: config.logger,
    bodyLimit: 1024 * 1024,
    // Behind the compose front proxy (one hop) the client address comes from X-Forwarded-For, so the login and
    // enquiry rate limits count each client, not the proxy. Off by default: a client could forge the header.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  }) as unknown as UtsavApp;
  // Request parts are validated by the shared valibot schemas they were declared with (contract/request).
  app.setValidatorCompiler(validatorCompiler);
  const auth = new Auth(config.jwtSecret, config.jwtExpiry, db, { cacheTtlMs: config.authCacheTtlMs });
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('auth', auth);
  const payments = opts.payments ?? createProvider(config, db);
  app.decorate('payments', payments);
  // The sweeper: expired holds release their slots, past events complete (reads also do it lazily first).
  if (config.sweepIntervalMs > 0) {
    const timer = setInterval(() => {
      settleStates(db, new Date(), { force: true }).catch((e: unknown) => console.error('[payments] sweeper', e));
    }, config.sweepIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.decorateRequest('user', null);
  if (ownDb) app.addHook('onClose', async () => db.close());

  installSecurityHeaders(app, {
    // Images are loaded by the site's other origins; plain-http local runs must not be upgraded to https.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    contentSecurityPolicy: { useDefaults: true, directives: { 'upgrade-insecure-requests': null } },
  });
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Auth-Token'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, Status: 'Failed', Message: `Too many requests, please try again in ${ctx.after}` }),
  });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: config.maxUploadFiles } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Utsav API', version: '1.0.0', description: 'Event-service booking marketplace. Amounts in rupees; auth header X-Auth-Token. See docs/api.md.' },
      components: { securitySchemes: { XAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Graceful shutdown: once close() has begun, every reply asks the client to close its connection, so kept-alive
  // sockets end with the last request in flight and close() can finish (server.ts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const fault = config.faultDelay;
  if (fault) {
    console.warn(`[api] FAULT_DELAY_ROUTE is set: ${fault.method ?? 'every method of'} ${fault.route} waits ${fault.ms} ms (test only)`);
    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.url === fault.route && (!fault.method || req.method === fault.method)) await new Promise((r) => setTimeout(r, fault.ms));
    });
  }
  app.addHook('onRequest', async (req) => auth.attach(req));
  // A NUL character in any part of a request is refused in one place (PostgreSQL cannot store it; issue 16.5).
  app.addHook('preValidation', async (req) => {
    if (req.url.includes('%00') || hasNul(req.params) || hasNul(req.query) || hasNul(req.body)) throw badRequest(NUL_MESSAGE);
  });
  // Before the routes: the write paths mark what they change (explicit invalidation), and the routes marked
  // config.publicCache are answered from the cache that those marks clear.
  installDataChanges(app, db);
  installPublicCache(app, db, { ttlMs: config.catalogCacheTtlMs });

  let lastUnavailableLog = 0;
  app.setErrorHandler((err, req, reply) => {
    const style: EnvelopeStyle = req.routeOptions?.config?.envelope ?? 'text';
    if (err instanceof HttpError) return reply.status(err.statusCode).headers(err.headers).send(failure(style, err.message, err.extra));
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL restarting, failing over or refusing connections: a clear, retryable answer; the pool
      // reconnects by itself (db/client.ts). Logged once a second at most, without a stack.
      const now = Date.now();
      if (now - lastUnavailableLog >= 1000) {
        lastUnavailableLog = now;
        console.error(`[api] database unavailable, answering 503 (${req.method} ${req.url.split('?')[0]}):`, (err as Error).message);
      }
      return reply.status(503).header('retry-after', '5').send(failure(style, DATABASE_UNAVAILABLE));
    }
    const e = err as { statusCode?: number; message?: string; Message?: string; code?: string };
    const status = e.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = e.Message ?? e.message ?? 'Bad request';
      if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type';
      else if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'Request body is too large';
      else if (e.code?.startsWith('FST_ERR_CTP')) message = 'Request body is not valid JSON';
      return reply.status(status).send(failure(style, message));
    }
    req.log.error(err);
    if (!config.logger) console.error('[api] unexpected error', req.method, req.url, err);
    return reply.status(500).send(failure(style, 'Something went wrong, please try again'));
  });
  app.setNotFoundHandler((req, reply) => reply.status(404).send(failure('text', `No route ${req.method} ${req.url.split('?')[0]}`)));

  const ctx: RouteContext = { db, auth, config, payments };
  await app.register(
    async (api) => {
      await catalogRoutes(api, ctx);
      await cartRoutes(api, ctx);
      await bookingRoutes(api, ctx);
      await accountRoutes(api, ctx);
      await packageRoutes(api, ctx);
      await vendorRoutes(api, ctx);
      await miscRoutes(api, ctx);
      await paymentRoutes(api, ctx);
      await adminRoutes(api, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(async (i) => imageRoutes(i, ctx));
  return app;
}

/** A hop count as a trust function (what Fastify does for a number; its option types omit the number form). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
