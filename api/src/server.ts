/** Starts the API: opens the database, applies migrations, seeds on first start, listens on HOST:PORT. */
import { ConfigError } from './lib/jwt-secret';
import pino from 'pino';
import { log as processLog, logOptions } from './lib/log';
import { otlpEndpoint, startTracing } from './lib/tracing';

// Traces (lib/tracing): only with an OTLP endpoint configured, and before the app (and `pg`) is imported.
const tracing = await startTracing();
const { buildApp } = await import('./app');
const { warmSeedArt } = await import('./lib/images');

// The server's own lines (ready, draining, closed) are written even where request logs are off (NODE_ENV=test: the
// tests read the ready line); only API_LOG=0 silences them.
const log = processLog.isLevelEnabled('info') ? processLog : pino(logOptions({ enabled: process.env.API_LOG !== '0' }));

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
/** How long SIGTERM/SIGINT waits for in-flight requests before the process gives up on them (ms). */
const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);
/**
 * How long SIGTERM keeps serving with readiness already false before it stops accepting connections (ms, default 0):
 * time for a load balancer or Kubernetes' endpoints to stop sending new requests here (the chart sets 5 s).
 */
const notReadyMs = Math.max(0, Number(process.env.SHUTDOWN_DELAY_MS ?? 0) || 0);

const app = await buildApp().catch((e: unknown) => {
  // A configuration the API refuses (e.g. no JWT_SECRET with NODE_ENV=production): one clear line, exit 1.
  if (e instanceof ConfigError) {
    log.fatal(`cannot start: ${e.message}`);
    process.exit(1);
  }
  throw e;
});
await app.listen({ port, host });
const shown = host === '0.0.0.0' ? 'localhost' : host;
// The bound port (PORT=0 asks the system for a free one).
const bound = (app.server.address() as { port: number } | null)?.port ?? port;
log.info(
  `Utsav API ready on http://${shown}:${bound}/api (docs: http://${shown}:${bound}/api/docs, database: ${app.db.kind})`,
);
log.info(
  tracing ? { tracing: otlpEndpoint(), tracingStartupMs: tracing.startupMs } : { tracing: 'off' },
  tracing ? 'traces exported over OTLP' : 'traces off (no OTEL_EXPORTER_OTLP_ENDPOINT)',
);
// The seeded category pictures are drawn in the background, one at a time, so pages do not wait for them.
void warmSeedArt(app.config.uploadDir);

// Graceful shutdown: stop accepting connections, close idle keep-alive ones, let every request in flight
// finish and be answered (a request arriving on a kept-alive connection meanwhile gets 503 + Connection: close, which
// the front proxy retries elsewhere for idempotent methods), then close the database and exit 0. A request still
// running after SHUTDOWN_TIMEOUT_MS is abandoned: exit 1.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.health.draining = true;
    log.info(
      `${signal}: draining in-flight requests (up to ${drainMs} ms${notReadyMs ? `, after ${notReadyMs} ms of answering not ready` : ''}), then exiting`,
    );
    const drain = () => {
      const timer = setTimeout(() => {
        log.error(`requests still running after ${drainMs} ms: exiting without them`);
        process.exit(1);
      }, drainMs);
      timer.unref();
      return app.close();
    };
    new Promise((r) => setTimeout(r, notReadyMs)).then(drain).then(
      async () => {
        await tracing?.shutdown().catch(() => undefined);
        log.info('drained and closed');
        process.exit(0);
      },
      (e: unknown) => {
        log.error({ err: e }, 'close failed');
        process.exit(1);
      },
    );
  });
}
