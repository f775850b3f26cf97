import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nProvider, instanceFor, registerCatalogue, setLang, translate, useT } from './i18n';

type Texts = { greeting: string; stars_one: string; stars_other: string };
const texts: Record<'en' | 'hi', Texts> = {
  en: { greeting: 'Hello {{name}}', stars_one: '{{count}} star', stars_other: '{{count}} stars' },
  hi: { greeting: 'नमस्ते {{name}}', stars_one: '{{count}} सितारा', stars_other: '{{count}} सितारे' },
};

// A namespace of this test only, its English held back until the test lets it arrive.
let release: () => void = () => undefined;
const arrived = new Promise<void>((resolve) => (release = resolve));
registerCatalogue('probe', {
  en: () => arrived.then(() => texts.en),
  hi: () => Promise.resolve(texts.hi),
});

function Greeting({ count }: { count: number }) {
  const { t, lang } = useT('probe');
  return <p lang={lang}>{`${t('greeting', { name: 'Asha' })} · ${t('stars', { count })}`}</p>;
}

function Loading() {
  const { t } = useT('probe', { suspend: false });
  return <p>{t('greeting', { defaultValue: 'Loading…', name: '' })}</p>;
}

afterAll(async () => {
  await act(() => setLang('en', { remember: false, notify: false }));
});

test('a component suspends until its catalogue arrived, then re-renders in the new language on a switch', async () => {
  await act(async () => {
    render(
      <Suspense fallback={<Loading />}>
        <Greeting count={3} />
      </Suspense>,
    );
  });
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  await act(async () => release());
  expect(await screen.findByText('Hello Asha · 3 stars')).toHaveAttribute('lang', 'en');

  await act(() => setLang('hi', { remember: false, notify: false }));
  expect(screen.getByText('नमस्ते Asha · 3 सितारे')).toHaveAttribute('lang', 'hi');
  expect(translate('probe', 'stars', { count: 1 })).toBe('1 सितारा');
});

test("the server renderer's per-request translator renders its own language, the page's untouched", async () => {
  const hindi = instanceFor('hi');
  const english = instanceFor('en');
  await Promise.all([hindi.loadNamespaces(['probe']), english.loadNamespaces(['probe'])]);
  const html = (translator: typeof hindi) =>
    renderToString(
      <I18nProvider i18n={translator}>
        <Greeting count={1} />
      </I18nProvider>,
    );
  expect(html(hindi)).toContain('नमस्ते Asha · 1 सितारा');
  expect(html(english)).toContain('Hello Asha · 1 star');
});

test('a part hydrated after a switch of language matches its server HTML, then shows the new language', async () => {
  // The page was rendered by the server in English; the visitor switched to Hindi before this part hydrated (a
  // click replayed at hydration, an island hydrating later).
  const english = instanceFor('en');
  await english.loadNamespaces(['probe']);
  const part = (
    <Suspense fallback={<Loading />}>
      <Greeting count={2} />
    </Suspense>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(<I18nProvider i18n={english}>{part}</I18nProvider>);
  document.body.append(container);
  expect(container.textContent).toBe('Hello Asha · 2 stars');
  await act(() => setLang('hi', { remember: false, notify: false }));

  const recoverable: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, part, { onRecoverableError: (error) => recoverable.push(error) });
  });
  expect(recoverable).toEqual([]);
  expect(container.textContent).toBe('नमस्ते Asha · 2 सितारे');
  expect(container.querySelector('p')).toHaveAttribute('lang', 'hi');
  container.remove();
});
