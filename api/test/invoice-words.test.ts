/**
 * The words of a booking's invoice: a customer who chose Hindi gets the stored invoice with its labels in Hindi and
 * the same figures as the English one; a booking made from an accepted quote has the quote's lines on its invoice
 * (the PDF as downloaded, and GET /GetOrderDetail).
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PDFParse } from 'pdf-parse';
import { formatRupees } from '@utsav/domain/format';
import { bookingInvoiceDetail, renderBookingDocument } from '../src/bookings/invoice-pdf';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

async function textOf(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  // (the extraction may put a space after ₹)
  const text = (await parser.getText()).text.replace(/\s+/g, ' ').replace(/₹ /g, '₹');
  await parser.destroy();
  return text;
}
/** Every figure printed: rupee amounts, percentages, the GSTINs and document numbers, in order. */
const figures = (text: string) =>
  text.match(/₹[\d,]+\.\d\d|\d+(?:\.\d+)?%|\b\d{2}[A-Z]{5}\d{4}[A-Z]\d[A-Z\d][A-Z\d]\b|\bINV\d+|\bBK\d+/g) ?? [];

describe(`invoice words and quoted lines (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  const download = async (id: number) => {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-data/invoices/${id}`,
      headers: { 'x-auth-token': A },
    });
    assert.equal(r.statusCode, 200, r.body);
    return r.rawPayload;
  };

  async function paidBooking(date: string) {
    const p = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 AND gst_per > 0 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    await t.db.query('DELETE FROM cart_items');
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: p, bookingDate: date } })).status,
      200,
    );
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Invoice words', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, r.raw);
    await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload.Bookings[0].BookingId as number;
  }

  it('a Hindi-speaking customer: the invoice labels are in Hindi, every figure is the English one', async () => {
    const saved = await t.call('POST', '/api/update-language', { token: A, body: { language: 'hi' } });
    assert.equal(saved.status, 200, saved.raw);
    const id = await paidBooking(plusDays(today(), 40));
    const hindi = await textOf(await download(id));
    // (labels whose letters the text extraction keeps in order: it moves a ि matra, and splits some conjuncts)
    for (const label of ['टैक्स इनवॉइस', 'इनवॉइस नंबर', 'कर-योग्य मूल्य', 'कुल', 'चुकाए गए', 'मोबाइल', 'मात्र'])
      assert.ok(hindi.includes(label), `${label} in: ${hindi}`);
    for (const english of [
      'TAX INVOICE',
      'Sold By',
      'Bill To',
      'Taxable value',
      'Paid in full',
      'Amount in words',
      'Rupees',
    ])
      assert.ok(!hindi.includes(english), `no "${english}" left in the Hindi invoice`);
    // The same document in English, from the same records: the same figures, in the same order.
    const d = (await bookingInvoiceDetail(t.db, id))!;
    const english = await textOf((await renderBookingDocument(d, 'en')).content);
    assert.ok(english.includes('TAX INVOICE') && english.includes('Taxable value'), english);
    const total = formatRupees(d.BillingAmt);
    assert.ok(hindi.includes(total) && english.includes(total), `the total ${total} on both`);
    assert.deepEqual(figures(hindi), figures(english));
    assert.ok(figures(hindi).length >= 8, 'figures were read');
    // Re-downloaded, the stored document (issued in Hindi) is the same bytes.
    assert.deepEqual(await download(id), await download(id));
  });

  it('an English-speaking customer keeps the English invoice', async () => {
    const id = await paidBooking(plusDays(today(), 41));
    const text = await textOf(await download(id));
    assert.ok(text.includes('TAX INVOICE') && text.includes('Paid in full'), text);
    assert.ok(!text.includes('टैक्स इनवॉइस'));
  });

  it("a booking made from an accepted quote: the invoice lists the quote's lines", async () => {
    const date = plusDays(today(), 46);
    const p = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND status = 1 AND capacity = 1 AND id <> 1 AND gst_per > 0 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    const address = (
      await t.db.query<{ id: number; zipcode: string }>(
        "SELECT a.id, a.zipcode FROM addresses a JOIN users u ON u.id = a.user_id WHERE u.phone = '9876543210' AND NOT a.deleted ORDER BY a.id LIMIT 1",
      )
    ).rows[0]!;
    const c = await t.call('POST', '/api/conversations', {
      token: A,
      body: { productId: p, eventDate: date, guests: 300, pincode: address.zipcode, message: 'Quote for 300?' },
    });
    assert.equal(c.status, 200, c.raw);
    const conversation = c.body.Payload.ConversationId as number;
    const lines = [
      { description: 'Veg thali, 300 plates', quantity: 300, unitPaise: 450_00 },
      { description: 'Live counter', quantity: 1, unitPaise: 5_000_00 },
    ];
    const q = await t.call('POST', `/api/vendor/conversations/${conversation}/quotes`, {
      token: t.tokens.vendorA,
      body: { eventDate: date, pincode: address.zipcode, lines },
    });
    assert.equal(q.status, 200, q.raw);
    const accepted = await t.call(
      'POST',
      `/api/conversations/${conversation}/quotes/${q.body.Payload.QuoteId}/accept`,
      {
        token: A,
        body: { bookingAddressId: address.id, PaymentType: 'full', Bookingfor: 'Wedding' },
      },
    );
    assert.equal(accepted.status, 200, accepted.raw);
    const id = accepted.body.Payload.BookingId as number;

    // Before payment the order summary already lists them; the detail carries them.
    const detail = (await t.call('GET', `/api/GetOrderDetail?bookingId=${id}`, { token: A })).body.Payload;
    assert.equal(detail.Quote.QuoteId, q.body.Payload.QuoteId);
    assert.deepEqual(
      detail.Quote.Lines.map((l: { Description: string; Quantity: number; UnitAmt: number; Amount: number }) => [
        l.Description,
        l.Quantity,
        l.UnitAmt,
        l.Amount,
      ]),
      [
        ['Veg thali, 300 plates', 300, 450, 1_35_000],
        ['Live counter', 1, 5_000, 5_000],
      ],
    );
    await payThroughGateway(t, A, { OrderId: accepted.body.Payload.OrderId });
    const text = await textOf(await download(id));
    assert.ok(text.includes('TAX INVOICE'), text);
    assert.ok(text.includes(`Veg thali, 300 plates, 300 × ${formatRupees(450)} = ${formatRupees(1_35_000)}`), text);
    assert.ok(text.includes(`Live counter, 1 × ${formatRupees(5_000)} = ${formatRupees(5_000)}`), text);
    // The lines are a breakdown of the service: the total is still the amount charged.
    assert.ok(text.includes(formatRupees(accepted.body.Payload.TotalAmount)), 'the total as charged');
    // The vendor's booking invoice lists the same lines; another vendor cannot read the booking at all.
    const mine = await t.call('GET', `/api/vendor/OrderDetails/${id}`, { token: t.tokens.vendorA });
    assert.equal(mine.status, 200, mine.raw);
    assert.deepEqual(mine.body.Payload.Quote, detail.Quote);
    assert.equal((await t.call('GET', `/api/vendor/OrderDetails/${id}`, { token: t.tokens.vendorB })).status, 404);

    // An ordinary booking has no quote.
    const plain = await paidBooking(plusDays(today(), 47));
    assert.equal(
      (await t.call('GET', `/api/GetOrderDetail?bookingId=${plain}`, { token: A })).body.Payload.Quote,
      null,
    );
  });
});
