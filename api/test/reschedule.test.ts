/**
 * a customer moves a confirmed booking to another open date of the same service, up to 7 days before the
 * event (IST), the first move free and later ones a fee; a price change is refunded or paid through the gateway; the
 * vendor may refuse within 48 hours (the old date comes back); the invoice and the ledger follow; of two customers
 * moving onto the last slot, one wins.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { RESCHEDULE_FEE_PAISE } from '@utsav/domain/refund-policy';
import { gatewayPay, payThroughGateway, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';
import { refuseReschedule, rescheduleBooking } from '../src/bookings/reschedule';
import { PDFParse } from 'pdf-parse';
import { bookingInvoiceFigures } from '@utsav/domain/invoice-figures';
import { formatRupees } from '@utsav/domain/format';
import { RESCHEDULE_FEE_SAC } from '@utsav/domain/tax-invoice';
import { bookingInvoicePdf } from '../src/bookings/invoice-pdf';

const url = process.env.DATABASE_URL || undefined;

describe(`reschedule (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  /** Vendor A's bookable products (price shown, capacity 1, active), not the seed's booked product 1. */
  async function productsOfA(): Promise<number[]> {
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id',
    );
    return r.rows.map((x) => x.id);
  }

  /** Places and pays one booking of `productId` on `date` (customer A, or B when `token` is B's); returns its id. */
  async function paidBooking(
    token: string,
    _who: number,
    productId: number,
    date: string,
    type: 'full' | 'advance' = 'full',
  ): Promise<number> {
    const phone = token === A ? '9876543210' : '9876543211';
    const addressId = (
      await t.db.query<{ id: number }>(
        'SELECT a.id FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = $1 AND NOT a.deleted ORDER BY a.id LIMIT 1',
        [phone],
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items WHERE user_id = (SELECT user_id FROM addresses WHERE id = $1)', [
      addressId,
    ]);
    const add = await t.call('POST', '/api/AddToCart', { token, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, add.raw);
    const r = await t.call('POST', '/api/EventBooking', {
      token,
      body: { bookingAddressId: addressId, Bookingfor: 'Wedding', bookingDate: date, PaymentType: type },
    });
    assert.equal(r.status, 200, r.raw);
    await payThroughGateway(t, token, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload.Bookings[0].BookingId as number;
  }

  const row = async (id: number) =>
    (
      await t.db.query<{
        booking_date: string;
        billing_amt: number;
        paid_amt: number;
        refunded_amt: number;
        booking_state: string;
        reschedule_fee_amt: number;
        admin_commission_amt: number;
      }>(
        `SELECT to_char(booking_date, 'YYYY-MM-DD') AS booking_date, billing_amt::float8 AS billing_amt, paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt, booking_state,
              reschedule_fee_amt::float8 AS reschedule_fee_amt, admin_commission_amt::float8 AS admin_commission_amt FROM bookings WHERE id = $1`,
        [id],
      )
    ).rows[0]!;
  const available = async (productId: number, date: string) =>
    (await t.call('GET', `/api/CheckAvailability?productId=${productId}&bookingDate=${date}`)).body.Payload as string;
  const move = (id: number, date: string, token = A) =>
    t.call('POST', `/api/bookings/${id}/reschedule`, { token, body: { bookingDate: date } });

  it('moves a confirmed booking to an open date: the old date is free, the new one taken; the vendor, invoice and ledger see the new date', async () => {
    const [p] = await productsOfA();
    const from = plusDays(today(), 40);
    const to = plusDays(today(), 55);
    const id = await paidBooking(A, 1, p!, from);
    const mine = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (b: { BookingId: number }) => b.BookingId === id,
    );
    assert.equal(mine.CanReschedule, true);
    assert.equal(mine.RescheduleFee, 0, 'the first move is free');
    const r = await move(id, to);
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.BookingOnDate, to);
    assert.equal(r.body.Payload.Fee, 0);
    assert.equal(r.body.Payload.DueAmount, 0);
    assert.equal(await available(p!, from), 'Available');
    assert.equal(await available(p!, to), 'Not Available');
    const vendorRows = (await t.call('GET', '/api/vendor/getBooking', { token: t.tokens.vendorA })).body.Payload as {
      BookingId: number;
      Booking_On_Date: string;
      MovedFrom: string | null;
      RefuseMoveBy: string | null;
    }[];
    const v = vendorRows.find((x) => x.BookingId === id)!;
    assert.equal(v.Booking_On_Date, to);
    assert.equal(v.MovedFrom, from);
    assert.ok(v.RefuseMoveBy);
    const invoice = (await t.call('GET', `/api/GetOrderDetail?bookingId=${id}`, { token: A })).body.Payload;
    assert.equal(invoice.BookingOnDate, to);
    const ledger = (await t.call('GET', '/api/vendor/ledger', { token: t.tokens.vendorA })).body.Payload.Bookings.find(
      (x: { BookingId: number; Kind: string }) => x.BookingId === id && x.Kind === 'booking',
    );
    assert.equal(ledger.BookingOnDate, to);
    // A second move while the first waits for the vendor is refused; after the 48 hours it costs the fee.
    assert.equal((await move(id, plusDays(today(), 56))).status, 409);
    await t.db.query(
      "UPDATE booking_reschedules SET requested_at = requested_at - interval '49 hours' WHERE booking_id = $1",
      [id],
    );
    await t.db.changed(['bookings']);
    const again = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (b: { BookingId: number }) => b.BookingId === id,
    );
    assert.equal(again.RescheduleFee, RESCHEDULE_FEE_PAISE / 100);
    const before = await row(id);
    const second = await move(id, plusDays(today(), 57));
    assert.equal(second.status, 200, second.raw);
    assert.equal(second.body.Payload.Fee, RESCHEDULE_FEE_PAISE / 100);
    assert.equal(second.body.Payload.DueAmount, RESCHEDULE_FEE_PAISE / 100, 'the fee is paid as the balance');
    const after2 = await row(id);
    assert.equal(after2.billing_amt, before.billing_amt + RESCHEDULE_FEE_PAISE);
    assert.equal(
      after2.admin_commission_amt,
      before.admin_commission_amt + RESCHEDULE_FEE_PAISE,
      'Utsav keeps the fee: the vendor net is unchanged',
    );
    // The fee is paid through the gateway from My Bookings (the balance).
    const { opened, back } = await gatewayPay(t, A, { BookingId: id });
    assert.equal(opened.status, 200, opened.raw);
    assert.equal(opened.body.Payload.Amount, RESCHEDULE_FEE_PAISE / 100);
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    const paid = await row(id);
    assert.equal(paid.paid_amt - paid.refunded_amt, paid.billing_amt);
  });

  it('a lower price today refunds the difference (credit note, through the gateway); a higher one is paid as the balance', async () => {
    const [p] = await productsOfA();
    const id = await paidBooking(A, 1, p!, plusDays(today(), 40));
    const was = await row(id);
    await t.db.query('UPDATE products SET booking_amt = booking_amt - 10000 WHERE id = $1', [p!]);
    const r = await move(id, plusDays(today(), 50));
    assert.equal(r.status, 200, r.raw);
    const now = await row(id);
    assert.ok(now.billing_amt < was.billing_amt);
    assert.equal(Math.round(r.body.Payload.RefundAmount * 100), was.billing_amt - now.billing_amt);
    assert.equal(now.refunded_amt, was.billing_amt - now.billing_amt);
    const refunds = (
      await t.db.query<{ reason: string; status: string; credit_note_no: string | null }>(
        'SELECT reason, status, credit_note_no FROM refunds WHERE booking_id = $1',
        [id],
      )
    ).rows;
    assert.deepEqual(
      refunds.map((x) => [x.reason, x.status, !!x.credit_note_no]),
      [['reschedule', 'processed', true]],
    );
    // The vendor refuses: the old date and price come back, and the difference refunded is owed again.
    const refused = await t.call('POST', `/api/vendor/bookings/${id}/refuse-move`, { token: t.tokens.vendorA });
    assert.equal(refused.status, 200, refused.raw);
    const back = await row(id);
    assert.equal(back.booking_date, was.booking_date);
    assert.equal(back.billing_amt, was.billing_amt);
    const mine = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (b: { BookingId: number }) => b.BookingId === id,
    );
    assert.equal(Math.round(mine.DueAmt * 100), was.billing_amt - now.billing_amt);
    assert.equal(mine.RescheduleFee, 0, 'a refused move does not count');

    const id2 = await paidBooking(A, 1, p!, plusDays(today(), 41));
    await t.db.query('UPDATE products SET booking_amt = booking_amt + 20000 WHERE id = $1', [p!]);
    const up = await move(id2, plusDays(today(), 51));
    assert.equal(up.status, 200, up.raw);
    assert.ok(up.body.Payload.DueAmount > 0);
    assert.equal(up.body.Payload.RefundAmount, 0);
  });

  it("up to 7 days before the event, counted at IST midnight; not to the same date, a past date, or a booked-out date; not someone else's", async () => {
    const [p, q] = await productsOfA();
    const event = plusDays(today(), 30);
    const id = await paidBooking(A, 1, p!, event);
    const user = (await t.db.query<{ user_id: number }>('SELECT user_id FROM bookings WHERE id = $1', [id])).rows[0]!
      .user_id;
    const at = (iso: string, hhmmss: string) => new Date(`${iso}T${hhmmss}+05:30`);
    // 23:59:59 IST eight days before: 7 days ahead counts from the day, still allowed is ≥ 7 — try 6 days (00:00 IST of the 6th day before).
    await assert.rejects(
      rescheduleBooking(t.db, t.app.payments, user, id, plusDays(today(), 60), at(plusDays(event, -6), '00:00:00')),
      /up to 7 days/,
    );
    const ok = await rescheduleBooking(
      t.db,
      t.app.payments,
      user,
      id,
      plusDays(today(), 60),
      at(plusDays(event, -7), '23:59:59'),
    );
    assert.equal(ok.BookingOnDate, plusDays(today(), 60));
    const id2 = await paidBooking(A, 1, q!, plusDays(today(), 31));
    assert.equal((await move(id2, plusDays(today(), 31))).status, 400, 'same date');
    assert.equal((await move(id2, plusDays(today(), -1))).status, 400, 'past');
    const taken = await paidBooking(t.tokens.customerB, 2, q!, plusDays(today(), 62));
    assert.ok(taken);
    assert.equal((await move(id2, plusDays(today(), 62))).status, 409, 'booked out');
    assert.equal((await row(id2)).booking_date, plusDays(today(), 31), 'a refused move keeps the old date');
    assert.equal(await available(q!, plusDays(today(), 31)), 'Not Available', 'and its slot');
    assert.equal((await move(id2, plusDays(today(), 63), t.tokens.customerB)).status, 404);
  });

  it('two customers moving onto the last slot: one wins, the other keeps their date', async () => {
    const [p] = await productsOfA();
    const a = await paidBooking(A, 1, p!, plusDays(today(), 40));
    const b = await paidBooking(t.tokens.customerB, 2, p!, plusDays(today(), 41));
    const target = plusDays(today(), 65);
    const [ra, rb] = await Promise.all([move(a, target), move(b, target, t.tokens.customerB)]);
    assert.deepEqual([ra.status, rb.status].sort(), [200, 409]);
    const dates = [(await row(a)).booking_date, (await row(b)).booking_date];
    assert.equal(dates.filter((d) => d === target).length, 1);
    const slots = (
      await t.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = $1 AND booking_date = $2',
        [p!, target],
      )
    ).rows[0]!.n;
    assert.equal(slots, 1);
  });

  it('the vendor may refuse only within 48 hours; if the old date was taken meanwhile the booking is declined and refunded in full', async () => {
    const [p] = await productsOfA();
    const from = plusDays(today(), 40);
    const id = await paidBooking(A, 1, p!, from);
    assert.equal((await move(id, plusDays(today(), 50))).status, 200);
    const requested = (
      await t.db.query<{ requested_at: string }>('SELECT requested_at FROM booking_reschedules WHERE booking_id = $1', [
        id,
      ])
    ).rows[0]!.requested_at;
    await assert.rejects(
      refuseReschedule(t.db, t.app.payments, 1, id, new Date(Date.parse(requested) + 48 * 3_600_000 + 1)),
      /no move/,
    );
    // Someone books the old date meanwhile; the vendor refuses in time.
    await paidBooking(t.tokens.customerB, 2, p!, from);
    const out = await refuseReschedule(t.db, t.app.payments, 1, id, new Date(Date.parse(requested) + 3_600_000));
    assert.equal(out.State, 'declined');
    const r = await row(id);
    assert.equal(r.booking_state, 'declined');
    assert.equal(r.refunded_amt, r.paid_amt);
    assert.equal(await available(p!, plusDays(today(), 50)), 'Available');
  });
  it('the fee is its own line of the tax invoice (page figures and PDF), with its GST; the invoice still totals the bill to the paisa', async () => {
    const [p] = await productsOfA();
    const id = await paidBooking(A, 1, p!, plusDays(today(), 40));
    const vendorTotal = async () =>
      (await t.call('GET', `/api/vendor/OrderDetails/${id}`, { token: t.tokens.vendorA })).body.Payload
        .TotalBilling as number;
    const net = await vendorTotal();
    assert.equal((await move(id, plusDays(today(), 50))).status, 200);
    await t.db.query(
      "UPDATE booking_reschedules SET requested_at = requested_at - interval '49 hours' WHERE booking_id = $1",
      [id],
    );
    await t.db.changed(['bookings']);
    assert.equal((await move(id, plusDays(today(), 52))).status, 200);
    const { back } = await gatewayPay(t, A, { BookingId: id });
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    const d = (await t.call('GET', `/api/GetOrderDetail?bookingId=${id}`, { token: A })).body.Payload;
    assert.equal(d.RescheduleFeeAmt, RESCHEDULE_FEE_PAISE / 100);
    const f = bookingInvoiceFigures(d, d.Seller?.State);
    const b = await row(id);
    assert.deepEqual(
      { amount: f.fee?.amount, rate: f.fee?.rate, sac: f.fee?.sac },
      { amount: RESCHEDULE_FEE_PAISE / 100, rate: 18, sac: RESCHEDULE_FEE_SAC },
    );
    assert.equal(Math.round(f.totals.total * 100), b.billing_amt, 'the invoice totals the bill, fee included');
    assert.equal(Math.round(f.totals.taxable * 100) + Math.round(f.totals.gst * 100), b.billing_amt);
    assert.equal(f.money.balance, 0, 'the fee was paid: nothing due');
    assert.equal(await vendorTotal(), net, "the vendor's invoice total (its net) does not change with Utsav's fee");
    const pdf = await bookingInvoicePdf(t.db, id);
    const parser = new PDFParse({ data: new Uint8Array(pdf!.content) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const rs = (rupees: number) => formatRupees(rupees); // ₹ in the embedded font
    for (const field of [
      'Reschedule fee (date change, supplied by Utsav)',
      RESCHEDULE_FEE_SAC,
      rs(f.fee!.taxable),
      rs(f.fee!.gst),
      `Total ${rs(f.totals.total)}`,
    ])
      assert.ok(text.includes(field), `${field} in ${text}`);
  });
});
