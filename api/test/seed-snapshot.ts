/**
 * The seeded database, copied once and put back on every reset. Seeding runs the real booking, payment and message
 * code (src/db/seed.ts) and takes ~2 s on PGlite; a reset runs before most test files and many single tests, so the
 * suite seeds once per process and day and then restores the same rows (every column that is not generated, as
 * stored, ids included) and the same sequence positions in one transaction (~0.1–0.2 s).
 *
 * What a restore gives is what a fresh seed on the same day gives, except for the instants the seed stamps with the
 * database's `now()` (verified-at, sent-at, created-at defaults), which keep the first seed's values: they are minutes
 * old, never in the future, and no test reads them as "just now". A new India day seeds afresh (dates are relative to
 * the seeding day). SEED_SNAPSHOT=0 seeds every time, for comparing the two.
 */
import type { Db } from '../src/db/client';
import { seed } from '../src/db/seed';
import { todayIso } from '../src/lib/dates';

interface TableCopy {
  name: string;
  /** Columns written back: every column except generated ones, in table order. */
  columns: string[];
  /** The rows as one JSON array (json_agg), read back with json_populate_recordset. */
  rows: string;
}

interface Snapshot {
  day: string;
  tables: TableCopy[];
  sequences: { name: string; value: string }[];
}

let snapshot: { db: Db; copy: Snapshot } | null = null;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function take(db: Db, tables: string[], day: string): Promise<Snapshot> {
  const copies: TableCopy[] = [];
  for (const name of tables) {
    const rows = (await db.query<{ rows: unknown }>(`SELECT json_agg(t)::text AS rows FROM ${quote(name)} t`)).rows[0]!
      .rows as string | null;
    if (rows === null) continue; // empty: TRUNCATE already left it as the seed does
    const columns = (
      await db.query<{ column_name: string }>(
        `SELECT column_name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
        [name],
      )
    ).rows.map((r) => r.column_name);
    copies.push({ name, columns, rows });
  }
  const sequences = (
    await db.query<{ name: string; value: string }>(
      `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
        WHERE schemaname = current_schema() AND last_value IS NOT NULL`,
    )
  ).rows;
  return { day, tables: copies, sequences };
}

async function restore(db: Db, copy: Snapshot): Promise<void> {
  await db.transaction(async (tx) => {
    // The rows go back as they were, in any order: foreign keys and row triggers (search vectors, the refusal to
    // change a stored document) are for writes the product makes, not for putting a copy back. PostgreSQL's own
    // restore setting, for this transaction only.
    await tx.query('SET LOCAL session_replication_role = replica');
    for (const t of copy.tables) {
      const cols = t.columns.map(quote).join(', ');
      await tx.query(
        `INSERT INTO ${quote(t.name)} (${cols}) OVERRIDING SYSTEM VALUE
         SELECT ${cols} FROM json_populate_recordset(NULL::${quote(t.name)}, $1::json)`,
        [t.rows],
      );
    }
    for (const s of copy.sequences)
      await tx.query('SELECT setval($1::regclass, $2::bigint, true)', [quote(s.name), s.value]);
  });
}

/** Fills the emptied `tables` with the demo seed: seeded the first time (and each new day), restored after that. */
export async function seedOrRestore(db: Db, tables: string[]): Promise<void> {
  const day = todayIso();
  if (process.env.SEED_SNAPSHOT === '0') return seed(db);
  if (snapshot && snapshot.db === db && snapshot.copy.day === day) return restore(db, snapshot.copy);
  await seed(db, day);
  snapshot = { db, copy: await take(db, tables, day) };
}
