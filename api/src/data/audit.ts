/**
 * The audit log of the back office: every admin write records who (the operator), what (action, entity
 * and id), when, the row before and after, and the reason given. Written in the same transaction as the change, so
 * a change is never without its record.
 */
import type { Queryable } from '../db/client';

export interface AuditEntry {
  operatorId: number;
  action: string;
  entity: string;
  entityId: string | number;
  before: unknown;
  after: unknown;
  reason?: string;
}

/**
 * JSON for a jsonb column. Text columns receive strings as UTF-8 (a lone UTF-16 surrogate becomes U+FFFD on the
 * way), but JSON.stringify writes it as a \ud800 escape, which PostgreSQL's jsonb refuses: strings are made
 * well-formed first, the same replacement the text columns get.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const jsonb = (value: unknown) =>
  value === undefined
    ? null
    : JSON.stringify(value, (_key, v: unknown) => (typeof v === 'string' ? v.replace(LONE_SURROGATE, '\ufffd') : v));

export async function recordAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    'INSERT INTO audit_log (operator_id, action, entity, entity_id, before, after, reason) VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)',
    [e.operatorId, e.action, e.entity, String(e.entityId), jsonb(e.before), jsonb(e.after), e.reason ?? ''],
  );
}
