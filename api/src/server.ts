/** Starts the API: opens the database, applies migrations, seeds on first start, listens on HOST:PORT. */
import { buildApp } from './app';
import { ConfigError } from './lib/jwt-secret';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';
/** How long SIGTERM/SIGINT waits for in-flight requests before the process gives up on them (ms). */
const drainMs = Number(process.env.SHUTDOWN_TIMEOUT_MS ?? 10_000);

const app = await buildApp().catch((e: unknown) => {
  // A configuration the API refuses (e.g. no JWT_SECRET with NODE_ENV=production): one clear line, exit 1.
  if (e instanceof ConfigError) {
    console.error(`[api] cannot start: ${e.message}`);
    process.exit(1);
  }
  throw e;
});
await app.listen({ port, host });
const shown = host === '0.0.0.0' ? 'localhost' : host;
// The bound port (PORT=0 asks the system for a free one).
const bound = (app.server.address() as { port: number } | null)?.port ?? port;
console.log(`Utsav API ready on http://${shown}:${bound}/api (docs: http://${shown}:${bound}/api/docs, database: ${app.db.kind})`);

// Graceful shutdown (issue 22): stop accepting connections, close idle keep-alive ones, let every request in flight
// finish and be answered (a request arriving on a kept-alive connection meanwhile gets 503 + Connection: close, which
// the front proxy retries elsewhere for idempotent methods), then close the database and exit 0. A request still
// running after SHUTDOWN_TIMEOUT_MS is abandoned: exit 1.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`[api] ${signal}: draining in-flight requests (up to ${drainMs} ms), then exiting`);
    const timer = setTimeout(() => {
      console.error(`[api] requests still running after ${drainMs} ms: exiting without them`);
      process.exit(1);
    }, drainMs);
    timer.unref();
    app.close().then(
      () => {
        console.log('[api] drained and closed');
        process.exit(0);
      },
      (e: unknown) => {
        console.error('[api] close failed', e);
        process.exit(1);
      },
    );
  });
}
