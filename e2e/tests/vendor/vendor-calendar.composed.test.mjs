// a vendor blocks a range on their Calendar page, and the customer's date picker on the service page shows
// those dates closed, with the reason. The block is removed at the end (other journeys book this vendor's services).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, VENDOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { catalogue, catalogueAt, uiCatalogue } from '../../lib/catalogues.mjs';
import { call, vendorSignIn } from './vendor-helpers.mjs';

const CATALOG_HI = catalogue('mf-catalog');
const API_HI = catalogueAt('api/src/locales');
const UI = uiCatalogue();

let browser;
let token;
before(async () => {
  browser = await launchBrowser();
  token = await apiLogin(VENDOR);
});
after(async () => {
  // Open the journey's dates again whatever happened.
  const months = [0, 1, 2, 3, 4].map((n) => monthOf(n));
  for (const m of months) {
    const cal = await call(`/vendor/calendar?from=${m.from}&to=${m.to}`, { token, loose: true });
    for (const b of cal?.Payload?.Blocks ?? [])
      if (b.Note === NOTE) await call(`/vendor/calendar/blocks/${b.Id}/delete`, { token, method: 'POST', loose: true });
  }
  await browser?.close();
});

const NOTE = 'Away at a family wedding (journey)';
const AHEAD = 3;

/** The first and last date of the month `n` months from now (India dates). */
function monthOf(n) {
  const now = new Date(Date.now() + 330 * 60_000);
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + n + 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}
const target = monthOf(AHEAD);
const day = (d) => `${target.from.slice(0, 8)}${String(d).padStart(2, '0')}`;

/**
 * Moves a month grid forward until `date`'s cell shows. Each "Next month" click waits for the month's name to change:
 * a click the page has not yet taken (before the server-drawn page hydrates) is clicked again, not counted.
 */
async function showMonthOf(page, date, next = 'Next month') {
  const cell = page.locator(`button[data-date="${date}"]`);
  for (let i = 0; i < 24 && !(await cell.count()); i++) {
    const month = page.locator('[aria-live="polite"]').filter({ hasText: /\d{4}/ }).first();
    const before = await month.textContent();
    await page.getByRole('button', { name: next }).click();
    await page
      .waitForFunction(
        ([shown]) => [...document.querySelectorAll('[aria-live="polite"]')].every((e) => e.textContent !== shown),
        [before],
        { timeout: 5_000 },
      )
      .catch(() => undefined);
  }
  await cell.first().waitFor();
}

test('a vendor blocks a range and the customer sees it closed on the service page, with the reason', async () => {
  const list = await call('/vendor/calendar/services', { token });
  const service = list.Payload.Services.find((s) => s.Listed);
  assert.ok(service, 'vendor A has a listed service');

  // The vendor: Calendar in the nav, the service, next months, a range 10–12, a private note, Block dates.
  const page = await newPage(browser);
  await vendorSignIn(page, VENDOR);
  await page.getByRole('navigation', { name: 'Vendor menu' }).getByRole('link', { name: 'Calendar' }).click();
  await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
  await page.getByTestId('calendar-service').selectOption(String(service.Id));
  for (let i = 0; i < AHEAD; i++) await page.getByRole('button', { name: 'Next month' }).click();
  await page.locator(`button[data-date="${day(10)}"]`).click();
  await page.locator(`button[data-date="${day(12)}"]`).click();
  const panel = page.getByRole('region', { name: /–/ });
  await panel.waitFor();
  await page.getByTestId('calendar-note').fill(NOTE);
  await page.getByRole('button', { name: 'Block dates' }).click();
  await page.getByText('Dates closed to new bookings', { exact: false }).first().waitFor();
  const listed = page.getByTestId('calendar-block').filter({ hasText: NOTE });
  await listed.waitFor();
  assert.equal(await page.locator(`button[data-date="${day(11)}"]`).getAttribute('data-tone'), 'blocked');
  await screenshot(page, 'vendor-calendar-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'vendor-calendar-390');
  assert.deepEqual(page.errors, []);

  // The customer (a visitor is enough): the service page's calendar, the same month, the dates closed with why.
  const shopper = await newPage(browser);
  await shopper.goto(`${BASE_URL}/services/details/${service.Id}`);
  await shopper.getByTestId('open-dates').waitFor();
  await showMonthOf(shopper, day(10));
  for (const d of [10, 11, 12]) {
    const selector = `button[data-date="${day(d)}"]`;
    const cell = shopper.locator(selector);
    await cell.waitFor();
    // The month's closed dates arrive after the month is drawn.
    await shopper
      .waitForFunction((s) => document.querySelector(s)?.disabled === true, selector, { timeout: 10_000 })
      .catch(() => assert.fail(`${day(d)} is closed`));
    assert.match(await cell.textContent(), /Vendor unavailable: The vendor is not available on this date/);
  }
  const open13 = shopper.locator(`button[data-date="${day(13)}"]`);
  assert.equal(await open13.getAttribute('data-tone'), 'open');
  // Typing a closed date in the field says why too.
  await shopper.getByLabel('Booking date').fill(day(11));
  await shopper.getByRole('status').filter({ hasText: 'The vendor is not available on this date' }).waitFor();
  await screenshot(shopper, 'service-open-dates-1280');
  await shopper.setViewportSize({ width: 390, height: 844 });
  await screenshot(shopper, 'service-open-dates-390');
  // An open date picked on the calendar is the booking date.
  await open13.click();
  await shopper.getByText(/^Available on /).waitFor();
  assert.deepEqual(shopper.errors, []);

  // In Hindi: the reason from the catalogue and the API's words about the date, both in Hindi.
  const hindi = await newPage(browser);
  await hindi.goto(`${BASE_URL}/services/details/${service.Id}?lang=hi`);
  await hindi.getByTestId('open-dates').waitFor();
  await showMonthOf(hindi, day(11), UI.monthGrid.next);
  const closed = hindi.locator(`button[data-date="${day(11)}"]`);
  const want = `${CATALOG_HI.dates.closed.unavailable}: ${API_HI.calendar.unavailable}`;
  const until = Date.now() + 10_000;
  while (!(await closed.textContent()).includes(want) && Date.now() < until) await hindi.waitForTimeout(100);
  assert.ok((await closed.textContent()).includes(want), await closed.textContent());
  await screenshot(hindi, 'service-open-dates-hi-1280');
  assert.deepEqual(hindi.errors, []);
});

test('the operator sees the vendor calendar and the block, set by the vendor', async () => {
  const page = await newPage(browser);
  const op = await apiLogin({ username: 'admin@utsav.in', password: 'Admin@123', operator: true });
  await page.goto(`${BASE_URL}/admin`);
  await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), op);
  await page.goto(`${BASE_URL}/admin`);
  await page.locator('main h1').first().waitFor();
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, '/admin/vendors/1/calendar');
  await page.getByRole('heading', { level: 1, name: /^Calendar of / }).waitFor();
  await page.getByTestId('calendar-service').waitFor();
  await screenshot(page, 'admin-vendor-calendar-1280');
  assert.deepEqual(page.errors, []);
});
