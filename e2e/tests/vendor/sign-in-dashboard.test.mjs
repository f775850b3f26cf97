// Vendor sign-in and dashboard, composed and standalone: the seeded vendor A signs in on /vendor.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { VENDOR } from '../../lib/accounts.mjs';
import { STANDALONE, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { figure, open, vendorSignIn } from './vendor-helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('the vendor area needs role 2: a visitor is sent to / (standalone: the frame asks for the demo vendor)', async () => {
  const page = await newPage(browser);
  await open(page, `/vendor/dashboard`);
  if (STANDALONE) {
    await page.getByTestId('standalone-sign-in').filter({ hasText: 'vendor@utsav.in' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/vendor/dashboard');
  } else {
    await page.waitForURL((u) => new URL(u).pathname === '/');
  }
  assert.deepEqual(page.errors, []);
});

test('sign-in validates remember-me, then stores the token and opens the dashboard with every figure', async () => {
  const page = await newPage(browser);
  await open(page, `/vendor`);
  await page.getByRole('heading', { level: 1, name: 'Vendor Sign In' }).waitFor();
  assert.equal(await page.locator('main h1').count(), 1);
  const form = page.getByRole('form', { name: 'Vendor sign in' });
  await form.getByLabel('Username').fill(VENDOR.username);
  await form.getByLabel('Password').fill(VENDOR.password);
  await vendorSignIn(page, VENDOR);
  assert.ok(await page.evaluate(() => sessionStorage.getItem('utsav.token')), 'token stored in sessionStorage');
  for (const key of [
    'ProductCount',
    'BookingCount',
    'CompleteBookingCount',
    'TotalBookingAmount',
    'TotalAdminCharges',
    'TotalAdvanceBookingAmount',
    'TotalReceivableAmount',
    'TotalBookingByPackage',
    'TotalBookingByPackageAmount',
  ]) {
    assert.match(await figure(page, key), /^(₹[\d,]+\.\d{2}|\d{2,})$/, key);
  }
  assert.notEqual(await figure(page, 'ProductCount'), '00');
  await page.getByTestId('monthly-chart').waitFor();
  assert.equal(await page.locator('main h1').count(), 1);
  await screenshot(page, 'vendor-dashboard');
  // The chart's bars come from the API's per-month totals: the booked months of the demo vendor show.
  const heights = await page
    .getByTestId('monthly-chart')
    .locator('rect')
    .evaluateAll((rs) => rs.map((r) => Number(r.getAttribute('height'))));
  assert.ok(
    heights.some((h) => h > 0),
    `the chart draws the booked months (${heights.join(', ')})`,
  );

  // Bookings filtered on the server, the filter in the URL.
  await open(page, '/vendor/booking');
  await page.getByTestId('booking-row').first().waitFor();
  const every = await page.getByTestId('booking-row').count();
  await page.getByLabel('Show').selectOption('expired');
  await page.waitForURL(/\/vendor\/booking\?show=expired$/);
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid="booking-row"]').length < n, every);
  const labels = await page.getByTestId('booking-row').locator('td[data-label="Status"]').allTextContents();
  assert.ok(
    labels.length > 0 && labels.every((l) => l.includes('Expired')),
    `only expired bookings (${labels.join(', ')})`,
  );
  await page.reload();
  await page.getByTestId('booking-row').first().waitFor();
  assert.equal(await page.getByLabel('Show').inputValue(), 'expired', 'the filter survives a reload');

  await open(page, `/vendor/nowhere`);
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();

  await open(page, `/vendor/forgot-password`);
  await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
  assert.deepEqual(page.errors, []);
});

test('dashboard, bookings, services and an invoice fit a 360 px screen', async () => {
  const page = await newPage(browser, { width: 360, height: 780 });
  await vendorSignIn(page, VENDOR);
  await screenshot(page, 'vendor-dashboard-360');
  for (const [path, name] of [
    ['/vendor/booking', 'vendor-bookings-360'],
    ['/vendor/services', 'vendor-services-360'],
    ['/vendor/services/add', 'vendor-service-add-360'],
  ]) {
    await open(page, path);
    await page.locator('h1').waitFor();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    assert.ok(overflow <= 1, `${path} has no horizontal scroll (${overflow}px)`);
    await screenshot(page, name);
  }
  assert.deepEqual(page.errors, []);
});
