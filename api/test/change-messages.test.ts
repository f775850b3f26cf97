/**
 * a booking moved to another date (and a refused move), a package order cancelled (by the
 * customer or the operator), a vendor's part declined and another service swapped in — each writes exactly its
 * messages to the customer and the vendors, in the change's transaction, with the figures of the records (the move's
 * row, the refund rows, each supplier's credit note); a change that rolls back writes none.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatRupees } from '@utsav/domain/format';
import { RESCHEDULE_FEE_PAISE } from '@utsav/domain/refund-policy';
import type { Db } from '../src/db/client';
import { gatewayPay, payThroughGateway, plusDays, setup, today, verifyReturn, type TestCtx } from './helpers';
import { offeredProductIds } from './package-offer';
import { rescheduleBooking } from '../src/bookings/reschedule';
import { cancelPackage, declinePackageItem, swapPackageItem } from '../src/bookings/package-lifecycle';

interface MessageRow {
  event_key: string;
  channel: string;
  recipient: string;
  audience: string;
  template: string;
  subject: string;
  body_text: string;
  attachments: { kind: string; ref: string }[];
  user_id: number | null;
  vendor_id: number | null;
}

/** Rupees of `paise` as messages print them, escaped for a RegExp. */
const r = (paise: number) => formatRupees(paise / 100).replace(/[.$]/g, '\\$&');

