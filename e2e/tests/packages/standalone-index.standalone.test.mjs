// the packages remote served alone opens on its index; the package link is a real package; the modal
// fragment opens from the index; package checkout asks a visitor for the demo customer.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { expectSignInPrompt, followFromIndex, openIndex } from '../../lib/standalone.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('packages standalone: index, real package link, modal fragment, sign-in prompt', async () => {
  const page = await newPage(browser);
  await openIndex(page, { name: 'packages' });
  await followFromIndex(page, 'All packages', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });
  await followFromIndex(page, 'Package detail (first package)', {
    expect: (p) => p.getByRole('heading', { level: 1 }).first().waitFor(),
  });
  const fragment = page.getByRole('figure', { name: 'Fragment packages/PackageModal' });
  await fragment.getByRole('button', { name: /Open the package modal/ }).click();
  await page.getByRole('dialog').first().waitFor();
  await screenshot(page, 'standalone-packages-index');
  await page.keyboard.press('Escape');
  await expectSignInPrompt(page, '/package/checkout', { who: 'customer', id: '9876543210' });
  assert.deepEqual(page.errors, []);
});
