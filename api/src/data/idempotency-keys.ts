/** The SQL of idempotency claims (lib/idempotency): one row per scope and key, with the request's hash and the reply. */
import type { Queryable } from '../db/client';

/** Drops this scope and key's claim when it was made before `before` (ISO). */
export async function dropExpiredClaim(tx: Queryable, scope: string, key: string, before: string): Promise<void> {
  await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND created_at < $3', [
    scope,
    key,
    before,
  ]);
}

/** Claims a key; false when it is already claimed (a parallel holder makes this wait until it commits). */
export async function claimKey(
  tx: Queryable,
  scope: string,
  key: string,
  requestHash: string,
  at: string,
): Promise<boolean> {
  const r = await tx.query(
    'INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT (scope, key) DO NOTHING RETURNING key',
    [scope, key, requestHash, at],
  );
  return r.rows.length > 0;
}

export async function claimOf(
  tx: Queryable,
  scope: string,
  key: string,
): Promise<{ request_hash: string; reply: string | null } | undefined> {
  return (
    await tx.query<{ request_hash: string; reply: string | null }>(
      'SELECT request_hash, reply FROM idempotency_keys WHERE scope = $1 AND key = $2',
      [scope, key],
    )
  ).rows[0];
}

export async function saveClaimReply(tx: Queryable, scope: string, key: string, reply: string): Promise<void> {
  await tx.query('UPDATE idempotency_keys SET reply = $3 WHERE scope = $1 AND key = $2', [scope, key, reply]);
}

export async function dropClaimsBefore(q: Queryable, before: string): Promise<void> {
  await q.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
}
