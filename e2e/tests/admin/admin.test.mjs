// the back office, on the composed site (npm run test:e2e) and on mf-admin served alone
// (npm run test:e2e -w mf-admin). A visitor cannot open it; the operator signs in and every page loads, at 1280 and 390 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { OPERATOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot, STANDALONE } from '../../lib/browser.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

async function signIn(page) {
  await page.goto(`${BASE_URL}/admin`);
  const form = page.getByRole('form', { name: 'Operator sign in' });
  await form.getByRole('button', { name: 'Sign In' }).click();
  await form.getByText('Please enter your email').waitFor();
  await form.getByLabel('Email').fill(OPERATOR.username);
  await form.getByLabel('Password').fill('not-the-password');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await form.getByText('Invalid email or password').waitFor();
  await form.getByLabel('Password').fill(OPERATOR.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

test('a visitor cannot open the back office; the operator signs in and every page loads', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/admin/payouts`);
  if (STANDALONE) {
    const prompt = page
      .getByTestId('standalone-sign-in')
      .filter({ hasText: 'Sign in as an operator to open this page' });
    await prompt.waitFor();
    assert.ok((await prompt.textContent()).includes(OPERATOR.username), 'the frame names the demo operator');
  } else {
    await page.getByRole('heading', { level: 1, name: 'Utsav back office' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/admin', 'sent to the sign-in');
  }
  assert.equal(await page.getByRole('heading', { name: 'Payouts' }).count(), 0);

  await signIn(page);
  assert.ok(Number(await page.getByTestId('bookings').textContent()) >= 1, 'seeded bookings in the last 30 days');
  await screenshot(page, `admin-dashboard${STANDALONE ? '-standalone' : ''}`);
  for (const [link, heading] of [
    ['Vendors', 'Vendors'],
    ['Catalogue', 'Catalogue'],
    ['Packages', 'Packages'],
    ['Bookings', 'Bookings'],
    ['Payouts', 'Payouts'],
    ['Enquiries', 'Enquiries'],
    ['Audit log', 'Audit log'],
  ]) {
    await page
      .getByRole('complementary', { name: 'Back office' })
      .getByRole('link', { name: link, exact: true })
      .click();
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  }
  await page
    .getByRole('complementary', { name: 'Back office' })
    .getByRole('link', { name: 'Bookings', exact: true })
    .click();
  await page.getByTestId('booking-row').first().waitFor();
  await page.getByLabel('State').selectOption('confirmed');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.waitForURL(/state=confirmed/);
  // The URL changes before the filtered reply is on screen: wait for the list of the new filter (or fail on timeout).
  await page
    .waitForFunction(() => {
      const cells = [...document.querySelectorAll('[data-testid="booking-row"] td[data-label="State"]')];
      return cells.length > 0 && cells.every((c) => c.textContent === 'Confirmed');
    })
    .catch(() => undefined);
  const states = await page.getByTestId('booking-row').locator('td[data-label="State"]').allTextContents();
  assert.ok(states.length > 0 && states.every((s) => s === 'Confirmed'), `only confirmed rows: ${states}`);
  await page.reload();
  assert.equal(await page.getByLabel('State').inputValue(), 'confirmed', 'the filter survives a reload (URL)');
  await page.getByTestId('booking-row').first().getByRole('link').first().click();
  await page.getByRole('heading', { name: 'Payments' }).waitFor();
  await screenshot(page, `admin-booking${STANDALONE ? '-standalone' : ''}`);
  await page.goto(`${BASE_URL}/admin/package-bookings?sort=-total`);
  await page.getByTestId('package-booking-row').first().getByRole('link').first().click();
  await page.getByRole('table', { name: 'Services' }).waitFor();

  const phone = await newPage(browser, { width: 390, height: 844 });
  await phone.goto(`${BASE_URL}/admin`);
  await phone.evaluate(
    (t) => sessionStorage.setItem('utsav.token', t),
    await page.evaluate(() => sessionStorage.getItem('utsav.token')),
  );
  await phone.goto(`${BASE_URL}/admin/vendors`);
  await phone.getByTestId('vendor-row').first().waitFor();
  const overflow = await phone.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 1, `no sideways scroll at 390 px (${overflow})`);
  await screenshot(phone, `admin-vendors-390${STANDALONE ? '-standalone' : ''}`);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(phone.errors, []);
});
