#!/usr/bin/env node
// `npm run new-remote -- <name> [--path /prefix] [--port N]` (docs/add-a-remote.md): scaffolds
// mf-<name>/ (bootstrap, exposed ./App, a feature folder with a component test, a standalone + composed browser
// journey, Dockerfile) with both targets — the browser build and the server build (webpack.server.config.js
// → dist/server/remoteEntry.js exposing ./Ssr, so the shell's renderer renders its pages on the server) — adds its
// entry (`server: true`) to apps.registry.mjs and its folder to the root workspaces, then
// regenerates everything generated from the registry. Run `npm install` afterwards to link the workspace.
// It changes no file in another team's folder (tools/registry/new-remote.test.mjs checks with `git status`).
// `--root <dir>` scaffolds into another checkout (the scaffold test uses a temporary copy).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';

const here = dirname(fileURLToPath(import.meta.url));

function arg(name) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
}

const name = process.argv.slice(2).find((a, i, all) => !a.startsWith('--') && !(i > 0 && all[i - 1].startsWith('--')));
const root = resolve(arg('root') ?? join(here, '..', '..'));
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error(
    'usage: npm run new-remote -- <name> [--path /prefix] [--port N]   (name: lowercase letters, digits, dashes)',
  );
  process.exit(2);
}
const { APPS } = await import(pathToFileURL(join(root, 'apps.registry.mjs')).href);
const dir = `mf-${name}`;
if (APPS.some((a) => a.name === name || a.dir === dir) || existsSync(join(root, dir))) {
  console.error(`${name}: an app of that name or a folder ${dir}/ exists already`);
  process.exit(1);
}
const prefix = arg('path') ?? `/${name}`;
if (!/^\/[a-z0-9-]+$/.test(prefix)) {
  console.error(`--path ${prefix}: one absolute segment such as /${name}`);
  process.exit(2);
}
if (APPS.some((a) => a.routes.some((r) => r.path === prefix || r.path === `${prefix}/*`))) {
  console.error(`${prefix} is owned by another app (apps.registry.mjs)`);
  process.exit(1);
}
const port = Number(arg('port') ?? Math.max(...APPS.map((a) => a.port)) + 1);
const title = name.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());

