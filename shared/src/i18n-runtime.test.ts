import fc from 'fast-check';
import { type Catalogue, Catalogues, lookup, Translator } from './i18n-runtime';

const EN: Catalogue = {
  cart: { items_one: '{{count}} item', items_other: '{{count}} items', title: 'Your cart' },
  hello: 'Vendor in {{city}}',
  confirmBefore: 'Please',
};
const HI: Catalogue = {
  cart: { items_one: '{{count}} आइटम', items_other: '{{count}} आइटम', title: 'आपका कार्ट' },
  hello: 'वेंडर {{city}} में',
  confirmBefore: '',
};

function setUp(lang: 'en' | 'hi' = 'en') {
  const catalogues = new Catalogues();
  const calls: string[] = [];
  catalogues.register('app', {
    en: () => (calls.push('en'), Promise.resolve(EN)),
    hi: () => (calls.push('hi'), Promise.resolve({ default: HI })),
  });
  return { catalogues, calls, translator: new Translator(catalogues, lang) };
}

test('texts by dotted key, placeholders filled, the plural form the language names', async () => {
  const { translator } = setUp();
  await translator.loadNamespaces(['app']);
  expect(translator.t('app', 'cart.title')).toBe('Your cart');
  expect(translator.t('app', 'hello', { city: 'Pune' })).toBe('Vendor in Pune');
  expect(translator.t('app', 'cart.items', { count: 1 })).toBe('1 item');
  expect(translator.t('app', 'cart.items', { count: 0 })).toBe('0 items');
  expect(translator.t('app', 'cart.items', { count: 12 })).toBe('12 items');
  // The key of a plural without a count is no text: the key shows, as a missing one does.
  expect(translator.t('app', 'cart.items')).toBe('cart.items');
});

test('a missing key shows its defaultValue (filled), else the key; an empty text stays empty', async () => {
  const { translator, catalogues } = setUp('hi');
  await translator.loadNamespaces(['app']);
  expect(translator.t('app', 'state.new_state', { defaultValue: 'New state' })).toBe('New state');
  expect(translator.t('app', 'nope', { defaultValue: 'In {{city}}', city: 'Agra' })).toBe('In Agra');
  expect(translator.t('app', 'nope')).toBe('nope');
  expect(translator.t('app', 'confirmBefore', { defaultValue: 'x' })).toBe('');
  // `ns`: a text of another namespace through this one's function; one never loaded has no texts yet.
  catalogues.register('shell', { en: () => Promise.resolve({}), hi: () => Promise.resolve({ signIn: 'साइन इन' }) });
  await translator.loadNamespaces(['shell']);
  expect(translator.fixedT('app')('signIn', { ns: 'shell' })).toBe('साइन इन');
  expect(translator.t('other', 'hello')).toBe('hello');
});

test('Hindi: one for 0 and 1, other from 2 (Intl.PluralRules), as the catalogues were written', async () => {
  const { translator } = setUp('hi');
  await translator.loadNamespaces(['app']);
  expect(translator.t('app', 'cart.items', { count: 0 })).toBe('0 आइटम');
  expect(translator.t('app', 'cart.title')).toBe('आपका कार्ट');
  expect(translator.fixedT('app')('hello', { city: 'जयपुर' })).toBe('वेंडर जयपुर में');
});

test('a catalogue is fetched once per language, however many ask at once', async () => {
  const { translator, calls, catalogues } = setUp();
  await Promise.all([translator.loadNamespaces(['app']), catalogues.load('en', 'app'), catalogues.load('en', 'app')]);
  expect(calls).toEqual(['en']);
  expect(catalogues.load('en', 'app')).toBeInstanceOf(Promise);
  expect(calls).toEqual(['en']);
});

