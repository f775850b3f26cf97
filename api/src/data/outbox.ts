/**
 * The outbox's statements (moved here): writing a rendered message, the parties' addresses,
 * the worker's claim / outcome / resend, and the failure counts of the operators' alert. Rendering, retries and the
 * alert's thresholds stay in messages/ (outbox, worker, failure-alerts), which pass their handle (a transaction when
 * they hold locks).
 */
import type { Queryable } from '../db/client';

/** One rendered message as the outbox stores it. */
export interface MessageInsert {
  event: string;
  channel: string;
  recipient: string;
  audience: string;
  userId: number | null;
  vendorId: number | null;
  template: string;
  lang: string;
  subject: string;
  bodyText: string;
  bodyHtml: string | null;
  smsTemplateId: string | null;
  whatsappTemplate: string | null;
  /** JSON text. */
  whatsappParams: string;
  /** JSON text. */
  attachments: string;
  maxAttempts: number;
  sendAfter: string | null;
}

/** Writes a message once per (event, channel, recipient): true when it is new. */
export async function insertMessage(tx: Queryable, m: MessageInsert): Promise<boolean> {
  const res = await tx.query(
    `INSERT INTO messages (event_key, channel, recipient, audience, user_id, vendor_id, template, lang, subject, body_text, body_html,
         sms_template_id, whatsapp_template, whatsapp_params, attachments, max_attempts, send_after)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14::jsonb,$15::jsonb,$16,COALESCE($17::timestamptz, now()))
       ON CONFLICT ON CONSTRAINT messages_once DO NOTHING RETURNING id`,
    [
      m.event,
      m.channel,
      m.recipient,
      m.audience,
      m.userId,
      m.vendorId,
      m.template,
      m.lang,
      m.subject,
      m.bodyText,
      m.bodyHtml,
      m.smsTemplateId,
      m.whatsappTemplate,
      m.whatsappParams,
      m.attachments,
      m.maxAttempts,
      m.sendAfter,
    ],
  );
  return res.rows.length > 0;
}

// ---------------------------------------------------------------- parties

export async function customerContact(
  q: Queryable,
  userId: number,
): Promise<
  { name: string; email: string; phone: string; whatsapp_opt_in: boolean; language: string | null } | undefined
> {
  const r = await q.query<{
    name: string;
    email: string;
    phone: string;
    whatsapp_opt_in: boolean;
    language: string | null;
  }>('SELECT name, email, phone, whatsapp_opt_in, language FROM users WHERE id = $1', [userId]);
  return r.rows[0];
}

export async function vendorContact(
  q: Queryable,
  vendorId: number,
): Promise<{ name: string; email: string; phone: string } | undefined> {
  const r = await q.query<{ name: string; email: string; phone: string }>(
    'SELECT name, email, phone FROM vendors WHERE id = $1',
    [vendorId],
  );
  return r.rows[0];
}

export async function operatorContacts(q: Queryable): Promise<{ name: string; email: string }[]> {
  const r = await q.query<{ name: string; email: string }>('SELECT name, email FROM operators ORDER BY id');
  return r.rows;
}

/** A customer's (users) or a vendor's (vendors) email and phone now. */
export async function partyAddress(
  q: Queryable,
  table: 'users' | 'vendors',
  id: number | null,
): Promise<{ email: string | null; phone: string | null } | undefined> {
  const r = await q.query<{ email: string | null; phone: string | null }>(
    `SELECT email, phone FROM ${table} WHERE id = $1`,
    [id],
  );
  return r.rows[0];
}

// ---------------------------------------------------------------- the worker

