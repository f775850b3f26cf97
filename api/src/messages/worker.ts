/**
 * The outbox worker (issue 33.1): claims due messages, delivers each through its channel, retries failures with
 * backoff and dead-letters a message after its last attempt.
 *
 * Claiming: one short transaction takes up to `batch` due rows with `FOR UPDATE SKIP LOCKED` and marks them
 * 'sending' with a lease (`locked_until`) and one more attempt, then commits; delivery happens outside any
 * transaction. A second worker (another API replica) skips rows locked by the first and never sees rows already
 * 'sending', so each message is handed to a provider once. A worker that dies mid-send leaves its rows 'sending';
 * they become due again when the lease runs out (an attempt counted, so a crash loop still ends in dead-letter).
 * The result is written only if the row is still this worker's claim (same attempt number).
 */
import type { Db, Queryable } from '../db/client';
import { indianMobile } from './outbox';
import { buildAttachments } from './attachments';
import { scrubCode } from '../data/messages';
import { isPermanentFailure } from './channels';
import type { ChannelSet, ClaimedMessage } from './types';
import { errorFields, log } from '../lib/log';

export interface WorkerOptions {
  now?: Date;
  /** Rows per claim (default 20). */
  batch?: number;
  /** How long a claim is held before another worker may take the row again (ms, default 2 minutes). */
  leaseMs?: number;
  /** First retry delay; each later one 4× longer, at most 6 hours (ms, default 30 s). */
  retryBaseMs?: number;
}

const MAX_BACKOFF_MS = 6 * 3600_000;

/** The wait before the next attempt after `attempts` failed ones: base, 4×base, 16×base … capped at 6 hours. */
export function backoffMs(attempts: number, baseMs: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 4 ** Math.max(0, attempts - 1));
}

