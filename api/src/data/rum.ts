/**
 * Real-user reports: stored as sent (already validated and scrubbed), kept bounded — rows older than
 * RUM_KEEP_DAYS go, and past RUM_MAX_ROWS the oldest go — and summarised for the back office as p75 per page and
 * per remote.
 */
import type { Queryable } from '../db/client';
import type { RumBatch } from '@utsav/domain/schemas/rum';

export const RUM_KEEP_DAYS = 30;
export const RUM_MAX_ROWS = 200_000;
/** Pruning runs on one insert in this many (cheap enough either way; the index on received_at serves it). */
const PRUNE_EVERY = 50;
let inserts = 0;

export async function insertRumReports(
  db: Queryable,
  reports: RumBatch['reports'],
  opts: { maxRows?: number; prune?: boolean } = {},
): Promise<number> {
  const cols = ['kind', 'name', 'value', 'page', 'remote', 'message'];
  const values: (string | number)[] = [];
  const rows = reports.map((r, i) => {
    values.push(r.kind, r.name, r.value, r.page, r.remote, r.kind === 'error' ? r.message : '');
    return `(${cols.map((_c, j) => `$${i * cols.length + j + 1}`).join(', ')})`;
  });
  const r = await db.query(`INSERT INTO rum_reports (${cols.join(', ')}) VALUES ${rows.join(', ')}`, values);
  if (opts.prune ?? ++inserts % PRUNE_EVERY === 0) await pruneRumReports(db, opts.maxRows ?? RUM_MAX_ROWS);
  return r.rowCount;
}

export async function pruneRumReports(db: Queryable, maxRows = RUM_MAX_ROWS): Promise<void> {
  await db.query(`DELETE FROM rum_reports WHERE received_at < now() - make_interval(days => $1::int)`, [RUM_KEEP_DAYS]);
  await db.query('DELETE FROM rum_reports WHERE id <= (SELECT max(id) FROM rum_reports) - $1::bigint', [maxRows]);
}

interface Figure {
  metric: string;
  p75: number;
  count: number;
}

export async function rumSummary(db: Queryable, days: number) {
  const since = `received_at >= now() - make_interval(days => $1::int)`;
  const vitals = await db.query<{ page: string; remote: string; metric: string; p75: number; count: number }>(
    `SELECT page, remote, name AS metric, percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS count
       FROM rum_reports WHERE kind = 'vital' AND ${since} GROUP BY GROUPING SETS ((page, remote, name), (remote, name))
       ORDER BY remote, page NULLS FIRST, name`,
    [days],
  );
  const errors = await db.query<{ page: string | null; remote: string; count: number }>(
    `SELECT page, remote, count(*)::int AS count FROM rum_reports WHERE kind = 'error' AND ${since} GROUP BY GROUPING SETS ((page, remote), (remote))`,
    [days],
  );
  const recent = await db.query<{ remote: string; page: string; message: string; count: number; last: string }>(
    `SELECT remote, page, message, count(*)::int AS count, max(received_at) AS last FROM rum_reports
      WHERE kind = 'error' AND ${since} GROUP BY remote, page, message ORDER BY max(received_at) DESC LIMIT 20`,
    [days],
  );
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM rum_reports WHERE ${since}`, [days]);
  const round = (metric: string, v: number) => (metric === 'CLS' ? Math.round(v * 1000) / 1000 : Math.round(v));
  const remotes = new Map<string, { remote: string; figures: Figure[]; errors: number }>();
  const pages = new Map<string, { page: string; remote: string; figures: Figure[]; errors: number }>();
  const remoteOf = (remote: string) =>
    remotes.get(remote) ?? remotes.set(remote, { remote, figures: [], errors: 0 }).get(remote)!;
  const pageOf = (page: string, remote: string) => {
    const key = `${remote} ${page}`;
    return pages.get(key) ?? pages.set(key, { page, remote, figures: [], errors: 0 }).get(key)!;
  };
  for (const v of vitals.rows) {
    const figure = { metric: v.metric, p75: round(v.metric, Number(v.p75)), count: v.count };
    (v.page === null ? remoteOf(v.remote) : pageOf(v.page, v.remote)).figures.push(figure);
  }
  for (const e of errors.rows) (e.page === null ? remoteOf(e.remote) : pageOf(e.page, e.remote)).errors = e.count;
  return {
    days,
    reports: total.rows[0]?.n ?? 0,
    remotes: [...remotes.values()],
    pages: [...pages.values()].sort((a, b) => a.remote.localeCompare(b.remote) || a.page.localeCompare(b.page)),
    recentErrors: recent.rows.map((r) => ({ ...r, last: new Date(r.last).toISOString() })),
  };
}
