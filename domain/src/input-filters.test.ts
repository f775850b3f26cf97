import { filterInput } from './input-filters';

describe('typing filters (product §5)', () => {
  it.each([
    ['numeric', '98a76 5-4', '98765 4'.replace(' ', '')],
    ['numeric', ' 123', '123'],
    ['alphawithspace', 'Aarav 2 Sharma!', 'Aarav  Sharma'],
    ['alphawithspace', '  Ravi', 'Ravi'],
    ['alphawithspace', 'राहुल 😀 शर्मा1', 'राहुल  शर्मा'],
    ['alphawithspace', 'ಕನ್ನಡ', 'ಕನ್ನಡ'],
    ['alphanumericwithsymble', 'a b@c.d#1', 'ab@c.d#1'],
    ['alphanumericwithsymble', 'x<y>z', 'xyz'],
    ['alphanumericwithsymblehspace', 'Flat 4B, MG Road!', 'Flat 4B, MG Road'],
    ['alphanumericwithsymblehspace', 'गृह प्रवेश <पूजा> 2027', 'गृह प्रवेश पूजा 2027'],
    ['alphanumericwithsymblehspace', 'Koramangala ४थ ब्लॉक', 'Koramangala ४थ ब्लॉक'],
    ['amount', '12a3.5₹', '123.5'],
    ['percentage', '150', '100'],
    ['percentage', '18', '18'],
    ['percentage', '-3', ''],
    ['percentage', 'abc', ''],
    ['percentage', '', ''],
    ['text', '  hello', 'hello'],
  ] as const)('%s: %p → %p', (kind, raw, out) => {
    expect(filterInput(kind, raw)).toBe(out);
  });

  it('caps at the default max length of 100 and at a given max', () => {
    expect(filterInput('text', 'x'.repeat(150))).toHaveLength(100);
    expect(filterInput('numeric', '12345678901234', 10)).toBe('1234567890');
  });
});
