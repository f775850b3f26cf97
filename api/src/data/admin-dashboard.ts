/**
 * The SQL of the operator's sign-in, profile, dashboard and audit log (routes/admin/admin-routes).
 */
import type { Param, Queryable } from '../db/client';
import { afterKeys, keyColumns, orderSql, toKeysetPage, type KeysetOrder } from './keyset';

/** An operator by sign-in email (any case). */
export function operatorByEmail(q: Queryable, username: string) {
  return q.query<{ id: number; name: string; password_hash: string; token_version: number }>(
    'SELECT id, name, password_hash, token_version FROM operators WHERE lower(email) = lower($1)',
    [username],
  );
}

export function operatorById(q: Queryable, id: number) {
  return q.query<{ id: number; name: string; email: string }>('SELECT id, name, email FROM operators WHERE id = $1', [
    id,
  ]);
}

/** GMV = billing of bookings confirmed or completed, by the day they were placed (IST), the last 30 days. */
export function dashboardDays(q: Queryable) {
  return q.query<{ day: string; n: number; gmv: number }>(
    `SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n, sum(billing_amt)::bigint AS gmv
    FROM bookings WHERE status = 1 AND created_at >= now() - interval '30 days' GROUP BY 1 ORDER BY 1`,
  );
}

/** Commission, refunds and collected money of the whole vendor ledger. */
export function dashboardMoney(q: Queryable) {
  return q.query<{ commission: number; refunds: number; collected: number }>(
    `SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'commission'), 0)::bigint AS commission,
           coalesce(-sum(amount) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunds,
           coalesce(sum(amount) FILTER (WHERE kind = 'collected'), 0)::bigint AS collected
    FROM vendor_ledger`,
  );
}

/** Vendors joined in the last 30 days, and awaiting approval. */
export function dashboardVendors(q: Queryable) {
  return q.query<{ recent: number; pending: number }>(
    "SELECT count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS recent, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM vendors",
  );
}

export function openEnquiryCount(q: Queryable) {
  return q.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries WHERE answered_at IS NULL');
}

export function awaitingPaymentCount(q: Queryable) {
  return q.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE booking_state = 'pending_payment'");
}

const AUDIT_ORDER: KeysetOrder = [
  { sql: 'a.created_at', desc: true, type: 'timestamptz' },
  { sql: 'a.id', desc: true, type: 'int' },
];

/** One keyset page of the audit log, newest first, after the cursor `after` ('' = the first), and the next cursor. */
export async function auditPage(q: Queryable, limit: number, after: string) {
  const params: Param[] = [];
  const cond = afterKeys(AUDIT_ORDER, after, params);
  const rows = await q.query<{
    id: number;
    operator: string;
    action: string;
    entity: string;
    entity_id: string;
    before: unknown;
    after: unknown;
    reason: string;
    created_at: string;
  }>(
    `SELECT a.id, o.name AS operator, a.action, a.entity, a.entity_id, a.before, a.after, a.reason, a.created_at${keyColumns(AUDIT_ORDER)}
     FROM audit_log a JOIN operators o ON o.id = a.operator_id${cond ? ` WHERE ${cond}` : ''}
     ORDER BY ${orderSql(AUDIT_ORDER)} LIMIT $${params.length + 1}`,
    [...params, limit + 1],
  );
  return toKeysetPage(rows.rows, limit, AUDIT_ORDER);
}

export function auditCount(q: Queryable) {
  return q.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log');
}
