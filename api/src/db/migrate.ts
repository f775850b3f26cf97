/**
 * Database migrations by postgrator (docs/migrations.md): forward-only SQL files `api/migrations/NNN.do.name.sql`,
 * applied in version order, each file whole (no splitting: function bodies and `;` in strings are fine), recorded
 * in the `schemaversion` table with their md5 (an applied file that was edited afterwards stops the start).
 *
 * Run at every start (buildApp) and by `npm run migrate -w api`. On PGlite and PostgreSQL alike, through the
 * API's own database handle: all pending files in one transaction, so a failing file leaves nothing half-applied;
 * on PostgreSQL a transaction-scoped advisory lock makes concurrent starters (replicas) wait for the first, then
 * find nothing to do.
 *
 * Databases made by the earlier home-grown runner (table `schema_migrations`, rows `001_init.sql`, …) are adopted:
 * the versions it recorded are written to `schemaversion` as applied, and never run twice.
 */
import path from 'node:path';
import Postgrator from 'postgrator';
import { API_ROOT } from '../config';
import type { Db, Tx } from './client';

export const MIGRATIONS_DIR = path.join(API_ROOT, 'migrations');
const LOCK_KEY = 710071;
const TABLE = 'schemaversion';

export interface MigrateResult {
  /** Versions applied by this call, e.g. ['001.do.init.sql']. */
  applied: string[];
  /** Versions adopted from the earlier runner's `schema_migrations` table. */
  adopted: number[];
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await migrateDetailed(db, dir)).applied;
}

export async function migrateDetailed(db: Db, dir = MIGRATIONS_DIR): Promise<MigrateResult> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    const schema = (await tx.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
    const postgrator = new Postgrator({
      driver: 'pg',
      // Posix separators: glob patterns treat a backslash as an escape.
      migrationPattern: `${dir.split(path.sep).join('/')}/*.sql`,
      schemaTable: TABLE,
      currentSchema: schema,
      execQuery: (sql: string) => tx.query(sql),
      execSqlScript: (sql: string) => tx.exec(sql),
    });
    const adopted = await adoptLegacy(tx, postgrator);
    const applied = await postgrator.migrate();
    return { applied: applied.map((m) => path.basename(m.filename)), adopted };
  });
}

/** Reads the earlier runner's records (`001_init.sql` → version 1) into postgrator's table, once. */
async function adoptLegacy(tx: Tx, postgrator: Postgrator): Promise<number[]> {
  const tables = await tx.query<{ t: string }>(
    'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = current_schema() AND table_name IN ($1, $2)',
    ['schema_migrations', TABLE],
  );
  const names = new Set(tables.rows.map((r) => r.t));
  if (!names.has('schema_migrations') || names.has(TABLE)) return [];
  const legacy = (await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) =>
    Number(r.name.split('_')[0]),
  );
  const files = await postgrator.getMigrations();
  // Let postgrator create its table (same shape as on a fresh database), then record what was already there.
  await tx.query(`CREATE TABLE ${TABLE} (version BIGINT PRIMARY KEY, name TEXT, md5 TEXT, run_at TIMESTAMPTZ)`);
  await tx.query(`INSERT INTO ${TABLE} (version) VALUES (0)`);
  const adopted: number[] = [];
  for (const m of files) {
    if (m.action !== 'do' || !legacy.includes(m.version)) continue;
    await tx.query(`INSERT INTO ${TABLE} (version, name, md5, run_at) VALUES ($1, $2, $3, now())`, [
      m.version,
      m.name,
      m.md5,
    ]);
    adopted.push(m.version);
  }
  return adopted;
}