test('a language change waits for the shown namespaces, then tells its listeners; the last of two switches wins', async () => {
  const { translator, calls } = setUp();
  await translator.loadNamespaces(['app']);
  const heard: string[] = [];
  const stop = translator.subscribe(() => heard.push(translator.snapshot()));
  const toHindi = translator.changeLanguage('hi');
  expect(translator.language).toBe('en');
  const backToEnglish = translator.changeLanguage('en');
  await Promise.all([toHindi, backToEnglish]);
  expect(translator.language).toBe('en');
  expect(heard).toEqual([]);
  await translator.changeLanguage('hi');
  expect(translator.language).toBe('hi');
  expect(heard).toEqual(['hi#0']);
  expect(calls).toEqual(['en', 'hi']);
  stop();
  await translator.changeLanguage('en');
  expect(heard).toEqual(['hi#0']);
});

test('a catalogue that cannot be loaded is marked failed and tried again on the next load', async () => {
  const catalogues = new Catalogues();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let fail = true;
  catalogues.register('app', {
    en: () => (fail ? Promise.reject(new Error('chunk failed')) : Promise.resolve(EN)),
    hi: () => Promise.resolve(HI),
  });
  await catalogues.load('en', 'app');
  expect(catalogues.has('en', 'app')).toBe(false);
  expect(catalogues.hasFailed('en', 'app')).toBe(true);
  expect(warn).toHaveBeenCalledTimes(1);
  fail = false;
  await catalogues.load('en', 'app');
  expect(catalogues.has('en', 'app')).toBe(true);
  expect(catalogues.hasFailed('en', 'app')).toBe(false);
  warn.mockRestore();
});

test('registering new loaders (a remote redeployed) reads the held texts again and bumps the version', async () => {
  const { catalogues, translator } = setUp();
  await translator.loadNamespaces(['app']);
  const heard = jest.fn();
  catalogues.subscribe(heard);
  let resolve: (c: Catalogue) => void = () => undefined;
  catalogues.register('app', {
    en: () => new Promise<Catalogue>((r) => (resolve = r)),
    hi: () => Promise.resolve(HI),
  });
  // The old texts serve until the new ones arrive; Hindi, never loaded, is not fetched.
  expect(translator.t('app', 'cart.title')).toBe('Your cart');
  resolve({ ...EN, cart: { title: 'Your basket' } });
  await new Promise((r) => setTimeout(r, 0));
  expect(translator.t('app', 'cart.title')).toBe('Your basket');
  expect(catalogues.has('hi', 'app')).toBe(false);
  expect(catalogues.version).toBe(1);
  expect(heard).toHaveBeenCalledTimes(1);
});

test('the same texts registered by another app (a library each app bundles) re-render nothing', async () => {
  const { catalogues, translator } = setUp();
  await translator.loadNamespaces(['app']);
  const heard = jest.fn();
  catalogues.subscribe(heard);
  const loaded = jest.fn(() => Promise.resolve({ default: JSON.parse(JSON.stringify(EN)) as Catalogue }));
  catalogues.register('app', { en: loaded, hi: () => Promise.resolve(HI) });
  await new Promise((r) => setTimeout(r, 0));
  expect(loaded).toHaveBeenCalledTimes(1);
  expect(heard).not.toHaveBeenCalled();
  expect(catalogues.version).toBe(0);
});

test('property: any value put into a placeholder comes out exactly once, the rest of the text unchanged', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.string({ maxLength: 20 }).filter((s) => !/[{}]/.test(s)),
      fc.oneof(fc.string({ maxLength: 20 }), fc.integer()),
      async (before, value) => {
        const table: Catalogue = { text: `${before}{{value}}!` };
        const text = lookup(table, 'en', 'text');
        const catalogues = new Catalogues();
        const translator = new Translator(catalogues, 'en');
        expect(text).toBe(`${before}{{value}}!`);
        catalogues.register('p', { en: () => Promise.resolve(table), hi: () => Promise.resolve(table) });
        await catalogues.load('en', 'p');
        expect(translator.t('p', 'text', { value })).toBe(`${before}${String(value)}!`);
      },
    ),
    { numRuns: 100 },
  );
});
