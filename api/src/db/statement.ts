/**
 * Named (prepared) statements, opted into by the data layer one statement at a time (signed-in reads on
 * the scale data set). On PostgreSQL a named statement is parsed and planned once per connection and then only
 * executed (node-postgres `{ name, text, values }`): the vendor dashboard spent as long in planning (2.2 ms) as in
 * execution (2.0 ms). PGlite runs the text as before. docs/api.md "Prepared statements" says when to use one.
 *
 * A name stands for exactly one text: naming two texts alike throws when the second is built, because PostgreSQL
 * would run the first one's plan for it. Statements whose text varies (an optional filter, a cursor) take one name
 * per variant.
 */
export interface Prepared {
  readonly name: string;
  readonly text: string;
}

/** What Queryable.query runs: SQL text, or a named statement. */
export type Sql = string | Prepared;

const texts = new Map<string, string>();

export function prepared(name: string, text: string): Prepared {
  const seen = texts.get(name);
  if (seen === undefined) texts.set(name, text);
  else if (seen !== text) throw new Error(`prepared statement "${name}" names two different texts`);
  return { name, text };
}

export const sqlText = (sql: Sql): string => (typeof sql === 'string' ? sql : sql.text);
