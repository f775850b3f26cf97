/**
 * `npm run migrate -w api`: applies the pending migrations to the database of the environment (DATABASE_URL +
 * DB_SCHEMA, or the embedded PGlite under DATA_DIR) and prints what it did. The API also does this at every start.
 * `--seed` also loads the demo seed into an empty database (the compose one-shot job `api-migrate`, compiled:
 * `node dist/api/src/db/migrate-cli.js --seed`).
 */
import { loadConfig } from '../config';
import { createDb } from './client';
import { migrateDetailed } from './migrate';
import { seed } from './seed';
import { log } from '../lib/log';

const config = loadConfig();
const db = await createDb({
  databaseUrl: config.databaseUrl,
  dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
  schema: config.dbSchema,
});
try {
  const { applied, adopted } = await migrateDetailed(db);
  if (adopted.length) log.info({ adopted }, `adopted from schema_migrations: versions ${adopted.join(', ')}`);
  log.info({ applied }, applied.length ? `applied: ${applied.join(', ')}` : 'no pending migrations');
  if (process.argv.includes('--seed')) {
    await seed(db);
    log.info('seed checked');
  }
} catch (e) {
  log.error({ err: e }, 'migration failed');
  process.exitCode = 1;
} finally {
  await db.close();
}
