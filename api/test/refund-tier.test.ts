/**
 * The refund tier of a cancellation counts to the earliest date the booking held (docs/payments.md "Refund tier after
 * a move"): paying 12 days ahead, moving to 45 days ahead and cancelling at once refunds 50 %, not 100 %; the quote in
 * My Bookings and the operator's dialog say the same; a refused move gives back the tier of the date it restores.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

const url = process.env.DATABASE_URL || undefined;

describe(`refund tier after a move (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  async function productOfA(): Promise<number> {
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
    );
    return r.rows[0]!.id;
  }

  async function paidBooking(productId: number, date: string): Promise<number> {
    const addressId = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543210' AND NOT a.deleted ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items WHERE user_id = (SELECT user_id FROM addresses WHERE id = $1)', [
      addressId,
    ]);
    const add = await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, add.raw);
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: addressId, Bookingfor: 'Wedding', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, r.raw);
    await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload.Bookings[0].BookingId as number;
  }

  const move = (id: number, date: string) =>
    t.call('POST', `/api/bookings/${id}/reschedule`, { token: A, body: { bookingDate: date } });
  const cancel = (id: number) => t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
  const mine = async (id: number) =>
    (
      (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload as {
        BookingId: number;
        PaidAmt: number;
        CancelRefundPercent: number;
        CancelRefundAmt: number;
      }[]
    ).find((b) => b.BookingId === id)!;

  it('pay 12 days ahead, move to 45 days ahead, cancel at once: 50 % refunded, as quoted', async () => {
    const p = await productOfA();
    const id = await paidBooking(p, plusDays(today(), 12));
    assert.equal((await mine(id)).CancelRefundPercent, 50);
    const m = await move(id, plusDays(today(), 45));
    assert.equal(m.status, 200, m.raw);
    const quote = await mine(id);
    assert.equal(quote.CancelRefundPercent, 50, 'the quote after the move keeps the 12-day tier');
    assert.equal(quote.CancelRefundAmt, Math.floor(quote.PaidAmt * 50) / 100);
    const admin = (await t.call('GET', `/api/admin/bookings/${id}`, { token: t.tokens.operator })).body.Payload;
    assert.equal(
      admin.CancelOptions.Customer,
      Math.floor(admin.CancelOptions.Held * 50) / 100,
      "the operator's dialog",
    );
    const c = await cancel(id);
    assert.equal(c.status, 200, c.raw);
    assert.equal(c.body.Payload.RefundPercent, 50);
    const row = (
      await t.db.query<{ paid: number; refunded: number }>(
        'SELECT paid_amt::float8 AS paid, refunded_amt::float8 AS refunded FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
    assert.equal(row.refunded, Math.floor(row.paid / 2), 'half of what was paid, not all of it');
  });

  it('a move forward then back keeps the earliest date; the first paid date passing leaves nothing to refund', async () => {
    const p = await productOfA();
    const id = await paidBooking(p, plusDays(today(), 40));
    assert.equal((await move(id, plusDays(today(), 20))).status, 200);
    await t.db.query(
      "UPDATE booking_reschedules SET requested_at = requested_at - interval '49 hours' WHERE booking_id = $1",
      [id],
    );
    await t.db.changed(['bookings']);
    const back = await move(id, plusDays(today(), 60));
    assert.equal(back.status, 200, back.raw);
    assert.equal((await mine(id)).CancelRefundPercent, 50, 'counted to the 20-day date it held');
    // The date it held first (20 days ahead) is now in the past: the customer may cancel, with no refund.
    await t.db.query('UPDATE bookings SET refund_tier_date = $2 WHERE id = $1', [id, plusDays(today(), -1)]);
    await t.db.changed(['bookings']);
    assert.equal((await mine(id)).CancelRefundPercent, 0);
    const c = await cancel(id);
    assert.equal(c.status, 200, c.raw);
    assert.equal(c.body.Payload.RefundAmount, 0);
  });

  it('a move the vendor refuses gives back the old date and its tier; a later move out of no window forfeits nothing', async () => {
    const p = await productOfA();
    const id = await paidBooking(p, plusDays(today(), 40));
    assert.equal((await move(id, plusDays(today(), 10))).status, 200);
    assert.equal((await mine(id)).CancelRefundPercent, 50);
    const refused = await t.call('POST', `/api/vendor/bookings/${id}/refuse-move`, { token: t.tokens.vendorA });
    assert.equal(refused.status, 200, refused.raw);
    assert.equal((await mine(id)).CancelRefundPercent, 100, 'the refused move no longer counts');
    assert.equal((await move(id, plusDays(today(), 50))).status, 200);
    assert.equal((await mine(id)).CancelRefundPercent, 100, 'moving out of no window forfeits nothing');
    const admin = (await t.call('GET', `/api/admin/bookings/${id}`, { token: t.tokens.operator })).body.Payload;
    assert.equal(admin.CancelOptions.Customer, admin.CancelOptions.Held);
  });
});
