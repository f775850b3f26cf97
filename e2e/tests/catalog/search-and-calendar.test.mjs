// Header search (catalog/SearchBox fragment) and the calendar page.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, STANDALONE, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('header search lists titles as you type; arrows and Enter open the service', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}${STANDALONE ? '/services' : '/about-us'}`);
  const box = page.getByRole('combobox', { name: 'Search services' }).first();
  await box.fill('photo');
  const options = page.getByRole('listbox', { name: 'Search results' }).getByRole('option');
  await options.first().waitFor();
  // Each option is the title, then its vendor and city. The search understands the category (docs/search.md):
  // services of Photography come back (a videographer too); a title with the word ranks first.
  const titles = await options.evaluateAll((os) => os.map((o) => o.firstElementChild?.textContent ?? o.textContent));
  assert.ok(titles.length > 0 && /photo/i.test(titles[0]), `results match: ${titles.join(', ')}`);
  await box.press('ArrowDown');
  await box.press('Enter');
  await page.waitForURL(/\/services\/details\/\d+$/);
  await page.locator('main h1', { hasText: titles[0] }).waitFor();
  // Empty text clears the list.
  await box.fill('decor');
  await options.first().waitFor();
  await box.fill('');
  await options.first().waitFor({ state: 'detached' });
  assert.equal(await options.count(), 0);
  assert.deepEqual(page.errors, []);
});

test('the calendar decrypts the feed and renders months with events', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/calendars`);
  await page.locator('main h1', { hasText: 'Calendar of Events' }).waitFor();
  const months = page.getByTestId('calendar-month');
  await months.first().waitFor();
  assert.ok((await months.count()) >= 1);
  for (const head of ['Event', 'Date', 'Type', 'Extras'])
    await months.first().getByRole('columnheader', { name: head }).waitFor();
  assert.ok((await months.first().getByRole('row').count()) >= 2, 'a month lists events');
  await screenshot(page, `catalog-calendar${STANDALONE ? '-standalone' : ''}`);
  assert.deepEqual(page.errors, []);
});
