/**
 * One-time codes and the verified marks of accounts: the SQL behind lib/one-time-codes. A code row holds
 * only the code's HMAC; one live row per (purpose, account kind, target).
 */
import type { Queryable } from '../db/client';
import { inTestOutbox } from './messages';

export type CodePurpose = 'signup' | 'reset' | 'contact';
export type CodeAccount = 'customer' | 'vendor';
export type CodeChannel = 'sms' | 'email';

export interface CodeRow {
  code_hash: string;
  message_event: string;
  channel: CodeChannel;
  attempts: number;
  expired: boolean;
}

/**
 * Stores a new code for the target, replacing any earlier one (its attempts start again at 0; the message that
 * carried the earlier one is scrubbed). `event`: the outbox event that carries this one.
 */
export async function putCode(
  q: Queryable,
  c: {
    purpose: CodePurpose;
    account: CodeAccount;
    target: string;
    hash: string;
    channel: CodeChannel;
    ttlSeconds: number;
    event: string;
  },
): Promise<void> {
  const earlier = await q.query<{ message_event: string }>(
    'SELECT message_event FROM one_time_codes WHERE purpose = $1 AND account_type = $2 AND target = $3 FOR UPDATE',
    [c.purpose, c.account, c.target],
  );
  if (earlier.rows[0]?.message_event) await scrubCodeMessages(q, earlier.rows[0].message_event);
  await q.query(
    `INSERT INTO one_time_codes (purpose, account_type, target, code_hash, channel, attempts, message_event, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, 0, $7, now(), now() + make_interval(secs => $6))
     ON CONFLICT (purpose, account_type, target) DO UPDATE
       SET code_hash = excluded.code_hash, channel = excluded.channel, attempts = 0, message_event = excluded.message_event,
           created_at = excluded.created_at, expires_at = excluded.expires_at`,
    [c.purpose, c.account, c.target, c.hash, c.channel, c.ttlSeconds, c.event],
  );
  // Codes expired for a while are of no use: cleared (and their messages scrubbed) with every new one.
  const stale = await q.query<{ message_event: string }>(
    "DELETE FROM one_time_codes WHERE expires_at < now() - interval '1 hour' RETURNING message_event",
  );
  for (const r of stale.rows) if (r.message_event) await scrubCodeMessages(q, r.message_event);
}

/**
 * Blanks the digits of a code out of the outbox texts that carried it (a code is not kept in clear
 * once it is of no use — used, replaced or expired). A 6-digit run not after '#' (HTML colours) becomes ••••••.
 */
export async function scrubCodeMessages(q: Queryable, event: string): Promise<void> {
  const re = "'(^|[^0-9#])[0-9]{6}(?![0-9])'";
  await q.query(
    `UPDATE messages SET body_text = regexp_replace(body_text, ${re}, '\\1••••••', 'g'),
       body_html = regexp_replace(body_html, ${re}, '\\1••••••', 'g'),
       whatsapp_params = regexp_replace(whatsapp_params::text, ${re}, '\\1••••••', 'g')::jsonb
     WHERE event_key = $1`,
    [event],
  );
}

/** The live code of a target, locked for the check that follows (inside a transaction). */
export async function lockCode(
  q: Queryable,
  purpose: CodePurpose,
  account: CodeAccount,
  target: string,
): Promise<CodeRow | null> {
  const r = await q.query<CodeRow>(
    `SELECT code_hash, message_event, channel, attempts, expires_at <= now() AS expired FROM one_time_codes
     WHERE purpose = $1 AND account_type = $2 AND target = $3 FOR UPDATE`,
    [purpose, account, target],
  );
  return r.rows[0] ?? null;
}

export async function countWrongAttempt(
  q: Queryable,
  purpose: CodePurpose,
  account: CodeAccount,
  target: string,
): Promise<void> {
  await q.query(
    'UPDATE one_time_codes SET attempts = attempts + 1 WHERE purpose = $1 AND account_type = $2 AND target = $3',
    [purpose, account, target],
  );
}

export async function dropCode(
  q: Queryable,
  purpose: CodePurpose,
  account: CodeAccount,
  target: string,
): Promise<void> {
  await q.query('DELETE FROM one_time_codes WHERE purpose = $1 AND account_type = $2 AND target = $3', [
    purpose,
    account,
    target,
  ]);
}

