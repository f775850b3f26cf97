// the catalog owns /, so its standalone index lives at /standalone; the service link is a live service.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('catalog standalone: index at /standalone, live service link, search fragment', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: 'catalog', root: '/standalone' });
  await followFromIndex(page, 'Service detail (newest service)', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });
  await followFromIndex(page, 'All services', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });
  await page
    .getByRole('figure', { name: 'Fragment catalog/SearchBox' })
    .getByRole('combobox')
    .or(page.getByRole('figure', { name: 'Fragment catalog/SearchBox' }).getByRole('searchbox'))
    .or(page.getByRole('figure', { name: 'Fragment catalog/SearchBox' }).getByRole('textbox'))
    .first()
    .waitFor();
  await screenshot(page, 'standalone-catalog-index');
  assert.deepEqual(page.errors, []);
});
