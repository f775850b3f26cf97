import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { OfflineGateway } from '../src/payments/offline-gateway';
import { expireHolds, settleStates } from '../src/payments/booking-states';
import { gstInInclusive } from '@utsav/domain/tax-invoice';
import { gatewayPay, payThroughGateway, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';

// One describe so the file runs alone or inside test/all.test.ts (one process, one database).
describe(`payments and the booking lifecycle (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  let B: string;
  let V: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    B = t.tokens.customerB;
    V = t.tokens.vendorA;
  });
  after(async () => t.close());

  const gateway = () => t.app.payments as OfflineGateway;

  /** Vendor A's bookable products (price shown, capacity 1, active). */
  async function productsOfA(): Promise<number[]> {
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id',
    );
    return r.rows.map((x) => x.id);
  }

  async function place(
    token: string,
    addressId: number,
    productId: number,
    date: string,
    type: 'full' | 'advance' = 'full',
  ) {
    await t.db.query('DELETE FROM cart_items'); // the seed leaves one item in A's cart: each order here books one product
    const add = await t.call('POST', '/api/AddToCart', { token, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const r = await t.call('POST', '/api/EventBooking', {
      token,
      body: { bookingAddressId: addressId, Bookingfor: 'Test event', bookingDate: date, PaymentType: type },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.Payload as {
      OrderId: string;
      Bookings: { BookingId: number }[];
      TotalAmount: number;
      TotalAdvanceBookingAmt: number;
      HoldExpiresAt: string;
    };
  }

  const booking = async (id: number) =>
    (
      await t.db.query<{
        booking_state: string;
        status: number;
        paid_amt: number;
        refunded_amt: number;
        billing_amt: number;
        advance_amt: number;
        invoice_issued_at: string | null;
        completed_at: string | null;
      }>(
        'SELECT booking_state, status, paid_amt, refunded_amt, billing_amt, advance_amt, invoice_issued_at, completed_at FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const available = async (productId: number, date: string) =>
    (await t.call('GET', `/api/CheckAvailability?productId=${productId}&bookingDate=${date}`)).body.Payload;
  const ledger = async (bookingId: number) =>
    (
      await t.db.query<{ kind: string; amount: number }>(
        'SELECT kind, amount FROM vendor_ledger WHERE booking_id = $1 ORDER BY id',
        [bookingId],
      )
    ).rows;

  /** A webhook exactly as the gateway (and Razorpay) sends it. */
  function signedWebhook(
    event: string,
    payment: Record<string, unknown>,
    eventId = `evt_${randomUUID().slice(0, 14)}`,
  ) {
    const raw = JSON.stringify({
      entity: 'event',
      account_id: 'acc_test',
      event,
      contains: ['payment'],
      payload: { payment: { entity: payment } },
      created_at: 1_700_000_000,
    });
    return {
      raw,
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': gateway().signWebhook(raw),
        'x-razorpay-event-id': eventId,
      },
    };
  }
  const postWebhook = (w: { raw: string; headers: Record<string, string> }) =>
    t.call('POST', '/api/payments/webhook', { payload: Buffer.from(w.raw), headers: w.headers });

  it('pay in full: pending_payment holds the slot, the gateway page, signed return, confirmed once, invoice, ledger', async () => {
    const [p] = await productsOfA();
    const date = plusDays(today(), 40);
    const order = await place(A, 1, p!, date, 'full');
    const id = order.Bookings[0]!.BookingId;
    assert.equal((await booking(id)).booking_state, 'pending_payment');
    assert.equal(await available(p!, date), 'Not Available', 'the hold keeps the slot');
    assert.ok(
      Date.parse(order.HoldExpiresAt) - Date.now() > 14 * 60_000 &&
        Date.parse(order.HoldExpiresAt) - Date.now() <= 15 * 60_000,
    );

    const { opened, back } = await gatewayPay(t, A, { OrderId: order.OrderId }, { method: 'card' });
    assert.equal(opened.body.Payload.Provider, 'offline');
    assert.equal(opened.body.Payload.Amount, order.TotalAmount);
    assert.equal(opened.body.Payload.Receipt, order.OrderId, 'receipt = our order id');
    assert.match(opened.body.Payload.ProviderOrderId, /^order_[A-Za-z0-9]{14}$/);
    assert.equal(back.status, 303);
    assert.match(back.params.razorpay_payment_id!, /^pay_[A-Za-z0-9]{14}$/);
    // The gateway's webhook already confirmed it; the client callback is then a no-op.
    let b = await booking(id);
    assert.equal(b.booking_state, 'confirmed');
    assert.equal(b.status, 1);
    assert.equal(b.paid_amt, b.billing_amt);
    assert.ok(b.invoice_issued_at, 'the tax invoice is issued when paid');
    const v1 = await verifyReturn(t, A, back.params);
    assert.equal(v1.status, 200);
    assert.equal(v1.body.Payload.Result, 'duplicate');
    const v2 = await verifyReturn(t, A, back.params);
    assert.equal(v2.body.Payload.Result, 'duplicate', 'double callback');
    b = await booking(id);
    assert.equal(b.paid_amt, b.billing_amt, 'applied once');
    const l = await ledger(id);
    assert.deepEqual(
      l.map((x) => x.kind),
      ['collected', 'commission'],
    );
    assert.equal(l[0]!.amount, b.billing_amt);
    const page = await t.call('GET', `/api/GetOrder?orderId=${order.OrderId}`, { token: A });
    assert.equal(page.body.Payload.Status, 1);
    assert.equal(page.body.Payload.BookingState, 'confirmed');
    assert.equal(page.body.Payload.Payment.State, 'confirmed');
    assert.equal(page.body.Payload.Payment.PaidAmt, order.TotalAmount);
    assert.equal(page.body.Payload.Payment.Payments[0].Status, 'captured');
    assert.equal(
      (await t.call('GET', `/api/GetOrder?orderId=${order.OrderId}`, { token: B })).status,
      404,
      "not B's order",
    );
    const again = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } });
    assert.equal(again.status, 409);
    assert.equal(again.body.Message, 'This order is already paid');
  });

  it('the client callback alone confirms (webhook lost) and refuses tampered signatures and foreign orders', async () => {
    const [p] = await productsOfA();
    const date = plusDays(today(), 41);
    const order = await place(A, 1, p!, date);
    const id = order.Bookings[0]!.BookingId;
    const hook = gateway().sendWebhook;
    gateway().sendWebhook = null; // the webhook never arrives
    try {
      const { back } = await gatewayPay(t, A, { OrderId: order.OrderId });
      assert.equal((await booking(id)).booking_state, 'pending_payment');
      const tampered = await verifyReturn(t, A, {
        ...back.params,
        razorpay_signature: back.params.razorpay_signature!.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
      });
      assert.equal(tampered.status, 400);
      assert.equal(tampered.body.Message, 'Payment verification failed');
      const otherPayment = await verifyReturn(t, A, { ...back.params, razorpay_payment_id: 'pay_AAAAAAAAAAAAAA' });
      assert.equal(otherPayment.status, 400);
      const missing = await t.call('POST', '/api/payments/verify', {
        token: A,
        body: { razorpay_order_id: back.params.razorpay_order_id },
      });
      assert.equal(missing.status, 400);
      assert.equal((await booking(id)).booking_state, 'pending_payment');
      assert.equal((await verifyReturn(t, B, back.params)).status, 404, "B cannot apply A's payment");
      const ok = await verifyReturn(t, A, back.params);
      assert.equal(ok.body.Payload.Result, 'confirmed');
      assert.equal((await booking(id)).booking_state, 'confirmed');
    } finally {
      gateway().sendWebhook = hook;
    }
  });

  it('webhooks: tampered and unsigned refused, replayed delivery ignored, a second delivery of one payment applied once', async () => {
    const [p] = await productsOfA();
    const order = await place(A, 1, p!, plusDays(today(), 42));
    const id = order.Bookings[0]!.BookingId;
    const opened = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } });
    const po = opened.body.Payload;
    const payment = {
      id: 'pay_WebhookTest001',
      entity: 'payment',
      amount: po.AmountPaise,
      currency: 'INR',
      status: 'captured',
      order_id: po.ProviderOrderId,
      method: 'upi',
    };
    const w = signedWebhook('payment.captured', payment);
    const tampered = await postWebhook({
      raw: w.raw.replace(`"amount":${po.AmountPaise}`, '"amount":100'),
      headers: w.headers,
    });
    assert.equal(tampered.status, 400);
    assert.equal(tampered.body.Message, 'Invalid webhook signature');
    const unsigned = await postWebhook({ raw: w.raw, headers: { 'content-type': 'application/json' } });
    assert.equal(unsigned.status, 400);
    assert.equal((await booking(id)).booking_state, 'pending_payment');
    const first = await postWebhook(w);
    assert.equal(first.status, 200);
    assert.equal(first.body.Payload.Result, 'confirmed');
    const replay = await postWebhook(w);
    assert.equal(replay.body.Payload.Result, 'duplicate', 'same event id');
    const redelivered = await postWebhook(signedWebhook('payment.captured', payment));
    assert.equal(redelivered.body.Payload.Result, 'duplicate', 'same payment id, new delivery');
    const b = await booking(id);
    assert.equal(b.paid_amt, b.billing_amt);
    assert.equal((await ledger(id)).filter((x) => x.kind === 'collected').length, 1);
  });

  it('a failed payment keeps the hold; a retry pays', async () => {
    const [p] = await productsOfA();
    const order = await place(A, 1, p!, plusDays(today(), 43));
    const id = order.Bookings[0]!.BookingId;
    const failed = await gatewayPay(t, A, { OrderId: order.OrderId }, { outcome: 'failure' });
    assert.equal(failed.back.params.payment_status, 'failed');
    assert.equal(failed.back.params.razorpay_signature, undefined);
    assert.equal((await booking(id)).booking_state, 'pending_payment');
    const page = await t.call('GET', `/api/GetOrder?orderId=${order.OrderId}`, { token: A });
    assert.equal(page.body.Payload.BookingState, 'pending_payment');
    assert.equal(page.body.Payload.Payment.Payments[0].Status, 'failed');
    const retry = await gatewayPay(t, A, { OrderId: order.OrderId });
    assert.equal(
      retry.opened.body.Payload.ProviderOrderId,
      failed.opened.body.Payload.ProviderOrderId,
      'the same provider order takes the retry',
    );
    assert.equal((await verifyReturn(t, A, retry.back.params)).status, 200);
    assert.equal((await booking(id)).booking_state, 'confirmed');
  });

  it('a hold that runs out while nothing is written is seen expired by the next read (the states check skips only until then)', async () => {
    const [p] = await productsOfA();
    const order = await place(A, 1, p!, plusDays(today(), 45));
    const id = order.Bookings[0]!.BookingId;
    const state = async () =>
      (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
        (b: { BookingId: number }) => b.BookingId === id,
      ).BookingState;
    await t.db.query("UPDATE bookings SET hold_expires_at = now() + interval '1500 milliseconds' WHERE id = $1", [id]);
    await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
    assert.equal(await state(), 'pending_payment');
    assert.equal(await state(), 'pending_payment', 'nothing due: answered without settling');
    await new Promise((r) => setTimeout(r, 1600));
    assert.equal(await state(), 'expired', 'the remembered "nothing due" ends at the earliest hold expiry');
  });

  it('a booking route ends the remembered "nothing due" at once (its write is declared, lib/data-changes)', async () => {
    const [p] = await productsOfA();
    // The first read settles what the seed left due; the second finds nothing due and remembers it.
    for (let i = 0; i < 2; i++) assert.equal((await t.call('GET', '/api/GetMyBookings', { token: A })).status, 200);
    const order = await place(A, 1, p!, plusDays(today(), 46));
    const id = order.Bookings[0]!.BookingId;
    // Its hold is moved into the past behind the API's back (no declaration): only the route's own declaration can
    // make the next read check again.
    await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    const mine = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (b: { BookingId: number }) => b.BookingId === id,
    );
    assert.equal(mine.BookingState, 'expired');
  });

  it('an expired hold releases the slot; a payment after expiry is refunded automatically', async () => {
    const [p, q] = await productsOfA();
    const date = plusDays(today(), 44);
    const order = await place(A, 1, p!, date);
    const id = order.Bookings[0]!.BookingId;
    const opened = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } });
    await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [id]);
    await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
    await t.db.query("UPDATE payment_orders SET hold_expires_at = now() - interval '1 second' WHERE receipt = $1", [
      order.OrderId,
    ]);
    // A read shows it expired at once (its state as of now); the sweeper frees the slot.
    const mine = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (b: { BookingId: number }) => b.BookingId === id,
    );
    assert.equal(mine.BookingState, 'expired');
    assert.equal(mine.Status, 2);
    await settleStates(t.db, new Date(), { force: true });
    assert.equal(await available(p!, date), 'Available');
    const reopen = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } });
    assert.equal(reopen.status, 409);
    assert.match(reopen.body.Message, /ran out/);
    // The payer still tries on the gateway page left open: the order's pay token was revoked with its hold
    // (docs/security.md), so the test gateway refuses and captures nothing — no refund needed, nothing charged.
    const payToken = new URL(opened.body.Payload.CheckoutUrl, 'http://local').searchParams.get('pay_token') ?? '';
    const form = new URLSearchParams({
      order_id: opened.body.Payload.ProviderOrderId,
      pay_token: payToken,
      return_url: 'http://localhost:3000/booking/order',
      method: 'upi',
      outcome: 'success',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/payments/offline/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual((await t.db.query('SELECT id FROM refunds')).rows, []);
    assert.deepEqual((await t.db.query('SELECT id FROM offline_gateway_payments')).rows, [], 'nothing captured');
    assert.equal((await booking(id)).booking_state, 'expired');
    assert.deepEqual(await ledger(id), [], 'no money for the vendor');
    // Another product on the same order page flow still works (the slot of p can be booked again).
    const other = await place(B, 3, p!, date);
    await payThroughGateway(t, B, { OrderId: other.OrderId });
    void q;
  });

  it('a webhook racing the expiry sweeper: exactly one outcome, never both', async () => {
    const [p] = await productsOfA();
    for (const expired of [true, false]) {
      await t.reset();
      const date = plusDays(today(), 45);
      const order = await place(A, 1, p!, date);
      const id = order.Bookings[0]!.BookingId;
      const po = (await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } })).body
        .Payload;
      if (expired)
        await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [id]);
      if (expired) await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
      // A real payment at the gateway whose webhook is held back, then delivered while two sweepers run.
      const held: { raw: string; headers: Record<string, string> }[] = [];
      const send = gateway().sendWebhook;
      gateway().sendWebhook = async (raw, headers) => void held.push({ raw, headers });
      try {
        await gateway().pay(po.ProviderOrderId, 'upi', 'success');
      } finally {
        gateway().sendWebhook = send;
      }
      const w = held[0]!;
      const [hook] = await Promise.all([postWebhook(w), expireHolds(t.db), expireHolds(t.db)]);
      assert.equal(hook.status, 200);
      const b = await booking(id);
      const refunds = (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM refunds')).rows[0]!.n;
      if (expired) {
        assert.equal(b.booking_state, 'expired');
        // The late payment is recorded against the booking and refunded whole: nothing kept.
        assert.equal(b.paid_amt, b.refunded_amt);
        assert.equal(b.paid_amt, b.billing_amt);
        assert.equal(refunds, 1, 'the late payment is refunded once');
        assert.equal(await available(p!, date), 'Available');
      } else {
        assert.equal(b.booking_state, 'confirmed');
        assert.equal(refunds, 0);
        assert.equal(await available(p!, date), 'Not Available');
      }
    }
  });

  it('20 concurrent payers for one slot: one confirmed, the rest refused before paying or refunded', async () => {
    const [p] = await productsOfA();
    const date = plusDays(today(), 46);
    const people: { token: string; addressId: number }[] = [];
    for (let i = 0; i < 20; i++) {
      const phone = `71${String(i).padStart(8, '0')}`;
      const u = await t.db.query<{ id: number }>(
        "INSERT INTO users (name, email, phone, password_hash) VALUES ($1, $2, $3, 'x') RETURNING id",
        [`Payer ${i}`, `${phone}@example.in`, phone],
      );
      const a = await t.db.query<{ id: number }>(
        "INSERT INTO addresses (user_id, name, mobile, email, address, city, state, zipcode, lat, lon) VALUES ($1, 'Payer', $2, 'p@x.in', 'Somewhere', 'Delhi', 'Delhi', '110001', 28.64, 77.22) RETURNING id",
        [u.rows[0]!.id, phone],
      );
      await t.db.query('INSERT INTO cart_items (user_id, product_id, booking_date) VALUES ($1, $2, $3)', [
        u.rows[0]!.id,
        p!,
        date,
      ]);
      people.push({
        token: await t.app.auth.sign({ id: u.rows[0]!.id, type: 'customer', name: `Payer ${i}` }),
        addressId: a.rows[0]!.id,
      });
    }
    const placed = await Promise.all(
      people.map((x) =>
        t.call('POST', '/api/EventBooking', {
          token: x.token,
          body: { bookingAddressId: x.addressId, Bookingfor: 'Race', bookingDate: date, PaymentType: 'full' },
        }),
      ),
    );
    const winners = placed.map((r, i) => ({ r, who: people[i]! })).filter((x) => x.r.status === 200);
    assert.equal(winners.length, 1, placed.map((r) => r.status).join(','));
    assert.equal(placed.filter((r) => r.status === 409).length, 19, 'refused before paying');
    const win = winners[0]!;
    // Everyone who reached the gateway pays at once: the winner, and (twice, concurrently) the winner again.
    const pays = await Promise.all(
      [0, 1, 2].map(() => gatewayPay(t, win.who.token, { OrderId: win.r.body.Payload.OrderId })),
    );
    const ok = await Promise.all(
      pays.filter((x) => x.back.params.razorpay_signature).map((x) => verifyReturn(t, win.who.token, x.back.params)),
    );
    assert.ok(ok.length >= 1);
    const rows = (
      await t.db.query<{ booking_state: string; paid_amt: number; refunded_amt: number; billing_amt: number }>(
        'SELECT booking_state, paid_amt, refunded_amt, billing_amt FROM bookings WHERE product_id = $1 AND booking_date = $2',
        [p!, date],
      )
    ).rows;
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.booking_state, 'confirmed');
    // Extra captures are recorded against the booking and refunded whole: what is kept is paid once.
    assert.equal(rows[0]!.paid_amt - rows[0]!.refunded_amt, rows[0]!.billing_amt, 'paid exactly once');
    const captured = (
      await t.db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM payments WHERE status = 'captured' AND id NOT LIKE 'seed_%'",
      )
    ).rows[0]!.n;
    const refunded = (
      await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM refunds WHERE reason = 'late_payment'")
    ).rows[0]!.n;
    assert.equal(captured - refunded, 1, 'every extra captured payment is refunded');
  });

  it('advance now, balance later from My Bookings; nothing due afterwards', async () => {
    const [p] = await productsOfA();
    const date = plusDays(today(), 47);
    const order = await place(A, 1, p!, date, 'advance');
    const id = order.Bookings[0]!.BookingId;
    await payThroughGateway(t, A, { OrderId: order.OrderId });
    let b = await booking(id);
    assert.equal(b.booking_state, 'confirmed');
    assert.equal(b.paid_amt, b.advance_amt);
    let row = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === id,
    );
    assert.equal(row.DueAmt, (b.billing_amt - b.advance_amt) / 100);
    assert.equal(row.BalanceDueDate, plusDays(date, -3));
    assert.equal(row.CanPayBalance, true);
    assert.equal(
      (await t.call('POST', '/api/payments/balance', { token: B, body: { BookingId: id } })).status,
      404,
      "not B's",
    );
    const bal = await gatewayPay(t, A, { BookingId: id });
    assert.equal(bal.opened.body.Payload.AmountPaise, b.billing_amt - b.advance_amt);
    assert.equal(bal.opened.body.Payload.Kind, 'balance');
    assert.equal((await verifyReturn(t, A, bal.back.params)).status, 200);
    b = await booking(id);
    assert.equal(b.paid_amt, b.billing_amt);
    row = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === id,
    );
    assert.equal(row.DueAmt, 0);
    assert.equal(row.CanPayBalance, false);
    const more = await t.call('POST', '/api/payments/balance', { token: A, body: { BookingId: id } });
    assert.equal(more.status, 409);
    assert.equal(more.body.Message, 'Nothing is due on this booking');
    const l = await ledger(id);
    assert.equal(
      l.filter((x) => x.kind === 'collected').reduce((s, x) => s + x.amount, 0),
      b.billing_amt,
    );
    const commission = (
      await t.db.query<{ admin_commission_amt: number }>('SELECT admin_commission_amt FROM bookings WHERE id = $1', [
        id,
      ])
    ).rows[0]!.admin_commission_amt;
    assert.equal(
      -l.filter((x) => x.kind === 'commission').reduce((s, x) => s + x.amount, 0),
      commission,
      'full commission once fully paid',
    );
  });

  it('package orders follow the same path (pending → paid → confirmed)', async () => {
    const date = plusDays(today(), 48);
    const seeded = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload[0];
    assert.equal(seeded.BookingState, 'confirmed', 'the seeded package order was paid');
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
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const pending = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === r.body.Payload.BookingId,
    );
    assert.equal(pending.BookingState, 'pending_payment');
    assert.equal(pending.Status, 0);
    assert.equal(await available(2, date), 'Not Available', 'held');
    const { opened, back } = await gatewayPay(t, A, { OrderId: pending.OrderId });
    assert.equal(opened.body.Payload.Kind, 'package');
    assert.equal(opened.body.Payload.Amount, pending.PackageTotal);
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    const after = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
      (x: { OrderId: string }) => x.OrderId === pending.OrderId,
    );
    assert.equal(after.BookingState, 'confirmed');
    assert.equal(after.PaidAmt, after.PackageTotal);
    // An unpaid package order expires and frees its products' dates.
    const date2 = plusDays(today(), 49);
    const r2 = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: {
        Bookingfor: 'Party',
        bookingAddressId: 1,
        gst_no: '',
        package: { ...pkg, BookingDate: date2, packageItems: [{ ...pkg.packageItems[0]!, book_On: date2 }] },
      },
    });
    assert.equal(r2.status, 200, JSON.stringify(r2.body));
    assert.equal(await available(2, date2), 'Not Available');
    await t.db.query("UPDATE package_bookings SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [
      r2.body.Payload.BookingId,
    ]);
    await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
    const expired = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === r2.body.Payload.BookingId,
    );
    assert.equal(expired.BookingState, 'expired');
    assert.equal(await available(2, date2), 'Available');
  });

  it('a full refund of a booking with travel: the credit note reverses the whole invoice GST, travel GST included', async () => {
    // A service 0.1° (≈ 11 km) from the event address at ₹15 a km.
    await t.db.query(
      'UPDATE products SET travel_charge = 1500, lat = 19.07, lon = 72.82, service_radius_km = NULL WHERE id = 1',
    );
    await t.db.query('UPDATE addresses SET lat = 19.17, lon = 72.82 WHERE id = 1');
    const order = await place(A, 1, 1, plusDays(today(), 45), 'full');
    await payThroughGateway(t, A, { OrderId: order.OrderId });
    const id = order.Bookings[0]!.BookingId;
    const b = (
      await t.db.query<{
        gst_amt: number;
        travel_charges: number;
        gst_per: string;
        billing_amt: number;
        paid_amt: number;
      }>('SELECT gst_amt, travel_charges, gst_per, billing_amt, paid_amt FROM bookings WHERE id = $1', [id])
    ).rows[0]!;
    assert.ok(Number(b.travel_charges) > 0, 'product 1 to address 1 has travel charges');
    assert.equal(Number(b.paid_amt), Number(b.billing_amt));
    assert.equal((await t.call('POST', `/api/bookings/${id}/cancel`, { token: A })).status, 200);
    const notes = (await t.call('GET', `/api/bookings/${id}/credit-notes`, { token: A })).body.Payload;
    assert.equal(notes.length, 1);
    // One composite supply: travel is GST-inclusive at the service's rate, so the invoice's GST is both parts.
    const invoiceGst = Number(b.gst_amt) + gstInInclusive(Number(b.travel_charges), Number(b.gst_per));
    assert.ok(invoiceGst > Number(b.gst_amt));
    assert.equal(Math.round(notes[0].GstAmt * 100), invoiceGst);
    assert.equal(Math.round(notes[0].TaxableAmt * 100), Number(b.billing_amt) - invoiceGst);
  });

  it('customer cancellation refunds by the policy at each boundary (IST days), through the provider, with a credit note', async () => {
    const products = await productsOfA();
    const cases: [number, number][] = [
      [30, 100],
      [29, 50],
      [7, 50],
      [6, 0],
      [0, 0],
    ];
    for (const [days, percent] of cases) {
      const date = plusDays(today(), days);
      const order = await place(A, 1, products[0]!, date, 'full');
      await payThroughGateway(t, A, { OrderId: order.OrderId });
      const id = order.Bookings[0]!.BookingId;
      const before = await booking(id);
      const row = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
        (x: { BookingId: number }) => x.BookingId === id,
      );
      assert.equal(row.CancelRefundPercent, percent, `${days} days: quote`);
      const r = await t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      const expected = Math.floor((before.paid_amt * percent) / 100);
      assert.equal(Math.round(r.body.Payload.RefundAmount * 100), expected, `${days} days before: ${percent} %`);
      const after = await booking(id);
      assert.equal(after.booking_state, 'cancelled');
      assert.equal(after.refunded_amt, expected);
      assert.equal(await available(products[0]!, date), 'Available', 'the slot is free again');
      const notes = (await t.call('GET', `/api/bookings/${id}/credit-notes`, { token: A })).body.Payload;
      if (expected > 0) {
        assert.equal(notes.length, 1);
        assert.match(notes[0].CreditNoteNo, /^CN\d{6}$/);
        assert.match(notes[0].OriginalInvoiceNo, /^INV\d{6}$/);
        assert.equal(Math.round(notes[0].TaxableAmt * 100) + Math.round(notes[0].GstAmt * 100), expected);
        assert.equal(notes[0].RefundStatus, 'processed');
        assert.match(notes[0].RefundId, /^rfnd_/);
        const vendorView = (await t.call('GET', `/api/vendor/bookings/${id}/credit-notes`, { token: V })).body.Payload;
        assert.deepEqual(vendorView, notes, 'the vendor sees the same credit note');
      } else assert.equal(notes.length, 0);
      const twice = await t.call('POST', `/api/bookings/${id}/cancel`, { token: A });
      assert.equal(twice.status, 409, 'no second cancellation');
      assert.equal((await booking(id)).refunded_amt, expected);
    }
    assert.equal(
      (await t.call('POST', '/api/bookings/1/cancel', { token: B })).status,
      404,
      "B cannot cancel A's booking",
    );
    // The past seeded booking (event 20 days ago) cannot be cancelled.
    const past = (
      await t.db.query<{ id: number }>('SELECT id FROM bookings WHERE booking_date < $1 AND user_id = 1', [today()])
    ).rows[0]!;
    const late = await t.call('POST', `/api/bookings/${past.id}/cancel`, { token: A });
    assert.equal(late.status, 409);
  });

  it('vendor declines within 48 hours (full refund), not after, not others', async () => {
    const [p, q] = await productsOfA();
    const first = await place(A, 1, p!, plusDays(today(), 10), 'advance');
    await payThroughGateway(t, A, { OrderId: first.OrderId });
    const id = first.Bookings[0]!.BookingId;
    assert.equal(
      (
        await t.call('POST', `/api/vendor/bookings/${id}/decline`, {
          token: t.tokens.vendorB,
          body: { reason: 'date_unavailable' },
        })
      ).status,
      404,
      "vendor B's view",
    );
    const list = (await t.call('GET', '/api/vendor/getBooking', { token: V })).body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === id,
    );
    assert.equal(list.BookingState, 'confirmed');
    assert.equal(list.CanDecline, true);
    const r = await t.call('POST', `/api/vendor/bookings/${id}/decline`, {
      token: V,
      body: { reason: 'date_unavailable' },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const b = await booking(id);
    assert.equal(b.booking_state, 'declined');
    assert.equal(b.refunded_amt, b.paid_amt, 'full refund');
    const l = await ledger(id);
    assert.equal(
      l.reduce((s, x) => s + x.amount, 0),
      0,
      'collected − refund − commission nets to zero',
    );
    assert.equal(
      (await t.call('POST', `/api/vendor/bookings/${id}/decline`, { token: V, body: { reason: 'date_unavailable' } }))
        .status,
      409,
    );

    const second = await place(A, 1, q!, plusDays(today(), 11));
    await payThroughGateway(t, A, { OrderId: second.OrderId });
    const id2 = second.Bookings[0]!.BookingId;
    await t.db.query("UPDATE bookings SET confirmed_at = now() - interval '49 hours' WHERE id = $1", [id2]);
    const tooLate = await t.call('POST', `/api/vendor/bookings/${id2}/decline`, {
      token: V,
      body: { reason: 'date_unavailable' },
    });
    assert.equal(tooLate.status, 409);
    assert.equal(tooLate.body.Message, 'A booking can be declined only within 48 hours of its confirmation');
    assert.equal((await booking(id2)).booking_state, 'confirmed');
  });

  it('completion the day after the event, once; the ledger and the dashboard count only collected money', async () => {
    const [p] = await productsOfA();
    const order = await place(A, 1, p!, plusDays(today(), 12), 'advance');
    await payThroughGateway(t, A, { OrderId: order.OrderId });
    const id = order.Bookings[0]!.BookingId;
    // The API's today is India's date (todayIso, TZ=Asia/Kolkata), not the database server's current_date (UTC here:
    // they differ from 18:30 to 24:00 UTC).
    await t.db.query('UPDATE bookings SET booking_date = $2 WHERE id = $1', [id, today()]);
    await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
    await t.call('GET', '/api/GetMyBookings', { token: A });
    assert.equal((await booking(id)).booking_state, 'confirmed', 'not on the event day');
    await t.db.query('UPDATE bookings SET booking_date = $2 WHERE id = $1', [id, plusDays(today(), -1)]);
    await t.db.changed(['bookings']); // written outside a route (lib/data-changes)
    const rows = await Promise.all([
      t.call('GET', '/api/GetMyBookings', { token: A }),
      t.call('GET', '/api/vendor/getBooking', { token: V }),
      t.call('GET', '/api/vendor/dashboard', { token: V }),
    ]);
    assert.ok(rows.every((r) => r.status === 200));
    // The reads show it completed at once (each row's state as of now); the sweeper writes it.
    for (const r of rows.slice(0, 2))
      assert.equal(r.body.Payload.find((b: { BookingId: number }) => b.BookingId === id).BookingState, 'completed');
    assert.equal((await booking(id)).booking_state, 'confirmed', 'a read writes nothing');
    await settleStates(t.db, new Date(), { force: true });
    const done = await booking(id);
    assert.equal(done.booking_state, 'completed');
    await settleStates(t.db, new Date(), { force: true });
    assert.equal((await booking(id)).completed_at, done.completed_at, 'no second transition');
    assert.equal((await t.call('POST', `/api/bookings/${id}/cancel`, { token: A })).status, 409);

    const ledgerPage = (await t.call('GET', '/api/vendor/ledger', { token: V })).body.Payload;
    const line = ledgerPage.Bookings.find((x: { BookingId: number }) => x.BookingId === id);
    assert.equal(Math.round(line.Collected * 100), done.paid_amt, 'only the advance was collected');
    assert.equal(
      Math.round(line.NetReceivable * 100),
      Math.round(line.Collected * 100) - Math.round(line.Commission * 100) - Math.round(line.Withheld * 100),
      'net of commission and what is withheld (GST on commission, TCS, TDS: docs/payments.md)',
    );
    assert.ok(line.Withheld > 0, 'TDS at least');
    const dash = (await t.call('GET', '/api/vendor/dashboard', { token: V })).body.Payload;
    assert.equal(dash.TotalBookingAmount, ledgerPage.Totals.Collected - ledgerPage.Totals.Refunded);
    assert.equal(dash.TotalAdminCharges, ledgerPage.Totals.Commission);
    assert.equal(dash.TotalReceivableAmount, ledgerPage.Totals.Receivable);
    await t.db.query("INSERT INTO vendor_payouts (vendor_id, amount, reference) VALUES (1, 100000, 'UTR123')");
    const afterPayout = (await t.call('GET', '/api/vendor/dashboard', { token: V })).body.Payload;
    assert.equal(
      Math.round(afterPayout.TotalReceivableAmount * 100),
      Math.round(dash.TotalReceivableAmount * 100) - 100000,
    );
  });

  it('the gateway page: marked as a test, no open redirect, unknown orders, bad form input', async () => {
    const [p] = await productsOfA();
    const order = await place(A, 1, p!, plusDays(today(), 50));
    const po = (await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } })).body
      .Payload;
    const page = await t.call(
      'GET',
      `${po.CheckoutUrl}&return_url=${encodeURIComponent('http://localhost:3000/booking/order')}`,
    );
    assert.equal(page.status, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.ok(page.raw.includes('Test payment — no money moves'));
    assert.ok(page.raw.includes(order.TotalAmount.toLocaleString('en-IN', { minimumFractionDigits: 2 })));
    assert.match(String(page.headers['content-security-policy']), /form-action 'self' http:\/\/localhost:3000/);
    assert.ok(!page.raw.includes('@font-face'), 'an English page needs no Devanagari font');
    // In Hindi, the page's Devanagari is drawn in the site's font, served beside it (a browser without a Devanagari
    // system font would draw boxes); the policy lets the page load it from the API only.
    const hindi = await t.call(
      'GET',
      `${po.CheckoutUrl}&lang=hi&return_url=${encodeURIComponent('http://localhost:3000/booking/order')}`,
    );
    assert.equal(hindi.status, 200);
    const fontUrl = /@font-face\{[^}]*font-weight:400;[^}]*src:url\(([^)]+)\)/.exec(hindi.raw)?.[1];
    assert.ok(fontUrl, 'the Hindi page declares the Devanagari font');
    assert.match(hindi.raw, /body\{font-family:"Noto Sans Devanagari"/);
    assert.match(String(hindi.headers['content-security-policy']), /font-src 'self'/);
    const font = await t.app.inject({ method: 'GET', url: fontUrl });
    assert.equal(font.statusCode, 200);
    assert.equal(font.headers['content-type'], 'font/woff2');
    assert.equal(font.rawPayload.subarray(0, 4).toString('latin1'), 'wOF2');
    assert.equal((await t.app.inject({ method: 'GET', url: fontUrl.replace('-400', '-500') })).statusCode, 404);
    const evil = await t.call(
      'GET',
      `${po.CheckoutUrl}&return_url=${encodeURIComponent('https://evil.example/steal')}`,
    );
    assert.equal(evil.status, 400);
    assert.equal(
      (
        await t.call(
          'GET',
          `/api/payments/offline/checkout?order_id=order_nope&return_url=${encodeURIComponent('http://localhost:3000/x')}`,
        )
      ).status,
      404,
    );
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/payments/offline/pay',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `order_id=${po.ProviderOrderId}&return_url=${encodeURIComponent('http://localhost:3000/x')}&method=cash&outcome=success`,
    });
    assert.equal(bad.statusCode, 400);
    assert.equal((await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: 'nope' } })).status, 404);
    assert.equal(
      (await t.call('POST', '/api/payments/order', { token: B, body: { OrderId: order.OrderId } })).status,
      404,
    );
    assert.equal((await t.call('POST', '/api/payments/order', { body: { OrderId: order.OrderId } })).status, 401);
  });
});