/** Takes the due messages for this worker (committed before any delivery starts). */
export async function claimDue(db: Db, opts: WorkerOptions = {}): Promise<ClaimedMessage[]> {
  // One clock: the database's (send_after and a resend's now() are written by it), unless a test passes its own.
  const nowIso = opts.now ? opts.now.toISOString() : null;
  return db.transaction(async (tx) => {
    const due = await tx.query<{ id: number }>(
      `SELECT id FROM messages
       WHERE (state = 'queued' AND send_after <= COALESCE($1::timestamptz, clock_timestamp()))
          OR (state = 'sending' AND locked_until <= COALESCE($1::timestamptz, clock_timestamp()))
       ORDER BY send_after, id LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [nowIso, opts.batch ?? 20],
    );
    if (due.rows.length === 0) return [];
    const r = await tx.query<ClaimedMessage>(
      `UPDATE messages SET state = 'sending', attempts = attempts + 1,
              locked_until = COALESCE($2::timestamptz, clock_timestamp()) + $3::int * interval '1 millisecond'
       WHERE id = ANY($1::bigint[])
       RETURNING id, event_key, channel, recipient, template, subject, body_text, body_html, sms_template_id, whatsapp_template,
                 whatsapp_params, attachments, attempts, max_attempts, lang`,
      [due.rows.map((d) => d.id), nowIso, opts.leaseMs ?? 120_000],
    );
    return r.rows.map((m) => ({ ...m, id: Number(m.id) })).sort((a, b) => a.id - b.id);
  });
}

/** Delivers one claimed message and records the outcome. */
async function deliverOne(db: Db, channels: ChannelSet, m: ClaimedMessage, opts: WorkerOptions): Promise<'sent' | 'retry' | 'dead'> {
  try {
    const adapter = channels[m.channel];
    const files = m.channel === 'email' && m.attachments.length ? await buildAttachments(db, m.attachments) : [];
    const res = await adapter.send(m, files);
    await db.query(
      `UPDATE messages SET state = 'sent', sent_at = now(), locked_until = NULL, provider = $3, provider_message_id = $4, test_delivery = $5, last_error = NULL
       WHERE id = $1 AND state = 'sending' AND attempts = $2`,
      [m.id, m.attempts, res.provider, res.providerMessageId, res.test],
    );
    if (!res.test) await scrubCode(db, m.id);
    return 'sent';
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    // A refusal no retry can change (the address does not exist) is dead at once; anything else is retried.
    const dead = m.attempts >= m.max_attempts || isPermanentFailure(e);
    await db.query(
      `UPDATE messages SET state = $3, locked_until = NULL, last_error = $4, failed_at = COALESCE($5::timestamptz, clock_timestamp()),
              send_after = CASE WHEN $3 = 'queued' THEN COALESCE($5::timestamptz, clock_timestamp()) + $6::int * interval '1 millisecond' ELSE send_after END
       WHERE id = $1 AND state = 'sending' AND attempts = $2`,
      [m.id, m.attempts, dead ? 'dead' : 'queued', error.slice(0, 1000), opts.now ? opts.now.toISOString() : null, backoffMs(m.attempts, opts.retryBaseMs ?? 30_000)],
    );
    if (dead && !channels[m.channel].test) await scrubCode(db, m.id);
    if (dead) log.error({ messageId: m.id, template: m.template, channel: m.channel, attempts: m.attempts, error }, 'message dead-lettered');
    return dead ? 'dead' : 'retry';
  }
}

/** One pass: claims the due messages and delivers them. Returns how many were delivered (sent). */
export async function deliverDue(db: Db, channels: ChannelSet, opts: WorkerOptions = {}): Promise<{ sent: number; retry: number; dead: number }> {
  const out = { sent: 0, retry: 0, dead: 0 };
  for (;;) {
    const claimed = await claimDue(db, opts);
    for (const m of claimed) out[await deliverOne(db, channels, m, opts)]++;
    if (claimed.length < (opts.batch ?? 20)) return out;
  }
}

/**
 * The address a message's party has now for its channel (they may have corrected it since the message was written:
 * the usual reason a dead letter is resent), or null when it has no party or no such address.
 */
async function currentAddress(q: Queryable, m: { channel: string; audience: string; user_id: number | null; vendor_id: number | null }): Promise<string | null> {
  const table = m.audience === 'customer' && m.user_id !== null ? 'users' : m.audience === 'vendor' && m.vendor_id !== null ? 'vendors' : null;
  if (!table) return null;
  const r = await q.query<{ email: string | null; phone: string | null }>(`SELECT email, phone FROM ${table} WHERE id = $1`, [table === 'users' ? m.user_id : m.vendor_id]);
  const p = r.rows[0];
  if (!p) return null;
  if (m.channel === 'email') return p.email?.trim() ? p.email.trim().toLowerCase() : null;
  return p.phone ? indianMobile(p.phone) : null;
}

/**
 * Puts a message back in the queue now with fresh attempts (the operator's "Resend"), addressed to its party's
 * current email or number when that changed (unless the same event already went there). False while it is being sent.
 */
export async function resendMessage(db: Db, id: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const r = await tx.query<{ event_key: string; channel: string; recipient: string; audience: string; user_id: number | null; vendor_id: number | null }>(
      `SELECT event_key, channel, recipient, audience, user_id, vendor_id FROM messages WHERE id = $1 AND state <> 'sending' FOR UPDATE`,
      [id],
    );
    const m = r.rows[0];
    if (!m) return false;
    let to = await currentAddress(tx, m);
    if (to === m.recipient) to = null;
    if (to) {
      const taken = await tx.query('SELECT 1 FROM messages WHERE event_key = $1 AND channel = $2 AND recipient = $3', [m.event_key, m.channel, to]);
      if (taken.rows.length) to = null;
    }
    await tx.query(
      `UPDATE messages SET state = 'queued', attempts = 0, send_after = clock_timestamp(), locked_until = NULL, last_error = NULL, recipient = COALESCE($2, recipient)
       WHERE id = $1`,
      [id, to],
    );
    return true;
  });
}

export interface RunningWorker {
  /** Runs one pass now (also what the timer does); passes never overlap in one process. */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The in-process worker: every `intervalMs` a pass of `deliverDue`, and before it `beforeEach` (the reminder
 * scheduler). Safe with several replicas (claims are exclusive). Errors are logged, never thrown.
 */
export function startMessageWorker(db: Db, channels: ChannelSet, intervalMs: number, beforeEach?: (now: Date) => Promise<void>, opts: WorkerOptions = {}): RunningWorker {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (stopped) return Promise.resolve();
    running ??= (async () => {
      try {
        if (beforeEach) await beforeEach(new Date());
        await deliverDue(db, channels, opts);
      } catch (e) {
        log.error(errorFields(e), 'message worker pass failed');
      } finally {
        running = null;
      }
    })();
    return running;
  };
  const timer = intervalMs > 0 ? setInterval(() => void tick(), intervalMs) : null;
  timer?.unref();
  return {
    tick,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
