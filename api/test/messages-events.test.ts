/**
 * each booking and payment event writes exactly its messages, in the change's transaction, with the
 * record's figures (rupees to the paisa, IST); the receipt carries the GST tax invoice as a PDF whose Rule 46
 * fields and figures are those of the invoice page (GET /GetOrderDetail through the shared invoice figures);
 * reminders are scheduled once, across restarts.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { PDFParse } from 'pdf-parse';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { bookingInvoiceFigures } from '@utsav/domain/invoice-figures';
import { formatRupees } from '@utsav/domain/format';
import { balanceDueDate } from '@utsav/domain/refund-policy';
import { buildAttachment, deliverDue, smtpAdapter, testOutbox } from '../src/messages';
import { applyCapturedLocked } from '../src/payments/payment-capture';
import { enqueuePaymentConfirmed } from '../src/bookings/booking-messages';
import { scheduleReminders } from '../src/bookings/booking-reminders';
import { gatewayPay, payThroughGateway, plusDays, setup, signUpCode, today, type TestCtx } from './helpers';

interface MessageRow {
  id: number;
  event_key: string;
  channel: string;
  recipient: string;
  audience: string;
  template: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: { kind: string; ref: string }[];
  user_id: number | null;
  vendor_id: number | null;
  state: string;
  send_after: string;
}

describe(`messages of the booking events (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.query('DELETE FROM messages'); // the seed's own history is not under test
    A = t.tokens.customerA;
  });
  after(async () => t.close());

  const messages = async (like = '%') =>
    (await t.db.query<MessageRow>('SELECT * FROM messages WHERE event_key LIKE $1 ORDER BY id', [like])).rows;
  const summary = (rows: MessageRow[]) => rows.map((m) => `${m.audience}:${m.template}:${m.channel}`).sort();

  async function productOfA(): Promise<number> {
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
    );
    return r.rows[0]!.id;
  }
  async function place(date: string, type: 'full' | 'advance' = 'full') {
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', {
      token: A,
      body: { productId: await productOfA(), bookingDate: date },
    });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const r = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Test event', bookingDate: date, PaymentType: type },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.Payload as {
      OrderId: string;
      Bookings: { BookingId: number; BookingNo: string }[];
      TotalAmount: number;
      AmountToPay: number;
      HoldExpiresAt: string;
    };
  }
  const customer = async () =>
    (
      await t.db.query<{ email: string; phone: string; name: string }>(
        'SELECT email, phone, name FROM users WHERE id = 1',
      )
    ).rows[0]!;

  it('order placed: the customer gets the pay link and the hold end (email + SMS; no WhatsApp without opt-in)', async () => {
    const order = await place(plusDays(today(), 40));
    const rows = await messages();
    assert.deepEqual(summary(rows), ['customer:order.placed:email', 'customer:order.placed:sms']);
    const u = await customer();
    const email = rows.find((m) => m.channel === 'email')!;
    assert.equal(email.recipient, u.email.toLowerCase());
    assert.equal(email.user_id, 1);
    assert.match(email.body_text, new RegExp(formatRupees(order.AmountToPay).replace(/[.$]/g, '\\$&')));
    assert.match(email.body_text, new RegExp(`/booking/${order.OrderId}\\?pay=1`));
    assert.match(email.body_text, / IST/);
    assert.match(email.body_html!, /<table/);
    const sms = rows.find((m) => m.channel === 'sms')!;
    assert.equal(sms.recipient, `91${u.phone}`);
    assert.match(
      sms.body_text,
      new RegExp(
        `order ${order.OrderId} is placed\\. Pay ${formatRupees(order.AmountToPay).replace(/[.$]/g, '\\$&')} by .* IST`,
      ),
    );

    // With WhatsApp consent the next event goes there too.
    await t.db.query('UPDATE users SET whatsapp_opt_in = true WHERE id = 1');
    const second = await place(plusDays(today(), 45));
    assert.deepEqual(summary(await messages(`order.placed:${second.OrderId}`)), [
      'customer:order.placed:email',
      'customer:order.placed:sms',
      'customer:order.placed:whatsapp',
    ]);
  });

  it('paid: receipt with the tax invoice PDF (Rule 46 fields, the invoice page figures) and the vendor’s new booking', async () => {
    const order = await place(plusDays(today(), 40));
    await t.db.query('DELETE FROM messages');
    await payThroughGateway(t, A, { OrderId: order.OrderId });
    const rows = await messages();
    assert.deepEqual(summary(rows), [
      'customer:booking.paid:email',
      'customer:booking.paid:sms',
      'vendor:vendor.new-booking:email',
      'vendor:vendor.new-booking:sms',
      'vendor:vendor.new-booking:whatsapp',
    ]);
    const receipt = rows.find((m) => m.template === 'booking.paid' && m.channel === 'email')!;
    const bookingId = order.Bookings[0]!.BookingId;
    assert.deepEqual(receipt.attachments, [{ kind: 'tax-invoice', ref: String(bookingId) }]);
    assert.match(
      receipt.body_text,
      new RegExp(`We received ${formatRupees(order.TotalAmount).replace(/[.$]/g, '\\$&')} for order ${order.OrderId}`),
    );
    assert.ok(rows.filter((m) => m.audience === 'vendor').every((m) => m.vendor_id === 1));

    // The invoice page's figures, from the page's own data and rule.
    const detail = (await t.call('GET', `/api/GetOrderDetail?bookingId=${bookingId}`, { token: A })).body.Payload;
    const f = bookingInvoiceFigures(detail, detail.Seller?.State);
    assert.equal(f.document, 'tax_invoice');
    const file = await buildAttachment(t.db, receipt.attachments[0]!);
    assert.ok(file);
    assert.equal(file.contentType, 'application/pdf');
    assert.equal(file.content.subarray(0, 5).toString(), '%PDF-');
    const parser = new PDFParse({ data: new Uint8Array(file.content) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const rs = (rupees: number) => formatRupees(rupees); // ₹ in the embedded font
    for (const field of [
      'TAX INVOICE',
      `Invoice No: ${detail.BillNo}`,
      'Invoice Date:',
      `Order Id ${detail.OrderId}`,
      `Booking No ${detail.BookingNo}`,
      'Reverse charge No',
      detail.Seller.Name,
      `GSTIN: ${detail.Seller.Gstin}`,
      detail.Name,
      `Place of supply: ${detail.State}`,
      detail.SacCode,
      detail.Title,
      `Taxable value ${rs(f.totals.taxable)}`,
      `${f.service.rate}%`,
      `Total ${rs(f.totals.total)}`,
      `Paid ${rs(f.money.paid)}`,
      'computer-generated document',
    ])
      assert.ok(text.includes(field), `the PDF has "${field}"\n${text}`);
    if (f.totals.kind === 'intra') {
      assert.ok(text.includes(`CGST @ ${f.service.rate / 2}% ${rs(f.totals.cgst)}`), text);
      assert.ok(text.includes(`SGST @ ${f.service.rate / 2}% ${rs(f.totals.sgst)}`), text);
    } else assert.ok(text.includes(`IGST @ ${f.service.rate}% ${rs(f.totals.igst)}`), text);

    // Delivered through a real SMTP server: the PDF travels with the receipt.
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _s, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks));
          cb();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const smtp = smtpAdapter(
        { host: '127.0.0.1', port: (server.server.address() as AddressInfo).port, secure: false },
        'Utsav <no-reply@utsav.test>',
        { ignoreTLS: true },
      );
      assert.equal((await deliverDue(t.db, { email: smtp, sms: testOutbox, whatsapp: testOutbox })).sent, 5);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
    const mails = await Promise.all(received.map((b) => simpleParser(b)));
    const mail = mails.find((m) => m.subject?.startsWith('Payment received'))!;
    assert.equal(mail.attachments.length, 1);
    assert.equal(mail.attachments[0]!.contentType, 'application/pdf');
    assert.equal(mail.attachments[0]!.filename, `tax-invoice-${detail.BillNo}.pdf`);
  });

  it('a payment whose transaction rolls back sends nothing', async () => {
    const order = await place(plusDays(today(), 40));
    await t.db.query('DELETE FROM messages');
    const opened = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } });
    const { ProviderOrderId, Amount } = opened.body.Payload;
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await applyCapturedLocked(
          tx,
          {
            providerOrderId: ProviderOrderId,
            paymentId: 'pay_rollback0000001',
            amount: Math.round(Amount * 100),
            method: 'upi',
          },
          new Date(),
        );
        await enqueuePaymentConfirmed(tx, 'pay_rollback0000001', new Date().toISOString());
        throw new Error('the commit failed');
      }),
    );
    assert.equal((await messages()).length, 0);
    const b = await t.db.query<{ booking_state: string }>('SELECT booking_state FROM bookings WHERE id = $1', [
      order.Bookings[0]!.BookingId,
    ]);
    assert.equal(b.rows[0]!.booking_state, 'pending_payment');
  });

  it('cancelled by the customer: refund and credit note (PDF) to the customer, the vendor told; declined: full refund', async () => {
    const order = await place(plusDays(today(), 40));
    await payThroughGateway(t, A, { OrderId: order.OrderId });
    await t.db.query('DELETE FROM messages');
    const id = order.Bookings[0]!.BookingId;
    const r = await t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
    assert.equal(r.status, 200);
    const rows = await messages();
    assert.deepEqual(summary(rows), [
      'customer:booking.cancelled:email',
      'customer:booking.cancelled:sms',
      'vendor:vendor.booking-cancelled:email',
      'vendor:vendor.booking-cancelled:sms',
      'vendor:vendor.booking-cancelled:whatsapp',
    ]);
    const email = rows.find((m) => m.template === 'booking.cancelled' && m.channel === 'email')!;
    const refund = formatRupees(r.body.Payload.RefundAmount);
    assert.match(
      email.body_text,
      new RegExp(`Refund \\(100 % of what was paid\\)\\s+${refund.replace(/[.$]/g, '\\$&')}`),
    );
    const cn = await t.db.query<{ id: number; credit_note_no: string }>(
      'SELECT id, credit_note_no FROM refunds WHERE booking_id = $1',
      [id],
    );
    assert.match(email.body_text, new RegExp(cn.rows[0]!.credit_note_no));
    assert.deepEqual(email.attachments, [{ kind: 'credit-note', ref: String(cn.rows[0]!.id) }]);
    const pdf = await buildAttachment(t.db, email.attachments[0]!);
    const parser = new PDFParse({ data: new Uint8Array(pdf!.content) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    assert.ok(text.includes(`Credit Note No: ${cn.rows[0]!.credit_note_no}`), text);
    assert.ok(text.includes(`Total credited ${refund}`), text);

    // The vendor declines another one: the customer is told, with the whole refund.
    const second = await place(plusDays(today(), 50));
    await payThroughGateway(t, A, { OrderId: second.OrderId });
    await t.db.query('DELETE FROM messages');
    const d = await t.call('POST', `/api/vendor/bookings/${second.Bookings[0]!.BookingId}/decline`, {
      token: t.tokens.vendorA,
      body: { reason: 'date_unavailable' },
    });
    assert.equal(d.status, 200);
    const declined = await messages();
    assert.deepEqual(summary(declined), ['customer:booking.declined:email', 'customer:booking.declined:sms']);
    assert.match(
      declined[0]!.body_text,
      new RegExp(`Refund \\(100 %\\)\\s+${formatRupees(second.TotalAmount).replace(/[.$]/g, '\\$&')}`),
    );
  });

  it('balance paid: receipt with the invoice to the customer, the vendor told', async () => {
    const order = await place(plusDays(today(), 40), 'advance');
    await payThroughGateway(t, A, { OrderId: order.OrderId });
    const paid = await messages('booking.paid:%');
    assert.match(
      paid.find((m) => m.channel === 'email')!.body_text,
      new RegExp(
        `Balance of ${order.Bookings[0]!.BookingNo} due by ${balanceDueDate(plusDays(today(), 40)).slice(8, 10)}`,
      ),
    );
    await t.db.query('DELETE FROM messages');
    const id = order.Bookings[0]!.BookingId;
    const { back } = await gatewayPay(t, A, { BookingId: id });
    assert.equal(back.status, 303);
    const rows = await messages();
    assert.deepEqual(summary(rows), [
      'customer:balance.paid:email',
      'customer:balance.paid:sms',
      'vendor:vendor.balance-paid:email',
      'vendor:vendor.balance-paid:sms',
      'vendor:vendor.balance-paid:whatsapp',
    ]);
    const b = await t.db.query<{ billing_amt: number; advance_amt: number }>(
      'SELECT billing_amt, advance_amt FROM bookings WHERE id = $1',
      [id],
    );
    const email = rows.find((m) => m.template === 'balance.paid' && m.channel === 'email')!;
    assert.match(
      email.body_text,
      new RegExp(formatRupees((b.rows[0]!.billing_amt - b.rows[0]!.advance_amt) / 100).replace(/[.$]/g, '\\$&')),
    );
    const paymentId = (
      await t.db.query<{ payment_id: string }>(
        'SELECT a.payment_id FROM payment_allocations a JOIN payments p ON p.id = a.payment_id WHERE a.booking_id = $1 ORDER BY p.created_at DESC LIMIT 1',
        [id],
      )
    ).rows[0]!.payment_id;
    assert.deepEqual(email.attachments, [
      { kind: 'tax-invoice', ref: String(id) },
      { kind: 'payment-receipt', ref: `${id}:${paymentId}` },
    ]);
  });

  it('reminders: balance due 3 days before and on the day, the event the day before, a review after; once across restarts', async () => {
    // Advance bookings whose balance falls due in 3 days (event in 6) and today (event in 3), one tomorrow.
    const inSix = await place(plusDays(today(), 6), 'advance');
    await payThroughGateway(t, A, { OrderId: inSix.OrderId });
    const inThree = await place(plusDays(today(), 3), 'advance');
    await payThroughGateway(t, A, { OrderId: inThree.OrderId });
    const tomorrow = await place(plusDays(today(), 1), 'full');
    await payThroughGateway(t, A, { OrderId: tomorrow.OrderId });
    await t.db.query('DELETE FROM messages');
    const now = new Date();
    await scheduleReminders(t.db, now, { force: true });
    // The customer's reminders (the vendors' decline-deadline reminders of the seeded orders are messages-alerts').
    const first = (await messages('reminder.%')).filter((m) => m.audience === 'customer');
    const keys = [...new Set(first.map((m) => m.event_key))].sort();
    const id = (o: { Bookings: { BookingId: number }[] }) => o.Bookings[0]!.BookingId;
    for (const k of [
      `reminder.balance-due-3d:${id(inSix)}`,
      `reminder.balance-due-0d:${id(inThree)}`,
      `reminder.event:${id(tomorrow)}`,
    ])
      assert.ok(keys.includes(k), `${k} in ${keys}`);
    assert.ok(first.every((m) => m.channel !== 'whatsapp'));
    const due = first.find((m) => m.event_key === `reminder.balance-due-0d:${id(inThree)}` && m.channel === 'sms')!;
    assert.match(due.body_text, /is due today/);
    // 09:00 IST of today, or now when later.
    const nine = new Date(`${today()}T09:00:00+05:30`);
    assert.equal(Date.parse(due.send_after), Math.max(nine.getTime(), now.getTime()));
    // "Restart": a new pass (another process, the module state gone) finds the same candidates and adds nothing.
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 60_000), { force: true }), 0);
    assert.equal((await messages('reminder.%')).filter((m) => m.audience === 'customer').length, first.length);
    // Delivered once; the next pass does not bring them back.
    await deliverDue(
      t.db,
      { email: testOutbox, sms: testOutbox, whatsapp: testOutbox },
      { now: new Date(now.getTime() + 86_400_000) },
    );
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 120_000), { force: true }), 0);
    assert.ok((await messages('reminder.%')).every((m) => m.state === 'sent'));

    // A completed event yesterday: the review request.
    await t.db.query(`UPDATE bookings SET booking_date = $2::date, booking_state = 'completed' WHERE id = $1`, [
      id(inSix),
      plusDays(today(), -1),
    ]);
    await scheduleReminders(t.db, new Date(now.getTime() + 180_000), { force: true });
    assert.deepEqual(summary(await messages(`reminder.review:${id(inSix)}`)), [
      'customer:reminder.review:email',
      'customer:reminder.review:sms',
    ]);
  });

  it('package order reminders: balance due 3 days before and on the day, the event the day before, a review after; none when cancelled; once', async () => {
    // Package orders as the records hold them: advance orders owing ₹40,000.50 whose balance falls due in 3 days
    // (event in 6) and today (event in 3), one paid in full tomorrow, and a cancelled advance order due today.
    const pkg = async (date: string, type: 'full' | 'advance', state = 'confirmed') => {
      const r = await t.db.query<{ id: number; order_id: string }>(
        `INSERT INTO package_bookings (order_id, user_id, package_id, package_name, booking_date, booking_for, name, mobile, email, address, city, state, pin,
           package_total, advance_amt, paid_amt, refunded_amt, payment_type, booking_state, confirmed_at)
         VALUES ('PK' || (floor(random() * 1e9))::bigint, 1, 1, 'Royal Wedding Package', $1::date, 'Wedding', 'A', '9876543210', 'a@example.in', 'x', 'Pune', 'Maharashtra', '411001',
           5000050, 1000000, $2, 0, $3, $4, now() - interval '3 days') RETURNING id, order_id`,
        [date, type === 'full' ? 5000050 : 1000000, type, state],
      );
      return r.rows[0]!;
    };
    const inSix = await pkg(plusDays(today(), 6), 'advance');
    const inThree = await pkg(plusDays(today(), 3), 'advance');
    const tomorrow = await pkg(plusDays(today(), 1), 'full');
    const cancelled = await pkg(plusDays(today(), 3), 'advance', 'cancelled');
    const cancelledTomorrow = await pkg(plusDays(today(), 1), 'full', 'cancelled');
    await t.db.query('DELETE FROM messages');
    const now = new Date();
    await scheduleReminders(t.db, now, { force: true });
    const first = (await messages('reminder.package-%')).filter((m) => m.audience === 'customer');
    assert.deepEqual(
      [...new Set(first.map((m) => m.event_key))].sort(),
      [
        `reminder.package-balance-due-0d:${inThree.id}`,
        `reminder.package-balance-due-3d:${inSix.id}`,
        `reminder.package-event:${tomorrow.id}`,
      ].sort(),
    );
    assert.deepEqual(summary(first.filter((m) => m.event_key.endsWith(`:${inThree.id}`))), [
      'customer:reminder.package-balance-due:email',
      'customer:reminder.package-balance-due:sms',
    ]);
    assert.ok(first.every((m) => m.user_id === 1 && m.channel !== 'whatsapp'));
    assert.ok(
      !first.some((m) => m.event_key.endsWith(`:${cancelled.id}`) || m.event_key.endsWith(`:${cancelledTomorrow.id}`)),
      'nothing for a cancelled package order',
    );
    const balance = formatRupees((5000050 - 1000000) / 100).replace(/[.$]/g, '\\$&');
    const dueToday = first.find(
      (m) => m.event_key === `reminder.package-balance-due-0d:${inThree.id}` && m.channel === 'sms',
    )!;
    assert.match(
      dueToday.body_text,
      new RegExp(`balance of ${balance} for package order ${inThree.order_id} is due today`),
    );
    const dueLater = first.find(
      (m) => m.event_key === `reminder.package-balance-due-3d:${inSix.id}` && m.channel === 'email',
    )!;
    assert.match(dueLater.body_text, new RegExp(balance));
    assert.match(dueLater.subject, new RegExp(`Balance of package order ${inSix.order_id} is due on `));
    assert.match(dueLater.body_text, new RegExp(`/booking/${inSix.order_id}`));
    const event = first.find((m) => m.event_key === `reminder.package-event:${tomorrow.id}` && m.channel === 'sms')!;
    assert.match(event.body_text, new RegExp(`Royal Wedding Package \\(package order ${tomorrow.order_id}\\) is on`));
    const nine = new Date(`${today()}T09:00:00+05:30`);
    assert.equal(Date.parse(dueToday.send_after), Math.max(nine.getTime(), now.getTime()));
    // A second pass ("restart") and a pass after delivery add nothing.
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 60_000), { force: true }), 0);
    await deliverDue(
      t.db,
      { email: testOutbox, sms: testOutbox, whatsapp: testOutbox },
      { now: new Date(now.getTime() + 86_400_000) },
    );
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 120_000), { force: true }), 0);
    assert.equal((await messages('reminder.package-%')).filter((m) => m.audience === 'customer').length, first.length);

    // Completed yesterday: the review request, once; a cancelled one of yesterday gets none.
    await t.db.query(`UPDATE package_bookings SET booking_date = $2::date, booking_state = 'completed' WHERE id = $1`, [
      inSix.id,
      plusDays(today(), -1),
    ]);
    await t.db.query(`UPDATE package_bookings SET booking_date = $1::date WHERE id = $2`, [
      plusDays(today(), -1),
      cancelled.id,
    ]);
    await scheduleReminders(t.db, new Date(now.getTime() + 180_000), { force: true });
    const review = await messages(`reminder.package-review:%`);
    assert.deepEqual(summary(review), [
      'customer:reminder.package-review:email',
      'customer:reminder.package-review:sms',
    ]);
    assert.ok(review.every((m) => m.event_key === `reminder.package-review:${inSix.id}`));
    assert.match(
      review.find((m) => m.channel === 'email')!.body_text,
      /How was Royal Wedding Package\?|review of Royal Wedding Package/,
    );
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 240_000), { force: true }), 0);
  });

  it('vendor account, payout and enquiry events: operators told of a new vendor; approved, suspended, paid out; enquiry received and answered', async () => {
    const O = t.tokens.operator;
    const body = {
      name: 'Mehfil Events',
      email: 'mehfil@example.in',
      phone: '9988776655',
      password: 'Vendor@123',
      cpassword: 'Vendor@123',
      serviceId: 1,
      userType: '2',
      terms: true,
      otp: await signUpCode(t, '9988776655', 'vendor'),
    };
    assert.equal((await t.call('POST', '/api/vendorRegister', { body })).status, 200);
    const waiting = await messages('operator.vendor-waiting:%');
    assert.ok(waiting.length >= 1 && waiting.every((m) => m.audience === 'operator' && m.channel === 'email'));
    assert.match(waiting[0]!.body_text, /Mehfil Events \(mehfil@example\.in\) registered/);
    const vendorId = (await t.db.query<{ id: number }>("SELECT id FROM vendors WHERE email = 'mehfil@example.in'"))
      .rows[0]!.id;
    assert.equal(
      (
        await t.call('POST', `/api/admin/vendors/${vendorId}/status`, {
          token: O,
          body: { status: 'approved', reason: '' },
        })
      ).status,
      200,
    );
    assert.deepEqual(summary(await messages('vendor.approved:%')), [
      'vendor:vendor.approved:email',
      'vendor:vendor.approved:sms',
      'vendor:vendor.approved:whatsapp',
    ]);
    assert.equal(
      (
        await t.call('POST', `/api/admin/vendors/${vendorId}/status`, {
          token: O,
          body: { status: 'suspended', reason: 'Documents expired' },
        })
      ).status,
      200,
    );
    const suspended = await messages('vendor.suspended:%');
    assert.equal(suspended.length, 3);
    assert.match(suspended.find((m) => m.channel === 'email')!.body_text, /Reason: Documents expired/);

    const list = (await t.call('GET', '/api/admin/payouts', { token: O })).body.Payload as {
      VendorId: number;
      Receivable: number;
    }[];
    const v = list.find((x) => x.Receivable > 1)!;
    // Payouts go to a vendor whose KYC Utsav verified.
    await t.db.query(
      `INSERT INTO vendor_kyc (vendor_id, pan, pan_name, account_holder, account_number, ifsc, state)
       VALUES ($1, 'ABCPK1234F', 'Ravi Kumar', 'Ravi Kumar', '123456789012', 'SBIN0001234', 'verified')
       ON CONFLICT (vendor_id) DO UPDATE SET state = 'verified'`,
      [v.VendorId],
    );
    const paid = await t.call('POST', '/api/admin/payouts', {
      token: O,
      body: { vendorId: v.VendorId, amount: '100.50', reference: 'UTR123456', paidOn: today() },
    });
    assert.equal(paid.status, 200);
    const payout = (await messages('vendor.payout:%')).find((m) => m.channel === 'email')!;
    assert.equal(payout.vendor_id, v.VendorId);
    assert.match(payout.body_text, /Utsav paid you ₹100\.50 on .* \(reference UTR123456\)/);
    assert.match(
      payout.body_text,
      new RegExp(`Still receivable\\s+${formatRupees(v.Receivable - 100.5).replace(/[.$]/g, '\\$&')}`),
    );

    const e = await t.call('POST', '/api/AddEnquiry', {
      token: A,
      body: { productId: 7, name: 'Aarav', mobile: '9876543210', email: 'a@x.in', address: 'Bandra' },
    });
    assert.equal(e.status, 200);
    const id = e.body.Payload.Id as number;
    assert.deepEqual(summary(await messages(`enquiry.received:${id}`)), [
      'customer:enquiry.received:email',
      'customer:enquiry.received:sms',
    ]);
    assert.equal((await messages(`enquiry.received:${id}`))[0]!.recipient, 'a@x.in');
    assert.equal(
      (
        await t.call('POST', `/api/admin/enquiries/${id}/answer`, {
          token: O,
          body: { note: 'Called back, sent the quote' },
        })
      ).status,
      200,
    );
    const answer = (await messages(`enquiry.answered:${id}`)).find((m) => m.channel === 'email')!;
    assert.match(answer.body_text, /Called back, sent the quote/);
  });
});
