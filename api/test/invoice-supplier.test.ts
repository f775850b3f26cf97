import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sacCodeFor } from '@utsav/domain/tax-invoice';
import { setup, type TestCtx } from './helpers';

// The supplier on a tax invoice — the vendor enters a GSTIN (the shared rule: format and check
// character), and the customer's invoice (/GetOrderDetail) carries the supplier block with it.
describe('invoice supplier GSTIN', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('a vendor sets a valid GSTIN (a bad one is refused); the invoice of their booking shows it', async () => {
    const V = t.tokens.vendorA;
    const bad = await t.call('POST', '/api/vendor/gstin', { token: V, body: { gstin: '27AAPFU0939F1ZX' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.Message, 'Enter a valid GST number');
    assert.equal(
      (await t.call('POST', '/api/vendor/gstin', { token: t.tokens.customerA, body: { gstin: '' } })).status,
      403,
    );
    const good = await t.call('POST', '/api/vendor/gstin', { token: V, body: { gstin: '27aapfu0939f1zv' } });
    assert.equal(good.status, 200, good.raw);
    assert.equal((await t.call('GET', '/api/vendor/profile', { token: V })).body.Payload.Gstin, '27AAPFU0939F1ZV');
    const mine = (
      await t.db.query<{ booking_no: string; user_id: number }>(
        "SELECT b.booking_no, b.user_id FROM bookings b JOIN users u ON u.id = b.user_id WHERE b.vendor_id = 1 AND u.phone = '9876543210' ORDER BY b.id LIMIT 1",
      )
    ).rows[0];
    assert.ok(mine, "customer A has a booking of vendor A's");
    const inv = await t.call('GET', `/api/GetOrderDetail?bookingId=${mine.booking_no}`, { token: t.tokens.customerA });
    assert.equal(inv.status, 200);
    assert.equal(inv.body.Payload.Seller.Gstin, '27AAPFU0939F1ZV');
    assert.ok(inv.body.Payload.Seller.Name && inv.body.Payload.Seller.State);
    const category = (
      await t.db.query<{ name: string }>(
        'SELECT c.name FROM bookings b JOIN products p ON p.id = b.product_id JOIN categories c ON c.id = p.service_id WHERE b.booking_no = $1',
        [mine.booking_no],
      )
    ).rows[0]!.name;
    assert.equal(inv.body.Payload.SacCode, sacCodeFor(category), 'the SAC of the service category');
    assert.match(inv.body.Payload.SacCode, /^99\d{4}$/);
    assert.equal(
      (await t.call('POST', '/api/vendor/gstin', { token: V, body: { gstin: '' } })).body.Message,
      'GSTIN removed: your services now carry no GST and your documents are bills of supply',
    );
    assert.equal(
      (await t.call('GET', `/api/GetOrderDetail?bookingId=${mine.booking_no}`, { token: t.tokens.customerA })).body
        .Payload.Seller.Gstin,
      '',
    );
  });
});
