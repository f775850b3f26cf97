import * as v from 'valibot';
import { amount, flag01, indianMobile, isValidGstin, percentage, personName, todayIso } from './fields';

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

describe('one Indian mobile rule and one name rule (issue #17 item 3)', () => {
  const mobile = v.object({ m: indianMobile('Mobile') });
  const name = v.object({ n: personName('Name', 50) });
  const mobileMsg = (m: unknown) => v.safeParse(mobile, { m }).issues?.[0]?.message;
  const nameOut = (n: string) => v.safeParse(name, { n });
  it.each(['12345', '0000000000', '5475635217', '1234567890', '98765 43210', '+919876543210', '09876543210'])('refuses %s', (m) => {
    expect(mobileMsg(m)).toBeDefined();
  });
  it.each(['9876543210', '6000000001', '7012345678', '8123456789', 9876543210])('accepts %s', (m) => expect(mobileMsg(m)).toBeUndefined());
  it('names keep Indian scripts (letters and marks), NFC, single spaces; refuse anything else', () => {
    expect(nameOut('राहुल').output).toEqual({ n: 'राहुल' });
    expect(nameOut('  राहुल   शर्मा ').output).toEqual({ n: 'राहुल शर्मा' });
    expect(nameOut('Jose\u0301').output).toEqual({ n: 'Jos\u00e9' });
    expect(nameOut('ಕನ್ನಡ').success).toBe(true);
    expect(nameOut('ক্\u200Dষ').success).toBe(true);
    for (const bad of ['🎉 Riya', 'Riya 🎉', 'Riya_K', 'Riya-K', '123', '\u200D', 'A\u0000B']) expect(nameOut(bad).success).toBe(false);
  });
});
