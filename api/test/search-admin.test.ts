/**
 * The operator's search page (docs/search.md "Operator"): synonyms are listed, added, changed and removed by an
 * operator only, validated by the domain's schema, audited, and take effect on the next search; the week's top and
 * zero-result queries come from the searches customers made.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { queryLogOf } from '../src/data/search-results';
import { setup, type TestCtx } from './helpers';

describe('search: the operator edits synonyms and reads the queries', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const audits = async (action: string) =>
    (await t.db.query('SELECT * FROM audit_log WHERE action = $1', [action])).rows.length;

  it('only an operator reads or writes', async () => {
    assert.equal((await t.call('GET', '/api/admin/search/synonyms')).status, 401);
    assert.equal((await t.call('GET', '/api/admin/search/synonyms', { token: t.tokens.customerA })).status, 403);
    const w = await t.call('POST', '/api/admin/search/synonyms', {
      token: t.tokens.vendorA,
      body: { term: 'x', meaning: 'y' },
    });
    assert.equal(w.status, 403);
  });

  it('lists the seeded synonyms for every category, in three scripts of spelling', async () => {
    const r = await t.call('GET', '/api/admin/search/synonyms', { token: t.tokens.operator });
    assert.equal(r.status, 200);
    const terms = new Set(r.body.Payload.map((s: { Term: string }) => s.Term));
    for (const term of ['mehndi', 'henna', 'मेहंदी', 'photographer', 'फोटोग्राफर', 'khana', 'खाना', 'shaadi', 'विवाह'])
      assert.ok(terms.has(term), term);
  });

  it('an added synonym is found by the next search, audited; a bad or taken one is refused', async () => {
    const before = await t.call('GET', '/api/AllProduct?q=lagan');
    assert.equal(before.body.Page.total, 0);
    const added = await t.call('POST', '/api/admin/search/synonyms', {
      token: t.tokens.operator,
      body: { term: ' Lagan ', meaning: 'Wedding' },
    });
    assert.equal(added.status, 200, added.raw);
    assert.deepEqual([added.body.Payload.Term, added.body.Payload.Meaning], ['lagan', 'wedding']);
    assert.equal(await audits('search-synonym.create'), 1);
    const after = await t.call('GET', '/api/AllProduct?q=lagan');
    assert.ok(after.body.Page.total > 0);

    const taken = await t.call('POST', '/api/admin/search/synonyms', {
      token: t.tokens.operator,
      body: { term: 'LAGAN', meaning: 'venue' },
    });
    assert.equal(taken.status, 409);
    for (const body of [
      { term: '<script>', meaning: 'x' },
      { term: 'lagan', meaning: '' },
      { term: 'a b c', meaning: 'x' },
      { term: 'x'.repeat(100), meaning: 'x' },
      { term: 'ok', meaning: "'; drop table search_synonyms; --" },
      {},
    ]) {
      const r = await t.call('POST', '/api/admin/search/synonyms', { token: t.tokens.operator, body });
      assert.equal(r.status, 400, JSON.stringify(body));
      assert.ok(r.body.Message);
    }
    assert.equal(await audits('search-synonym.create'), 1);
  });

  it('changes and removes a synonym, audited with the row before', async () => {
    const list = await t.call('GET', '/api/admin/search/synonyms', { token: t.tokens.operator });
    const henna = list.body.Payload.find((s: { Term: string }) => s.Term === 'henna');
    const changed = await t.call('POST', `/api/admin/search/synonyms/${henna.Id}`, {
      token: t.tokens.operator,
      body: { term: 'henna', meaning: 'makeup' },
    });
    assert.equal(changed.status, 200, changed.raw);
    const r = await t.call('GET', '/api/AllProduct?q=henna&limit=1');
    assert.equal(r.body.Payload[0].service_name, 'Makeup');
    const audit = (
      await t.db.query<{ before: { meaning: string } }>(
        "SELECT before FROM audit_log WHERE action = 'search-synonym.update'",
      )
    ).rows[0];
    assert.equal(audit?.before.meaning, 'mehendi');

    const removed = await t.call('POST', `/api/admin/search/synonyms/${henna.Id}/delete`, { token: t.tokens.operator });
    assert.equal(removed.status, 200);
    assert.equal(await audits('search-synonym.delete'), 1);
    const again = await t.call('POST', `/api/admin/search/synonyms/${henna.Id}/delete`, { token: t.tokens.operator });
    assert.equal(again.status, 404);
    const missing = await t.call('POST', '/api/admin/search/synonyms/999999', {
      token: t.tokens.operator,
      body: { term: 'abc', meaning: 'x' },
    });
    assert.equal(missing.status, 404);
  });

  it("the week's top queries and the queries that found nothing", async () => {
    await queryLogOf(t.db).flush(); // what earlier tests searched
    await t.db.query('DELETE FROM search_queries');
    for (const q of ['mehndi', 'Mehndi', 'mehndi', 'dj in pune', 'zzkkqq', 'zzkkqq'])
      await t.call('GET', `/api/AllProduct?q=${encodeURIComponent(q)}`);
    await t.db.query(
      "INSERT INTO search_queries (query, results, created_at) VALUES ('old', 0, now() - interval '9 days')",
    );
    const r = await t.call('GET', '/api/admin/search/queries', { token: t.tokens.operator });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.Days, 7);
    assert.deepEqual(
      r.body.Payload.Top.map((x: { Query: string; Searches: number }) => [x.Query, x.Searches]),
      [
        ['mehndi', 3],
        ['zzkkqq', 2],
        ['dj in pune', 1],
      ],
    );
    assert.deepEqual(
      r.body.Payload.ZeroResults.map((x: { Query: string }) => x.Query),
      ['zzkkqq'],
    );
  });
});