/** Locks up to `batch` due messages (queued and due, or a lapsed lease), skipping locked ones; their ids. */
export async function lockDueMessages(tx: Queryable, nowIso: string | null, batch: number): Promise<number[]> {
  const due = await tx.query<{ id: number }>(
    `SELECT id FROM messages
       WHERE (state = 'queued' AND send_after <= COALESCE($1::timestamptz, clock_timestamp()))
          OR (state = 'sending' AND locked_until <= COALESCE($1::timestamptz, clock_timestamp()))
       ORDER BY send_after, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [nowIso, batch],
  );
  return due.rows.map((d) => d.id);
}

/** Marks messages sending (one attempt more, leased for `leaseMs`); the claimed rows (`T`: messages/types ClaimedMessage). */
export async function markSending<T>(
  tx: Queryable,
  ids: number[],
  nowIso: string | null,
  leaseMs: number,
): Promise<T[]> {
  const r = await tx.query<T>(
    `UPDATE messages SET state = 'sending', attempts = attempts + 1,
              locked_until = COALESCE($2::timestamptz, clock_timestamp()) + $3::int * interval '1 millisecond'
       WHERE id = ANY($1::bigint[])
       RETURNING id, event_key, channel, recipient, template, subject, body_text, body_html, sms_template_id, whatsapp_template,
                 whatsapp_params, attachments, attempts, max_attempts, lang`,
    [ids, nowIso, leaseMs],
  );
  return r.rows;
}

/** Records a delivery (only for the attempt that claimed it). */
export async function markSent(
  q: Queryable,
  m: { id: number; attempts: number; provider: string; providerMessageId: string | null; test: boolean },
): Promise<void> {
  await q.query(
    `UPDATE messages SET state = 'sent', sent_at = now(), locked_until = NULL, provider = $3, provider_message_id = $4, test_delivery = $5, last_error = NULL
       WHERE id = $1 AND state = 'sending' AND attempts = $2`,
    [m.id, m.attempts, m.provider, m.providerMessageId, m.test],
  );
}

/** Records a failed attempt: dead, or queued again after `backoffMs` (only for the attempt that claimed it). */
export async function markFailed(
  q: Queryable,
  m: {
    id: number;
    attempts: number;
    state: 'dead' | 'queued';
    error: string;
    nowIso: string | null;
    backoffMs: number;
  },
): Promise<void> {
  await q.query(
    `UPDATE messages SET state = $3, locked_until = NULL, last_error = $4, failed_at = COALESCE($5::timestamptz, clock_timestamp()),
              send_after = CASE WHEN $3 = 'queued' THEN COALESCE($5::timestamptz, clock_timestamp()) + $6::int * interval '1 millisecond' ELSE send_after END
       WHERE id = $1 AND state = 'sending' AND attempts = $2`,
    [m.id, m.attempts, m.state, m.error, m.nowIso, m.backoffMs],
  );
}

export interface ResendRow {
  event_key: string;
  channel: string;
  recipient: string;
  audience: string;
  user_id: number | null;
  vendor_id: number | null;
}

/** Locks a message that is not being sent. */
export async function lockResendable(tx: Queryable, id: number): Promise<ResendRow | undefined> {
  const r = await tx.query<ResendRow>(
    `SELECT event_key, channel, recipient, audience, user_id, vendor_id FROM messages WHERE id = $1 AND state <> 'sending' FOR UPDATE`,
    [id],
  );
  return r.rows[0];
}

/** Whether the event already has a message on this channel to this recipient. */
export async function messageExists(
  tx: Queryable,
  eventKey: string,
  channel: string,
  recipient: string,
): Promise<boolean> {
  const taken = await tx.query('SELECT 1 FROM messages WHERE event_key = $1 AND channel = $2 AND recipient = $3', [
    eventKey,
    channel,
    recipient,
  ]);
  return taken.rows.length > 0;
}

/** Queues a message again now with fresh attempts, to `recipient` when given. */
export async function requeueMessage(tx: Queryable, id: number, recipient: string | null): Promise<void> {
  await tx.query(
    `UPDATE messages SET state = 'queued', attempts = 0, send_after = clock_timestamp(), locked_until = NULL, last_error = NULL, recipient = COALESCE($2, recipient)
       WHERE id = $1`,
    [id, recipient],
  );
}

// ---------------------------------------------------------------- failures (the operators' alert)

export async function insertWebhookFailure(q: Queryable, reason: string, status: number): Promise<void> {
  await q.query('INSERT INTO webhook_failures (reason, status) VALUES ($1, $2)', [reason, status]);
}

export async function deleteWebhookFailuresBefore(q: Queryable, beforeIso: string): Promise<void> {
  await q.query('DELETE FROM webhook_failures WHERE failed_at < $1', [beforeIso]);
}

/** Failed deliveries in [from, to] (other than `exceptTemplate`'s) and the latest error. */
export async function deliveryFailures(
  q: Queryable,
  fromIso: string,
  toIso: string,
  exceptTemplate: string,
): Promise<{ n: number; latest: string | null }> {
  return (
    await q.query<{ n: number; latest: string | null }>(
      `SELECT count(*)::int AS n, (SELECT last_error FROM messages WHERE failed_at >= $1 AND failed_at <= $2 AND template <> $3 ORDER BY failed_at DESC, id DESC LIMIT 1) AS latest
       FROM messages WHERE failed_at >= $1 AND failed_at <= $2 AND template <> $3`,
      [fromIso, toIso, exceptTemplate],
    )
  ).rows[0]!;
}

/** Refused or failed webhooks in [from, to] and the latest reason. */
export async function webhookFailures(
  q: Queryable,
  fromIso: string,
  toIso: string,
): Promise<{ n: number; latest: string | null }> {
  return (
    await q.query<{ n: number; latest: string | null }>(
      `SELECT count(*)::int AS n, (SELECT reason FROM webhook_failures WHERE failed_at >= $1 AND failed_at <= $2 ORDER BY failed_at DESC, id DESC LIMIT 1) AS latest
       FROM webhook_failures WHERE failed_at >= $1 AND failed_at <= $2`,
      [fromIso, toIso],
    )
  ).rows[0]!;
}
