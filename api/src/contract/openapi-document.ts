/**
 * The OpenAPI document of the API as /api/docs serves it, built without a database (no migrations, no seed): the
 * input of tools/contract/generate.mjs. Run with tsx: prints the JSON on stdout.
 */
import { buildApp } from '../app';
import { log } from '../lib/log';

async function main(): Promise<void> {
  const app = await buildApp({
    migrate: false,
    seed: false,
    config: {
      dataDir: ':memory:',
      jwtSecret: 'contract-generation-only-not-a-secret-0123456789',
      logger: false,
      sweepIntervalMs: 0,
    },
  });
  await app.ready();
  const document = app.swagger();
  await app.close();
  process.stdout.write(JSON.stringify(document));
}

main().catch((e: unknown) => {
  log.fatal({ err: e }, 'could not build the OpenAPI document');
  process.exit(1);
});
