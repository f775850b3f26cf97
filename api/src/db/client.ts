/**
 * One small query interface over embedded PGlite (default) and a real PostgreSQL server (DATABASE_URL).
 * Dates come back as 'YYYY-MM-DD' text, timestamps as ISO text, numeric and bigint as JS numbers.
 */
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { PGlite as PGliteType, Transaction as PGliteTx } from '@electric-sql/pglite';

export type Row = Record<string, unknown>;
export type Param = string | number | boolean | null | Date | string[] | number[];

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly Param[]): Promise<{ rows: T[]; rowCount: number }>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Grows after every statement through this handle that may have changed data (anything but a plain SELECT,
   * every transaction and script), counted once it has finished. Response caches compare it (see lib/public-cache).
   */
  readonly writeVersion: number;
  /** Calls fn after each such change; returns the unsubscribe function. */
  onWrite(fn: () => void): () => void;
  /** Runs fn in one transaction (BEGIN … COMMIT; ROLLBACK on throw). */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const toIso = (v: string) => new Date(v.includes('T') || v.includes('+') || v.endsWith('Z') ? v.replace(' ', 'T') : `${v.replace(' ', 'T')}Z`).toISOString();

const PARSERS: Record<number, (v: string) => unknown> = {
  20: (v) => Number(v), // int8
  1700: (v) => Number(v), // numeric
  1082: (v) => v, // date
  1114: (v) => toIso(v), // timestamp
  1184: (v) => new Date(v).toISOString(), // timestamptz
};

export interface DbOptions {
  databaseUrl?: string;
  /** PGlite data folder; undefined = in memory. */
  dataDir?: string;
  /** PostgreSQL schema (created if missing) used as search_path. */
  schema?: string;
  poolSize?: number;
}

export async function createDb(opts: DbOptions): Promise<Db> {
  const raw = opts.databaseUrl ? await createPostgres(opts.databaseUrl, opts.schema, opts.poolSize) : await createPglite(opts.dataDir);
  return trackWrites(raw);
}

/**
 * A statement counts as a read only when it is a SELECT that names no data-changing keyword or sequence
 * function; everything else (INSERT/UPDATE/DELETE/TRUNCATE/DDL, data-modifying WITH, SELECT nextval…) is a write.
 * Erring towards "write" only costs a cache clear.
 */
const READ_ONLY = /^\s*SELECT\b/i;
const WRITE_WORD = /\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE)\b|\b(nextval|setval|pg_advisory\w*)\s*\(/i;
export const isReadOnlySql = (sql: string) => READ_ONLY.test(sql) && !WRITE_WORD.test(sql);

type RawDb = Omit<Db, 'writeVersion' | 'onWrite'>;

function trackWrites(raw: RawDb): Db {
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version++;
    for (const fn of listeners) fn();
  };
  return {
    kind: raw.kind,
    get writeVersion() {
      return version;
    },
    onWrite(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    async query<T = Row>(sql: string, params?: readonly Param[]) {
      if (isReadOnlySql(sql)) return raw.query<T>(sql, params);
      try {
        return await raw.query<T>(sql, params);
      } finally {
        changed();
      }
    },
    async transaction(fn) {
      try {
        return await raw.transaction(fn);
      } finally {
        changed();
      }
    },
    async exec(sql) {
      try {
        await raw.exec(sql);
      } finally {
        changed();
      }
    },
    close: () => raw.close(),
  };
}

async function createPglite(dataDir?: string): Promise<RawDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db: PGliteType = new PGlite({ dataDir, parsers: PARSERS });
  await db.waitReady;
  const wrap = (q: PGliteType | PGliteTx): Queryable => ({
    async query<T = Row>(sql: string, params: readonly Param[] = []) {
      const r = await q.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.affectedRows ?? r.rows.length };
    },
  });
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    exec: async (sql) => {
      await db.exec(sql);
    },
    close: () => db.close(),
  };
}

async function createPostgres(url: string, schema?: string, poolSize = 20): Promise<RawDb> {
  const types = {
    getTypeParser: ((oid: number, format?: string) => PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (e) {
      // Two starters creating it at once: the loser gets a duplicate, the schema exists either way.
      if (!['23505', '42P06'].includes((e as { code?: string }).code ?? '')) throw e;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: poolSize, types, options: schema ? `-c search_path=${schema}` : undefined });
  const run = async <T = Row>(c: pg.Pool | pg.PoolClient, sql: string, params: readonly Param[] = []) => {
    const r = await c.query(sql, params as unknown[]);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  };
  return {
    kind: 'postgres',
    query: <T = Row>(sql: string, params?: readonly Param[]) => run<T>(pool, sql, params),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({ query: <T = Row>(sql: string, params?: readonly Param[]) => run<T>(client, sql, params) });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}
