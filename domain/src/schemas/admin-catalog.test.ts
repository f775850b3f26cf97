import * as v from 'valibot';
import { categoryFormSchema, sliderFormSchema } from './admin-catalog';

// the operator's Hindi for a category name and an offer banner's title.
const category = (nameHi: unknown) =>
  v.safeParse(categoryFormSchema, { name: 'Decoration', nameHi, image: 'decoration.svg', sortOrder: 0 });
const message = (r: ReturnType<typeof category>) => (r.success ? null : r.issues[0]!.message);

test('a Hindi name is optional: absent, null and empty all mean none', () => {
  for (const none of [undefined, null, '', '   ']) {
    const r = category(none);
    expect(r.success && r.output.nameHi).toBe('');
  }
});

test('a Hindi name is trimmed and NFC-normalised; Latin words may stand beside the Devanagari', () => {
  const r = category('  सजावट ');
  expect(r.success && r.output.nameHi).toBe('सजावट');
  // न + nukta (two code points) is stored as the one precomposed letter ऩ (U+0929).
  const decomposed = category('\u0928\u093C\u092F\u093E');
  expect(decomposed.success && decomposed.output.nameHi).toBe('\u0929\u092F\u093E');
  expect(category('DJ और साउंड').success).toBe(true);
});

test('a Hindi name: as long as the English field at most, written in Devanagari, text', () => {
  expect(category('स'.repeat(60)).success).toBe(true);
  expect(message(category('स'.repeat(61)))).toBe('Hindi name can be at most 60 characters');
  expect(message(category('Decoration'))).toBe('Hindi name must be written in Hindi (Devanagari)');
  expect(message(category(7))).toBe('Hindi name must be text');
});

test("an offer banner's Hindi title: optional, at most 80 characters", () => {
  const offer = (titleHi: unknown) =>
    v.safeParse(sliderFormSchema, {
      kind: 'offer',
      image: 'decoration.svg',
      title: 'Diwali offer',
      link: '/services/all/offer',
      sortOrder: 0,
      titleHi,
    });
  expect(offer(undefined).success).toBe(true);
  const r = offer('दिवाली ऑफ़र');
  expect(r.success && r.output.titleHi).toBe('दिवाली ऑफ़र');
  const long = offer('छ'.repeat(81));
  expect(long.success ? null : long.issues[0]!.message).toBe('Hindi title can be at most 80 characters');
});
