/**
 * The packages list's search (docs/search.md "Packages"): ?q= read as the services' search reads it (synonyms,
 * Hindi, typos, a place), matched against a package's own words and the services it offers; without ?q the list is
 * as before. Bad input gets an answer, never a 5xx.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PACKAGES } from '../src/db/seed-data';
import { setup, type TestCtx } from './helpers';

interface PackageRow {
  PackageID: number;
  PackageName: string;
}

describe('search: the packages list (?q=)', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const search = async (q: string) => {
    const r = await t.call('GET', `/api/Packages?q=${encodeURIComponent(q)}`);
    assert.equal(r.status, 200, `${q}: ${r.raw}`);
    return r.body as { Payload: PackageRow[]; Search: Record<string, unknown> & { categories: unknown[] } };
  };
  const names = async (q: string) => (await search(q)).Payload.map((p) => p.PackageName);

  it('without ?q every package, by id, and no Search (as before)', async () => {
    const r = await t.call('GET', '/api/Packages');
    assert.equal(r.status, 200);
    assert.equal(r.body.Payload.length, PACKAGES.length);
    const ids = r.body.Payload.map((p: PackageRow) => p.PackageID);
    assert.deepEqual(
      ids,
      [...ids].sort((a, b) => a - b),
    );
    assert.equal(r.body.Search, undefined);
    assert.deepEqual((await t.call('GET', '/api/Packages?q=%20%20')).body.Payload.length, PACKAGES.length);
  });

  it('finds packages by occasion, by the kind of service in them, in Hinglish, Hindi and with typos', async () => {
    assert.equal((await names('shaadi'))[0], 'Royal Wedding Package');
    assert.equal((await names('विवाह पैकेज'))[0], 'Royal Wedding Package');
    assert.equal((await names('griha pravesh'))[0], 'Griha Pravesh Puja Package');
    assert.equal((await names('pandit ji'))[0], 'Griha Pravesh Puja Package');
    assert.equal((await names('sangeet'))[0], 'Sangeet Night Package');
    const photo = await names('photographer');
    assert.deepEqual([...photo].sort(), ['Engagement Elegance Package', 'Royal Wedding Package']);
    const dj = await names('dj wala');
    assert.deepEqual([...dj].sort(), ['Birthday Bash Package', 'Mumbai Wedding Package', 'Sangeet Night Package']);
    assert.ok((await names('मेहंदी')).includes('Royal Wedding Package'));
    const typo = await search('fotografer');
    assert.equal(typo.Search.corrected instanceof Array && typo.Search.corrected.length, 1);
    assert.ok(typo.Payload.some((p) => p.PackageName === 'Engagement Elegance Package'));
    // The more of the named kinds a package has, the higher: photography and makeup → the engagement package.
    assert.equal((await names('photographer and makeup'))[0], 'Engagement Elegance Package');
  });

  it('a place keeps the packages offering a service there; with none there, every package of the kind, said so', async () => {
    const jaipur = await search('wedding package in jaipur');
    assert.equal(jaipur.Search.place, 'Jaipur');
    assert.equal(jaipur.Search.placeDropped, false);
    assert.ok(jaipur.Payload.length > 0);
    for (const p of jaipur.Payload) {
      const there = await t.db.query(
        `SELECT 1 FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
         JOIN products pr ON pr.id = gp.product_id WHERE g.package_id = $1 AND pr.city = 'Jaipur' AND pr.status = 1`,
        [p.PackageID],
      );
      assert.ok(there.rows.length > 0, `${p.PackageName} offers nothing in Jaipur`);
    }
    const lucknow = await search('puja in lucknow');
    assert.equal(lucknow.Search.place, 'Lucknow');
    assert.equal(lucknow.Search.placeDropped, true);
    assert.equal(lucknow.Payload[0]?.PackageName, 'Griha Pravesh Puja Package');
  });

  it('nothing found: an empty list with what was searched, "Did you mean" and the categories', async () => {
    const none = await search('xxkachorixx');
    assert.deepEqual(none.Payload, []);
    assert.equal(none.Search.query, 'xxkachorixx');
    assert.equal(none.Search.didYouMean, 'kachori');
    assert.ok(none.Search.categories.length >= 10);
    const found = await search('birthday');
    assert.equal(found.Search.didYouMean, null);
    assert.deepEqual(found.Search.categories, []);
  });

  it('bad input gets an answer, never a 5xx; a repeated ?q or a NUL is a 400', async () => {
    for (const q of [
      'a'.repeat(5000),
      '%%%',
      "'; DROP TABLE packages; --",
      'photo:* & !wedding | (',
      '<script>alert(1)</script>',
      'फोटो photographer 写真 📷 in पुणे',
      'in in in',
    ]) {
      const r = await t.call('GET', `/api/Packages?q=${encodeURIComponent(q)}`);
      assert.equal(r.status, 200, `${JSON.stringify(q).slice(0, 40)}: ${r.raw}`);
      assert.ok(Array.isArray(r.body.Payload));
    }
    assert.deepEqual((await search('%%%')).Payload, []);
    assert.equal((await t.call('GET', '/api/Packages?q=%ED%A0%80broken')).status < 500, true);
    assert.equal((await t.call('GET', '/api/Packages?q=a&q=b')).status, 400);
    const nul = await t.call('GET', `/api/Packages?q=${encodeURIComponent('puja\u0000x')}`);
    assert.equal(nul.status, 400);
    assert.match(nul.body.Message, /NUL/);
  });
});
