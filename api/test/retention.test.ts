/**
 * The retention job (docs/privacy.md#retention): what is past its period goes, what is within it stays, and a pass
 * runs at most once per period (the claim on retention_state), whatever the number of replicas.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setup, type TestCtx } from './helpers';
import { RETENTION, runRetention } from '../src/privacy/retention';

describe('retention job', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('deletes expired codes, old message texts, abandoned carts, old throttles and replies; keeps the recent; once per period', async () => {
    const q = (sql: string, p: (string | number)[] = []) => t.db.query(sql, p);
    // Past their period.
    await q(`INSERT INTO one_time_codes (purpose, account_type, target, code_hash, channel, expires_at)
             VALUES ('signup', 'customer', '9000000001', 'x', 'sms', now() - interval '2 hours'),
                    ('signup', 'customer', '9000000002', 'x', 'sms', now() + interval '5 minutes')`);
    await q(`INSERT INTO messages (event_key, channel, recipient, audience, template, subject, body_text, body_html, state, created_at)
             VALUES ('old:1', 'email', 'old@example.in', 'customer', 't', 'Your booking', 'Dear Old Person', '<p>Dear</p>', 'sent', now() - interval '100 days'),
                    ('old:2', 'email', 'old@example.in', 'customer', 't', 'Later', 'Still queued', NULL, 'queued', now() - interval '100 days'),
                    ('new:1', 'email', 'new@example.in', 'customer', 't', 'Recent', 'Dear New Person', NULL, 'sent', now() - interval '10 days')`);
    await q(`UPDATE cart_items SET created_at = now() - interval '40 days' WHERE user_id = 1`);
    await q(`INSERT INTO auth_throttle (account, failures, last_failure_at) VALUES
             ('customer:9000000003', 2, now() - interval '40 days'), ('customer:9000000004', 2, now() - interval '1 day')`);
    await q(`INSERT INTO sign_in_addresses (account, address, last_success_at) VALUES
             ('customer:9000000005', '10.0.0.1', now() - interval '200 days'), ('customer:9000000006', '10.0.0.2', now())`);
    await q(`INSERT INTO idempotency_keys (scope, key, request_hash, reply, created_at) VALUES
             ('customer:1:EventBooking', 'old', 'h', '{"name":"x"}', now() - interval '8 days'),
             ('customer:1:EventBooking', 'new', 'h', '{"name":"y"}', now())`);
    await q(`INSERT INTO audit_log (operator_id, action, entity, entity_id, before, after, created_at) VALUES
             (1, 'answer', 'enquiry', '1', '{"name":"Old Enquirer","mobile":"9000000007","state":"open"}', '{"state":"answered"}', now() - interval '400 days'),
             (1, 'answer', 'enquiry', '2', '{"name":"New Enquirer","state":"open"}', NULL, now() - interval '10 days')`);
    const cartsBefore = (await q('SELECT count(*)::int AS n FROM cart_items WHERE user_id = 1')).rows[0] as {
      n: number;
    };
    assert.ok(cartsBefore.n >= 1);

    const now = new Date();
    const counts = await runRetention(t.db, now);
    assert.ok(counts);
    assert.equal(counts.codes, 1);
    assert.equal(counts.messageBodies, 1, 'only finished messages lose their text');
    assert.equal(counts.carts, cartsBefore.n);
    assert.equal(counts.throttles, 1);
    assert.equal(counts.signInAddresses, 1);
    assert.equal(counts.idempotencyReplies, 1);
    assert.equal(counts.auditPersonalFields, 1);

    const codes = await q("SELECT target FROM one_time_codes WHERE target LIKE '900000000%' ORDER BY target");
    assert.deepEqual(codes.rows, [{ target: '9000000002' }]);
    const msgs = await q(
      "SELECT event_key, subject, body_text, body_html FROM messages WHERE event_key IN ('old:1', 'old:2', 'new:1') ORDER BY event_key",
    );
    assert.deepEqual(msgs.rows, [
      { event_key: 'new:1', subject: 'Recent', body_text: 'Dear New Person', body_html: null },
      { event_key: 'old:1', subject: '', body_text: '', body_html: null },
      { event_key: 'old:2', subject: 'Later', body_text: 'Still queued', body_html: null },
    ]);
    assert.equal((await q('SELECT 1 FROM cart_items WHERE user_id = 1')).rows.length, 0);
    const audit = await q("SELECT entity_id, before, after FROM audit_log WHERE entity = 'enquiry' ORDER BY entity_id");
    assert.deepEqual(audit.rows, [
      { entity_id: '1', before: { state: 'open' }, after: { state: 'answered' } },
      { entity_id: '2', before: { name: 'New Enquirer', state: 'open' }, after: null },
    ]);

    // Within the period nothing runs again (another replica, or the next worker pass).
    assert.equal(await runRetention(t.db, new Date(now.getTime() + 60_000)), null);
    assert.ok(await runRetention(t.db, new Date(now.getTime() + RETENTION.everyMs + 1)));
    const state = await q('SELECT last_counts FROM retention_state');
    assert.equal((state.rows[0] as { last_counts: Record<string, number> }).last_counts.codes, 0);
  });

  it('two passes at the same moment: one does the work', async () => {
    const at = new Date(Date.now() + 10 * RETENTION.everyMs);
    const runs = await Promise.all([runRetention(t.db, at), runRetention(t.db, at), runRetention(t.db, at)]);
    assert.equal(runs.filter((r) => r !== null).length, 1);
  });
});
