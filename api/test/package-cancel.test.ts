/**
 * package orders can be cancelled. The customer cancels on the booking tiers of what is held; each
 * vendor's part is refunded from its own share, to the paisa, with one credit note per vendor; a vendor declines its
 * part within 48 hours (that part back in full) and the customer swaps in another service of the group; the operator
 * cancels on behalf of either side, audited. Ledgers follow; refunds go through the provider (the offline gateway).
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { gatewayPay, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';
import { cancelPackage, declinePackageItem } from '../src/bookings/package-lifecycle';

/** Every decline gives its reason (docs/decline-reasons.md); the reasons themselves: decline-reasons.test.ts. */
const WHY = { reason: 'date_unavailable' as const, note: '' };
const url = process.env.DATABASE_URL || undefined;

describe(`package cancellation and refunds (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    A = t.tokens.customerA;
    // Package 1's vendors come to the customer's Mumbai address, free of travel (this file is about refunds, not
    // the service area nor travel: test/package-travel.test.ts charges it).
    await t.db.query(
      'UPDATE products SET service_radius_km = 5000, travel_charge = 0 WHERE id IN (SELECT gp.product_id FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id WHERE g.package_id = 1)',
    );
  });
  after(async () => t.close());

  interface Choice {
    serviceId: number;
    productId: number;
    vendorId: number;
    rate: number;
    title: string;
  }

  /**
   * One service per group of package 1 among those suiting its event: vendor A's (1) or B's (2) where the group offers
   * one, else the dearest (so a cheaper one of the same group is left to swap in). Each group's cheaper services
   * listed apart.
   */
  async function choices(): Promise<{ picked: Choice[]; cheaper: Map<number, Choice[]> }> {
    const rows = (
      await t.db.query<{ service_id: number; product_id: number; vendor_id: number; rate: number; title: string }>(
        `SELECT g.service_id, gp.product_id, p.vendor_id, gp.package_rate::float8 AS rate, p.title FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
       JOIN products p ON p.id = gp.product_id JOIN packages k ON k.id = g.package_id
       WHERE g.package_id = 1 AND g.retired_at IS NULL AND p.status = 1 AND k.event_type = ANY(p.event_types) ORDER BY g.service_id, (p.vendor_id IN (1, 2)) DESC, gp.package_rate DESC, gp.product_id`,
      )
    ).rows;
    const picked: Choice[] = [];
    const cheaper = new Map<number, Choice[]>();
    for (const r of rows) {
      const c = {
        serviceId: r.service_id,
        productId: r.product_id,
        vendorId: r.vendor_id,
        rate: r.rate,
        title: r.title,
      };
      const first = picked.find((p) => p.serviceId === r.service_id);
      if (!first) picked.push(c);
      else if (c.rate <= first.rate) cheaper.set(r.service_id, [...(cheaper.get(r.service_id) ?? []), c]);
    }
    return { picked, cheaper };
  }

  /** Places and pays (through the offline gateway) a package order of `picked` on `date`; returns its id and order id. */
  async function paidPackage(date: string, picked: Choice[], token = A, paymentType: 'full' | 'advance' = 'full') {
    const pkg = {
      packageID: 1,
      packageName: 'Royal Wedding Package',
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: picked.map((c) => ({
        serviceID: c.serviceId,
        serviceName: '',
        amount: 0,
        book_On: date,
        productDetails: [{ Product_ID: c.productId, ServiceID: c.serviceId, Title: '', BookingDate: date, vid: 0 }],
      })),
    };
    const r = await t.call('POST', '/api/packageBooking', {
      token,
      body: {
        Bookingfor: 'Wedding',
        bookingAddressId: token === A ? 1 : 2,
        gst_no: '',
        package: pkg,
        PaymentType: paymentType,
      },
    });
    assert.equal(r.status, 200, r.raw);
    const { opened, back } = await gatewayPay(t, token, { OrderId: r.body.Payload.OrderId });
    assert.equal(opened.status, 200, opened.raw);
    assert.equal((await verifyReturn(t, token, back.params)).status, 200);
    return { id: r.body.Payload.BookingId as number, orderId: r.body.Payload.OrderId as string };
  }

  /** Per vendor: ledger collected, refunded, commission; credit notes; and the order's refund rows. */
  async function books(id: number) {
    const ledger = (
      await t.db.query<{ vendor_id: number; collected: number; refunded: number; commission: number }>(
        `SELECT l.vendor_id, coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::float8 AS collected, coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::float8 AS refunded,
              coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'commission'), 0)::float8 AS commission
       FROM vendor_ledger l JOIN package_booking_items i ON i.id = l.package_item_id WHERE i.package_booking_id = $1 GROUP BY l.vendor_id ORDER BY l.vendor_id`,
        [id],
      )
    ).rows;
    const notes = (
      await t.db.query<{ vendor_id: number; amount: number; taxable: number; gst: number; credit_note_no: string }>(
        'SELECT vendor_id, amount::float8 AS amount, taxable::float8 AS taxable, gst::float8 AS gst, credit_note_no FROM package_credit_notes WHERE package_booking_id = $1 ORDER BY id',
        [id],
      )
    ).rows;
    const refunds = (
      await t.db.query<{ amount: number; status: string; reason: string }>(
        'SELECT amount::float8 AS amount, status, reason FROM refunds WHERE package_booking_id = $1 ORDER BY id',
        [id],
      )
    ).rows;
    const order = (
      await t.db.query<{ paid_amt: number; refunded_amt: number; package_total: number; booking_state: string }>(
        'SELECT paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt, package_total::float8 AS package_total, booking_state FROM package_bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
    return { ledger, notes, refunds, order };
  }

  /** Every refund and credit note adds up: per vendor the notes are what its ledger refunded; the money back is the notes. */
  function assertAddsUp(b: Awaited<ReturnType<typeof books>>) {
    const refunded = b.refunds.reduce((s, r) => s + r.amount, 0);
    assert.equal(refunded, b.order.refunded_amt, 'refund rows = the order refunded');
    assert.equal(
      b.notes.reduce((s, n) => s + n.amount, 0),
      refunded,
      'credit notes add up to the money refunded',
    );
    for (const l of b.ledger) {
      const mine = b.notes.filter((n) => n.vendor_id === l.vendor_id).reduce((s, n) => s + n.amount, 0);
      assert.equal(mine, l.refunded, `vendor ${l.vendor_id}: credit notes = its ledger refunds`);
      assert.ok(l.refunded <= l.collected, `vendor ${l.vendor_id}: never refunds more than it collected`);
    }
    assert.equal(
      b.ledger.reduce((s, l) => s + l.collected, 0),
      b.order.paid_amt,
      'the ledger collected what was paid',
    );
    for (const n of b.notes) assert.equal(n.taxable + n.gst, n.amount);
  }

  /** Brings a placed order's event date to `date` (its slots are let go: the near date may be another's already). */
  async function moveEvent(id: number, date: string) {
    await t.db.query('UPDATE package_bookings SET booking_date = $2 WHERE id = $1', [id, date]);
    await t.db.query('UPDATE package_booking_items SET booking_date = $2 WHERE package_booking_id = $1', [id, date]);
    await t.db.query(
      'DELETE FROM booking_slots WHERE package_item_id IN (SELECT id FROM package_booking_items WHERE package_booking_id = $1)',
      [id],
    );
  }

  const ids = (cs: Choice[]) => cs.map((c) => c.productId);

  /** The first date from `days` ahead on which every product of `ids` is free (the seed's demo bookings fill some). */
  async function freeDate(ids: number[], days: number): Promise<string> {
    for (let d = days; d < days + 60; d++) {
      const date = plusDays(today(), d);
      const taken = (
        await t.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = ANY($1::int[]) AND booking_date = $2',
          [ids, date],
        )
      ).rows[0]!.n;
      if (taken === 0) return date;
    }
    throw new Error('no free date');
  }

  const available = async (productId: number, date: string) =>
    (await t.call('GET', `/api/CheckAvailability?productId=${productId}&bookingDate=${date}`)).body.Payload as string;

  it('cancelled ≥ 30 days ahead: everything back, each vendor its own part, one credit note per vendor, slots freed', async () => {
    const { picked } = await choices();
    const date = await freeDate(ids(picked), 40);
    const { id, orderId } = await paidPackage(date, picked);
    const row = (await t.call('GET', '/api/GetPackageOrders', { token: A })).body.Payload.find(
      (x: { BookingId: number }) => x.BookingId === id,
    );
    assert.equal(row.CanCancel, true);
    assert.equal(row.CancelRefundPercent, 100);
    assert.equal(row.CancelRefundAmt, row.PaidAmt);
    const r = await t.call('POST', `/api/package-orders/${id}/cancel`, { token: A });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.State, 'cancelled');
    assert.equal(r.body.Payload.RefundPercent, 100);
    const b = await books(id);
    assert.equal(b.order.booking_state, 'cancelled');
    assert.equal(b.order.refunded_amt, b.order.paid_amt);
    const vendors = new Set(picked.map((c) => c.vendorId));
    assert.equal(b.notes.length, vendors.size, 'one credit note per supplier');
    for (const v of vendors) {
      const share = picked.filter((c) => c.vendorId === v).reduce((s, c) => s + c.rate, 0);
      assert.equal(b.notes.find((n) => n.vendor_id === v)!.amount, share, 'each vendor refunds its own share');
      assert.equal(b.ledger.find((l) => l.vendor_id === v)!.commission, 0, 'no commission on money given back');
    }
    assertAddsUp(b);
    assert.ok(
      b.refunds.every((x) => x.reason === 'customer_cancel' && x.status === 'processed'),
      'refunded through the gateway',
    );
    for (const c of picked) assert.equal(await available(c.productId, date), 'Available', 'the date is free again');
    // The order page and the credit notes say so; a second cancel is refused.
    const notes = await t.call('GET', `/api/package-orders/${id}/credit-notes`, { token: A });
    assert.equal(notes.body.Payload.length, vendors.size);
    assert.match(notes.body.Payload[0].CreditNoteNo, /^PCN\d{6}$/);
    const detail = (await t.call('GET', `/api/GetPackageBookingDetails/${id}`, { token: A })).body.Payload;
    assert.equal(detail.CanCancel, false);
    assert.equal(detail.CreditNotes.length, vendors.size);
    assert.equal((await t.call('POST', `/api/package-orders/${id}/cancel`, { token: A })).status, 409);
    const order = (await t.call('GET', `/api/GetOrder?orderId=${orderId}`, { token: A })).body.Payload;
    assert.ok(order);
  });

  it('7–29 days: half of what is held, split over the vendors to the paisa (never more than a part holds); < 7 days: nothing', async () => {
    const { picked } = await choices();
    const { id } = await paidPackage(await freeDate(ids(picked), 80), picked);
    await moveEvent(id, plusDays(today(), 12));
    const r = await t.call('POST', `/api/package-orders/${id}/cancel`, { token: A });
    assert.equal(r.body.Payload.RefundPercent, 50);
    const b = await books(id);
    assert.equal(b.order.refunded_amt, Math.floor(b.order.paid_amt / 2));
    assertAddsUp(b);
    for (const l of b.ledger)
      assert.ok(Math.abs(l.refunded - l.collected / 2) <= 1, 'each vendor gives back half of its part (± 1 paisa)');
    // Placed far ahead (the seed's demo bookings fill some near dates), then the event brought to 6 days away.
    const late = await paidPackage(await freeDate(ids(picked.slice(0, 1)), 70), picked.slice(0, 1));
    await moveEvent(late.id, plusDays(today(), 6));
    const r2 = await t.call('POST', `/api/package-orders/${late.id}/cancel`, { token: A });
    assert.equal(r2.status, 200);
    assert.equal(r2.body.Payload.RefundAmount, 0);
    const b2 = await books(late.id);
    assert.equal(b2.order.booking_state, 'cancelled');
    assert.equal(b2.notes.length, 0);
    assert.equal(b2.ledger[0]!.refunded, 0, 'the vendor keeps its part');
  });

  it('the tier turns at IST midnight: 30 days ahead at 23:59 IST the day before is 100 %, 29 days at 00:00 IST is 50 %', async () => {
    const { picked } = await choices();
    const event = await freeDate([picked[0]!.productId, picked[1]!.productId], 45);
    const dayBefore30 = plusDays(event, -30);
    // The groups an order leaves unchosen are filled with any free product (possibly picked[1]): the second order is
    // placed once the first is cancelled, which frees its dates.
    const a = await paidPackage(event, picked.slice(0, 1));
    // 23:59:59 IST on the 30th day before the event = 18:29:59 UTC.
    const at = (iso: string, hhmmss: string) => new Date(`${iso}T${hhmmss}+05:30`);
    const userA = (await t.db.query<{ user_id: number }>('SELECT user_id FROM package_bookings WHERE id = $1', [a.id]))
      .rows[0]!.user_id;
    const full = await cancelPackage(t.db, t.app.payments, userA, a.id, at(dayBefore30, '23:59:59'));
    assert.equal(full.RefundPercent, 100);
    const b = await paidPackage(event, picked.slice(1, 2));
    // One second later it is 00:00:00 IST of the next day: 29 days before the same event.
    const half = await cancelPackage(t.db, t.app.payments, userA, b.id, at(plusDays(event, -29), '00:00:00'));
    assert.equal(half.RefundPercent, 50);
  });

  it('a vendor declines its part within 48 hours: that part back in full, its credit note only; the customer swaps in a cheaper service of the group and pays it', async () => {
    const { picked, cheaper } = await choices();
    const mine =
      picked.find((c) => c.vendorId === 1 && (cheaper.get(c.serviceId)?.length ?? 0) > 0) ??
      picked.find((c) => c.vendorId === 1)!;
    const date = await freeDate(ids(picked), 60);
    const { id, orderId } = await paidPackage(date, picked);
    const item = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM package_booking_items WHERE package_booking_id = $1 AND product_id = $2',
        [id, mine.productId],
      )
    ).rows[0]!.id;
    const other = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM package_booking_items WHERE package_booking_id = $1 AND vendor_id <> 1 LIMIT 1',
        [id],
      )
    ).rows[0];
    if (other)
      assert.equal(
        (await t.call('POST', `/api/vendor/package-items/${other.id}/decline`, { token: t.tokens.vendorA, body: WHY }))
          .status,
        404,
        "not vendor A's part",
      );
    const rows = (await t.call('GET', '/api/vendor/getBookingsByProduct/all', { token: t.tokens.vendorA })).body
      .Payload as { ItemId: number; CanDecline: boolean; ItemState: string }[];
    assert.equal(rows.find((x) => x.ItemId === item)!.CanDecline, true);
    const d = await t.call('POST', `/api/vendor/package-items/${item}/decline`, { token: t.tokens.vendorA, body: WHY });
    assert.equal(d.status, 200, d.raw);
    assert.equal(Math.round(d.body.Payload.RefundAmount * 100), mine.rate);
    const b = await books(id);
    assert.equal(b.order.booking_state, 'confirmed', 'the other services stay booked');
    assert.equal(b.order.package_total, picked.reduce((s, c) => s + c.rate, 0) - mine.rate);
    assert.equal(b.notes.length, 1);
    assert.equal(b.notes[0]!.vendor_id, 1);
    assert.equal(b.notes[0]!.amount, mine.rate);
    assertAddsUp(b);
    assert.equal(await available(mine.productId, date), 'Available');
    assert.equal(
      (await t.call('POST', `/api/vendor/package-items/${item}/decline`, { token: t.tokens.vendorA, body: WHY }))
        .status,
      409,
      'once',
    );
    const ledgerRow = (
      await t.call('GET', '/api/vendor/ledger', { token: t.tokens.vendorA })
    ).body.Payload.Bookings.find(
      (x: { Kind: string; BookingId: number; Title: string }) =>
        x.Kind === 'package' && x.BookingId === id && x.Title.endsWith(mine.title),
    );
    assert.equal(ledgerRow?.State, 'declined', "the vendor's ledger shows its part declined");
    assert.equal(ledgerRow?.NetReceivable, 0, 'and owes it nothing for it');

    const detail = (await t.call('GET', `/api/GetPackageBookingDetails/${id}`, { token: A })).body.Payload;
    assert.equal(detail.Declined.length, 1);
    assert.equal(detail.Declined[0].CanSwap, true);
    const invoiceSum = detail.Services.flatMap((s: { Products: { PayableAmt: number }[] }) => s.Products).reduce(
      (s: number, p: { PayableAmt: number }) => s + Math.round(p.PayableAmt * 100),
      0,
    );
    assert.equal(invoiceSum, Math.round(detail.PackageTotal * 100), 'the invoice leaves the declined part out');
    const options = (await t.call('GET', `/api/package-orders/${id}/swap-options?itemId=${item}`, { token: A })).body
      .Payload as { ProductId: number; Rate: number }[];
    for (const o of options)
      assert.ok(Math.round(o.Rate * 100) <= mine.rate, 'no extra charge: never dearer than the declined part');
    assert.ok(!options.some((o) => o.ProductId === mine.productId));
    assert.ok(options.length > 0, 'the demo group offers a service no dearer than the declined one');
    const pick = options[0]!;
    assert.equal(
      (
        await t.call('POST', `/api/package-orders/${id}/swap`, {
          token: A,
          body: { itemId: item, productId: mine.productId },
        })
      ).status,
      409,
      'not the declined service itself',
    );
    const s = await t.call('POST', `/api/package-orders/${id}/swap`, {
      token: A,
      body: { itemId: item, productId: pick.ProductId },
    });
    assert.equal(s.status, 200, s.raw);
    assert.equal(
      (
        await t.call('POST', `/api/package-orders/${id}/swap`, {
          token: A,
          body: { itemId: item, productId: pick.ProductId },
        })
      ).status,
      409,
      'one swap per declined part',
    );
    assert.equal(
      await available(pick.ProductId, date),
      (await t.db.query<{ capacity: number }>('SELECT capacity FROM products WHERE id = $1', [pick.ProductId])).rows[0]!
        .capacity > 1
        ? 'Available'
        : 'Not Available',
    );
    // The customer pays the swapped-in service as the order's balance, through the gateway; its vendor's ledger has it.
    const { opened, back } = await gatewayPay(t, A, { OrderId: orderId });
    assert.equal(opened.status, 200, opened.raw);
    assert.equal(opened.body.Payload.Amount, pick.Rate);
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    const newItem = s.body.Payload.ItemId as number;
    const l = (
      await t.db.query<{ kind: string; amount: number }>(
        "SELECT kind, amount::float8 AS amount FROM vendor_ledger WHERE package_item_id = $1 AND kind = 'collected'",
        [newItem],
      )
    ).rows;
    assert.deepEqual(
      l.map((x) => x.amount),
      [Math.round(pick.Rate * 100)],
      'the balance reaches the swapped-in service only',
    );
    assertAddsUp(await books(id));
  });

  it('after 48 hours the vendor can no longer decline its part; a swapped-in part has its own 48 hours', async () => {
    const { picked } = await choices();
    const mine = picked.find((c) => c.vendorId === 1)!;
    const { id } = await paidPackage(await freeDate(ids(picked), 60), picked);
    const item = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM package_booking_items WHERE package_booking_id = $1 AND product_id = $2',
        [id, mine.productId],
      )
    ).rows[0]!.id;
    const confirmed = (
      await t.db.query<{ confirmed_at: Date }>('SELECT confirmed_at FROM package_bookings WHERE id = $1', [id])
    ).rows[0]!.confirmed_at;
    const at = new Date(new Date(confirmed).getTime() + 48 * 3_600_000 + 1000);
    await assert.rejects(declinePackageItem(t.db, t.app.payments, 1, item, WHY, at), /within 48 hours/);
    const ok = await declinePackageItem(
      t.db,
      t.app.payments,
      1,
      item,
      WHY,
      new Date(new Date(confirmed).getTime() + 48 * 3_600_000),
    );
    assert.equal(ok.RefundAmount, mine.rate);
  });

  it('the operator cancels on behalf of the customer with an override, or of the vendors (everything back), audited; over what is held is refused', async () => {
    const { picked } = await choices();
    const one = await paidPackage(await freeDate(ids(picked), 80), picked);
    await moveEvent(one.id, plusDays(today(), 12));
    const detail = (await t.call('GET', `/api/admin/package-bookings/${one.id}`, { token: t.tokens.operator })).body
      .Payload;
    assert.equal(
      Math.round(detail.CancelOptions.Customer * 100),
      Math.floor(Math.round(detail.CancelOptions.Held * 100) / 2),
    );
    assert.equal(detail.CancelOptions.Vendor, detail.CancelOptions.Held);
    const tooMuch = await t.call('POST', `/api/admin/package-bookings/${one.id}/cancel`, {
      token: t.tokens.operator,
      body: {
        onBehalfOf: 'customer',
        refund: 'override',
        amount: String(detail.CancelOptions.Held + 1),
        reason: 'test',
      },
    });
    assert.equal(tooMuch.status, 400);
    const r = await t.call('POST', `/api/admin/package-bookings/${one.id}/cancel`, {
      token: t.tokens.operator,
      body: { onBehalfOf: 'customer', refund: 'override', amount: '1234.57', reason: 'Family emergency' },
    });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.RefundAmount, 1234.57);
    assert.equal(r.body.Payload.State, 'cancelled');
    const b = await books(one.id);
    assert.equal(b.order.refunded_amt, 123457);
    assertAddsUp(b);
    const audit = (
      await t.db.query<{ action: string; reason: string; after: { override: boolean } }>(
        "SELECT action, reason, after FROM audit_log WHERE entity = 'package_booking' AND entity_id = $1",
        [String(one.id)],
      )
    ).rows;
    assert.equal(audit.length, 1);
    assert.equal(audit[0]!.reason, 'Family emergency');
    assert.equal(audit[0]!.after.override, true);

    const two = await paidPackage(await freeDate(ids(picked), 70), picked);
    await moveEvent(two.id, plusDays(today(), 3));
    const v = await t.call('POST', `/api/admin/package-bookings/${two.id}/cancel`, {
      token: t.tokens.operator,
      body: { onBehalfOf: 'vendor', refund: 'policy', reason: 'Vendors unavailable' },
    });
    assert.equal(v.status, 200, v.raw);
    assert.equal(v.body.Payload.State, 'declined');
    const b2 = await books(two.id);
    assert.equal(
      b2.order.refunded_amt,
      b2.order.paid_amt,
      'on behalf of the vendors: everything back, even 3 days ahead',
    );
    assertAddsUp(b2);
    assert.equal(
      (
        await t.call('POST', `/api/admin/package-bookings/${two.id}/cancel`, {
          token: t.tokens.operator,
          body: { onBehalfOf: 'vendor', refund: 'policy', reason: 'again' },
        })
      ).status,
      409,
    );
  });

  it("another customer's package is not theirs to cancel; an unpaid order is cancelled with nothing to refund and its dates freed", async () => {
    const { picked } = await choices();
    const { id } = await paidPackage(await freeDate(ids(picked.slice(0, 1)), 40), picked.slice(0, 1));
    assert.equal((await t.call('POST', `/api/package-orders/${id}/cancel`, { token: t.tokens.customerB })).status, 404);
    const date = await freeDate(ids(picked.slice(0, 1)), 41);
    const pkg = {
      packageID: 1,
      packageName: '',
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: [
        {
          serviceID: picked[0]!.serviceId,
          serviceName: '',
          amount: 0,
          book_On: date,
          productDetails: [
            { Product_ID: picked[0]!.productId, ServiceID: picked[0]!.serviceId, Title: '', BookingDate: date, vid: 0 },
          ],
        },
      ],
    };
    const placed = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '', package: pkg },
    });
    assert.equal(placed.status, 200, placed.raw);
    const r = await t.call('POST', `/api/package-orders/${placed.body.Payload.BookingId}/cancel`, { token: A });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.RefundAmount, 0);
    assert.equal(await available(picked[0]!.productId, date), 'Available');
  });

  it('property: any mix of declines and a cancellation on any day — every refund and credit note adds up to what was paid, per vendor', async () => {
    const { picked } = await choices();
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 45 }),
        fc.subarray(picked.map((c) => c.productId)),
        fc.boolean(),
        fc.constantFrom<'full' | 'advance'>('full', 'advance'),
        async (days, declined, cancel, paymentType) => {
          n += 1;
          const { id } = await paidPackage(await freeDate(ids(picked), 50 + n), picked, A, paymentType);
          const items = (
            await t.db.query<{ id: number; vendor_id: number; product_id: number }>(
              'SELECT id, vendor_id, product_id FROM package_booking_items WHERE package_booking_id = $1',
              [id],
            )
          ).rows;
          for (const i of items.filter((x) => declined.includes(x.product_id)))
            await declinePackageItem(t.db, t.app.payments, i.vendor_id, i.id, WHY);
          const state = (await books(id)).order.booking_state;
          if (cancel && state === 'confirmed') {
            await moveEvent(id, plusDays(today(), days));
            const user = (
              await t.db.query<{ user_id: number }>('SELECT user_id FROM package_bookings WHERE id = $1', [id])
            ).rows[0]!.user_id;
            await cancelPackage(t.db, t.app.payments, user, id);
          }
          assertAddsUp(await books(id));
        },
      ),
      { numRuns: 12 },
    );
  });
});
