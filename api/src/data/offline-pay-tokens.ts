/**
 * The offline gateway's one-time pay tokens. A token is issued with the payment (POST /api/payments/*,
 * a signed-in customer) for one gateway order, and bound to the session that asked for it. The gateway page's Pay
 * and Fail buttons post it back; it is spent by the first of them, and only while:
 * - the gateway order is the customer's (payment_orders.user_id),
 * - the session is still live: not signed out (revoked_tokens), no password change since (token_version), not expired,
 * - the token itself is unexpired and unused,
 * - the order it pays is still open: the payment order is 'created' and everything it pays (each booking of it, or
 *   the package order) is awaiting payment or confirmed — a cancelled, expired or declined booking revokes the tokens
 *   of the payment orders that include it (their amount is no longer owed; a new payment is opened for what is),
 *   docs/security.md "Pay tokens die with their order".
 * Only the token's SHA-256 is stored.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client';

/** How long a pay token stays valid (the hold is 15 minutes; a balance payment has none). */
export const PAY_TOKEN_TTL_MS = 30 * 60_000;

export interface PayTokenSession {
  userId: number;
  jti: string;
  tokenVersion: number;
  /** When the session token expires. */
  expiresAt: Date;
}

export const hashPayToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new token for `providerOrderId`, one per opened payment page: each pays (or fails) once, until it expires or its
 * session ends. Earlier pages of the same order keep theirs — a second tab or a retry is not refused; a second
 * capture of one order is refunded whole by the payment rules. Expired tokens are swept here.
 */
export async function issuePayToken(
  q: Queryable,
  providerOrderId: string,
  session: PayTokenSession,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Math.min(now.getTime() + PAY_TOKEN_TTL_MS, session.expiresAt.getTime()));
  await q.query('DELETE FROM offline_gateway_pay_tokens WHERE expires_at < $1', [now.toISOString()]);
  await q.query(
    `INSERT INTO offline_gateway_pay_tokens (token_hash, provider_order_id, user_id, session_jti, session_tv, session_expires_at, expires_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7)`,
    [
      hashPayToken(token),
      providerOrderId,
      session.userId,
      session.jti,
      session.tokenVersion,
      session.expiresAt.toISOString(),
      expiresAt.toISOString(),
    ],
  );
  return token;
}

/** Why a token does not open the order's payment, or null when it does. */
export type PayTokenRefusal = 'missing' | 'unknown' | 'used' | 'expired' | 'not-owner' | 'session-ended' | 'revoked';

interface TokenRow {
  user_id: number;
  used: boolean;
  expired: boolean;
  order_user_id: number | null;
  session_live: boolean;
  order_open: boolean;
}

const TOKEN_STATE_SQL = `
  SELECT t.user_id,
         t.used_at IS NOT NULL AS used,
         t.expires_at <= $3 AS expired,
         po.user_id AS order_user_id,
         (t.session_expires_at > $3
           AND NOT EXISTS (SELECT 1 FROM revoked_tokens r WHERE r.jti = t.session_jti)
           AND EXISTS (SELECT 1 FROM users u WHERE u.id = t.user_id AND u.token_version = t.session_tv)) AS session_live,
         (po.status = 'created'
           AND (CASE WHEN po.package_booking_id IS NOT NULL
                  THEN EXISTS (SELECT 1 FROM package_bookings k
                                WHERE k.id = po.package_booking_id AND k.booking_state IN ('pending_payment', 'confirmed'))
                  ELSE EXISTS (SELECT 1 FROM payment_order_items i WHERE i.payment_order_id = po.id)
                   AND NOT EXISTS (SELECT 1 FROM payment_order_items i JOIN bookings b ON b.id = i.booking_id
                                    WHERE i.payment_order_id = po.id
                                      AND (b.booking_state NOT IN ('pending_payment', 'confirmed')
                                        OR (b.booking_state = 'pending_payment' AND b.hold_expires_at <= $3)))
                END)
         ) AS order_open
    FROM offline_gateway_pay_tokens t
    LEFT JOIN payment_orders po ON po.provider_order_id = t.provider_order_id
   WHERE t.token_hash = $1 AND t.provider_order_id = $2`;

function refusalOf(row: TokenRow | undefined): PayTokenRefusal | null {
  if (!row) return 'unknown';
  if (row.order_user_id !== row.user_id) return 'not-owner';
  if (!row.session_live) return 'session-ended';
  if (row.used) return 'used';
  if (!row.order_open) return 'revoked';
  if (row.expired) return 'expired';
  return null;
}

/** Checks a token without spending it (the gateway page shows the form only for a token that would pay). */
export async function checkPayToken(
  q: Queryable,
  providerOrderId: string,
  token: string,
  now = new Date(),
): Promise<PayTokenRefusal | null> {
  if (!token) return 'missing';
  const r = await q.query<TokenRow>(TOKEN_STATE_SQL, [hashPayToken(token), providerOrderId, now.toISOString()]);
  return refusalOf(r.rows[0]);
}

/**
 * Spends a token: checked, then marked used by an UPDATE that only an unused token passes, so two posts of one token
 * (a double click, a replay) pay at most once. Returns the refusal, or null when this call spent it.
 */
export async function spendPayToken(
  q: Queryable,
  providerOrderId: string,
  token: string,
  now = new Date(),
): Promise<PayTokenRefusal | null> {
  const refusal = await checkPayToken(q, providerOrderId, token, now);
  if (refusal) return refusal;
  const spent = await q.query(
    'UPDATE offline_gateway_pay_tokens SET used_at = $3 WHERE token_hash = $1 AND provider_order_id = $2 AND used_at IS NULL RETURNING 1',
    [hashPayToken(token), providerOrderId, now.toISOString()],
  );
  return spent.rows.length === 1 ? null : 'used';
}
