import { Catalogues, Translator } from './i18n-runtime';
import { enablePseudo, pseudoText } from './i18n-pseudo';

test('a text is accented and bracketed; the values put into it are kept as they are', () => {
  expect(pseudoText('Services')).toBe('[Ŝéŕṽîçéš]');
  expect(pseudoText('Vendor in Jaipur · ₹2,400.00', ['Jaipur', '₹2,400.00', ''])).toBe(
    '[Ṽéñðöŕ îñ Jaipur · ₹2,400.00]',
  );
  expect(pseudoText('12 of 40 shown', ['12', '40'])).toBe('[12 öƒ 40 šĥöŵñ]');
});

test('the instance shows every English text pseudo, its values and plurals intact, and draws the page afresh', async () => {
  const catalogues = new Catalogues();
  catalogues.register('ui', {
    en: () =>
      Promise.resolve({ hello: 'Vendor in {{city}}', star_one: '{{count}} star', star_other: '{{count}} stars' }),
    hi: () => Promise.resolve({ hello: 'वेंडर {{city}} में' }),
  });
  const i18n = new Translator(catalogues, 'hi');
  await i18n.loadNamespaces(['ui']);
  const block = document.createElement('script');
  block.id = 'utsav-ssr-state';
  document.body.append(block);
  await enablePseudo(i18n);
  expect(i18n.language).toBe('en');
  expect(i18n.t('ui', 'hello', { city: 'Pune' })).toBe('[Ṽéñðöŕ îñ Pune]');
  expect(i18n.t('ui', 'star', { count: 1 })).toBe('[1 šţáŕ]');
  expect(i18n.t('ui', 'star', { count: 4 })).toBe('[4 šţáŕš]');
  expect(document.getElementById('utsav-ssr-state')).toBeNull();
});
