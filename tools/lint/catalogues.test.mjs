// The i18n catalogues (docs/i18n.md), run by `npm run lint`: every namespace of the registry (each app's
// src/locales), the shared library's (`ui`) and the API's (`api`) has the same keys in English and Hindi, no empty
// text, the same {{placeholders}} in both, plural forms where a count is passed, and no key its code does not use. A
// literal left in JSX is the ESLint rule's (i18next/no-literal-string, eslint.config.mjs); both are checked on
// fixtures below.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { APPS } from '../../apps.registry.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each namespace: where its catalogues are and which sources use them. */
export const NAMESPACES = [
  { ns: 'ui', locales: 'ui/src/locales/ui', sources: ['ui/src'] },
  // The shared components no first screen shows (forms, calendars, credit notes): fetched when one of them renders.
  { ns: 'ui-more', locales: 'ui/src/locales/ui-more', sources: ['ui/src'] },
  // Validation and API messages, matched by their English text (domain/src/schemas/localize.ts): no key scan.
  { ns: 'validation', locales: 'domain/src/locales/validation', sources: null },
  // The texts the API composes (success toasts, errors, refund reasons, closed dates), by key
  // (api/src/lib/server-messages.ts); api/test/server-messages.test.ts checks that every key is used and Hindi.
  { ns: 'api', locales: 'api/src/locales', sources: null },
  ...APPS.map((a) => ({ ns: a.name, locales: `${a.dir}/src/locales`, sources: [`${a.dir}/src`] })),
  // The shell's static pages: their own namespace, fetched with those pages (not on the home page's first load). Its
  // `head` texts are the server's (shell/server/shell-pages.ts: titles and descriptions in the page's language).
  {
    ns: 'shell-pages',
    locales: 'shell/src/features/static-pages/locales',
    sources: ['shell/src/features/static-pages', 'shell/server'],
  },
  // The shortlist and compare pages (docs/shortlist.md): likewise.
  { ns: 'shell-shortlist', locales: 'shell/src/features/shortlist/locales', sources: ['shell/src/features/shortlist'] },
];

/** Flattens a catalogue to dotted keys. */
export function flatten(object, prefix = '') {
  return Object.entries(object).flatMap(([k, v]) =>
    v && typeof v === 'object' ? flatten(v, `${prefix}${k}.`) : [[`${prefix}${k}`, v]],
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const placeholders = (text) => [...String(text).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

/** What is wrong with a namespace's two catalogues (no source scan). */
export function catalogueProblems(en, hi) {
  const problems = [];
  const enMap = new Map(flatten(en));
  const hiMap = new Map(flatten(hi));
  for (const key of enMap.keys()) if (!hiMap.has(key)) problems.push(`missing in hi: ${key}`);
  for (const key of hiMap.keys()) if (!enMap.has(key)) problems.push(`missing in en: ${key}`);
  for (const [key, text] of [...enMap, ...hiMap]) {
    if (typeof text !== 'string' || (text.trim() === '' && !/Before$/.test(key)))
      problems.push(`empty or not text: ${key}`);
  }
  for (const [key, text] of enMap) {
    if (hiMap.has(key) && placeholders(text).join() !== placeholders(hiMap.get(key)).join())
      problems.push(`placeholders differ: ${key}`);
    // A plural needs its `other` form in both languages (Hindi and English both have one/other).
    const base = key.replace(PLURAL, '');
    if (PLURAL.test(key) && !(enMap.has(`${base}_other`) && hiMap.has(`${base}_other`)))
      problems.push(`plural without _other: ${base}`);
  }
  return problems;
}

function sourceFiles(dir) {
  const out = [];
  const walk = (d) => {
    for (const entry of readdirSync(d)) {
      const full = join(d, entry);
      if (entry === 'node_modules' || entry === 'locales' || entry === 'dist') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(entry) && !/\.test\.tsx?$/.test(entry)) out.push(full);
    }
  };
  walk(dir);
  return out;
}

/** Keys the code never names: a key is used when its text (without a plural suffix) is quoted in the code, or a
 *  template key (t(`tabs.${tab}`)) covers it. */
export function unusedKeys(keys, code) {
  const quoted = new Set([...code.matchAll(/['"`]([\w.-]+)['"`]/g)].map((m) => m[1]));
  const prefixes = [...code.matchAll(/`([\w.]+\.)\$\{/g)].map((m) => m[1]);
  return keys.filter((key) => {
    const base = key.replace(PLURAL, '');
    return !quoted.has(base) && !prefixes.some((p) => base.startsWith(p));
  });
}

for (const { ns, locales, sources } of NAMESPACES) {
  test(
    `catalogue ${ns}: the same keys and placeholders in English and Hindi, none unused`,
    { skip: !existsSync(join(root, locales, 'en.json')) && `${locales} has no catalogue yet` },
    () => {
      const read = (lang) => JSON.parse(readFileSync(join(root, locales, `${lang}.json`), 'utf8'));
      const en = read('en');
      const hi = read('hi');
      assert.deepEqual(catalogueProblems(en, hi), []);
      if (!sources) return;
      const code = sources
        .flatMap((dir) => sourceFiles(join(root, dir)))
        .map((f) => readFileSync(f, 'utf8'))
        .join('\n');
      assert.deepEqual(
        unusedKeys(
          flatten(en).map(([k]) => k),
          code,
        ),
        [],
        `${ns}: keys no code uses`,
      );
      // Real Hindi, not English copied over: a Hindi text with letters has Devanagari in it (names and codes aside).
      const untranslated = flatten(hi).filter(
        ([k, v]) =>
          /[a-z]{3}/i.test(v) &&
          !/[\u0900-\u097F]/.test(v) &&
          !/(Example|gst|\.(gst|id)$)/i.test(k) &&
          v === new Map(flatten(en)).get(k),
      );
      assert.deepEqual(
        untranslated.map(([k]) => k),
        [],
        `${ns}: Hindi texts left in English`,
      );
    },
  );
}

test('the check finds a missing key, different placeholders, a plural without other, an unused key', () => {
  assert.deepEqual(
    catalogueProblems({ a: 'A', b: 'B {{x}}', c_one: '{{count}} c' }, { a: 'अ', b: 'ब {{y}}', c_one: '{{count}} स' }),
    ['placeholders differ: b', 'plural without _other: c'],
  );
  assert.deepEqual(catalogueProblems({ a: 'A', b: 'B' }, { a: 'अ' }), ['missing in hi: b']);
  assert.deepEqual(
    unusedKeys(
      ['home.title', 'tabs.Vendor', 'list.count_one', 'gone'],
      "t('home.title'); t(`tabs.${x}`); t('list.count', { count })",
    ),
    ['gone'],
  );
});

test('a literal text in the JSX of a translated app fails the lint; a catalogue text passes', async () => {
  const eslint = new ESLint({ cwd: root });
  const lint = async (code) =>
    (await eslint.lintText(code, { filePath: join(root, 'mf-catalog/src/features/x.tsx') }))[0].messages.filter(
      (m) => m.ruleId === 'i18next/no-literal-string',
    );
  assert.equal((await lint('export function Card() {\n  return <div><p>Book now</p></div>;\n}\n')).length, 1);
  assert.equal(
    (await lint('export function Card() {\n  return <div><input aria-label="Search services" /></div>;\n}\n')).length,
    1,
  );
  assert.equal(
    (
      await lint(
        "declare const t: (k: string) => string;\nexport function Card() {\n  return <div><p aria-label={t('x')}>{t('home.bookNow')} · 10%</p></div>;\n}\n",
      )
    ).length,
    0,
  );
});
