/**
 * The outbox worker: claims due messages, delivers each through its channel, retries failures with
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
import * as data from '../data/outbox';
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
    const due = await data.lockDueMessages(tx, nowIso, opts.batch ?? 20);
    if (due.length === 0) return [];
    const rows = await data.markSending<ClaimedMessage>(tx, due, nowIso, opts.leaseMs ?? 120_000);
    return rows.map((m) => ({ ...m, id: Number(m.id) })).sort((a, b) => a.id - b.id);
  });
}

/** Delivers one claimed message and records the outcome. */
async function deliverOne(
  db: Db,
  channels: ChannelSet,
  m: ClaimedMessage,
  opts: WorkerOptions,
): Promise<'sent' | 'retry' | 'dead'> {
  try {
    const adapter = channels[m.channel];
    const files = m.channel === 'email' && m.attachments.length ? await buildAttachments(db, m.attachments) : [];
    const res = await adapter.send(m, files);
    await data.markSent(db, {
      id: m.id,
      attempts: m.attempts,
      provider: res.provider,
      providerMessageId: res.providerMessageId,
      test: res.test,
    });
    if (!res.test) await scrubCode(db, m.id);
    return 'sent';
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    // A refusal no retry can change (the address does not exist) is dead at once; anything else is retried.
    const dead = m.attempts >= m.max_attempts || isPermanentFailure(e);
    await data.markFailed(db, {
      id: m.id,
      attempts: m.attempts,
      state: dead ? 'dead' : 'queued',
      error: error.slice(0, 1000),
      nowIso: opts.now ? opts.now.toISOString() : null,
      backoffMs: backoffMs(m.attempts, opts.retryBaseMs ?? 30_000),
    });
    if (dead && !channels[m.channel].test) await scrubCode(db, m.id);
    if (dead)
      log.error(
        { messageId: m.id, template: m.template, channel: m.channel, attempts: m.attempts, error },
        'message dead-lettered',
      );
    return dead ? 'dead' : 'retry';
  }
}

/** One pass: claims the due messages and delivers them. Returns how many were delivered (sent). */
export async function deliverDue(
  db: Db,
  channels: ChannelSet,
  opts: WorkerOptions = {},
): Promise<{ sent: number; retry: number; dead: number }> {
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
async function currentAddress(
  q: Queryable,
  m: { channel: string; audience: string; user_id: number | null; vendor_id: number | null },
): Promise<string | null> {
  const table =
    m.audience === 'customer' && m.user_id !== null
      ? 'users'
      : m.audience === 'vendor' && m.vendor_id !== null
        ? 'vendors'
        : null;
  if (!table) return null;
  const p = await data.partyAddress(q, table, table === 'users' ? m.user_id : m.vendor_id);
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
    const m = await data.lockResendable(tx, id);
    if (!m) return false;
    let to = await currentAddress(tx, m);
    if (to === m.recipient) to = null;
    if (to) {
      if (await data.messageExists(tx, m.event_key, m.channel, to)) to = null;
    }
    await data.requeueMessage(tx, id, to);
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
export function startMessageWorker(
  db: Db,
  channels: ChannelSet,
  intervalMs: number,
  beforeEach?: (now: Date) => Promise<void>,
  opts: WorkerOptions = {},
): RunningWorker {
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
