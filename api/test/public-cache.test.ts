import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import CryptoJS from 'crypto-js';
import { buildApp } from '../src/app';
import { createDb } from '../src/db/client';
import { multipart, plusDays, setup, today, PNG, SECRET, type Reply, type TestCtx } from './helpers';

// The in-process cache of anonymous catalogue reads (src/lib/public-cache.ts). Every test first proves
// that the reply it checks is served from the cache (X-Cache: HIT), then changes the data through the API and
// expects the very next anonymous read to show the change: without the invalidation these reads would be stale.
// Everything sits in one describe so the file can run alone or inside test/all.test.ts (one process, one database).
describe('public catalogue cache', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const get = (url: string, token?: string) => t.call('GET', url, { token });
  /** Reads url anonymously until it is answered from the cache; returns that hit. */
  async function warm(url: string): Promise<Reply> {
    await get(url);
    const hit = await get(url);
    assert.equal(hit.status, 200, `${url}: ${hit.raw.slice(0, 200)}`);
    assert.equal(hit.headers['x-cache'], 'HIT', `${url} is served from the cache`);
    return hit;
  }
  const ids = (r: Reply) => (r.body.Payload as { id: number }[]).map((p) => p.id);

  const vendorForm = {
    serviceId: 1,
    name: 'Royal Mandap Decoration',
    operatorName: 'Shubh Decorators',
    mobile: '9820000001',
    email: 'vendor@utsav.in',
    shortDes: 'Mandap with fresh flowers',
    longDes: 'Long text',
    bookingAmt: '50000',
    travelcharge: '10',
    gst: '18',
    gst_include_exclude: '0',
    discount: '0',
    amount_hide_show: '0',
    discountAmt: 1,
    offerAmt: 1,
    gstAmt: 1,
    gstAmtWithMrp: 1,
    payAmt: 1,
    address: 'Hill Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
  };
  const updateService = (fields: Record<string, unknown>) =>
    multipart({ productJson: JSON.stringify({ ...vendorForm, ...fields }) }, []).then(({ payload, headers }) =>
      t.call('POST', '/api/vendor/UpdateService', { token: t.tokens.vendorA, payload, headers }),
    );
  /** A catalogue write through the API that leaves the data as it was (service 2 stays active). */
  async function touchCatalog() {
    const r = await updateService({ id: 2, Status: 1 });
    assert.equal(r.status, 200, r.raw);
  }
  const enquire = () =>
    t.call('POST', '/api/AddEnquiry', {
      body: { productId: 2, name: 'Ravi Kumar', mobile: '9876500000', email: 'ravi@example.com', address: 'Mumbai' },
    });

  /**
   * Every write path that declares a catalogue change (lib/data-changes) and the test below that writes through it
   * and reads the change back at once. The coverage test fails when a path is declared without a test here.
   */
  const CATALOG_WRITES_TESTED = [
    'POST /api/vendor/AddProduct',
    'POST /api/vendor/UpdateService',
    'POST /api/uploadMultipleImages',
    'GET /api/vendor/delete-image',
    'HEAD /api/vendor/delete-image',
    'POST /api/add-review',
    'POST /api/update-profile',
    'POST /api/admin/products/:id/moderation',
    'POST /api/admin/products/:id/event-types',
    'POST /api/admin/vendors/:id/status',
    'POST /api/admin/categories',
    'POST /api/admin/categories/:id',
    'POST /api/admin/sliders',
    'POST /api/admin/sliders/:id',
    'POST /api/admin/sliders/:id/delete',
    'POST /api/admin/search/synonyms',
    'POST /api/admin/search/synonyms/:id',
    'POST /api/admin/search/synonyms/:id/delete',
    'POST /api/admin/packages',
    'POST /api/admin/packages/:id',
    'POST /api/vendor/gstin',
    'POST /api/admin/storefront/services/:id',
    'POST /api/admin/storefront/vendors/:id',
    // Erasure anonymises the person's public traces (a customer's reviews, a vendor's listings): written through
    // like any catalogue change, and what it leaves is checked in test/privacy.test.ts.
    'POST /api/account/delete',
    'POST /api/vendor/delete',
  ];

  describe('hits', () => {
    it('a hit returns the identical body with JSON type, ETag and no-cache; If-None-Match gets 304', async () => {
      for (const url of [
        '/api/Commondashboard',
        '/api/AllProduct/?limit=100',
        '/api/ProductDetails/1',
        '/api/allServices',
        '/api/Packages',
        '/api/PackagesDetails?id=1',
      ]) {
        const first = await get(url);
        const hit = await warm(url);
        assert.equal(hit.raw, first.raw, `${url}: same bytes`);
        assert.match(String(hit.headers['content-type']), /^application\/json/);
        assert.equal(hit.headers['cache-control'], 'no-cache');
        assert.match(String(hit.headers.etag), /^"[\w-]+"$/);
        assert.equal(hit.headers.etag, first.headers.etag);
        assert.equal(hit.headers['x-content-type-options'], 'nosniff', 'security headers on hits too');
        const again = await t.call('GET', url, { headers: { 'if-none-match': String(hit.headers.etag) } });
        assert.equal(again.status, 304);
        assert.equal(again.raw, '');
      }
    });

    it('the first read after a catalogue change is computed afresh (MISS), then cached', async () => {
      await warm('/api/AllProduct/?limit=100');
      await touchCatalog();
      assert.equal((await get('/api/AllProduct/?limit=100')).headers['x-cache'], 'MISS');
      assert.equal((await get('/api/AllProduct/?limit=100')).headers['x-cache'], 'HIT');
    });

    it('writes of private data (enquiry, cart, address, booking) leave the catalogue cache alone', async () => {
      await warm('/api/AllProduct/?limit=100');
      assert.equal((await enquire()).status, 200);
      assert.equal(
        (
          await t.call('POST', '/api/AddToCart', {
            token: t.tokens.customerB,
            body: { productId: 3, bookingDate: plusDays(today(), 50) },
          })
        ).status,
        200,
      );
      assert.equal((await get('/api/AllProduct/?limit=100')).headers['x-cache'], 'HIT');
    });

    it('concurrent misses of one URL run the handler once (the others wait for it)', async () => {
      await touchCatalog();
      const replies = await Promise.all(Array.from({ length: 20 }, () => get('/api/Commondashboard')));
      assert.ok(replies.every((r) => r.status === 200 && r.raw === replies[0]!.raw));
      assert.equal(replies.filter((r) => r.headers['x-cache'] === 'MISS').length, 1);
    });
  });

  describe('writes are visible at once', () => {
    it('every write path declared as changing the catalogue is written through below', async () => {
      const declared = t.app.writeRoutes
        .filter((r) => !r.changes || r.changes.includes('catalog'))
        .map((r) => `${r.method} ${r.url}`);
      assert.deepEqual([...declared].sort(), [...CATALOG_WRITES_TESTED].sort());
    });

    it('a vendor adding a service: in AllProduct, its category list and the category count at once', async () => {
      await warm('/api/AllProduct/?limit=100');
      await warm('/api/AllProduct/1');
      const cats = await warm('/api/allServices');
      const count = cats.body.Payload.find((c: { serviceid: number }) => c.serviceid === 1).totalservice;
      const { payload, headers } = await multipart(
        { productJson: JSON.stringify({ ...vendorForm, name: 'Marigold Stage Decor' }) },
        [{ name: 'x.png', type: 'image/png', data: PNG }],
      );
      const add = await t.call('POST', '/api/vendor/AddProduct', { token: t.tokens.vendorA, payload, headers });
      assert.equal(add.status, 200, add.raw);
      const id = add.body.Payload.ServiceId as number;
      assert.ok(ids(await get('/api/AllProduct/?limit=100')).includes(id), 'AllProduct/');
      assert.ok(ids(await get('/api/AllProduct/1')).includes(id), 'AllProduct/1');
      assert.equal(
        (await get('/api/allServices')).body.Payload.find((c: { serviceid: number }) => c.serviceid === 1).totalservice,
        count + 1,
      );
    });

    it('a vendor removing its GSTIN: its services show no GST at once', async () => {
      const before = (await warm('/api/ProductDetails/2')).body.Payload.Products[0];
      assert.ok(Number(before.gst) > 0);
      const removed = await t.call('POST', '/api/vendor/gstin', { token: t.tokens.vendorA, body: { gstin: '' } });
      assert.equal(removed.status, 200, removed.raw);
      assert.equal(Number((await get('/api/ProductDetails/2')).body.Payload.Products[0].gst), 0);
      await t.call('POST', '/api/vendor/gstin', { token: t.tokens.vendorA, body: { gstin: '27AAKFS4821L1ZS' } });
    });

    it('a customer renaming themselves: the author name on their reviews at once', async () => {
      // Reviews follow the event: the seeded, paid booking of product 4 takes place.
      await t.db.query(
        "UPDATE bookings SET booking_date = booking_date - 400 WHERE product_id = 4 AND user_id = (SELECT id FROM users WHERE phone = '9876543210')",
      );
      await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
      const mine = await t.call('POST', '/api/add-review', {
        token: t.tokens.customerA,
        body: { pid: 4, serviceId: 1, rating: 4, reviewDes: 'Lovely' },
      });
      assert.equal(mine.status, 200, mine.raw);
      const before = (await warm('/api/getreview/4')).body.Payload;
      assert.ok(before.some((r: { reviewer_name: string }) => r.reviewer_name === 'Aarav Sharma'));
      const upd = await t.call('POST', '/api/update-profile', {
        token: t.tokens.customerA,
        body: { name: 'Aarav K Sharma', email: 'aarav.sharma@example.in', phone: '9876543210' },
      });
      assert.equal(upd.status, 200, upd.raw);
      const after = (await get('/api/getreview/4')).body.Payload;
      assert.ok(after.some((r: { reviewer_name: string }) => r.reviewer_name === 'Aarav K Sharma'));
      assert.ok(!after.some((r: { reviewer_name: string }) => r.reviewer_name === 'Aarav Sharma'));
      await t.call('POST', '/api/update-profile', {
        token: t.tokens.customerA,
        body: { name: 'Aarav Sharma', email: 'aarav.sharma@example.in', phone: '9876543210' },
      });
    });

    it('a vendor deactivating a service: gone from AllProduct, ProductDetails 404, Commondashboard and counts', async () => {
      await warm('/api/AllProduct/?limit=100');
      await warm('/api/AllProduct/1');
      const detail = await warm('/api/ProductDetails/2');
      const dash = await warm('/api/Commondashboard');
      const cats = await warm('/api/allServices');
      assert.ok(ids(await get('/api/AllProduct/?limit=100')).includes(2));
      assert.equal(detail.body.Payload.Products[0].id, 2);
      const decoCount = cats.body.Payload.find((c: { serviceid: number }) => c.serviceid === 1).totalservice;

      const off = await updateService({ id: 2, Status: 2 });
      assert.equal(off.status, 200, off.raw);

      assert.ok(!ids(await get('/api/AllProduct/?limit=100')).includes(2), 'AllProduct/');
      assert.ok(!ids(await get('/api/AllProduct/1')).includes(2), 'AllProduct/1');
      assert.equal((await get('/api/ProductDetails/2')).status, 404, 'ProductDetails/2');
      const dashAfter = (await get('/api/Commondashboard')).body.Payload;
      assert.ok(
        !dashAfter.Products.some((p: { id: number }) => p.id === 2) &&
          !dashAfter.offers.some((p: { id: number }) => p.id === 2),
      );
      assert.notEqual(JSON.stringify(dashAfter), JSON.stringify(dash.body.Payload));
      const catsAfter = (await get('/api/allServices')).body.Payload;
      assert.equal(catsAfter.find((c: { serviceid: number }) => c.serviceid === 1).totalservice, decoCount - 1);
    });

    it('the operator hiding a service and suspending a vendor: off AllProduct, ProductDetails and counts at once', async () => {
      const O = t.tokens.operator;
      await warm('/api/AllProduct/?limit=100');
      await warm('/api/ProductDetails/3');
      const cats = await warm('/api/allServices');
      const count = (c: { body: { Payload: { serviceid: number; totalservice: number }[] } }, id: number) =>
        c.body.Payload.find((x) => x.serviceid === id)!.totalservice;
      const service3 = (
        await t.db.query<{ service_id: number; vendor_id: number }>(
          'SELECT service_id, vendor_id FROM products WHERE id = 3',
        )
      ).rows[0]!;
      const hide = await t.call('POST', '/api/admin/products/3/moderation', {
        token: O,
        body: { hidden: true, reason: 'Test' },
      });
      assert.equal(hide.status, 200, hide.raw);
      assert.ok(!ids(await get('/api/AllProduct/?limit=100')).includes(3));
      assert.equal((await get('/api/ProductDetails/3')).status, 404);
      assert.equal(count(await get('/api/allServices'), service3.service_id), count(cats, service3.service_id) - 1);
      assert.equal(
        (await t.call('POST', '/api/admin/products/3/moderation', { token: O, body: { hidden: false } })).status,
        200,
      );
      assert.ok(ids(await warm('/api/AllProduct/?limit=100')).includes(3));
      const vendorB = (await t.db.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = 7')).rows[0]!
        .vendor_id;
      await warm('/api/ProductDetails/7');
      const off = await t.call('POST', `/api/admin/vendors/${vendorB}/status`, {
        token: O,
        body: { status: 'suspended', reason: 'Test' },
      });
      assert.equal(off.status, 200, off.raw);
      assert.ok(!ids(await get('/api/AllProduct/?limit=100')).includes(7));
      assert.equal((await get('/api/ProductDetails/7')).status, 404);
      assert.equal(
        (await t.call('POST', `/api/admin/vendors/${vendorB}/status`, { token: O, body: { status: 'approved' } }))
          .status,
        200,
      );
      assert.ok(ids(await get('/api/AllProduct/?limit=100')).includes(7));
      assert.equal((await get('/api/ProductDetails/7')).status, 200);
    });

    it("the operator's catalogue: categories, sliders and packages show on the cached reads at once", async () => {
      const O = t.tokens.operator;
      const post = async (url: string, body?: object) => {
        const r = await t.call('POST', url, { token: O, body });
        assert.equal(r.status, 200, `${url}: ${r.raw.slice(0, 200)}`);
        return r.body.Payload;
      };
      const cats = (r: Reply) => (r.body.Payload as { servicename: string }[]).map((c) => c.servicename);
      await warm('/api/allServices');
      const cat = await post('/api/admin/categories', { name: 'Cache Bands', image: 'decoration.svg', sortOrder: 50 });
      assert.ok(cats(await get('/api/allServices')).includes('Cache Bands'), 'create');
      await warm('/api/allServices');
      await post(`/api/admin/categories/${cat.Id}`, {
        name: 'Cache Bands',
        image: 'decoration.svg',
        sortOrder: 50,
        hidden: true,
      });
      assert.ok(!cats(await get('/api/allServices')).includes('Cache Bands'), 'hide');

      const docs = async () =>
        ((await get('/api/Commondashboard')).body.Payload.sliders as { doc: string }[]).map((s) => s.doc);
      await warm('/api/Commondashboard');
      const slider = await post('/api/admin/sliders', { image: 'slider-cache.svg', serviceId: 1, sortOrder: 9 });
      assert.ok((await docs()).includes('slider-cache.svg'), 'slider add');
      await warm('/api/Commondashboard');
      await post(`/api/admin/sliders/${slider.Id}`, { image: 'slider-cache-two.svg', serviceId: 1, sortOrder: 9 });
      assert.ok((await docs()).includes('slider-cache-two.svg'), 'slider change');
      await warm('/api/Commondashboard');
      await post(`/api/admin/sliders/${slider.Id}/delete`);
      assert.ok(!(await docs()).includes('slider-cache-two.svg'), 'slider delete');

      // Search synonyms (docs/search.md): the cached header search reads an edit at once.
      const hits = async (term: string) => (await get(`/api/Search?searchTerm=${term}`)).body.Payload.length as number;
      await warm('/api/Search?searchTerm=lagan');
      const synonym = await post('/api/admin/search/synonyms', { term: 'lagan', meaning: 'wedding' });
      assert.ok((await hits('lagan')) > 0, 'synonym add');
      await warm('/api/Search?searchTerm=lagan');
      await post(`/api/admin/search/synonyms/${synonym.Id}`, { term: 'xqz', meaning: 'wedding' });
      assert.equal(await hits('lagan'), 0, 'synonym change');
      assert.ok((await hits('xqz')) > 0, 'synonym changed to');
      await warm('/api/Search?searchTerm=xqz');
      await post(`/api/admin/search/synonyms/${synonym.Id}/delete`);
      assert.equal(await hits('xqz'), 0, 'synonym delete');

      const products = (
        (await t.call('GET', '/api/admin/package-candidates?serviceId=1', { token: O })).body.Payload as {
          Id: number;
        }[]
      ).map((p) => p.Id);
      const pkg = {
        name: 'Cache Package',
        description: 'd',
        image: 'package-1.svg',
        eventType: 'wedding',
        advancePercent: 20,
        groups: [{ serviceId: 1, maxItems: 1, amount: '1000', productIds: products.slice(0, 1), rates: ['1000'] }],
      };
      const names = async () =>
        ((await get('/api/Packages')).body.Payload as { PackageName: string }[]).map((p) => p.PackageName);
      await warm('/api/Packages');
      const made = await post('/api/admin/packages', pkg);
      assert.ok((await names()).includes('Cache Package'), 'package create');
      await warm('/api/Packages');
      await post(`/api/admin/packages/${made.Id}`, { ...pkg, name: 'Cache Package Two' });
      assert.ok((await names()).includes('Cache Package Two'), 'package edit');
    });

    it("the operator correcting a service's event types: the package page offers it, or not, at once", async () => {
      const O = t.tokens.operator;
      const url = '/api/PackagesDetails?id=1';
      const offered = async (id: number) =>
        ((await get(url)).body.Payload.PackageItems as { ProductDetails: { id: number }[] }[]).some((g) =>
          g.ProductDetails.some((p) => p.id === id),
        );
      await warm(url);
      const before = (await t.db.query<{ event_types: string[] }>('SELECT event_types FROM products WHERE id = 3'))
        .rows[0]!.event_types;
      assert.equal(await offered(3), false, 'a birthday service is not offered by the wedding package');
      const set = (eventTypes: string[]) =>
        t.call('POST', '/api/admin/products/3/event-types', { token: O, body: { eventTypes } });
      assert.equal((await set([...before, 'wedding'])).status, 200);
      assert.equal(await offered(3), true, 'suits a wedding now: offered at once');
      assert.equal((await set(before)).status, 200);
      assert.equal(await offered(3), false, 'and gone again at once');
    });

    it("the operator's home page curation: featured first and hidden from home on the cached home reads at once", async () => {
      const O = t.tokens.operator;
      const homeIds = async () =>
        ((await get('/api/Commondashboard')).body.Payload.Products as { id: number }[]).map((p) => p.id);
      await warm('/api/Commondashboard');
      const before = await homeIds();
      const last = before[before.length - 1]!;
      const feature = await t.call('POST', `/api/admin/storefront/services/${last}`, {
        token: O,
        body: { featured: true, homeHidden: false },
      });
      assert.equal(feature.status, 200, feature.raw);
      assert.equal((await homeIds())[0], last);
      await warm('/api/Commondashboard');
      const vendor = (await t.db.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = $1', [last]))
        .rows[0]!.vendor_id;
      const hide = await t.call('POST', `/api/admin/storefront/vendors/${vendor}`, {
        token: O,
        body: { homeHidden: true },
      });
      assert.equal(hide.status, 200, hide.raw);
      assert.ok(!(await homeIds()).includes(last));
      assert.ok(ids(await get('/api/AllProduct/?limit=100')).includes(last), 'still listed');
    });

    it('a vendor updating a service: new title and price in AllProduct and ProductDetails at once', async () => {
      const on = await updateService({ id: 2, Status: 1 });
      assert.equal(on.status, 200, on.raw);
      await warm('/api/AllProduct/?limit=100');
      await warm('/api/ProductDetails/2');
      const changed = await updateService({ id: 2, Status: 1, name: 'Royal Mandap Deluxe', bookingAmt: '61000' });
      assert.equal(changed.status, 200, changed.raw);
      const listed = (await get('/api/AllProduct/?limit=100')).body.Payload.find((p: { id: number }) => p.id === 2);
      assert.equal(listed.title, 'Royal Mandap Deluxe');
      assert.equal(listed.bookingAmt, 61000);
      const d = (await get('/api/ProductDetails/2')).body.Payload.Products[0];
      assert.equal(d.title, 'Royal Mandap Deluxe');
      assert.equal(d.bookingAmt, 61000);
    });

    it('images: an upload and a delete (a GET that writes) show in ProductDetails at once', async () => {
      const before = (await warm('/api/ProductDetails/2')).body.Payload.Images.length;
      const { payload, headers } = await multipart({ pid: '2', service_id: '1' }, [
        { name: 'x.png', type: 'image/png', data: PNG },
      ]);
      const up = await t.call('POST', '/api/uploadMultipleImages', { token: t.tokens.vendorA, payload, headers });
      assert.equal(up.status, 200, up.raw);
      assert.equal((await get('/api/ProductDetails/2')).body.Payload.Images.length, before + 1);
      await warm('/api/ProductDetails/2');
      await warm('/api/AllProduct/?limit=100');
      const last = up.body.Payload.Images.at(-1);
      const del = await get(`/api/vendor/delete-image?id=${last.id}&pid=2`, t.tokens.vendorA);
      assert.equal(del.status, 200, del.raw);
      assert.equal((await get('/api/ProductDetails/2')).body.Payload.Images.length, before);
      const doc = (await get('/api/AllProduct/?limit=100')).body.Payload.find((p: { id: number }) => p.id === 2)
        .document as string;
      assert.ok(!doc.includes(last.doc), 'listing images');
      // HEAD runs the same handler (a write through HEAD must clear the cache too).
      const again = await multipart({ pid: '2', service_id: '1' }, [{ name: 'y.png', type: 'image/png', data: PNG }]);
      const up2 = await t.call('POST', '/api/uploadMultipleImages', {
        token: t.tokens.vendorA,
        payload: again.payload,
        headers: again.headers,
      });
      await warm('/api/ProductDetails/2');
      const head = await t.call('HEAD', `/api/vendor/delete-image?id=${up2.body.Payload.Images.at(-1).id}&pid=2`, {
        token: t.tokens.vendorA,
      });
      assert.equal(head.status, 200);
      assert.equal((await get('/api/ProductDetails/2')).body.Payload.Images.length, before);
    });

    it('a review: getreview and the rating in ProductDetails at once', async () => {
      const reviews = (await warm('/api/getreview/3')).body.Payload.length;
      await warm('/api/ProductDetails/3');
      const r = await t.call('POST', '/api/add-review', {
        token: t.tokens.customerA,
        body: { pid: 3, serviceId: 1, rating: 1, reviewDes: 'Came late' },
      });
      assert.equal(r.status, 200, r.raw);
      const after = (await get('/api/getreview/3')).body.Payload;
      assert.equal(after.length, reviews + 1);
      assert.equal(after[0].ReviewDes, 'Came late');
      const rating = (await get('/api/ProductDetails/3')).body.Payload.Products[0].rating;
      const expected =
        Math.round((after.reduce((a: number, x: { Rating: number }) => a + x.Rating, 0) / after.length) * 10) / 10;
      assert.equal(rating, expected);
    });

    it('a booking that takes the last slot: CheckAvailability and package availability say so at once (never cached)', async () => {
      const pkg = (await warm('/api/PackagesDetails?id=1')).body.Payload;
      const candidates = pkg.PackageItems[0].ProductDetails.filter(
        (p: { amount_hide_show: number }) => p.amount_hide_show === 0,
      ).map((p: { id: number }) => p.id);
      const single = await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE id = ANY($1::int[]) AND capacity = 1 AND status = 1 ORDER BY id LIMIT 1',
        [candidates],
      );
      const P = single.rows[0]!.id;
      const D = plusDays(today(), 40);
      const check = `/api/CheckAvailability?productId=${P}&bookingDate=${D}`;
      const withDate = `/api/PackagesDetails?id=1&eventDate=${D}`;
      const avl = async () =>
        (await get(withDate)).body.Payload.PackageItems.flatMap(
          (g: { ProductDetails: { id: number; avl: number }[] }) => g.ProductDetails,
        ).find((p: { id: number }) => p.id === P).avl;
      for (let i = 0; i < 2; i++) {
        const c = await get(check);
        assert.equal(c.body.Payload, 'Available');
        assert.equal(c.headers['x-cache'], undefined, 'availability is not cached');
        assert.equal((await get(withDate)).headers['x-cache'], undefined, 'package availability is not cached');
        assert.equal(await avl(), 1);
      }
      await get('/api/DeleteCart?CartId=1', t.tokens.customerA);
      const add = await t.call('POST', '/api/AddToCart', {
        token: t.tokens.customerA,
        body: { productId: P, bookingDate: D },
      });
      assert.equal(add.status, 200, add.raw);
      const booked = await t.call('POST', '/api/EventBooking', {
        token: t.tokens.customerA,
        body: { bookingAddressId: 1, Bookingfor: 'Wedding', bookingDate: D, PaymentType: 'full' },
      });
      assert.equal(booked.status, 200, booked.raw);
      assert.equal((await get(check)).body.Payload, 'Not Available');
      assert.equal(await avl(), 2);
    });
  });

  describe('who is served from the cache', () => {
    it('signed-in and anonymous calls share the cache: the same bytes, the token still checked', async () => {
      const anon = await warm('/api/AllProduct/?limit=100');
      for (const token of [t.tokens.customerA, t.tokens.vendorB, 'not-a-valid-token']) {
        const r = await get('/api/AllProduct/?limit=100', token);
        assert.equal(r.status, 200);
        assert.equal(r.headers['x-cache'], 'HIT', 'a public reply: served from the cache whoever asks');
        assert.equal(r.raw, anon.raw);
      }
      // After a change, a signed-in read may fill the cache; the next visitor gets that same fresh reply.
      await touchCatalog();
      const first = await get('/api/ProductDetails/4', t.tokens.customerA);
      assert.equal(first.headers['x-cache'], 'MISS');
      const visitor = await get('/api/ProductDetails/4');
      assert.equal(visitor.headers['x-cache'], 'HIT');
      assert.equal(visitor.raw, first.raw);
    });

    it('every cached route answers a visitor, a customer and a vendor alike (what makes sharing safe)', async () => {
      // Computed fresh each time (cache off): a handler that read the caller would show a difference here.
      const off = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { jwtSecret: SECRET, logger: false, catalogCacheTtlMs: 0 },
      });
      try {
        await off.ready();
        assert.ok(off.publicCacheRoutes.length >= 10, `cached routes: ${off.publicCacheRoutes.join(' ')}`);
        const query: Record<string, string> = {
          '/api/Search': '?searchTerm=dec',
          '/api/PackagesDetails': '?id=1',
          '/api/ShortlistServices': '?productIds=2,1',
        };
        for (const route of off.publicCacheRoutes) {
          const url = route.replace(/:[A-Za-z]+/g, '1') + (query[route] ?? '');
          const read = async (token?: string) => {
            const r = await off.inject({ method: 'GET', url, headers: token ? { 'x-auth-token': token } : {} });
            assert.equal(r.headers['x-cache'], undefined, 'cache off');
            const body = r.json() as Record<string, unknown>;
            // The calendar is AES-encrypted with a random salt per reply: compare what it decrypts to.
            if (typeof body.data === 'string' && route.includes('Calendar'))
              body.data = CryptoJS.AES.decrypt(body.data, 'utsav-calendar-key').toString(CryptoJS.enc.Utf8);
            return { status: r.statusCode, body };
          };
          const visitor = await read();
          assert.equal(visitor.status, 200, `${url} answers a visitor`);
          for (const token of [t.tokens.customerA, t.tokens.customerB, t.tokens.vendorA]) {
            assert.deepEqual(await read(token), visitor, `${url}: same reply for every caller`);
          }
        }
      } finally {
        await off.close();
      }
    });

    it('private and failed replies are not cached', async () => {
      for (let i = 0; i < 2; i++) {
        const cart = await get('/api/getCart');
        assert.equal(cart.status, 401);
        assert.equal(cart.headers['x-cache'], undefined);
        const missing = await get('/api/ProductDetails/999999');
        assert.equal(missing.status, 404);
        assert.equal(missing.headers['x-cache'], undefined, 'a 404 is computed every time');
        assert.equal(missing.headers.etag, undefined);
      }
      const mine = await get('/api/getCart', t.tokens.customerA);
      assert.equal(mine.status, 200);
      assert.equal(mine.headers['x-cache'], undefined);
    });
  });

  describe('other API processes on the same PostgreSQL database', () => {
    it(
      'a change written by another process clears this cache within moments (LISTEN/NOTIFY)',
      { skip: !process.env.DATABASE_URL && 'PostgreSQL only' },
      async () => {
        const schema = (await t.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]!.s;
        const other = await createDb({ databaseUrl: process.env.DATABASE_URL, schema, poolSize: 2 });
        try {
          const title = (await warm('/api/ProductDetails/4')).body.Payload.Products[0].title as string;
          const seen = t.db.version('catalog');
          // What a write path of the other process does: commit, then declare the change (lib/data-changes).
          await other.query('UPDATE products SET title = $1 WHERE id = 4', [`${title} (renamed elsewhere)`]);
          await other.changed(['catalog']);
          for (let i = 0; i < 100 && t.db.version('catalog') === seen; i++) await new Promise((r) => setTimeout(r, 20));
          assert.ok(t.db.version('catalog') > seen, 'the announcement arrived');
          assert.equal(
            (await get('/api/ProductDetails/4')).body.Payload.Products[0].title,
            `${title} (renamed elsewhere)`,
          );
        } finally {
          await other.query('UPDATE products SET title = $1 WHERE id = 4', [
            (await t.db.query<{ title: string }>('SELECT title FROM products WHERE id = 4')).rows[0]!.title.replace(
              ' (renamed elsewhere)',
              '',
            ),
          ]);
          await other.close();
        }
      },
    );
  });

  describe('lifetime', () => {
    it('an entry expires after CATALOG_CACHE_TTL_MS; 0 turns the cache off', async () => {
      const short = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { jwtSecret: SECRET, logger: false, catalogCacheTtlMs: 300 },
      });
      const off = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { jwtSecret: SECRET, logger: false, catalogCacheTtlMs: 0 },
      });
      try {
        const state = async (app: typeof short) =>
          (await app.inject({ method: 'GET', url: '/api/Packages' })).headers['x-cache'];
        assert.equal(await state(short), 'MISS');
        assert.equal(await state(short), 'HIT');
        await new Promise((r) => setTimeout(r, 450));
        assert.equal(await state(short), 'MISS', 'expired');
        assert.equal(await state(short), 'HIT');
        assert.equal(await state(off), undefined);
        assert.equal(await state(off), undefined);
      } finally {
        await short.close();
        await off.close();
      }
    });

    it('with the cache off, public reads still carry ETag + Cache-Control and answer 304; a change gives a new ETag', async () => {
      const off = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { jwtSecret: SECRET, logger: false, catalogCacheTtlMs: 0 },
      });
      try {
        const read = (headers: Record<string, string> = {}) =>
          off.inject({ method: 'GET', url: '/api/ProductDetails/2', headers });
        const first = await read();
        assert.equal(first.statusCode, 200);
        assert.equal(first.headers['cache-control'], 'no-cache');
        const etag = String(first.headers.etag);
        assert.match(etag, /^"[\w-]+"$/);
        const again = await read({ 'if-none-match': etag });
        assert.equal(again.statusCode, 304);
        assert.equal(again.body, '');
        await t.db.query("UPDATE products SET short_des = short_des || '!' WHERE id = 2");
        const changed = await read({ 'if-none-match': etag });
        assert.equal(changed.statusCode, 200);
        assert.notEqual(changed.headers.etag, etag);
        assert.equal(
          (await off.inject({ method: 'GET', url: '/api/getCart', headers: { 'x-auth-token': t.tokens.customerA } }))
            .headers.etag,
          undefined,
          'private replies carry none',
        );
      } finally {
        await t.db.query("UPDATE products SET short_des = rtrim(short_des, '!') WHERE id = 2");
        await off.close();
      }
    });
  });
});
