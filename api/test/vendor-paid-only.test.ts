/**
 * a vendor sees an order only once it is paid, and only then the customer's contact. An order awaiting
 * payment, or one that expired unpaid (service or package), is in none of the vendor's lists, details or counts.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { gatewayPay, payThroughGateway, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';

describe(`vendors see paid orders only (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  let V: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    V = t.tokens.vendorA;
  });
  after(async () => t.close());

  /** A customer with a contact no seeded order carries, so a leak of it is unmistakable. */
  const CONTACT = { name: 'Unpaid Tester', mobile: '9123400077' };
  async function addressOfA(): Promise<number> {
    const r = await t.db.query<{ id: number }>(
      `INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, country, location, lat, lon)
       SELECT user_id, $1, $2, 'unpaid.tester@example.in', '9 Secret Lane', city, state, zipcode, country, location, lat, lon FROM addresses WHERE id = 1 RETURNING id`,
      [CONTACT.name, CONTACT.mobile],
    );
    return r.rows[0]!.id;
  }

  async function placeService(addressId: number, productId: number, date: string) {
    await t.db.query('DELETE FROM cart_items');
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } })).status,
      200,
    );
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: addressId, Bookingfor: 'Unpaid test', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.Payload as { OrderId: string; Bookings: { BookingId: number; BookingNo: string }[] };
  }

  async function placePackage(addressId: number, productId: number, date: string) {
    const pkg = {
      packageID: 1,
      packageName: 'Royal Wedding Package',
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: [
        {
          serviceID: 1,
          serviceName: '',
          amount: 0,
          book_On: date,
          productDetails: [{ Product_ID: productId, ServiceID: 1, Title: '', BookingDate: date, vid: 0 }],
        },
      ],
    };
    const r = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Unpaid package', bookingAddressId: addressId, gst_no: '', package: pkg },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.Payload as { BookingId: number; OrderId: string };
  }

  /** Every vendor read that could show an order: lists, details, dashboard. Returns the raw replies. */
  async function vendorReads(bookingId: number | null, pkg: { id: number; productId: number } | null) {
    const reads = [
      await t.call('GET', '/api/vendor/getBooking', { token: V }),
      await t.call('GET', '/api/vendor/getBooking?when=upcoming', { token: V }),
      await t.call('GET', '/api/vendor/getBooking?when=expired', { token: V }),
      await t.call('GET', '/api/vendor/getBookingsByProduct/all', { token: V }),
      await t.call('GET', '/api/vendor/dashboard', { token: V }),
      await t.call('GET', '/api/vendor/ledger', { token: V }),
    ];
    for (const r of reads) assert.equal(r.status, 200, r.raw);
    const detail =
      bookingId === null ? null : await t.call('GET', `/api/vendor/OrderDetails/${bookingId}`, { token: V });
    const credit =
      bookingId === null ? null : await t.call('GET', `/api/vendor/bookings/${bookingId}/credit-notes`, { token: V });
    const pkgDetail =
      pkg === null
        ? null
        : await t.call('GET', `/api/vendor/getBookingsByProductDetails/${pkg.id}/${pkg.productId}`, { token: V });
    if (pkg) {
      const byProduct = await t.call('GET', `/api/vendor/getBookingsByProduct/${pkg.productId}`, { token: V });
      assert.equal(byProduct.status, 200);
      reads.push(byProduct);
    }
    return {
      reads,
      detail,
      credit,
      pkgDetail,
      dashboard: reads[4]!.body.Payload as { BookingCount: number; TotalBookingByPackage: number },
    };
  }

  const leaks = (raw: string) =>
    raw.includes(CONTACT.mobile) || raw.includes(CONTACT.name) || raw.includes('9 Secret Lane');

  it('a service order awaiting payment, then expired unpaid, is nowhere for the vendor; once paid it is there with the contact', async () => {
    const addressId = await addressOfA();
    const before = await vendorReads(null, null);
    const order = await placeService(addressId, 2, plusDays(today(), 33));
    const id = order.Bookings[0]!.BookingId;
    for (const stage of ['pending_payment', 'expired']) {
      if (stage === 'expired') {
        await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [id]);
        await t.db.changed(['bookings']);
      }
      const v = await vendorReads(id, null);
      const state = (
        await t.db.query<{ booking_state: string }>('SELECT booking_state FROM bookings WHERE id = $1', [id])
      ).rows[0]!.booking_state;
      assert.equal(state, stage);
      for (const r of v.reads) {
        assert.ok(!leaks(r.raw), `${stage}: no contact of the unpaid order in ${r.raw.slice(0, 80)}`);
        assert.ok(!r.raw.includes(order.Bookings[0]!.BookingNo), `${stage}: the unpaid booking is not listed`);
      }
      assert.equal(v.detail!.status, 404, `${stage}: its detail is not the vendor's to open`);
      assert.ok(!leaks(v.detail!.raw));
      assert.equal(
        (await t.call('GET', `/api/vendor/OrderDetails/${order.Bookings[0]!.BookingNo}`, { token: V })).status,
        404,
        'nor by booking number',
      );
      assert.equal(v.credit!.status, 404);
      assert.equal(v.dashboard.BookingCount, before.dashboard.BookingCount, `${stage}: not counted`);
    }

    // Paid: listed as upcoming, opened with the customer's contact.
    const paid = await placeService(addressId, 3, plusDays(today(), 34));
    await payThroughGateway(t, A, { OrderId: paid.OrderId });
    const v = await vendorReads(paid.Bookings[0]!.BookingId, null);
    const row = v.reads[1]!.body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === paid.Bookings[0]!.BookingId,
    );
    assert.ok(row, 'the paid booking is among the upcoming');
    assert.equal(row.BookingState, 'confirmed');
    assert.equal(v.detail!.status, 200);
    assert.ok(v.detail!.raw.includes(CONTACT.mobile), 'a paid order shows the customer contact');
    assert.equal(v.dashboard.BookingCount, before.dashboard.BookingCount + 1);
  });

  it('a package order awaiting payment, then expired unpaid, is nowhere for the vendor; once paid its share is there', async () => {
    const addressId = await addressOfA();
    const before = await vendorReads(null, null);
    const order = await placePackage(addressId, 2, plusDays(today(), 35));
    for (const stage of ['pending_payment', 'expired']) {
      if (stage === 'expired') {
        await t.db.query("UPDATE package_bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [
          order.BookingId,
        ]);
        await t.db.changed(['bookings']);
      }
      const v = await vendorReads(null, { id: order.BookingId, productId: 2 });
      const state = (
        await t.db.query<{ booking_state: string }>('SELECT booking_state FROM package_bookings WHERE id = $1', [
          order.BookingId,
        ])
      ).rows[0]!.booking_state;
      assert.equal(state, stage);
      for (const r of v.reads) {
        assert.ok(!leaks(r.raw), `${stage}: no contact of the unpaid package order`);
        assert.ok(!r.raw.includes(order.OrderId), `${stage}: the unpaid package order is not listed`);
      }
      assert.equal(v.pkgDetail!.status, 404, `${stage}: its detail is not the vendor's to open`);
      assert.ok(!leaks(v.pkgDetail!.raw));
      assert.equal(v.dashboard.TotalBookingByPackage, before.dashboard.TotalBookingByPackage, `${stage}: not counted`);
    }

    const paid = await placePackage(addressId, 4, plusDays(today(), 36));
    const { back } = await gatewayPay(t, A, { OrderId: paid.OrderId });
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    const v = await vendorReads(null, { id: paid.BookingId, productId: 4 });
    assert.ok(
      v.reads[3]!.body.Payload.some((x: { OrderId: string }) => x.OrderId === paid.OrderId),
      'the paid package order is listed',
    );
    assert.equal(v.pkgDetail!.status, 200);
    assert.equal(v.pkgDetail!.body.Payload.OnBehalfMobile, CONTACT.mobile, 'with the contact, once paid');
    assert.equal(v.dashboard.TotalBookingByPackage, before.dashboard.TotalBookingByPackage + 1);
  });
});
