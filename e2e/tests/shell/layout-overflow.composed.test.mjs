// Issue #17 item 8: no page scrolls sideways and no table is cut off at 360, 390, 768, 1024, 1280 and 1440 px.
// Measured in Chromium: the document's scrollWidth against the viewport, and every table's width against its box.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, useToken } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';

const WIDTHS = [360, 390, 768, 1024, 1280, 1440];
const PAGES = ['/', '/services', '/services/all', '/services/details/1', '/packages/all', '/calendars', '/about-us', '/contact-us', '/cart',
  '/account/profile', '/account/address', '/account/booking', '/account/enquiry'];

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function go(page, path) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('main h1, main h2').first().waitFor();
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(150);
}

test('no horizontal overflow on any page at 360–1440 px', async () => {
  const page = await newPage(browser, { width: 1280, height: 900 });
  await page.goto(`${BASE_URL}/`);
  await useToken(page, await apiLogin(CUSTOMER));
  const problems = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of PAGES) {
      await go(page, path);
      const found = await page.evaluate(() => {
        const out = [];
        const doc = document.documentElement;
        if (doc.scrollWidth > window.innerWidth) out.push(`page ${doc.scrollWidth} > ${window.innerWidth}`);
        for (const table of document.querySelectorAll('main table')) {
          const box = table.parentElement;
          if (!box || table.getBoundingClientRect().width === 0) continue;
          if (table.scrollWidth > box.clientWidth + 1) out.push(`table "${table.getAttribute('aria-label') ?? ''}" ${table.scrollWidth} > ${box.clientWidth}`);
        }
        return out;
      });
      for (const f of found) problems.push(`${width}px ${path}: ${f}`);
      if (found.length) await screenshot(page, `overflow-${width}${path.replace(/\//g, '_')}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await go(page, '/account/booking');
  await screenshot(page, 'layout-account-booking-1280');
  assert.deepEqual(problems, []);
  assert.deepEqual(page.errors, []);
});
