/**
 * The throttle's records (lib/throttle): failure counts and locks per key in
 * `auth_throttle`, and the addresses each account has signed in from in `sign_in_addresses`.
 */
import type { Queryable, Tx } from '../db/client';

/**
 * Counts one failure for `key` (a count older than `forgetBefore` starts afresh) unless the key is locked at `now`.
 * Returns the new count, or null when the key is locked (nothing counted). Decided by the upsert itself: ON CONFLICT
 * DO UPDATE takes the row lock and re-reads the latest committed row, so an attempt that waited behind the one that
 * set the lock sees it and counts nothing (a SELECT … FOR UPDATE first locks no row while the key has none yet: 6 of
 * 12 parallel guesses got through on PostgreSQL that way).
 */
export async function countFailure(
  tx: Tx,
  key: string,
  nowIso: string,
  forgetBeforeIso: string,
): Promise<number | null> {
  const r = await tx.query<{ failures: number }>(
    `INSERT INTO auth_throttle AS t (account, failures, last_failure_at, locked_until) VALUES ($1, 1, $2, NULL)
     ON CONFLICT (account) DO UPDATE SET failures = CASE WHEN t.last_failure_at < $3 THEN 1 ELSE t.failures + 1 END, last_failure_at = $2
     WHERE t.locked_until IS NULL OR t.locked_until <= $2
     RETURNING failures`,
    [key, nowIso, forgetBeforeIso],
  );
  return r.rows[0]?.failures ?? null;
}

export async function setLock(q: Queryable, key: string, untilIso: string): Promise<void> {
  await q.query('UPDATE auth_throttle SET locked_until = $2 WHERE account = $1', [key, untilIso]);
}

/** When the key's lock ends (ms since epoch), or null when it has none. */
export async function lockedUntil(q: Queryable, key: string): Promise<number | null> {
  const r = await q.query<{ locked_until: string | Date | null }>(
    'SELECT locked_until FROM auth_throttle WHERE account = $1',
    [key],
  );
  const until = r.rows[0]?.locked_until;
  return until ? new Date(until).getTime() : null;
}

/** Takes back one counted failure of `key` (an attempt counted before its check, which then succeeded). */
export async function uncountFailure(q: Queryable, key: string): Promise<void> {
  await q.query('UPDATE auth_throttle SET failures = failures - 1 WHERE account = $1 AND failures > 0', [key]);
}

export async function clearFailures(q: Queryable, key: string): Promise<void> {
  await q.query('DELETE FROM auth_throttle WHERE account = $1', [key]);
}

/** True when `account` signed in with the right password from `address` since `sinceIso`. */
export async function isKnownAddress(
  q: Queryable,
  account: string,
  address: string,
  sinceIso: string,
): Promise<boolean> {
  const r = await q.query(
    'SELECT 1 FROM sign_in_addresses WHERE account = $1 AND address = $2 AND last_success_at >= $3',
    [account, address, sinceIso],
  );
  return r.rows.length > 0;
}

/** Records a successful sign-in of `account` from `address`, and forgets the account's addresses unused since `forgetBeforeIso`. */
export async function rememberAddress(
  q: Queryable,
  account: string,
  address: string,
  nowIso: string,
  forgetBeforeIso: string,
): Promise<void> {
  await q.query(
    `INSERT INTO sign_in_addresses (account, address, last_success_at) VALUES ($1, $2, $3)
     ON CONFLICT (account, address) DO UPDATE SET last_success_at = excluded.last_success_at`,
    [account, address, nowIso],
  );
  await q.query('DELETE FROM sign_in_addresses WHERE account = $1 AND last_success_at < $2', [
    account,
    forgetBeforeIso,
  ]);
}
