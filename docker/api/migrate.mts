/**
 * One-shot job (compose service `api-migrate`): applies the migrations and loads the demo seed once, before the
 * API replicas start, so two replicas never race on an empty database. Uses the API's own start-up path.
 *   node --import tsx ../docker/api/migrate.mts     (cwd: api/, env as the API: DATABASE_URL, DATA_DIR, …)
 */
import { buildApp } from '../../api/src/app';

const app = await buildApp();
console.log(`migrations applied and seed checked (database: ${app.db.kind})`);
await app.close();
