/**
 * The cart stays until the order is paid (docs/checkout-network.md): placing an order keeps the cart; the capture of
 * its payment takes the paid lines (same service, same date) out of the cart and leaves the others; a failed payment
 * leaves the cart as it was; placing the same cart again replaces the customer's unpaid order (cancelled, its slot
 * freed, its payment order void and its pay token refused), so one slot is held once; a retry with the same
 * Idempotency-Key still gets the first order.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Param } from '../src/db/client';
import { gatewayPay, payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

interface Line {
  ProductId: number;
  BookingDate: string;
}

describe(`the cart stays until the order is paid (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  let userId: number;
  let addressId: number;
  const D = plusDays(today(), 45);
  const D2 = plusDays(today(), 46);

  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    userId = (await t.db.query<{ id: number }>("SELECT id FROM users WHERE phone = '9876543210'")).rows[0]!.id;
    addressId = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM addresses WHERE user_id = $1 AND NOT deleted ORDER BY id LIMIT 1',
        [userId],
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items WHERE user_id = $1', [userId]);
  });
  after(async () => t.close());

  /** Services of vendor A free on D and D2 (listed price, capacity 1). */
  async function freeProducts(n: number): Promise<number[]> {
    const r = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.vendor_id = 1 AND p.status = 1 AND p.amount_hide_show = 0 AND p.capacity = 1
         AND NOT EXISTS (SELECT 1 FROM booking_slots s WHERE s.product_id = p.id AND s.booking_date = ANY($1::date[]))
       ORDER BY p.id LIMIT $2`,
      [[D, D2], n],
    );
    assert.equal(r.rows.length, n, 'free services');
    return r.rows.map((x) => x.id);
  }

  const add = async (productId: number, bookingDate: string) => {
    const r = await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate } });
    assert.equal(r.status, 200, r.raw);
  };
  const cart = async (): Promise<string[]> =>
    ((await t.call('GET', '/api/getCart', { token: A })).body.Payload.CartList as Line[])
      .map((l) => `${l.ProductId}@${String(l.BookingDate).slice(0, 10)}`)
      .sort();
  const body = { bookingAddressId: 0, Bookingfor: 'Wedding', gst_no: '', bookingDate: D, PaymentType: 'full' };
  const place = async (key: string) => {
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { ...body, bookingAddressId: addressId },
      headers: { 'idempotency-key': key },
    });
    assert.equal(r.status, 200, r.raw);
    return r;
  };
  const states = async (orderId: string) =>
    (
      await t.db.query<{ booking_state: string }>(
        'SELECT booking_state FROM bookings WHERE order_id = $1 ORDER BY id',
        [orderId],
      )
    ).rows.map((r) => r.booking_state);
  const count = async (sql: string, params: Param[]) => (await t.db.query<{ n: number }>(sql, params)).rows[0]!.n;

  it('placing keeps the cart; paying takes the paid lines out and keeps the others', async () => {
    const [p1, p2] = await freeProducts(2);
    await add(p1!, D);
    const placed = await place(`keep-${Date.now()}`);
    assert.deepEqual(await cart(), [`${p1}@${D}`], 'the placed order left its line in the cart');
    // Another line, added while the order awaits payment, is not part of it.
    await add(p2!, D2);
    await payThroughGateway(t, A, { OrderId: placed.body.Payload.OrderId });
    assert.deepEqual(await states(placed.body.Payload.OrderId), ['confirmed']);
    assert.deepEqual(await cart(), [`${p2}@${D2}`], 'the paid line left the cart; the other stayed');
  });

  it('a failed payment leaves the cart as it was and the order awaiting payment', async () => {
    const [p1, p2] = await freeProducts(2);
    await add(p1!, D);
    await add(p2!, D2);
    const placed = await place(`fail-${Date.now()}`);
    const { opened, back } = await gatewayPay(t, A, { OrderId: placed.body.Payload.OrderId }, { outcome: 'failure' });
    assert.equal(opened.status, 200, opened.raw);
    assert.equal(back.params.payment_status, 'failed');
    assert.deepEqual(await cart(), [`${p1}@${D}`, `${p2}@${D2}`].sort());
    assert.deepEqual(await states(placed.body.Payload.OrderId), ['pending_payment', 'pending_payment']);
  });

  it('placing the same cart again replaces the unpaid order: one pending order, the slot held once, the old pay token refused', async () => {
    const [p1] = await freeProducts(1);
    await add(p1!, D);
    const first = await place(`first-${Date.now()}`);
    const opened = await t.call('POST', '/api/payments/order', {
      token: A,
      body: { OrderId: first.body.Payload.OrderId },
    });
    assert.equal(opened.status, 200, opened.raw);
    const payToken = new URL(opened.body.Payload.CheckoutUrl, 'http://local').searchParams.get('pay_token') ?? '';

    const second = await place(`second-${Date.now()}`);
    assert.notEqual(second.body.Payload.OrderId, first.body.Payload.OrderId);
    assert.deepEqual(await states(first.body.Payload.OrderId), ['cancelled']);
    assert.deepEqual(await states(second.body.Payload.OrderId), ['pending_payment']);
    assert.equal(
      await count(
        `SELECT count(*)::int AS n FROM bookings WHERE user_id = $1 AND product_id = $2 AND booking_date = $3
           AND booking_state = 'pending_payment'`,
        [userId, p1, D],
      ),
      1,
    );
    assert.equal(
      await count('SELECT count(*)::int AS n FROM booking_slots WHERE product_id = $1 AND booking_date = $2', [p1, D]),
      1,
      'the slot is held once',
    );
    assert.equal(
      (
        await t.db.query<{ status: string }>('SELECT status FROM payment_orders WHERE provider_order_id = $1', [
          opened.body.Payload.ProviderOrderId,
        ])
      ).rows[0]!.status,
      'void',
    );
    // The first order's payment page refuses its token: nothing is captured.
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/offline/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        order_id: opened.body.Payload.ProviderOrderId,
        pay_token: payToken,
        return_url: 'http://localhost:3000/booking/order',
        method: 'upi',
        outcome: 'success',
      }).toString(),
    });
    assert.equal(res.statusCode, 403, res.body);
    assert.equal(
      await count(
        `SELECT count(*)::int AS n FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
          WHERE o.provider_order_id = $1`,
        [opened.body.Payload.ProviderOrderId],
      ),
      0,
    );
    // The replacing order pays, and takes the line out of the cart.
    assert.deepEqual(await cart(), [`${p1}@${D}`]);
    await payThroughGateway(t, A, { OrderId: second.body.Payload.OrderId });
    assert.deepEqual(await states(second.body.Payload.OrderId), ['confirmed']);
    assert.deepEqual(await cart(), []);
  });

  it('a retry with the same Idempotency-Key after success gets the first order, before and after payment', async () => {
    const [p1] = await freeProducts(1);
    await add(p1!, D);
    const key = `retry-${Date.now()}`;
    const first = await place(key);
    const retry = await place(key);
    assert.equal(retry.headers['idempotent-replayed'], 'true');
    assert.equal(retry.body.Payload.OrderId, first.body.Payload.OrderId);
    assert.deepEqual(await states(first.body.Payload.OrderId), ['pending_payment'], 'not replaced by its own retry');
    await payThroughGateway(t, A, { OrderId: first.body.Payload.OrderId });
    const late = await place(key);
    assert.equal(late.body.Payload.OrderId, first.body.Payload.OrderId);
    assert.equal(
      await count(
        'SELECT count(*)::int AS n FROM bookings WHERE user_id = $1 AND product_id = $2 AND booking_date = $3',
        [userId, p1, D],
      ),
      1,
      'one order',
    );
  });
});
