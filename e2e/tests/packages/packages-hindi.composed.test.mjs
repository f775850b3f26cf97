// with हिन्दी chosen, a visitor opens the packages list, a package page (through the package modal),
// the refund and privacy policies, About Us and Forgot Password. Each page's texts are checked against
// the Hindi catalogues (the texts shown are the catalogue's, and no English catalogue text is left on a line of its
// own); each page at 390 and 1280 px without horizontal overflow, axe clean (screenshot() runs it), no console or
// page error.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { nextFrames } from '../../lib/wait.mjs';
import { catalogue, catalogueAt, flatten, uiCatalogue, watchConsole } from '../../lib/catalogues.mjs';
import { daysFromNow } from '../checkout/checkout-api.mjs';

const pages = (lang) => catalogueAt('shell/src/features/static-pages/locales', lang);
const HI = {
  pages: pages('hi'),
  shell: catalogue('shell', 'hi'),
  catalog: catalogue('mf-catalog', 'hi'),
  packages: catalogue('mf-packages', 'hi'),
  ui: uiCatalogue('hi'),
};
const EN = {
  pages: pages('en'),
  shell: catalogue('shell', 'en'),
  catalog: catalogue('mf-catalog', 'en'),
  packages: catalogue('mf-packages', 'en'),
  ui: uiCatalogue('en'),
};
const SHELL = HI.pages;
const CATALOG = HI.catalog;
const PK = HI.packages;
const UI = HI.ui;

