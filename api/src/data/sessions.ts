/**
 * The SQL of sessions (lib/auth): an account's token version (raised to end every session), its name, and the ids
 * of single tokens ended before their expiry (revoked_tokens).
 */
import type { Queryable } from '../db/client';

type AccountType = 'customer' | 'vendor' | 'operator';
const TABLES: Record<AccountType, string> = { customer: 'users', vendor: 'vendors', operator: 'operators' };
const tableOf = (type: AccountType) => TABLES[type];

export async function tokenVersionOf(q: Queryable, type: AccountType, id: number): Promise<number> {
  const r = await q.query<{ token_version: number }>(`SELECT token_version FROM ${tableOf(type)} WHERE id = $1`, [id]);
  return Number(r.rows[0]?.token_version ?? 0);
}

/** The account a token names, its token version and whether this token id was revoked; undefined: no such account. */
export async function sessionAccount(q: Queryable, type: AccountType, id: number, jti: string) {
  const r = await q.query<{ name: string; token_version?: number; revoked?: boolean }>(
    `SELECT name, token_version, EXISTS (SELECT 1 FROM revoked_tokens WHERE jti = $2) AS revoked FROM ${tableOf(type)} WHERE id = $1`,
    [id, jti],
  );
  return r.rows[0];
}

/** Ends one token until it would have expired anyway (and drops the revocations that are over). */
export async function revokeTokenId(q: Queryable, jti: string, expiresAt: string): Promise<void> {
  await q.query('DELETE FROM revoked_tokens WHERE expires_at < now()');
  await q.query('INSERT INTO revoked_tokens (jti, expires_at) VALUES ($1, $2) ON CONFLICT (jti) DO NOTHING', [
    jti,
    expiresAt,
  ]);
}

/** Raises an account's token version (every token issued so far ends); returns the new version. */
export async function raiseTokenVersion(q: Queryable, type: AccountType, id: number): Promise<number> {
  const r = await q.query<{ token_version: number }>(
    `UPDATE ${tableOf(type)} SET token_version = token_version + 1 WHERE id = $1 RETURNING token_version`,
    [id],
  );
  return Number(r.rows[0]?.token_version ?? 0);
}
