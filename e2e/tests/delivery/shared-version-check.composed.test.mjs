// A breaking change of a runtime singleton is caught by Module Federation's version check. The runtime
// modules of @utsav/shared are shared as singletons at the shared package's version (4.0.0 since the i18n runtime of its own; 3.0.0 the package split.7; 2.0.0 the typed API
// client, bumped with changesets) and required at the consuming app's declared range with `strictVersion`
// (tools/webpack/shared-modules.js). Here the catalog team's build from before the bump — a temporary copy where
// @utsav/shared is still 1.0.0 and mf-catalog declares ^1.0.0 — is served in place of the real catalog: its slots
// fall back and the log names the version mismatch, while the shell and the other remotes keep working. The
// real catalog build put back on the same server works on the next reload.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { catalogHome, CATALOG, serveCatalog, shellWithCatalogAt, stop } from './remote-builds.mjs';
import { run, temporaryCopy } from './temp-copy.mjs';

// The live-swap journey's ports: the API accepts that shell's origin (e2e/run.mjs CORS_ORIGINS), and the delivery
// journeys run one file at a time, each stopping its servers when it ends.
const shellPort = APPS[0].port + 71;
const catalogPort = APPS[0].port + 72;
const OLD_BUILD = 'catalog-shared-v1';
const CURRENT = JSON.parse(readFileSync('shared/package.json', 'utf8')).version;
const MISMATCH = new RegExp(
  `Version ${CURRENT.replace(/\./g, '\\.')} from shell of shared singleton module @utsav/shared/[\\w.-]+ ` +
    `does not satisfy the requirement of catalog which needs \\^1\\.0\\.0`,
);
let copy;
let browser;
let shellServer;
let catalogServer;

const editJson = (file, edit) =>
  writeFileSync(file, `${JSON.stringify(edit(JSON.parse(readFileSync(file, 'utf8'))))}\n`);

before(async () => {
  assert.ok(Number(CURRENT.split('.')[0]) >= 2, `@utsav/shared is past its first major (${CURRENT})`);
  // The catalog checkout from before the bump: the shared package at 1.0.0, the app's range ^1.0.0.
  copy = temporaryCopy('utsav-shared-v1-');
  editJson(join(copy, 'shared', 'package.json'), (pkg) => ({ ...pkg, version: '1.0.0' }));
  editJson(join(copy, 'mf-catalog', 'package.json'), (pkg) => ({
    ...pkg,
    dependencies: { ...pkg.dependencies, '@utsav/shared': '^1.0.0' },
  }));
  run(['npx', 'webpack', '--mode', 'production'], join(copy, 'mf-catalog'), { BUILD_ID: OLD_BUILD });
  browser = await launchBrowser();
  shellServer = await shellWithCatalogAt(shellPort, catalogPort);
});

after(async () => {
  await browser?.close();
  await stop(catalogServer);
  await stop(shellServer);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** The @utsav/shared runtime entries of a build's manifest: name → { version, requiredVersion }. */
function sharedEntries(dir) {
  const manifest = JSON.parse(readFileSync(join(dir, 'mf-manifest.json'), 'utf8'));
  return manifest.shared.filter((s) => s.name.startsWith('@utsav/shared/'));
}

/** A page that also keeps the console's warnings and errors (the federation runtime's and the slots' reports). */
async function pageWithConsole() {
  const page = await newPage(browser);
  page.logs = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') page.logs.push(m.text());
  });
  return page;
}

test('each build declares its @utsav/shared range: 1.x before the bump, the current major now', () => {
  const old = sharedEntries(join(copy, 'mf-catalog', 'dist'));
  const current = sharedEntries(join(CATALOG.dir, 'dist'));
  assert.ok(old.length > 0 && current.length > 0, 'both catalog builds share runtime modules of @utsav/shared');
  for (const s of old) assert.deepEqual([s.name, s.version, s.requiredVersion], [s.name, '1.0.0', '^1.0.0']);
  for (const s of current) assert.deepEqual([s.name, s.version, s.requiredVersion], [s.name, CURRENT, `^${CURRENT}`]);
});

test('a remote built against @utsav/shared ^1 is refused by the version check; the rest of the page works', async (t) => {
  catalogServer = await serveCatalog(catalogPort, join(copy, 'mf-catalog', 'dist'));
  const page = await pageWithConsole();
  const origin = `http://localhost:${shellPort}`;

  // Catalog owns `/`: its remote entry runs (the old build), but its modules are refused, so its slots fall back.
  await page.goto(`${origin}/`);
  await page.waitForFunction((id) => window.__utsavBuilds?.catalog === id, OLD_BUILD, { timeout: 30_000 });
  await page.locator('main [data-remote-fallback="catalog/App"]').waitFor({ timeout: 30_000 });
  await page.locator('[data-remote-fallback="catalog/SearchBox"]').first().waitFor({ timeout: 30_000 });
  const failures = await page.evaluate(() => window.__utsavRemoteFailures ?? []);
  assert.ok(
    failures.some((f) => f.id.startsWith('catalog/') && MISMATCH.test(f.message)),
    `the failed catalog loads name the version mismatch: ${JSON.stringify(failures)}`,
  );
  assert.ok(
    page.logs.some((line) => MISMATCH.test(line)),
    `the console names the version mismatch: ${JSON.stringify(page.logs)}`,
  );
  for (const line of page.logs.filter((l) => MISMATCH.test(l))) t.diagnostic(line.slice(0, 300));
  // The shell itself works around the fallbacks: its header reads the categories through the page's api-client.
  await page.getByTestId('category-panel').getByRole('link', { name: 'Decoration' }).waitFor({ timeout: 30_000 });
  await screenshot(page, 'delivery-shared-version-refused');

  // Another remote, on a page load whose share scope holds the refused catalog too, mounts and renders its page.
  await page.goto(`${origin}/packages/all`);
  await page.getByRole('heading', { level: 1, name: 'Our Packages' }).waitFor({ timeout: 30_000 });
  assert.equal(await page.getByTestId('not-found').count(), 0);
  const fallbacks = await page
    .locator('[data-remote-fallback]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-remote-fallback')));
  assert.ok(
    fallbacks.every((id) => id.startsWith('catalog/')),
    `only catalog's slots fall back: ${fallbacks}`,
  );
  assert.equal(await page.locator('main [data-remote-fallback]').count(), 0, 'the packages page is not a fallback');
  // Refused loads are reported (console, failure log, slot fallback), never thrown at the page.
  assert.deepEqual(page.errors, []);

  // The catalog team redeploys its current build (same server, same URL): the next reload works.
  await stop(catalogServer);
  catalogServer = await serveCatalog(catalogPort, join(CATALOG.dir, 'dist'));
  await page.goto(`${origin}/`);
  await catalogHome(page);
  assert.notEqual(await page.evaluate(() => window.__utsavBuilds?.catalog), OLD_BUILD, 'the current build runs');
  await page.getByRole('combobox', { name: 'Search services' }).first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0, 'no slot falls back');
  assert.deepEqual(await page.evaluate(() => window.__utsavRemoteFailures ?? []), []);
  assert.deepEqual(page.errors, []);
});
