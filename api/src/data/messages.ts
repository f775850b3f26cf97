/** The messages outbox as the back office and the account read it, and the customer's WhatsApp consent. */
import type { Param, Queryable } from '../db/client';
import { afterKeys, keyColumns, orderSql, toKeysetPage, type KeysetOrder } from './keyset';

export interface MessageRowDb {
  id: number;
  event_key: string;
  template: string;
  channel: 'email' | 'sms' | 'whatsapp';
  recipient: string;
  audience: string;
  subject: string;
  state: 'queued' | 'sending' | 'sent' | 'dead' | 'skipped';
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  test_delivery: boolean;
  provider: string | null;
  created_at: string;
  send_after: string;
  sent_at: string | null;
  attachments: { kind: string; ref: string }[];
  body_text: string;
  body_html: string | null;
  sms_template_id: string | null;
  whatsapp_template: string | null;
  whatsapp_params: string[];
  user_id: number | null;
  vendor_id: number | null;
}

export interface MessageFilter {
  state: string;
  channel: string;
  q: string;
  /** The page cursor ('' = the first; data/keyset). */
  after: string;
  limit: number;
}

const MESSAGE_ORDER: KeysetOrder = [
  { sql: 'created_at', desc: true, type: 'timestamptz' },
  { sql: 'id', desc: true, type: 'int' },
];

/** One keyset page of the outbox, newest first, the next cursor, and how many match. */
export async function messageList(
  q: Queryable,
  f: MessageFilter,
): Promise<{ rows: MessageRowDb[]; next: string | null; total: number }> {
  const where: string[] = [];
  const params: Param[] = [];
  if (f.state) {
    params.push(f.state);
    where.push(`state = $${params.length}`);
  }
  if (f.channel) {
    params.push(f.channel);
    where.push(`channel = $${params.length}`);
  }
  if (f.q) {
    params.push(`%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.push(
      `(lower(recipient) LIKE $${params.length} OR lower(event_key) LIKE $${params.length} OR lower(subject) LIKE $${params.length})`,
    );
  }
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM messages${clause}`, params);
  const after = afterKeys(MESSAGE_ORDER, f.after, params);
  if (after) where.push(after);
  const rows = await q.query<MessageRowDb>(
    `SELECT *${keyColumns(MESSAGE_ORDER)} FROM messages${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${orderSql(MESSAGE_ORDER)} LIMIT $${params.length + 1}`,
    [...params, f.limit + 1],
  );
  const page = toKeysetPage(rows.rows, f.limit, MESSAGE_ORDER);
  return { rows: page.rows.map((r) => ({ ...r, id: Number(r.id) })), next: page.next, total: total.rows[0]?.n ?? 0 };
}

export async function messageById(q: Queryable, id: number): Promise<MessageRowDb | null> {
  const r = await q.query<MessageRowDb>('SELECT * FROM messages WHERE id = $1', [id]);
  return r.rows[0] ? { ...r.rows[0], id: Number(r.rows[0].id) } : null;
}

/** The customer's own messages, newest first (at most `limit`). */
export async function customerMessages(q: Queryable, userId: number, limit = 100): Promise<MessageRowDb[]> {
  const r = await q.query<MessageRowDb>(
    "SELECT * FROM messages WHERE user_id = $1 AND audience = 'customer' AND send_after <= now() ORDER BY created_at DESC, id DESC LIMIT $2",
    [userId, limit],
  );
  return r.rows.map((m) => ({ ...m, id: Number(m.id) }));
}

export async function whatsappOptIn(q: Queryable, userId: number): Promise<boolean> {
  const r = await q.query<{ whatsapp_opt_in: boolean }>('SELECT whatsapp_opt_in FROM users WHERE id = $1', [userId]);
  return !!r.rows[0]?.whatsapp_opt_in;
}

export async function setWhatsappOptIn(q: Queryable, userId: number, optIn: boolean): Promise<void> {
  await q.query('UPDATE users SET whatsapp_opt_in = $2 WHERE id = $1', [userId, optIn]);
}

/** Ends a newsletter subscription; true when there was one. */
export async function unsubscribeNewsletter(q: Queryable, email: string): Promise<boolean> {
  const r = await q.query('DELETE FROM newsletter_subscriptions WHERE lower(email) = lower($1) RETURNING id', [email]);
  return r.rows.length > 0;
}

/**
 * Templates whose text carries a one-time code. Once a real provider has the message (or it is dead and
 * will never go), the code is blanked from the stored copy, so nobody who reads the outbox (an operator, a database
 * backup) can use a customer's code; the code itself is kept only as a hash (data/one-time-codes). Test deliveries
 * keep their text: nothing was sent, and the test outbox is how a code is read offline.
 */
export const CODE_TEMPLATES = ['account.signup-code', 'account.reset-code', 'account.contact-code'] as const;

/**
 * Whether an operator may read a message's texts (text, HTML, WhatsApp parameters): any message but a code message;
 * a code message only from the test outbox — delivered as a test, or not yet sent on a channel that is the test
 * outbox now (`live(channel)` false). Queued, retried, failed or sent on a real provider, its texts are never shown:
 * a code in them would let the reader sign up or reset a password as the recipient (docs/security.md "Codes nobody
 * else can read"). The operator's account-messages view and the message detail apply the same rule.
 */
export function operatorMayReadText(
  m: { template: string; channel: string; state: string; test_delivery: boolean },
  live: (channel: string) => boolean,
): boolean {
  return !(CODE_TEMPLATES as readonly string[]).includes(m.template) || inTestOutbox(m, live);
}

/** A message the test outbox has or will have: delivered as a test, or not sent and its channel is not live. */
export const inTestOutbox = (
  m: { channel: string; state: string; test_delivery: boolean },
  live: (channel: string) => boolean,
): boolean => m.test_delivery || (m.state !== 'sent' && !live(m.channel));

/** Blanks the 6-digit code from a stored code message (no effect on other templates). */
export async function scrubCode(q: Queryable, id: number): Promise<void> {
  await q.query(
    `UPDATE messages SET body_text = regexp_replace(body_text, '[0-9]{6}', '••••••', 'g'),
            body_html = regexp_replace(body_html, '[0-9]{6}', '••••••', 'g'), whatsapp_params = '[]'::jsonb
     WHERE id = $1 AND template = ANY($2::text[])`,
    [id, [...CODE_TEMPLATES]],
  );
}
