// The i18n catalogues as the journeys read them (docs/i18n.md): what a page in a language must show is
// checked against these files, never against a hand-copied sentence.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const read = (path) => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8'));

/** An app's catalogue (`<dir>/src/locales/<lang>.json`). */
export const catalogue = (dir, lang = 'hi') => read(`${dir}/src/locales/${lang}.json`);

/** The shared UI library's texts: its two namespaces (`ui`, `ui-more`) have disjoint keys, read as one. */
export const uiCatalogue = (lang = 'hi') => ({
  ...read(`ui/src/locales/ui/${lang}.json`),
  ...read(`ui/src/locales/ui-more/${lang}.json`),
});

/** Another catalogue by its path (static pages, validation). */
export const catalogueAt = (path, lang = 'hi') => read(`${path}/${lang}.json`);

/** A catalogue as [dotted key, text] pairs. */
export const flatten = (o, p = '') =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? flatten(v, `${p}${k}.`) : [[`${p}${k}`, v]]));

/** Console errors fail a journey too: recorded in `page.errors`. */
export function watchConsole(page) {
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
}
