/**
 * Named statements (db/statement): one name is one text, and a named statement runs on both databases — the same
 * rows as its text, on a fresh connection and again once it is prepared there, inside transactions too.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { prepared, sqlText } from '../src/db/statement';
import { setup, type TestCtx } from './helpers';

describe('named statements', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('a name stands for one text: the same text again is the same statement, another text throws', () => {
    const a = prepared('test-statement-one', 'SELECT 1 AS n');
    assert.deepEqual(prepared('test-statement-one', 'SELECT 1 AS n'), a);
    assert.throws(() => prepared('test-statement-one', 'SELECT 2 AS n'), /names two different texts/);
    assert.equal(sqlText(a), 'SELECT 1 AS n');
    assert.equal(sqlText('SELECT 3'), 'SELECT 3');
  });

  it('runs with parameters, repeatedly and concurrently (prepared once per connection), and in a transaction', async () => {
    const s = prepared('test-statement-products', 'SELECT count(*)::int AS n FROM products WHERE vendor_id = $1');
    const expected = (await t.db.query<{ n: number }>(sqlText(s), [1])).rows[0]!.n;
    assert.ok(expected > 0);
    const many = await Promise.all(Array.from({ length: 30 }, () => t.db.query<{ n: number }>(s, [1])));
    for (const r of many) assert.equal(r.rows[0]!.n, expected);
    assert.equal((await t.db.query<{ n: number }>(s, [999_999])).rows[0]!.n, 0);
    const inTx = await t.db.transaction(async (tx) => {
      const r = await tx.query<{ n: number }>(s, [1]);
      // On PostgreSQL the connection now holds the statement by its name (PGlite runs the text).
      if (t.db.kind === 'postgres') {
        const held = await tx.query<{ statement: string }>(
          'SELECT statement FROM pg_prepared_statements WHERE name = $1',
          [s.name],
        );
        assert.equal(held.rows[0]?.statement, s.text);
      }
      return r;
    });
    assert.equal(inTx.rows[0]!.n, expected);
  });

  it('a failing named statement reports its error and leaves the connection usable', async () => {
    const bad = prepared('test-statement-bad', 'SELECT 1 / $1::int AS n');
    await assert.rejects(t.db.query(bad, [0]), /division by zero/);
    assert.equal((await t.db.query<{ n: number }>(bad, [1])).rows[0]!.n, 1);
  });
});
