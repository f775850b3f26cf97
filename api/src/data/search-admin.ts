/**
 * The back office's search page (docs/search.md "Operator"): the synonyms the operator edits and what customers
 * searched this week — the most asked queries and those that found nothing.
 */
import type { Queryable } from '../db/client';
import type { SearchSynonymForm } from '@utsav/domain/schemas/search-synonym';

export interface SynonymRow {
  id: number;
  term: string;
  meaning: string;
  updated_at: string;
}

const SYNONYM_COLUMNS = 'id, term, meaning, updated_at::text AS updated_at';

export async function listSynonyms(q: Queryable): Promise<SynonymRow[]> {
  return (await q.query<SynonymRow>(`SELECT ${SYNONYM_COLUMNS} FROM search_synonyms ORDER BY meaning, term`)).rows;
}

export async function synonymById(q: Queryable, id: number, lock = false): Promise<SynonymRow | null> {
  return (
    (
      await q.query<SynonymRow>(
        `SELECT ${SYNONYM_COLUMNS} FROM search_synonyms WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
        [id],
      )
    ).rows[0] ?? null
  );
}

/** Whether another synonym (not `exceptId`) has this term. */
export async function synonymTermTaken(q: Queryable, term: string, exceptId: number): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM search_synonyms WHERE lower(term) = lower($1) AND id <> $2', [term, exceptId])).rows
      .length > 0
  );
}

/** Inserts (id null) or updates a synonym; its id, or null when the term was taken meanwhile (unique index). */
export async function saveSynonymRow(q: Queryable, id: number | null, f: SearchSynonymForm): Promise<number | null> {
  const r =
    id === null
      ? await q.query<{ id: number }>(
          'INSERT INTO search_synonyms (term, meaning) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id',
          [f.term, f.meaning],
        )
      : await q.query<{ id: number }>(
          'UPDATE search_synonyms SET term = $2, meaning = $3, updated_at = now() WHERE id = $1 RETURNING id',
          [id, f.term, f.meaning],
        );
  return r.rows[0]?.id ?? null;
}

export async function deleteSynonym(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM search_synonyms WHERE id = $1', [id]);
}

export interface QueryStat {
  query: string;
  searches: number;
  /** Results of its latest search. */
  results: number;
  last: string;
}

/** The most asked queries of the last `days` days, and those whose latest search found nothing. */
export async function queryStats(q: Queryable, days: number, limit: number) {
  const sql = (zeroOnly: boolean) => `
    SELECT query, count(*)::int AS searches, (array_agg(results ORDER BY id DESC))[1] AS results,
           max(created_at)::text AS last
    FROM search_queries WHERE created_at >= now() - make_interval(days => $1)
    GROUP BY query ${zeroOnly ? 'HAVING (array_agg(results ORDER BY id DESC))[1] = 0' : ''}
    ORDER BY searches DESC, last DESC LIMIT $2`;
  const [top, zero] = await Promise.all([
    q.query<QueryStat>(sql(false), [days, limit]),
    q.query<QueryStat>(sql(true), [days, limit]),
  ]);
  return { top: top.rows, zero: zero.rows };
}
