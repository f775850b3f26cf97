/**
 * no policy in free descriptions. Every seeded service's description, as the service page reads it,
 * states no cancellation or refund terms (the page shows the policy generated from the code's tiers instead), and
 * migration 140 removes the sentence earlier seeds wrote into databases made before.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MIGRATIONS_DIR } from '../src/db/migrate';
import { setup, type TestCtx } from './helpers';

const POLICY_WORDS = /cancel|refund|free up to \d+ days/i;

describe(`no policy text in free descriptions (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('every seeded service page (short and long description) and package description states no policy', async () => {
    const ids = (await t.db.query<{ id: number }>('SELECT id FROM products WHERE status = 1 ORDER BY id')).rows.map(
      (r) => r.id,
    );
    assert.ok(ids.length > 50);
    for (const id of ids) {
      const r = await t.call('GET', `/api/ProductDetails/${id}`);
      if (r.status === 404) continue; // not listed (vendor not approved): not shown to anyone
      assert.equal(r.status, 200);
      const p = r.body.Payload.Products[0];
      assert.ok(!POLICY_WORDS.test(`${p.shortdes}\n${p.longdes}`), `service ${id}: ${p.longdes}`);
    }
    const packages = (await t.call('GET', '/api/Packages')).body.Payload as {
      PackageDesc: string;
      InPackage: string;
    }[];
    for (const k of packages) assert.ok(!POLICY_WORDS.test(`${k.PackageDesc} ${k.InPackage}`), k.PackageDesc);
  });

  it('migration 140 takes the old seeded sentence out of a description, and leaves other text alone', async () => {
    const old =
      'Marigold by Shubh.\n\nWhat you get:\n- Experienced team\n\nCancellation: free up to 7 days before the event.';
    const own = 'Our own words: we cancel nothing.';
    await t.db.query('UPDATE products SET long_des = $2 WHERE id = $1', [1, old]);
    await t.db.query('UPDATE products SET long_des = $2 WHERE id = $1', [2, own]);
    await t.db.exec(readFileSync(path.join(MIGRATIONS_DIR, '140.do.descriptions_without_policy.sql'), 'utf8'));
    const rows = (
      await t.db.query<{ id: number; long_des: string }>(
        'SELECT id, long_des FROM products WHERE id IN (1, 2) ORDER BY id',
      )
    ).rows;
    assert.equal(rows[0]!.long_des, 'Marigold by Shubh.\n\nWhat you get:\n- Experienced team');
    assert.equal(rows[1]!.long_des, own);
  });
});
