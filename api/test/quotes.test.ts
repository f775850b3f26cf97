/**
 * Quotes (docs/conversations.md#quotes): a vendor's quote becomes an order of the existing flow (held, paid at the
 * gateway, billed from the quoted lines); revise and withdraw; expired and withdrawn quotes refused; 20 parallel
 * accepts make one order; a date taken meanwhile is refused with nothing charged; a held date is not bookable by others;
 * a quote bills what it showed when sent, whatever the service's GST, travel and advance settings have become since.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { quotedLine } from '@utsav/domain/quote-money';
import { toRupees } from '@utsav/domain/pricing';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';
import { render } from '../src/lib/server-messages';
import { backfillQuoteFigures, priceQuote } from '../src/conversations/quote-figures';
import {
  HOLD_TAKEN,
  QUOTE_DATE_TAKEN,
  QUOTE_EXPIRED,
  QUOTE_REVISED,
  QUOTE_WITHDRAWN,
} from '../src/conversations/quote-service';

const url = process.env.DATABASE_URL || undefined;

interface Product {
  id: number;
  gst_per: number;
  gst_include_exclude: 0 | 1;
  travel_charge: number;
  booking_advance_per: number;
}

describe(`quotes (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let p: Product;
  let addressA: { id: number; zipcode: string };
  let addressB: number;
  let date: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    p = (
      await t.db.query<Product>(
        `SELECT id, gst_per::float8 AS gst_per, gst_include_exclude, travel_charge::float8 AS travel_charge, booking_advance_per::float8 AS booking_advance_per
           FROM products WHERE vendor_id = 1 AND status = 1 AND capacity = 1 AND id <> 1 AND gst_per > 0 ORDER BY id LIMIT 1`,
      )
    ).rows[0]!;
    const addr = async (phone: string) =>
      (
        await t.db.query<{ id: number; zipcode: string }>(
          'SELECT a.id, a.zipcode FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = $1 AND NOT a.deleted ORDER BY a.id LIMIT 1',
          [phone],
        )
      ).rows[0]!;
    addressA = await addr('9876543210');
    addressB = (await addr('9876543211')).id;
    date = plusDays(today(), 45);
  });
  after(async () => t.close());

  const LINES = [
    { description: 'Veg thali, 300 plates', quantity: 300, unitPaise: 450_00 },
    { description: 'Live counter', quantity: 1, unitPaise: 5_000_00 },
  ];

  async function conversation(): Promise<number> {
    const r = await t.call('POST', '/api/conversations', {
      token: t.tokens.customerA,
      body: { productId: p.id, eventDate: date, guests: 300, pincode: addressA.zipcode, message: 'Quote for 300?' },
    });
    assert.equal(r.status, 200, r.raw);
    return r.body.Payload.ConversationId;
  }
  async function quote(id: number, extra: object = {}, path = 'quotes'): Promise<number> {
    const r = await t.call('POST', `/api/vendor/conversations/${id}/${path}`, {
      token: t.tokens.vendorA,
      body: { eventDate: date, pincode: addressA.zipcode, lines: LINES, ...extra },
    });
    assert.equal(r.status, 200, r.raw);
    return r.body.Payload.QuoteId;
  }
  const accept = (id: number, q: number, type: 'full' | 'advance' = 'advance', token = t.tokens.customerA) =>
    t.call('POST', `/api/conversations/${id}/quotes/${q}/accept`, {
      token,
      body: { bookingAddressId: addressA.id, PaymentType: type, Bookingfor: 'Wedding' },
    });

  it('the customer accepts; the order is billed from the quoted lines and paid (advance) at the gateway', async () => {
    const id = await conversation();
    const q = await quote(id);
    const seen = (await t.call('GET', `/api/conversations/${id}`, { token: t.tokens.customerA })).body.Payload;
    const shown = seen.Quotes[0];
    assert.equal(shown.State, 'open');
    assert.equal(shown.Subtotal, 1_40_000);
    assert.deepEqual(
      shown.Lines.map((l: { Amount: number }) => l.Amount),
      [1_35_000, 5_000],
    );
    const r = await accept(id, q);
    assert.equal(r.status, 200, r.raw);
    const booking = (
      await t.db.query<{
        booking_state: string;
        booking_amt: number;
        gst_amt: number;
        billing_amt: number;
        advance_amt: number;
        discount_amt: number;
        travel_charges: number;
        date: string;
      }>(
        `SELECT booking_state, booking_amt::float8 AS booking_amt, gst_amt::float8 AS gst_amt, billing_amt::float8 AS billing_amt,
                advance_amt::float8 AS advance_amt, discount_amt::float8 AS discount_amt, travel_charges::float8 AS travel_charges,
                to_char(booking_date, 'YYYY-MM-DD') AS date FROM bookings WHERE id = $1`,
        [r.body.Payload.BookingId],
      )
    ).rows[0]!;
    assert.equal(booking.booking_state, 'pending_payment');
    assert.equal(booking.date, date);
    const expected = quotedLine(
      LINES,
      {
        gstPercent: p.gst_per,
        gstIncluded: p.gst_include_exclude,
        travelChargePerKm: p.travel_charge,
        advancePercent: p.booking_advance_per,
      },
      shown.DistanceKm,
    );
    assert.equal(booking.booking_amt, 1_40_000_00);
    assert.equal(booking.discount_amt, 0);
    assert.equal(booking.gst_amt, expected.taxInPayable);
    assert.equal(booking.billing_amt, expected.billingAmt);
    assert.equal(toRupees(booking.billing_amt), shown.Total, 'the bill is what the quote showed');
    assert.equal(booking.advance_amt, expected.advanceAmt);
    assert.equal(r.body.Payload.AmountToPay, toRupees(expected.advanceAmt));
    await payThroughGateway(t, t.tokens.customerA, { OrderId: r.body.Payload.OrderId });
    const paid = await t.db.query<{ booking_state: string; paid_amt: number }>(
      'SELECT booking_state, paid_amt::float8 AS paid_amt FROM bookings WHERE id = $1',
      [r.body.Payload.BookingId],
    );
    assert.equal(paid.rows[0]!.booking_state, 'confirmed');
    assert.equal(paid.rows[0]!.paid_amt, expected.advanceAmt);
    // The vendor sees the booking with the quoted amount; the thread shows the quote accepted, contacts unmasked.
    const after = (await t.call('GET', `/api/conversations/${id}`, { token: t.tokens.vendorA })).body.Payload;
    assert.equal(after.Quotes[0].State, 'accepted');
    assert.equal(after.Quotes[0].OrderId, r.body.Payload.OrderId);
    assert.equal(after.MaskingNotice, null);
  });

  it("a quote bills what it showed: changing the service's GST, travel and advance after sending changes nothing", async () => {
    // The service ~10 km from the event (within its radius), so the quote has a travel fare to keep.
    await t.db.query(
      `UPDATE products SET gst_per = 18, gst_include_exclude = 0, travel_charge = 2500, booking_advance_per = 25,
         lat = (SELECT lat + 0.08 FROM addresses WHERE id = $2), lon = (SELECT lon FROM addresses WHERE id = $2) WHERE id = $1`,
      [p.id, addressA.id],
    );
    const id = await conversation();
    const q = await quote(id);
    const shown = (await t.call('GET', `/api/conversations/${id}`, { token: t.tokens.customerA })).body.Payload
      .Quotes[0];
    assert.equal(shown.GstPercent, 18);
    assert.ok(shown.Travel > 0, `a travel fare to price: ${shown.DistanceKm} km`);
    // The money adds up to the paisa: Σ lines + GST on top + travel = total; the advance is 25 % of the service part.
    const paise = (x: number) => Math.round(x * 100);
    assert.equal(paise(shown.Subtotal) + paise(shown.Gst) + paise(shown.Travel), paise(shown.Total));
    assert.equal(paise(shown.Advance), Math.round(((paise(shown.Total) - paise(shown.Travel)) * 25) / 100));
    // The vendor changes the service afterwards: GST included at 5 %, a dearer fare, a bigger advance.
    await t.db.query(
      'UPDATE products SET gst_per = 5, gst_include_exclude = 1, travel_charge = 9000, booking_advance_per = 50 WHERE id = $1',
      [p.id],
    );
    const again = (await t.call('GET', `/api/conversations/${id}`, { token: t.tokens.customerA })).body.Payload;
    assert.deepEqual(again.Quotes[0], shown, 'the thread still shows the quote as sent');
    const r = await accept(id, q);
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.TotalAmount, shown.Total);
    assert.equal(r.body.Payload.AmountToPay, shown.Advance);
    const b = (
      await t.db.query<Record<string, number>>(
        `SELECT booking_amt::float8 AS booking_amt, offer_amt::float8 AS offer_amt, gst_per::float8 AS gst_per,
                gst_amt::float8 AS gst_amt, gst_with_mrp::float8 AS gst_with_mrp, travel_charges::float8 AS travel,
                distance_km::float8 AS distance_km, billing_amt::float8 AS billing_amt, advance_per::float8 AS advance_per,
                advance_amt::float8 AS advance_amt FROM bookings WHERE id = $1`,
        [r.body.Payload.BookingId],
      )
    ).rows[0]!;
    assert.deepEqual(b, {
      booking_amt: paise(shown.Subtotal),
      offer_amt: paise(shown.Subtotal),
      gst_per: 18,
      gst_amt: paise(shown.Gst),
      gst_with_mrp: paise(shown.Subtotal) + paise(shown.Gst),
      travel: paise(shown.Travel),
      distance_km: shown.DistanceKm,
      billing_amt: paise(shown.Total),
      advance_per: 25,
      advance_amt: paise(shown.Advance),
    });
    assert.equal(b.gst_with_mrp! + b.travel!, b.billing_amt, 'the booking adds up');
    await payThroughGateway(t, t.tokens.customerA, { OrderId: r.body.Payload.OrderId });
    const paid = await t.db.query<{ paid_amt: number; amount: number }>(
      `SELECT b.paid_amt::float8 AS paid_amt, (SELECT sum(a.amount)::float8 FROM payment_allocations a
           JOIN payments pm ON pm.id = a.payment_id AND pm.status = 'captured' WHERE a.booking_id = b.id) AS amount
         FROM bookings b WHERE b.id = $1`,
      [r.body.Payload.BookingId],
    );
    assert.equal(paid.rows[0]!.paid_amt, paise(shown.Advance), 'the advance shown is the advance paid');
    assert.equal(paid.rows[0]!.amount, paise(shown.Advance), 'and the payment captured it');
  });

  it('a quote sent before its figures were stored is backfilled once with what it shows now, then kept', async () => {
    const id = await conversation();
    const q = await quote(id);
    await t.db.query(
      `UPDATE quotes SET gst_percent = NULL, gst_included = NULL, gst_paise = NULL, distance_km = NULL, travel_paise = NULL,
         total_paise = NULL, advance_percent = NULL, advance_paise = NULL WHERE id = $1`,
      [q],
    );
    await t.db.query('UPDATE products SET travel_charge = 4000, booking_advance_per = 30 WHERE id = $1', [p.id]);
    const now = await priceQuote(t.db, p.id, addressA.zipcode, LINES);
    assert.equal(await backfillQuoteFigures(t.db), 1);
    assert.equal(await backfillQuoteFigures(t.db), 0, 'nothing left to fill');
    await t.db.query('UPDATE products SET travel_charge = 100, booking_advance_per = 10 WHERE id = $1', [p.id]);
    const shown = (await t.call('GET', `/api/conversations/${id}`, { token: t.tokens.customerA })).body.Payload
      .Quotes[0];
    assert.equal(shown.Total, toRupees(now.total));
    assert.equal(shown.Advance, toRupees(now.advance));
    assert.equal(shown.Travel, toRupees(now.travel));
    // A figure that does not add up is refused by the table itself.
    await assert.rejects(t.db.query('UPDATE quotes SET total_paise = total_paise + 1 WHERE id = $1', [q]));
  });

  it('20 parallel accepts of one quote make one order', async () => {
    const id = await conversation();
    const q = await quote(id);
    const replies = await Promise.all(Array.from({ length: 20 }, () => accept(id, q)));
    for (const r of replies) assert.equal(r.status, 200, r.raw);
    assert.equal(new Set(replies.map((r) => r.body.Payload.OrderId)).size, 1);
    const n = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bookings WHERE product_id = $1 AND booking_date = $2 AND booking_state <> 'expired'",
      [p.id, date],
    );
    assert.equal(n.rows[0]!.n, 1);
  });

  it('an expired, withdrawn or revised quote is refused clearly; only the vendor decides its quotes', async () => {
    const id = await conversation();
    const q1 = await quote(id);
    await t.db.query("UPDATE quotes SET valid_until = now() - interval '1 minute' WHERE id = $1", [q1]);
    let r = await accept(id, q1);
    assert.equal(r.status, 409);
    assert.equal(r.body.Message, render('en', QUOTE_EXPIRED));
    const q2 = await quote(id);
    const q3 = await quote(id, {}, `quotes/${q2}/revise`);
    r = await accept(id, q2);
    assert.equal(r.status, 409);
    assert.equal(r.body.Message, render('en', QUOTE_REVISED));
    const w = await t.call('POST', `/api/vendor/conversations/${id}/quotes/${q3}/withdraw`, {
      token: t.tokens.vendorA,
    });
    assert.equal(w.status, 200, w.raw);
    r = await accept(id, q3);
    assert.equal(r.status, 409);
    assert.equal(r.body.Message, render('en', QUOTE_WITHDRAWN));
    // Strangers: the other vendor cannot quote or withdraw, the other customer cannot accept.
    const other = await t.call('POST', `/api/vendor/conversations/${id}/quotes`, {
      token: t.tokens.vendorB,
      body: { eventDate: date, pincode: addressA.zipcode, lines: LINES },
    });
    assert.equal(other.status, 404);
    const q4 = await quote(id);
    assert.equal((await accept(id, q4, 'full', t.tokens.customerB)).status, 404);
    assert.equal((await accept(id, 999999)).status, 404);
    const none = await t.db.query('SELECT 1 FROM bookings WHERE product_id = $1 AND booking_date = $2', [p.id, date]);
    assert.equal(none.rows.length, 0, 'no refusal wrote an order');
  });

  it('bad quotes are 400s: no lines, zero quantity, a price over the limit, a past date', async () => {
    const id = await conversation();
    for (const body of [
      { eventDate: date, pincode: addressA.zipcode, lines: [] },
      { eventDate: date, pincode: addressA.zipcode, lines: [{ description: 'x', quantity: 0, unitPaise: 100 }] },
      { eventDate: date, pincode: addressA.zipcode, lines: [{ description: 'x', quantity: 1, unitPaise: 1e13 }] },
      { eventDate: date, pincode: addressA.zipcode, lines: [{ description: 'x', quantity: 1.5, unitPaise: 100 }] },
      { eventDate: '2001-01-01', pincode: addressA.zipcode, lines: LINES },
      { eventDate: date, pincode: '12', lines: LINES },
    ]) {
      const r = await t.call('POST', `/api/vendor/conversations/${id}/quotes`, { token: t.tokens.vendorA, body });
      assert.equal(r.status, 400, JSON.stringify(body));
    }
  });

  it('a date taken meanwhile is refused and nothing is charged', async () => {
    const id = await conversation();
    const q = await quote(id);
    // Customer B books the same service and date first.
    await t.db.query('DELETE FROM cart_items WHERE user_id = (SELECT user_id FROM addresses WHERE id = $1)', [
      addressB,
    ]);
    const add = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerB,
      body: { productId: p.id, bookingDate: date },
    });
    assert.equal(add.status, 200, add.raw);
    const b = await t.call('POST', '/api/EventBooking', {
      token: t.tokens.customerB,
      body: { bookingAddressId: addressB, Bookingfor: 'Party', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(b.status, 200, b.raw);
    const r = await accept(id, q);
    assert.equal(r.status, 409, r.raw);
    assert.equal(r.body.Message, render('en', QUOTE_DATE_TAKEN));
    const mine = await t.db.query(
      "SELECT 1 FROM bookings WHERE user_id = (SELECT id FROM users WHERE phone = '9876543210') AND product_id = $1 AND booking_date = $2",
      [p.id, date],
    );
    assert.equal(mine.rows.length, 0);
    const state = (await t.call('GET', `/api/conversations/${id}`, { token: t.tokens.customerA })).body.Payload;
    assert.equal(state.Quotes[0].State, 'open', 'the quote stays as it was');
  });

  it('a quote that holds its date keeps others off it until withdrawn; accepting takes the held slot', async () => {
    const id = await conversation();
    const q = await quote(id, { holdDate: true });
    const avail = await t.call('GET', `/api/CheckAvailability?productId=${p.id}&bookingDate=${date}`);
    assert.notEqual(avail.body.Payload, 'Available', avail.raw);
    const second = await t.call('POST', `/api/vendor/conversations/${id}/quotes`, {
      token: t.tokens.vendorA,
      body: { eventDate: date, pincode: addressA.zipcode, lines: LINES, holdDate: true },
    });
    assert.equal(second.status, 409);
    assert.equal(second.body.Message, render('en', HOLD_TAKEN));
    const r = await accept(id, q);
    assert.equal(r.status, 200, r.raw);
    const slots = await t.db.query<{ booking_id: number | null; quote_id: number | null }>(
      'SELECT booking_id, quote_id FROM booking_slots WHERE product_id = $1 AND booking_date = $2',
      [p.id, date],
    );
    assert.deepEqual(slots.rows, [{ booking_id: r.body.Payload.BookingId, quote_id: null }]);
  });

  it('an address outside the quoted pincode is refused', async () => {
    const id = await conversation();
    const q = await quote(id, { pincode: addressA.zipcode === '110001' ? '400001' : '110001' });
    const r = await accept(id, q);
    assert.equal(r.status, 400, r.raw);
    assert.match(r.body.Message, /Choose an address in pincode/);
  });
});
