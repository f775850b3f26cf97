/**
 * One order per request. Every order-placing call takes an optional `Idempotency-Key` header
 * (1–100 visible ASCII characters). The key is claimed inside the order's own transaction, and the reply is
 * stored with it before commit:
 * - the same key again (a retry, a double click, a replayed request) gets the first reply back, with header
 *   `Idempotent-Replayed: true`, and places nothing; a parallel request with the same key waits for the first
 *   (the claim is a primary key) and then gets its reply;
 * - the same key with a different request body is refused (422);
 * - a request that fails (4xx) stores nothing, so it can be retried with the same key.
 * Without a header the server still refuses to place the same order twice: the request's fingerprint (account,
 * route, body and, where the order comes from a stored cart, that cart) is the key for DUPLICATE_WINDOW_MS.
 * Keys are kept for KEY_TTL_MS.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest } from './http';
import { claimKey, claimOf, dropClaimsBefore, dropExpiredClaim, saveClaimReply } from '../data/idempotency-keys';

export const KEY_TTL_MS = 24 * 3600_000;
export const DUPLICATE_WINDOW_MS = 10 * 60_000;
const KEY_FORMAT = /^[\x21-\x7e]{1,100}$/;
const KEY_MESSAGE = 'Idempotency-Key must be 1 to 100 visible ASCII characters';

/**
 * The request headers of an order-placing route, declared in its contract (`headers(idempotencyHeaders)`): Fastify
 * refuses a malformed key before the handler, and /api/docs lists the header. '' counts as absent.
 */
export const idempotencyHeaders = v.looseObject({
  'idempotency-key': v.optional(
    v.union([v.literal(''), v.pipe(v.string(), v.regex(KEY_FORMAT, KEY_MESSAGE))], KEY_MESSAGE),
  ),
});

/** Stable JSON (sorted keys) for fingerprints. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value as object)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The Idempotency-Key header of a request: null when absent, 400 when malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const raw = request.headers['idempotency-key'];
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || key === '') return null;
  if (!KEY_FORMAT.test(key)) throw badRequest(KEY_MESSAGE);
  return key;
}

export interface OrderClaim {
  /** Scope of keys: account and route. */
  scope: string;
  /** The client's key, or null to use the fingerprint (duplicate window). */
  key: string | null;
  /** The request body: a key reused with another body is refused. */
  body: unknown;
  /**
   * Server state the order is made of (a stored cart), part of the fingerprint when there is no key: the same
   * form with another cart is another order. Not part of a key's check: a retry after the order was paid finds its
   * lines gone from the cart and still gets the first reply.
   */
  context?: unknown;
}

/**
 * Runs `place` (inside `db.transaction`) at most once per claim. Returns the reply to send; sets
 * `Idempotent-Replayed: true` on `reply` when it is an earlier reply.
 */
export async function placeOnce<T>(
  db: Db,
  reply: FastifyReply,
  claim: OrderClaim,
  place: (tx: Queryable) => Promise<T>,
): Promise<T> {
  const hash = sha256(canonical(claim.body));
  const key = claim.key ?? `auto:${sha256(canonical({ body: claim.body, context: claim.context ?? null }))}`;
  const window = claim.key ? KEY_TTL_MS : DUPLICATE_WINDOW_MS;
  const outcome = await db.transaction(async (tx) => {
    // Expired claims (of this scope) are dropped, then this one is claimed; a parallel holder makes this wait.
    await dropExpiredClaim(tx, claim.scope, key, new Date(Date.now() - window).toISOString());
    if (!(await claimKey(tx, claim.scope, key, hash, new Date().toISOString()))) {
      const row = await claimOf(tx, claim.scope, key);
      if (row && row.request_hash !== hash)
        throw new HttpError(422, 'This Idempotency-Key was already used for a different order');
      if (row?.reply) return { replayed: true as const, value: JSON.parse(row.reply) as T };
      throw new HttpError(409, 'This order is already being placed, please wait');
    }
    const value = await place(tx);
    await saveClaimReply(tx, claim.scope, key, JSON.stringify(value));
    return { replayed: false as const, value };
  });
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  return outcome.value;
}

/** Drops claims older than the longest lifetime (called now and then; cheap with the created_at index). */
export async function pruneIdempotencyKeys(db: Queryable): Promise<void> {
  await dropClaimsBefore(db, new Date(Date.now() - KEY_TTL_MS).toISOString());
}
