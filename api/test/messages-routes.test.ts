/**
 * the operator's outbox (/api/admin/messages: list, detail with the rendered text and HTML, the
 * PDF attachment, resend of a dead-lettered message, which channels are in test mode), the customer's message
 * history and WhatsApp consent, and the newsletter's working unsubscribe link.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { deliverDue, testOutbox, type ChannelAdapter } from '../src/messages';
import { payThroughGateway, plusDays, setup, today, type TestCtx } from './helpers';

describe(`messages in the back office and the account (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.query('DELETE FROM messages');
  });
  after(async () => t.close());

  async function bookAndPay() {
    await t.db.query('DELETE FROM cart_items');
    const p = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND amount_hide_show = 0 AND status = 1 AND capacity = 1 AND id <> 1 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
    const date = plusDays(today(), 40);
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: t.tokens.customerA, body: { productId: p, bookingDate: date } }))
        .status,
      200,
    );
    const r = await t.call('POST', '/api/EventBooking', {
      token: t.tokens.customerA,
      body: { bookingAddressId: 1, Bookingfor: 'Test event', bookingDate: date, PaymentType: 'full' },
    });
    await payThroughGateway(t, t.tokens.customerA, { OrderId: r.body.Payload.OrderId });
    return r.body.Payload as { OrderId: string; Bookings: { BookingId: number }[] };
  }

  it('the operator lists, reads (text, HTML, PDF) and resends a dead-lettered message; others may not', async () => {
    const O = t.tokens.operator;
    await bookAndPay();
    const broken: ChannelAdapter = {
      provider: 'broken',
      test: false,
      send: async () => {
        throw new Error('SMTP 554 rejected');
      },
    };
    await t.db.query('UPDATE messages SET max_attempts = 1');
    await deliverDue(t.db, { email: broken, sms: testOutbox, whatsapp: testOutbox });
    assert.equal((await t.call('GET', '/api/admin/messages', { token: t.tokens.customerA })).status, 403);
    assert.equal((await t.call('GET', '/api/admin/messages')).status, 401);

    const dead = await t.call('GET', '/api/admin/messages?state=dead&channel=email', { token: O });
    assert.equal(dead.status, 200);
    const receipt = (
      dead.body.Payload as { Id: number; Template: string; State: string; Attempts: number; LastError: string }[]
    ).find((m) => m.Template === 'booking.paid')!;
    assert.equal(receipt.State, 'dead');
    assert.equal(receipt.LastError, 'SMTP 554 rejected');
    const sms = await t.call('GET', '/api/admin/messages?channel=sms&q=booking.paid', { token: O });
    assert.equal(sms.body.Payload[0].TestDelivery, true, 'the offline outbox took the SMS');
    assert.equal(sms.body.Page.total, 1);

    const detail = await t.call('GET', `/api/admin/messages/${receipt.Id}`, { token: O });
    assert.match(detail.body.Payload.Html, /<table/);
    assert.match(detail.body.Payload.Text, /Payment received, booking confirmed/);
    assert.equal(detail.body.Payload.AttachmentFiles[0].Kind, 'tax-invoice');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/messages/${receipt.Id}/attachments/0`,
      headers: { 'x-auth-token': O },
    });
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.equal(pdf.rawPayload.subarray(0, 5).toString(), '%PDF-');

    const channels = await t.call('GET', '/api/admin/messages/channels', { token: O });
    assert.deepEqual(channels.body.Payload.Email, { Provider: 'test-outbox', Test: true });

    const resent = await t.call('POST', `/api/admin/messages/${receipt.Id}/resend`, { token: O });
    assert.equal(resent.status, 200);
    assert.equal(resent.body.Payload.State, 'queued');
    assert.equal((await deliverDue(t.db, { email: testOutbox, sms: testOutbox, whatsapp: testOutbox })).sent, 1);
    const after = await t.call('GET', `/api/admin/messages/${receipt.Id}`, { token: O });
    assert.equal(after.body.Payload.State, 'sent');
    assert.equal(after.body.Payload.Attempts, 1);
    const audit = await t.db.query<{ action: string }>("SELECT action FROM audit_log WHERE action = 'message.resend'");
    assert.equal(audit.rows.length, 1);
  });

  it("the customer's history (own messages only) and WhatsApp consent", async () => {
    await bookAndPay();
    const mine = await t.call('GET', '/api/account/messages', { token: t.tokens.customerA });
    assert.equal(mine.status, 200);
    const templates = (mine.body.Payload as { Subject: string; Channel: string }[]).map(
      (m) => `${m.Channel}:${m.Subject.split(' ')[0]}`,
    );
    assert.ok(templates.includes('email:Payment') && templates.includes('email:Your'), templates.join());
    assert.equal((await t.call('GET', '/api/account/messages', { token: t.tokens.customerB })).body.Payload.length, 0);
    assert.equal(
      (await t.call('GET', '/api/account/message-preferences', { token: t.tokens.customerA })).body.Payload
        .WhatsappOptIn,
      false,
    );
    const put = await t.call('PUT', '/api/account/message-preferences', {
      token: t.tokens.customerA,
      body: { whatsappOptIn: true },
    });
    assert.equal(put.status, 200);
    assert.equal(
      (await t.call('GET', '/api/account/message-preferences', { token: t.tokens.customerA })).body.Payload
        .WhatsappOptIn,
      true,
    );
    assert.equal(
      (
        await t.call('PUT', '/api/account/message-preferences', {
          token: t.tokens.customerA,
          body: { whatsappOptIn: 'yes' },
        })
      ).status,
      400,
    );
  });

  it('the newsletter welcome email carries an unsubscribe link that works (and only with its token)', async () => {
    assert.equal(
      (await t.call('POST', '/api/NewsletterSubscribe', { body: { email: 'reader@example.in' } })).status,
      200,
    );
    const m = (
      await t.db.query<{ body_text: string }>(
        "SELECT body_text FROM messages WHERE event_key = 'newsletter.welcome:reader@example.in'",
      )
    ).rows[0]!;
    const url = /Unsubscribe: (\S+)/.exec(m.body_text)![1]!;
    const path = url.slice(url.indexOf('/api/'));
    const forged = await t.app.inject({
      method: 'GET',
      url: path.replace(/token=[^&]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'),
    });
    assert.equal(forged.statusCode, 400);
    assert.equal(
      (await t.db.query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'reader@example.in'")).rows.length,
      1,
    );
    const res = await t.app.inject({ method: 'GET', url: path });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /You are unsubscribed/);
    assert.equal(
      (await t.db.query("SELECT 1 FROM newsletter_subscriptions WHERE email = 'reader@example.in'")).rows.length,
      0,
    );
  });
});
