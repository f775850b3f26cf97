/**
 * Names and titles (docs/security.md "Names and titles") over HTTP: a service title with a right-to-left override, a
 * zero-width character or a Cyrillic look-alike is refused (in Hindi too), a Devanagari one accepted; a customer name
 * with a zero-width character is refused; migration 302 cleans rows written before the rule. The supplier's name on a
 * service (operatorName: "Sold By" on invoices) follows the same rule; migration 421 cleans the stored ones.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { PNG, multipart, setup, type TestCtx } from './helpers';

describe(`names and titles (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => t.reset());
  after(async () => t.close());

  /** A vendor adds a service titled `name` (the form's JSON and one picture, as the vendor app sends it). */
  async function addService(name: string, lang?: string, operatorName = 'Shubh Decorators') {
    const body = {
      serviceId: 1,
      name,
      operatorName,
      mobile: '9820000001',
      email: 'vendor@utsav.in',
      shortDes: 'Short text',
      longDes: 'Long text',
      bookingAmt: '10000',
      travelcharge: '0',
      gst: '18',
      gst_include_exclude: '0',
      discount: '0',
      amount_hide_show: '0',
      address: 'Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400050',
    };
    const m = await multipart({ productJson: JSON.stringify(body) }, [{ name: 'a.png', type: 'image/png', data: PNG }]);
    return t.call('POST', '/api/vendor/AddProduct', {
      token: t.tokens.vendorA,
      payload: m.payload,
      headers: { ...m.headers, ...(lang ? { 'accept-language': lang } : {}) },
    });
  }

  it('customer names: zero-width and look-alike letters refused; Hindi names accepted', async () => {
    const base = { email: 'aarav.sharma@example.in', phone: '9876543210' };
    const zw = await t.call('POST', '/api/update-profile', {
      token: t.tokens.customerA,
      body: { ...base, name: 'Aa\u200Brav Sharma' },
    });
    assert.equal(zw.status, 400, zw.raw);
    assert.equal(zw.body.message, 'Name cannot contain invisible characters');
    const cyr = await t.call('POST', '/api/update-profile', {
      token: t.tokens.customerA,
      body: { ...base, name: 'Aаrav Sharma' },
    });
    assert.equal(cyr.status, 400, cyr.raw);
    const hindi = await t.call('POST', '/api/update-profile', {
      token: t.tokens.customerA,
      body: { ...base, name: 'आरव शर्मा' },
    });
    assert.equal(hindi.status, 200, hindi.raw);
    const hi = await t.call('POST', '/api/update-profile', {
      token: t.tokens.customerA,
      headers: { 'accept-language': 'hi' },
      body: { ...base, name: 'Aarav \u202ESharma' },
    });
    assert.equal(hi.status, 400);
    assert.match(hi.body.message, /दिशा/);
  });

  it('migration 302 cleans stored titles and names (NFC, no bidi or invisible characters; Indic joiners kept)', async () => {
    await t.db.query("UPDATE products SET title = 'Decor \u202Eroloc\u200B Cafe\u0301' WHERE id = 2");
    await t.db.query("UPDATE users SET name = 'क्\u200Dष Aa\u200Drav' WHERE phone = '9876543210'");
    await t.db.exec(readFileSync(path.join(MIGRATIONS_DIR, '302.do.clean_names.sql'), 'utf8'));
    const title = (await t.db.query<{ title: string }>('SELECT title FROM products WHERE id = 2')).rows[0]!.title;
    assert.equal(title, 'Decor roloc Caf\u00E9');
    const name = (await t.db.query<{ name: string }>("SELECT name FROM users WHERE phone = '9876543210'")).rows[0]!
      .name;
    assert.equal(name, 'क्\u200Dष Aarav');
  });

  it('vendor service titles: bidi override, zero-width and Cyrillic look-alikes refused; Devanagari accepted', async () => {
    for (const bad of ['Decor \u202Eroloc', 'Dec\u200Bor', 'Royаl Decor', 'Рара Caterers']) {
      const r = await addService(bad);
      assert.equal(r.status, 400, `${JSON.stringify(bad)}: ${r.raw}`);
    }
    assert.match((await addService('Royаl Decor')).body.Message, /look-alike/);
    assert.equal((await addService('शुभ विवाह सजावट')).status, 200);
    assert.equal((await addService('Cafe\u0301 Decor')).status, 200);
    const stored = await t.db.query<{ title: string }>("SELECT title FROM products WHERE title LIKE 'Caf%Decor'");
    assert.equal(stored.rows[0]!.title, 'Caf\u00E9 Decor', 'stored NFC');
  });

  it('the supplier name (operatorName, "Sold By" on invoices): bidi override, zero-width and look-alikes refused with a clear message', async () => {
    const cases: [string, string][] = [
      ['Shubh \u202Esrotaroced', 'Operator name cannot contain direction-changing characters'],
      ['Shu\u200Bbh Decorators', 'Operator name cannot contain invisible characters'],
      [
        'Shubh Dеcorators',
        'Operator name mixes look-alike letters of different alphabets: write each word in one script',
      ],
    ];
    for (const [bad, message] of cases) {
      const r = await addService('Floral Stage Decor', undefined, bad);
      assert.equal(r.status, 400, `${JSON.stringify(bad)}: ${r.raw}`);
      assert.equal(r.body.Message, message);
    }
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    assert.equal((await addService('Floral Stage Decor', undefined, 'शुभ डेकोरेटर्स')).status, 200);
    assert.equal((await addService('Floral Stage Decor 2', undefined, 'Cafe\u0301 Caterers')).status, 200);
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM products');
    assert.equal(after.rows[0]!.n, before.rows[0]!.n + 2, 'only the good ones stored');
    const stored = await t.db.query<{ operator_name: string }>(
      "SELECT operator_name FROM products WHERE title = 'Floral Stage Decor 2'",
    );
    assert.equal(stored.rows[0]!.operator_name, 'Caf\u00E9 Caterers', 'stored NFC');
  });

  it('migration 421 cleans stored supplier names as 302 cleaned titles (NFC, no bidi or invisible characters)', async () => {
    await t.db.query("UPDATE products SET operator_name = 'Shubh \u202Esrotaroced\u200B Cafe\u0301' WHERE id = 2");
    await t.db.query("UPDATE products SET operator_name = 'क्\u200Dष Deco\u200Drators' WHERE id = 3");
    await t.db.exec(readFileSync(path.join(MIGRATIONS_DIR, '421.do.clean_operator_names.sql'), 'utf8'));
    const names = await t.db.query<{ id: number; operator_name: string }>(
      'SELECT id, operator_name FROM products WHERE id IN (2, 3) ORDER BY id',
    );
    assert.deepEqual(
      names.rows.map((r) => r.operator_name),
      ['Shubh srotaroced Caf\u00E9', 'क्\u200Dष Decorators'],
    );
  });
});
