/**
 * One small query interface over embedded PGlite (default) and a real PostgreSQL server (DATABASE_URL).
 * Dates come back as 'YYYY-MM-DD' text, timestamps as ISO text, numeric and bigint as JS numbers.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DATA_TOPICS, isDataTopic, type DataTopic } from './data-topics';
import { sqlText, type Sql } from './statement';
import { ensurePrivateDir, tightenTree } from '../lib/private-files';
import type { PGlite as PGliteType, Transaction as PGliteTx } from '@electric-sql/pglite';
import { log } from '../lib/log';

export type Row = Record<string, unknown>;
export type Param = string | number | boolean | null | Date | string[] | number[];

export interface Queryable {
  /** `sql`: text, or a named statement (db/statement `prepared`), prepared once per connection on PostgreSQL. */
  query<T = Row>(sql: Sql, params?: readonly Param[]): Promise<{ rows: T[]; rowCount: number }>;
}

/** A transaction's handle: queries, and multi-statement scripts (migrations) on the same connection. */
export interface Tx extends Queryable {
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Version of one kind of data (db/data-topics): grows when a write path declares that it changed that data
   * (`changed`, called by the route hook of lib/data-changes after a route with `config.changes`), and, on
   * PostgreSQL, when another process on the same database and schema announces such a change (LISTEN/NOTIFY).
   * Caches compare it: the public read cache (catalog), the session cache (accounts). Nothing reads the SQL text.
   */
  version(topic: DataTopic): number;
  /** Calls fn after each change (with the topics changed); returns the unsubscribe function. */
  onChange(fn: (topics: readonly DataTopic[]) => void): () => void;
  /** Declares committed changes of these kinds of data: local listeners run at once, other processes are told. */
  changed(topics: readonly DataTopic[]): Promise<void>;
  /** Runs fn in one transaction (BEGIN … COMMIT; ROLLBACK on throw). */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  /** The connection pool right now (PostgreSQL; PGlite has one connection and no pool): for /metrics. */
  poolStats?(): PoolStats;
}

export interface PoolStats {
  /** Connections open, idle among them, requests waiting for one, and the pool's limit. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

const toIso = (v: string) =>
  new Date(
    v.includes('T') || v.includes('+') || v.endsWith('Z') ? v.replace(' ', 'T') : `${v.replace(' ', 'T')}Z`,
  ).toISOString();

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
  /** PostgreSQL application_name of every connection (pg_stat_activity; tests terminate their own by it). */
  applicationName?: string;
  /** How long a request waits for a PostgreSQL connection before it fails as unavailable (ms, default 5000). */
  connectTimeoutMs?: number;
  /** Where connection losses are reported (default the process log, lib/log). */
  log?: (message: string, error?: unknown) => void;
}

