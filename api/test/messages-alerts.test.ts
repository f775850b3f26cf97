/**
 * the events written last: a paid package order tells each of its vendors of their part; the vendor's
 * decline-deadline reminder (scheduled from the records, once, at an IST daytime hour); the operators' alert when
 * delivery or webhook failures reach the threshold (once per window, not per failure); the test outbox refuses an
 * address under `.invalid` (dead at once) and the operator's resend goes to the address the customer has now.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { formatRupees } from '@utsav/domain/format';
import { VENDOR_DECLINE_HOURS } from '@utsav/domain/refund-policy';
import {
  deliverDue,
  enqueueMessages,
  resendMessage,
  testOutbox,
  type ChannelAdapter,
  type ChannelSet,
  type MessageTemplate,
} from '../src/messages';
import { rendered } from '../src/messages/layout';
import { moment } from '../src/messages/format';
import { scheduleFailureAlerts, windowStart } from '../src/messages/failure-alerts';
import { declineReminderAt, scheduleReminders } from '../src/bookings/booking-reminders';
import {
  afterWrites,
  gatewayPay,
  payThroughGateway,
  plusDays,
  setup,
  today,
  verifyReturn,
  type TestCtx,
} from './helpers';
import { offeredProductIds } from './package-offer';

interface Row {
  id: number;
  event_key: string;
  channel: string;
  recipient: string;
  audience: string;
  template: string;
  subject: string;
  body_text: string;
  vendor_id: number | null;
  user_id: number | null;
  state: string;
  attempts: number;
  last_error: string | null;
}

const esc = (s: string) => s.replace(/[.$()+*?[\]\\^|{}]/g, '\\$&');
const all = (c: ChannelAdapter): ChannelSet => ({ email: c, sms: c, whatsapp: c });

describe(`messages: package vendors, decline deadline, failure alerts (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let A: string;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.query('DELETE FROM messages');
    A = t.tokens.customerA;
  });
  after(async () => t.close());

  const messages = async (like = '%') =>
    (await t.db.query<Row>('SELECT * FROM messages WHERE event_key LIKE $1 ORDER BY id', [like])).rows;
  const summary = (rows: Row[]) => rows.map((m) => `${m.audience}:${m.template}:${m.channel}`).sort();

  /** A paid package order of package 1 (one service per group: vendor 1's or 2's where offered). */
  async function paidPackage(date: string) {
    const rows = (
      await t.db.query<{ service_id: number; product_id: number }>(
        `SELECT DISTINCT ON (g.service_id) g.service_id, gp.product_id FROM package_groups g JOIN package_group_products gp ON gp.group_id = g.id
       JOIN products p ON p.id = gp.product_id WHERE g.package_id = 1 AND g.retired_at IS NULL AND p.status = 1 AND gp.product_id = ANY($1::int[])
       ORDER BY g.service_id, (p.vendor_id IN (1, 2)) DESC, gp.product_id`,
        [await offeredProductIds(t, 1, 1)],
      )
    ).rows;
    const pkg = {
      packageID: 1,
      packageName: 'Royal Wedding Package',
      packageDesc: '',
      packageTotal: 1,
      packageImage: '',
      inPackage: '',
      BookingDate: date,
      packageItems: rows.map((c) => ({
        serviceID: c.service_id,
        serviceName: '',
        amount: 0,
        book_On: date,
        productDetails: [{ Product_ID: c.product_id, ServiceID: c.service_id, Title: '', BookingDate: date, vid: 0 }],
      })),
    };
    const r = await t.call('POST', '/api/packageBooking', {
      token: A,
      body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no: '', package: pkg, PaymentType: 'full' },
    });
    assert.equal(r.status, 200, r.raw);
    const { opened, back } = await gatewayPay(t, A, { OrderId: r.body.Payload.OrderId });
    assert.equal(opened.status, 200, opened.raw);
    assert.equal((await verifyReturn(t, A, back.params)).status, 200);
    return { id: r.body.Payload.BookingId as number, orderId: r.body.Payload.OrderId as string };
  }

  it('a paid package order: the customer’s receipt, and each vendor told of its own services and its part, once', async () => {
    const { id, orderId } = await paidPackage(plusDays(today(), 50));
    const parts = (
      await t.db.query<{ vendor_id: number; titles: string[]; share: number }>(
        `SELECT i.vendor_id, array_agg(i.title ORDER BY i.id) AS titles, sum(i.share_amt)::float8 AS share FROM package_booking_items i
       WHERE i.package_booking_id = $1 GROUP BY i.vendor_id ORDER BY i.vendor_id`,
        [id],
      )
    ).rows;
    assert.ok(parts.length >= 2, 'the package has services of several vendors');
    const rows = await messages();
    const expected = [
      'customer:package.placed:email',
      'customer:package.placed:sms',
      'customer:package.paid:email',
      'customer:package.paid:sms',
    ];
    for (const _p of parts)
      expected.push(
        'vendor:vendor.new-package-booking:email',
        'vendor:vendor.new-package-booking:sms',
        'vendor:vendor.new-package-booking:whatsapp',
      );
    assert.deepEqual(summary(rows), expected.sort());
    const confirmed = (
      await t.db.query<{ confirmed_at: Date }>('SELECT confirmed_at FROM package_bookings WHERE id = $1', [id])
    ).rows[0]!.confirmed_at;
    for (const p of parts) {
      const email = rows.find(
        (m) => m.template === 'vendor.new-package-booking' && m.channel === 'email' && m.vendor_id === p.vendor_id,
      )!;
      assert.equal(email.event_key, `vendor.new-package-booking:${id}:${p.vendor_id}`);
      assert.equal(email.subject, `New package booking ${orderId}`);
      for (const title of p.titles) assert.ok(email.body_text.includes(title), `${title} in ${email.body_text}`);
      assert.match(email.body_text, new RegExp(`Your part of the package\\s+${esc(formatRupees(p.share / 100))}`));
      assert.ok(
        email.body_text.includes(moment(new Date(new Date(confirmed).getTime() + VENDOR_DECLINE_HOURS * 3600_000))),
        email.body_text,
      );
      const sms = rows.find(
        (m) => m.template === 'vendor.new-package-booking' && m.channel === 'sms' && m.vendor_id === p.vendor_id,
      )!;
      assert.match(sms.body_text, new RegExp(`^Utsav: new package booking ${orderId}: `));
    }
    // No other vendor hears of it.
    assert.deepEqual(
      [...new Set(rows.filter((m) => m.audience === 'vendor').map((m) => m.vendor_id))].sort(),
      parts.map((p) => p.vendor_id).sort(),
    );
  });

  it('decline deadline: 12 hours before it, moved to 20:00 IST when that falls at night', () => {
    const at = (from: string) => {
      const r = declineReminderAt(from);
      return [moment(r.at), moment(r.deadline)];
    };
    // Paid 20 Nov 16:00 IST → deadline 22 Nov 16:00 → 12 h before is 04:00 (night) → 20:00 the evening before.
    assert.deepEqual(at('2026-11-20T16:00:00+05:30'), ['21 Nov 2026, 08:00 pm IST', '22 Nov 2026, 04:00 pm IST']);
    // Paid 20 Nov 22:30 IST → deadline 22 Nov 22:30 → 10:30 that morning (day): unchanged.
    assert.deepEqual(at('2026-11-20T22:30:00+05:30'), ['22 Nov 2026, 10:30 am IST', '22 Nov 2026, 10:30 pm IST']);
    // Paid 20 Nov 10:00 IST → 12 h before the deadline is 22:00 (night) → 20:00 the same evening.
    assert.deepEqual(at('2026-11-20T10:00:00+05:30'), ['21 Nov 2026, 08:00 pm IST', '22 Nov 2026, 10:00 am IST']);
  });

  it('the vendor is reminded of the decline deadline once (across restarts), not before its time, not once closed', async () => {
    const product = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    const book = async (days: number) => {
      await t.db.query('DELETE FROM cart_items');
      const date = plusDays(today(), days);
      assert.equal(
        (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: product, bookingDate: date } })).status,
        200,
      );
      const r = await t.call('POST', '/api/EventBooking', {
        token: A,
        body: { bookingAddressId: 1, Bookingfor: 'Test event', bookingDate: date, PaymentType: 'full' },
      });
      assert.equal(r.status, 200, r.raw);
      await payThroughGateway(t, A, { OrderId: r.body.Payload.OrderId });
      return r.body.Payload.Bookings[0] as { BookingId: number; BookingNo: string };
    };
    const soon = await book(30);
    const fresh = await book(31);
    const closed = await book(32);
    // A moment of IST daytime (so the reminder is not moved): 14:00 IST today.
    const now = new Date(`${today()}T14:00:00+05:30`);
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000).toISOString();
    await t.db.query('UPDATE bookings SET confirmed_at = $2 WHERE id = $1', [
      soon.BookingId,
      hoursAgo(VENDOR_DECLINE_HOURS - 11),
    ]); // 11 h left
    await t.db.query('UPDATE bookings SET confirmed_at = $2 WHERE id = $1', [fresh.BookingId, hoursAgo(10)]); // 38 h left
    await t.db.query(`UPDATE bookings SET confirmed_at = $2, booking_state = 'declined' WHERE id = $1`, [
      closed.BookingId,
      hoursAgo(VENDOR_DECLINE_HOURS - 11),
    ]);
    await t.db.query('DELETE FROM messages');

    await scheduleReminders(t.db, now, { force: true });
    const rows = await messages('reminder.vendor-decline%');
    assert.deepEqual(summary(rows), [
      'vendor:reminder.vendor-decline:email',
      'vendor:reminder.vendor-decline:sms',
      'vendor:reminder.vendor-decline:whatsapp',
    ]);
    assert.ok(rows.every((m) => m.event_key === `reminder.vendor-decline:${soon.BookingId}` && m.vendor_id === 1));
    const until = moment(new Date(now.getTime() + 11 * 3600_000));
    const sms = rows.find((m) => m.channel === 'sms')!;
    assert.equal(
      sms.body_text,
      `Utsav: booking ${soon.BookingNo} can be declined until ${until}; after that it stands.`,
    );
    assert.equal(
      rows.find((m) => m.channel === 'email')!.subject,
      `Booking ${soon.BookingNo}: you can decline it until ${until}`,
    );
    // Another pass, another process: nothing more.
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 60_000), { force: true }), 0);
    // Delivered; still once.
    await deliverDue(t.db, all(testOutbox), { now: new Date(now.getTime() + 120_000) });
    assert.equal(await scheduleReminders(t.db, new Date(now.getTime() + 180_000), { force: true }), 0);
    assert.equal((await messages('reminder.vendor-decline%')).length, 3);
  });

  const hello: MessageTemplate<{ n: number }> = {
    key: 'test.hello',
    smsDltTemplateId: '1107000000000000001',
    whatsappTemplate: 'utsav_test_hello',
    render: (d, lang) =>
      rendered(
        `Hello ${d.n}`,
        { heading: 'Hello', paragraphs: [`Message ${d.n}`] },
        `Utsav: message ${d.n}`,
        [String(d.n)],
        lang,
      ),
  };
  const enqueue = (n: number, to = 'aarav.sharma@example.in') =>
    t.db.transaction((tx) =>
      enqueueMessages(tx, [
        { event: `e.${n}`, channel: 'email', to, audience: 'customer', userId: 1, template: hello, data: { n } },
      ]),
    );

  it('delivery failures: one alert to every operator when the threshold is reached, once per window', async () => {
    const broken: ChannelAdapter = {
      provider: 'broken',
      test: false,
      send: async () => {
        throw new Error('SMTP relay down');
      },
    };
    const settings = { threshold: 3, windowMs: 3600_000 };
    // Early in a window to come (the messages are due by then), so that a few minutes later is the same window.
    const now = new Date(
      windowStart(new Date(Date.now() + 2 * settings.windowMs), settings.windowMs).getTime() + 10 * 60_000,
    );
    const at = (min: number) => new Date(now.getTime() + min * 60_000);
    for (const n of [1, 2]) await enqueue(n);
    await deliverDue(t.db, all(broken), { now: at(0) });
    assert.equal(
      await scheduleFailureAlerts(t.db, at(1), settings, { force: true }),
      0,
      'two failures: under the threshold',
    );
    await enqueue(3);
    await deliverDue(t.db, all(broken), { now: at(2) });
    const operators = (await t.db.query<{ email: string }>('SELECT email FROM operators ORDER BY id')).rows.map((o) =>
      o.email.toLowerCase(),
    );
    assert.equal(await scheduleFailureAlerts(t.db, at(3), settings, { force: true }), operators.length);
    const alerts = await messages('operator.failures%');
    assert.deepEqual(
      alerts.map((m) => [m.audience, m.channel, m.recipient]).sort(),
      operators.map((e) => ['operator', 'email', e]).sort(),
    );
    assert.equal(alerts[0]!.subject, 'Alert: 3 message deliveries failed in 60 minutes');
    assert.ok(
      alerts[0]!.body_text.includes(
        `3 message deliveries failed from ${moment(windowStart(now, settings.windowMs))} (the threshold is 3 in 60 minutes)`,
      ),
      alerts[0]!.body_text,
    );
    assert.match(alerts[0]!.body_text, /Latest error\s+SMTP relay down/);
    assert.match(alerts[0]!.body_text, /\/admin\/messages\?state=dead/);
    // More failures in the same window: no second alert (the alert's own failure is not counted either).
    for (const n of [4, 5, 6]) await enqueue(n);
    await deliverDue(t.db, all(broken), { now: at(4) });
    assert.equal(await scheduleFailureAlerts(t.db, at(5), settings, { force: true }), 0);
    // The next window counts afresh: its own failures reach the threshold again.
    const next = new Date(windowStart(now, settings.windowMs).getTime() + settings.windowMs + 60_000);
    assert.equal(
      await scheduleFailureAlerts(t.db, next, settings, { force: true }),
      0,
      'no failures yet in the next window',
    );
    await t.db.query(`UPDATE messages SET state = 'queued', send_after = $1 WHERE template = 'test.hello'`, [
      next.toISOString(),
    ]);
    await deliverDue(t.db, all(broken), { now: new Date(next.getTime() + 1000) });
    assert.equal(
      await scheduleFailureAlerts(t.db, new Date(next.getTime() + 2000), settings, { force: true }),
      operators.length,
    );
    assert.equal((await messages('operator.failures.delivery:%')).length, operators.length * 2);
    // Off with a threshold of 0.
    assert.equal(
      await scheduleFailureAlerts(
        t.db,
        new Date(next.getTime() + 3000),
        { threshold: 0, windowMs: 3600_000 },
        { force: true },
      ),
      0,
    );
  });

  it('webhook failures: refused webhooks are counted; one alert past the threshold', async () => {
    const settings = { threshold: 2, windowMs: 3600_000 };
    const post = () =>
      t.call('POST', '/api/payments/webhook', {
        body: { event: 'payment.captured', payload: {} },
        headers: { 'x-razorpay-signature': 'forged' },
      });
    assert.equal((await post()).status, 400);
    assert.equal(await scheduleFailureAlerts(t.db, afterWrites(), settings, { force: true }), 0);
    assert.equal((await post()).status, 400);
    const failures = (
      await t.db.query<{ reason: string; status: number }>('SELECT reason, status FROM webhook_failures ORDER BY id')
    ).rows;
    assert.deepEqual(failures, [
      { reason: 'Invalid webhook signature', status: 400 },
      { reason: 'Invalid webhook signature', status: 400 },
    ]);
    const added = await scheduleFailureAlerts(t.db, afterWrites(), settings, { force: true });
    assert.ok(added > 0);
    const [alert] = await messages('operator.failures.webhook:%');
    assert.equal(alert!.subject, 'Alert: 2 payment webhooks failed in 60 minutes');
    assert.match(alert!.body_text, /Latest error\s+Invalid webhook signature/);
    assert.equal(await scheduleFailureAlerts(t.db, afterWrites(), settings, { force: true }), 0, 'once per window');
  });

  it('the test outbox refuses an address under .invalid: dead at once; the resend goes to the corrected address', async () => {
    await t.db.query(`UPDATE users SET email = 'aarav@mail.invalid' WHERE id = 1`);
    await enqueue(7, 'aarav@mail.invalid');
    assert.deepEqual(await deliverDue(t.db, all(testOutbox)), { sent: 0, retry: 0, dead: 1 });
    let [m] = await messages('e.7');
    assert.equal(m!.state, 'dead');
    assert.equal(m!.attempts, 1);
    assert.match(m!.last_error!, /^550 No such domain: mail\.invalid/);
    // Resent unchanged, it fails again the same way.
    assert.equal(await resendMessage(t.db, m!.id), true);
    await deliverDue(t.db, all(testOutbox));
    [m] = await messages('e.7');
    assert.equal(m!.state, 'dead');
    // The customer corrects the address; the operator's resend goes there and is delivered.
    await t.db.query(`UPDATE users SET email = 'Aarav.Sharma@example.in' WHERE id = 1`);
    const r = await t.call('POST', `/api/admin/messages/${m!.id}/resend`, { token: t.tokens.operator });
    assert.equal(r.status, 200, r.raw);
    assert.equal(
      r.body.Message,
      'The message will be sent again within a few seconds, to aarav.sharma@example.in (the address on the account now)',
    );
    const audit = (
      await t.db.query<{ before: { recipient: string }; after: { recipient: string } }>(
        `SELECT before, after FROM audit_log WHERE action = 'message.resend' ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];
    assert.deepEqual(
      [audit?.before.recipient, audit?.after.recipient],
      ['aarav@mail.invalid', 'aarav.sharma@example.in'],
    );
    assert.deepEqual(await deliverDue(t.db, all(testOutbox)), { sent: 1, retry: 0, dead: 0 });
    [m] = await messages('e.7');
    assert.deepEqual(
      [m!.state, m!.recipient, m!.attempts, m!.last_error],
      ['sent', 'aarav.sharma@example.in', 1, null],
    );
  });
});
