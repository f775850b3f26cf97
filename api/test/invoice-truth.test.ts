import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { isValidGstin } from '@utsav/domain/schemas/fields';
import { bookingAccount, gstinState, invoiceDocument, type MoneyState } from '@utsav/domain/tax-invoice';
import { toPaise } from '@utsav/domain/pricing';
import { expireHolds } from '../src/payments/booking-states';
import { PNG, gatewayPay, multipart, payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

// invoices state the money truly (the document by what was received and who supplies; paid,
// refunded and due read from the payment records) and only a vendor with a GSTIN charges GST.
describe(`invoices tell the truth about the money (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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
      body: { bookingAddressId: 1, Bookingfor: 'Invoice test', bookingDate: date, PaymentType: type },
    });
    assert.equal(r.status, 200, r.raw);
    return { orderId: r.body.Payload.OrderId as string, id: r.body.Payload.Bookings[0].BookingId as number };
  }

  const invoice = async (id: number) => {
    const r = await t.call('GET', `/api/GetOrderDetail?bookingId=${id}`, { token: A });
    assert.equal(r.status, 200, r.raw);
    return r.body.Payload;
  };
  const vendorInvoice = async (id: number) => {
    const r = await t.call('GET', `/api/vendor/OrderDetails/${id}`, { token: t.tokens.vendorA });
    assert.equal(r.status, 200, r.raw);
    return r.body.Payload;
  };
  const row = async (id: number) =>
    (
      await t.db.query<{
        paid_amt: number;
        refunded_amt: number;
        billing_amt: number;
        booking_state: MoneyState;
        invoice_issued_at: string | null;
      }>('SELECT paid_amt, refunded_amt, billing_amt, booking_state, invoice_issued_at FROM bookings WHERE id = $1', [
        id,
      ])
    ).rows[0]!;
  const sum = (xs: { Amount: number }[]) => xs.reduce((s, x) => s + toPaise(x.Amount), 0);

  /** Every money figure of the invoice reply is its records': payments, refunds, due, document (to the paisa). */
  async function assertInvoiceIsItsRecords(id: number, gstin: string) {
    const d = await invoice(id);
    const b = await row(id);
    const payments = (
      await t.db.query<{ amount: number }>('SELECT amount FROM payment_allocations WHERE booking_id = $1', [id])
    ).rows.map((x) => Number(x.amount));
    const refunds = (
      await t.db.query<{ amount: number }>('SELECT amount FROM refunds WHERE booking_id = $1', [id])
    ).rows.map((x) => Number(x.amount));
    assert.equal(d.BookingState, b.booking_state);
    assert.equal(
      sum(d.Payments),
      payments.reduce((s, x) => s + x, 0),
      'payments listed = payment records',
    );
    assert.equal(sum(d.Payments), Number(b.paid_amt), 'payments listed = paid');
    assert.equal(toPaise(d.PaidAmt), Number(b.paid_amt));
    assert.equal(
      sum(d.Refunds),
      refunds.reduce((s, x) => s + x, 0),
      'refunds listed = refund records',
    );
    assert.equal(toPaise(d.RefundedAmt), Number(b.refunded_amt));
    assert.equal(
      sum(d.Refunds),
      sum(d.CreditNotes.map((n: { TotalAmt: number }) => ({ Amount: n.TotalAmt }))),
      'each refund has its credit note',
    );
    const account = bookingAccount({
      state: b.booking_state,
      total: Number(b.billing_amt),
      paymentType: d.Payment_type,
      advance: toPaise(d.advance_booking_amount),
      payments,
      refunds,
    });
    assert.equal(toPaise(d.DueAmt), b.booking_state === 'confirmed' ? account.balance : 0, 'due = the one rule');
    assert.equal(
      toPaise(d.GstWithMrp) + toPaise(d.travelCharges),
      Number(b.billing_amt),
      'the invoice lines add up to what is billed, to the paisa',
    );
    assert.equal(d.Document, invoiceDocument({ issued: !!b.invoice_issued_at, supplierGstin: gstin }));
    if (payments.length === 0) assert.equal(d.Document, 'order_summary', 'nothing received: no tax invoice');
    // A vendor sees an order only once it was paid; then it reads the same records.
    const paidForVendor = (
      await t.db.query<{ seen: boolean }>(
        "SELECT confirmed_at IS NOT NULL OR booking_state IN ('confirmed', 'completed') AS seen FROM bookings WHERE id = $1",
        [id],
      )
    ).rows[0]!.seen;
    if (!paidForVendor) {
      assert.equal(
        (await t.call('GET', `/api/vendor/OrderDetails/${id}`, { token: t.tokens.vendorA })).status,
        404,
        "an unpaid order is not the vendor's to read",
      );
      return d;
    }
    const v = await vendorInvoice(id);
    assert.deepEqual(
      [v.Document, sum(v.Payments), sum(v.Refunds)],
      [d.Document, sum(d.Payments), sum(d.Refunds)],
      'the vendor reads the same records',
    );
    return d;
  }

  it('demo vendors are registered: valid GSTINs of the state their services are in', async () => {
    const r = await t.db.query<{ email: string; gstin: string; states: string[] }>(
      'SELECT v.email, v.gstin, array_agg(DISTINCT p.state) AS states FROM vendors v JOIN products p ON p.vendor_id = v.id GROUP BY v.email, v.gstin',
    );
    assert.ok(r.rows.length >= 13);
    for (const v of r.rows) {
      assert.ok(isValidGstin(v.gstin), `${v.email}: ${v.gstin} is a valid GSTIN`);
      assert.deepEqual(v.states, [gstinState(v.gstin)], `${v.email}: registered in the state of its services`);
    }
    const seededInvoice = await invoice(
      Number(
        (
          await t.db.query<{ id: number }>(
            "SELECT id FROM bookings WHERE booking_state = 'confirmed' AND user_id = 1 ORDER BY id LIMIT 1",
          )
        ).rows[0]!.id,
      ),
    );
    assert.equal(seededInvoice.Document, 'tax_invoice');
    assert.match(seededInvoice.Seller.Gstin, /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/);
  });

  it('pending → order summary with nothing paid; advance → tax invoice with the advance; balance paid → nothing due, the payments add up to the total', async () => {
    const [p] = await productsOfA();
    const { orderId, id } = await place(p!, plusDays(today(), 45), 'advance');
    let d = await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
    assert.equal(d.Document, 'order_summary');
    assert.deepEqual(d.Payments, []);
    assert.equal(d.PaidAmt, 0);

    await payThroughGateway(t, A, { OrderId: orderId });
    d = await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
    assert.equal(d.Document, 'tax_invoice');
    assert.deepEqual(
      d.Payments.map((x: { Kind: string; Amount: number }) => [x.Kind, x.Amount]),
      [['advance', d.advance_booking_amount]],
    );
    assert.equal(toPaise(d.DueAmt), toPaise(d.BillingAmt) - toPaise(d.advance_booking_amount));

    const { opened } = await gatewayPay(t, A, { BookingId: id });
    assert.equal(
      toPaise(opened.body.Payload.Amount),
      toPaise(d.DueAmt),
      'the balance charged is the balance the invoice shows',
    );
    d = await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
    assert.deepEqual(
      d.Payments.map((x: { Kind: string }) => x.Kind),
      ['advance', 'balance'],
    );
    assert.equal(d.DueAmt, 0, 'after the balance nothing is payable');
    assert.equal(sum(d.Payments), toPaise(d.BillingAmt), 'paid = the invoice total to the paisa');
  });

  it('a total with paise is charged to the paisa (no rounding to the rupee)', async () => {
    const [p] = await productsOfA();
    // A price whose GST-inclusive total has paise: ₹1,234.50 + 18 % = ₹1,456.71.
    await t.db.query(
      'UPDATE products SET booking_amt = 123450, discount_per = 0, discount_amt = 0, offer_amt = 123450, gst_per = 18, gst_amt = 22221, gst_include_exclude = 0, tax_in_payable = 22221, payable_amt = 145671, travel_charge = 0 WHERE id = $1',
      [p],
    );
    await t.db.changed(['catalog']);
    const { orderId, id } = await place(p!, plusDays(today(), 46), 'full');
    const { opened } = await gatewayPay(t, A, { OrderId: orderId });
    assert.equal(opened.body.Payload.Amount, 1456.71);
    const d = await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
    assert.equal(d.BillingAmt, 1456.71);
    assert.deepEqual(
      d.Payments.map((x: { Amount: number }) => x.Amount),
      [1456.71],
    );
  });

  it('cancelled with a refund: the credit note is the refund, nothing payable; expired: an order summary', async () => {
    const [p] = await productsOfA();
    const { orderId, id } = await place(p!, plusDays(today(), 16), 'advance');
    await payThroughGateway(t, A, { OrderId: orderId });
    const cancel = await t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
    assert.equal(cancel.status, 200, cancel.raw);
    const d = await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
    assert.equal(d.BookingState, 'cancelled');
    assert.equal(d.Document, 'tax_invoice', 'the invoice stays issued; the refund is its credit note');
    assert.equal(d.DueAmt, 0, 'nothing payable on a cancelled booking');
    assert.equal(d.Refunds.length, 1);
    assert.equal(d.Refunds[0].CreditNoteNo, d.CreditNotes[0].CreditNoteNo);
    assert.equal(
      toPaise(d.Refunds[0].Amount),
      Math.floor(toPaise(d.advance_booking_amount) / 2),
      '50 % of the advance (7–29 days)',
    );

    const late = await place(p!, plusDays(today(), 50), 'full');
    await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [late.id]);
    await expireHolds(t.db);
    await t.db.changed(['bookings']);
    const e = await assertInvoiceIsItsRecords(late.id, '27AAKFS4821L1ZS');
    assert.equal(e.BookingState, 'expired');
    assert.equal(e.Document, 'order_summary');
    assert.equal(e.DueAmt, 0);
  });

  it('declined by the vendor: a tax invoice with its full refund and nothing due', async () => {
    const [p] = await productsOfA();
    const { orderId, id } = await place(p!, plusDays(today(), 20), 'full');
    await payThroughGateway(t, A, { OrderId: orderId });
    const r = await t.call('POST', `/api/vendor/bookings/${id}/decline`, {
      token: t.tokens.vendorA,
      body: { reason: 'date_unavailable' },
    });
    assert.equal(r.status, 200, r.raw);
    const d = await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
    assert.equal(d.BookingState, 'declined');
    assert.equal(sum(d.Refunds), sum(d.Payments), 'everything paid is refunded');
    assert.equal(d.DueAmt, 0);
    const v = await vendorInvoice(id);
    assert.equal(v.State, 'Maharashtra', "the vendor's invoice carries the address state, not the booking state");
    assert.equal(v.BookingState, 'declined');
  });

  it('a vendor without a GSTIN cannot charge GST: 0 % services and a bill of supply', async () => {
    const V = t.tokens.vendorA;
    const removed = await t.call('POST', '/api/vendor/gstin', { token: V, body: { gstin: '' } });
    assert.equal(removed.status, 200);
    const prices = await t.db.query<{
      gst_per: string;
      gst_amt: number;
      tax_in_payable: number;
      payable_amt: number;
      offer_amt: number;
    }>('SELECT gst_per, gst_amt, tax_in_payable, payable_amt, offer_amt FROM products WHERE vendor_id = 1');
    for (const x of prices.rows)
      assert.deepEqual(
        [Number(x.gst_per), Number(x.gst_amt), Number(x.tax_in_payable), Number(x.payable_amt)],
        [0, 0, 0, Number(x.offer_amt)],
      );
    const detail = (await t.call('GET', '/api/ProductDetails/2')).body.Payload.Products[0];
    assert.equal(Number(detail.gst), 0, 'the storefront shows the service without GST');

    const [p] = await productsOfA();
    const { orderId, id } = await place(p!, plusDays(today(), 44), 'full');
    let d = await invoice(id);
    assert.deepEqual([d.Gst, d.GstAmt, d.Document, d.Seller.Gstin], [0, 0, 'order_summary', '']);
    await payThroughGateway(t, A, { OrderId: orderId });
    d = await assertInvoiceIsItsRecords(id, '');
    assert.equal(d.Document, 'bill_of_supply');

    await t.call('POST', '/api/vendor/gstin', { token: V, body: { gstin: '27AAKFS4821L1ZS' } });
    const again = await invoice(id);
    assert.equal(again.Document, 'tax_invoice', 'registered again: its documents are tax invoices');
  });

  it('a vendor without a GSTIN who enters a GST rate on a service gets 0 %', async () => {
    const V = t.tokens.vendorA;
    await t.call('POST', '/api/vendor/gstin', { token: V, body: { gstin: '' } });
    const body = {
      serviceId: 1,
      name: 'Unregistered service',
      operatorName: 'Shubh Decorators',
      mobile: '9820000001',
      email: 'vendor@utsav.in',
      shortDes: 'Short text',
      longDes: 'Long text',
      bookingAmt: '10000',
      travelcharge: '0',
      gst: '18',
      gst_include_exclude: '0',
      discount: '0',
      amount_hide_show: '0',
      address: 'Hill Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400050',
    };
    const m = await multipart({ productJson: JSON.stringify(body) }, [{ name: 'a.png', type: 'image/png', data: PNG }]);
    const r = await t.call('POST', '/api/vendor/AddProduct', { token: V, payload: m.payload, headers: m.headers });
    assert.equal(r.status, 200, r.raw);
    const saved = (
      await t.db.query<{ gst_per: string; payable_amt: number }>(
        'SELECT gst_per, payable_amt FROM products WHERE id = $1',
        [r.body.Payload.ServiceId],
      )
    ).rows[0]!;
    assert.deepEqual([Number(saved.gst_per), Number(saved.payable_amt)], [0, 1_000_000]);
  });

  it('property: over random payment histories, every invoice figure equals the payment records', async () => {
    const products = await productsOfA();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('full' as const, 'advance' as const),
        fc.constantFrom('none', 'pay', 'pay-balance', 'cancel-unpaid', 'expire'),
        fc.constantFrom('keep', 'cancel', 'decline'),
        fc.integer({ min: 1, max: 60 }),
        async (type, pay, close, days) => {
          n += 1;
          const product = products[n % products.length]!;
          const { orderId, id } = await place(product, plusDays(today(), 100 + n), type);
          // The event date decides the cancellation tier; move it after placing (the slot is ours either way).
          await t.db.query('UPDATE bookings SET booking_date = $2 WHERE id = $1', [id, plusDays(today(), days)]);
          await t.db.changed(['bookings']);
          if (pay === 'pay' || pay === 'pay-balance') {
            await payThroughGateway(t, A, { OrderId: orderId });
            if (pay === 'pay-balance' && type === 'advance') await payThroughGateway(t, A, { BookingId: id });
            if (close === 'cancel')
              assert.equal((await t.call('POST', `/api/bookings/${id}/cancel`, { token: A })).status, 200);
            if (close === 'decline')
              assert.equal(
                (
                  await t.call('POST', `/api/vendor/bookings/${id}/decline`, {
                    token: t.tokens.vendorA,
                    body: { reason: 'date_unavailable' },
                  })
                ).status,
                200,
              );
          } else if (pay === 'cancel-unpaid') {
            assert.equal((await t.call('POST', `/api/bookings/${id}/cancel`, { token: A })).status, 200);
          } else if (pay === 'expire') {
            await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [id]);
            await expireHolds(t.db);
            await t.db.changed(['bookings']);
          }
          await assertInvoiceIsItsRecords(id, '27AAKFS4821L1ZS');
        },
      ),
      { numRuns: 14, seed: 3131 },
    );
  });

  it('package orders: an order summary until paid; then the payments are the paid amount', async () => {
    const date = plusDays(today(), 52);
    const pkg = {
      packageID: 1,
      packageName: 'Royal Wedding Package',
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: [
        {
          serviceID: 1,
          serviceName: '',
          amount: 0,
          book_On: date,
          productDetails: [{ Product_ID: 2, ServiceID: 1, Title: '', BookingDate: date, vid: 0 }],
        },
      ],
    };
    const r = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Party', bookingAddressId: 1, gst_no: '', package: pkg },
    });
    assert.equal(r.status, 200, r.raw);
    const id = r.body.Payload.BookingId as number;
    const detail = async () => (await t.call('GET', `/api/GetPackageBookingDetails/${id}`, { token: A })).body.Payload;
    let d = await detail();
    assert.deepEqual([d.BookingState, d.InvoiceIssuedAt, d.Payments, d.PaidAmt], ['pending_payment', null, [], 0]);
    await payThroughGateway(t, A, { OrderId: d.OrderId });
    d = await detail();
    assert.equal(d.BookingState, 'confirmed');
    assert.ok(d.InvoiceIssuedAt);
    assert.equal(sum(d.Payments), toPaise(d.PaidAmt));
    const paid = (await t.db.query<{ paid_amt: number }>('SELECT paid_amt FROM package_bookings WHERE id = $1', [id]))
      .rows[0]!.paid_amt;
    assert.equal(sum(d.Payments), Number(paid));
    assert.ok(d.Services[0].Products[0].Seller.Gstin, 'the package supplier is registered');
  });
});
