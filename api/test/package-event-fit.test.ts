/**
 * Packages fit the event: over EVERY seeded package and several event pincodes, a package checkout (the
 * customer's one choice plus the auto-picked rest) never holds a service whose event types miss the package's, nor
 * a vendor who does not come to the event's pincode (their radius, else the default). The package page offers the
 * same services, each with the checkout's travel fare; bad pincodes are a 400.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_SERVICE_RADIUS_KM, effectiveRadiusKm } from '@utsav/domain/schemas/event-types';
import { haversineKm } from '@utsav/domain/pricing';
import { placeOfPincode } from '../src/lib/geo';
import { plusDays, setup, today, type TestCtx } from './helpers';

/** Seed cities' pincodes and one between cities (Nashik: no seeded vendor's default area). */
const PINCODES = ['560034', '400050', '110001', '302001', '411004', '422001'];

interface Product {
  id: number;
  title: string;
  avl: number;
  TravelFare: number;
  DistanceInKm: number;
}
interface Group {
  ServiceID: number;
  Service: string;
  ProductDetails: Product[];
  Unavailable: string;
}

describe('packages fit the event: event type and service area', () => {
  let t: TestCtx;
  let userId: number;
  const addressOf = new Map<string, number>();
  before(async () => {
    t = await setup();
    userId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    for (const pin of PINCODES) {
      const p = placeOfPincode(pin);
      const r = await t.db.query<{ id: number }>(
        `INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, country, location, lat, lon)
         VALUES ($1, 'Aarav Sharma', '9876543210', 'aarav.sharma@example.in', 'Event venue', $2, $3, $4, 'India', '', $5, $6) RETURNING id`,
        [userId, p.city, p.state, pin, p.lat, p.lon],
      );
      addressOf.set(pin, r.rows[0]!.id);
    }
  });
  after(async () => t.close());

  const products = async () =>
    new Map(
      (
        await t.db.query<{
          id: number;
          title: string;
          event_types: string[];
          lat: number;
          lon: number;
          service_radius_km: number | null;
        }>('SELECT id, title, event_types, lat, lon, service_radius_km FROM products')
      ).rows.map((r) => [r.id, r]),
    );

  it('every seeded package, every pincode: the checkout holds only suited services whose vendor comes there', async () => {
    const packages = (await t.call('GET', '/api/Packages')).body.Payload as { PackageID: number }[];
    assert.ok(packages.length >= 5);
    const all = await products();
    let day = 20;
    let orders = 0;
    for (const { PackageID } of packages) {
      const eventType = (
        await t.db.query<{ event_type: string }>('SELECT event_type FROM packages WHERE id = $1', [PackageID])
      ).rows[0]!.event_type;
      for (const pin of PINCODES) {
        const place = placeOfPincode(pin);
        const date = plusDays(today(), day++);
        const detail = await t.call('GET', `/api/PackagesDetails?id=${PackageID}&eventDate=${date}&pincode=${pin}`);
        assert.equal(detail.status, 200, JSON.stringify(detail.body));
        assert.equal(detail.body.Payload.EventType, eventType);
        const groups = detail.body.Payload.PackageItems as Group[];
        // The page offers only what the checkout may hold.
        for (const g of groups) {
          if (g.ProductDetails.length === 0) assert.match(g.Unavailable, new RegExp(pin));
          for (const p of g.ProductDetails) {
            const row = all.get(p.id)!;
            assert.ok(row.event_types.includes(eventType), `${p.title} offered for a ${eventType}`);
            const km = haversineKm(row.lat, row.lon, place.lat, place.lon);
            assert.ok(km <= effectiveRadiusKm(row.service_radius_km), `${p.title} offered ${km} km away at ${pin}`);
            assert.ok(p.TravelFare >= 0 && Math.abs(p.DistanceInKm - km) < 0.2, `${p.title} travel line`);
          }
        }
        const first = groups.find((g) => g.ProductDetails.some((p) => p.avl === 1));
        if (!first) continue; // nothing of this package comes to this pincode
        // A group whose services are all taken (or closed) on the date refuses the order as before: not this test's.
        if (groups.some((g) => g.ProductDetails.length > 0 && !g.ProductDetails.some((p) => p.avl === 1))) continue;
        const chosen = first.ProductDetails.find((p) => p.avl === 1)!;
        const order = await t.call('POST', '/api/packageBooking', {
          token: t.tokens.customerA,
          headers: { 'idempotency-key': `fit-${PackageID}-${pin}` },
          body: {
            Bookingfor: 'Family event',
            bookingAddressId: addressOf.get(pin),
            gst_no: '',
            package: {
              packageID: PackageID,
              BookingDate: date,
              pincode: pin,
              packageItems: [{ serviceID: first.ServiceID, productDetails: [{ Product_ID: chosen.id }] }],
            },
          },
        });
        assert.equal(order.status, 200, `${PackageID} at ${pin}: ${JSON.stringify(order.body)}`);
        orders++;
        const items = (
          await t.db.query<{ product_id: number; service_id: number }>(
            'SELECT product_id, service_id FROM package_booking_items WHERE package_booking_id = $1',
            [order.body.Payload.BookingId],
          )
        ).rows;
        // Every group that has a suitable local service is in the order (auto-picked when not chosen).
        const offered = groups.filter((g) => g.ProductDetails.some((p) => p.avl === 1)).map((g) => g.ServiceID);
        assert.deepEqual([...new Set(items.map((i) => i.service_id))].sort(), [...offered].sort());
        for (const i of items) {
          const row = all.get(i.product_id)!;
          assert.ok(row.event_types.includes(eventType), `${row.title} in a ${eventType} package at ${pin}`);
          const km = haversineKm(row.lat, row.lon, place.lat, place.lon);
          assert.ok(km <= effectiveRadiusKm(row.service_radius_km), `${row.title} booked ${km} km away at ${pin}`);
        }
      }
    }
    assert.ok(orders >= 20, `only ${orders} orders placed`);
  });

  it('a package cart filled before the place was known: the groups picked for the customer are picked again for the address', async () => {
    const all = await products();
    const A = t.tokens.customerA;
    const fill = (date: string) =>
      t.call('POST', '/api/addPackageTocart', {
        token: A,
        body: {
          packageID: 1,
          BookingDate: date,
          packageItems: [{ serviceID: 1, productDetails: [{ Product_ID: 2 }] }],
        },
      });
    for (const [i, pin] of ['400050', '560034'].entries()) {
      // As a visitor would: no pincode, one decoration chosen (vendor A, who comes anywhere); photography and
      // mehendi are picked from anywhere in India.
      const date = plusDays(today(), 140 + i);
      const cart = await fill(date);
      assert.equal(cart.status, 200, cart.raw);
      const picked = (await t.call('GET', '/api/getPackageTocart', { token: A })).body.Payload[0]
        .ServiceDetailsJson as { ServiceID: number }[];
      assert.ok(picked.length >= 3, 'groups left empty got a service in the cart');
      const order = await t.call('POST', '/api/packageBooking', {
        token: A,
        body: { Bookingfor: 'Wedding', bookingAddressId: addressOf.get(pin), gst_no: '' },
      });
      assert.equal(order.status, 200, `${pin}: ${order.raw}`);
      const items = (
        await t.db.query<{ product_id: number }>(
          'SELECT product_id FROM package_booking_items WHERE package_booking_id = $1',
          [order.body.Payload.BookingId],
        )
      ).rows.map((r) => r.product_id);
      assert.ok(items.includes(2), 'the customer’s own choice is kept');
      const place = placeOfPincode(pin);
      for (const id of items) {
        const row = all.get(id)!;
        const km = haversineKm(row.lat, row.lon, place.lat, place.lon);
        assert.ok(km <= effectiveRadiusKm(row.service_radius_km), `${row.title} booked ${km} km away at ${pin}`);
      }
    }
  });

  it('an order whose body marks groups as picked for the customer (auto) picks them again for the address', async () => {
    const all = await products();
    const date = plusDays(today(), 150);
    const order = await t.call('POST', '/api/packageBooking', {
      token: t.tokens.customerA,
      body: {
        Bookingfor: 'Wedding',
        bookingAddressId: addressOf.get('400050'),
        gst_no: '',
        package: {
          packageID: 1,
          BookingDate: date,
          packageItems: [
            { serviceID: 1, productDetails: [{ Product_ID: 2 }] },
            // Filled at random by the page before the place was known: Bengaluru, 840 km from the event.
            { serviceID: 3, auto: true, productDetails: [{ Product_ID: 15 }] },
          ],
        },
      },
    });
    assert.equal(order.status, 200, order.raw);
    const items = (
      await t.db.query<{ product_id: number }>(
        'SELECT product_id FROM package_booking_items WHERE package_booking_id = $1',
        [order.body.Payload.BookingId],
      )
    ).rows.map((r) => r.product_id);
    assert.ok(items.includes(2) && !items.includes(15), JSON.stringify(items));
    const place = placeOfPincode('400050');
    for (const id of items) {
      const row = all.get(id)!;
      assert.ok(haversineKm(row.lat, row.lon, place.lat, place.lon) <= effectiveRadiusKm(row.service_radius_km));
    }
    // The same pick chosen by the customer is refused with the reason, never dropped silently.
    const chosen = await t.call('POST', '/api/packageBooking', {
      token: t.tokens.customerA,
      body: {
        Bookingfor: 'Wedding',
        bookingAddressId: addressOf.get('400050'),
        gst_no: '',
        package: {
          packageID: 1,
          BookingDate: plusDays(date, 1),
          packageItems: [{ serviceID: 3, productDetails: [{ Product_ID: 15 }] }],
        },
      },
    });
    assert.equal(chosen.status, 400);
    assert.match(chosen.body.Message, /does not come to 400050/);
  });

  it('the Royal Wedding in Bengaluru: never birthday photography, never a vendor who does not come there', async () => {
    const wedding = (await t.db.query<{ id: number }>("SELECT id FROM packages WHERE name = 'Royal Wedding Package'"))
      .rows[0]!.id;
    const birthday = (
      await t.db.query<{ id: number }>("SELECT id FROM products WHERE title = 'Birthday Party Photography'")
    ).rows[0]!.id;
    const r = await t.call('GET', `/api/PackagesDetails?id=${wedding}&pincode=560034`);
    const ids = (r.body.Payload.PackageItems as Group[]).flatMap((g) => g.ProductDetails.map((p) => p.id));
    assert.ok(!ids.includes(birthday));
    // Chosen anyway: refused with the reason.
    const refused = await t.call('POST', '/api/addPackageTocart', {
      token: t.tokens.customerA,
      body: {
        packageID: wedding,
        BookingDate: plusDays(today(), 200),
        pincode: '560034',
        packageItems: [{ serviceID: 3, productDetails: [{ Product_ID: birthday }] }],
      },
    });
    assert.equal(refused.status, 400);
    assert.match(refused.body.Message, /does not suit a wedding/);
  });

  it('a service without a radius serves the default radius only: page, search "serves my area" and the cart', async () => {
    // A Jaipur service with no radius: not offered to Delhi (about 240 km), offered in Jaipur.
    const p = (
      await t.db.query<{ id: number }>(
        "UPDATE products SET service_radius_km = NULL WHERE id = (SELECT min(id) FROM products WHERE city = 'Jaipur' AND status = 1 AND amount_hide_show = 0) RETURNING id",
      )
    ).rows[0]!.id;
    const serves = async (pin: string) =>
      ((await t.call('GET', `/api/AllProduct?limit=100&serves=1&pincode=${pin}`)).body.Payload as { Id?: number }[])
        .map((r) => JSON.stringify(r))
        .some((r) => new RegExp(`"(Id|id|ProductId|Product_ID)":${p}[,}]`).test(r));
    assert.equal(await serves('110001'), false, 'search "serves my area" in Delhi');
    assert.equal(await serves('302001'), true, 'search "serves my area" in Jaipur');
    const add = (pin: string) =>
      t.call('POST', '/api/AddToCart', {
        token: t.tokens.customerB,
        body: { productId: p, bookingDate: plusDays(today(), 150), pincode: pin },
      });
    const far = await add('110001');
    assert.equal(far.status, 409);
    assert.match(far.body.Message, new RegExp(`serves within ${DEFAULT_SERVICE_RADIUS_KM} km`));
    assert.equal((await add('302001')).status, 200);
  });

  it('the demo seed has a package for Mumbai and one for Delhi: every group offers a service that comes there', async () => {
    const packages = (await t.call('GET', '/api/Packages')).body.Payload as {
      PackageID: number;
      PackageName: string;
    }[];
    for (const [name, pin] of [
      ['Mumbai Wedding Package', '400050'],
      ['Delhi Wedding Package', '110001'],
    ] as const) {
      const pkg = packages.find((p) => p.PackageName === name);
      assert.ok(pkg, `${name} is seeded`);
      const detail = await t.call('GET', `/api/PackagesDetails?id=${pkg.PackageID}&pincode=${pin}`);
      assert.equal(detail.status, 200, detail.raw);
      const groups = detail.body.Payload.PackageItems as Group[];
      assert.ok(groups.length >= 2, `${name}: several services`);
      for (const g of groups) {
        assert.ok(g.ProductDetails.length > 0, `${name}: ${g.Service} comes to ${pin} (${g.Unavailable})`);
        assert.equal(g.Unavailable, '');
      }
      // The customer's own city finds it (a customer elsewhere finds none of its services nearby).
      assert.ok(detail.body.Payload.PackageTotal > 0);
    }
  });

  it('bad input: a pincode that is not one is a 400, never a 5xx', async () => {
    for (const pin of ['12', 'abcdef', '000000']) {
      const r = await t.call('GET', `/api/PackagesDetails?id=1&pincode=${pin}`);
      assert.equal(r.status, 400, `${pin}: ${JSON.stringify(r.body)}`);
    }
    const cart = await t.call('POST', '/api/addPackageTocart', {
      token: t.tokens.customerA,
      body: {
        packageID: 1,
        BookingDate: plusDays(today(), 30),
        pincode: '5600',
        packageItems: [{ serviceID: 1, productDetails: [{ Product_ID: 1 }] }],
      },
    });
    assert.equal(cart.status, 400);
    assert.equal(cart.body.Message, 'Pincode must be 6 digits');
  });
});
