#!/usr/bin/env node
// The public surface of @utsav/shared, @utsav/ui and @utsav/domain (architecture §3): each package's `exports` names
// exactly the modules other workspaces import — no "./*" that makes every file public. A module becomes public when
// another workspace imports it and this is run; `--check` (in `npm run lint`) fails when a package's exports and the
// imports disagree, and prints the surface as an API report (docs/builds.md, "Package surfaces").
//   node tools/packages/exports.mjs [--check]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
/** Each package, its folder, and the extension its modules have (tried in order). */
export const PACKAGES = {
  '@utsav/shared': { dir: 'shared', ext: ['.ts', '.tsx'] },
  '@utsav/ui': { dir: 'ui', ext: ['.tsx', '.ts'] },
  '@utsav/domain': { dir: 'domain', ext: ['.ts'] },
};
/** Files that are not modules but are read by path (styles, catalogues), exported as they are. */
const ASSETS = {
  '@utsav/ui': { './theme.css': './src/theme.css', './locales/*': './src/locales/*' },
  '@utsav/domain': { './locales/*': './src/locales/*' },
  '@utsav/shared': {},
};

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => /\.(ts|tsx|mjs|js|cjs)$/.test(f) && !f.includes('node_modules/'));

/** The subpaths of `pkg` that files outside its folder import (static or dynamic), sorted. */
export function importedSubpaths(pkg) {
  const { dir } = PACKAGES[pkg];
  // import … from 'pkg/x', import 'pkg/x', import('pkg/x'), require('pkg/x'), jest.mock('pkg/x'): not names in comments.
  const re = new RegExp(
    `(?:\\bfrom\\s*|\\bimport\\s*\\(?\\s*|\\brequire\\s*\\(\\s*|\\bjest\\.\\w+\\(\\s*)['"]${pkg.replace('/', '\\/')}/([^'"\\s]+)['"]`,
    'g',
  );
  const used = new Set();
  for (const f of files) {
    if (f.startsWith(`${dir}/`)) continue;
    const text = readFileSync(join(root, f), 'utf8');
    for (const m of text.matchAll(re)) used.add(m[1]);
  }
  // The runtime singletons the federation shares by name (tools/webpack/shared-modules.js) are public too.
  const { RUNTIME_MODULES } = createRequire(import.meta.url)('../webpack/shared-modules.js');
  for (const m of RUNTIME_MODULES) if (m.startsWith(`${pkg}/`)) used.add(m.slice(pkg.length + 1));
  return [...used].filter((s) => /^[\w.-]+(\/[\w.-]+)*$/.test(s)).sort();
}

/** The `exports` map a package should have. */
export function exportsOf(pkg) {
  const { dir, ext } = PACKAGES[pkg];
  const out = { './package.json': './package.json' };
  for (const sub of importedSubpaths(pkg)) {
    if (sub.startsWith('locales/') || sub === 'theme.css' || sub === 'package.json') continue;
    const file = ext.map((e) => `src/${sub}${e}`).find((f) => existsSync(join(root, dir, f)));
    if (!file) throw new Error(`${pkg}/${sub} is imported but ${dir}/src/${sub}.* does not exist`);
    out[`./${sub}`] = `./${file}`;
  }
  return { ...out, ...ASSETS[pkg] };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  let drift = 0;
  for (const pkg of Object.keys(PACKAGES)) {
    const file = join(root, PACKAGES[pkg].dir, 'package.json');
    const json = JSON.parse(readFileSync(file, 'utf8'));
    const want = exportsOf(pkg);
    if (JSON.stringify(json.exports) === JSON.stringify(want)) continue;
    if (check) {
      const have = Object.keys(json.exports ?? {});
      const missing = Object.keys(want).filter((k) => !have.includes(k));
      const unused = have.filter((k) => !(k in want));
      console.error(
        `${pkg}: exports out of date (node tools/packages/exports.mjs)` +
          (missing.length ? `\n  imported but not exported: ${missing.join(', ')}` : '') +
          (unused.length ? `\n  exported but imported nowhere: ${unused.join(', ')}` : ''),
      );
      drift++;
    } else {
      json.exports = want;
      writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
      console.log(`${pkg}: ${Object.keys(want).length} exports`);
    }
  }
  process.exit(drift ? 1 : 0);
}
