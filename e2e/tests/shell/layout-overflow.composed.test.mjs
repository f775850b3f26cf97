// No page scrolls sideways and no table is cut off at 360, 390, 768, 1024, 1280 and 1440 px;
// on home the category menu, open at ≥ 1024 px, covers neither the banner nor the first section. Both in English and
// in Hindi (Hindi texts are longer; the page is checked to really be in Hindi).
// Measured in Chromium: the document's scrollWidth against the viewport, every table's width against its box, boxes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, useToken } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { catalogue } from '../../lib/catalogues.mjs';
import { settled } from '../../lib/wait.mjs';
import { call } from '../checkout/checkout-api.mjs';

const WIDTHS = [360, 390, 768, 1024, 1280, 1440];
const PAGES = [
  '/',
  '/services',
  '/services/all',
  '/services/details/1',
  '/packages/all',
  '/calendars',
  '/about-us',
  '/contact-us',
  '/cart',
  '/account/profile',
  '/account/address',
  '/account/booking',
  '/account/enquiry',
];

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function go(page, path) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('main h1, main h2').first().waitFor();
  await settled(page); // its data fetched and drawn
}

const LANGS = /** @type {const} */ (['en', 'hi']);
/** The home banner's label in each language (mf-catalog's catalogue). */
const FEATURED = { en: catalogue('mf-catalog', 'en').home.featured, hi: catalogue('mf-catalog', 'hi').home.featured };
const HTML_LANG = { en: 'en-IN', hi: 'hi-IN' };
const suffix = (lang) => (lang === 'en' ? '' : `-${lang}`);

for (const lang of LANGS)
  test(`no horizontal overflow on any page at 360–1440 px (${lang})`, async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    // `?lang=` sets the language cookie; the customer's saved language wins at sign-in, so it is set too (and put
    // back at the end: other journeys sign in as this customer).
    const token = await apiLogin(CUSTOMER);
    const saved = (await call(token, '/userDetails')).Payload?.Language ?? null;
    await call(token, '/update-language', { method: 'POST', body: { language: lang } });
    const problems = [];
    try {
      await page.goto(`${BASE_URL}/?lang=${lang}`);
      await useToken(page, token);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const path of PAGES) {
          await go(page, path);
          const shown = await page.evaluate(() => document.documentElement.lang);
          if (shown !== HTML_LANG[lang]) problems.push(`${width}px ${path}: shown in ${shown}, not ${HTML_LANG[lang]}`);
          const found = await page.evaluate(() => {
            const out = [];
            const doc = document.documentElement;
            if (doc.scrollWidth > window.innerWidth) out.push(`page ${doc.scrollWidth} > ${window.innerWidth}`);
            for (const table of document.querySelectorAll('main table')) {
              const box = table.parentElement;
              if (!box || table.getBoundingClientRect().width === 0) continue;
              if (table.scrollWidth > box.clientWidth + 1)
                out.push(`table "${table.getAttribute('aria-label') ?? ''}" ${table.scrollWidth} > ${box.clientWidth}`);
            }
            return out;
          });
          for (const f of found) problems.push(`${width}px ${path}: ${f}`);
          if (found.length) await screenshot(page, `overflow${suffix(lang)}-${width}${path.replace(/\//g, '_')}`);
        }
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await go(page, '/account/booking');
      await screenshot(page, `layout-account-booking-1280${suffix(lang)}`);
    } finally {
      if (saved !== lang) await call(token, '/update-language', { method: 'POST', body: { language: saved ?? 'en' } });
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  });

for (const lang of LANGS)
  test(`home at 1024–1440 px: the open category menu covers neither the banner nor the next section (${lang})`, async () => {
    const page = await newPage(browser, { width: 1280, height: 900 });
    await page.goto(`${BASE_URL}/?lang=${lang}`);
    const problems = [];
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      const panel = page.getByTestId('category-panel');
      await panel.waitFor();
      await page.getByRole('region', { name: FEATURED[lang] }).or(page.getByLabel(FEATURED[lang])).first().waitFor();
      const boxes = await page.evaluate((label) => {
        const r = (el) => (el ? el.getBoundingClientRect() : null);
        const panelBox = r(document.querySelector('[data-testid="category-panel"]'));
        const banner = r(document.querySelector(`[aria-label="${label}"]`));
        const firstHeading = r(document.querySelector('main section h2'));
        return { panelBox, banner, firstHeading };
      }, FEATURED[lang]);
      const overlaps = (a, b) => a && b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      if (overlaps(boxes.panelBox, boxes.banner)) problems.push(`${width}px: the menu covers the banner`);
      if (overlaps(boxes.panelBox, boxes.firstHeading))
        problems.push(`${width}px: the menu covers the first section heading`);
      await screenshot(page, `home-category-rail-${width}${suffix(lang)}`);
    }
    assert.deepEqual(problems, []);
    assert.deepEqual(page.errors, []);
  });
