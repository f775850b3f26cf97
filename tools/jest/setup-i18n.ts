// Component tests run in English: every catalogue's English texts are loaded before the tests, so a
// component's first render already shows them (no Suspense on a namespace) and existing tests find their words.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadNamespaces, registerCatalogue, setLang } from '@utsav/shared/i18n';

declare const __I18N_NAMESPACES__: { ns: string; dir: string }[];
const NAMESPACES = __I18N_NAMESPACES__;

const root = join(__dirname, '..', '..');
const present = NAMESPACES.filter(({ dir }) => existsSync(join(root, dir, 'en.json')));
for (const { ns, dir } of present) {
  const load = (lang: 'en' | 'hi') => () =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- synchronous JSON in the test setup
    Promise.resolve(require(join(root, dir, `${lang}.json`)) as Record<string, unknown>);
  registerCatalogue(ns, { en: load('en'), hi: load('hi') });
}

beforeAll(async () => {
  await setLang('en', { remember: false, notify: false });
  await loadNamespaces(present.map(({ ns }) => ns));
});