const files = {
  [`${dir}/package.json`]: `${JSON.stringify(
    {
      name: dir,
      version: '1.0.0',
      private: true,
      scripts: {
        build: 'webpack --mode production',
        'build:server': 'webpack --config webpack.server.config.js',
        serve: 'node ../tools/serve-static.mjs',
        standalone: 'webpack serve --mode development --env standalone',
        dev: 'webpack serve --mode development',
        test: `jest --config ../jest.config.js --selectProjects ${dir}`,
        'test:e2e': `npm run build && node ../e2e/run.mjs --app ${dir}`,
        check: `node ../tools/team-check.mjs ${dir}`,
      },
      // mf-account's, plus the federation runtime for Node the server build's runtime plugin comes from.
      dependencies: Object.fromEntries(
        Object.entries({
          ...JSON.parse(readFileSync(join(root, 'mf-account', 'package.json'), 'utf8')).dependencies,
          '@module-federation/node': JSON.parse(readFileSync(join(root, 'shell', 'package.json'), 'utf8')).dependencies[
            '@module-federation/node'
          ],
        }).sort(([a], [b]) => a.localeCompare(b)),
      ),
    },
    null,
    2,
  )}\n`,
  [`${dir}/tsconfig.json`]: `${JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }, null, 2)}\n`,
  [`${dir}/webpack.config.js`]: `const createConfig = require('../tools/webpack/create-config');\n\n// Name, port, exposes and title: apps.registry.mjs.\nmodule.exports = createConfig('${name}', __dirname);\n`,
  [`${dir}/webpack.server.config.js`]: `const createServerConfig = require('../tools/webpack/create-server-config');

// The server target (docs/ssr.md): dist/server/remoteEntry.js, loaded by the shell's renderer at run time.
// './Ssr' (the page's first data and description for the renderer) is exposed only here.
module.exports = createServerConfig('${name}', __dirname, { serverExposes: { './Ssr': './src/server/ssr.ts' } });
`,
  [`${dir}/src/server/ssr.ts`]: `/**
 * ${name}/Ssr (server build only): what the shell's renderer needs to render a page this remote owns —
 * its status and description (title, description, canonical URL; Open Graph and JSON-LD when the page has them).
 * Read the page's first data here into \`queryClient\` with the query definitions the page uses, so the browser does
 * not read it again (see mf-catalog/src/server/ssr.ts). A path this remote does not know is a 404.
 */
import { matchPath } from 'react-router';
import { notFoundHead, SITE_NAME, type SsrPrepare } from '@utsav/shared/ssr';

const prepare: SsrPrepare = async ({ pathname }) => {
  if (matchPath({ path: '${prefix}', end: true }, pathname)) {
    return { status: 200, head: { title: \`${title} | \${SITE_NAME}\`, description: \`${title} on \${SITE_NAME}.\`, canonicalPath: '${prefix}' } };
  }
  return { status: 404, head: notFoundHead(pathname) };
};

export default prepare;
`,
  [`${dir}/src/server/ssr.test.ts`]: `import { QueryClient } from '@tanstack/react-query';
import prepare from './ssr';

const input = (pathname: string) => ({ pathname, search: '', queryClient: new QueryClient(), siteUrl: 'https://utsav.example' });

describe('${name}/Ssr', () => {
  it('describes ${prefix} for the renderer, and answers 404 for a path it does not know', async () => {
    const page = await prepare(input('${prefix}'));
    expect(page.status).toBe(200);
    expect(page.head.title).toBe('${title} | Utsav');
    expect(page.head.canonicalPath).toBe('${prefix}');
    const missing = await prepare(input('${prefix}/no-such-page'));
    expect(missing.status).toBe(404);
    expect(missing.head.robots).toBe('noindex');
  });
});
`,
  [`${dir}/src/index.ts`]: `// Async boundary: the federation runtime negotiates shared modules before the app code runs.\nimport('./bootstrap');\n`,
  [`${dir}/src/bootstrap.tsx`]: `// Standalone entry: this remote served alone, in the thin shared frame (architecture §2 Standalone).
import { createRoot } from 'react-dom/client';
import { loadConfig } from '@utsav/shared/runtime-config';
import { StandaloneFrame } from '@utsav/ui/standalone-frame';
import '@utsav/ui/theme.css';
import App from './app/app';
import { standaloneManifest } from './app/standalone';

async function start() {
  await loadConfig();
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StandaloneFrame manifest={standaloneManifest}>
        <App />
      </StandaloneFrame>,
    );
}

void start();
`,
  [`${dir}/src/app/standalone.tsx`]: `// What the standalone frame lists for this remote (its index at /standalone and /).
import type { StandaloneManifest } from '@utsav/ui/standalone-index';

export const standaloneManifest: StandaloneManifest = {
  name: '${name}',
  pages: [{ label: '${title}', path: '${prefix}' }],
};
`,
  [`${dir}/src/app/app.tsx`]: `import { Route, Routes } from 'react-router';
import { NotFound } from '@utsav/ui/not-found';
import { WelcomePage } from '../features/welcome/welcome-page';

/** Exposed as ${name}/App: the routes this remote owns (apps.registry.mjs), absolute paths under the shell's router. */
export default function App() {
  return (
    <Routes>
      <Route path="${prefix}" element={<WelcomePage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
`,
  [`${dir}/src/features/welcome/welcome-page.tsx`]: `import { useState } from 'react';
import styles from './welcome-page.module.css';

/** The first page of the ${name} remote: replace it with the team's first feature. */
export function WelcomePage() {
  const [count, setCount] = useState(0);
  return (
    <section className={styles.page} data-remote="${name}">
      <h1 className={styles.title}>${title}</h1>
      <p>This page is served by the ${name} remote.</p>
      <button type="button" className={styles.button} onClick={() => setCount((c) => c + 1)}>
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </button>
    </section>
  );
}
`,
  [`${dir}/src/features/welcome/welcome-page.module.css`]: `.page {
  max-width: var(--container, 1200px);
  margin: 32px auto;
  padding: 0 16px;
}

.title {
  color: var(--ink, #1f2937);
}

.button {
  padding: 8px 16px;
  border: 0;
  border-radius: var(--radius, 8px);
  background: var(--brand, #d6336c);
  color: #fff;
  cursor: pointer;
}
`,
  [`${dir}/src/features/welcome/welcome-page.test.tsx`]: `import { fireEvent, render, screen } from '@testing-library/react';
import { WelcomePage } from './welcome-page';

describe('WelcomePage', () => {
  it('has one h1 and counts clicks', () => {
    render(<WelcomePage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Clicked 0 times' }));
    expect(screen.getByRole('button', { name: 'Clicked 1 time' })).toBeInTheDocument();
  });
});
`,
  [`e2e/tests/${name}/${name}.test.mjs`]: `// The ${name} remote's journey: runs against the remote served alone (npm run test:e2e -w ${dir}) and inside
// the composed site (npm run test:e2e).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, newPage } from '../../lib/browser.mjs';

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

test('${prefix} shows the ${name} page, and its button works', async () => {
  const page = await newPage(browser);
  await page.goto(\`\${BASE_URL}${prefix}\`);
  await page.getByRole('heading', { level: 1, name: '${title}' }).waitFor();
  await page.getByRole('button', { name: 'Clicked 0 times' }).click();
  await page.getByRole('button', { name: 'Clicked 1 time' }).waitFor();
  assert.deepEqual(page.errors, []);
});
`,
  [`e2e/tests/${name}/standalone-index.standalone.test.mjs`]: `// the ${name} remote served alone opens on its index (banner with the API base and @utsav/shared
// version) and every page listed in src/app/standalone.tsx opens from it. Runs with npm run test:e2e -w ${dir}.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage } from '../../lib/browser.mjs';
import { followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('${name} standalone: the index and its pages', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: '${name}' });
  await followFromIndex(page, '${title}', { expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor() });
  assert.deepEqual(page.errors, []);
});
`,
};

