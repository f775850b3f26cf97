// "Content stays as entered" (docs/i18n.md): nothing is machine-translated, but the operator may give a
// category a Hindi name and an offer banner a Hindi title in the back office. A visitor with हिन्दी chosen then sees
// them on the home page (category carousel, the header's category menu, the footer, the Special Offer panel); an
// English visitor sees the English. No console or page error, axe clean (screenshot() runs it). The category's Hindi
// name is cleared and the banner removed at the end, so the other journeys see the seeded storefront.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, OPERATOR } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';

let browser;
let operatorToken;
before(async () => {
  browser = await launchBrowser();
  operatorToken = await apiLogin(OPERATOR);
});
after(async () => browser?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGO4ZpxzzTiH4et8EAIALHEGE4n6vWkAAAAASUVORK5CYII=',
  'base64',
);
const CATEGORY = 'Photography';
const CATEGORY_HI = 'फ़ोटोग्राफ़ी';
const stamp = Date.now() % 100000;
const OFFER = `Festive lights: 20% off (${stamp})`;
const OFFER_HI = `त्योहार की रोशनी: 20% छूट (${stamp})`;

async function api(path, { method = 'GET', body } = {}) {
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: { 'X-Auth-Token': operatorToken, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

function watchConsole(page) {
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
  return page;
}

/** A storefront visitor with a language chosen (the switch's cookie), on the home page. */
async function visitorHome(lang) {
  const page = watchConsole(await newPage(browser, { width: 1280, height: 900 }));
  await page.context().addCookies([{ name: 'utsav_lang', value: lang, url: BASE_URL }]);
  await page.goto(`${BASE_URL}/`);
  await page.waitForFunction((l) => document.documentElement.lang === l, lang === 'hi' ? 'hi-IN' : 'en-IN');
  return page;
}

const carousel = (page) => page.locator('section[aria-labelledby="browse-categories"]');
const footer = (page) => page.locator('footer');

test('the operator sets a Hindi category name and offer title; हिन्दी visitors see them on home, English visitors the English', async () => {
  const before = (await api('/admin/categories')).body.Payload.find((c) => c.Name === CATEGORY);
  assert.ok(before, `the seeded ${CATEGORY} category`);
  let offerId = null;
  try {
    const page = watchConsole(await newPage(browser, { width: 1280, height: 900 }));
    await page.goto(`${BASE_URL}/admin`);
    await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), operatorToken);
    await page.goto(`${BASE_URL}/admin/catalogue`);

    // The category: its Hindi name; an English text there is refused before anything is sent.
    await page.getByRole('button', { name: `Edit ${CATEGORY}` }).click();
    const dialog = page.getByRole('dialog', { name: `Edit ${CATEGORY}` });
    const nameHi = dialog.getByLabel('Name (Hindi, optional)');
    await nameHi.fill(CATEGORY);
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await dialog.getByText('Hindi name must be written in Hindi (Devanagari)').waitFor();
    await nameHi.fill(CATEGORY_HI);
    await screenshot(page, 'admin-category-hindi-name');
    await dialog.getByRole('button', { name: 'Save category' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByTestId('category-row').filter({ hasText: CATEGORY_HI }).waitFor();

    // The offer banner: image, English title, Hindi title, a storefront link.
    await page.getByRole('button', { name: 'Add slider' }).click();
    const banner = page.getByRole('dialog', { name: 'New slider or offer' });
    await banner.getByLabel('Kind').selectOption('offer');
    await banner.getByLabel(/^Image/).setInputFiles({ name: 'lights.png', mimeType: 'image/png', buffer: PNG });
    await banner.getByTestId('image-preview').waitFor({ timeout: 30_000 });
    await banner.getByLabel('Offer title', { exact: true }).fill(OFFER);
    await banner.getByLabel('Offer title (Hindi, optional)').fill(OFFER_HI);
    await banner.getByLabel('Order (smaller first)').fill('0');
    await banner.getByRole('button', { name: 'Save slider' }).click();
    await banner.waitFor({ state: 'detached', timeout: 30_000 });
    const row = page.getByTestId('slider-row').filter({ hasText: OFFER_HI });
    await row.waitFor();
    offerId = (await api('/admin/sliders')).body.Payload.find((s) => s.Title === OFFER)?.Id ?? null;
    assert.ok(offerId, 'the banner is saved');
    await screenshot(page, 'admin-offer-hindi-title');
    await page.goto(`${BASE_URL}/admin/audit`);
    await page.getByTestId('audit-row').filter({ hasText: 'category.update' }).first().waitFor();
    assert.deepEqual(page.errors, []);

    // A visitor with हिन्दी chosen: the Hindi name in the carousel, the menu and the footer; the Hindi offer title.
    const hindi = await visitorHome('hi');
    await hindi.getByTestId('offer-banner').filter({ hasText: OFFER_HI }).waitFor({ timeout: 30_000 });
    await carousel(hindi).getByText(CATEGORY_HI, { exact: true }).waitFor({ timeout: 30_000 });
    await footer(hindi).getByRole('link', { name: CATEGORY_HI, exact: true }).waitFor();
    assert.equal(await carousel(hindi).getByText(CATEGORY, { exact: true }).count(), 0, 'not the English name');
    assert.equal(await hindi.getByTestId('offer-banner').getByText(OFFER).count(), 0, 'not the English title');
    // The seeded categories come with their Hindi names (a category without one keeps the name as entered: API test).
    await carousel(hindi).getByText('कैटरिंग', { exact: true }).waitFor();
    assert.equal(await carousel(hindi).getByText('Catering', { exact: true }).count(), 0, 'no English category name');
    await screenshot(hindi, 'hindi-home-content');
    // The header's category menu (a rail on the home page at this width) reads the same names.
    await hindi.locator('header').getByText(CATEGORY_HI, { exact: true }).first().waitFor();
    assert.deepEqual(hindi.errors, []);

    // An English visitor: the entered English.
    const english = await visitorHome('en');
    await english.getByTestId('offer-banner').filter({ hasText: OFFER }).waitFor({ timeout: 30_000 });
    await carousel(english).getByText(CATEGORY, { exact: true }).waitFor({ timeout: 30_000 });
    await footer(english).getByRole('link', { name: CATEGORY, exact: true }).waitFor();
    assert.equal(await english.getByText(CATEGORY_HI).count(), 0, 'no Hindi name on an English page');
    assert.equal(await english.getByText(OFFER_HI).count(), 0, 'no Hindi title on an English page');
    await screenshot(english, 'english-home-content');
    assert.deepEqual(english.errors, []);

    // Switching to हिन्दी on the page (no reload) shows the Hindi at once.
    await english.getByTestId('language-switch').getByRole('button', { name: 'हिन्दी' }).click();
    await english.getByTestId('offer-banner').filter({ hasText: OFFER_HI }).waitFor();
    await footer(english).getByRole('link', { name: CATEGORY_HI, exact: true }).waitFor();
    assert.deepEqual(english.errors, []);
  } finally {
    // Leave the storefront as seeded for the other journeys.
    const restored = await api(`/admin/categories/${before.Id}`, {
      method: 'POST',
      body: { name: before.Name, nameHi: '', image: before.Image, sortOrder: before.SortOrder, hidden: before.Hidden },
    });
    assert.equal(restored.status, 200, JSON.stringify(restored.body));
    if (offerId)
      assert.equal((await api(`/admin/sliders/${offerId}/delete`, { method: 'POST', body: {} })).status, 200);
  }
});
