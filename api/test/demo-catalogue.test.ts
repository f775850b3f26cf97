/**
 * The demo catalogue looks like a real one: no two vendors list the same title, every service has several
 * reviews by different seeded customers, each category's pictures are an illustration of the service made through
 * the upload pipeline (WebP at every srcset width, not an SVG gradient with an icon), and vendors serve a realistic
 * radius around their city.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { UPLOAD_VARIANT_WIDTHS, UPLOAD_WIDTH } from '@utsav/domain/image-srcset';
import { variantName } from '../src/lib/images';
import { categoryArtSvg, seedArtName } from '../src/lib/seed-art';
import { VENDORS, SERVICE_RADIUS_KM, ALL_INDIA_RADIUS_KM } from '../src/db/seed-data';
import { setup, type TestCtx } from './helpers';

describe('demo catalogue', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('no two vendors list the same title', async () => {
    const r = await t.db.query<{ title: string; vendors: number }>(
      'SELECT title, count(DISTINCT vendor_id)::int AS vendors FROM products GROUP BY title HAVING count(DISTINCT vendor_id) > 1',
    );
    assert.deepEqual(r.rows, []);
  });

  it('every listed service has at least three reviews, each by a different customer, and its rating is their average', async () => {
    const r = await t.db.query<{ id: number; n: number; authors: number; avg: string; rating: string }>(
      `SELECT p.id, count(r.id)::int AS n, count(DISTINCT r.user_id)::int AS authors, round(avg(r.rating), 1)::text AS avg, p.rating::text AS rating
       FROM products p LEFT JOIN reviews r ON r.product_id = p.id WHERE p.status = 1 GROUP BY p.id`,
    );
    assert.ok(r.rows.length > 50);
    for (const row of r.rows) {
      assert.ok(row.n >= 3, `service ${row.id}: ${row.n} reviews`);
      assert.equal(row.authors, row.n, `service ${row.id}: one review per customer`);
      assert.equal(Number(row.rating), Number(row.avg), `service ${row.id}: rating = average`);
    }
    const page = await t.call('GET', '/api/getreview/20');
    assert.ok(page.body.Payload.length >= 3);
  });

  it("a category's pictures are its own illustration, re-encoded as WebP at every width like an upload", async () => {
    const detail = await t.call('GET', '/api/ProductDetails/20');
    const names = (detail.body.Payload.Images as { doc: string }[]).map((i) => i.doc);
    assert.equal(new Set(names).size, 3, 'three different pictures');
    for (const name of names) {
      assert.match(name, /^[0-9a-f-]{36}\.webp$/, 'an upload name');
      for (const file of [name, ...UPLOAD_VARIANT_WIDTHS.map((w) => variantName(name, w))]) {
        const r = await t.call('GET', `/images/product/${file}`);
        assert.equal(r.status, 200, file);
        assert.equal(r.headers['content-type'], 'image/webp', file);
        assert.ok(r.raw.startsWith('RIFF'), `${file}: a WebP file`);
      }
    }
    // Made once, then kept in the upload folder like a vendor's upload, the largest a true 1600 px (its srcset says so).
    assert.ok(readdirSync(t.uploadDir).includes(names[0]!));
    assert.equal((await sharp(path.join(t.uploadDir, names[0]!)).metadata()).width, UPLOAD_WIDTH);
    assert.equal((await sharp(path.join(t.uploadDir, variantName(names[0]!, 480))).metadata()).width, 480);
    // Each category draws its own scene, not one template with another caption.
    const scenes = new Set(
      ['decoration', 'catering', 'photography', 'mehendi', 'dj-music'].map((slug) =>
        categoryArtSvg(slug, 0).replace(/\s+/g, ''),
      ),
    );
    assert.equal(scenes.size, 5);
    assert.doesNotMatch(categoryArtSvg('catering', 1), /<text/, 'an illustration, not a caption');
    const categories = (await t.call('GET', '/api/allServices')).body.Payload as {
      imageFile: string;
      servicename: string;
    }[];
    assert.equal(categories.find((c) => c.servicename === 'Catering')!.imageFile, seedArtName('catering', 1));
  });

  it('vendors serve a realistic radius around their city; the demo vendors A and B chose all of India', async () => {
    const r = await t.db.query<{ email: string; radius: number | null }>(
      'SELECT DISTINCT lower(v.email) AS email, p.service_radius_km AS radius FROM products p JOIN vendors v ON v.id = p.vendor_id',
    );
    const radius = new Map(r.rows.map((x) => [x.email, x.radius]));
    for (const [i, [, email, , slug]] of VENDORS.entries()) {
      assert.equal(radius.get(email.toLowerCase()), i < 2 ? ALL_INDIA_RADIUS_KM : SERVICE_RADIUS_KM[slug], email);
    }
    // The walk's case: a Jaipur mehendi artist is not offered to a Mumbai address 933 km away.
    assert.ok((SERVICE_RADIUS_KM.mehendi ?? Infinity) < 200);
  });
});
