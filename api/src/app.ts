/**
 * buildApp: the Fastify application with every route of product §7 under /api, images under /images, OpenAPI at
 * /api/docs. Opens the database (PGlite or PostgreSQL), applies migrations and seeds on first start unless told not to.
 */
process.env.TZ ??= 'Asia/Kolkata';

import { conversationRoutes } from './routes/conversations/conversation-routes';
import { validatorCompiler } from './contract/request';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { loadConfig, type AppConfig } from './config';
import { ensurePrivateDir } from './lib/private-files';
import { createDb, isDatabaseUnavailable, type Db } from './db/client';
import { migrate } from './db/migrate';
import { backfillQuoteFigures } from './conversations/quote-figures';
import { seed } from './db/seed';
import { Auth } from './lib/auth';
import { HttpError, NUL_MESSAGE, badRequest, failure, hasNul, type EnvelopeStyle } from './lib/http';
import { installDataChanges } from './lib/data-changes';
import { installPublicCache } from './lib/public-cache';
import { installSecurityHeaders } from './lib/security-headers';
import { describeRoute, finishDocument } from './contract/openapi-finish';
import type { RouteContext } from './routes/context';
import { catalogRoutes } from './routes/catalog/catalog-routes';
import { cartRoutes } from './routes/cart/cart-routes';
import { bookingRoutes } from './routes/booking/booking-routes';
import { bookingChangeRoutes } from './routes/booking/booking-change-routes';
import { accountRoutes } from './routes/account/account-routes';
import { addressRoutes } from './routes/account/address-routes';
import { packageRoutes } from './routes/packages/package-routes';
import { vendorRoutes } from './routes/vendor/vendor-routes';
import { vendorBookingRoutes } from './routes/vendor/vendor-booking-routes';
import { vendorImageRoutes } from './routes/vendor/vendor-image-routes';
import { vendorEarningsRoutes } from './routes/vendor/vendor-earnings';
import { miscRoutes } from './routes/misc/misc-routes';
import { imageRoutes } from './routes/misc/image-routes';
import { paymentRoutes } from './routes/payments/payment-routes';
import { adminRoutes } from './routes/admin/admin-routes';
import { verificationRoutes } from './routes/account/verification-routes';
import { calendarRoutes } from './routes/calendar/calendar-routes';
import { messageRoutes } from './routes/messages/message-routes';
import { shortlistRoutes } from './routes/shortlist/shortlist-routes';
import { createProvider } from './payments/create-provider';
import type { PaymentProvider } from './payments/provider';
import { settleStates } from './payments/booking-states';
import { installMessages, type MessagesRuntime } from './messages/install';
import type { ChannelSet } from './messages/types';
import { rumRoutes } from './routes/misc/rum-routes';
import { privacyRoutes } from './routes/privacy/privacy-routes';
import { log } from './lib/log';
import { installRequestLog, requestIdOf } from './lib/request-log';
import { installMetrics, type ApiMetrics } from './lib/metrics';
import { installHealth, type Health } from './lib/health';
import { langOfHeader, localizeMessage } from '@utsav/domain/schemas/localize';
import { installReplyLanguage, render } from './lib/server-messages';

/** The Message of every 503 answered while PostgreSQL is unreachable. */
export const DATABASE_UNAVAILABLE =
  'The service is temporarily unavailable (database connection lost). Please try again in a few seconds.';

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
  /** The message channels (tests pass an SMTP adapter to their own server); default from env (docs/messages.md). */
  channels?: ChannelSet;
  /** The logger when config.logger is on (tests pass one writing to memory); default the process's (lib/log). */
  logger?: Logger;
}

export type UtsavApp = FastifyInstance & {
  db: Db;
  config: AppConfig;
  auth: Auth;
  payments: PaymentProvider;
  messages: MessagesRuntime;
  metrics: ApiMetrics;
  health: Health;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    envelope?: EnvelopeStyle;
  }
}

