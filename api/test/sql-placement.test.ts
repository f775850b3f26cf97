/**
 * all SQL lives in the data layer (api/src/data/) and the migrations. This test reads every other
 * TypeScript source of the API (api/src, api/scripts; tests excepted) with the TypeScript parser and fails, listing
 * file:line, on any string or template literal that holds an SQL statement (SELECT, INSERT INTO, UPDATE … SET,
 * DELETE FROM, TRUNCATE) and on any `.query(` call: domain modules and routes call data functions with their
 * transaction handle, never the database directly. Comments are not read (they may name statements).
 * The SQL in this codebase is written in capitals; a lower-case statement would slip past the keyword check but not
 * the `.query(` one.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SQL_STATEMENT =
  /\bSELECT\b(?=\s|$)|\bINSERT\s+INTO\b|\bUPDATE\s+[a-z_][a-z0-9_.]*\s+SET\b|\bDELETE\s+FROM\b|\bTRUNCATE\b/;

/**
 * The only files outside api/src/data that may hold SQL, each with its reason. Paths relative to api/.
 */
const ALLOWED: Record<string, string> = {
  // The database client itself (db layer, below data): its health probe and the change channel (LISTEN).
  'src/db/client.ts': 'the driver: the ready probe and LISTEN/NOTIFY of data changes',
  // The migration runner: its own bookkeeping table and lock around api/migrations/*.sql.
  'src/db/migrate.ts': 'the migration runner (schema_migrations and its advisory lock)',
};

function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sources(full));
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The offending lines of one source: SQL in a literal, or a `.query(` call. */
export function offenders(file: string, text: string): string[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const at = (n: ts.Node, what: string) =>
    found.push(`${file}:${sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1} ${what}`);
  const visit = (n: ts.Node) => {
    let literal: string | null = null;
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) literal = n.text;
    else if (ts.isTemplateExpression(n))
      literal = [n.head.text, ...n.templateSpans.map((s) => s.literal.text)].join(' ');
    if (literal !== null && SQL_STATEMENT.test(literal)) at(n, `SQL: ${literal.replace(/\s+/g, ' ').slice(0, 80)}`);
    if (ts.isCallExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.name.text === 'query')
      at(n, '.query( call');
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

test('no SQL outside api/src/data and the migrations', () => {
  const files = [...sources(path.join(apiRoot, 'src')), ...sources(path.join(apiRoot, 'scripts'))]
    .map((f) => path.relative(apiRoot, f).split(path.sep).join('/'))
    .filter((f) => !f.startsWith('src/data/') && !(f in ALLOWED));
  const bad = files.flatMap((f) => offenders(f, readFileSync(path.join(apiRoot, f), 'utf8')));
  assert.deepEqual(
    bad,
    [],
    `SQL belongs in api/src/data (a function there, called with the caller's handle):\n${bad.join('\n')}`,
  );
});

test('the check sees SQL in strings and templates and .query( calls, not in comments or prose', () => {
  assert.equal(offenders('x.ts', "const a = 'SELECT id FROM t';").length, 1);
  assert.equal(offenders('x.ts', 'const a = (t: string) => `UPDATE bookings SET x = 1 WHERE ${t}`;').length, 1);
  assert.equal(offenders('x.ts', 'const a = `DELETE FROM booking_slots`;').length, 1);
  assert.equal(offenders('x.ts', 'db.query(text);').length, 1);
  assert.deepEqual(
    offenders('x.ts', "// SELECT … FOR UPDATE\nconst m = 'Please select service type'; const k = ['DELETE'];"),
    [],
  );
});
