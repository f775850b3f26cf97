import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { multipart, plusDays, setup, today, type TestCtx } from './helpers';

// A vendor sets how far a service travels; beyond it the cart says the service is not available
// for that address, and why, and an order to that address is refused. Each line says where its vendor is.
describe('service area', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const form = {
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
    address: 'Hill Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400050',
    Status: 1,
  };
  const update = async (fields: Record<string, unknown>) => {
    const { payload, headers } = await multipart({ productJson: JSON.stringify({ ...form, ...fields }) }, []);
    return t.call('POST', '/api/vendor/UpdateService', { token: t.tokens.vendorA, payload, headers });
  };

  it('the radius is set and read back on the service form; out of range is refused', async () => {
    const bad = await update({ id: 2, serviceRadiusKm: '6000' });
    assert.equal(bad.status, 400);
    assert.equal(
      bad.body.Message,
      'Service radius must be a whole number of km from 1 to 5000, or empty for the default 50 km',
    );
    assert.equal((await update({ id: 2, serviceRadiusKm: '25' })).status, 200);
    assert.equal(
      (await t.call('GET', '/api/vendor/ProductDetails/2', { token: t.tokens.vendorA })).body.Payload.serviceRadiusKm,
      25,
    );
  });

  it('beyond the radius: not available for that address, with the reason; the order is refused; a near address is fine', async () => {
    const B = t.tokens.customerB;
    const date = plusDays(today(), 73);
    await t.db.query('DELETE FROM cart_items WHERE user_id = (SELECT id FROM users WHERE phone = $1)', ['9876543211']);
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: B, body: { productId: 2, bookingDate: date } })).status,
      200,
    );
    const far = await t.call('POST', '/api/AddBookingAddress', {
      token: B,
      body: {
        name: 'Kiran',
        mobile: '9876500002',
        email: 'k@x.in',
        address: '7 Janpath',
        city: 'New Delhi',
        state: 'Delhi',
        zipcode: '110001',
        regno: 123456,
      },
    });
    const near = await t.call('POST', '/api/AddBookingAddress', {
      token: B,
      body: {
        name: 'Kiran',
        mobile: '9876500002',
        email: 'k@x.in',
        address: '4 Linking Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipcode: '400052',
        regno: 123456,
      },
    });
    assert.equal(far.status, 200, far.raw);
    const line = async (addressId: number) =>
      (
        (await t.call('GET', `/api/checkCartAvailability?addressId=${addressId}`, { token: B })).body.Payload
          .CartList as {
          ProductId: number;
          isAvailable: number;
          UnavailableReason: string;
          VendorCity: string;
          DistanceInKm: number;
          TravelFare: number;
        }[]
      ).find((i) => i.ProductId === 2)!;
    const away = await line(far.body.Payload.Id);
    assert.equal(away.isAvailable, 0);
    assert.match(away.UnavailableReason, /^Outside the vendor's service area: [\d,.]+ km away, serves within 25 km$/);
    assert.equal(away.VendorCity, 'Mumbai');
    assert.ok(away.DistanceInKm > 25 && away.TravelFare > 0);
    const order = await t.call('POST', '/api/EventBooking', {
      token: B,
      body: { bookingAddressId: far.body.Payload.Id, Bookingfor: 'Wedding', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(order.status, 400);
    assert.match(order.body.Message, /Outside the vendor's service area/);
    const close = await line(near.body.Payload.Id);
    assert.equal(close.isAvailable, 1, JSON.stringify(close));
    assert.equal(close.UnavailableReason, '');
    assert.ok(close.DistanceInKm <= 25);
    // No radius: the default radius (50 km), not all of India; all of India is the vendor's explicit 5000.
    assert.equal((await update({ id: 2, serviceRadiusKm: '5000' })).status, 200);
    assert.equal((await line(far.body.Payload.Id)).isAvailable, 1);
  });
});
