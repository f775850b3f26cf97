/**
 * The messages outbox: enqueued in the caller's transaction (none on rollback), once per event,
 * channel and recipient; delivered by the worker through the channel adapters with retries, backoff and
 * dead-letter; two workers deliver each message once; a lost claim is taken again after its lease.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import {
  claimDue,
  deliverDue,
  enqueueMessages,
  messagesTo,
  resendMessage,
  smtpAdapter,
  testOutbox,
  type ChannelAdapter,
  type ChannelSet,
  type MessageTemplate,
  type OutgoingMessage,
} from '../src/messages';
import { rendered } from '../src/messages/layout';
import { signUpCodeTemplate } from '../src/lib/account-messages';
import { afterWrites, setup, type TestCtx } from './helpers';

const hello: MessageTemplate<{ name: string; amount: string }> = {
  key: 'test.hello',
  smsDltTemplateId: '1107000000000000001',
  whatsappTemplate: 'utsav_test_hello',
  render: (d, lang) =>
    rendered(
      `Hello ${d.name}`,
      { heading: 'Hello', paragraphs: [`Dear ${d.name}, you paid ${d.amount}.`], rows: [['Paid', d.amount]] },
      `Utsav: ${d.name} paid ${d.amount}.`,
      [d.name, d.amount],
      lang,
    ),
};

const msg = (
  event: string,
  extra: Partial<OutgoingMessage<{ name: string; amount: string }>> = {},
): OutgoingMessage<{ name: string; amount: string }> => ({
  event,
  channel: 'email',
  to: 'aarav.sharma@example.in',
  audience: 'customer',
  userId: 1,
  template: hello,
  data: { name: 'Aarav', amount: '₹1,234.50' },
  ...extra,
});

const all = (c: ChannelAdapter): ChannelSet => ({ email: c, sms: c, whatsapp: c });

describe(`messages outbox (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    await t.reset();
    await t.db.query('DELETE FROM messages');
  });
  after(async () => t.close());

  const rows = async () =>
    (
      await t.db.query<{
        id: number;
        event_key: string;
        channel: string;
        recipient: string;
        state: string;
        attempts: number;
        test_delivery: boolean;
        body_text: string;
        body_html: string | null;
        sms_template_id: string | null;
        whatsapp_params: string[];
        last_error: string | null;
      }>('SELECT * FROM messages ORDER BY id')
    ).rows;

  it('is written in the same transaction: nothing on rollback, once per event, channel and recipient', async () => {
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await enqueueMessages(tx, [msg('e.rollback')]);
        throw new Error('the change failed');
      }),
    );
    assert.equal((await rows()).length, 0);
    const added = await t.db.transaction((tx) =>
      enqueueMessages(tx, [msg('e.one'), msg('e.one'), msg('e.one', { channel: 'sms', to: '9876543210' })]),
    );
    assert.equal(added, 2);
    assert.equal(
      await t.db.transaction((tx) => enqueueMessages(tx, [msg('e.one')])),
      0,
      'a repeated event adds nothing',
    );
    const r = await rows();
    assert.deepEqual(
      r.map((x) => [x.channel, x.recipient]),
      [
        ['email', 'aarav.sharma@example.in'],
        ['sms', '919876543210'],
      ],
    );
    assert.match(r[0]!.body_text, /you paid ₹1,234\.50/);
    assert.match(r[0]!.body_html!, /<table[^>]*role="presentation"/);
    assert.equal(r[1]!.body_text, 'Utsav: Aarav paid ₹1,234.50.');
    assert.equal(r[1]!.sms_template_id, '1107000000000000001');
  });

  it('messagesTo: email and SMS always, WhatsApp only with consent', () => {
    const base = { audience: 'customer' as const, userId: 1, name: 'A', email: 'a@example.in', phone: '9876543210' };
    const ev = { event: 'e', template: hello, data: { name: 'A', amount: '₹1.00' } };
    assert.deepEqual(
      messagesTo({ ...base, whatsapp: false }, ev).map((m) => m.channel),
      ['email', 'sms'],
    );
    assert.deepEqual(
      messagesTo({ ...base, whatsapp: true }, ev).map((m) => m.channel),
      ['email', 'sms', 'whatsapp'],
    );
  });

  it('offline: the test outbox delivers (nothing sent) and marks it a test delivery', async () => {
    await t.db.transaction((tx) =>
      enqueueMessages(tx, [msg('e.offline'), msg('e.offline', { channel: 'whatsapp', to: '+91 98765 43210' })]),
    );
    const r = await deliverDue(t.db, all(testOutbox));
    assert.equal(r.sent, 2);
    for (const m of await rows()) {
      assert.equal(m.state, 'sent');
      assert.equal(m.test_delivery, true);
      assert.equal(m.attempts, 1);
    }
  });

  it('a reminder waits for its time; not due, not claimed', async () => {
    const later = new Date(Date.now() + 3600_000);
    await t.db.transaction((tx) => enqueueMessages(tx, [msg('e.later', { sendAfter: later })]));
    assert.equal((await deliverDue(t.db, all(testOutbox))).sent, 0);
    assert.equal((await deliverDue(t.db, all(testOutbox), { now: new Date(later.getTime() + 1000) })).sent, 1);
  });

  it('a failing SMTP server is retried with backoff, then the message is delivered once (with its parts)', async () => {
    let failures = 2;
    const received: Buffer[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (failures-- > 0) {
            const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            return callback(err);
          }
          received.push(Buffer.concat(chunks));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.server.address() as AddressInfo).port;
      const smtp = smtpAdapter({ host: '127.0.0.1', port, secure: false }, 'Utsav <no-reply@utsav.test>', {
        ignoreTLS: true,
      });
      const channels: ChannelSet = { email: smtp, sms: testOutbox, whatsapp: testOutbox };
      await t.db.transaction((tx) => enqueueMessages(tx, [msg('e.smtp')]));
      const start = afterWrites();
      assert.deepEqual(await deliverDue(t.db, channels, { now: start, retryBaseMs: 60_000 }), {
        sent: 0,
        retry: 1,
        dead: 0,
      });
      let [m] = await rows();
      assert.equal(m!.state, 'queued');
      assert.match(m!.last_error!, /451|busy/i);
      // Not due again before the backoff (60 s after the first failure)…
      assert.equal(
        (await deliverDue(t.db, channels, { now: new Date(start.getTime() + 30_000), retryBaseMs: 60_000 })).retry,
        0,
      );
      // …then fails once more (next wait 4 × 60 s), and succeeds on the third attempt.
      assert.equal(
        (await deliverDue(t.db, channels, { now: new Date(start.getTime() + 61_000), retryBaseMs: 60_000 })).retry,
        1,
      );
      assert.equal(
        (await deliverDue(t.db, channels, { now: new Date(start.getTime() + 61_000 + 200_000), retryBaseMs: 60_000 }))
          .sent,
        0,
      );
      assert.equal(
        (await deliverDue(t.db, channels, { now: new Date(start.getTime() + 61_000 + 241_000), retryBaseMs: 60_000 }))
          .sent,
        1,
      );
      [m] = await rows();
      assert.equal(m!.state, 'sent');
      assert.equal(m!.attempts, 3);
      assert.equal(m!.test_delivery, false);
      assert.equal(received.length, 1);
      const mail = await simpleParser(received[0]!);
      assert.equal(mail.subject, 'Hello Aarav');
      assert.match(mail.text ?? '', /you paid ₹1,234\.50/);
      assert.match(String(mail.html), /<table/);
      // Nothing more to do: the message is never sent again.
      assert.equal((await deliverDue(t.db, channels, { now: new Date(start.getTime() + 3600_000) })).sent, 0);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('dead-letters after the last attempt; the operator can resend it', async () => {
    const broken: ChannelAdapter = {
      provider: 'broken',
      test: false,
      send: async () => {
        throw new Error('provider down');
      },
    };
    await t.db.transaction((tx) => enqueueMessages(tx, [msg('e.dead', { maxAttempts: 3 })]));
    // Each pass takes what is due when it starts: with no backoff, one attempt per pass.
    const passes = [];
    for (let i = 0; i < 3; i++) passes.push(await deliverDue(t.db, all(broken), { retryBaseMs: 0 }));
    assert.deepEqual(passes, [
      { sent: 0, retry: 1, dead: 0 },
      { sent: 0, retry: 1, dead: 0 },
      { sent: 0, retry: 0, dead: 1 },
    ]);
    let [m] = await rows();
    assert.equal(m!.state, 'dead');
    assert.equal(m!.attempts, 3);
    assert.equal(m!.last_error, 'provider down');
    assert.equal((await deliverDue(t.db, all(testOutbox))).sent, 0, 'a dead message stays dead');
    assert.equal(await resendMessage(t.db, m!.id), true);
    assert.equal((await deliverDue(t.db, all(testOutbox))).sent, 1);
    [m] = await rows();
    assert.equal(m!.state, 'sent');
  });

  it('a one-time code is blanked from the stored copy once a real provider has it (or it is dead); a test delivery keeps it', async () => {
    const code = (event: string, to: string) => ({
      event,
      channel: 'sms' as const,
      to,
      audience: 'customer' as const,
      userId: null,
      template: signUpCodeTemplate,
      data: { code: '482913', minutes: 10, name: 'Aarav' },
    });
    const real: ChannelAdapter = {
      provider: 'msg91',
      test: false,
      send: async (m) => ({ provider: 'msg91', providerMessageId: String(m.id), test: false }),
    };
    await t.db.transaction((tx) => enqueueMessages(tx, [code('otp:real', '9876500001'), msg('e.other')]));
    assert.equal((await deliverDue(t.db, all(real))).sent, 2);
    const stored = await rows();
    const sms = stored.find((m) => m.event_key === 'otp:real')!;
    assert.doesNotMatch(sms.body_text, /482913/);
    assert.match(sms.body_text, /•••••• is your Utsav verification code/);
    assert.match(
      stored.find((m) => m.event_key === 'e.other')!.body_text,
      /you paid ₹1,234\.50/,
      'other messages keep their text',
    );
    // Dead through a real provider: blanked too.
    const down: ChannelAdapter = {
      provider: 'msg91',
      test: false,
      send: async () => {
        throw new Error('provider down');
      },
    };
    await t.db.transaction((tx) => enqueueMessages(tx, [{ ...code('otp:dead', '9876500002'), maxAttempts: 1 }]));
    assert.equal((await deliverDue(t.db, all(down))).dead, 1);
    assert.doesNotMatch((await rows()).find((m) => m.event_key === 'otp:dead')!.body_text, /482913/);
    // The offline test outbox: nothing was sent, the text stays readable (that is how a code is read offline).
    await t.db.transaction((tx) => enqueueMessages(tx, [code('otp:test', '9876500003')]));
    assert.equal((await deliverDue(t.db, all(testOutbox))).sent, 1);
    assert.match((await rows()).find((m) => m.event_key === 'otp:test')!.body_text, /482913/);
  });

  it('two workers at once deliver every message exactly once', async () => {
    const sends = new Map<number, number>();
    const slow: ChannelAdapter = {
      provider: 'recording',
      test: false,
      async send(m) {
        sends.set(m.id, (sends.get(m.id) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
        return { provider: 'recording', providerMessageId: String(m.id), test: false };
      },
    };
    await t.db.transaction((tx) =>
      enqueueMessages(
        tx,
        Array.from({ length: 60 }, (_, i) => msg(`e.many.${i}`)),
      ),
    );
    const [a, b] = await Promise.all([
      deliverDue(t.db, all(slow), { batch: 5 }),
      deliverDue(t.db, all(slow), { batch: 5 }),
    ]);
    assert.equal(a.sent + b.sent, 60);
    assert.equal(sends.size, 60);
    assert.ok(
      [...sends.values()].every((n) => n === 1),
      'no message was sent twice',
    );
    assert.ok((await rows()).every((m) => m.state === 'sent' && m.attempts === 1));
  });

  it('a claim lost with its worker is taken again after the lease', async () => {
    await t.db.transaction((tx) => enqueueMessages(tx, [msg('e.lease')]));
    const now = afterWrites();
    assert.equal((await claimDue(t.db, { now, leaseMs: 60_000 })).length, 1);
    assert.equal(
      (await claimDue(t.db, { now: new Date(now.getTime() + 30_000) })).length,
      0,
      'held by the first worker',
    );
    const again = await claimDue(t.db, { now: new Date(now.getTime() + 61_000) });
    assert.equal(again.length, 1);
    assert.equal(again[0]!.attempts, 2);
  });
});