// The Dockerfile: mf-catalog's (both targets: dist/ and dist/server/) with the folder renamed. It installs Turborepo's
// pruned workspace of this app alone (`turbo prune <dir> --docker`), so no other app's image lists the new one.
files[`${dir}/Dockerfile`] = readFileSync(join(root, 'mf-catalog', 'Dockerfile'), 'utf8').replaceAll('mf-catalog', dir);
for (const [needed, what] of [
  [`npm run build:server -w ${dir}`, 'builds the server target (npm run build:server)'],
  [`turbo prune ${dir} --docker`, 'installs its pruned workspace (turbo prune <app> --docker)'],
])
  if (!files[`${dir}/Dockerfile`].includes(needed))
    throw new Error(`mf-catalog/Dockerfile no longer ${what}: update tools/registry/new-remote.mjs`);

for (const [file, text] of Object.entries(files)) {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
  console.log(`created ${file}`);
}
mkdirSync(join(root, dir, 'public'), { recursive: true });

// The registry entry, before the closing `];` of APPS.
const registryFile = join(root, 'apps.registry.mjs');
const registry = readFileSync(registryFile, 'utf8');
const entry = `  {
    name: '${name}',
    dir: '${dir}',
    kind: 'remote',
    port: ${port},
    routes: [{ path: '${prefix}' }, { path: '${prefix}/*' }],
    exposes: {
      './App': { file: './src/app/app.tsx', props: 'RemoteAppProps' },
    },
    server: true,
  },
`;
const end = registry.indexOf('\n];\n', registry.indexOf('export const APPS'));
if (end < 0) throw new Error('apps.registry.mjs: the APPS array end (a line "];") was not found');
writeFileSync(registryFile, `${registry.slice(0, end + 1)}${entry}${registry.slice(end + 1)}`);
console.log(`added ${name} to apps.registry.mjs (port ${port}, owns ${prefix})`);

const pkgFile = join(root, 'package.json');
const pkg = JSON.parse(readFileSync(pkgFile, 'utf8'));
pkg.workspaces.splice(pkg.workspaces.indexOf('api'), 0, dir);
writeFileSync(pkgFile, `${JSON.stringify(pkg, null, 2)}\n`);
console.log(`added ${dir} to the root workspaces`);

const gen = spawnSync(process.execPath, [join(root, 'tools', 'registry', 'generate.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
if (gen.status !== 0) process.exit(gen.status ?? 1);
console.log(
  `\nNext: npm install (links ${dir}), then npm test and npm run test:e2e -w ${dir}. See docs/add-a-remote.md.`,
);
