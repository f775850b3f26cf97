/** Applies api/migrations/*.sql in name order, once each, recorded in schema_migrations. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../config';
import type { Db } from './client';

export async function migrate(db: Db, dir = path.join(API_ROOT, 'migrations')): Promise<string[]> {
  try {
    await db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
  } catch (e) {
    // Two starters creating it at the same moment: the loser sees a duplicate — of the row in pg_type (23505),
    // of the table (42P07) or of its row type (42710, 'type "schema_migrations" already exists'); the table
    // exists either way.
    if (!['23505', '42P07', '42710'].includes((e as { code?: string }).code ?? '')) throw e;
  }
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  // One transaction for all pending files; on PostgreSQL an advisory lock makes concurrent starters (replicas) wait.
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('SELECT pg_advisory_xact_lock(710071)');
    const done = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(path.join(dir, file), 'utf8');
      // Multi-statement scripts: split on ';' at line ends (the migration files keep one statement per ';').
      for (const stmt of sql.split(/;\s*(?:\n|$)/).map((s) => s.trim()).filter((s) => s && !/^(--[^\n]*\n?)+$/.test(s))) {
        await tx.query(stmt);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
