/**
 * The operator curates the home page (docs/admin.md "Storefront"): a featured service heads the home rows, a service
 * or a vendor hidden from home leaves them but stays in the lists and on its page, "New Service Providers" shows only
 * services with a photo, every change is audited and reaches the cached home reads at once; only an operator may.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setup, type TestCtx } from './helpers';

let t: TestCtx;
const O = () => t.tokens.operator;
interface Row {
  id: number;
}
const home = async () => {
  const p = (await t.call('GET', '/api/Commondashboard')).body.Payload as { Products: Row[]; offers: Row[] };
  return { products: p.Products.map((r) => r.id), offers: p.offers.map((r) => r.id) };
};
const trending = async () => ((await t.call('GET', '/api/TrendingServices')).body.Payload as Row[]).map((r) => r.id);
const listed = async () => ((await t.call('GET', '/api/AllProduct/?limit=100')).body.Payload as Row[]).map((r) => r.id);
const curate = (id: number, body: unknown, token: string | null = O()) =>
  t.call('POST', `/api/admin/storefront/services/${id}`, { token, body });
const curateVendor = (id: number, body: unknown, token: string | null = O()) =>
  t.call('POST', `/api/admin/storefront/vendors/${id}`, { token, body });
const audit = async () =>
  (
    (await t.call('GET', '/api/admin/audit?limit=100', { token: O() })).body.Payload as {
      Action: string;
      EntityId: string;
    }[]
  )
    .filter((a) => a.Action.startsWith('storefront.'))
    .map((a) => `${a.Action}:${a.EntityId}`);

describe('storefront curation', () => {
  before(async () => {
    t = await setup();
    await t.reset();
  });
  after(async () => {
    await t.reset();
    await t.close();
  });

  it('only an operator reads or changes the curation', async () => {
    for (const token of [null, t.tokens.customerA, t.tokens.vendorA]) {
      assert.ok([401, 403].includes((await t.call('GET', '/api/admin/storefront', { token })).status));
      const r = await curate(1, { featured: true, homeHidden: false }, token);
      assert.ok([401, 403].includes(r.status), r.raw);
      assert.ok([401, 403].includes((await curateVendor(1, { homeHidden: true }, token)).status));
    }
    assert.deepEqual(await audit(), []);
  });

  it('bad input is a 4xx with a clear message and changes nothing', async () => {
    const both = await curate(1, { featured: true, homeHidden: true });
    assert.equal(both.status, 400);
    assert.equal(both.body.Message, 'A service cannot be featured and hidden from the home page at once');
    assert.equal((await curate(1, { featured: 'yes', homeHidden: false })).status, 400);
    assert.equal((await curate(999999, { featured: true, homeHidden: false })).status, 404);
    assert.equal((await curateVendor(999999, { homeHidden: true })).status, 404);
    assert.equal((await curateVendor(1, {})).status, 400);
    assert.deepEqual(await audit(), []);
  });

  it('New Service Providers shows only services with a photo; the others stay listed', async () => {
    const [first] = (await home()).products;
    assert.ok(first !== undefined);
    await t.db.query('DELETE FROM product_images WHERE product_id = $1', [first]);
    await t.db.changed(['catalog']);
    assert.ok(!(await home()).products.includes(first), 'a service without photos is not a new provider');
    assert.ok((await listed()).includes(first), 'but it is still listed');
  });

  it('a featured service heads the home rows, at once (the cached reads drop)', async () => {
    const before = await home();
    const last = before.products[before.products.length - 1]!;
    await trending(); // primes the cache too
    const r = await curate(last, { featured: true, homeHidden: false });
    assert.equal(r.status, 200, r.raw);
    assert.deepEqual(r.body.Payload, { Id: last, Title: r.body.Payload.Title, Featured: true, HomeHidden: false });
    assert.equal((await home()).products[0], last);
    assert.equal((await trending())[0], last);
    const cur = (await t.call('GET', '/api/admin/storefront', { token: O() })).body.Payload as {
      Services: { Id: number; Featured: boolean }[];
    };
    assert.deepEqual(
      cur.Services.map((s) => [s.Id, s.Featured]),
      [[last, true]],
    );
    assert.ok((await audit()).includes(`storefront.service:${last}`));
  });

  it('a service hidden from home leaves every home row but stays in lists and on its page', async () => {
    const { products, offers } = await home();
    const id = offers[0] ?? products[1]!;
    assert.equal((await curate(id, { featured: false, homeHidden: true })).status, 200);
    const after = await home();
    assert.ok(!after.products.includes(id) && !after.offers.includes(id));
    assert.ok(!(await trending()).includes(id));
    assert.ok((await listed()).includes(id));
    assert.equal((await t.call('GET', `/api/ProductDetails/${id}`)).status, 200);
    assert.equal((await curate(id, { featured: false, homeHidden: false })).status, 200);
    assert.ok((await home()).products.concat((await home()).offers).includes(id), 'shown again');
  });

  it('a vendor hidden from home takes all their services off it; they stay listed', async () => {
    const { products } = await home();
    const id = products[1]!;
    const vendor = (await t.db.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = $1', [id]))
      .rows[0]!.vendor_id;
    const theirs = (
      await t.db.query<{ id: number }>('SELECT id FROM products WHERE vendor_id = $1 AND status = 1', [vendor])
    ).rows.map((r) => r.id);
    const r = await curateVendor(vendor, { homeHidden: true });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.HomeHidden, true);
    const h = await home();
    const tr = await trending();
    for (const p of theirs) assert.ok(!h.products.includes(p) && !h.offers.includes(p) && !tr.includes(p));
    const all = await listed();
    for (const p of theirs) assert.ok(all.includes(p), 'still listed');
    assert.ok((await audit()).includes(`storefront.vendor:${vendor}`));
    assert.equal((await curateVendor(vendor, { homeHidden: false })).status, 200);
    assert.ok((await home()).products.includes(id));
  });

  it('two operators featuring at once: both recorded, the last write wins, no error', async () => {
    const [a, b] = (await home()).products;
    const rs = await Promise.all([
      curate(a!, { featured: true, homeHidden: false }),
      curate(a!, { featured: false, homeHidden: true }),
      curate(b!, { featured: true, homeHidden: false }),
    ]);
    for (const r of rs) assert.equal(r.status, 200, r.raw);
  });
});

describe('package images: optional, none = the designed default', () => {
  before(async () => {
    t = await setup();
    await t.reset();
  });
  after(async () => {
    await t.reset();
    await t.close();
  });

  it('the seeded packages carry no placeholder; a package saved without an image has none; a bad name is a 400', async () => {
    const list = (await t.call('GET', '/api/Packages')).body.Payload as {
      PackageName: string;
      Package_image: string;
    }[];
    assert.ok(list.length > 0);
    for (const p of list) assert.doesNotMatch(p.Package_image, /^package-\d+\.svg$/, 'no gift-box placeholder');
    const products = (
      (await t.call('GET', '/api/admin/package-candidates?serviceId=1', { token: O() })).body.Payload as {
        Id: number;
      }[]
    ).map((p) => p.Id);
    const pkg = {
      name: 'Plain Package',
      description: 'd',
      eventType: 'wedding',
      advancePercent: 20,
      groups: [{ serviceId: 1, maxItems: 1, amount: '1000', productIds: products.slice(0, 1), rates: ['1000'] }],
    };
    const made = await t.call('POST', '/api/admin/packages', { token: O(), body: pkg });
    assert.equal(made.status, 200, made.raw);
    const after = (await t.call('GET', '/api/Packages')).body.Payload as {
      PackageName: string;
      Package_image: string;
    }[];
    assert.equal(after.find((p) => p.PackageName === 'Plain Package')?.Package_image, '');
    const bad = await t.call('POST', '/api/admin/packages', {
      token: O(),
      body: { ...pkg, name: 'Bad Image', image: '../etc/passwd' },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.Message, 'Please upload the image again');
  });
});
