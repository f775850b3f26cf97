// composed site: the operator builds a package in the back office (image upload, two service groups with
// their limits) and a customer books it from the storefront: /packages/all → date → selection within the limit →
// checkout → pay at the offline gateway → My Booking → Package Booking.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR, useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { daysFromNow, payOnGateway, rupees } from '../checkout/checkout-api.mjs';
import { productCard, toast, visit } from '../packages/helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGO4ZpxzzTiH4et8EAIALHEGE4n6vWkAAAAASUVORK5CYII=',
  'base64',
);
const paise = (x) => Math.round(Number(x) * 100);
const api = async (path, token) =>
  (await fetch(`${API_URL}/api${path}`, { headers: token ? { 'X-Auth-Token': token } : {} })).json();

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
  await page.getByLabel('Advance (%)').fill('25');
  // A party package: it offers only services that suit a party (docs/product.md "Event types and service areas").
  await page.getByLabel('Event type').selectOption({ label: 'Party' });
  await page.getByLabel('Description').fill('Food and flowers for an evening garden party');
  await page.getByLabel('What is included (shown on the package card)').fill('Catering, Decoration');
  await page.getByLabel('Package image').setInputFiles({ name: 'garden.png', mimeType: 'image/png', buffer: PNG });
  await page.getByTestId('image-preview').waitFor();

  const groups = page.getByTestId('package-group');
  const first = groups.nth(0);
  // Two party services of vendor B (who comes anywhere): both suit the event, both reach customer B in Delhi.
  await first.getByLabel('Category').selectOption({ label: 'Catering' });
  await first.getByRole('checkbox', { name: /^Live Chaat Counter/ }).check();
  await first.getByRole('checkbox', { name: /^Mocktail Bar/ }).check();
  // Each chosen service carries the package rate its vendor agreed to: it starts at the own price.
  const rateInputs = first.getByLabel(/^Package rate of /);
  assert.equal(await rateInputs.count(), 2);
  await rateInputs.nth(0).fill('30000');
  await rateInputs.nth(1).fill('45000');
  await first.getByLabel('Customer may pick at most').fill('3');
  await first.getByLabel('Group amount (₹)').fill('35000');
  await page.getByRole('button', { name: 'Add service group' }).click();
  const second = groups.nth(1);
  await second.getByLabel('Category').selectOption({ label: 'Decoration' });
  await second.getByRole('checkbox', { name: /^Birthday Balloon Decor/ }).check();
  await second.getByLabel(/^Package rate of /).fill('20000');
  await second.getByLabel('Group amount (₹)').fill('25000');
  await page.getByTestId('package-from-price').filter({ hasText: 'Customers pay from ₹50,000.00' }).waitFor();
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.getByText("A group's limit cannot be more than the services it offers").waitFor();
  await first.getByLabel('Customer may pick at most').fill('1');
  await screenshot(page, 'admin-package-builder');
  await page.getByRole('button', { name: 'Create package' }).click();
  await page.waitForURL(/\/admin\/packages\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await page.getByRole('heading', { level: 1, name }).waitFor();

  const built = (await api(`/admin/packages/${id}`, operator)).Payload;
  assert.deepEqual(
    built.Groups.map((g) => [g.Category, g.MaxItems, g.Products.length]),
    [
      ['Catering', 1, 2],
      ['Decoration', 1, 1],
    ],
  );
  assert.deepEqual(
    built.Groups.map((g) => g.Products.map((p) => p.PackageRate).sort((a, b) => a - b)),
    [[30000, 45000], [20000]],
    'the rates are stored',
  );
  assert.equal(built.Total, 50000, 'the "from" price: each group\'s lowest rate');
  assert.ok(built.Image.endsWith('.webp'), 'the upload was re-encoded');
  // foodA is the one at ₹30,000, foodB at ₹45,000.
  const [foodA, foodB] = [30000, 45000].map((r) => built.Groups[0].Products.find((p) => p.PackageRate === r).Title);

  // The customer books it from the storefront.
  const customer = await apiLogin(CUSTOMER_B);
  const shop = await newPage(browser, { width: 390, height: 844 });
  await visit(shop, '/');
  await useToken(shop, customer);
  await visit(shop, '/packages/all');
  await shop.getByRole('button', { name: `Book Now: ${name}` }).click();
  const modal = shop.getByRole('dialog', { name });
  const date = daysFromNow(130);
  await modal.getByLabel('Event Date').fill(date);
  await modal.getByRole('button', { name: 'View' }).click();
  await shop.getByRole('heading', { level: 1, name }).waitFor();
  const catering = shop.getByRole('region', { name: 'Catering' });
  await productCard(catering, foodA)
    .getByRole('button', { name: /^Select/ })
    .click();
  await productCard(catering, foodB)
    .getByRole('button', { name: /^Select/ })
    .click();
  await toast(shop, 'Selected products exceed the allowed limit for this service').waitFor();
  // The storefront prices for the signed-in customer's place, their first saved address's pincode (docs/payments.md
  // "The customer's place"): the bar is catering A's rate and its travel fare there (the decoration is picked at
  // checkout), as the API offers them for that pincode.
  const { zipcode } = (await api('/GetBookingAddressList', customer)).Payload[0];
  await shop.getByTestId('place-button').filter({ hasText: zipcode }).waitFor();
  const offered = (await api(`/PackagesDetails?id=${id}&eventDate=${date}&pincode=${zipcode}`)).Payload;
  const offer = (title) => offered.PackageItems.flatMap((g) => g.ProductDetails).find((p) => p.title === title);
  assert.equal(offer(foodA).packageRate, 30000);
  const travelA = paise(offer(foodA).TravelFare);
  await shop
    .getByTestId('selection-total')
    .filter({ hasText: rupees((paise(30000) + travelA) / 100) })
    .waitFor();
  if (travelA > 0)
    await shop
      .getByTestId('selection-travel')
      .filter({ hasText: rupees(travelA / 100) })
      .waitFor();
  await screenshot(shop, 'admin-built-package-on-storefront-390');
  await shop.getByRole('button', { name: 'Checkout' }).click();
  await shop.waitForURL(/\/package\/checkout$/);
  const summary = shop.getByRole('complementary', { name: 'Package summary' });
  await summary.getByText(foodA).waitFor();
  await summary.getByText('Decoration', { exact: true }).waitFor();
  await shop.getByLabel('Booking For').fill('Garden party');
  // The saved address, not the payment choice that renders before the addresses have loaded.
  const address = shop.getByRole('radiogroup', { name: 'Saved addresses' }).getByRole('radio').first();
  if (!(await address.isChecked())) await address.check();
  // Checkout for that address: the selection's price, ₹30,000 + ₹20,000 (the only decoration), and both services'
  // travel fares to its pincode.
  const decoration = offered.PackageItems.find((g) => g.Service === 'Decoration').ProductDetails[0];
  assert.equal(decoration.packageRate, 20000);
  const travel = travelA + paise(decoration.TravelFare);
  const charged = paise(50000) + travel;
  await summary
    .getByTestId('package-total')
    .filter({ hasText: rupees(charged / 100) })
    .waitFor();
  if (travel > 0)
    await summary
      .getByTestId('package-travel-total')
      .filter({ hasText: rupees(travel / 100) })
      .waitFor();
  await shop.getByRole('button', { name: 'Place order' }).click();
  // The order's own page (/booking/PK…) opens the payment at once; back from the gateway it is confirmed.
  await payOnGateway(shop);
  await shop.waitForURL(/\/booking\/PK\d+$/);
  await shop.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();

  const order = (await api('/GetPackageOrders', customer)).Payload.find((o) => o.PackageName === name);
  assert.ok(order, 'the package order is stored');
  assert.equal(order.BookingState, 'confirmed');
  assert.equal(paise(order.PackageTotal), charged, 'charged the sum of the chosen rates and their travel');
  assert.equal(paise(order.PaidAmt), charged);
  const detail = (await api(`/GetPackageBookingDetails/${order.BookingId}`, customer)).Payload;
  assert.deepEqual(detail.Services.map((s) => s.ServiceName).sort(), ['Catering', 'Decoration']);
  assert.deepEqual(
    detail.Services.find((s) => s.ServiceName === 'Catering').Products.map((p) => p.Title),
    [foodA],
  );
  await page.goto(`${BASE_URL}/admin/packages`);
  await page
    .getByTestId('package-row')
    .filter({ hasText: name })
    .locator('td[data-label="Bookings"]')
    .filter({ hasText: '1' })
    .waitFor();
  assert.deepEqual(page.errors, []);
  assert.deepEqual(shop.errors, []);
});
