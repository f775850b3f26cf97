import * as v from 'valibot';
import { searchSynonymSchema } from './search-synonym';

const parse = (x: unknown) => v.safeParse(searchSynonymSchema, x);

describe('search synonym form', () => {
  it('accepts Latin and Devanagari terms, normalised to lower case and single spaces', () => {
    const r = parse({ term: '  Mehndi   Artist ', meaning: 'Mehendi' });
    expect(r.success && r.output).toEqual({ term: 'mehndi artist', meaning: 'mehendi' });
    expect(parse({ term: 'मेहंदी', meaning: 'mehendi' }).success).toBe(true);
    expect(parse({ term: 'e-invite', meaning: 'invitation cards' }).success).toBe(true);
  });

  it.each([
    [{ term: '', meaning: 'x' }, 'Please enter what customers type'],
    [{ term: 'a b c', meaning: 'x' }, 'one or two words'],
    [{ term: '<script>', meaning: 'x' }, 'one or two words'],
    [{ term: "'; drop", meaning: 'x' }, 'one or two words'],
    [{ term: 'x'.repeat(41), meaning: 'x' }, 'at most 40'],
    [{ term: 'henna', meaning: '' }, 'Please enter the words it means'],
    [{ term: 'henna', meaning: 'मेहंदी' }, 'English letters'],
    [{ term: 'henna', meaning: 'a b c d e' }, 'one to four words'],
    [{ term: 5, meaning: 'x' }, 'must be text'],
  ])('refuses %j', (input, message) => {
    const r = parse(input);
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toContain(message);
  });
});