describe(`messages of moves and package changes (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
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

  const messages = async (like = '%') =>
    (await t.db.query<MessageRow>('SELECT * FROM messages WHERE event_key LIKE $1 ORDER BY id', [like])).rows;
  const summary = (rows: MessageRow[]) => rows.map((m) => `${m.audience}:${m.template}:${m.channel}`).sort();
  const email = (rows: MessageRow[], audience: string, vendorId?: number) =>
    rows.find(
      (m) => m.channel === 'email' && m.audience === audience && (vendorId === undefined || m.vendor_id === vendorId),
    )!;
  const sms = (rows: MessageRow[], audience: string, vendorId?: number) =>
    rows.find(
      (m) => m.channel === 'sms' && m.audience === audience && (vendorId === undefined || m.vendor_id === vendorId),
    )!;

  /** A database handle whose transactions run the change whole and then fail (the change rolls back at its end). */
  function failingAtCommit(): Db {
    const db = Object.create(t.db) as Db;
    db.transaction = (async (fn: (tx: never) => Promise<unknown>) =>
      t.db.transaction(async (tx) => {
        await fn(tx as never);
        throw new Error('rolled back at the end');
      })) as Db['transaction'];
    return db;
  }

  // ------------------------------------------------------------ a service booking moved

  async function paidBooking(productId: number, date: string): Promise<number> {
    await t.db.query('DELETE FROM cart_items WHERE user_id = 1');
    const add = await t.call('POST', '/api/AddToCart', { token: A, body: { productId, bookingDate: date } });
    assert.equal(add.status, 200, add.raw);
    const o = await t.call('POST', '/api/EventBooking', {
      token: A,
      body: { bookingAddressId: 1, Bookingfor: 'Wedding', bookingDate: date, PaymentType: 'full' },
    });
    assert.equal(o.status, 200, o.raw);
    await payThroughGateway(t, A, { OrderId: o.body.Payload.OrderId });
    return o.body.Payload.Bookings[0].BookingId as number;
  }
  const productOfA = async () =>
    (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
  const bookingRow = async (id: number) =>
    (
      await t.db.query<{ booking_no: string; billing_amt: number; paid_amt: number; refunded_amt: number }>(
        'SELECT booking_no, billing_amt::float8 AS billing_amt, paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt FROM bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
  const day = (iso: string) =>
    new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: 'short',
      year: 'numeric',
    }).format(new Date(`${iso}T12:00:00+05:30`));

  it('a move tells the customer (old → new date, fee, bill, balance) and the vendor (refuse-by); the fee of a second move is printed; a refusal tells both', async () => {
    const p = await productOfA();
    const from = plusDays(today(), 40);
    const to = plusDays(today(), 55);
    const id = await paidBooking(p, from);
    await t.db.query('DELETE FROM messages');
    const m = await t.call('POST', `/api/bookings/${id}/reschedule`, { token: A, body: { bookingDate: to } });
    assert.equal(m.status, 200, m.raw);
    const rows = await messages();
    assert.deepEqual(summary(rows), [
      'customer:booking.moved:email',
      'customer:booking.moved:sms',
      'vendor:vendor.booking-moved:email',
      'vendor:vendor.booking-moved:sms',
      'vendor:vendor.booking-moved:whatsapp',
    ]);
    const b = await bookingRow(id);
    const c = email(rows, 'customer');
    assert.equal(c.user_id, 1);
    assert.match(c.body_text, new RegExp(`from ${day(from)} to ${day(to)}`));
    assert.match(c.body_text, new RegExp(`Reschedule fee +${r(0)}`));
    assert.match(c.body_text, new RegExp(`Booking total now +${r(b.billing_amt)}`));
    assert.match(c.body_text, new RegExp(`Balance to pay +${r(0)}`));
    assert.equal(
      sms(rows, 'customer').body_text,
      `Utsav: booking ${b.booking_no} is moved from ${day(from)} to ${day(to)}. Reschedule fee: ${formatRupees(0)}.`,
    );
    const v = email(rows, 'vendor');
    assert.equal(v.vendor_id, 1);
    assert.match(v.body_text, new RegExp(`moved booking ${b.booking_no} .* from ${day(from)} to ${day(to)}`));
    assert.match(v.body_text, /refuse it in your bookings by .* IST/);
    assert.doesNotMatch(v.body_text, /Reschedule fee/, 'no fee on a free move');

    // The vendor refuses: the customer is told the old date is back; the vendor gets its confirmation.
    await t.db.query('DELETE FROM messages');
    assert.equal(
      (await t.call('POST', `/api/vendor/bookings/${id}/refuse-move`, { token: t.tokens.vendorA })).status,
      200,
    );
    const refused = await messages();
    assert.deepEqual(summary(refused), [
      'customer:booking.move-refused:email',
      'customer:booking.move-refused:sms',
      'vendor:vendor.move-refused:email',
      'vendor:vendor.move-refused:sms',
      'vendor:vendor.move-refused:whatsapp',
    ]);
    assert.equal(
      sms(refused, 'customer').body_text,
      `Utsav: the vendor refused the new date of booking ${b.booking_no}. Event date: ${day(from)}. Refunded: ${formatRupees(0)}.`,
    );
    assert.match(email(refused, 'vendor').body_text, new RegExp(`not on ${day(to)}: it is back on ${day(from)}`));

    // A move, its 48 hours over, then a second move: the fee is on both messages and is the balance to pay.
    await t.call('POST', `/api/bookings/${id}/reschedule`, { token: A, body: { bookingDate: to } });
    await t.db.query(
      "UPDATE booking_reschedules SET requested_at = requested_at - interval '49 hours' WHERE booking_id = $1",
      [id],
    );
    await t.db.changed(['bookings']);
    await t.db.query('DELETE FROM messages');
    const to2 = plusDays(today(), 57);
    assert.equal(
      (await t.call('POST', `/api/bookings/${id}/reschedule`, { token: A, body: { bookingDate: to2 } })).status,
      200,
    );
    const second = await messages();
    assert.equal(second.length, 5);
    const b2 = await bookingRow(id);
    assert.equal(b2.billing_amt - (b2.paid_amt - b2.refunded_amt), RESCHEDULE_FEE_PAISE);
    assert.match(
      sms(second, 'customer').body_text,
      new RegExp(`from ${day(to)} to ${day(to2)}\\. Reschedule fee: ${r(RESCHEDULE_FEE_PAISE)}\\.`),
    );
    assert.match(email(second, 'customer').body_text, new RegExp(`Balance to pay +${r(RESCHEDULE_FEE_PAISE)}`));
    assert.match(email(second, 'customer').body_text, /\?pay=1/);
    assert.match(
      email(second, 'vendor').body_text,
      new RegExp(`Reschedule fee \\(kept by Utsav\\) +${r(RESCHEDULE_FEE_PAISE)}`),
    );
  });

  it('a move to a lower price: the refund and its credit note (attached) are those of the refund row', async () => {
    const p = await productOfA();
    const id = await paidBooking(p, plusDays(today(), 40));
    await t.db.query('UPDATE products SET booking_amt = booking_amt - 10000 WHERE id = $1', [p]);
    await t.db.query('DELETE FROM messages');
    assert.equal(
      (
        await t.call('POST', `/api/bookings/${id}/reschedule`, {
          token: A,
          body: { bookingDate: plusDays(today(), 50) },
        })
      ).status,
      200,
    );
    const refund = (
      await t.db.query<{ id: number; amount: number; credit_note_no: string }>(
        "SELECT id, amount::float8 AS amount, credit_note_no FROM refunds WHERE booking_id = $1 AND reason = 'reschedule'",
        [id],
      )
    ).rows;
    assert.equal(refund.length, 1);
    const c = email(await messages(), 'customer');
    assert.match(c.body_text, new RegExp(`Refunded now \\(price difference\\) +${r(refund[0]!.amount)}`));
    assert.match(c.body_text, new RegExp(`Credit note +${refund[0]!.credit_note_no}`));
    assert.deepEqual(c.attachments, [{ kind: 'credit-note', ref: String(refund[0]!.id) }]);
  });

  it('a move that rolls back writes no message (and keeps the old date)', async () => {
    const p = await productOfA();
    const from = plusDays(today(), 40);
    const id = await paidBooking(p, from);
    await t.db.query('DELETE FROM messages');
    await assert.rejects(
      rescheduleBooking(failingAtCommit(), t.app.payments, 1, id, plusDays(today(), 50)),
      /rolled back/,
    );
    assert.deepEqual(await messages(), []);
    assert.equal(
      (
        await t.db.query<{ d: string }>("SELECT to_char(booking_date, 'YYYY-MM-DD') AS d FROM bookings WHERE id = $1", [
          id,
        ])
      ).rows[0]!.d,
      from,
    );
  });

  // ------------------------------------------------------------ package orders

  interface Choice {
    serviceId: number;
    productId: number;
    vendorId: number;
    rate: number;
  }
  async function choices(): Promise<Choice[]> {
    const rows = (
      await t.db.query<{ service_id: number; product_id: number; vendor_id: number; rate: number }>(
        `SELECT g.service_id, gp.product_id, p.vendor_id, gp.package_rate::float8 AS rate FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
       JOIN products p ON p.id = gp.product_id WHERE g.package_id = 1 AND g.retired_at IS NULL AND p.status = 1 AND gp.product_id = ANY($1::int[])
       ORDER BY g.service_id, (p.vendor_id IN (1, 2)) DESC, gp.package_rate DESC, gp.product_id`,
        [await offeredProductIds(t, 1, 1)],
      )
    ).rows;
    const picked: Choice[] = [];
    for (const x of rows)
      if (!picked.some((c) => c.serviceId === x.service_id))
        picked.push({ serviceId: x.service_id, productId: x.product_id, vendorId: x.vendor_id, rate: x.rate });
    return picked;
  }
  async function freeDate(ids: number[], days: number): Promise<string> {
    for (let d = days; d < days + 60; d++) {
      const date = plusDays(today(), d);
      if (
        (
          await t.db.query<{ n: number }>(
            'SELECT count(*)::int AS n FROM booking_slots WHERE product_id = ANY($1::int[]) AND booking_date = $2',
            [ids, date],
          )
        ).rows[0]!.n === 0
      )
        return date;
    }
    throw new Error('no free date');
  }
  async function paidPackage(days: number) {
    const picked = await choices();
    const date = await freeDate(
      picked.map((c) => c.productId),
      days,
    );
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
    const o = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '', package: pkg, PaymentType: 'full' },
    });
    assert.equal(o.status, 200, o.raw);
    const { opened, back } = await gatewayPay(t, A, { OrderId: o.body.Payload.OrderId });
    assert.equal(opened.status, 200, opened.raw);
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    await t.db.query('DELETE FROM messages');
    return { id: o.body.Payload.BookingId as number, orderId: o.body.Payload.OrderId as string, picked, date };
  }
  const notes = async (id: number) =>
    (
      await t.db.query<{ vendor_id: number; credit_note_no: string; amount: number }>(
        'SELECT vendor_id, credit_note_no, amount::float8 AS amount FROM package_credit_notes WHERE package_booking_id = $1 ORDER BY id',
        [id],
      )
    ).rows;

  it('a package cancelled by the customer: the customer gets the refund and each vendor’s part with its credit note; each vendor its own part', async () => {
    const { id, orderId, picked } = await paidPackage(45);
    const c = await t.call('POST', `/api/package-orders/${id}/cancel`, { token: A });
    assert.equal(c.status, 200, c.raw);
    const rows = await messages();
    const vendors = [...new Set(picked.map((x) => x.vendorId))].sort((a, b) => a - b);
    assert.deepEqual(
      summary(rows),
      [
        'customer:package.cancelled:email',
        'customer:package.cancelled:sms',
        ...vendors.flatMap(() => [
          'vendor:vendor.package-cancelled:email',
          'vendor:vendor.package-cancelled:sms',
          'vendor:vendor.package-cancelled:whatsapp',
        ]),
      ].sort(),
    );
    const refunded = (
      await t.db.query<{ refunded_amt: number }>(
        'SELECT refunded_amt::float8 AS refunded_amt FROM package_bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!.refunded_amt;
    assert.ok(refunded > 0);
    assert.equal(
      sms(rows, 'customer').body_text,
      `Utsav: package order ${orderId} is cancelled. Refund: ${formatRupees(refunded / 100)}.`,
    );
    const ce = email(rows, 'customer');
    assert.match(ce.body_text, new RegExp(`Refund \\(100 % of what was paid\\) +${r(refunded)}`));
    const ns = await notes(id);
    assert.equal(ns.length, vendors.length);
    for (const n of ns) {
      assert.match(
        ce.body_text,
        new RegExp(`credit note ${n.credit_note_no} +${r(n.amount)}`),
        `the customer sees ${n.credit_note_no}`,
      );
      const ve = email(rows, 'vendor', n.vendor_id);
      assert.match(ve.body_text, new RegExp(`Refunded from your part +${r(n.amount)}`));
      assert.match(ve.body_text, new RegExp(`Credit note +${n.credit_note_no}`));
      assert.equal(
        sms(rows, 'vendor', n.vendor_id).body_text.endsWith(
          `Refunded from your part: ${formatRupees(n.amount / 100)}.`,
        ),
        true,
      );
    }
  });

  it('a package cancelled by the operator on the customer’s behalf with an override: the override’s figures, said to be Utsav’s doing', async () => {
    const { id, orderId } = await paidPackage(45);
    const x = await t.call('POST', `/api/admin/package-bookings/${id}/cancel`, {
      token: t.tokens.operator,
      body: { onBehalfOf: 'customer', refund: 'override', amount: '1234.57', reason: 'Family emergency' },
    });
    assert.equal(x.status, 200, x.raw);
    const rows = await messages(`package.%`);
    assert.deepEqual(summary(rows), ['customer:package.cancelled:email', 'customer:package.cancelled:sms']);
    assert.equal(
      sms(rows, 'customer').body_text,
      `Utsav: package order ${orderId} is cancelled. Refund: ${formatRupees(1234.57)}.`,
    );
    assert.match(email(rows, 'customer').body_text, /Utsav cancelled it on your behalf/);
    const ns = await notes(id);
    assert.equal(
      ns.reduce((s, n) => s + n.amount, 0),
      123457,
    );
    for (const n of ns)
      assert.match(
        email(await messages('vendor.package-cancelled:%'), 'vendor', n.vendor_id).body_text,
        new RegExp(`Refunded from your part +${r(n.amount)}`),
      );
  });

  it('a vendor declines its part: customer (refund, credit note, may swap) and vendor told; the swap tells the customer the balance and the new vendor', async () => {
    const { id, orderId, picked } = await paidPackage(60);
    const mine = picked.find((c) => c.vendorId === 1)!;
    const item = (
      await t.db.query<{ id: number; title: string }>(
        'SELECT id, title FROM package_booking_items WHERE package_booking_id = $1 AND product_id = $2',
        [id, mine.productId],
      )
    ).rows[0]!;
    assert.equal(
      (
        await t.call('POST', `/api/vendor/package-items/${item.id}/decline`, {
          token: t.tokens.vendorA,
          body: { reason: 'date_unavailable' },
        })
      ).status,
      200,
    );
    const rows = await messages();
    assert.deepEqual(summary(rows), [
      'customer:package.item-declined:email',
      'customer:package.item-declined:sms',
      'vendor:vendor.package-item-declined:email',
      'vendor:vendor.package-item-declined:sms',
      'vendor:vendor.package-item-declined:whatsapp',
    ]);
    const [n] = await notes(id);
    assert.equal(n!.amount, mine.rate);
    assert.equal(
      sms(rows, 'customer').body_text,
      `Utsav: ${item.title} of package order ${orderId} was declined by the vendor (the date is not available). Refunded: ${formatRupees(mine.rate / 100)}.`,
    );
    assert.match(email(rows, 'customer').body_text, new RegExp(`Credit note +${n!.credit_note_no}`));
    assert.match(email(rows, 'customer').body_text, /another service of the same group/);
    assert.match(email(rows, 'vendor').body_text, new RegExp(`Refunded from your part +${r(mine.rate)}`));

    const options = (await t.call('GET', `/api/package-orders/${id}/swap-options?itemId=${item.id}`, { token: A })).body
      .Payload as { ProductId: number; Rate: number; Title: string }[];
    assert.ok(options.length > 0);
    await t.db.query('DELETE FROM messages');
    // A swap that rolls back tells nobody.
    await assert.rejects(swapPackageItem(failingAtCommit(), 1, id, item.id, options[0]!.ProductId), /rolled back/);
    assert.deepEqual(await messages(), []);
    const s = await t.call('POST', `/api/package-orders/${id}/swap`, {
      token: A,
      body: { itemId: item.id, productId: options[0]!.ProductId },
    });
    assert.equal(s.status, 200, s.raw);
    const swapped = await messages();
    const newVendor = (
      await t.db.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = $1', [options[0]!.ProductId])
    ).rows[0]!.vendor_id;
    assert.deepEqual(summary(swapped), [
      'customer:package.item-swapped:email',
      'customer:package.item-swapped:sms',
      'vendor:vendor.package-item-added:email',
      'vendor:vendor.package-item-added:sms',
      'vendor:vendor.package-item-added:whatsapp',
    ]);
    const k = (
      await t.db.query<{ package_total: number; paid_amt: number; refunded_amt: number }>(
        'SELECT package_total::float8 AS package_total, paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt FROM package_bookings WHERE id = $1',
        [id],
      )
    ).rows[0]!;
    const due = k.package_total - (k.paid_amt - k.refunded_amt);
    assert.equal(due, Math.round(options[0]!.Rate * 100), 'the balance is the new service’s rate');
    assert.match(email(swapped, 'customer').body_text, new RegExp(`Balance to pay +${r(due)}`));
    assert.match(email(swapped, 'customer').body_text, new RegExp(`Package total now +${r(k.package_total)}`));
    assert.equal(email(swapped, 'vendor').vendor_id, newVendor);
    assert.match(
      email(swapped, 'vendor').body_text,
      new RegExp(`Your package rate +${r(Math.round(options[0]!.Rate * 100))}`),
    );
  });

  it('an unpaid package order cancelled: the customer is told nothing was paid; no vendor hears of it', async () => {
    const picked = await choices();
    const date = await freeDate(
      picked.map((c) => c.productId),
      45,
    );
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
    const o = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '', package: pkg },
    });
    assert.equal(o.status, 200, o.raw);
    await t.db.query('DELETE FROM messages');
    assert.equal(
      (await t.call('POST', `/api/package-orders/${o.body.Payload.BookingId}/cancel`, { token: A })).status,
      200,
    );
    const rows = await messages();
    assert.deepEqual(summary(rows), ['customer:package.cancelled:email', 'customer:package.cancelled:sms']);
    assert.match(email(rows, 'customer').body_text, /Nothing was paid, so nothing is refunded\./);
    assert.equal(
      sms(rows, 'customer').body_text,
      `Utsav: package order ${o.body.Payload.OrderId} is cancelled. Refund: ${formatRupees(0)}.`,
    );
  });

  it('a package cancellation or a decline that rolls back writes no message', async () => {
    const { id, picked } = await paidPackage(45);
    await assert.rejects(cancelPackage(failingAtCommit(), t.app.payments, 1, id), /rolled back/);
    const mine = picked.find((c) => c.vendorId === 1)!;
    const item = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM package_booking_items WHERE package_booking_id = $1 AND product_id = $2',
        [id, mine.productId],
      )
    ).rows[0]!.id;
    await assert.rejects(
      declinePackageItem(failingAtCommit(), t.app.payments, 1, item, { reason: 'date_unavailable', note: '' }),
      /rolled back/,
    );
    assert.deepEqual(await messages(), []);
    assert.equal(
      (await t.db.query<{ s: string }>('SELECT booking_state AS s FROM package_bookings WHERE id = $1', [id])).rows[0]!
        .s,
      'confirmed',
    );
  });
});
