// (polish, back office): the back office has its own frame (no shopper's header, cart, category bar or
// footer); the audit log reads "field: before → after" and its scroll area is reached by keyboard (axe clean);
// bookings are found by booking number, order id or customer mobile. Screenshots at 390 and 1280 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR } from '../../lib/accounts.mjs';
import { call, daysFromNow, payByApi, placeOrder } from '../checkout/checkout-api.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function operatorPage(width = 1280) {
  const page = await newPage(browser, { width, height: width === 390 ? 844 : 900 });
  await page.goto(`${BASE_URL}/admin`);
  await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), await apiLogin(OPERATOR));
  return page;
}

/** The storefront's frame is absent: no site header (search, cart, category bar), no footer. */
async function assertOwnFrame(page) {
  await page.locator('main[data-frame="own"]').waitFor();
  assert.equal(await page.getByRole('banner').count(), 0, 'no site header');
  assert.equal(await page.getByRole('contentinfo').count(), 0, 'no site footer');
  assert.equal(await page.getByText('All Categories').count(), 0, 'no category bar');
  assert.equal(await page.getByRole('button', { name: /cart/i }).count(), 0, 'no cart');
  assert.equal(await page.getByRole('searchbox', { name: /search services/i }).count(), 0, 'no storefront search');
}

test('the back office has its own frame, signed out and signed in, at 390 and 1280 px', async () => {
  const visitor = await newPage(browser, { width: 390, height: 844 });
  await visitor.goto(`${BASE_URL}/admin`);
  await visitor.getByRole('form', { name: 'Operator sign in' }).waitFor();
  await assertOwnFrame(visitor);
  await visitor.getByRole('link', { name: '← Back to the Utsav storefront' }).waitFor();
  await screenshot(visitor, 'admin-frame-sign-in-390');

  for (const width of [1280, 390]) {
    const page = await operatorPage(width);
    await page.goto(`${BASE_URL}/admin`);
    await page.getByTestId('back-office-frame').waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await assertOwnFrame(page);
    await page.getByRole('complementary', { name: 'Back office' }).getByRole('link', { name: 'Bookings' }).waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, `admin-frame-${width}`);
    // The way out: the storefront comes back with its own frame.
    await page.getByRole('link', { name: 'Open the storefront' }).click();
    await page.locator('main[data-frame="site"]').waitFor();
    await page.getByRole('banner').waitFor();
    assert.deepEqual(page.errors, []);
  }
  assert.deepEqual(visitor.errors, []);
});

test('the audit log reads field: before → after, and its scroll area is reached with the keyboard', async () => {
  const operator = await apiLogin(OPERATOR);
  const [enquiry] = (await call(operator, '/admin/enquiries?open=1')).Payload;
  assert.ok(enquiry, 'an open enquiry to answer');
  const answered = await call(operator, `/admin/enquiries/${enquiry.Id}/answer`, {
    method: 'POST',
    body: { note: 'Quoted on a call' },
  });
  assert.equal(answered.Status, 'Success', JSON.stringify(answered));

  for (const width of [1280, 390]) {
    const page = await operatorPage(width);
    await page.goto(`${BASE_URL}/admin/audit`);
    const row = page
      .getByTestId('audit-row')
      .filter({ hasText: 'enquiry.answer' })
      .filter({ hasText: `enquiry ${enquiry.Id}` })
      .first();
    await row.waitFor();
    const changes = row.getByRole('list', { name: 'Changes' });
    assert.match(await changes.innerText(), /answered: no\s*→\s*(changed to\s*)?yes/);
    assert.match(await changes.innerText(), /note: Quoted on a call/);
    for (const text of await page.getByTestId('audit-row').allInnerTexts())
      assert.doesNotMatch(text, /[{}"]/, 'no raw JSON');

    // Tab from the heading until the table's scroll region has focus.
    const region = page.getByRole('region', { name: 'Audit log, scrollable' });
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).click();
    let reached = false;
    for (let i = 0; i < 40 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await region.evaluate((el) => el === document.activeElement);
    }
    assert.ok(reached, `${width}: the audit table's scroll area takes keyboard focus`);
    const before = await region.evaluate((el) => el.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const overflows = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    if (overflows) await page.waitForFunction(([start]) => document.activeElement.scrollLeft > start, [before]);
    await screenshot(page, `admin-audit-${width}`); // axe runs here: no scrollable-region-focusable violation
    assert.deepEqual(page.errors, []);
  }
});

test('bookings are found by booking number, order id and customer mobile', async () => {
  const customer = await apiLogin(CUSTOMER_B);
  const placed = await placeOrder(customer, 3, daysFromNow(86), 'full');
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const { BookingNo: no } = placed.Bookings[0];

  const page = await operatorPage(1280);
  await page.goto(`${BASE_URL}/admin/bookings`);
  await page.getByTestId('booking-row').first().waitFor();
  const box = page.getByRole('searchbox', { name: /Search/ });
  const rows = page.getByTestId('booking-row');

  await box.fill(no.toLowerCase());
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/q=/);
  // The list keeps the previous rows until the search's answer replaces them: wait for the answer, not the URL.
  const settle = (ok, what) => until(ok, what, { timeout: 10_000 });
  await settle(
    async () => (await rows.count()) === 1 && (await rows.first().innerText()).includes(no),
    'one booking by its number',
  );
  await screenshot(page, 'admin-bookings-search-1280');

  await box.fill(placed.OrderId);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(new RegExp(`q=${placed.OrderId}`));
  await settle(
    async () =>
      (await rows.allInnerTexts()).every((text) => text.includes(placed.OrderId)) &&
      (await rows.filter({ hasText: no }).count()) === 1,
    'every row is of the order',
  );

  await box.fill('+91 98765 43211');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/q=%2B91/);
  const expected = (await call(await apiLogin(OPERATOR), '/admin/bookings?limit=1&q=9876543211')).Page.total;
  assert.ok(expected >= 1);
  await settle(
    async () =>
      new RegExp(`^${expected} rows?`).test(
        await page
          .getByRole('navigation', { name: 'Pages' })
          .getByText(/rows?$/)
          .innerText(),
      ),
    `${expected} rows for the mobile`,
  );

  await box.fill("BK1' OR 1=1");
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('alert').filter({ hasText: 'Search by booking number, order id' }).waitFor();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${BASE_URL}/admin/bookings?q=${encodeURIComponent(no)}`);
  await rows.filter({ hasText: no }).waitFor();
  await screenshot(page, 'admin-bookings-search-390');
  await page.goto(`${BASE_URL}/admin/bookings?q=BK000000000`);
  await page.getByText('No booking has the booking number, order id or customer mobile “BK000000000”.').waitFor();
  assert.deepEqual(page.errors, []);
});
