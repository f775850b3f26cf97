// Issue 21, composed site: the operator builds a package in the back office (image upload, two service groups with
// their limits) and a customer books it from the storefront: /packages/all → date → selection within the limit →
// checkout → pay at the offline gateway → My Booking → Package Booking.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR, useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { daysFromNow, payOnGateway } from '../checkout/checkout-api.mjs';
import { productCard, toast, visit } from '../packages/helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGO4ZpxzzTiH4et8EAIALHEGE4n6vWkAAAAASUVORK5CYII=', 'base64');
const api = async (path, token) => (await fetch(`${API_URL}/api${path}`, { headers: token ? { 'X-Auth-Token': token } : {} })).json();

test('build a package in the back office and book it as a customer', async () => {
  const name = `Garden Party Package ${Date.now() % 100000}`;
  const operator = await apiLogin(OPERATOR);
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/admin`);
  await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), operator);
  await page.goto(`${BASE_URL}/admin/packages`);
  await page.getByRole('heading', { level: 1, name: 'Packages' }).waitFor();
  await page.getByRole('link', { name: 'New package' }).click();
  await page.getByRole('heading', { level: 1, name: 'New package' }).waitFor();

  // Nothing filled: the shared schema's messages.
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.getByText('Please enter the package name').waitFor();
  await page.getByLabel('Package name').fill(name);
  await page.getByLabel('Total (₹)').fill('60000');
  await page.getByLabel('Advance (%)').fill('25');
  await page.getByLabel('Description').fill('Photos and food for an evening garden party');
  await page.getByLabel('What is included (shown on the package card)').fill('Photography, Catering');
  await page.getByLabel('Package image').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('image-preview').waitFor();

  const groups = page.getByTestId('package-group');
  const first = groups.nth(0);
  await first.getByLabel('Category').selectOption({ label: 'Photography' });
  await first.getByRole('checkbox').nth(1).waitFor();
  await first.getByRole('checkbox').nth(0).check();
  await first.getByRole('checkbox').nth(1).check();
  await first.getByLabel('Customer may pick at most').fill('3');
  await first.getByLabel('Group amount (₹)').fill('35000');
  await page.getByRole('button', { name: 'Add service group' }).click();
  const second = groups.nth(1);
  await second.getByLabel('Category').selectOption({ label: 'Catering' });
  await second.getByRole('checkbox').first().check();
  await second.getByLabel('Group amount (₹)').fill('25000');
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.getByText("A group's limit cannot be more than the services it offers").waitFor();
  await first.getByLabel('Customer may pick at most').fill('1');
  await screenshot(page, 'admin-package-builder');
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.waitForURL(/\/admin\/packages\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { level: 1, name }).waitFor();

  const built = (await api(`/admin/packages/${id}`, operator)).Payload;
  assert.deepEqual(built.Groups.map((g) => [g.Category, g.MaxItems, g.Products.length]), [['Photography', 1, 2], ['Catering', 1, 1]]);
  assert.ok(built.Image.endsWith('.webp'), 'the upload was re-encoded');
  const [photoA, photoB] = built.Groups[0].Products.map((p) => p.Title);

  // The customer books it from the storefront.
  const customer = await apiLogin(CUSTOMER_B);
  const shop = await newPage(browser, { width: 390, height: 844 });
  await visit(shop, '/');
  await useToken(shop, customer);
  await visit(shop, '/packages/all');
  await shop.getByRole('button', { name: `Book Now: ${name}` }).click();
  const modal = shop.getByRole('dialog', { name });
  await modal.getByLabel('Event Date').fill(daysFromNow(130));
  await modal.getByRole('button', { name: 'View' }).click();
  await shop.getByRole('heading', { level: 1, name }).waitFor();
  const photography = shop.getByRole('region', { name: 'Photography' });
  await productCard(photography, photoA).getByRole('button', { name: /^Select/ }).click();
  await productCard(photography, photoB).getByRole('button', { name: /^Select/ }).click();
  await toast(shop, 'Selected products exceed the allowed limit for this service').waitFor();
  await screenshot(shop, 'admin-built-package-on-storefront-390');
  await shop.getByRole('button', { name: 'Checkout' }).click();
  await shop.waitForURL(/\/package\/checkout$/);
  const summary = shop.getByRole('complementary', { name: 'Package summary' });
  await summary.getByText(photoA).waitFor();
  await summary.getByText('Catering', { exact: true }).waitFor();
  await shop.getByLabel('Booking For').fill('Garden party');
  const address = shop.getByRole('radio').first();
  if (!(await address.isChecked())) await address.check();
  await shop.getByRole('button', { name: 'Place order' }).click();
  await shop.waitForURL(/\/booking\/status$/);
  await shop.getByRole('button', { name: 'Pay now' }).click();
  await payOnGateway(shop);
  await shop.waitForURL(/\/account\/booking-package$/);

  const order = (await api('/GetPackageOrders', customer)).Payload.find((o) => o.PackageName === name);
  assert.ok(order, 'the package order is stored');
  assert.equal(order.BookingState, 'confirmed');
  const detail = (await api(`/GetPackageBookingDetails/${order.BookingId}`, customer)).Payload;
  assert.deepEqual(detail.Services.map((s) => s.ServiceName).sort(), ['Catering', 'Photography']);
  assert.deepEqual(detail.Services.find((s) => s.ServiceName === 'Photography').Products.map((p) => p.Title), [photoA]);
  await page.goto(`${BASE_URL}/admin/packages`);
  await page.getByTestId('package-row').filter({ hasText: name }).locator('td[data-label="Bookings"]').filter({ hasText: '1' }).waitFor();
  assert.deepEqual(page.errors, []);
  assert.deepEqual(shop.errors, []);
});
