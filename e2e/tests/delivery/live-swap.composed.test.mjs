// Live swap: a remote team replaces its build on its server; the running shell — not rebuilt, not
// restarted — runs the new build on the next reload, because remoteEntry.js and mf-manifest.json are served
// no-cache with ETags. The site's own catalog server is left alone: this journey runs a second shell (same
// dist, same server code) and a catalog server on ports of its own, and swaps that one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { buildCatalogVariant, catalogHome, CATALOG, serveCatalog, shellWithCatalogAt, stop } from './remote-builds.mjs';

const shellPort = APPS[0].port + 71;
const catalogPort = APPS[0].port + 72;
let browser;
let shellServer;
let catalogServer;
let swap;

before(async () => {
  swap = buildCatalogVariant('newer');
  browser = await launchBrowser();
  shellServer = await shellWithCatalogAt(shellPort, catalogPort);
});
after(async () => {
  await browser?.close();
  await stop(catalogServer);
  await stop(shellServer);
});

const builtId = (dir) => readFileSync(join(dir, 'remoteEntry.js'), 'utf8').match(/\.catalog="([^"]+)"/)?.[1];
const runningId = (page) => page.evaluate(() => window.__utsavBuilds?.catalog);

test('the running shell picks up a replaced remote build on reload, with no shell rebuild', async () => {
  const currentDir = join(CATALOG.dir, 'dist');
  const currentId = builtId(currentDir);
  assert.ok(currentId, 'the served catalog build records its build id in remoteEntry.js');
  assert.notEqual(currentId, swap.buildId, 'the new build has another build id');
  const shellBuild = readFileSync(join(APPS[0].dir, 'dist', 'index.html'), 'utf8').match(/data-build="?([^" >]+)"?/)[1];

  // 1. The site as deployed.
  catalogServer = await serveCatalog(catalogPort, currentDir);
  const before = await fetch(`http://localhost:${catalogPort}/remoteEntry.js`);
  assert.equal(before.headers.get('cache-control'), 'no-cache');
  const etag = before.headers.get('etag');
  assert.ok(etag, 'remoteEntry.js has an ETag');
  const page = await newPage(browser);
  await page.goto(`http://localhost:${shellPort}/`);
  await catalogHome(page);
  assert.equal(await runningId(page), currentId, 'the page runs the deployed catalog build');
  assert.equal(await page.locator('body').getAttribute('data-build'), shellBuild);

  // 2. The catalog team ships: its server now serves the new build (same URL, same port).
  await stop(catalogServer);
  catalogServer = await serveCatalog(catalogPort, swap.dir);
  const revalidated = await fetch(`http://localhost:${catalogPort}/remoteEntry.js`, {
    headers: { 'If-None-Match': etag },
  });
  assert.equal(revalidated.status, 200, 'the old ETag no longer matches: browsers get the new remoteEntry.js');
  assert.match(await revalidated.text(), new RegExp(swap.buildId));
  const manifest = await (await fetch(`http://localhost:${catalogPort}/mf-manifest.json`)).json();
  assert.ok(
    manifest.exposes.some((e) => e.name === 'Extra'),
    'the served manifest is the new one',
  );
  const standalone = await (await fetch(`http://localhost:${catalogPort}/index.html`)).text();
  assert.match(standalone, new RegExp(`data-build="?${swap.buildId}"?`), 'the new build id is visible on the remote');

  // 3. Reload the page: the shell (same server, same build) runs the new remote.
  const requestsBefore = page.responses.length;
  await page.reload();
  await catalogHome(page);
  assert.equal(await runningId(page), swap.buildId, 'after a reload the page runs the new catalog build');
  const entry = page.responses
    .slice(requestsBefore)
    .find((r) => r.url === `http://localhost:${catalogPort}/remoteEntry.js`);
  assert.equal(entry?.status, 200, 'the reload fetched the new remoteEntry.js (not a cached copy)');
  assert.equal(await page.locator('body').getAttribute('data-build'), shellBuild, 'the shell build is unchanged');
  assert.equal(await page.locator('[data-remote-fallback]').count(), 0);
  assert.deepEqual(page.errors, []);
  await screenshot(page, 'delivery-live-swap');

  // 4. And back (a rollback is the same operation).
  await stop(catalogServer);
  catalogServer = await serveCatalog(catalogPort, currentDir);
  await page.reload();
  await catalogHome(page);
  assert.equal(await runningId(page), currentId, 'rolled back on the next reload');
});
