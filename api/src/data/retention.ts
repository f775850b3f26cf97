/**
 * The SQL of the retention job (privacy/retention, docs/privacy.md#retention): each statement deletes or blanks what
 * is past its period and returns how many rows it touched. Periods are in days, passed in (privacy/retention's
 * RETENTION is the one schedule).
 */
import type { Param, Queryable } from '../db/client';

const count = async (q: Queryable, sql: string, params: Param[]) =>
  (await q.query(`${sql} RETURNING 1`, params)).rows.length;

/** Claims this period's pass (one replica wins); false when a pass ran less than `everyMs` before `now`. */
export async function claimRetentionPass(q: Queryable, now: Date, everyMs: number): Promise<boolean> {
  const r = await q.query(
    `INSERT INTO retention_state (id, last_run_at) VALUES (1, $1)
     ON CONFLICT (id) DO UPDATE SET last_run_at = EXCLUDED.last_run_at
       WHERE retention_state.last_run_at <= $2
     RETURNING id`,
    [now.toISOString(), new Date(now.getTime() - everyMs).toISOString()],
  );
  return r.rows.length > 0;
}

export async function saveRetentionCounts(q: Queryable, counts: Record<string, number>): Promise<void> {
  await q.query('UPDATE retention_state SET last_counts = $1::jsonb WHERE id = 1', [JSON.stringify(counts)]);
}

/** One-time codes past their expiry by more than `graceHours` (the code is useless; the row only names a target). */
export const deleteExpiredCodes = (q: Queryable, now: string, graceHours: number) =>
  count(q, `DELETE FROM one_time_codes WHERE expires_at < $1::timestamptz - make_interval(hours => $2::int)`, [
    now,
    graceHours,
  ]);

/** Texts of messages finished (sent, dead, skipped) more than `days` ago: the row stays as the delivery record. */
export const blankOldMessageBodies = (q: Queryable, now: string, days: number) =>
  count(
    q,
    `UPDATE messages SET subject = '', body_text = '', body_html = NULL, whatsapp_params = '[]', last_error = NULL
     WHERE state IN ('sent', 'dead', 'skipped') AND created_at < $1::timestamptz - make_interval(days => $2::int)
       AND (body_text <> '' OR subject <> '' OR body_html IS NOT NULL OR whatsapp_params <> '[]'::jsonb)`,
    [now, days],
  );

/**
 * Carts nobody came back to: lines added more than `days` ago. (A line whose date has passed stays until then: the
 * cart offers to move it to another date.)
 */
export async function deleteAbandonedCarts(q: Queryable, now: string, days: number): Promise<number> {
  const where = 'created_at < $1::timestamptz - make_interval(days => $2::int)';
  return (
    (await count(q, `DELETE FROM cart_items WHERE ${where}`, [now, days])) +
    (await count(q, `DELETE FROM package_carts WHERE ${where}`, [now, days]))
  );
}

/** Sign-in failure counts (keyed by a mobile number or email) not touched for `days` and not locking anything. */
export const deleteOldThrottles = (q: Queryable, now: string, days: number) =>
  count(
    q,
    `DELETE FROM auth_throttle WHERE last_failure_at < $1::timestamptz - make_interval(days => $2::int)
       AND (locked_until IS NULL OR locked_until < $1::timestamptz)`,
    [now, days],
  );

/** The addresses (IP) an account signed in from, unused for `days`. */
export const deleteOldSignInAddresses = (q: Queryable, now: string, days: number) =>
  count(q, `DELETE FROM sign_in_addresses WHERE last_success_at < $1::timestamptz - make_interval(days => $2::int)`, [
    now,
    days,
  ]);

/** Stored replies of idempotent requests (they repeat a booking's contact details) older than `days`. */
export const deleteOldIdempotencyReplies = (q: Queryable, now: string, days: number) =>
  count(q, `DELETE FROM idempotency_keys WHERE created_at < $1::timestamptz - make_interval(days => $2::int)`, [
    now,
    days,
  ]);

/** The personal fields of an audit entry's before/after rows (top-level keys, any case of the API's names). */
export const AUDIT_PERSONAL_KEYS = [
  'name',
  'mobile',
  'phone',
  'email',
  'address',
  'Name',
  'Mobile',
  'Phone',
  'Email',
  'Address',
  'answer_note',
  'AnswerNote',
] as const;

/** Audit entries older than `days` keep who did what and when, without the personal fields of the rows. */
export const stripOldAuditPersonalFields = (q: Queryable, now: string, days: number) =>
  count(
    q,
    `UPDATE audit_log SET
       before = CASE WHEN jsonb_typeof(before) = 'object' THEN before - $3::text[] ELSE before END,
       after = CASE WHEN jsonb_typeof(after) = 'object' THEN after - $3::text[] ELSE after END
     WHERE created_at < $1::timestamptz - make_interval(days => $2::int)
       AND ((jsonb_typeof(before) = 'object' AND before ?| $3::text[]) OR (jsonb_typeof(after) = 'object' AND after ?| $3::text[]))`,
    [now, days, [...AUDIT_PERSONAL_KEYS]],
  );

/** Single-token revocations past the token's own expiry. */
export const deleteExpiredRevocations = (q: Queryable, now: string) =>
  count(q, 'DELETE FROM revoked_tokens WHERE expires_at < $1::timestamptz', [now]);
