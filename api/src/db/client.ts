/**
 * One small query interface over embedded PGlite (default) and a real PostgreSQL server (DATABASE_URL).
 * Dates come back as 'YYYY-MM-DD' text, timestamps as ISO text, numeric and bigint as JS numbers.
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { PGlite as PGliteType, Transaction as PGliteTx } from '@electric-sql/pglite';

export type Row = Record<string, unknown>;
export type Param = string | number | boolean | null | Date | string[] | number[];

export interface Queryable {
  query<T = Row>(sql: string, params?: readonly Param[]): Promise<{ rows: T[]; rowCount: number }>;
}

/** A transaction's handle: queries, and multi-statement scripts (migrations) on the same connection. */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Grows after every statement through this handle that may have changed data (anything but a plain SELECT,
   * every transaction and script), counted once it has finished — and, on PostgreSQL, when another process using
   * the same database and schema announces such a change (LISTEN/NOTIFY). Response caches compare it (lib/public-cache).
   */
  readonly writeVersion: number;
  /** Calls fn after each such change; returns the unsubscribe function. */
  onWrite(fn: () => void): () => void;
  /** Runs fn in one transaction (BEGIN … COMMIT; ROLLBACK on throw). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
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

type RawDb = Omit<Db, 'writeVersion' | 'onWrite'> & {
  /** Tells the other processes on this database that data changed (PostgreSQL). */
  announce?(): Promise<void>;
  /** Calls fn when another process announces a change, or when announcements may have been missed. */
  onForeignWrite?(fn: () => void): void;
};

function trackWrites(raw: RawDb): Db {
  let version = 0;
  const listeners = new Set<() => void>();
  const bump = () => {
    version++;
    for (const fn of listeners) fn();
  };
  raw.onForeignWrite?.(bump);
  const changed = async () => {
    bump();
    // Awaited, so a change is announced before its caller answers; a failed announcement is left to the TTL.
    await raw.announce?.().catch((e: unknown) => console.error('[api] could not announce a database change', e));
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
        await changed();
      }
    },
    async transaction(fn) {
      try {
        return await raw.transaction(fn);
      } finally {
        await changed();
      }
    },
    async exec(sql) {
      try {
        await raw.exec(sql);
      } finally {
        await changed();
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
  const wrap = (q: PGliteType | PGliteTx): Tx => ({
    async query<T = Row>(sql: string, params: readonly Param[] = []) {
      const r = await q.query(sql, params as unknown[]);
      return { rows: r.rows as T[], rowCount: r.affectedRows ?? r.rows.length };
    },
    async exec(sql: string) {
      await q.exec(sql);
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
  const changes = watchChanges(pool, url, `utsav_changes_${schema ?? 'public'}`.slice(0, 63));
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
        const out = await fn({
          query: <T = Row>(sql: string, params?: readonly Param[]) => run<T>(client, sql, params),
          // No parameters: the simple query protocol, which runs every statement of a script.
          exec: async (sql: string) => void (await client.query(sql)),
        });
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
    announce: changes.announce,
    onForeignWrite: changes.onForeignWrite,
    close: async () => {
      await changes.close();
      await pool.end();
    },
  };
}

/**
 * Change announcements between the processes (API replicas) of one database + schema: after a write, NOTIFY on a
 * channel with this process's id; one dedicated connection LISTENs and reports the others' changes. While that
 * connection is down (reconnected every second) changes may be missed, so each (re)connection reports one too;
 * response caches' TTL bounds what slips through.
 */
function watchChanges(pool: pg.Pool, url: string, channel: string) {
  const self = randomUUID();
  const foreign = new Set<() => void>();
  const report = () => foreign.forEach((fn) => fn());
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: url });
    let gone = false;
    const lost = () => {
      if (gone) return;
      gone = true;
      if (listener === c) listener = null;
      c.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, 1000).unref();
    };
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (m) => m.payload !== self && report());
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch {
      return lost();
    }
    if (closed) return void c.end().catch(() => undefined);
    listener = c;
    report();
  };
  void connect();

  return {
    onForeignWrite: (fn: () => void) => void foreign.add(fn),
    announce: async () => void (await pool.query('SELECT pg_notify($1, $2)', [channel, self])),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