/**
 * Errors that mean "the database is not reachable right now" rather than "this statement is wrong": the server
 * ended the connection (restart, failover, pg_terminate_backend), refused or timed out a new one, or is starting /
 * shutting down. The API answers them with 503 (app.ts) and the pool opens new connections when it is back.
 */
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4]|53300|53400)/;
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_TEXT =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed and is not queryable|Cannot use a pool after calling end/i;
export function isDatabaseUnavailable(e: unknown): boolean {
  if (!e || typeof e !== 'object') return false;
  const { code, message } = e as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
  if (typeof message === 'string' && UNAVAILABLE_TEXT.test(message)) return true;
  // AggregateError of a connect() to every address of a host name
  const errors = (e as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}

export async function createDb(opts: DbOptions): Promise<Db> {
  const raw = opts.databaseUrl ? await createPostgres(opts.databaseUrl, opts) : await createPglite(opts.dataDir);
  return trackChanges(raw);
}

type RawDb = Omit<Db, 'version' | 'onChange' | 'changed'> & {
  /** Tells the other processes on this database that these kinds of data changed (PostgreSQL). */
  announce?(topics: readonly DataTopic[]): Promise<void>;
  /** Calls fn when another process announces a change, or (every topic) when announcements may have been missed. */
  onForeignChange?(fn: (topics: readonly DataTopic[]) => void): void;
};

function trackChanges(raw: RawDb): Db {
  const versions = new Map<DataTopic, number>(DATA_TOPICS.map((t) => [t, 0]));
  const listeners = new Set<(topics: readonly DataTopic[]) => void>();
  const bump = (topics: readonly DataTopic[]) => {
    for (const t of topics) versions.set(t, (versions.get(t) ?? 0) + 1);
    for (const fn of listeners) fn(topics);
  };
  raw.onForeignChange?.(bump);
  return {
    kind: raw.kind,
    version: (topic) => versions.get(topic) ?? 0,
    onChange(fn) {
      listeners.add(fn);
      return () => void listeners.delete(fn);
    },
    async changed(topics) {
      if (topics.length === 0) return;
      bump(topics);
      // Awaited, so a change is announced before its caller answers; a failed announcement is left to the TTL.
      // (While the database is away the failed write has already been answered with 503: nothing to add.)
      await raw
        .announce?.(topics)
        .catch(
          (e: unknown) => isDatabaseUnavailable(e) || log.error({ err: e }, 'could not announce a database change'),
        );
    },
    query: (sql, params) => raw.query(sql, params),
    transaction: (fn) => raw.transaction(fn),
    exec: (sql) => raw.exec(sql),
    close: () => raw.close(),
    ...(raw.poolStats ? { poolStats: raw.poolStats } : {}),
  };
}

async function createPglite(dataDir?: string): Promise<RawDb> {
  const { PGlite } = await import('@electric-sql/pglite');
  // The folder is private (0700) and no file in it is writable by others (lib/private-files).
  if (dataDir) ensurePrivateDir(dataDir);
  // pg_trgm: the title search index (migration 003), as on PostgreSQL.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const db: PGliteType = new PGlite({ dataDir, parsers: PARSERS, extensions: { pg_trgm } });
  await db.waitReady;
  if (dataDir) tightenTree(dataDir);
  const wrap = (q: PGliteType | PGliteTx): Tx => ({
    async query<T = Row>(sql: Sql, params: readonly Param[] = []) {
      const r = await q.query(sqlText(sql), params as unknown[]);
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
    close: async () => {
      await db.close();
      if (dataDir) tightenTree(dataDir);
    },
  };
}

/**
 * A statement that only reads: a SELECT naming no data-changing keyword or sequence/lock function. Only these are
 * run again after a lost connection (erring towards "not a read" only costs a 503 instead of a retry).
 */
const isPlainRead = (sql: string) =>
  /^\s*SELECT\b/i.test(sql) &&
  !/\b(INSERT|UPDATE|DELETE|TRUNCATE|MERGE)\b|\b(nextval|setval|pg_advisory\w*|pg_notify)\s*\(/i.test(sql);

async function createPostgres(url: string, opts: DbOptions): Promise<RawDb> {
  const { schema, poolSize = 20, applicationName = 'utsav-api', connectTimeoutMs = 5000 } = opts;
  const report =
    opts.log ??
    ((m: string, e?: unknown) =>
      log.error({ err: e instanceof Error ? { code: (e as { code?: string }).code, message: e.message } : e }, m));
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      PARSERS[oid] ?? pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  if (schema) {
    if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`bad schema name ${schema}`);
    const admin = new pg.Client({ connectionString: url, application_name: applicationName });
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
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types,
    application_name: applicationName,
    connectionTimeoutMillis: connectTimeoutMs,
    options: schema ? `-c search_path=${schema}` : undefined,
  });
  // An idle client whose connection the server ended (restart, failover, pg_terminate_backend: 57P01) emits
  // `error` on the pool; without a listener Node would exit. pg-pool has already dropped that client, and the next
  // query opens a new connection. Reported once per burst (every idle client of a restart fails at once).
  let lastReport = 0;
  pool.on('error', (e) => {
    const now = Date.now();
    if (now - lastReport < 1000) return;
    lastReport = now;
    report('PostgreSQL ended an idle connection; the pool reconnects on the next query:', e);
  });
  const changes = watchChanges(pool, url, `utsav_changes_${schema ?? 'public'}`.slice(0, 63), applicationName);
  const run = async <T = Row>(c: pg.Pool | pg.PoolClient, sql: Sql, params: readonly Param[] = []) => {
    const values = params as unknown[];
    const r =
      typeof sql === 'string' ? await c.query(sql, values) : await c.query({ name: sql.name, text: sql.text, values });
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  };
  return {
    kind: 'postgres',
    async query<T = Row>(sql: Sql, params?: readonly Param[]) {
      try {
        return await run<T>(pool, sql, params);
      } catch (e) {
        // A read on a connection the server had just ended (its error event not yet seen): once more on a fresh
        // one. Writes are never repeated: whether they committed is unknown.
        if (!isDatabaseUnavailable(e) || !isPlainRead(sqlText(sql))) throw e;
        return run<T>(pool, sql, params);
      }
    },
    async transaction(fn) {
      const client = await pool.connect();
      // While checked out the pool does not listen for this client's errors: a connection ended between two
      // statements would otherwise be an unhandled `error` event. The statement in flight fails anyway.
      let broken: unknown = null;
      const onError = (e: unknown) => {
        broken = e;
      };
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const out = await fn({
          query: <T = Row>(sql: Sql, params?: readonly Param[]) => run<T>(client, sql, params),
          // No parameters: the simple query protocol, which runs every statement of a script.
          exec: async (sql: string) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        if (isDatabaseUnavailable(e)) broken ??= e;
        else await client.query('ROLLBACK').catch((r: unknown) => void (broken = r));
        throw e;
      } finally {
        client.off('error', onError);
        // A broken connection is destroyed, never handed to the next request.
        client.release(broken ? (broken instanceof Error ? broken : new Error(String(broken))) : undefined);
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    announce: changes.announce,
    onForeignChange: changes.onForeignChange,
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
function watchChanges(pool: pg.Pool, url: string, channel: string, applicationName: string) {
  const self = randomUUID();
  const foreign = new Set<(topics: readonly DataTopic[]) => void>();
  const report = (topics: readonly DataTopic[]) => foreign.forEach((fn) => fn(topics));
  let listener: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const connect = async () => {
    retry = null;
    if (closed) return;
    const c = new pg.Client({ connectionString: url, application_name: applicationName });
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
    // Payload: '<process id> <topic,topic>'; an unreadable one counts as every topic.
    c.on('notification', (m) => {
      const [from, list = ''] = (m.payload ?? '').split(' ');
      if (from === self) return;
      const topics = list.split(',').filter(isDataTopic);
      report(topics.length ? topics : DATA_TOPICS);
    });
    try {
      await c.connect();
      await c.query(`LISTEN "${channel}"`);
    } catch {
      return lost();
    }
    if (closed) return void c.end().catch(() => undefined);
    listener = c;
    report(DATA_TOPICS);
  };
  void connect();

  return {
    onForeignChange: (fn: (topics: readonly DataTopic[]) => void) => void foreign.add(fn),
    announce: async (topics: readonly DataTopic[]) =>
      void (await pool.query('SELECT pg_notify($1, $2)', [channel, `${self} ${topics.join(',')}`])),
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await listener?.end().catch(() => undefined);
    },
  };
}
