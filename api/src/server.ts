/** Starts the API: opens the database, applies migrations, seeds on first start, listens on HOST:PORT. */
import { buildApp } from './app';

const port = Number(process.env.PORT ?? 4000);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildApp();
await app.listen({ port, host });
const shown = host === '0.0.0.0' ? 'localhost' : host;
// The bound port (PORT=0 asks the system for a free one).
const bound = (app.server.address() as { port: number } | null)?.port ?? port;
console.log(`Utsav API ready on http://${shown}:${bound}/api (docs: http://${shown}:${bound}/api/docs, database: ${app.db.kind})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().finally(() => process.exit(0));
  });
}