/** A catalogue text with {{placeholders}} as a whole-text pattern. */
const pattern = (text) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\{\w+\}\}/g, '.+')}$`);

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/**
 * No text of the English catalogues of `namespaces` stands on a line of its own in <main> (a text left untranslated),
 * unless it is the same in Hindi (₹ amounts, codes). Content (package names, vendors' titles) is not catalogue text.
 */
async function noEnglishLeft(page, label, namespaces) {
  const lines = (await page.locator('main').innerText())
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  for (const ns of namespaces) {
    const hi = new Map(flatten(HI[ns]));
    for (const [key, text] of flatten(EN[ns])) {
      if (typeof text !== 'string' || !/[a-z]{3}/i.test(text) || hi.get(key) === text) continue;
      const left = lines.find((line) => pattern(text).test(line));
      assert.equal(left, undefined, `${label}: "${left}" is the English text of ${ns}:${key}`);
    }
  }
}

/** The page at 390 and 1280 px: no horizontal overflow, a screenshot (and axe) at each. */
async function bothWidths(page, label) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await nextFrames(page); // laid out at the new width
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client + 1, `${label} at ${width} px: ${scroll} px wide in a ${client} px window`);
    await screenshot(page, `hindi-${label}-${width}`);
  }
}

/** Every text waits visible (exact, the first of its kind). */
async function shows(scope, texts) {
  for (const text of texts) await scope.getByText(text, { exact: true }).first().waitFor();
}

test('हिन्दी: packages list, package page, policies, About Us and Forgot Password from the catalogues', async () => {
  const page = await newPage(browser);
  watchConsole(page);

  // The packages list, opened in Hindi (?lang=hi sets the cookie, as the hreflang links do).
  await page.goto(`${BASE_URL}/packages/all?lang=hi`);
  await page.getByRole('heading', { level: 1, name: PK.list.title }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi-IN');
  await shows(page, [PK.list.eyebrow, PK.list.sub, PK.common.from]);
  const card = page.locator('main article').first();
  await card.getByRole('button', { name: pattern(PK.card.bookNowOf) }).waitFor();
  await card
    .getByText(pattern(PK.card.services_other))
    .or(card.getByText(pattern(PK.card.services_one)))
    .first()
    .waitFor();
  assert.equal(await card.getByRole('list', { name: PK.card.servicesLabel }).count(), 1);
  await noEnglishLeft(page, 'packages list', ['packages', 'shell']);
  await bothWidths(page, 'packages-list');

  // The package modal: its texts, then the package page for a date.
  const name = (await card.getByRole('heading', { level: 2 }).textContent()).trim();
  await card.getByRole('button', { name: pattern(PK.card.bookNowOf) }).click();
  const modal = page.getByRole('dialog', { name });
  await modal.waitFor();
  await shows(modal, [PK.modal.lead]);
  await modal.getByLabel(PK.modal.pincode).fill('4000');
  await modal.getByLabel(PK.modal.date).fill(daysFromNow(120));
  await modal.getByRole('button', { name: PK.modal.view }).click();
  await modal.getByText(PK.modal.pincodeInvalid).waitFor();
  await modal.getByLabel(PK.modal.pincode).fill('');
  await modal.getByRole('button', { name: PK.modal.view }).click();
  await page.waitForURL(/\/packages\/[^/]+$/);

  await page.getByRole('heading', { level: 1, name }).waitFor();
  await shows(page, [
    PK.common.package,
    PK.common.from,
    PK.common.eventDate,
    PK.detail.hint,
    PK.bar.items,
    PK.bar.selection,
  ]);
  await page.getByRole('button', { name: PK.detail.changeDate }).waitFor();
  await page.getByRole('button', { name: PK.bar.checkout }).waitFor();
  await page.getByRole('region', { name: PK.bar.label }).waitFor();
  const group = page.locator('main section[aria-labelledby^="service-"]').first();
  await group
    .getByText(pattern(`${PK.group.upToBefore}{{n}}${PK.group.upToAfter}{{s}}`))
    .first()
    .waitFor();
  const selected = group.locator('[data-testid^="selected-"]');
  assert.match((await selected.textContent()).trim(), pattern(PK.group.selected));
  // Select a product that is free on the date: the card says so in Hindi and the count moves.
  const free = group.locator('article', { hasText: PK.product.available }).first();
  await free.getByRole('button', { name: pattern(PK.product.selectOf) }).click();
  await free.getByText(PK.product.selected).waitFor();
  await free.getByRole('button', { name: pattern(PK.product.removeOf) }).waitFor();
  assert.equal(await page.getByTestId('total-items').textContent(), '01');
  await noEnglishLeft(page, 'package page', ['packages', 'shell']);
  await bothWidths(page, 'package');

  // The calendar page (catalog): its months, or the catalogue's message when the feed has none.
  await page.goto(`${BASE_URL}/calendars`);
  await page.getByRole('heading', { level: 1, name: CATALOG.calendar.title }).waitFor();
  await page
    .getByRole('navigation', { name: CATALOG.common.breadcrumb })
    .getByText(CATALOG.calendar.crumb, { exact: true })
    .waitFor();
  const month = page.getByTestId('calendar-month').first();
  await month
    .or(page.getByText(CATALOG.calendar.noData, { exact: true }))
    .or(page.getByText(CATALOG.calendar.failed, { exact: true }))
    .first()
    .waitFor({ timeout: 30_000 });
  if (await month.count()) {
    await month
      .getByText(pattern(CATALOG.calendar.events_other))
      .or(month.getByText(pattern(CATALOG.calendar.events_one)))
      .first()
      .waitFor();
    for (const key of ['event', 'date', 'type', 'extras'])
      await month.getByRole('columnheader', { name: CATALOG.calendar[key] }).waitFor();
  }
  await noEnglishLeft(page, 'calendar', ['catalog', 'shell']);
  await bothWidths(page, 'calendar');

  // The refund policy: the shell's headings, the policy's sentences (the shared catalogue's, from the API's tiers).
  await page.goto(`${BASE_URL}/refund-policy`);
  await page.getByRole('heading', { level: 1, name: SHELL.policy.refund.title }).waitFor();
  for (const key of ['cancellations', 'vendor', 'advance', 'how'])
    await page.getByRole('heading', { level: 2, name: SHELL.policy.refund[key] }).waitFor();
  await shows(page, [UI.policy.method]);
  await noEnglishLeft(page, 'refund policy', ['pages', 'shell', 'ui']);
  await bothWidths(page, 'refund-policy');

  await page.goto(`${BASE_URL}/privacy-policy`);
  await page.getByRole('heading', { level: 1, name: SHELL.policy.privacy.title }).waitFor();
  for (const key of ['collect', 'use', 'choices'])
    await page.getByRole('heading', { level: 2, name: SHELL.policy.privacy[key] }).waitFor();
  await shows(page, [SHELL.policy.privacy.collectText, SHELL.policy.privacy.useText, SHELL.policy.privacy.choicesText]);
  await noEnglishLeft(page, 'privacy policy', ['pages', 'shell']);
  await bothWidths(page, 'privacy-policy');

  // About Us: the texts and the counted figures' labels (plural forms from the catalogue).
  await page.goto(`${BASE_URL}/about-us`);
  await page.getByRole('heading', { level: 1, name: SHELL.about.title }).waitFor();
  await shows(page, [SHELL.about.subtitle, SHELL.about.p1, SHELL.about.p2]);
  await page.getByRole('heading', { level: 2, name: SHELL.about.who }).waitFor();
  const figures = page.getByTestId('about-figures');
  await figures
    .getByText(SHELL.about.customers_other, { exact: true })
    .or(figures.getByText(SHELL.about.customers_one, { exact: true }))
    .first()
    .waitFor();
  await figures.getByText(SHELL.about.vendors_other, { exact: true }).first().waitFor();
  await noEnglishLeft(page, 'about', ['pages', 'shell']);
  await bothWidths(page, 'about');

  // Forgot Password: the shell's title; the form inside is the shared one-time-code field's.
  await page.goto(`${BASE_URL}/forgot-password`);
  await page.getByRole('heading', { level: 1, name: SHELL.forgot.title }).waitFor();
  await page.getByRole('form', { name: SHELL.forgot.title }).waitFor();
  await noEnglishLeft(page, 'forgot password', ['pages', 'shell']);
  await bothWidths(page, 'forgot-password');

  assert.deepEqual(page.errors, []);
});
