/**
 * Per-account throttling of password checks (issue 16.7, OWASP ASVS 2.2.1): sign-in and change-password count
 * consecutive failures per account; from the 5th on, each failure locks the account's password checks for a
 * back-off that doubles (30 s, 1 min, 2 min … at most 15 min). A success clears the count; a failure more than
 * 24 h after the previous one starts a new count. Kept in the database, so every API replica sees the same count.
 *
 * An attempt is counted before its password is checked (and the count cleared again when it succeeds): parallel
 * guesses cannot slip past the lock while the first ones are still hashing.
 */
import type { Db } from '../db/client';
import { HttpError } from './http';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** First lock, ms; doubled for every further failure. */
  baseLockMs: number;
  maxLockMs: number;
  /** A failure this long after the previous one starts a new count. */
  forgetAfterMs: number;
}

export const DEFAULT_THROTTLE: ThrottlePolicy = { freeFailures: 5, baseLockMs: 30_000, maxLockMs: 15 * 60_000, forgetAfterMs: 24 * 3600_000 };

/** Lock earned by the n-th consecutive failure (0 = none). */
export function lockMsAfter(failures: number, policy: ThrottlePolicy = DEFAULT_THROTTLE): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** Math.min(30, failures - policy.freeFailures));
}

export function throttled(retryMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, `Too many failed attempts. Please try again in ${wait}`, {}, { 'retry-after': String(seconds) });
}

export class AccountThrottle {
  constructor(
    private readonly db: Db,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {}

  /**
   * Runs a password check for `account` under the throttle: 429 while the account is locked (the check does not
   * run), otherwise the attempt is counted, `check` runs, and a true result clears the count.
   */
  async attempt(account: string, check: () => Promise<boolean>): Promise<boolean> {
    await this.begin(account);
    const ok = await check();
    if (ok) await this.db.query('DELETE FROM auth_throttle WHERE account = $1', [account]);
    return ok;
  }

  /** Counts an attempt as a failure (and sets the lock it earns), or throws 429 when the account is locked. */
  private async begin(account: string): Promise<void> {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const forgetBefore = new Date(now - this.policy.forgetAfterMs).toISOString();
    // One transaction, and the lock decided by the upsert itself: ON CONFLICT DO UPDATE takes the row lock and
    // re-reads the latest committed row, so an attempt that waited behind the one that set the lock sees it and
    // counts nothing (a SELECT … FOR UPDATE first locks no row while the account has none yet: 6 of 12 parallel
    // guesses got through on PostgreSQL that way).
    await this.db.transaction(async (tx) => {
      const r = await tx.query<{ failures: number }>(
        `INSERT INTO auth_throttle AS t (account, failures, last_failure_at, locked_until) VALUES ($1, 1, $2, NULL)
         ON CONFLICT (account) DO UPDATE SET failures = CASE WHEN t.last_failure_at < $3 THEN 1 ELSE t.failures + 1 END, last_failure_at = $2
         WHERE t.locked_until IS NULL OR t.locked_until <= $2
         RETURNING failures`,
        [account, nowIso, forgetBefore],
      );
      const row = r.rows[0];
      if (!row) {
        const locked = await tx.query<{ locked_until: string | null }>('SELECT locked_until FROM auth_throttle WHERE account = $1', [account]);
        const until = locked.rows[0]?.locked_until ? Date.parse(locked.rows[0].locked_until) : now;
        throw throttled(until - now);
      }
      const lock = lockMsAfter(row.failures, this.policy);
      if (lock > 0) await tx.query('UPDATE auth_throttle SET locked_until = $2 WHERE account = $1', [account, new Date(now + lock).toISOString()]);
    });
  }
}
