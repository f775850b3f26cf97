/**
 * The price a customer first sees is the price they pay (docs/gst.md "The price as charged", docs/payments.md "The
 * customer's place"): with ?pincode= every list row and the service page carry the GST rate and the travel fare the
 * checkout charges to that place; lists rank nearest first and can keep only the services that come there; bad
 * pincodes and locations are clear 400s.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { priceStatementOfRupees } from '@utsav/domain/price-statement';
import { setup, plusDays, today, type TestCtx } from './helpers';

interface Reach {
  Pincode: string;
  DistanceInKm: number;
  TravelFare: number;
  Outside: string;
}
interface Row {
  id: number;
  payableAmt: number;
  gst: number;
  city: string;
  Reach?: Reach;
}

describe('prices as charged, for the customer’s place', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('lists carry the GST rate; with a pincode each row its reach, nearest first', async () => {
    const plain = await t.call('GET', '/api/AllProduct?limit=100');
    assert.equal(plain.status, 200, plain.raw);
    for (const r of plain.body.Payload as Row[]) {
      assert.equal(typeof r.gst, 'number');
      assert.equal(r.Reach, undefined);
    }
    const near = await t.call('GET', '/api/AllProduct?limit=100&pincode=560001');
    assert.equal(near.status, 200, near.raw);
    const rows = near.body.Payload as Row[];
    assert.ok(rows.length > 10);
    const km = rows.map((r) => r.Reach!.DistanceInKm);
    for (let i = 1; i < km.length; i++) assert.ok(km[i - 1]! <= km[i]! + 0.01, `nearest first: ${km.join(', ')}`);
    assert.equal(rows[0]!.city, 'Bengaluru');
    assert.ok(rows.every((r) => r.Reach!.Pincode === '560001'));
  });

  it('the next page of the nearest-first list follows on without repeats', async () => {
    const first = await t.call('GET', '/api/AllProduct?limit=5&pincode=560001');
    const second = await t.call(
      'GET',
      `/api/AllProduct?limit=5&pincode=560001&after=${encodeURIComponent(first.body.Page.next)}`,
    );
    assert.equal(second.status, 200, second.raw);
    const a = (first.body.Payload as Row[]).map((r) => r.id);
    const b = (second.body.Payload as Row[]).map((r) => r.id);
    assert.equal(new Set([...a, ...b]).size, 10);
    assert.ok(
      (first.body.Payload as Row[]).at(-1)!.Reach!.DistanceInKm <=
        (second.body.Payload as Row[])[0]!.Reach!.DistanceInKm + 0.01,
    );
  });

  it('serves=1 keeps only services whose vendor comes to the place', async () => {
    await t.db.query(
      "UPDATE products SET service_radius_km = 50 WHERE id = (SELECT min(id) FROM products WHERE city = 'Mumbai' AND status = 1)",
    );
    const all = (await t.call('GET', '/api/AllProduct?limit=100&pincode=560001')).body.Payload as Row[];
    const serving = await t.call('GET', '/api/AllProduct?limit=100&pincode=560001&serves=1');
    assert.equal(serving.status, 200, serving.raw);
    const kept = serving.body.Payload as Row[];
    assert.ok(kept.length < all.length);
    assert.ok(kept.every((r) => r.Reach!.Outside === ''));
    assert.ok(all.some((r) => r.Reach!.Outside !== ''));
  });

  it('card = service page = cart: the same payable, GST rate and travel fare to the same place', async () => {
    // Customer A's first address is 400050 (Bandra West, Mumbai).
    const address = (await t.call('GET', '/api/GetBookingAddressList', { token: t.tokens.customerA })).body
      .Payload[0] as { Id: number; zipcode?: string };
    const rows = (await t.call('GET', '/api/AllProduct?limit=100&pincode=400050')).body.Payload as Row[];
    const card = rows.find((r) => r.Reach!.TravelFare > 0 && r.Reach!.Outside === '')!;
    assert.ok(card, 'a service with travel to 400050');
    const detail = await t.call('GET', `/api/ProductDetails/${card.id}?pincode=400050`);
    assert.equal(detail.status, 200, detail.raw);
    const page = detail.body.Payload.Products[0] as Row;
    assert.deepEqual([page.payableAmt, page.gst, page.Reach], [card.payableAmt, card.gst, card.Reach]);
    const date = plusDays(today(), 75);
    const added = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerA,
      body: { productId: card.id, bookingDate: date },
    });
    assert.equal(added.status, 200, added.raw);
    const quote = await t.call('GET', `/api/checkCartAvailability?addressId=${address.Id}`, {
      token: t.tokens.customerA,
    });
    assert.equal(quote.status, 200, quote.raw);
    const line = (
      quote.body.Payload.CartList as { ProductId: number; payableAmt: number; TravelFare: number; gst: number }[]
    ).find((l) => l.ProductId === card.id)!;
    assert.deepEqual([line.payableAmt, line.TravelFare, line.gst], [card.payableAmt, card.Reach!.TravelFare, card.gst]);
    const shown = priceStatementOfRupees({
      payableAmt: card.payableAmt,
      gst: card.gst,
      travelFare: card.Reach!.TravelFare,
    });
    assert.equal(shown.totalPaise, Math.round((line.payableAmt + line.TravelFare) * 100));
  });

  it('with a place, a service whose vendor does not come there cannot be added to the cart', async () => {
    const id = (
      await t.db.query<{ id: number }>(
        "UPDATE products SET service_radius_km = 40 WHERE id = (SELECT min(id) FROM products WHERE city = 'Mumbai' AND status = 1 AND amount_hide_show = 0) RETURNING id",
      )
    ).rows[0]!.id;
    const date = plusDays(today(), 80);
    const far = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerB,
      body: { productId: id, bookingDate: date, pincode: '560001' },
    });
    assert.equal(far.status, 409, far.raw);
    assert.match(
      far.body.Message,
      /^Outside the vendor's service area: [\d,.]+ km away, serves within 40 km: this vendor does not come to 560001$/,
    );
    const bad = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerB,
      body: { productId: id, bookingDate: date, pincode: '5600' },
    });
    assert.equal(bad.status, 400, bad.raw);
    assert.match(bad.body.Message, /6 digits/);
    const near = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerB,
      body: { productId: id, bookingDate: date, pincode: '400050' },
    });
    assert.equal(near.status, 200, near.raw);
  });

  it('bad pincode, sort and location: clear 400s', async () => {
    for (const [url, message] of [
      ['/api/AllProduct?pincode=12345', /6 digits/],
      ['/api/AllProduct?pincode=abcdef', /digits only/],
      ['/api/AllProduct?pincode=999999', /We don.t know this pincode/],
      ['/api/AllProduct?sort=distance', /needs your pincode/],
      ['/api/AllProduct?serves=1', /needs your pincode/],
      ['/api/AllProduct?pincode=560001&serves=yes', /serves must be 0 or 1/],
      ['/api/ProductDetails/1?pincode=0', /6 digits/],
    ] as const) {
      const r = await t.call('GET', url);
      assert.equal(r.status, 400, `${url}: ${r.raw}`);
      assert.match(r.body.Message, message);
    }
    const bengaluru = await t.call('POST', '/api/geo/locate', { body: { lat: 12.9756, lon: 77.6031 } });
    assert.equal(bengaluru.status, 200, bengaluru.raw);
    assert.match(bengaluru.body.Payload.pincode, /^56\d{4}$/);
    assert.equal(bengaluru.body.Payload.state, 'Karnataka');
    for (const body of [{ lat: 51.5, lon: -0.12 }, { lat: 'x', lon: 1 }, { lat: 95, lon: 10 }, {}]) {
      const r = await t.call('POST', '/api/geo/locate', { body });
      assert.equal(r.status, 400, r.raw);
      assert.ok(r.body.Message.length > 5);
    }
  });
});
