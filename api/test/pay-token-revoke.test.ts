/**
 * A cancelled or expired order's offline pay tokens are revoked with it (docs/security.md "Pay tokens die with their
 * order"): the payment page refuses the token and nothing is captured (no payment, nothing to refund).
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { plusDays, setup, today, type TestCtx } from './helpers';

describe(`offline pay tokens die with their order (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
  });
  after(async () => t.close());

  /** Places an order (awaiting payment) and opens its payment: the order, its booking and the page's pay token. */
  async function openedOrder() {
    const productId = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    const addressId = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543210' AND NOT a.deleted ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!.id;
    const date = plusDays(today(), 40);
    await t.db.query("DELETE FROM cart_items WHERE user_id = (SELECT id FROM users WHERE phone = '9876543210')");
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } })).status,
      200,
    );
    const placed = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: addressId, Bookingfor: 'Wedding', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(placed.status, 200, placed.raw);
    const opened = await t.call('POST', '/api/payments/order', {
      token: A,
      body: { OrderId: placed.body.Payload.OrderId },
    });
    assert.equal(opened.status, 200, opened.raw);
    const payToken = new URL(opened.body.Payload.CheckoutUrl, 'http://local').searchParams.get('pay_token') ?? '';
    return {
      bookingId: placed.body.Payload.Bookings[0].BookingId as number,
      providerOrderId: opened.body.Payload.ProviderOrderId as string,
      payToken,
    };
  }
  const pay = (o: { providerOrderId: string; payToken: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments/offline/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order_id: o.providerOrderId,
        pay_token: o.payToken,
        return_url: 'http://localhost:3000/checkout/return',
        method: 'upi',
        outcome: 'success',
      }).toString(),
    });
  const captured = async (providerOrderId: string) =>
    (
      await t.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
          WHERE o.provider_order_id = $1 AND p.status = 'captured'`,
        [providerOrderId],
      )
    ).rows[0]!.n;

  it('cancelled before paying: the token is refused and nothing is captured', async () => {
    const o = await openedOrder();
    const cancel = await t.call('POST', `/api/bookings/${o.bookingId}/cancel`, { token: A });
    assert.equal(cancel.status, 200, cancel.raw);
    const res = await pay(o);
    assert.equal(res.statusCode, 403, res.body);
    assert.match(res.body, /cancelled or has expired/);
    assert.equal(await captured(o.providerOrderId), 0);
  });

  it('expired hold: the token is refused; an open order still pays with its token', async () => {
    const o = await openedOrder();
    await t.db.query("UPDATE bookings SET booking_state = 'expired', status = 2 WHERE id = $1", [o.bookingId]);
    await t.db.changed(['bookings']);
    assert.equal((await pay(o)).statusCode, 403);
    assert.equal(await captured(o.providerOrderId), 0);
    // A hold that ran out (not yet swept) revokes it too.
    await t.db.query(
      "UPDATE bookings SET booking_state = 'pending_payment', status = 0, hold_expires_at = now() - interval '1 minute' WHERE id = $1",
      [o.bookingId],
    );
    assert.equal((await pay(o)).statusCode, 403);
    await t.db.query("UPDATE bookings SET hold_expires_at = now() + interval '10 minutes' WHERE id = $1", [
      o.bookingId,
    ]);
    const ok = await pay(o);
    assert.equal(ok.statusCode, 303, ok.body);
  });
});
