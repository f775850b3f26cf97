/**
 * One-time codes are readable by nobody but their recipient outside the test outbox (docs/security.md "Codes nobody
 * else can read"): in live delivery the operator's account-messages view shows the state only, never the text; once a
 * real provider has taken a code message its stored copy has no code; NODE_ENV=production refuses to run messages
 * on the test outbox unless MESSAGES_MODE=test.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { resolveMessagesMode } from '../src/config';
import { deliverDue } from '../src/messages/worker';
import type { ChannelAdapter, ChannelSet } from '../src/messages/types';
import { setup, type TestCtx } from './helpers';

describe('MESSAGES_MODE: the test outbox never by accident in production', () => {
  it('NODE_ENV=production without SMTP and MSG91 settings refuses unless MESSAGES_MODE=test', () => {
    assert.throws(() => resolveMessagesMode({ NODE_ENV: 'production' }), /MESSAGES_MODE=test/);
    assert.throws(() => resolveMessagesMode({ NODE_ENV: 'production', SMTP_URL: 'smtp://x' }), /MSG91_AUTH_KEY/);
    assert.throws(() => resolveMessagesMode({ NODE_ENV: 'production', MSG91_AUTH_KEY: 'k' }), /SMTP/);
    assert.throws(() => resolveMessagesMode({ MESSAGES_MODE: 'live' }), /MESSAGES_MODE=live/);
    assert.throws(() => resolveMessagesMode({ MESSAGES_MODE: 'demo' }), /MESSAGES_MODE must be/);
    assert.equal(resolveMessagesMode({ NODE_ENV: 'production', MESSAGES_MODE: 'test' }), 'test');
    assert.equal(resolveMessagesMode({ NODE_ENV: 'production', SMTP_URL: 'smtp://x', MSG91_AUTH_KEY: 'k' }), 'live');
    assert.equal(resolveMessagesMode({}), 'test', 'development: the test outbox');
  });
});

describe(`operator view and outbox in live delivery (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  beforeEach(async () => t.reset());
  after(async () => t.close());

  const live: ChannelAdapter = {
    provider: 'fake-live',
    test: false,
    async send(m) {
      return { provider: 'fake-live', providerMessageId: `live-${m.id}`, test: false };
    },
  };
  const channels = () => (t.app as unknown as { messages: { channels: ChannelSet } }).messages.channels;
  /** Runs `work` with SMS and email on a live provider (the app's own channel set, restored after). */
  async function withLiveChannels(work: () => Promise<void>) {
    const c = channels();
    const saved = { ...c };
    c.sms = live;
    c.email = live;
    try {
      await work();
    } finally {
      Object.assign(c, saved);
    }
  }
  const accountMessages = async () => {
    const r = await t.call('GET', '/api/admin/account-messages?to=aarav.sharma@example.in', {
      token: t.tokens.operator,
    });
    assert.equal(r.status, 200, r.raw);
    const phone = await t.call('GET', '/api/admin/account-messages?to=9876543210', { token: t.tokens.operator });
    return [...r.body.Payload, ...phone.body.Payload] as { Template: string; State: string; Text: string }[];
  };
  const forgot = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      remoteAddress: `198.20.0.${Math.floor(Math.random() * 250) + 1}`,
      payload: { login: 'aarav.sharma@example.in' },
    });

  it('test outbox: the operator reads a live code (as today)', async () => {
    assert.equal((await forgot()).statusCode, 200);
    const rows = (await accountMessages()).filter((m) => m.Template === 'account.reset-code');
    assert.equal(rows.length, 1);
    assert.match(rows[0]!.Text, /\d{6}/);
  });

  it('live delivery: queued or sent, the operator sees the state only; the stored copy loses the code once sent', async () => {
    await withLiveChannels(async () => {
      assert.equal((await forgot()).statusCode, 200);
      const queued = (await accountMessages()).filter((m) => m.Template === 'account.reset-code');
      assert.equal(queued.length, 1);
      assert.equal(queued[0]!.Text, '', 'no text while it waits for the provider');
      assert.equal((await deliverDue(t.db, channels())).sent >= 1, true);
      const sent = (await accountMessages()).filter((m) => m.Template === 'account.reset-code');
      assert.equal(sent[0]!.State, 'sent');
      assert.equal(sent[0]!.Text, '');
      const stored = await t.db.query<{ body_text: string; body_html: string }>(
        "SELECT body_text, body_html FROM messages WHERE template = 'account.reset-code'",
      );
      for (const m of stored.rows) assert.doesNotMatch(`${m.body_text}${m.body_html}`, /(^|[^0-9#])\d{6}(?!\d)/);
    });
  });

  /** The operator's message detail (GET /admin/messages/:id) of every message of `template`, newest first. */
  const details = async (template: string) => {
    const ids = await t.db.query<{ id: number }>('SELECT id FROM messages WHERE template = $1 ORDER BY id DESC', [
      template,
    ]);
    assert.ok(ids.rows.length >= 1, `a ${template} message`);
    return Promise.all(
      ids.rows.map(async ({ id }) => {
        const r = await t.call('GET', `/api/admin/messages/${id}`, { token: t.tokens.operator });
        assert.equal(r.status, 200, r.raw);
        return r.body.Payload as {
          State: string;
          Attempts: number;
          Text: string;
          Html: string | null;
          WhatsappParams: string[];
        };
      }),
    );
  };
  const CODE = /(^|[^0-9#])\d{6}(?!\d)/;

  it('message detail: the test outbox shows a code (offline sign-up and reset read it there)', async () => {
    assert.equal((await forgot()).statusCode, 200);
    for (const m of await details('account.reset-code')) assert.match(m.Text, CODE);
  });

  it('message detail in live delivery: a code message queued, or failed and waiting to be retried, shows no text, HTML or parameters', async () => {
    const failing: ChannelAdapter = {
      provider: 'fake-live',
      test: false,
      async send() {
        throw new Error('provider unavailable');
      },
    };
    await withLiveChannels(async () => {
      assert.equal((await forgot()).statusCode, 200);
      for (const m of await details('account.reset-code')) {
        assert.equal(m.State, 'queued');
        assert.equal(m.Text, '', 'no text while it waits for the provider');
        assert.equal(m.Html, null);
        assert.deepEqual(m.WhatsappParams, []);
      }
      // The provider fails: the message waits for its next attempt, still with the code inside; still unreadable.
      const c = channels();
      [c.sms, c.email] = [failing, failing];
      await deliverDue(t.db, c);
      const retried = await details('account.reset-code');
      assert.ok(
        retried.some((m) => m.Attempts >= 1 && m.State !== 'sent' && m.State !== 'dead'),
        JSON.stringify(retried),
      );
      for (const m of retried) {
        assert.equal(m.Text, '');
        assert.equal(m.Html, null);
        assert.deepEqual(m.WhatsappParams, []);
      }
      const stored = await t.db.query<{ body_text: string }>(
        "SELECT body_text FROM messages WHERE template = 'account.reset-code' AND state <> 'dead'",
      );
      assert.ok(
        stored.rows.some((m) => CODE.test(m.body_text)),
        'the outbox still holds the code to send',
      );

      // Any other message reads as before.
      await t.db.query(
        `INSERT INTO messages (event_key, channel, recipient, audience, user_id, template, body_text, send_after)
         VALUES ('test:reminder', 'email', 'aarav.sharma@example.in', 'customer', 1, 'booking.reminder', 'Your event on 12 Dec (booking 123456)', now() + interval '1 day')`,
      );
      const [other] = await details('booking.reminder');
      assert.equal(other!.Text, 'Your event on 12 Dec (booking 123456)');
    });
  });
});