export async function buildApp(opts: BuildOptions = {}): Promise<UtsavApp> {
  const config = loadConfig(opts.config);
  const ownDb = !opts.db;
  // The embedded database's data folder (and the secret and uploads in it) is private to this user.
  if (ownDb && !config.databaseUrl && config.dataDir !== ':memory:') ensurePrivateDir(config.dataDir);
  const db =
    opts.db ??
    (await createDb({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : config.dataDir === ':memory:' ? undefined : `${config.dataDir}/pgdata`,
      schema: config.dbSchema,
      // Connections per process (default 20): replicas × DB_POOL_SIZE must stay under max_connections (docs/deploy.md).
      poolSize: Number(process.env.DB_POOL_SIZE) || undefined,
    }));
  if (opts.migrate !== false) {
    await migrate(db);
    // Quotes sent before their figures were stored get them once (conversations/quote-figures).
    await backfillQuoteFigures(db);
  }
  if (opts.seed !== false) await seed(db);

  const app = Fastify({
    // JSON lines through lib/log (scrubbed of secrets); one line per request from lib/request-log, not Fastify's two.
    ...(config.logger ? { loggerInstance: opts.logger ?? log } : { logger: false }),
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    // The request id: the front proxy's X-Request-Id (nginx $request_id) when it is a sane token, else a new one.
    requestIdHeader: false,
    genReqId: requestIdOf,
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
      settleStates(db, new Date(), { force: true }).catch((e: unknown) =>
        app.log.error({ err: e }, 'payments sweeper failed'),
      );
    }, config.sweepIntervalMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // The outbox worker: delivers the messages every write enqueued, schedules reminders.
  app.decorate('messages', installMessages(app, db, config, opts.channels));
  app.decorateRequest('user', null);
  if (ownDb) app.addHook('onClose', async () => db.close());

  installRequestLog(app);
  // /metrics, /livez and /readyz: outside /api, so the front proxy never serves them to the public (lib/metrics).
  const metrics = installMetrics(app, db, { token: config.metricsToken });
  app.decorate('metrics', metrics);
  app.decorate('health', installHealth(app, db));
  // One policy with the apps' servers (domain/src/security-headers.ts): lib/security-headers API_HELMET_OPTIONS.
  installSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Content-Type', 'X-Auth-Token', 'X-Request-Id', 'Idempotency-Key', 'traceparent', 'tracestate'],
    exposedHeaders: ['X-Request-Id'],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      Status: 'Failed',
      Message: `Too many requests, please try again in ${ctx.after}`,
    }),
  });
  await app.register(multipart, { limits: { fileSize: config.maxUploadBytes, files: config.maxUploadFiles } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Utsav API',
        version: '1.0.0',
        description: 'Event-service booking marketplace. Amounts in rupees; auth header X-Auth-Token. See docs/api.md.',
      },
      components: { securitySchemes: { XAuthToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' } } },
    },
    // Operation ids, security, 4xx replies, servers, 3.0-valid schemas (contract/openapi-finish).
    transform: describeRoute,
    transformObject: (input) =>
      'openapiObject' in input
        ? finishDocument(input.openapiObject as Record<string, unknown>, { publicUrl: config.publicUrl })
        : input.swaggerObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Graceful shutdown: once close() has begun, every reply asks the client to close its connection, so kept-alive
  // sockets end with the last request in flight and close() can finish (server.ts).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    app.health.draining = true;
    app.server.closeIdleConnections?.();
  });
  app.addHook('onSend', async (_req, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  const fault = config.faultDelay;
  if (fault) {
    app.log.warn(
      `FAULT_DELAY_ROUTE is set: ${fault.method ?? 'every method of'} ${fault.route} waits ${fault.ms} ms (test only)`,
    );
    app.addHook('onRequest', async (req) => {
      if (req.routeOptions.url === fault.route && (!fault.method || req.method === fault.method))
        await new Promise((r) => setTimeout(r, fault.ms));
    });
  }
  app.addHook('onRequest', async (req) => auth.attach(req));
  // A NUL character in any part of a request is refused in one place (PostgreSQL cannot store it).
  app.addHook('preValidation', async (req) => {
    if (req.url.includes('%00') || hasNul(req.params) || hasNul(req.query) || hasNul(req.body))
      throw badRequest(NUL_MESSAGE);
  });
  // Before the routes: the write paths mark what they change (explicit invalidation), and the routes marked
  // config.publicCache are answered from the cache that those marks clear.
  installDataChanges(app, db);
  installPublicCache(app, db, { ttlMs: config.catalogCacheTtlMs });
  installReplyLanguage(app);

  let lastUnavailableLog = 0;
  app.setErrorHandler((err, req, reply) => {
    const style: EnvelopeStyle = req.routeOptions?.config?.envelope ?? 'text';
    // Errors in the request's language (Accept-Language): a keyed server message from the API's catalogue, a
    // validation message from the catalogue the forms use (@utsav/domain/schemas/localize); a text neither
    // catalogue knows stays English.
    const lang = langOfHeader(req.headers['accept-language']);
    if (err instanceof HttpError)
      return reply
        .status(err.statusCode)
        .headers(err.headers)
        .send(failure(style, err.keyed ? render(lang, err.keyed) : localizeMessage(err.message, lang), err.extra));
    if (isDatabaseUnavailable(err)) {
      // PostgreSQL restarting, failing over or refusing connections: a clear, retryable answer; the pool
      // reconnects by itself (db/client.ts). Logged once a second at most, without a stack.
      const now = Date.now();
      if (now - lastUnavailableLog >= 1000) {
        lastUnavailableLog = now;
        req.log.error(
          { err: { code: (err as { code?: string }).code, message: (err as Error).message } },
          `database unavailable, answering 503 (${req.method} ${req.url.split('?')[0]})`,
        );
      }
      metrics.error('database_unavailable');
      return reply.status(503).header('retry-after', '5').send(failure(style, DATABASE_UNAVAILABLE));
    }
    const e = err as { statusCode?: number; message?: string; Message?: string; code?: string };
    const status = e.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      let message = e.Message ?? e.message ?? 'Bad request';
      if (e.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') message = 'Unsupported content type';
      else if (e.code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'Request body is too large';
      else if (e.code?.startsWith('FST_ERR_CTP')) message = 'Request body is not valid JSON';
      return reply.status(status).send(failure(style, localizeMessage(message, lang)));
    }
    metrics.error('unexpected');
    req.log.error({ err }, `unexpected error (${req.method} ${req.url.split('?')[0]})`);
    return reply.status(500).send(failure(style, localizeMessage('Something went wrong, please try again', lang)));
  });
  app.setNotFoundHandler((req, reply) =>
    reply.status(404).send(failure('text', `No route ${req.method} ${req.url.split('?')[0]}`)),
  );

  const ctx: RouteContext = { db, auth, config, payments };
  await app.register(
    async (api) => {
      // One plugin per domain (routes/plugins): each in its own encapsulated context, its options the context.
      await api.register(catalogRoutes, ctx);
      await api.register(cartRoutes, ctx);
      await api.register(bookingRoutes, ctx);
      await api.register(bookingChangeRoutes, ctx);
      await api.register(accountRoutes, ctx);
      await api.register(addressRoutes, ctx);
      await api.register(packageRoutes, ctx);
      await api.register(vendorRoutes, ctx);
      await api.register(vendorBookingRoutes, ctx);
      await api.register(vendorImageRoutes, ctx);
      await api.register(vendorEarningsRoutes, ctx);
      await api.register(miscRoutes, ctx);
      await api.register(paymentRoutes, ctx);
      await api.register(adminRoutes, ctx);
      await api.register(verificationRoutes, ctx);
      await api.register(calendarRoutes, ctx);
      await api.register(conversationRoutes, ctx);
      await api.register(privacyRoutes, ctx);
      await api.register(rumRoutes, { ...ctx, metrics });
      await api.register(messageRoutes, { ...ctx, channels: () => app.messages.channels });
      await api.register(shortlistRoutes, ctx);
    },
    { prefix: '/api' },
  );
  await app.register(imageRoutes, ctx);
  return app;
}

/** A hop count as a trust function (what Fastify does for a number; its option types omit the number form). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
