/**
 * Search never fails on what customers type (docs/search.md): very long queries, only symbols, SQL and HTML, mixed
 * scripts, control characters and broken Unicode get an answer (200, possibly empty, with what was searched), in
 * the services list and the header box; paging a search and its bad cursors; the understood place and spellings.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { queryLogOf } from '../src/data/search-results';
import { setup, type TestCtx } from './helpers';

const NASTY = [
  'a'.repeat(5000),
  'मेहंदी '.repeat(400),
  '%%%',
  '!@#$%^&*()_+{}|:"<>?~`-=[]\\;\',./',
  "'; DROP TABLE products; --",
  "' OR 1=1 --",
  'photo:* & !wedding | (',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'फोटो photographer 写真 📷 in पुणे',
  '\u200d\u200c',
  '्ं',
  'in',
  'in in in in in',
  '   ',
  '0',
  '12345678901234567890',
  'ा ि ी',
];

describe('search: bad input gets an answer', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('the list and the header box answer 200 to every query, never a 5xx', async () => {
    for (const q of NASTY) {
      const list = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent(q)}`);
      assert.equal(list.status, 200, `${JSON.stringify(q)}: ${list.raw}`);
      assert.ok(Array.isArray(list.body.Payload));
      const header = await t.call('GET', `/api/Search?searchTerm=${encodeURIComponent(q)}`);
      assert.equal(header.status, 200, `${JSON.stringify(q)}: ${header.raw}`);
      const sorted = await t.call('GET', `/api/AllProduct/all?sort=price_asc&q=${encodeURIComponent(q)}`);
      assert.equal(sorted.status, 200, `${JSON.stringify(q)}: ${sorted.raw}`);
    }
    // Bytes that are not UTF-8 (a lone surrogate's encoding, a stray byte), as a client may send them.
    for (const raw of ['%ED%A0%80broken', '%FFmehndi%C3', '%E0%A4']) {
      const r = await t.call('GET', `/api/AllProduct?q=${raw}`);
      assert.ok(r.status < 500, `${raw}: ${r.raw}`);
      const h = await t.call('GET', `/api/Search?searchTerm=${raw}`);
      assert.ok(h.status < 500, `${raw}: ${h.raw}`);
    }
  });

  it('a NUL character is refused site-wide with a clear message (a 400, not a 5xx)', async () => {
    const r = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('mehndi\u0000null')}`);
    assert.equal(r.status, 400);
    assert.match(r.body.Message, /NUL/);
  });

  it('a query of only symbols finds nothing and says what was searched, with the categories to browse', async () => {
    const r = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('%%%')}`);
    assert.equal(r.body.Page.total, 0);
    assert.equal(r.body.Page.search.query, '%%%');
    assert.ok(r.body.Page.search.categories.length >= 10);
  });

  it('HTML in the query comes back as text, never as markup of the reply', async () => {
    const r = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('<b>mehndi</b>')}`);
    assert.equal(r.status, 200);
    assert.match(String(r.headers['content-type']), /application\/json/);
    assert.equal(r.body.Page.search.query, '<b>mehndi</b>');
    assert.ok(r.body.Payload.some((p: { service_name: string }) => p.service_name === 'Mehendi'));
  });

  it('a long query is cut, not refused', async () => {
    const r = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('mehndi '.repeat(200))}`);
    assert.equal(r.status, 200);
    assert.ok(r.body.Page.search.query.length <= 200);
  });

  it('a repeated ?q or an unknown sort is a 400 with a message', async () => {
    const two = await t.call('GET', '/api/AllProduct?q=a&q=b');
    assert.equal(two.status, 400);
    const sort = await t.call('GET', '/api/AllProduct?q=dj&sort=constructor');
    assert.equal(sort.status, 400);
    assert.match(sort.body.Message, /sort must be one of/);
  });

  it('pages of a relevance search walk the whole result once; a forged cursor is a 400', async () => {
    const all = await t.call('GET', '/api/AllProduct?q=wedding&limit=100');
    const ids: number[] = [];
    let next: string | null = null;
    do {
      const r: { status: number; body: { Payload: { id: number }[]; Page: { next: string | null } } } = await t.call(
        'GET',
        `/api/AllProduct?q=wedding&limit=4${next ? `&after=${encodeURIComponent(next)}` : ''}`,
      );
      assert.equal(r.status, 200);
      ids.push(...r.body.Payload.map((p) => p.id));
      next = r.body.Page.next;
    } while (next);
    assert.deepEqual(
      ids,
      all.body.Payload.map((p: { id: number }) => p.id),
    );
    const forged = Buffer.from(JSON.stringify(['x', 0])).toString('base64url');
    assert.equal((await t.call('GET', `/api/AllProduct?q=wedding&after=${forged}`)).status, 400);
    const deep = Buffer.from(JSON.stringify([1e9, 0])).toString('base64url');
    assert.equal((await t.call('GET', `/api/AllProduct?q=wedding&after=${deep}`)).status, 400);
  });

  it('reads the place, says it, and removing it searches the rest', async () => {
    const r = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('mehndi in jaipur')}`);
    assert.equal(r.body.Page.search.place, 'Jaipur');
    assert.equal(r.body.Page.search.text, 'mehndi');
    assert.ok(r.body.Payload.length > 0);
    assert.ok(r.body.Payload.every((p: { city: string }) => p.city === 'Jaipur'));
    const hi = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('बेंगलुरु में फोटोग्राफर')}`);
    assert.equal(hi.body.Page.search.place, 'Bengaluru');
    assert.equal(hi.body.Payload[0].service_name, 'Photography');
  });

  it('a place with nothing of the kind there shows the kind everywhere, and says so', async () => {
    const r = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('decoration in pune')}`);
    assert.equal(r.body.Page.search.place, 'Pune');
    assert.equal(r.body.Page.search.placeDropped, true);
    assert.ok(r.body.Payload.length > 0);
    assert.ok(r.body.Payload.every((p: { service_name: string }) => p.service_name === 'Decoration'));
  });

  it('a place whose services share only a word with the query, not its kind, shows the kind elsewhere', async () => {
    // Jaipur has caterers and mehendi artists with "wedding" in their titles, and no photographer.
    for (const path of ['/api/AllProduct?q=', '/api/Search?searchTerm=']) {
      const r = await t.call('GET', `${path}${encodeURIComponent('wedding photographer in jaipur')}`);
      const search = r.body.Page?.search ?? r.body.Search;
      assert.equal(search.place, 'Jaipur');
      assert.equal(search.placeDropped, true, path);
      const kinds = (r.body.Payload as { service_name?: string; Service?: string }[]).map(
        (p) => p.service_name ?? p.Service,
      );
      assert.equal(kinds[0], 'Photography', path);
    }
    // A place that has the kind keeps it: Jaipur's mehendi artists for a wedding.
    const kept = await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('wedding mehndi in jaipur')}`);
    assert.equal(kept.body.Page.search.placeDropped, false);
    assert.ok(kept.body.Payload.every((p: { city: string }) => p.city === 'Jaipur'));
    assert.equal(kept.body.Payload[0].service_name, 'Mehendi');
  });

  it('corrects a sure typo and offers an unsure one as "Did you mean"', async () => {
    const sure = await t.call('GET', '/api/AllProduct?q=fotografer');
    assert.equal(sure.body.Page.search.corrected[0].from, 'fotografer');
    assert.equal(sure.body.Payload[0].service_name, 'Photography');
    const unsure = await t.call('GET', '/api/AllProduct?q=xxkachorixx');
    assert.equal(unsure.body.Page.total, 0);
    assert.equal(unsure.body.Page.search.didYouMean, 'kachori');
  });

  it('the header box says the same as the list: "Did you mean" and the categories when nothing matched', async () => {
    const list = await t.call('GET', '/api/AllProduct?q=xxkachorixx');
    const header = await t.call('GET', '/api/Search?searchTerm=xxkachorixx');
    assert.equal(header.status, 200, header.raw);
    assert.deepEqual(header.body.Payload, []);
    assert.equal(header.body.Search.didYouMean, 'kachori');
    assert.deepEqual(header.body.Search, list.body.Page.search);
    assert.ok(header.body.Search.categories.length >= 10);
    // Only symbols: nothing to suggest, still the categories.
    const symbols = await t.call('GET', `/api/Search?searchTerm=${encodeURIComponent('%%%')}`);
    assert.deepEqual(symbols.body.Payload, []);
    assert.equal(symbols.body.Search.didYouMean, null);
    assert.ok(symbols.body.Search.categories.length >= 10);
  });

  it('the header box with hits: corrected spellings and the place, no suggestion; an empty term has no Search', async () => {
    const sure = await t.call('GET', '/api/Search?searchTerm=fotografer');
    assert.equal(sure.body.Payload[0].Service, 'Photography');
    assert.deepEqual(sure.body.Search.corrected, [{ from: 'fotografer', to: sure.body.Search.corrected[0].to }]);
    assert.equal(sure.body.Search.didYouMean, null);
    assert.deepEqual(sure.body.Search.categories, []);
    const dropped = await t.call('GET', `/api/Search?searchTerm=${encodeURIComponent('decoration in pune')}`);
    assert.equal(dropped.body.Search.place, 'Pune');
    assert.equal(dropped.body.Search.placeDropped, true);
    assert.ok(dropped.body.Payload.length > 0);
    const empty = await t.call('GET', '/api/Search?searchTerm=%20%20');
    assert.equal(empty.status, 200);
    assert.deepEqual(empty.body.Payload, []);
    assert.equal(empty.body.Search, undefined);
  });

  it("with the customer's pincode, a search's rows carry the same Reach as the list's", async () => {
    const found = await t.call('GET', '/api/AllProduct?q=photographer&pincode=560001&limit=10');
    assert.equal(found.status, 200, found.raw);
    const all = await t.call('GET', '/api/AllProduct?pincode=560001&limit=100');
    const reachOf = new Map(all.body.Payload.map((p: { id: number; Reach: unknown }) => [p.id, p.Reach]));
    assert.ok(found.body.Payload.length > 0);
    for (const p of found.body.Payload as { id: number; Reach: unknown }[]) {
      assert.ok(p.Reach, `service ${p.id} has no Reach`);
      assert.deepEqual(p.Reach, reachOf.get(p.id));
    }
    const without = await t.call('GET', '/api/AllProduct?q=photographer&limit=10');
    assert.ok(without.body.Payload.every((p: { Reach?: unknown }) => p.Reach === undefined));
  });

  it('records each list search with its place and result count, not the header box keystrokes', async () => {
    await queryLogOf(t.db).flush(); // what earlier tests searched
    await t.db.query('DELETE FROM search_queries');
    await t.call('GET', `/api/AllProduct?q=${encodeURIComponent('DJ in Pune')}`);
    await t.call('GET', '/api/AllProduct?q=zzzzqqq');
    await t.call('GET', '/api/Search?searchTerm=dj');
    await queryLogOf(t.db).flush();
    const rows = (
      await t.db.query<{ query: string; city: string | null; results: number }>(
        'SELECT query, city, results FROM search_queries ORDER BY id',
      )
    ).rows;
    assert.equal(rows.length, 2);
    assert.deepEqual(rows[0], { query: 'dj in pune', city: 'Pune', results: 5 });
    assert.equal(rows[1]!.results, 0);
  });
});
