/**
 * The packages list's search (docs/search.md "Packages"): the same understood query as the services (data/search
 * `understand`), matched against a package's own words — its name and occasion, what is in it and the categories of
 * its groups, its description — or against the services it offers (data/search-results `searchWhere`). A place keeps
 * the packages offering a service in that city; with none there, the packages everywhere, said so.
 */
import type { Param, Queryable } from '../db/client';
import { packageSummaries } from './package-contents';
import type { Understanding } from './search';
import { searchWhere, WEIGHTS } from './search-results';

/** A package's words, weighted: name and occasion (A), what is in it and its groups' categories (B), description (C). */
const PACKAGE_DOC = `(
  setweight(to_tsvector('simple', k.name || ' ' || replace(k.event_type, '_', ' ')), 'A') ||
  setweight(to_tsvector('simple', k.in_package || ' ' || coalesce((
    SELECT string_agg(c.name || ' ' || coalesce(c.name_hi, ''), ' ') FROM package_groups g
    JOIN categories c ON c.id = g.service_id WHERE g.package_id = k.id AND g.retired_at IS NULL), '')), 'B') ||
  setweight(to_tsvector('simple', k.description), 'C'))`;

/** The package offers a listed service meeting `condition` (on `p`, products). */
const offers = (condition: string) =>
  `EXISTS (SELECT 1 FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
     JOIN products p ON p.id = gp.product_id
     WHERE g.package_id = k.id AND g.retired_at IS NULL AND p.status = 1 AND ${condition})`;

/**
 * The condition (on `k`, packages) and order of a search, its parameters in `params`. Order: packages with more of
 * the categories the query names first ("photographer and decorator"), then by the rank of their own words.
 */
export function packageSearch(u: Understanding, params: Param[]): { where: string; order: string } {
  if (u.empty) return { where: 'false', order: 'k.id' };
  const where: string[] = [];
  let order = 'k.id';
  if (u.tsquery) {
    const tsquery = `to_tsquery('simple', $${params.push(u.tsquery)})`;
    where.push(`(${PACKAGE_DOC} @@ ${tsquery} OR ${offers(searchWhere({ ...u, place: null }, params))})`);
    const named = u.categories.length
      ? `(SELECT count(DISTINCT g.service_id) FROM package_groups g WHERE g.package_id = k.id AND g.retired_at IS NULL
          AND g.service_id = ANY($${params.push(u.categories)}::int[])) DESC, `
      : '';
    order = `${named}ts_rank(${WEIGHTS}, ${PACKAGE_DOC}, ${tsquery}) DESC, k.id`;
  }
  if (u.place) where.push(offers(searchWhere({ ...u, tsquery: null }, params)));
  return { where: where.join(' AND ') || 'true', order };
}

/** The packages matching an understood query; a place with none of them there is dropped (`placeDropped`). */
export async function searchPackages(q: Queryable, u: Understanding) {
  const run = (search: Understanding) => {
    const params: Param[] = [];
    return packageSummaries(q, { ...packageSearch(search, params), params });
  };
  const rows = await run(u);
  if (rows.length === 0 && u.place && u.tsquery) return { rows: await run({ ...u, place: null }), placeDropped: true };
  return { rows, placeDropped: false };
}
