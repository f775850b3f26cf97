// The shared split: the UI primitives (@utsav/ui) are a library each app bundles, not a runtime
// singleton, so a remote's UI fix ships with that remote alone. In a temporary copy, the shared 404 page's code gets
// a fix (a marked element) and only the catalog remote is rebuilt; in the composed site (the shell as built, catalog
// from the copy) catalog's slot shows the fixed 404 while the shell's own 404 keeps its copy — and the runtime
// singletons are still one per page (one session across both). The 404's words are not the fix here:
// they live in the shared UI's catalogue (`ui`), one namespace per page, read once.
import assert from 'node:assert/strict';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { launchBrowser, newPage } from '../../lib/browser.mjs';
import { serveCatalog, shellWithCatalogAt, stop } from '../../tests/delivery/remote-builds.mjs';
import { run, temporaryCopy } from './temp-copy.mjs';

const shellPort = APPS[0].port + 75;
const catalogPort = APPS[0].port + 76;
const OLD = '<p className={styles.code}>404</p>';
const FIXED = '<p className={styles.code} data-fix="catalog-ui-fix">404</p>';
let copy;
let browser;
const servers = [];

before(async () => {
  copy = temporaryCopy('utsav-ui-fix-');
  const file = join(copy, 'ui', 'src', 'not-found.tsx');
  const source = readFileSync(file, 'utf8');
  assert.ok(source.includes(OLD), 'the shared 404 page has the element this journey fixes');
  writeFileSync(file, source.replace(OLD, FIXED));
  run(['npx', 'webpack', '--mode', 'production'], join(copy, 'mf-catalog'), { BUILD_ID: 'catalog-ui-fix' });
  servers.push(await serveCatalog(catalogPort, join(copy, 'mf-catalog', 'dist')));
  servers.push(await shellWithCatalogAt(shellPort, catalogPort));
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  for (const s of servers) await stop(s);
  if (copy) rmSync(copy, { recursive: true, force: true });
});

test("the rebuilt remote's slot shows its fixed shared UI; the shell keeps its own copy", async () => {
  const page = await newPage(browser);
  // A path catalog owns but has no page for: catalog's own 404, from its bundled copy of the shared UI.
  await page.goto(`http://localhost:${shellPort}/services/no/such/page`);
  await page.waitForFunction(() => window.__utsavBuilds?.catalog === 'catalog-ui-fix', null, { timeout: 30_000 });
  const inSlot = page.locator('[data-testid="not-found"]');
  await inSlot.locator('[data-fix="catalog-ui-fix"]').waitFor({ timeout: 30_000 });
  // A path nobody owns: the shell's 404, from the shell's own copy, unchanged.
  await page.goto(`http://localhost:${shellPort}/no-such-page-anywhere`);
  await page.locator('[data-testid="not-found"]').getByText('404').waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('[data-fix]').count(), 0, "the shell's own 404 is unchanged");
  assert.deepEqual(page.errors, []);
});