const TABLES: Record<CodeAccount, string> = { customer: 'users', vendor: 'vendors' };

/** An account a password-reset request names: by mobile number or email (any case). */
export interface ResetAccount {
  id: number;
  name: string;
  email: string;
  phone: string;
  phoneVerified: boolean;
}

export async function accountByLogin(q: Queryable, account: CodeAccount, login: string): Promise<ResetAccount | null> {
  const r = await q.query<{ id: number; name: string; email: string; phone: string; phone_verified: boolean }>(
    `SELECT id, name, email, phone, phone_verified_at IS NOT NULL AS phone_verified FROM ${TABLES[account]} WHERE phone = $1 OR lower(email) = lower($1) ORDER BY id LIMIT 1`,
    [login],
  );
  const row = r.rows[0];
  return row
    ? { id: row.id, name: row.name, email: row.email, phone: row.phone, phoneVerified: row.phone_verified }
    : null;
}

export async function accountContact(
  q: Queryable,
  account: CodeAccount,
  id: number,
): Promise<{ name: string; email: string; phone: string } | null> {
  const r = await q.query<{ name: string; email: string; phone: string }>(
    `SELECT name, email, phone FROM ${TABLES[account]} WHERE id = $1`,
    [id],
  );
  return r.rows[0] ?? null;
}

/** Records that the account's mobile number (sms) or email was proven just now by a code sent to it. */
export async function markVerified(
  q: Queryable,
  account: CodeAccount,
  id: number,
  channel: CodeChannel,
): Promise<void> {
  const column = channel === 'sms' ? 'phone_verified_at' : 'email_verified_at';
  await q.query(`UPDATE ${TABLES[account]} SET ${column} = now() WHERE id = $1`, [id]);
}

/**
 * The account messages (codes, "password changed") sent to one recipient, newest first, as the outbox holds them —
 * a code in clear only while it can still be used (see scrubCodeMessages), and only from the test outbox: a message
 * for a real provider (`live(channel)` true, or delivered with test_delivery false) shows its state only, never its
 * text (docs/security.md "Codes nobody else can read").
 */
export async function accountMessagesOf(
  q: Queryable,
  recipient: string,
  limit: number,
  live: (channel: string) => boolean,
) {
  const r = await q.query<{
    id: string;
    channel: string;
    recipient: string;
    template: string;
    state: string;
    subject: string;
    body_text: string;
    test_delivery: boolean;
    created_at: string;
  }>(
    `SELECT id::text, channel, recipient, template, state, subject, body_text, test_delivery, created_at FROM messages
     WHERE recipient = $1 AND template LIKE 'account.%' ORDER BY id DESC LIMIT $2`,
    [recipient, limit],
  );
  return r.rows.map((m) => ({
    Id: Number(m.id),
    Channel: m.channel,
    Recipient: m.recipient,
    Template: m.template,
    State: m.state,
    Subject: m.subject,
    Text: inTestOutbox(m, live) ? m.body_text : '',
    TestDelivery: m.test_delivery,
    CreateDate: m.created_at,
  }));
}

/** What the operator sees of an account's contact proof: null for no such account. */
export async function accountVerification(
  q: Queryable,
  account: CodeAccount,
  id: number,
): Promise<{ Phone: string; PhoneVerified: boolean; EmailVerified: boolean } | null> {
  const r = await q.query<{ phone: string; phone_verified: boolean; email_verified: boolean }>(
    `SELECT phone, phone_verified_at IS NOT NULL AS phone_verified, email_verified_at IS NOT NULL AS email_verified FROM ${TABLES[account]} WHERE id = $1`,
    [id],
  );
  const row = r.rows[0];
  return row ? { Phone: row.phone, PhoneVerified: row.phone_verified, EmailVerified: row.email_verified } : null;
}

export async function setPasswordHash(q: Queryable, account: CodeAccount, id: number, hash: string): Promise<void> {
  await q.query(`UPDATE ${TABLES[account]} SET password_hash = $2 WHERE id = $1`, [id, hash]);
}
