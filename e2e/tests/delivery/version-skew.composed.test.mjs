// Version skew: the shell tolerates a remote that is newer or older within the contract. A newer
// catalog with an extra expose works; an older one without `./SearchBox` (which the shell's header mounts) shows
// that slot's fallback while the rest of the page, the catalog pages included, keeps working.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { buildCatalogVariant, catalogHome, serveCatalog, shellWithCatalogAt, stop } from './remote-builds.mjs';

const shellPort = APPS[0].port + 73;
const catalogPort = APPS[0].port + 74;
let browser;
let shellServer;
let catalogServer;
const builds = {};

before(async () => {
  builds.newer = buildCatalogVariant('newer');
  builds.older = buildCatalogVariant('older');
  browser = await launchBrowser();
  shellServer = await shellWithCatalogAt(shellPort, catalogPort);
});
after(async () => {
  await browser?.close();
  await stop(catalogServer);
  await stop(shellServer);
});

async function serve(variant) {
  await stop(catalogServer);
  catalogServer = await serveCatalog(catalogPort, builds[variant].dir);
}

test('a newer remote that exposes an extra module works', async () => {
  await serve('newer');
  const manifest = await (await fetch(`http://localhost:${catalogPort}/mf-manifest.json`)).json();
  assert.deepEqual(manifest.exposes.map((e) => e.name).sort(), ['App', 'Extra', 'SearchBox']);
  const page = await newPage(browser);
  await page.goto(`http://localhost:${shellPort}/`);
  await catalogHome(page);
  await page.getByRole('combobox', { name: 'Search services' }).first().waitFor();
  await page.goto(`http://localhost:${shellPort}/services`);
  await page.locator('main h1').first().waitFor();
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0, 'no slot falls back');
  assert.deepEqual(page.errors, []);
});

test("an older remote without an expose the shell uses shows that slot's fallback, not a white page", async () => {
  await serve('older');
  const manifest = await (await fetch(`http://localhost:${catalogPort}/mf-manifest.json`)).json();
  assert.deepEqual(
    manifest.exposes.map((e) => e.name),
    ['App'],
    'the older build lacks ./SearchBox',
  );
  const page = await newPage(browser);
  await page.goto(`http://localhost:${shellPort}/`);
  const fallback = page.locator('[data-remote-fallback="catalog/SearchBox"]').first();
  await fallback.waitFor({ timeout: 30_000 });
  await fallback.getByRole('button', { name: 'Retry' }).waitFor();
  // The rest of the page works: the shell's header and footer, the catalog's own pages.
  await page.getByRole('link', { name: 'Utsav home' }).waitFor();
  await page.getByRole('heading', { name: 'Company' }).waitFor();
  await catalogHome(page);
  assert.equal(await page.locator('[data-remote-fallback="catalog/App"]').count(), 0, 'the catalog App still renders');
  await screenshot(page, 'delivery-version-skew-missing-expose');
  await page.goto(`http://localhost:${shellPort}/services`);
  await page.locator('main h1').first().waitFor();
  assert.equal(await page.locator('[data-remote-fallback="catalog/App"]').count(), 0, 'catalog pages still render');
  await page.locator('[data-remote-fallback="catalog/SearchBox"]').first().waitFor();
  await page.goto(`http://localhost:${shellPort}/contact-us`);
  await page.getByRole('heading', { name: 'Contact Us', level: 1 }).waitFor();
  await page.goto(`http://localhost:${shellPort}/packages/all`);
  await page.locator('main h1').first().waitFor();
  assert.equal(await page.locator('[data-remote-fallback="packages/App"]').count(), 0, 'other remotes are unaffected');
});
