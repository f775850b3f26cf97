/**
 * Over HTTP: every unpaid order (service or package) is payable, a
 * package's balance is paid like a service's, the customer's own unpaid hold is offered back to them, a cancelled or
 * declined order reads truthfully, and a payment that arrives after the order expired is told, recorded and refunded.
 * In every money state the figures of GET /GetOrder, /GetMyBookings and /GetPackageOrders equal the payment records —
 * checked against the gateway's own books (offline_gateway_payments: captured and refunded per provider order).
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { OfflineGateway } from '../src/payments/offline-gateway';
import { gatewayPay, payThroughGateway, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';

const paise = (rupees: number) => Math.round(rupees * 100);

describe(`order money: payable everywhere, truthful in every state (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  async function productsOfA(): Promise<number[]> {
    const r = await t.db.query<{ id: number }>(
      'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id',
    );
    return r.rows.map((x) => x.id);
  }

  let placedCount = 0;
  async function place(productId: number, date: string, type: 'full' | 'advance' = 'full', token = A) {
    placedCount += 1; // a repeated identical request is answered with the first reply (idempotency): each order its own purpose
    await t.db.query('DELETE FROM cart_items');
    const add = await t.call('POST', '/api/AddToCart', { token, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, JSON.stringify(add.body));
    const r = await t.call('POST', '/api/EventBooking', {
      token,
      body: {
        bookingAddressId: token === A ? 1 : 3,
        Bookingfor: `Test event ${placedCount}`,
        bookingDate: date,
        PaymentType: type,
      },
    });
    assert.equal(r.status, 200, JSON.stringify(r.body));
    return r.body.Payload as {
      OrderId: string;
      Bookings: { BookingId: number; BookingNo: string }[];
      TotalAmount: number;
      TotalAdvanceBookingAmt: number;
    };
  }

  /** What the gateway's own books say was captured and refunded for an order (its payment orders: the order, its balances). */
  async function gatewayBooks(orderId: string) {
    const r = await t.db.query<{ captured: number; refunded: number }>(
      `SELECT coalesce(sum(g.amount) FILTER (WHERE g.status = 'captured'), 0)::bigint AS captured, coalesce(sum(g.amount_refunded), 0)::bigint AS refunded
       FROM offline_gateway_payments g JOIN payment_orders o ON o.provider_order_id = g.order_id
       WHERE o.receipt = $1 OR o.receipt LIKE $1 || '-%'`,
      [orderId],
    );
    return { captured: Number(r.rows[0]!.captured), refunded: Number(r.rows[0]!.refunded) };
  }

  /**
   * The order page's figures equal the records: paid = captured, refunded = refunded at the gateway, due = what a
   * confirmed booking still owes, to-pay = what confirming costs; My Bookings (or Package Booking) shows the same.
   */
  async function assertFiguresEqualRecords(
    orderId: string,
    state: string,
    expect: { billing: number; toPay?: number },
  ) {
    const order = (await t.call('GET', `/api/GetOrder?orderId=${orderId}`, { token: A })).body.Payload;
    const p = order.Payment;
    const books = await gatewayBooks(orderId);
    assert.equal(p.State, state, `${orderId} state`);
    assert.equal(paise(p.PaidAmt), books.captured, `${state}: paid = captured`);
    assert.equal(paise(p.RefundedAmt), books.refunded, `${state}: refunded = refunded at the gateway`);
    assert.equal(paise(p.NetPaidAmt), books.captured - books.refunded);
    assert.equal(
      paise(p.DueAmt),
      state === 'confirmed' ? expect.billing - (books.captured - books.refunded) : 0,
      `${state}: due`,
    );
    assert.equal(
      paise(p.AmountToPay),
      state === 'pending_payment' ? (expect.toPay ?? expect.billing) : 0,
      `${state}: to pay`,
    );
    assert.equal(
      paise(p.Refunds.reduce((s: number, r: { Amount: number }) => s + r.Amount, 0)),
      books.refunded,
      'the refunds listed add up',
    );
    const captured = p.Payments.filter((x: { Status: string }) => x.Status === 'captured').reduce(
      (s: number, x: { Amount: number }) => s + x.Amount,
      0,
    );
    assert.equal(paise(captured), books.captured, 'the payments listed add up');
    const [b] = p.Bookings;
    assert.equal(paise(b.PaidAmt), books.captured);
    assert.equal(paise(b.RefundedAmt), books.refunded);
    if (order.Kind === 'service') {
      const row = (await t.call('GET', '/api/GetMyBookings', { token: A })).body.Payload.find(
        (x: { OrderId: string }) => x.OrderId === orderId,
      );
      assert.equal(paise(row.PaidAmt), books.captured, 'My Bookings: paid');
      assert.equal(paise(row.RefundedAmt), books.refunded, 'My Bookings: refunded');
      assert.equal(paise(row.DueAmt), paise(p.DueAmt), 'My Bookings: due');
      assert.equal(row.StatusLabel, b.StatusLabel);
    } else {
      const row = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
        (x: { OrderId: string }) => x.OrderId === orderId,
      );
      assert.equal(paise(row.PaidAmt), books.captured, 'Package Booking: paid');
      assert.equal(paise(row.RefundedAmt), books.refunded, 'Package Booking: refunded');
      assert.equal(paise(row.DueAmt), paise(p.DueAmt), 'Package Booking: due');
      assert.equal(paise(row.ToPayAmt), paise(p.AmountToPay), 'Package Booking: to pay');
      assert.equal(row.StatusLabel, b.StatusLabel);
    }
    return { order, p, b };
  }

  const expire = async (orderId: string) => {
    await t.db.query("UPDATE bookings SET hold_expires_at = now() - interval '1 second' WHERE order_id = $1", [
      orderId,
    ]);
    await t.db.query("UPDATE package_bookings SET hold_expires_at = now() - interval '1 second' WHERE order_id = $1", [
      orderId,
    ]);
    await t.db.changed(['bookings']);
  };

  it('service orders in every money state: pending, paid in full, advance, balance paid, cancelled with refund, declined, expired', async () => {
    const [p1, p2, p3] = await productsOfA();
    const full = await place(p1!, plusDays(today(), 40));
    const billing = paise(full.TotalAmount);
    await assertFiguresEqualRecords(full.OrderId, 'pending_payment', { billing });
    await payThroughGateway(t, A, { OrderId: full.OrderId });
    const paid = await assertFiguresEqualRecords(full.OrderId, 'confirmed', { billing });
    assert.equal(paid.p.Headline, 'confirmed');
    assert.equal(paid.b.StatusLabel, 'Confirmed');

    const adv = await place(p2!, plusDays(today(), 60), 'advance');
    await assertFiguresEqualRecords(adv.OrderId, 'pending_payment', {
      billing: paise(adv.TotalAmount),
      toPay: paise(adv.TotalAdvanceBookingAmt),
    });
    await payThroughGateway(t, A, { OrderId: adv.OrderId });
    const advance = await assertFiguresEqualRecords(adv.OrderId, 'confirmed', { billing: paise(adv.TotalAmount) });
    assert.equal(advance.b.StatusLabel, 'Balance due');
    assert.ok(advance.p.DueAmt > 0);
    await payThroughGateway(t, A, { BookingId: adv.Bookings[0]!.BookingId });
    const settled = await assertFiguresEqualRecords(adv.OrderId, 'confirmed', { billing: paise(adv.TotalAmount) });
    assert.equal(settled.p.DueAmt, 0);
    assert.equal(settled.b.StatusLabel, 'Confirmed');

    // Cancelled 20 days ahead: 50 % back — the order reads cancelled with the refund, not "not completed" / "Failed".
    const cancel = await place(p3!, plusDays(today(), 20));
    await payThroughGateway(t, A, { OrderId: cancel.OrderId });
    assert.equal(
      (await t.call('POST', `/api/bookings/${cancel.Bookings[0]!.BookingId}/cancel`, { token: A })).status,
      200,
    );
    const c = await assertFiguresEqualRecords(cancel.OrderId, 'cancelled', { billing: paise(cancel.TotalAmount) });
    assert.equal(c.p.Headline, 'cancelled');
    assert.equal(c.p.Title, 'This order was cancelled');
    const half = Math.floor(paise(cancel.TotalAmount) / 2);
    assert.equal(paise(c.p.RefundedAmt), half);
    assert.match(c.b.StatusLabel, /^Cancelled — refunded ₹[\d,]+\.\d\d$/);
    assert.equal(c.b.CanPayBalance, false);
    assert.equal(c.p.AmountToPay, 0);
    const reopen = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: cancel.OrderId } });
    assert.equal(reopen.status, 409, 'nothing payable on a cancelled booking');

    const declined = await place(p1!, plusDays(today(), 50));
    await payThroughGateway(t, A, { OrderId: declined.OrderId });
    assert.equal(
      (
        await t.call('POST', `/api/vendor/bookings/${declined.Bookings[0]!.BookingId}/decline`, {
          token: t.tokens.vendorA,
          body: { reason: 'date_unavailable' },
        })
      ).status,
      200,
    );
    const d = await assertFiguresEqualRecords(declined.OrderId, 'declined', { billing: paise(declined.TotalAmount) });
    assert.equal(d.b.StatusLabel.startsWith('Declined by vendor — refunded ₹'), true);
    assert.equal(paise(d.p.RefundedAmt), paise(declined.TotalAmount));

    const lapsed = await place(p1!, plusDays(today(), 41));
    await expire(lapsed.OrderId);
    const e = await assertFiguresEqualRecords(lapsed.OrderId, 'expired', { billing: paise(lapsed.TotalAmount) });
    assert.equal(e.p.Title, 'This order has expired');
    assert.equal(e.b.StatusLabel, 'Expired');
  });

  it('a payment tried after the order expired is refused by the test gateway (its pay token was revoked): nothing charged, the order page says expired', async () => {
    const [p] = await productsOfA();
    const order = await place(p!, plusDays(today(), 44));
    const opened = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: order.OrderId } });
    assert.equal(opened.status, 200);
    await expire(order.OrderId);
    // The payer tries on the gateway page left open: the token went with the hold (docs/security.md).
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
    const { p: pay, b } = await assertFiguresEqualRecords(order.OrderId, 'expired', {
      billing: paise(order.TotalAmount),
    });
    assert.equal(pay.PaidAmt, 0);
    assert.equal(pay.RefundedAmt, 0);
    assert.equal(b.StatusLabel, 'Expired');
    // No money for the vendor.
    assert.deepEqual(
      (await t.db.query('SELECT kind FROM vendor_ledger WHERE booking_id = $1', [order.Bookings[0]!.BookingId])).rows,
      [],
    );
  });

  it('a package order is payable from its page, an advance package has a balance paid like a service balance', async () => {
    const date = plusDays(today(), 60);
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
    const placed = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '', package: pkg, PaymentType: 'advance' },
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    const orderId = placed.body.Payload.OrderId as string;
    const k = (
      await t.db.query<{ package_total: number; advance_amt: number; payment_type: string }>(
        'SELECT package_total, advance_amt, payment_type FROM package_bookings WHERE order_id = $1',
        [orderId],
      )
    ).rows[0]!;
    assert.equal(k.payment_type, 'advance');
    const pending = await assertFiguresEqualRecords(orderId, 'pending_payment', {
      billing: k.package_total,
      toPay: k.advance_amt,
    });
    assert.equal(pending.p.Headline, 'awaiting_payment');
    assert.equal(
      (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
        (x: { OrderId: string }) => x.OrderId === orderId,
      ).ToPayAmt,
      k.advance_amt / 100,
    );

    const { opened } = await gatewayPay(t, A, { OrderId: orderId });
    assert.equal(opened.body.Payload.AmountPaise, k.advance_amt, 'the advance first');
    const advance = await assertFiguresEqualRecords(orderId, 'confirmed', { billing: k.package_total });
    assert.equal(paise(advance.p.DueAmt), k.package_total - k.advance_amt);
    assert.equal(advance.b.CanPayBalance, true);
    assert.equal(advance.b.StatusLabel, 'Balance due');
    const row = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
      (x: { OrderId: string }) => x.OrderId === orderId,
    );
    assert.equal(row.CanPayBalance, true);
    assert.ok(row.BalanceDueDate);

    // The balance: the same route, the package's order id; then nothing is due and nothing more can be opened.
    const bal = await gatewayPay(t, A, { OrderId: orderId });
    assert.equal(bal.opened.body.Payload.Kind, 'balance');
    assert.equal(bal.opened.body.Payload.Receipt, `${orderId}-BAL`);
    assert.equal(bal.opened.body.Payload.AmountPaise, k.package_total - k.advance_amt);
    assert.equal((await verifyReturn(t, A, bal.back.params)).body.Message, 'Payment received');
    const settled = await assertFiguresEqualRecords(orderId, 'confirmed', { billing: k.package_total });
    assert.equal(settled.p.DueAmt, 0);
    assert.equal(settled.b.StatusLabel, 'Confirmed');
    assert.equal((await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: orderId } })).status, 409);
    // The vendors' ledger collected the advance and the balance: the whole package total, each item its part.
    const ledger = (
      await t.db.query<{ collected: string; shares: string }>(
        `SELECT (SELECT coalesce(sum(l.amount), 0) FROM vendor_ledger l JOIN package_booking_items i ON i.id = l.package_item_id
                WHERE i.package_booking_id = k.id AND l.kind = 'collected')::text AS collected,
              (SELECT sum(share_amt) FROM package_booking_items WHERE package_booking_id = k.id)::text AS shares
       FROM package_bookings k WHERE k.order_id = $1`,
        [orderId],
      )
    ).rows[0]!;
    assert.equal(Number(ledger.collected), k.package_total, "advance + balance reach the vendors' ledger");
    assert.equal(Number(ledger.shares), k.package_total);

    // A package order whose hold ran out: expired, nothing payable.
    const again = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: {
        Bookingfor: 'Wedding',
        bookingAddressId: 1,
        gst_no: '',
        package: {
          ...pkg,
          packageItems: [
            {
              ...pkg.packageItems[0]!,
              productDetails: [{ Product_ID: 4, ServiceID: 1, Title: '', BookingDate: date, vid: 0 }],
            },
          ],
        },
      },
    });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    await expire(again.body.Payload.OrderId);
    const exp = await assertFiguresEqualRecords(again.body.Payload.OrderId, 'expired', { billing: 0 });
    assert.equal(exp.p.AmountToPay, 0);
    assert.equal(
      (await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: again.body.Payload.OrderId } })).status,
      409,
    );
  });

  it("the customer's own unpaid hold is offered back; placing again releases it, nobody else's hold is", async () => {
    const [p] = await productsOfA();
    const date = plusDays(today(), 47);
    const first = await place(p!, date);
    const check = (token: string | null) =>
      t.call('GET', `/api/CheckAvailability?productId=${p}&bookingDate=${date}`, { token });
    assert.equal((await check(A)).body.Payload, 'Available', 'their own hold does not count against them');
    assert.equal((await check(null)).body.Payload, 'Not Available', 'a visitor still sees it held');
    assert.equal(
      (await check(t.tokens.customerB)).body.Payload,
      'Not Available',
      'another customer still sees it held',
    );
    const otherAdd = await t.call('POST', '/api/AddToCart', {
      token: t.tokens.customerB,
      body: { productId: p, bookingDate: date },
    });
    assert.equal(otherAdd.status, 409);
    // Re-adding the same service and date and placing again: the earlier unpaid booking is released, the new one holds the slot.
    const second = await place(p!, date);
    assert.notEqual(second.OrderId, first.OrderId);
    const states = (
      await t.db.query<{ order_id: string; booking_state: string }>(
        'SELECT order_id, booking_state FROM bookings WHERE product_id = $1 AND booking_date = $2 ORDER BY id',
        [p, date],
      )
    ).rows;
    assert.deepEqual(states, [
      { order_id: first.OrderId, booking_state: 'cancelled' },
      { order_id: second.OrderId, booking_state: 'pending_payment' },
    ]);
    const slots = (
      await t.db.query<{ booking_id: number }>(
        'SELECT booking_id FROM booking_slots WHERE product_id = $1 AND booking_date = $2',
        [p, date],
      )
    ).rows;
    assert.deepEqual(slots, [{ booking_id: second.Bookings[0]!.BookingId }]);
    // The released order cannot be paid (nothing awaits payment); the new one can, and confirms.
    const old = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: first.OrderId } });
    assert.equal(old.status, 409);
    assert.match(old.body.Message, /cancelled/);
    await payThroughGateway(t, A, { OrderId: second.OrderId });
    assert.equal((await check(A)).body.Payload, 'Not Available', 'a paid booking counts');
  });

  it('a payment page left open on a released order is refunded to the booking it was for', async () => {
    const [p] = await productsOfA();
    const date = plusDays(today(), 48);
    const first = await place(p!, date);
    const opened = await t.call('POST', '/api/payments/order', { token: A, body: { OrderId: first.OrderId } });
    await place(p!, date); // releases the first order's booking
    await (t.app.payments as OfflineGateway).pay(opened.body.Payload.ProviderOrderId, 'upi', 'success');
    const { b } = await assertFiguresEqualRecords(first.OrderId, 'cancelled', { billing: paise(first.TotalAmount) });
    assert.equal(paise(b.RefundedAmt), paise(first.TotalAmount));
    assert.match(b.StatusLabel, /^Cancelled — refunded/);
  });
});
