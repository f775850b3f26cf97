// Module Federation version skew (architecture §2): teams upgrade MF on their own schedule. A remote built
// with the previous MF minor (enhanced 2.8.x, in a temporary copy) loads and works in the shell built with the
// current one (2.9.x), and a shell built with the previous minor loads the current remotes. Each build carries
// its own federation runtime; nothing is borrowed through globals.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { serveApp, writeAppConfig } from '../../../tools/site.mjs';
import { launchBrowser, newPage } from '../../lib/browser.mjs';
import { buildInCopy, PREVIOUS_MF, usePreviousMf } from './mf-skew.mjs';
import { catalogHome, serveCatalog, shellWithCatalogAt, stop } from '../../tests/delivery/remote-builds.mjs';
import { temporaryCopy } from './temp-copy.mjs';

const shellPort = APPS[0].port + 77;
const catalogPort = APPS[0].port + 78;
const CURRENT_MF = JSON.parse(readFileSync('node_modules/@module-federation/enhanced/package.json', 'utf8')).version;
let copy;
let browser;
let servers = [];

before(async () => {
  copy = temporaryCopy('utsav-mf-skew-');
  usePreviousMf(copy);
  buildInCopy(copy, 'mf-catalog', 'catalog-previous-mf');
  buildInCopy(copy, 'shell', 'shell-previous-mf');
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const s of servers) await stop(s);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

async function stopServers() {
  for (const s of servers) await stop(s);
  servers = [];
}

/** The composed page works: catalog's pages and header search render, nothing falls back, no page errors. */
async function composedPageWorks(origin) {
  const page = await newPage(browser);
  await page.goto(`${origin}/`);
  await catalogHome(page);
  await page.getByRole('combobox', { name: 'Search services' }).first().waitFor({ timeout: 30_000 });
  await page.goto(`${origin}/services/all`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  // Another remote than catalog, on the same page load's share scope.
  await page.goto(`${origin}/packages`);
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0, 'no slot falls back');
  assert.deepEqual(page.errors, []);
  return page;
}

test(`a remote built with MF ${PREVIOUS_MF} works in the shell built with MF ${CURRENT_MF}`, async () => {
  assert.notEqual(PREVIOUS_MF, CURRENT_MF);
  const catalogDir = join(copy, 'mf-catalog', 'dist');
  const manifest = JSON.parse(readFileSync(join(catalogDir, 'mf-manifest.json'), 'utf8'));
  assert.equal(manifest.metaData.pluginVersion, PREVIOUS_MF, 'the copy built catalog with the previous MF');
  servers.push(await serveCatalog(catalogPort, catalogDir));
  servers.push(await shellWithCatalogAt(shellPort, catalogPort));
  const page = await composedPageWorks(`http://localhost:${shellPort}`);
  assert.equal(await page.evaluate(() => window.__utsavBuilds?.catalog), 'catalog-previous-mf');
  await stopServers();
});

test(`the shell built with MF ${PREVIOUS_MF} works with remotes built with MF ${CURRENT_MF}`, async () => {
  const shellDir = join(copy, 'shell', 'dist');
  assert.equal(
    JSON.parse(readFileSync(join(shellDir, 'mf-manifest.json'), 'utf8')).metaData.pluginVersion,
    PREVIOUS_MF,
  );
  servers.push(
    await serveApp({ name: 'shell-previous-mf', port: shellPort }, { configFile: writeAppConfig(), dir: shellDir }),
  );
  const page = await composedPageWorks(`http://localhost:${shellPort}`);
  assert.equal(await page.evaluate(() => document.body.dataset.build), 'shell-previous-mf');
  await stopServers();
});
