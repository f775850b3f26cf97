/**
 * the vendor dashboard from the roll-ups alone. vendor_totals (migration 195, kept by triggers) must equal
 * what the dashboard used to compute directly — services counted, status-1 bookings counted, the ledger's sums
 * (LEDGER_SUMS_SQL) and the payouts — after every kind of write; and the dashboard's figures must be the direct ones.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEDGER_SUMS_SQL } from '../src/data/vendor-ledger';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

describe('the vendor dashboard from vendor_totals', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  /** Every vendor's totals, computed directly from the tables. */
  async function direct(): Promise<Record<string, number>[]> {
    const vendors = (await t.db.query<{ id: number }>('SELECT id FROM vendors ORDER BY id')).rows;
    const out: Record<string, number>[] = [];
    for (const { id } of vendors) {
      const counts = (
        await t.db.query<{ services: number; bookings: number }>(
          'SELECT (SELECT count(*) FROM products WHERE vendor_id = $1)::int AS services, (SELECT count(*) FROM bookings WHERE vendor_id = $1 AND status = 1)::int AS bookings',
          [id],
        )
      ).rows[0]!;
      const s = (await t.db.query<Record<string, string | number>>(LEDGER_SUMS_SQL, [id])).rows[0]!;
      out.push({
        vendor: id,
        services: counts.services,
        bookings: counts.bookings,
        collected: Number(s.collected),
        commission: Number(s.commission),
        refunded: Number(s.refunded),
        advance: Number(s.advance),
        payouts: Number(s.payouts),
      });
    }
    return out;
  }
  async function rolled(): Promise<Record<string, number>[]> {
    const r = await t.db.query<Record<string, number>>(
      `SELECT v.id AS vendor, coalesce(t.services, 0)::int AS services, coalesce(t.bookings, 0)::int AS bookings, coalesce(t.collected, 0)::bigint AS collected,
              coalesce(t.commission, 0)::bigint AS commission, coalesce(t.refunded, 0)::bigint AS refunded, coalesce(t.advance, 0)::bigint AS advance,
              coalesce(t.payouts, 0)::bigint AS payouts
       FROM vendors v LEFT JOIN vendor_totals t ON t.vendor_id = v.id ORDER BY v.id`,
    );
    return r.rows.map((x) => Object.fromEntries(Object.entries(x).map(([k, v]) => [k, Number(v)])));
  }
  const same = async (label: string) => assert.deepEqual(await rolled(), await direct(), label);

  it('equals the direct sums after the seed, orders paid in full and by advance, a cancellation, a payout, a new service and deletes', async () => {
    await same('after the seed');
    const A = t.tokens.customerA;
    const vendor = (await t.db.query<{ id: number }>("SELECT id FROM vendors WHERE email = 'vendor@utsav.in'")).rows[0]!
      .id;
    const products = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = $1 AND status = 1 ORDER BY id LIMIT 2',
        [vendor],
      )
    ).rows.map((r) => r.id);
    const address = (
      await t.db.query<{ id: number }>(
        "SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543210' AND NOT a.deleted ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!.id;
    const place = async (productId: number, date: string, paymentType: 'full' | 'advance') => {
      await t.db.query('DELETE FROM cart_items'); // each order here books one service
      const added = await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } });
      assert.equal(added.status, 200, added.raw);
      const r = await t.call('POST', '/api/EventBooking', {
        token: A,
        body: { bookingAddressId: address, Bookingfor: 'Test event', bookingDate: date, PaymentType: paymentType },
      });
      assert.equal(r.status, 200, r.raw);
      return r.body.Payload as { OrderId: string; Bookings: { BookingId: number }[] };
    };
    const full = await place(products[0]!, plusDays(today(), 61), 'full');
    await payThroughGateway(t, A, { OrderId: full.OrderId });
    await same('after an order paid in full');
    const adv = await place(products[1]!, plusDays(today(), 62), 'advance');
    await payThroughGateway(t, A, { OrderId: adv.OrderId });
    await same('after an order paid by advance');
    const cancelled = await t.call('POST', `/api/bookings/${full.Bookings[0]!.BookingId}/cancel`, { token: A });
    assert.equal(cancelled.status, 200, cancelled.raw);
    await same('after a cancellation with its refund');
    await t.db.query("INSERT INTO vendor_payouts (vendor_id, amount, reference) VALUES ($1, 12345, 'UTR-39')", [
      vendor,
    ]);
    await same('after a payout');
    await t.db.query(
      `INSERT INTO products SELECT (jsonb_populate_record(NULL::products, to_jsonb(p) || jsonb_build_object(
         'id', nextval(pg_get_serial_sequence('products', 'id')), 'title', 'Totals test service'))).* FROM products p WHERE p.id = $1`,
      [products[0]!],
    );
    await same('after a new service');
    await t.db.query(
      "UPDATE products SET vendor_id = (SELECT id FROM vendors WHERE email = 'vendor2@utsav.in') WHERE title = 'Totals test service'",
    );
    await same('after a service moved to another vendor');
    await t.db.query("DELETE FROM products WHERE title = 'Totals test service'");
    await t.db.query('DELETE FROM vendor_payouts WHERE reference = $1', ['UTR-39']);
    await t.db.query('DELETE FROM booking_slots WHERE booking_id = $1', [adv.Bookings[0]!.BookingId]);
    await t.db.query('DELETE FROM payment_allocations WHERE booking_id = $1', [adv.Bookings[0]!.BookingId]);
    // Its stored documents first: they refer to the booking and its refunds (nothing in the app deletes either).
    await t.db.query('DELETE FROM stored_documents WHERE booking_id = $1', [adv.Bookings[0]!.BookingId]);
    await t.db.query('DELETE FROM refunds WHERE booking_id = $1', [adv.Bookings[0]!.BookingId]);
    await t.db.query('DELETE FROM bookings WHERE id = $1', [adv.Bookings[0]!.BookingId]);
    await same('after deletes (a booking takes its ledger lines with it)');

    // The dashboard's figures are the direct ones.
    const dash = (await t.call('GET', '/api/vendor/dashboard', { token: t.tokens.vendorA })).body.Payload;
    const d = (await direct()).find((x) => x.vendor === vendor)!;
    assert.equal(dash.ProductCount, d.services);
    assert.equal(dash.BookingCount, d.bookings);
    const completed = (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookings WHERE vendor_id = $1 AND status = 1 AND booking_date < $2',
        [vendor, today()],
      )
    ).rows[0]!.n;
    assert.equal(dash.CompleteBookingCount, completed);
    assert.equal(Math.round(dash.TotalBookingAmount * 100), d.collected! - d.refunded!);
    assert.equal(Math.round(dash.TotalAdminCharges * 100), d.commission);
    assert.equal(Math.round(dash.TotalAdvanceBookingAmount * 100), d.advance);
    assert.equal(Math.round(dash.TotalPaidOutAmount * 100), d.payouts);
  });
});
