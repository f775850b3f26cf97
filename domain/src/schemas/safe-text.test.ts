import * as v from 'valibot';
import { personName, safeTitle, vendorName } from './fields';
import { mixedScript } from './safe-text';

const msg = (schema: v.GenericSchema, input: unknown) => (v.safeParse(schema, input).issues ?? [])[0]?.message;
const title = safeTitle('Service name', 100);
const vendor = vendorName('Full Name', 50);
const person = personName('Name', 50);

describe('names and titles: NFC, no bidi or invisible characters, no mixed-script look-alikes', () => {
  it.each([
    'Royal Wedding Decor',
    'शुभ विवाह सजावट',
    'शुभ Decorators',
    'Mehendi & Haldi — 2 artists',
    'ಕನ್ನಡ Photography',
  ])('accepts the title %j', (t) => expect(msg(title, t)).toBeUndefined());

  it.each([
    ['a right-to-left override', 'Decor \u202Eroloc', 'Service name cannot contain direction-changing characters'],
    ['an isolate', 'Decor \u2067x\u2069', 'Service name cannot contain direction-changing characters'],
    ['a zero-width space', 'Dec\u200Bor', 'Service name cannot contain invisible characters'],
    ['a ZWJ in a Latin word', 'Dec\u200Dor', 'Service name cannot contain invisible characters'],
    ['a BOM', 'Dec\uFEFFor', 'Service name cannot contain invisible characters'],
    ['a Cyrillic а in a Latin word', 'Royаl Decor', expect.stringMatching(/look-alike/)],
    ['a Greek ο in a Latin word', 'Decοr', expect.stringMatching(/look-alike/)],
    ['a Cyrillic word beside Latin ones', 'Рара Caterers', expect.stringMatching(/look-alike/)],
  ])('refuses a title with %s', (_what, t, expected) => expect(msg(title, t)).toEqual(expected));

  it('stores titles and names NFC-normalised', () => {
    const decomposed = 'Cafe\u0301 Decor';
    expect(v.parse(title, decomposed)).toBe('Caf\u00E9 Decor');
    expect(v.parse(person, 'Jose\u0301')).toBe('Jos\u00E9');
  });

  it('vendor names: Hindi and Latin accepted, look-alikes refused', () => {
    expect(msg(vendor, 'शुभ डेकोरेटर्स')).toBeUndefined();
    expect(msg(vendor, 'Shubh Decorators')).toBeUndefined();
    expect(msg(vendor, 'Shuһh Decorators')).toMatch(/look-alike/);
    expect(msg(vendor, 'Шубх Decorators')).toMatch(/look-alike/);
  });

  it('person names: Indian scripts with their joiners accepted; zero-width and mixed words refused', () => {
    expect(msg(person, 'राहुल शर्मा')).toBeUndefined();
    expect(msg(person, 'ರಿಯಾ ಕಪೂರ್')).toBeUndefined();
    expect(msg(person, 'क्\u200Dष')).toBeUndefined();
    expect(msg(person, 'Aa\u200Brav')).toBe('Name cannot contain invisible characters');
    expect(msg(person, 'Aa\u200Drav')).toBe('Name cannot contain invisible characters');
    expect(msg(person, 'Aаrav')).toMatch(/look-alike/);
    expect(msg(person, 'Aarav \u202ESharma')).toBe('Name cannot contain direction-changing characters');
  });

  it('mixedScript: single-script words in different scripts are fine, one word in two scripts is not', () => {
    expect(mixedScript('Shubh शुभ', true)).toBe(false);
    expect(mixedScript('Shubhशुभ', false)).toBe(true);
    expect(mixedScript('Ivan Иванов', false)).toBe(false);
    expect(mixedScript('Ivan Иванов', true)).toBe(true);
  });
});
