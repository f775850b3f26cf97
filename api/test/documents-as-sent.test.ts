import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { PDFParse } from 'pdf-parse';
import { formatRupees } from '@utsav/domain/format';
import { documentProblems } from '../src/documents/document-check';
import { woffToSfnt } from '../src/documents/pdf-text';
import { bookingDocuments } from '../src/documents/stored-documents';
import { gatewayPay, payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
async function textOf(pdf: Uint8Array): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  const text = (await parser.getText()).text.replace(/\s+/g, ' ');
  await parser.destroy();
  return text;
}
const rs = (paise: number) => formatRupees(paise / 100);

// docs/payments.md "Documents as sent": generated once, stored with a hash, served as stored.
describe(`documents as sent (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  const productsOfA = async () =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id',
      )
    ).rows.map((x) => x.id);

  async function place(productId: number, date: string, type: 'full' | 'advance') {
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, add.raw);
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Documents test', bookingDate: date, PaymentType: type },
    });
    assert.equal(r.status, 200, r.raw);
    return { orderId: r.body.Payload.OrderId as string, id: r.body.Payload.Bookings[0].BookingId as number };
  }

  /** The customer's download of the booking's document (bytes). */
  async function download(id: number): Promise<Buffer> {
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/account/my-data/invoices/${id}`,
      headers: { 'x-auth-token': A },
    });
    assert.equal(r.statusCode, 200, r.body);
    return r.rawPayload;
  }
  /** What the operator opens from a message's attachment (bytes). */
  async function attachment(template: string, index = 0): Promise<Buffer> {
    const m = await t.db.query<{ id: number }>(
      "SELECT id FROM messages WHERE template = $1 AND channel = 'email' ORDER BY id DESC LIMIT 1",
      [template],
    );
    assert.ok(m.rows[0], `a ${template} e-mail`);
    const r = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages/${m.rows[0].id}/attachments/${index}`,
      headers: { 'x-auth-token': t.tokens.operator },
    });
    assert.equal(r.statusCode, 200, r.body);
    return r.rawPayload;
  }
  const docsOf = (id: number) => bookingDocuments(t.db, id);

  it('an advance invoice is fixed at the first payment: the same bytes after the balance, a move and a cancellation', async () => {
    const [p] = await productsOfA();
    const { orderId, id } = await place(p!, plusDays(today(), 45), 'advance');
    await payThroughGateway(t, A, { OrderId: orderId });
    const [invoice] = await docsOf(id);
    assert.equal(invoice?.kind, 'tax_invoice');
    const bill = (await t.db.query<{ bill_no: string }>('SELECT bill_no FROM bookings WHERE id = $1', [id])).rows[0]!;
    assert.equal(invoice.number, bill.bill_no);
    assert.equal(invoice.sha256, hash(invoice.file.content));
    const sent = await download(id);
    assert.equal(hash(sent), invoice.sha256, 'the download is the stored document');
    assert.equal(hash(await attachment('booking.paid')), invoice.sha256, "the 'Payment received' e-mail's PDF too");

    const text = await textOf(sent);
    assert.ok(!text.includes('Rs.'), text);
    const b = (
      await t.db.query<{ billing_amt: number; advance_amt: number }>(
        'SELECT billing_amt::bigint AS billing_amt, advance_amt::bigint AS advance_amt FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
    const [billing, advance] = [Number(b.billing_amt), Number(b.advance_amt)];
    assert.match(text, new RegExp(`Advance paid ${rs(advance).replace(/[.$]/g, '\\$&')} on `));
    assert.ok(text.includes(`balance ${rs(billing - advance)} due by`), text);
    assert.ok(text.includes('CGST @ 9%') && text.includes('SGST @ 9%'), 'intra-state: CGST and SGST');

    // The balance: a receipt of its own; the invoice as it was.
    await gatewayPay(t, A, { BookingId: id });
    const receipt = (await docsOf(id)).find((d) => d.kind === 'payment_receipt');
    assert.ok(receipt, 'the balance has a receipt');
    assert.match(receipt.number, /^RCP\d{6}$/);
    const receiptText = await textOf(receipt.file.content);
    assert.ok(receiptText.includes(`Amount received ${rs(billing - advance)}`), receiptText);
    assert.match(receiptText, /Advance paid ₹[\d,.]+ on .+; Balance paid ₹[\d,.]+ on /);
    assert.equal(hash(await attachment('balance.paid', 0)), invoice.sha256);
    assert.equal(hash(await attachment('balance.paid', 1)), receipt.sha256);

    // A move and a cancellation with a refund: a credit note, never a changed invoice.
    const move = await t.call('POST', `/api/bookings/${id}/reschedule`, {
      token: A,
      body: { bookingDate: plusDays(today(), 50) },
    });
    assert.equal(move.status, 200, move.raw);
    await t.db.query(
      "UPDATE booking_reschedules SET requested_at = requested_at - interval '49 hours' WHERE booking_id = $1",
      [id],
    );
    const cancel = await t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
    assert.equal(cancel.status, 200, cancel.raw);
    assert.equal(hash(await download(id)), invoice.sha256, 'the months-old invoice downloads byte for byte');
    assert.equal(hash(await attachment('booking.paid')), invoice.sha256);
    const note = (await docsOf(id)).find((d) => d.kind === 'credit_note');
    assert.ok(note, 'the refund has its credit note');
    const noteText = await textOf(note.file.content);
    assert.ok(noteText.includes(`CGST @ 9% ${rs(note.tax.cgst)}`), noteText);
    assert.ok(noteText.includes(`SGST @ 9% ${rs(note.tax.sgst)}`), noteText);
    assert.ok(!noteText.includes('GST @ 18%'), 'no single GST line on an intra-state supply');
    assert.deepEqual(await documentProblems(t.db, id), []);

    await assert.rejects(
      t.db.query("UPDATE stored_documents SET filename = 'x.pdf' WHERE id = $1", [invoice.id]),
      /never changed/,
    );
  });

  it('paid in full says so, with the date; a Devanagari name prints; inter-state notes are IGST', async () => {
    const [p] = await productsOfA();
    const { orderId, id } = await place(p!, plusDays(today(), 40), 'full');
    await t.db.query("UPDATE bookings SET name = 'राम', state = 'Karnataka' WHERE id = $1", [id]);
    await payThroughGateway(t, A, { OrderId: orderId });
    const text = await textOf(await download(id));
    const billing = Number(
      (await t.db.query<{ b: number }>('SELECT billing_amt::bigint AS b FROM bookings WHERE id = $1', [id])).rows[0]!.b,
    );
    assert.ok(text.includes(`Paid in full ${rs(billing)} on `), text);
    assert.ok(!text.includes('Advance'), text);
    assert.ok(text.includes('राम'), 'Devanagari in the embedded font');
    assert.ok(text.includes('IGST @ 18%'), text);
    const decline = await t.call('POST', `/api/vendor/bookings/${id}/decline`, {
      token: t.tokens.vendorA,
      body: { reason: 'date_unavailable' },
    });
    assert.equal(decline.status, 200, decline.raw);
    const note = (await docsOf(id)).find((d) => d.kind === 'credit_note')!;
    assert.equal(note.tax.igst, note.tax.gst);
    const invoice = (await docsOf(id)).find((d) => d.kind === 'tax_invoice')!;
    assert.equal(note.tax.gst, invoice.tax.reversible!.gst, 'a full refund reverses all of the GST');
    assert.ok((await textOf(note.file.content)).includes(`IGST @ 18% ${rs(note.tax.igst)}`));
    assert.deepEqual(await documentProblems(t.db, id), []);
  });

  it('property: over random histories the documents check against the payments', async () => {
    const [p] = await productsOfA();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          type: fc.constantFrom('full' as const, 'advance' as const),
          days: fc.constantFrom(10, 20, 35),
          balance: fc.boolean(),
          end: fc.constantFrom('cancel' as const, 'decline' as const, 'keep' as const),
          inter: fc.boolean(),
        }),
        async (h) => {
          let date = plusDays(today(), h.days + n++);
          while (
            (await t.call('GET', `/api/CheckAvailability?productId=${p}&bookingDate=${date}`)).body.Payload !==
            'Available'
          )
            date = plusDays(date, 1);
          const { orderId, id } = await place(p!, date, h.type);
          if (h.inter) await t.db.query("UPDATE bookings SET state = 'Delhi' WHERE id = $1", [id]);
          await payThroughGateway(t, A, { OrderId: orderId });
          const first = (await docsOf(id))[0]!;
          if (h.type === 'advance' && h.balance) await gatewayPay(t, A, { BookingId: id });
          if (h.end === 'cancel') await t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
          if (h.end === 'decline')
            await t.call('POST', `/api/vendor/bookings/${id}/decline`, {
              token: t.tokens.vendorA,
              body: { reason: 'date_unavailable' },
            });
          const problems = await documentProblems(t.db, id);
          assert.deepEqual(problems, [], JSON.stringify(h));
          assert.equal(hash(await download(id)), first.sha256, JSON.stringify(h));
        },
      ),
      { numRuns: 6, includeErrorInReport: true },
    );
  });
});

// The PDF fonts are decoded from WOFF once per process (pdf-text.ts): every table comes back whole, as the WOFF's own
// table directory says it was (length and checksum of each table).
describe('document fonts', () => {
  it('each WOFF decodes to the font file it wraps', () => {
    const require = createRequire(import.meta.url);
    for (const subset of ['latin-400', 'latin-700', 'devanagari-400', 'devanagari-700']) {
      const woff = readFileSync(
        require.resolve(`@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-normal.woff`),
      );
      const font = woffToSfnt(woff);
      const count = font.readUInt16BE(4);
      assert.equal(count, woff.readUInt16BE(12));
      assert.equal(font.readUInt32BE(0), woff.readUInt32BE(4));
      for (let i = 0; i < count; i++) {
        const [tag, checksum, offset, length] = [0, 4, 8, 12].map((k) => font.readUInt32BE(12 + i * 16 + k)) as [
          number,
          number,
          number,
          number,
        ];
        assert.equal(length, woff.readUInt32BE(44 + i * 20 + 12), `${subset} table ${i} length`);
        const table = Buffer.concat([font.subarray(offset, offset + length), Buffer.alloc(3)]);
        if (tag === 0x68656164) table.writeUInt32BE(0, 8); // 'head': its checksum counts checkSumAdjustment as 0
        let sum = 0;
        for (let at = 0; at < length; at += 4) sum = (sum + table.readUInt32BE(at)) >>> 0;
        assert.equal(sum, checksum, `${subset} table ${i} checksum`);
      }
    }
  });
});
