/**
 * Conversations between a customer and a vendor (docs/conversations.md): who may read and write, masking of contact
 * details until a booking is paid, read receipts, paging, batched notices, reports and blocks, photos.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MASK } from '@utsav/domain/contact-masking';
import { PNG, multipart, plusDays, setup, today, type TestCtx } from './helpers';
import { BLOCKED, CONVERSATION_NOT_FOUND } from '../src/conversations/conversation-service';
import { render } from '../src/lib/server-messages';

const url = process.env.DATABASE_URL || undefined;

describe(`conversations (${url ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let productOfA: number;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    productOfA = (
      await t.db.query<{ id: number }>(
        'SELECT id FROM products WHERE vendor_id = 1 AND status = 1 AND amount_hide_show = 0 ORDER BY id LIMIT 1',
      )
    ).rows[0]!.id;
  });
  after(async () => t.close());

  const start = async (message = 'Do you cater for 300 guests?', token = t.tokens.customerA) => {
    const r = await t.call('POST', '/api/conversations', {
      token,
      body: { productId: productOfA, eventDate: plusDays(today(), 30), guests: 300, pincode: '400001', message },
    });
    assert.equal(r.status, 200, r.raw);
    return r.body.Payload.ConversationId as number;
  };
  const write = (id: number, token: string | null, body: string) =>
    t.call('POST', `/api/conversations/${id}/messages`, { token, body: { body } });
  const thread = (id: number, token: string | null, q = '') => t.call('GET', `/api/conversations/${id}${q}`, { token });

  it('a customer asks, the vendor sees it in the inbox with an unread count, answers, and both read the thread', async () => {
    const id = await start();
    const inbox = await t.call('GET', '/api/vendor/conversations', { token: t.tokens.vendorA });
    assert.equal(inbox.status, 200, inbox.raw);
    assert.equal(inbox.body.Payload.length, 1);
    assert.equal(inbox.body.Payload[0].Unread, 1);
    assert.equal(inbox.body.Payload[0].Guests, 300);
    let unread = await t.call('GET', '/api/vendor/conversations/unread', { token: t.tokens.vendorA });
    assert.equal(unread.body.Payload.Unread, 1);
    assert.equal((await thread(id, t.tokens.vendorA)).status, 200);
    unread = await t.call('GET', '/api/vendor/conversations/unread', { token: t.tokens.vendorA });
    assert.equal(unread.body.Payload.Unread, 0, 'opening the thread reads it');
    assert.equal((await write(id, t.tokens.vendorA, 'Yes, veg and non-veg menus.')).status, 200);
    const mine = await t.call('GET', '/api/conversations', { token: t.tokens.customerA });
    assert.equal(mine.body.Payload[0].Unread, 1);
    assert.equal(mine.body.Payload[0].LastMessage, 'Yes, veg and non-veg menus.');
    // Read receipts: the customer's first message was read by the vendor; the vendor's reply not yet.
    let v = await thread(id, t.tokens.vendorA);
    assert.deepEqual(
      v.body.Payload.Messages.map((m: { From: string; Read: boolean }) => [m.From, m.Read]),
      [
        ['vendor', false],
        ['customer', true],
      ],
    );
    await thread(id, t.tokens.customerA);
    v = await thread(id, t.tokens.vendorA);
    assert.equal(v.body.Payload.Messages[0].Read, true);
  });

  it('one conversation per customer, service and date: asking again adds to it', async () => {
    const a = await start('first');
    const b = await start('second');
    assert.equal(a, b);
    const r = await thread(a, t.tokens.customerA);
    assert.equal(r.body.Payload.Messages.length, 2);
  });

  it('nobody else reads or writes it: other customer, other vendor, visitor; the operator reads (audited) but cannot write', async () => {
    const id = await start();
    for (const token of [t.tokens.customerB, t.tokens.vendorB]) {
      const r = await thread(id, token);
      assert.equal(r.status, 404, r.raw);
      assert.equal(r.body.Message, render('en', CONVERSATION_NOT_FOUND));
      assert.equal((await write(id, token, 'hello')).status, 404);
      const rep = await t.call('POST', `/api/conversations/${id}/report`, { token, body: { reason: 'x' } });
      assert.equal(rep.status, 404);
    }
    assert.equal((await thread(id, null)).status, 401);
    assert.equal((await write(id, null, 'hello')).status, 401);
    assert.equal((await thread(999999, t.tokens.customerA)).status, 404);
    assert.equal((await thread(Number.MAX_SAFE_INTEGER, t.tokens.customerA)).status, 404);
    const op = await thread(id, t.tokens.operator);
    assert.equal(op.status, 200, op.raw);
    assert.equal(op.body.Payload.Conversation.CanWrite, false);
    const audit = await t.db.query(
      "SELECT 1 FROM audit_log WHERE action = 'conversation.read' AND entity = 'conversation' AND entity_id = $1",
      [String(id)],
    );
    assert.equal(audit.rows.length, 1);
    assert.equal((await write(id, t.tokens.operator, 'hello')).status, 404);
    // The lists are each party's own.
    assert.equal((await t.call('GET', '/api/conversations', { token: t.tokens.customerB })).body.Payload.length, 0);
    assert.equal(
      (await t.call('GET', '/api/vendor/conversations', { token: t.tokens.vendorB })).body.Payload.length,
      0,
    );
    assert.equal((await t.call('GET', '/api/vendor/conversations', { token: t.tokens.customerA })).status, 403);
    assert.equal((await t.call('GET', '/api/admin/conversations', { token: t.tokens.vendorA })).status, 403);
  });

  it('masks phone numbers, emails and links on both sides until a booking is paid; stored as typed', async () => {
    const typed =
      'Call 98765 43210 or नौ आठ सात छह पांच चार तीन दो एक शून्य or ९८७६५४३२१० or nine eight seven six five four three two one zero, mail ravi at gmail dot com, www.ravi.in';
    // Customer A starts with no paid booking from vendor A (the seed's go to customer B for this test).
    await t.db.query(
      "UPDATE bookings SET user_id = (SELECT id FROM users WHERE phone = '9876543211') WHERE vendor_id = 1 AND user_id = (SELECT id FROM users WHERE phone = '9876543210')",
    );
    const id = await start(typed);
    for (const token of [t.tokens.customerA, t.tokens.vendorA, t.tokens.operator]) {
      const r = await thread(id, token);
      const m = r.body.Payload.Messages[0];
      assert.equal(m.Masked, true);
      assert.equal(m.Body, `Call ${MASK} or ${MASK} or ${MASK} or ${MASK}, mail ${MASK}, ${MASK}`);
      assert.match(r.body.Payload.MaskingNotice, /hidden/);
    }
    const hi = await t.call('GET', `/api/conversations/${id}`, {
      token: t.tokens.customerA,
      headers: { 'accept-language': 'hi' },
    });
    assert.ok(hi.body.Payload.MaskingNotice);
    const stored = await t.db.query<{ body: string }>(
      'SELECT body FROM conversation_messages WHERE conversation_id = $1',
      [id],
    );
    assert.equal(stored.rows[0]!.body, typed);
    // Once a booking between them is paid, contact details are shown.
    await t.db.query(
      `UPDATE bookings SET user_id = (SELECT user_id FROM conversations WHERE id = $1), booking_state = 'confirmed'
        WHERE id = (SELECT min(id) FROM bookings WHERE vendor_id = 1)`,
      [id],
    );
    const paid = await thread(id, t.tokens.customerA);
    assert.equal(paid.body.Payload.Messages[0].Body, typed);
    assert.equal(paid.body.Payload.MaskingNotice, null);
  });

  it("bodies are stored raw and returned as text (escaping is the reader's); bad input is a 4xx", async () => {
    const id = await start('<img src=x onerror=alert(1)>');
    const r = await thread(id, t.tokens.vendorA);
    assert.equal(r.body.Payload.Messages[0].Body, '<img src=x onerror=alert(1)>');
    assert.equal((await write(id, t.tokens.customerA, '   ')).status, 400);
    assert.equal((await write(id, t.tokens.customerA, 'x'.repeat(2001))).status, 400);
    const bad = await t.call('POST', '/api/conversations', {
      token: t.tokens.customerA,
      body: { productId: 'abc', message: 'hi' },
    });
    assert.equal(bad.status, 400);
    const gone = await t.call('POST', '/api/conversations', {
      token: t.tokens.customerA,
      body: { productId: 999999, message: 'hi' },
    });
    assert.equal(gone.status, 404);
    const vendorStarts = await t.call('POST', '/api/conversations', {
      token: t.tokens.vendorA,
      body: { productId: productOfA, message: 'hi' },
    });
    assert.equal(vendorStarts.status, 403);
  });

  it('newest first, paged by keyset', async () => {
    const id = await start('m0');
    for (let i = 1; i < 25; i++) assert.equal((await write(id, t.tokens.customerA, `m${i}`)).status, 200);
    const seen: string[] = [];
    let next: string | null = null;
    do {
      const r = await thread(id, t.tokens.vendorA, `?limit=10${next ? `&after=${next}` : ''}`);
      assert.equal(r.status, 200, r.raw);
      seen.push(...r.body.Payload.Messages.map((m: { Body: string }) => m.Body));
      next = r.body.Payload.Page.next;
    } while (next);
    assert.deepEqual(
      seen,
      Array.from({ length: 25 }, (_, i) => `m${24 - i}`),
    );
    assert.equal((await thread(id, t.tokens.vendorA, '?limit=1000')).status, 400);
    assert.equal((await thread(id, t.tokens.vendorA, '?after=garbage')).status, 400);
  });

  it('a burst of messages sends the other side one notice per window, not one per message', async () => {
    const id = await start('one');
    for (let i = 0; i < 5; i++) await write(id, t.tokens.customerA, `more ${i}`);
    const notices = await t.db.query<{ channel: string; n: number }>(
      'SELECT channel, count(*)::int AS n FROM messages WHERE event_key LIKE $1 GROUP BY channel ORDER BY channel',
      [`conversation.messages:${id}:vendor:%`],
    );
    assert.ok(notices.rows.length >= 1, 'the vendor is told');
    for (const row of notices.rows) assert.equal(row.n, 1, `one ${row.channel} notice for the burst`);
    const text = await t.db.query<{ body_text: string }>(
      "SELECT body_text FROM messages WHERE event_key LIKE 'conversation.messages:%' LIMIT 1",
    );
    assert.doesNotMatch(text.rows[0]!.body_text, /more 3/, 'the notice does not carry the message');
  });

  it('a report reaches the operator; a block stops the other side writing', async () => {
    const id = await start();
    const r = await t.call('POST', `/api/conversations/${id}/report`, {
      token: t.tokens.vendorA,
      body: { reason: 'Abusive language', block: true },
    });
    assert.equal(r.status, 200, r.raw);
    const blocked = await write(id, t.tokens.customerA, 'hello?');
    assert.equal(blocked.status, 403);
    assert.equal(blocked.body.Message, render('en', BLOCKED));
    assert.equal((await write(id, t.tokens.vendorA, 'goodbye')).status, 200, 'the blocking side may still write');
    const mine = await thread(id, t.tokens.customerA);
    assert.equal(mine.body.Payload.Conversation.CanWrite, false);
    assert.deepEqual(mine.body.Payload.Reports, [], "reports are the operator's");
    const list = await t.call('GET', '/api/admin/conversations?reported=1', { token: t.tokens.operator });
    assert.equal(list.status, 200, list.raw);
    assert.deepEqual(
      list.body.Payload.map((c: { ConversationId: number }) => c.ConversationId),
      [id],
    );
    const op = await thread(id, t.tokens.operator);
    assert.equal(op.body.Payload.Reports[0].Reason, 'Abusive language');
    assert.equal(op.body.Payload.Reports[0].Reporter, 'vendor');
  });

  it('photos are checked by content and re-encoded like service images', async () => {
    const id = await start();
    const ok = await multipart({ body: 'The setup' }, [
      { field: 'image', name: 'a.png', type: 'image/png', data: PNG },
    ]);
    const r = await t.call('POST', `/api/conversations/${id}/photos`, {
      token: t.tokens.vendorA,
      payload: ok.payload,
      headers: ok.headers,
    });
    assert.equal(r.status, 200, r.raw);
    const m = (await thread(id, t.tokens.customerA)).body.Payload.Messages[0];
    assert.match(m.Photo, /^\/images\/uploads\/[0-9a-f-]{36}\.webp$/);
    assert.equal(m.Body, 'The setup');
    const img = await t.call('GET', m.Photo);
    assert.equal(img.status, 200);
    const fake = await multipart({}, [
      { field: 'image', name: 'x.png', type: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
    ]);
    const bad = await t.call('POST', `/api/conversations/${id}/photos`, {
      token: t.tokens.vendorA,
      payload: fake.payload,
      headers: fake.headers,
    });
    assert.equal(bad.status, 400);
    const stranger = await t.call('POST', `/api/conversations/${id}/photos`, {
      token: t.tokens.vendorB,
      payload: ok.payload,
      headers: ok.headers,
    });
    assert.equal(stranger.status, 404);
  });
});
