import * as v from 'valibot';
import { amount, flag01, isValidGstin, percentage, todayIso } from './fields';

describe('field builders', () => {
  it('todayIso uses local date parts', () => {
    expect(todayIso(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
  it('amount: digits and a dot, 2 decimals', () => {
    expect(v.parse(amount('MRP'), '1234.567')).toBe(1234.57);
    expect(v.parse(amount('MRP'), 99)).toBe(99);
    expect(v.parse(amount('Fare', false), '')).toBe(0);
  });
  it('percentage: 0..100, empty is 0', () => {
    expect(v.parse(percentage('GST'), '')).toBe(0);
    expect(v.parse(percentage('GST'), '12.5')).toBe(12.5);
  });
  it('flag01 accepts booleans and text', () => {
    expect(v.parse(flag01('x'), true)).toBe(1);
    expect(v.parse(flag01('x'), '0')).toBe(0);
    expect(v.parse(flag01('x'), undefined)).toBe(0);
  });
  it('GSTIN check character', () => {
    expect(isValidGstin('07AAACR5055K1Z6')).toBe(isValidGstin('07AAACR5055K1Z6'));
    expect(isValidGstin('short')).toBe(false);
  });
});
