import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import CryptoJS from 'crypto-js';
import { setup, plusDays, today, type TestCtx } from './helpers';

// Everything sits in one describe so the file can run alone or inside test/all.test.ts (one process, one database).
describe('public catalog and utilities', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  describe('public catalog', () => {
    it('health reports the database and the booked demo date', async () => {
      const r = await t.call('GET', '/api/health');
      assert.equal(r.status, 200);
      assert.equal(r.body.Status, 'Success');
      assert.equal(r.body.Payload.bookedProductId, 1);
      assert.equal(r.body.Payload.bookedDate, plusDays(today(), 10));
    });

    it('allServices lists ≥8 categories with counts', async () => {
      const r = await t.call('GET', '/api/allServices');
      assert.equal(r.body.Status, 'Success');
      assert.ok(r.body.Payload.length >= 8);
      const c = r.body.Payload[0];
      // servicename_hi: the Hindi name (the seed gives every demo category one; null when none).
      assert.deepEqual(Object.keys(c).sort(), [
        'imageFile',
        'serviceid',
        'servicename',
        'servicename_hi',
        'totalservice',
      ]);
      assert.equal(c.servicename, 'Decoration');
      assert.equal(c.servicename_hi, 'सजावट');
      const total = r.body.Payload.reduce((a: number, x: { totalservice: number }) => a + x.totalservice, 0);
      assert.ok(total >= 60, `total ${total}`);
    });

    it('getcontact', async () => {
      const r = await t.call('GET', '/api/getcontact');
      assert.ok(r.body.Payload.length >= 1);
      assert.ok(r.body.Payload[0].phone && r.body.Payload[0].email);
    });

    it('Commondashboard has sliders, Products, packages, Services, offers', async () => {
      const r = await t.call('GET', '/api/Commondashboard');
      const p = r.body.Payload;
      for (const k of ['sliders', 'Products', 'packages', 'Services', 'offers'])
        assert.ok(Array.isArray(p[k]) && p[k].length > 0, k);
      assert.ok(p.packages.length >= 4);
      assert.ok(p.offers.every((o: { discount: number }) => o.discount > 0));
      const prod = p.Products[0];
      for (const k of [
        'productid',
        'id',
        'title',
        'service_name',
        'document',
        'discount',
        'bookingAmt',
        'offerAmt',
        'payableAmt',
        'amount_hide_show',
        'rating',
      ])
        assert.ok(k in prod, k);
    });

    it('AllProduct: all, by category, offers, trailing slash, bad ids', async () => {
      // No limit: the default page of 25; ?limit=100 reads the whole demo catalogue.
      assert.equal((await t.call('GET', '/api/AllProduct/')).body.Payload.length, 25);
      const all = await t.call('GET', '/api/AllProduct/?limit=100');
      assert.equal(all.body.Status, 'Success');
      assert.ok(all.body.Payload.length >= 60);
      assert.ok(!all.body.Payload.some((p: { id: number }) => p.id === 6), 'inactive product 6 is hidden');
      const noSlash = await t.call('GET', '/api/AllProduct?limit=100');
      assert.equal(noSlash.body.Payload.length, all.body.Payload.length);
      const allWord = await t.call('GET', '/api/AllProduct/all?limit=100');
      assert.equal(allWord.body.Payload.length, all.body.Payload.length);
      const deco = await t.call('GET', '/api/AllProduct/1');
      assert.ok(
        deco.body.Payload.length > 0 && deco.body.Payload.every((p: { service_id: number }) => p.service_id === 1),
      );
      const offers = await t.call('GET', '/api/AllProduct/offer/');
      assert.ok(
        offers.body.Payload.length > 0 && offers.body.Payload.every((p: { discount: number }) => p.discount > 0),
      );
      const decoOffers = await t.call('GET', '/api/AllProduct/offer/1');
      assert.ok(
        decoOffers.body.Payload.every(
          (p: { discount: number; service_id: number }) => p.discount > 0 && p.service_id === 1,
        ),
      );
      const unknown = await t.call('GET', '/api/AllProduct/999');
      assert.deepEqual(unknown.body.Payload, []);
      const bad = await t.call('GET', '/api/AllProduct/abc');
      assert.equal(bad.status, 400);
      assert.equal(bad.body.Status, 'Failed');
    });

    it('ProductDetails: the service first, then related; 404 for unknown and inactive', async () => {
      const r = await t.call('GET', '/api/ProductDetails/1');
      assert.equal(r.status, 200);
      const [detail, ...related] = r.body.Payload.Products;
      assert.equal(detail.id, 1);
      for (const k of [
        'id',
        'service_id',
        'title',
        'Servicename',
        'Images',
        'discount',
        'rating',
        'offerAmt',
        'bookingAmt',
        'amount_hide_show',
        'shortdes',
        'longdes',
        'operator_name',
        'address',
        'city',
        'state',
        'pin',
      ])
        assert.ok(k in detail, k);
      assert.equal(r.body.Payload.Images.length, 3);
      assert.deepEqual(Object.keys(r.body.Payload.Images[0]).sort(), ['doc', 'id', 'pid']);
      assert.ok(related.length > 0 && related.every((x: { id: number }) => x.id !== 1));
      for (const k of ['id', 'images', 'title', 'discount', 'bookingAmt', 'offerAmt', 'rating'])
        assert.ok(k in related[0], k);
      // Seeded price of product 1: MRP 45000, 5 % off, GST 18 % exclusive → offer 42750, payable 50445.
      assert.equal(detail.bookingAmt, 45000);
      assert.equal((await t.call('GET', '/api/ProductDetails/6')).status, 404);
      assert.equal((await t.call('GET', '/api/ProductDetails/99999')).status, 404);
      assert.equal((await t.call('GET', '/api/ProductDetails/x1')).status, 404);
    });

    it('getreview lists reviews with reviewer names', async () => {
      const products = (await t.call('GET', '/api/AllProduct/')).body.Payload as { id: number; rating: number }[];
      const rated = products.find((p) => p.rating > 0)!;
      const r = await t.call('GET', `/api/getreview/${rated.id}`);
      assert.ok(r.body.Payload.length > 0);
      assert.deepEqual(Object.keys(r.body.Payload[0]).sort(), [
        'CreateDate',
        'Rating',
        'ReviewDes',
        'id',
        'reviewer_name',
      ]);
      assert.equal((await t.call('GET', '/api/getreview/abc')).status, 404);
    });

    it('CheckAvailability: booked date, free date, bad inputs', async () => {
      const booked = await t.call('GET', `/api/CheckAvailability?productId=1&bookingDate=${t.bookedDate}`);
      assert.equal(booked.body.Payload, 'Not Available');
      assert.equal(booked.body.Message, 'This service not Available');
      const free = await t.call('GET', `/api/CheckAvailability?productId=1&bookingDate=${plusDays(t.bookedDate, 1)}`);
      assert.equal(free.body.Status, 'Success');
      assert.equal(free.body.Payload, 'Available');
      const past = await t.call('GET', '/api/CheckAvailability?productId=1&bookingDate=2001-01-01');
      assert.equal(past.status, 400);
      assert.equal(past.body.Message, 'Booking date cannot be before today');
      assert.equal(
        (await t.call('GET', `/api/CheckAvailability?bookingDate=${t.bookedDate}`)).body.Message,
        'Service is required',
      );
      assert.equal(
        (await t.call('GET', '/api/CheckAvailability?productId=1')).body.Message,
        'Please select booking date',
      );
      assert.equal((await t.call('GET', '/api/CheckAvailability?productId=1&bookingDate=2030-02-31')).status, 400);
      assert.equal(
        (await t.call('GET', `/api/CheckAvailability?productId=99999&bookingDate=${t.bookedDate}`)).status,
        404,
      );
    });

    it('Search by title, case-insensitive; empty term → []', async () => {
      const r = await t.call('GET', '/api/Search?searchTerm=%20MEHENDI%20');
      assert.ok(r.body.Payload.length > 0);
      assert.deepEqual(Object.keys(r.body.Payload[0]).sort(), ['City', 'Id', 'Service', 'Title', 'Vendor']);
      assert.ok(r.body.Payload.every((x: { Title: string }) => /mehendi/i.test(x.Title)));
      // each suggestion says whose and where it is, read from the service and its vendor.
      const hit = r.body.Payload[0] as { Id: number; Vendor: string; City: string; Service: string };
      const detail = await t.call('GET', `/api/ProductDetails/${hit.Id}`);
      assert.equal(hit.City, detail.body.Payload.Products[0].city);
      assert.ok(hit.Vendor.length > 0 && hit.Service.length > 0, 'vendor and category named');
      assert.deepEqual((await t.call('GET', '/api/Search?searchTerm=')).body.Payload, []);
      assert.deepEqual((await t.call('GET', '/api/Search?searchTerm=%25')).body.Payload, []);
    });

    it('allServicableCity', async () => {
      const r = await t.call('GET', '/api/allServicableCity');
      const cities = r.body.Payload.map((c: { city: string }) => c.city);
      for (const c of ['Mumbai', 'Delhi', 'Bengaluru', 'Jaipur', 'Pune', 'Hyderabad', 'Chennai', 'Kolkata'])
        assert.ok(cities.includes(c), c);
    });

    it('packages: list and detail with availability (Status 1)', async () => {
      const list = await t.call('GET', '/api/Packages');
      assert.ok(list.body.Payload.length >= 4);
      const d = await t.call('GET', `/api/PackagesDetails?id=1&eventDate=${t.bookedDate}`);
      assert.equal(d.body.Status, 1);
      const pkg = d.body.Payload;
      for (const k of [
        'PackageID',
        'PackageName',
        'PackageDesc',
        'PackageTotal',
        'Package_image',
        'InPackage',
        'amount_hide_show',
        'totalSelected',
        'PackageItems',
      ])
        assert.ok(k in pkg, k);
      const group = pkg.PackageItems[0];
      for (const k of ['id', 'Service', 'maxitem', 'amount', 'selected', 'ProductDetails']) assert.ok(k in group, k);
      const p1 = group.ProductDetails.find((p: { id: number }) => p.id === 1);
      assert.equal(p1.avl, 2, 'product 1 is booked on the booked date');
      assert.ok(group.ProductDetails.some((p: { avl: number }) => p.avl === 1));
      const noDate = await t.call('GET', '/api/PackagesDetails?id=1');
      assert.ok(noDate.body.Payload.PackageItems[0].ProductDetails.every((p: { avl: number }) => p.avl === 0));
      const missing = await t.call('GET', '/api/PackagesDetails?id=999');
      assert.equal(missing.status, 404);
      assert.equal(missing.body.Status, 0);
      const past = await t.call('GET', '/api/PackagesDetails?id=1&eventDate=2001-01-01');
      assert.equal(past.status, 400);
      assert.equal(past.body.Status, 0);
    });

    it('calendar: AES-encrypted months for the coming year', async () => {
      const r = await t.call('GET', '/api/Calendar/getCalendar');
      assert.equal(r.body.Status, 'Success');
      assert.equal(typeof r.body.data, 'string');
      const json = JSON.parse(CryptoJS.AES.decrypt(r.body.data, 'utsav-calendar-key').toString(CryptoJS.enc.Utf8));
      assert.ok(json.Months.length >= 10, `months ${json.Months.length}`);
      const ev = json.Months[0].Events[0];
      assert.deepEqual(Object.keys(ev).sort(), ['Date', 'Event', 'EventHi', 'Extras', 'ExtrasHi', 'Type']);
      // every seeded name and note has its Hindi beside it (an empty note has none).
      for (const e of json.Months.flatMap(
        (m: { Events: { Event: string; EventHi: string | null; Extras: string; ExtrasHi: string | null }[] }) =>
          m.Events,
      )) {
        assert.match(e.EventHi ?? '', /[\u0900-\u097F]/, e.Event);
        if (e.Extras) assert.match(e.ExtrasHi ?? '', /[\u0900-\u097F]/, e.Extras);
        else assert.equal(e.ExtrasHi, null);
      }
      assert.ok(
        json.Months.flatMap((m: { Events: unknown[] }) => m.Events).some(
          (e: { Type: string }) => e.Type === 'Wedding Muhurat',
        ),
      );
      assert.throws(() => JSON.parse(CryptoJS.AES.decrypt(r.body.data, 'wrong-key').toString(CryptoJS.enc.Utf8)));
    });

    it('pincode lookup (offline)', async () => {
      const r = await t.call('GET', '/api/geo/pincode/560034');
      assert.equal(r.status, 200);
      assert.equal(r.body.Payload.city, 'Bengaluru');
      assert.equal(r.body.Payload.state, 'Karnataka');
      assert.equal(r.body.Payload.country, 'India');
      assert.deepEqual(r.body.Payload.display_name.split(', ').slice(-3), ['Bengaluru', 'Karnataka', 'India']);
      assert.equal(r.body.Payload.boundingbox.length, 4);
      assert.ok(Math.abs(r.body.Payload.lat - 12.93) < 1 && Math.abs(r.body.Payload.lon - 77.6) < 1);
      for (const pin of ['400050', '110001', '302001', '411004', '500034', '600017', '700019'])
        assert.equal((await t.call('GET', `/api/geo/pincode/${pin}`)).status, 200, pin);
      assert.equal((await t.call('GET', '/api/geo/pincode/000000')).status, 404);
      assert.equal((await t.call('GET', '/api/geo/pincode/12ab56')).status, 400);
    });

    it('images: generated SVGs for every folder; unknown names 404', async () => {
      for (const u of [
        '/images/product/decoration-1-1.svg',
        '/images/slider/slider-decoration.svg',
        '/images/serviceimage/catering.svg',
        '/images/packageimage/package-1.svg',
      ]) {
        const r = await t.call('GET', u);
        assert.equal(r.status, 200, u);
        assert.match(String(r.headers['content-type']), /image\/svg\+xml/);
        assert.match(r.raw, /^<svg/);
        assert.equal(r.headers['cross-origin-resource-policy'], 'cross-origin');
        // a clean illustration — the category's name, no debug text ("Utsav · 1 · 1", ids, file names).
        const texts = [...r.raw.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
        assert.equal(texts.length, 1, `${u}: one caption`);
        assert.doesNotMatch(texts[0]!, /\d|·|svg/, `${u}: ${texts[0]}`);
      }
      assert.equal((await t.call('GET', '/images/product/..%2F..%2Fetc%2Fpasswd')).status, 404);
      assert.equal((await t.call('GET', '/images/secret/a.svg')).status, 404);
      assert.equal((await t.call('GET', '/images/product/00000000-0000-0000-0000-000000000000.png')).status, 404);
    });

    it('trending: ranked by recent paid bookings, then rating; not the newest list; a category narrows it', async () => {
      const r = await t.call('GET', '/api/TrendingServices');
      assert.equal(r.status, 200, r.raw);
      const rows = r.body.Payload as { id: number; booked: number; rating: number; service_id?: number }[];
      assert.ok(rows.length > 0 && rows.length <= 8);
      const counts = new Map(
        (
          await t.db.query<{ product_id: number; n: number }>(
            `SELECT product_id, count(*)::int AS n FROM (
         SELECT product_id FROM bookings WHERE booking_state IN ('confirmed','completed') AND created_at >= now() - interval '90 days'
         UNION ALL SELECT i.product_id FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
         WHERE k.booking_state IN ('confirmed','completed') AND k.created_at >= now() - interval '90 days') x GROUP BY product_id`,
          )
        ).rows.map((x) => [x.product_id, x.n]),
      );
      assert.ok(rows[0]!.booked >= 1, 'the seed has paid bookings: the top service was booked');
      for (const [i, row] of rows.entries()) {
        assert.equal(row.booked, counts.get(row.id) ?? 0, `service ${row.id}: its bookings`);
        if (i > 0)
          assert.ok(
            rows[i - 1]!.booked > row.booked ||
              (rows[i - 1]!.booked === row.booked && rows[i - 1]!.rating >= row.rating),
            'bookings, then rating',
          );
      }
      const newest = ((await t.call('GET', '/api/Commondashboard')).body.Payload.Products as { id: number }[])
        .slice(0, rows.length)
        .map((p) => p.id);
      assert.notDeepEqual(
        rows.map((x) => x.id),
        newest,
        'trending is not the newest list',
      );
      const deco = (await t.call('GET', '/api/TrendingServices?serviceid=1')).body.Payload as { id: number }[];
      const decoIds = new Set(
        (await t.db.query<{ id: number }>('SELECT id FROM products WHERE service_id = 1')).rows.map((x) => x.id),
      );
      assert.ok(deco.length > 0 && deco.every((p) => decoIds.has(p.id)));
      assert.equal((await t.call('GET', '/api/TrendingServices?serviceid=abc')).status, 400);
    });

    it('About figures are counted from the data', async () => {
      const f = (await t.call('GET', '/api/MarketplaceFacts')).body.Payload;
      const one = async (sql: string) => Object.values((await t.db.query<Record<string, number>>(sql)).rows[0]!)[0];
      assert.equal(f.Vendors, await one('SELECT count(DISTINCT vendor_id)::int AS n FROM products WHERE status = 1'));
      assert.equal(
        f.Cities,
        await one(
          "SELECT count(DISTINCT lower(trim(city)))::int AS n FROM products WHERE status = 1 AND trim(city) <> ''",
        ),
      );
      assert.ok(f.Customers >= 1 && f.Bookings >= f.Customers, JSON.stringify(f));
      assert.ok(f.AverageRating > 0 && f.AverageRating <= 5);
    });

    it('newsletter: a valid address is stored once; a bad one is refused', async () => {
      const bad = await t.call('POST', '/api/NewsletterSubscribe', { body: { email: 'not-an-email' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.Message, 'Enter a valid email address');
      const first = await t.call('POST', '/api/NewsletterSubscribe', { body: { email: 'Priya.K@Example.in' } });
      assert.equal(first.status, 200);
      assert.match(first.body.Message, /^Thank you!/);
      const again = await t.call('POST', '/api/NewsletterSubscribe', { body: { email: 'priya.k@example.in ' } });
      assert.equal(again.body.Message, 'This email is already subscribed.');
      assert.equal(
        (await t.db.query("SELECT 1 FROM newsletter_subscriptions WHERE lower(email) = 'priya.k@example.in'")).rows
          .length,
        1,
      );
    });

    it('enquiry from a visitor: valid and invalid', async () => {
      const ok = await t.call('POST', '/api/AddEnquiry', {
        body: { productId: 3, name: 'Guest', mobile: '9123456780', email: 'g@x.in', address: 'Andheri' },
      });
      assert.equal(ok.status, 200);
      assert.equal(ok.body.Status, 'Success');
      const bad = await t.call('POST', '/api/AddEnquiry', {
        body: { productId: 3, name: 'Guest', mobile: '91234', email: 'g@x.in', address: 'Andheri' },
      });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.Message, 'Enter 10 digit mobile number');
      const unknown = await t.call('POST', '/api/AddEnquiry', {
        body: { productId: 99999, name: 'Guest', mobile: '9123456780', email: 'g@x.in', address: 'Andheri' },
      });
      assert.equal(unknown.status, 404);
    });

    it('errors: unknown route, bad JSON, envelopes', async () => {
      const nf = await t.call('GET', '/api/nope');
      assert.equal(nf.status, 404);
      assert.equal(nf.body.Status, 'Failed');
      const badJson = await t.call('POST', '/api/UserLogin', {
        payload: Buffer.from('{"mobile":'),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(badJson.status, 400);
      assert.equal(badJson.body.Status, 'Failed');
      const huge = await t.call('POST', '/api/AddEnquiry', {
        payload: Buffer.from(JSON.stringify({ name: 'x'.repeat(1_100_000) })),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(huge.status, 413);
      assert.equal(huge.body.Message, 'Request body is too large');
      const text = await t.call('POST', '/api/UserLogin', {
        payload: Buffer.from('mobile=1'),
        headers: { 'content-type': 'text/xml' },
      });
      assert.equal(text.status, 415);
      assert.equal(text.body.Status, 'Failed');
      const empty = await t.call('POST', '/api/UserLogin');
      assert.equal(empty.status, 400);
      assert.equal(empty.body.Message, 'Please enter your mobile number');
    });

    it('security headers, CORS for the site origins only, OpenAPI docs', async () => {
      const r = await t.call('GET', '/api/allServices', { headers: { origin: 'http://localhost:3000' } });
      assert.equal(r.headers['access-control-allow-origin'], 'http://localhost:3000');
      assert.ok(r.headers['x-content-type-options']);
      const evil = await t.call('GET', '/api/allServices', { headers: { origin: 'http://evil.example' } });
      assert.equal(evil.headers['access-control-allow-origin'], undefined);
      const pre = await t.call('OPTIONS', '/api/getCart', {
        headers: {
          origin: 'http://127.0.0.1:3002',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'x-auth-token',
        },
      });
      assert.equal(pre.status, 204);
      assert.match(String(pre.headers['access-control-allow-headers']), /X-Auth-Token/i);
      // the browser's API client sends a W3C traceparent on every request; the preflight must allow it.
      const traced = await t.call('OPTIONS', '/api/allServices', {
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'traceparent,x-auth-token',
        },
      });
      assert.equal(traced.status, 204);
      assert.equal(traced.headers['access-control-allow-origin'], 'http://localhost:3000');
      const allowed = String(traced.headers['access-control-allow-headers'])
        .toLowerCase()
        .split(/\s*,\s*/);
      assert.ok(allowed.includes('traceparent'), `allowed: ${allowed}`);
      // Placing an order sends its Idempotency-Key (a retry after a lost answer books once): the preflight allows it.
      const placing = await t.call('OPTIONS', '/api/EventBooking', {
        headers: {
          origin: 'http://localhost:3000',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,idempotency-key,x-auth-token',
        },
      });
      assert.equal(placing.status, 204);
      assert.ok(
        String(placing.headers['access-control-allow-headers'])
          .toLowerCase()
          .split(/\s*,\s*/)
          .includes('idempotency-key'),
      );
      const docs = await t.call('GET', '/api/docs/json');
      assert.equal(docs.status, 200);
      assert.ok(docs.body.paths['/api/EventBooking']);
      assert.equal((await t.call('GET', '/api/docs')).status < 400, true);
    });
  });
});
