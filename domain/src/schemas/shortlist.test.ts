import * as v from 'valibot';
import { COMPARE_COUNT, compareQuerySchema, SHORTLIST_FULL, shortlistMergeSchema } from './shortlist';

const issues = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input);
  return r.success ? [] : r.issues.map((i) => i.message);
};

describe('shortlist and compare schemas', () => {
  it('merge: a list of ids, at most 100', () => {
    expect(v.parse(shortlistMergeSchema, { productIds: [1, '2'] })).toEqual({ productIds: [1, 2] });
    expect(issues(shortlistMergeSchema, { productIds: Array.from({ length: 101 }, (_, i) => i + 1) })).toContain(
      SHORTLIST_FULL,
    );
    expect(issues(shortlistMergeSchema, { productIds: ['x'] })).toContain('Service is invalid');
    expect(issues(shortlistMergeSchema, { productIds: 'nope' }).length).toBeGreaterThan(0);
  });

  it('compare: two to four distinct ids, an optional pincode and date', () => {
    expect(v.parse(compareQuerySchema, { productIds: '3, 1,3' })).toEqual({
      productIds: [3, 1],
      pincode: '',
      date: '',
    });
    expect(issues(compareQuerySchema, { productIds: '1' })).toContain(COMPARE_COUNT);
    expect(issues(compareQuerySchema, { productIds: '1,2,3,4,5' })).toContain(COMPARE_COUNT);
    expect(issues(compareQuerySchema, { productIds: '1,x' })).toContain('Service is invalid');
    expect(issues(compareQuerySchema, { productIds: '1,99999999999' })).toContain('Service is invalid');
    expect(issues(compareQuerySchema, {})).toContain(COMPARE_COUNT);
    expect(issues(compareQuerySchema, { productIds: '1,2', pincode: '4000' })).toContain('Pincode must be 6 digits');
    expect(issues(compareQuerySchema, { productIds: '1,2', date: '2001-01-01' })).toContain(
      'Event date cannot be before today',
    );
  });
});
