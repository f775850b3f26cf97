// Builds of the catalog remote that differ from the one the site serves: a newer one with another
// build id and an extra expose, an older one without `./SearchBox`. Built with the app's own webpack config
// (tools/webpack/create-config.js flags outDir, dropExpose, extraExpose; BUILD_ID) into a temp folder, reused
// while the sources are unchanged. Plus helpers to serve a build and a shell whose app-config points at it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { APPS } from '../../../tools/apps.mjs';
import { serveApp, writeAppConfig } from '../../../tools/site.mjs';

export const CATALOG = APPS.find((a) => a.name === 'catalog');

export const VARIANTS = {
  newer: { env: ['--env', 'extraExpose=./Extra:./src/app/app.tsx'], id: 'swap' },
  older: { env: ['--env', 'dropExpose=./SearchBox'], id: 'skew-older' },
};

function newest(dir) {
  if (!existsSync(dir)) return 0;
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, e) => {
    if (e.name === 'node_modules' || e.name === 'dist') return latest;
    const full = join(dir, e.name);
    return Math.max(latest, e.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }, 0);
}

/** Builds (or reuses) a catalog variant; returns { dir, buildId }. */
export function buildCatalogVariant(variant) {
  const { env, id } = VARIANTS[variant];
  const dir = join(tmpdir(), `utsav-delivery-catalog-${variant}`);
  const stampFile = join(dir, '.build-id');
  const inputs = Math.max(
    ...['mf-catalog/src', 'mf-catalog/public', 'shared/src', 'tools/webpack'].map(newest),
    statSync('mf-catalog/webpack.config.js').mtimeMs,
  );
  if (existsSync(stampFile) && existsSync(join(dir, 'mf-manifest.json')) && statSync(stampFile).mtimeMs > inputs) {
    return { dir, buildId: readFileSync(stampFile, 'utf8').trim() };
  }
  const buildId = `${id}-${Date.now().toString(36)}`;
  mkdirSync(dir, { recursive: true });
  // One webpack build at a time on this machine: the same lock the other builds of the catalog use.
  const r = spawnSync(
    'flock',
    ['/tmp/utsav-build-mf-catalog.lock', 'npx', 'webpack', '--mode', 'production', '--env', `outDir=${dir}`, ...env],
    {
      cwd: resolve('mf-catalog'),
      env: { ...process.env, BUILD_ID: buildId },
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) throw new Error(`catalog ${variant} build failed:\n${r.stdout}\n${r.stderr}`);
  writeFileSync(stampFile, buildId);
  return { dir, buildId };
}

/** A catalog static server on its own port (so the site's other journeys keep theirs). */
export async function serveCatalog(port, dir) {
  return serveApp({ ...CATALOG, port }, { dir });
}

/** A second shell (the same build the site serves) whose app-config sends `catalog` to another port. */
export async function shellWithCatalogAt(shellPort, catalogPort) {
  const file = writeAppConfig();
  const cfg = JSON.parse(readFileSync(file, 'utf8'));
  cfg.remotes.catalog = `http://localhost:${catalogPort}/mf-manifest.json`;
  writeFileSync(file, JSON.stringify(cfg));
  return serveApp({ ...APPS[0], port: shellPort }, { configFile: file });
}

/** The catalog's home page rendered in the shell: its remote entry ran and its page has a heading. */
export async function catalogHome(page) {
  await page.waitForFunction(() => Boolean(window.__utsavBuilds?.catalog), null, { timeout: 30_000 });
  await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
}

export function stop(child) {
  return new Promise((done) => {
    if (!child || child.exitCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

export { spawn };
