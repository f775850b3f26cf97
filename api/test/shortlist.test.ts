/**
 * The shortlist, its share link and compare (docs/shortlist.md): kept per customer on the server, merged from the
 * browser's list, shared read-only by a token; compare prices and fares a service to a pincode exactly as the cart
 * and checkout charge an address at that pincode.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SHORTLIST_MAX } from '@utsav/domain/schemas/shortlist';
import { DEFAULT_SERVICE_RADIUS_KM } from '@utsav/domain/schemas/event-types';
import { plusDays, setup, today, type TestCtx } from './helpers';

interface Listed {
  id: number;
}
interface CompareItem {
  ProductId: number;
  gstwithmrp: number;
  gstAmt: number;
  offerAmt: number;
  TravelFare: number;
  DistanceInKm: number;
  totalAmt: number;
  advanceAmt: number;
  Outside: string;
  Availability: string;
  AvailabilityReason: string;
  ReviewCount: number;
  Rating: number;
  VendorCity: string;
  ServiceRadiusKm: number;
}

describe('shortlist and compare', () => {
  let t: TestCtx;
  let A: string;
  let B: string;
  const ids = async (where: string, n: number) =>
    (
      await t.db.query<{ id: number }>(`SELECT id FROM products WHERE status = 1 AND ${where} ORDER BY id LIMIT ${n}`)
    ).rows.map((r) => r.id);

  before(async () => {
    t = await setup();
    A = t.tokens.customerA;
    B = t.tokens.customerB;
  });
  after(async () => t.close());

  it('a customer adds, lists and removes; another customer never sees it; the share link shows it read-only', async () => {
    const [p1, p2] = await ids('amount_hide_show = 0', 2);
    assert.equal((await t.call('PUT', `/api/Shortlist/${p1}`, { token: A })).status, 200);
    const second = await t.call('PUT', `/api/Shortlist/${p2}`, { token: A });
    assert.equal(second.body.Message, 'Added to your shortlist');
    // Adding again changes nothing.
    const again = await t.call('PUT', `/api/Shortlist/${p2}`, { token: A });
    assert.deepEqual(
      (again.body.Payload.Items as Listed[]).map((i) => i.id),
      [p2, p1],
    );
    assert.equal(again.body.Payload.ShareToken, null);

    // B's list is B's own: empty, and A's services cannot be removed through it.
    assert.deepEqual((await t.call('GET', '/api/Shortlist', { token: B })).body.Payload.Items, []);
    assert.equal((await t.call('DELETE', `/api/Shortlist/${p1}`, { token: B })).status, 404);
    assert.equal((await t.call('GET', '/api/Shortlist', { token: A })).body.Payload.Items.length, 2);

    // Visitors and vendors have no shortlist.
    assert.equal((await t.call('GET', '/api/Shortlist')).status, 401);
    assert.equal((await t.call('PUT', `/api/Shortlist/${p1}`)).status, 401);
    assert.ok([401, 403].includes((await t.call('GET', '/api/Shortlist', { token: t.tokens.vendorA })).status));

    // The share link: the same token on every call, readable with no sign-in, showing nothing of the owner.
    const token = (await t.call('POST', '/api/Shortlist/share', { token: A })).body.Payload.ShareToken as string;
    assert.match(token, /^[A-Za-z0-9_-]{32}$/);
    assert.equal((await t.call('POST', '/api/Shortlist/share', { token: A })).body.Payload.ShareToken, token);
    assert.equal((await t.call('GET', '/api/Shortlist', { token: A })).body.Payload.ShareToken, token);
    const shared = await t.call('GET', `/api/SharedShortlist/${token}`);
    assert.equal(shared.status, 200, shared.raw);
    assert.deepEqual(
      (shared.body.Payload.Items as Listed[]).map((i) => i.id),
      [p2, p1],
    );
    assert.deepEqual(Object.keys(shared.body.Payload), ['Items']);
    assert.doesNotMatch(shared.raw, /9876543210|Customer A|@/);
    // B, holding the link, still reads it only: no write route takes the token, and B's own writes touch B's list.
    assert.equal((await t.call('GET', `/api/SharedShortlist/${token}`, { token: B })).status, 200);
    for (const method of ['PUT', 'POST', 'DELETE'])
      assert.equal((await t.call(method, `/api/SharedShortlist/${token}`, { token: B, body: {} })).status, 404, method);
    assert.equal((await t.call('GET', `/api/SharedShortlist/${token}`)).body.Payload.Items.length, 2);

    // Removing shows in the link at once; withdrawing the link makes it open nothing, and the next link is new.
    const removed = await t.call('DELETE', `/api/Shortlist/${p1}`, { token: A });
    assert.equal(removed.body.Message, 'Removed from your shortlist');
    assert.equal((await t.call('GET', `/api/SharedShortlist/${token}`)).body.Payload.Items.length, 1);
    assert.equal((await t.call('DELETE', `/api/Shortlist/${p1}`, { token: A })).status, 404);
    assert.equal((await t.call('DELETE', '/api/Shortlist/share', { token: A })).body.Payload.ShareToken, null);
    const gone = await t.call('GET', `/api/SharedShortlist/${token}`);
    assert.equal(gone.status, 404);
    assert.equal(gone.body.Message, 'This shortlist link is not valid or was withdrawn');
    const next = (await t.call('POST', '/api/Shortlist/share', { token: A })).body.Payload.ShareToken as string;
    assert.notEqual(next, token);
  });

  it("merges the browser's list at sign-in: new services added, kept ones and unlisted ones skipped", async () => {
    const [p1, p2, p3] = await ids('amount_hide_show = 0', 3);
    const [hidden] = await ids('id > 10', 1);
    await t.db.query('UPDATE products SET status = 2 WHERE id = $1', [hidden]);
    try {
      await t.call('PUT', `/api/Shortlist/${p1}`, { token: B });
      const merged = await t.call('PUT', '/api/Shortlist', {
        token: B,
        body: { productIds: [p1, p2, p3, p2, hidden] },
      });
      assert.equal(merged.status, 200, merged.raw);
      assert.deepEqual(new Set((merged.body.Payload.Items as Listed[]).map((i) => i.id)), new Set([p1, p2, p3]));
      // An unlisted service cannot be added one by one either.
      assert.equal((await t.call('PUT', `/api/Shortlist/${hidden}`, { token: B })).status, 404);
    } finally {
      await t.db.query('UPDATE products SET status = 1 WHERE id = $1', [hidden]);
    }
    // A visitor's browser list is read by ids, in its order, unlisted ones left out.
    const visitor = await t.call('GET', `/api/ShortlistServices?productIds=${p3},${p1}`);
    assert.deepEqual(
      (visitor.body.Payload.Items as Listed[]).map((i) => i.id),
      [p3, p1],
    );
    // An empty list is a no-op.
    assert.equal((await t.call('PUT', '/api/Shortlist', { token: B, body: { productIds: [] } })).status, 200);
  });

  it('bad input is a 4xx with a clear message, never a 5xx', async () => {
    const cases: [string, string, unknown, number, RegExp][] = [
      ['PUT', '/api/Shortlist/abc', undefined, 400, /Service is invalid/],
      ['PUT', '/api/Shortlist/0', undefined, 400, /Service is required/],
      ['PUT', '/api/Shortlist/99999999999', undefined, 400, /Service is invalid/],
      ['PUT', '/api/Shortlist/999999', undefined, 404, /not listed/],
      ['DELETE', '/api/Shortlist/-1', undefined, 400, /Service/],
      ['PUT', '/api/Shortlist', { productIds: 'x' }, 400, /list of service ids/],
      ['PUT', '/api/Shortlist', { productIds: ['1; DROP TABLE users'] }, 400, /Service is invalid/],
      [
        'PUT',
        '/api/Shortlist',
        { productIds: Array.from({ length: SHORTLIST_MAX + 1 }, (_, i) => i + 1) },
        400,
        /up to 100/,
      ],
      ['GET', '/api/SharedShortlist/%3Cscript%3E', undefined, 404, /not valid/],
      ['GET', `/api/SharedShortlist/${'a'.repeat(32)}`, undefined, 404, /not valid/],
      ['GET', '/api/ShortlistServices', undefined, 400, /Service is required/],
      ['GET', '/api/ShortlistServices?productIds=1,<b>', undefined, 400, /Service is invalid/],
      ['GET', `/api/ShortlistServices?productIds=${'1,'.repeat(101)}2`, undefined, 200, /./],
      [
        'GET',
        `/api/ShortlistServices?productIds=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`,
        undefined,
        400,
        /up to 100/,
      ],
      ['GET', '/api/Compare', undefined, 400, /Choose 2 to 4 services/],
      ['GET', '/api/Compare?productIds=1', undefined, 400, /Choose 2 to 4 services/],
      ['GET', '/api/Compare?productIds=1,2,3,4,5', undefined, 400, /Choose 2 to 4 services/],
      ['GET', '/api/Compare?productIds=1,1', undefined, 400, /Choose 2 to 4 services/],
      ['GET', '/api/Compare?productIds=1,x', undefined, 400, /Service is invalid/],
      ['GET', '/api/Compare?productIds=1,2&productIds=3,4', undefined, 400, /./],
      ['GET', '/api/Compare?productIds=1,2&pincode=12', undefined, 400, /Pincode must be 6 digits/],
      ['GET', '/api/Compare?productIds=1,2&pincode=000000', undefined, 400, /ncode/],
      ['GET', '/api/Compare?productIds=1,2&date=2001-01-01', undefined, 400, /cannot be before today/],
      ['GET', '/api/Compare?productIds=1,2&date=2026-02-30', undefined, 400, /real date/],
    ];
    for (const [method, url, body, status, message] of cases) {
      const r = await t.call(method, url, { token: B, body });
      assert.equal(r.status, status, `${method} ${url}: ${r.raw}`);
      assert.match(r.body.Message, message, `${method} ${url}`);
    }
    // In Hindi too.
    const hi = await t.call('GET', '/api/Compare?productIds=1', { headers: { 'accept-language': 'hi' } });
    assert.equal(hi.body.Message, 'तुलना के लिए 2 से 4 सेवाएँ चुनें');
  });

  it('holds at most 100 services, also when two devices add at once', async () => {
    const C = t.tokens.customerA;
    await t.call('DELETE', '/api/Shortlist/share', { token: C });
    // The demo catalogue may hold fewer than 110 services: copies of one make up the number.
    await t.db.query(
      `INSERT INTO products (vendor_id, service_id, title, operator_name, mobile, email, booking_amt)
       SELECT p.vendor_id, p.service_id, p.title || ' ' || g, p.operator_name, p.mobile, p.email, p.booking_amt
       FROM products p, generate_series(1, $1::int) AS g WHERE p.id = 1`,
      [SHORTLIST_MAX + 10],
    );
    const all = await ids('true', SHORTLIST_MAX + 10);
    const userId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    await t.db.query('DELETE FROM shortlist_items WHERE user_id = $1', [userId]);
    await t.db.query('INSERT INTO shortlist_items (user_id, product_id) SELECT $1, x FROM unnest($2::int[]) AS x', [
      userId,
      all.slice(0, SHORTLIST_MAX - 3),
    ]);
    const rest = all.slice(SHORTLIST_MAX - 3);
    const replies = await Promise.all(rest.map((id) => t.call('PUT', `/api/Shortlist/${id}`, { token: C })));
    assert.ok(
      replies.every((r) => r.status === 200 || r.status === 400),
      replies.map((r) => r.status).join(),
    );
    assert.equal(replies.filter((r) => r.status === 200).length, 3);
    assert.match(replies.find((r) => r.status === 400)!.body.Message, /Your shortlist holds up to 100 services/);
    const n = (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM shortlist_items WHERE user_id = $1', [userId])
    ).rows[0]!.n;
    assert.equal(n, SHORTLIST_MAX);
    await t.db.query('DELETE FROM shortlist_items WHERE user_id = $1', [userId]);
  });

  it("compare's prices and fares are what the cart and checkout charge for the same pincode", async () => {
    const D = plusDays(today(), 75);
    // Customer A's first address (id 1) is in Bandra West, Mumbai; services elsewhere travel, with a fare.
    const home = (await t.db.query<{ zipcode: string }>('SELECT zipcode FROM addresses WHERE id = 1')).rows[0]!;
    const chosen = await ids("amount_hide_show = 0 AND travel_charge > 0 AND city <> 'Mumbai' AND id > 1", 2);
    const near = await ids("amount_hide_show = 0 AND city = 'Mumbai' AND id > 1", 1);
    const products = [...chosen, ...near];
    assert.equal(products.length, 3, 'three priced services, two of them travelling to Mumbai');
    // They come to Mumbai (their vendors chose all of India: no radius would be the default 50 km) and have room on
    // the date.
    await t.db.query('UPDATE products SET service_radius_km = 5000, capacity = 5 WHERE id = ANY($1::int[])', [
      products,
    ]);

    const compare = await t.call(
      'GET',
      `/api/Compare?productIds=${products.join(',')}&pincode=${home.zipcode}&date=${D}`,
    );
    assert.equal(compare.status, 200, compare.raw);
    const items = compare.body.Payload.Items as CompareItem[];
    assert.deepEqual(
      items.map((i) => i.ProductId),
      products,
    );
    assert.match(compare.body.Payload.Place.Label, /Mumbai/);
    assert.ok(items.slice(0, 2).every((i) => i.TravelFare > 0 && i.DistanceInKm > 50));

    // The cart: the same services on that date, priced for the address at that pincode.
    const userId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
    for (const productId of products)
      assert.equal(
        (await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: D } })).status,
        200,
      );
    const quote = await t.call('GET', '/api/checkCartAvailability?addressId=1', { token: A });
    assert.equal(quote.status, 200, quote.raw);
    const cart = quote.body.Payload.CartList as (CompareItem & { isAvailable: 0 | 1 })[];
    for (const item of items) {
      const line = cart.find((c) => c.ProductId === item.ProductId)!;
      for (const field of [
        'gstwithmrp',
        'gstAmt',
        'offerAmt',
        'advanceAmt',
        'TravelFare',
        'DistanceInKm',
        'totalAmt',
      ] as const)
        assert.equal(item[field], line[field], `${field} of service ${item.ProductId}`);
      assert.equal(item.Availability, line.isAvailable === 1 ? 'Available' : 'Not Available');
    }

    // Checkout: the order's bookings bill what compare said (stored in paise).
    const order = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Wedding', bookingDate: D, PaymentType: 'full' },
    });
    assert.equal(order.status, 200, order.raw);
    const booked = (
      await t.db.query<{ product_id: number; billing_amt: string; travel_charges: string; gst_with_mrp: string }>(
        'SELECT product_id, billing_amt, travel_charges, gst_with_mrp FROM bookings WHERE user_id = $1 AND booking_date = $2',
        [userId, D],
      )
    ).rows;
    assert.equal(booked.length, 3);
    for (const item of items) {
      const b = booked.find((x) => x.product_id === item.ProductId)!;
      assert.equal(Number(b.billing_amt), Math.round(item.totalAmt * 100), `billed ${item.ProductId}`);
      assert.equal(Number(b.travel_charges), Math.round(item.TravelFare * 100), `travel ${item.ProductId}`);
      assert.equal(Number(b.gst_with_mrp), Math.round(item.gstwithmrp * 100), `with GST ${item.ProductId}`);
    }
  });

  it('compare shows rating, reviews, the vendor place and radius, and availability on the date', async () => {
    // The seed books service 1 out on its booked date.
    const taken = 1;
    const [other] = await ids(`id <> ${taken} AND amount_hide_show = 0`, 1);
    const r = await t.call('GET', `/api/Compare?productIds=${taken},${other}&date=${t.bookedDate}`);
    assert.equal(r.status, 200, r.raw);
    const [first, second] = r.body.Payload.Items as CompareItem[];
    const reviews = (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1', [taken])
    ).rows[0]!.n;
    assert.equal(first!.ReviewCount, reviews);
    assert.equal(typeof first!.Rating, 'number');
    assert.ok(first!.VendorCity.length > 0);
    assert.equal(first!.Availability, 'Not Available');
    assert.ok(first!.AvailabilityReason.length > 0);
    assert.ok(['Available', 'Not Available'].includes(second!.Availability));
    // Without a pincode: no place, no travel; without a date: no availability said.
    const bare = await t.call('GET', `/api/Compare?productIds=${taken},${other}`);
    assert.equal(bare.body.Payload.Place, null);
    assert.equal(bare.body.Payload.Date, null);
    assert.ok((bare.body.Payload.Items as CompareItem[]).every((i) => i.TravelFare === 0 && i.Availability === ''));
    // An id that names no listed service is left out.
    const some = await t.call('GET', `/api/Compare?productIds=${other},999999`);
    assert.deepEqual(
      (some.body.Payload.Items as CompareItem[]).map((i) => i.ProductId),
      [other],
    );
    // A vendor who set no radius comes the default 50 km (the cart's own rule), and compare says so.
    const own = (
      await t.db.query<{ r: number | null }>('SELECT service_radius_km AS r FROM products WHERE id = $1', [other])
    ).rows[0]!.r;
    await t.db.query('UPDATE products SET service_radius_km = NULL WHERE id = $1', [other]);
    const plain = await t.call('GET', `/api/Compare?productIds=${taken},${other}&pincode=110024`);
    assert.equal(plain.status, 200, plain.raw);
    const radiusOf = (id: number) =>
      (plain.body.Payload.Items as CompareItem[]).find((i) => i.ProductId === id)!.ServiceRadiusKm;
    assert.equal(radiusOf(other!), DEFAULT_SERVICE_RADIUS_KM);
    await t.db.query('UPDATE products SET service_radius_km = $2 WHERE id = $1', [other, own]);
  });
});
