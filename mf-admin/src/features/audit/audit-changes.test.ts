import { auditChanges, fieldLabel, showValue } from './audit-changes';

describe('audit diff (field: before → after, not raw JSON)', () => {
  it('lists only the fields that changed, before → after', () => {
    expect(auditChanges({ status: 'pending', name: 'Mehfil' }, { status: 'approved', name: 'Mehfil' })).toEqual([
      { field: 'status', kind: 'changed', before: 'pending', after: 'approved' },
    ]);
  });
  it('a created record lists every field as added; a removed one as removed', () => {
    expect(auditChanges(null, { name: 'Haldi', order: 3, hidden: false })).toEqual([
      { field: 'name', kind: 'added', after: 'Haldi' },
      { field: 'order', kind: 'added', after: '3' },
      { field: 'hidden', kind: 'added', after: 'no' },
    ]);
    expect(auditChanges({ title: 'Diwali offer' }, null)).toEqual([
      { field: 'title', kind: 'removed', before: 'Diwali offer' },
    ]);
  });
  it('fields new in after are added, fields gone from after are removed', () => {
    expect(auditChanges({ receivable: 52000.5 }, { payoutId: 4, receivable: 51000.5 })).toEqual([
      { field: 'receivable', kind: 'changed', before: '52,000.5', after: '51,000.5' },
      { field: 'payoutId', kind: 'added', after: '4' },
    ]);
    expect(auditChanges({ reason: 'x', hidden: true }, { hidden: true })).toEqual([
      { field: 'reason', kind: 'removed', before: 'x' },
    ]);
  });
  it('nothing changed, nothing recorded, or bare values', () => {
    expect(auditChanges({ a: [1, 2] }, { a: [1, 2] })).toEqual([]);
    expect(auditChanges(null, undefined)).toEqual([]);
    expect(auditChanges(10, 12.5)).toEqual([{ field: 'value', kind: 'changed', before: '10', after: '12.5' }]);
  });
  it('shows values as text, not JSON', () => {
    expect(showValue(true)).toBe('yes');
    expect(showValue('')).toBe('—');
    expect(showValue(125000)).toBe('1,25,000');
    expect(showValue(['Decoration', 'Catering'])).toBe('Decoration, Catering');
    expect(showValue([])).toBe('none');
    expect(showValue({ category: 2, limit: 3 })).toBe('category 2; limit 3');
  });
  it('field names read as words', () => {
    expect(fieldLabel('commissionPercent')).toBe('commission percent');
    expect(fieldLabel('booking_state')).toBe('booking state');
    expect(fieldLabel('status')).toBe('status');
  });
});
