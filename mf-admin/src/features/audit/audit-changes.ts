/**
 * The audit log's before/after (jsonb) as a reader wants it: one line per field that changed,
 * "field: before → after", instead of two blobs of JSON to compare by eye.
 */

export type ChangeKind = 'changed' | 'added' | 'removed';

export interface FieldChange {
  field: string;
  kind: ChangeKind;
  before?: string;
  after?: string;
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A value as text: strings as they are, yes/no, numbers in Indian grouping, lists and objects compactly. */
export function showValue(x: unknown): string {
  if (x === null || x === undefined || x === '') return '—';
  if (typeof x === 'boolean') return x ? 'yes' : 'no';
  if (typeof x === 'number') return x.toLocaleString('en-IN', { maximumFractionDigits: 2 });
  if (typeof x === 'string') return x;
  if (Array.isArray(x)) return x.length === 0 ? 'none' : x.map(showValue).join(', ');
  if (isRecord(x))
    return Object.entries(x)
      .map(([k, v]) => `${k} ${showValue(v)}`)
      .join('; ');
  return String(x);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between `before` and `after`, in the order they first appear (before's keys, then new
 * ones). A record that did not exist before (create) lists every field as added; one removed, every field as removed.
 * Values that are not objects (a bare number or text) are compared as one field named "value".
 */
export function auditChanges(before: unknown, after: unknown): FieldChange[] {
  const none = (x: unknown) => x === null || x === undefined;
  if (none(before) && none(after)) return [];
  const b = isRecord(before) ? before : none(before) ? {} : { value: before };
  const a = isRecord(after) ? after : none(after) ? {} : { value: after };
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const out: FieldChange[] = [];
  for (const field of fields) {
    const inB = field in b && !none(b[field]);
    const inA = field in a && !none(a[field]);
    if (inB && inA) {
      if (!same(b[field], a[field]))
        out.push({ field, kind: 'changed', before: showValue(b[field]), after: showValue(a[field]) });
    } else if (inA) out.push({ field, kind: 'added', after: showValue(a[field]) });
    else if (inB) out.push({ field, kind: 'removed', before: showValue(b[field]) });
  }
  return out;
}

/** "commissionPer" / "commission_per" → "commission per": field names read as words. */
export const fieldLabel = (field: string) =>
  field
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
