/**
 * One balance payment per order (docs/payments.md "One balance payment per order"): an advance order of several
 * lines owes each line's balance by its own day; the "Payment received" message states each line's balance and its
 * day; one payment of the order's balance pays every line its own due (allocations to the paisa), each booking gets
 * its receipt and its message; a line whose event has passed, or an order that owes nothing, is refused; another
 * customer's order is not found.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { balanceDueDate } from '@utsav/domain/refund-policy';
import { formatRupees } from '@utsav/domain/format';
import { gatewayPay, payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

interface Placed {
  OrderId: string;
  Bookings: { BookingId: number; BookingNo: string; BookingDate: string }[];
}

describe('one balance payment per order', () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
    A = t.tokens.customerA;
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM messages');
  });
  after(async () => t.close());

  /** A service of vendor A free on every date asked (capacity 1, no slot taken). */
  async function freeProduct(dates: string[]): Promise<number> {
    const r = await t.db.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.vendor_id = 1 AND p.status = 1 AND p.amount_hide_show = 0
         AND NOT EXISTS (SELECT 1 FROM booking_slots s WHERE s.product_id = p.id AND s.booking_date = ANY($1::date[]))
       ORDER BY p.id LIMIT 1`,
      [dates],
    );
    assert.ok(r.rows[0], 'a free service');
    return r.rows[0].id;
  }

  /** An order of one line per date, paid in advance. */
  async function advanceOrder(days: number[]): Promise<Placed> {
    const dates = days.map((d) => plusDays(today(), d));
    const productId = await freeProduct(dates);
    await t.db.query('DELETE FROM cart_items WHERE user_id = (SELECT user_id FROM addresses WHERE id = 1)');
    for (const bookingDate of dates) {
      const add = await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate } });
      assert.equal(add.status, 200, add.raw);
    }
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Two days', bookingDate: dates[0], PaymentType: 'advance' },
    });
    assert.equal(r.status, 200, r.raw);
    await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload as Placed;
  }

  const money = async (ids: number[]) =>
    (
      await t.db.query<{ id: number; billing: number; paid: number; refunded: number; state: string }>(
        `SELECT id, billing_amt::bigint AS billing, paid_amt::bigint AS paid, refunded_amt::bigint AS refunded, booking_state AS state
         FROM bookings WHERE id = ANY($1::int[]) ORDER BY id`,
        [ids],
      )
    ).rows.map((r) => ({ ...r, billing: Number(r.billing), paid: Number(r.paid), refunded: Number(r.refunded) }));

  it('the payment message states each line’s balance and its own due day', async () => {
    const order = await advanceOrder([40, 75]);
    const email = (
      await t.db.query<{ body_text: string }>(
        "SELECT body_text FROM messages WHERE template = 'booking.paid' AND channel = 'email' ORDER BY id DESC LIMIT 1",
      )
    ).rows[0]!.body_text;
    const lines = await money(order.Bookings.map((b) => b.BookingId));
    for (const [i, b] of order.Bookings.entries()) {
      const due = lines[i]!.billing - lines[i]!.paid;
      assert.ok(due > 0);
      const day = balanceDueDate(b.BookingDate).slice(8, 10);
      assert.match(email, new RegExp(`Balance of ${b.BookingNo} due by ${day}[^\\n]*`), email);
      assert.ok(email.includes(formatRupees(due / 100)), `${b.BookingNo}: its own balance ${due}`);
    }
  });

  it('one payment pays every line its own balance; each booking gets its receipt and its message', async () => {
    const order = await advanceOrder([45, 90]);
    const ids = order.Bookings.map((b) => b.BookingId);
    const before = await money(ids);
    await t.db.query('DELETE FROM messages');
    const { opened, back } = await gatewayPay(t, A, { BalanceOfOrder: order.OrderId });
    assert.equal(opened.status, 200, opened.raw);
    const owed = before.reduce((s, b) => s + b.billing - (b.paid - b.refunded), 0);
    assert.equal(opened.body.Payload.AmountPaise, owed, 'the sum of every line’s balance');
    assert.equal(back.status, 303);
    const verify = await t.call('POST', '/api/payments/verify', { token: A, body: back.params });
    assert.equal(verify.status, 200, verify.raw);
    const after = await money(ids);
    for (const b of after) assert.equal(b.paid - b.refunded, b.billing, `booking ${b.id} paid in full`);
    const allocations = (
      await t.db.query<{ booking_id: number; amount: number }>(
        'SELECT booking_id, amount::bigint AS amount FROM payment_allocations WHERE payment_id = $1 ORDER BY booking_id',
        [back.params.razorpay_payment_id],
      )
    ).rows.map((a) => [a.booking_id, Number(a.amount)]);
    assert.deepEqual(
      allocations,
      before.map((b) => [b.id, b.billing - (b.paid - b.refunded)]),
    );
    const receipts = await t.db.query<{ booking_id: number }>(
      "SELECT booking_id FROM stored_documents WHERE kind = 'payment_receipt' AND payment_id = $1 ORDER BY booking_id",
      [back.params.razorpay_payment_id],
    );
    assert.deepEqual(
      receipts.rows.map((r) => r.booking_id),
      ids,
    );
    const sent = await t.db.query<{ audience: string; event_key: string }>(
      "SELECT DISTINCT audience, event_key FROM messages WHERE template IN ('balance.paid', 'vendor.balance-paid') ORDER BY 1, 2",
    );
    assert.equal(sent.rows.filter((m) => m.audience === 'customer').length, 2, 'one message per booking');
    assert.equal(sent.rows.filter((m) => m.audience === 'vendor').length, 2);
    const again = await t.call('POST', '/api/payments/balance', { token: A, body: { OrderId: order.OrderId } });
    assert.equal(again.status, 409);
    assert.equal(again.body.Message, 'Nothing is due on this order');
  });

  it('a line already paid in full or whose event passed is left out; bad, foreign and unknown orders are refused', async () => {
    const order = await advanceOrder([50, 95]);
    const [first, second] = order.Bookings;
    await payThroughGateway(t, A, { BookingId: first!.BookingId });
    const opened = await t.call('POST', '/api/payments/balance', { token: A, body: { OrderId: order.OrderId } });
    assert.equal(opened.status, 200, opened.raw);
    const [m2] = await money([second!.BookingId]);
    assert.equal(opened.body.Payload.AmountPaise, m2!.billing - m2!.paid, 'only the line that owes');
    await t.db.query('UPDATE bookings SET booking_date = $2 WHERE id = $1', [second!.BookingId, plusDays(today(), -1)]);
    const passed = await t.call('POST', '/api/payments/balance', { token: A, body: { OrderId: order.OrderId } });
    assert.equal(passed.status, 409);
    for (const OrderId of ['x', 'OD1', "OD123456' OR 1=1", 'PK20260101000001'])
      assert.equal(
        (await t.call('POST', '/api/payments/balance', { token: A, body: { OrderId } })).status,
        404,
        OrderId,
      );
    const foreign = await t.call('POST', '/api/payments/balance', {
      token: t.tokens.customerB,
      body: { OrderId: order.OrderId },
    });
    assert.equal(foreign.status, 404);
    assert.equal(
      (await t.call('POST', '/api/payments/balance', { token: null, body: { OrderId: order.OrderId } })).status,
      401,
    );
  });

  it('property: the order balance is the sum of the lines’ dues, to the paisa, whatever was paid of each', async () => {
    const { moneyFigures } = await import('@utsav/domain/order-money');
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ billing: fc.integer({ min: 10_000, max: 50_000_000 }), share: fc.integer({ min: 1, max: 100 }) }),
          { minLength: 1, maxLength: 6 },
        ),
        (lines) => {
          const dues = lines.map((l) => {
            const paid = Math.round((l.billing * l.share) / 100);
            return moneyFigures({
              state: 'confirmed',
              paymentType: 'advance',
              billing: l.billing,
              advance: paid,
              paid,
              refunded: 0,
            }).due;
          });
          const total = dues.reduce((s, d) => s + d, 0);
          const expected = lines.reduce((s, l) => s + l.billing - Math.round((l.billing * l.share) / 100), 0);
          return dues.every((d) => Number.isInteger(d) && d >= 0) && total === expected;
        },
      ),
    );
  });
});
