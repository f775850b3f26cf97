// The vendor journey on the composed site: register → sign in → add a service with two images →
// public catalogue → a customer books it (API) → booking, invoice and dashboard → edit price + deactivate →
// it leaves the catalogue. Vendor B cannot open vendor A's service or booking by URL.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR, useToken, VENDOR_B } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { payByApi } from '../checkout/checkout-api.mjs';
import { call, figure, figureBecomes, isoInDays, open, pngFile, vendorSignIn } from './vendor-helpers.mjs';
import { lastCodeSentTo } from '../../lib/one-time-codes.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const stamp = String(Date.now()).slice(-8);
const vendor = { name: 'Kavya Events', email: `kavya${stamp}@example.in`, phone: `97${stamp}`, password: 'Kavya@2026' };
const title = `Kavya Royal Stage ${stamp}`;
const shared = { serviceId: 0, bookingId: 0 };

test('a new vendor registers, signs in, adds a service with two images and a customer books it', async () => {
  const page = await newPage(browser);

  // Register on /service-provider-reg.
  await open(page, `/service-provider-reg`);
  await page.getByRole('heading', { level: 1, name: 'Become a Vendor' }).waitFor();
  const reg = page.getByRole('form', { name: 'Vendor registration' });
  await reg.getByLabel('Full Name').fill(vendor.name);
  await reg.getByLabel('Email').fill(vendor.email);
  await reg.getByLabel('Phone').fill(vendor.phone);
  await reg.getByLabel('Service Type').selectOption({ label: 'Decoration' });
  await reg.getByLabel('Password', { exact: true }).fill(vendor.password);
  await reg.getByLabel('Confirm Password').fill('Mismatch@1');
  await reg.getByRole('button', { name: 'Register' }).click();
  await reg.getByText('Passwords do not match').waitFor();
  await reg.getByLabel('Confirm Password').fill(vendor.password);
  // the terms checkbox is required (the shared schema's rule, which the API applies too).
  await reg.getByRole('button', { name: 'Register' }).click();
  await reg.getByText('Please agree to the vendor policy and terms and conditions').waitFor();
  await reg.getByRole('checkbox', { name: /vendor policy and terms/ }).check();
  // the number is proven by the code sent to it (read from the test outbox as the operator reads it).
  await reg.getByRole('button', { name: 'Send code' }).click();
  const { code } = await lastCodeSentTo(vendor.phone);
  await reg.getByLabel('Verification code').fill(code);
  await reg.getByRole('button', { name: 'Register' }).click();
  // Success is a page that says what happens next (operator approval), not a toast.
  const received = page.getByRole('heading', { level: 1, name: 'Registration received' });
  await received.waitFor();
  await page.getByRole('heading', { name: 'What happens next' }).waitFor();
  await page.getByText('awaits approval', { exact: true }).waitFor();
  assert.equal(await page.getByRole('form', { name: 'Vendor registration' }).count(), 0);
  assert.ok(await received.evaluate((h) => h === document.activeElement), 'focus is on the heading');
  await screenshot(page, 'vendor-sign-up-received-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'vendor-sign-up-received-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Sign in; the new vendor has no services yet.
  await vendorSignIn(page, { username: vendor.email, password: vendor.password });
  assert.equal(await figure(page, 'ProductCount'), '00');
  assert.equal(await figure(page, 'BookingCount'), '00');

  // only a vendor registered under GST may charge it — without a GSTIN the form offers 0 % only.
  await open(page, '/vendor/services/add');
  await page.getByTestId('gst-unregistered').waitFor();
  assert.equal(await page.getByLabel('GST (%)').isDisabled(), true);
  await open(page, '/vendor/tax-details');
  const tax = page.getByRole('form', { name: 'Tax details' });
  await tax.getByLabel('GSTIN (leave empty if not registered)').fill('27AAPFU0939F1ZV');
  await tax.getByRole('button', { name: 'Save' }).click();
  await page.getByText('GSTIN saved', { exact: false }).first().waitFor();
  await open(page, '/vendor/services');

  // Add a service with two images.
  await page.getByRole('link', { name: '+ Add Service' }).click();
  await page.getByRole('heading', { level: 1, name: 'Add Service' }).waitFor();
  const form = page.getByRole('form', { name: 'Add service' });
  await form.getByLabel('Service Type').selectOption({ label: 'Decoration' });
  await form.getByLabel('Service Name').fill(title);
  // The events it suits: at least one (packages offer a service only for the events it suits).
  await form.getByRole('checkbox', { name: 'Wedding', exact: true }).check();
  await form.getByRole('checkbox', { name: 'Reception', exact: true }).check();
  await form.getByLabel('Operator Name').fill(vendor.name);
  await form.getByLabel('Mobile').fill(vendor.phone);
  await form.getByLabel('Email').fill(vendor.email);
  await form.getByLabel('Travel Charge per km (₹)').fill('10');
  // It travels far for a wedding: the customer below books it for an event in another city.
  await form.getByLabel(/^Service radius/).fill('1500');
  await form.getByLabel('Short Description').fill('A royal stage with flowers and lights.');
  await form.getByLabel('Long Description').fill('Includes stage, backdrop, lighting and setup.');
  await form.getByLabel('MRP (₹)').fill('20000');
  await form.getByLabel('Discount (%)').fill('10');
  await form.getByLabel('GST (%)').fill('18');
  await page.getByTestId('calc-payable').getByText('₹21,240.00').waitFor();
  await form.getByLabel('Pin Code').fill('400050');
  await form.getByLabel('Address').click();
  await page.waitForFunction(() => document.querySelector('input[name="state"]')?.value !== '');
  assert.equal(await form.getByLabel('City').inputValue(), 'Mumbai');
  assert.notEqual(await form.getByLabel('Latitude').inputValue(), '');
  await form.getByLabel('Address').fill('12, Linking Road, Bandra West');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await form.getByText('Please select at least one image').first().waitFor();
  await form.getByLabel('Images').setInputFiles([pngFile('stage-1.png'), pngFile('stage-2.png')]);
  assert.equal(await form.getByRole('list', { name: 'Selected images' }).getByRole('img').count(), 2);
  await screenshot(page, 'vendor-service-add');
  await form.getByRole('button', { name: 'Add Service' }).click();
  await page.waitForURL('**/vendor/services');
  const link = page.getByRole('link', { name: title, exact: true });
  await link.waitFor();
  shared.serviceId = Number((await link.getAttribute('href')).split('/').pop());
  assert.ok(shared.serviceId > 0);
  await page.getByTestId('service-row').filter({ hasText: title }).getByText('Active').waitFor();
  await screenshot(page, 'vendor-services');

  // Its two images are stored.
  await link.click();
  await page.getByRole('heading', { level: 1, name: 'Edit Service' }).waitFor();
  await page.getByRole('heading', { name: 'Service images (2)' }).waitFor();

  // Not on the storefront until the operator approves the new vendor; then it is.
  const pending = await fetch(`${API_URL}/api/ProductDetails/${shared.serviceId}`);
  assert.equal(pending.status, 404, 'a pending vendor is not listed');
  const operator = await apiLogin(OPERATOR);
  const [registered] = (await call(`/admin/vendors?q=${encodeURIComponent(vendor.email)}`, { token: operator }))
    .Payload;
  assert.equal(registered.Status, 'pending');
  await call(`/admin/vendors/${registered.Id}/status`, {
    token: operator,
    method: 'POST',
    body: { status: 'approved' },
  });

  // The public catalogue shows it.
  const visitor = await newPage(browser);
  await open(visitor, `/services/details/${shared.serviceId}`);
  await visitor.getByRole('heading', { name: title }).first().waitFor();
  await visitor.close();

  // A customer books it through the API.
  const customer = await apiLogin(CUSTOMER_B);
  const cart = await call('/getCart', { token: customer });
  for (const item of cart.Payload?.CartList ?? []) await call(`/DeleteCart?CartId=${item.CartId}`, { token: customer });
  const bookingDate = isoInDays(20);
  await call('/AddToCart', { token: customer, method: 'POST', body: { productId: shared.serviceId, bookingDate } });
  let addresses = (await call('/GetBookingAddressList', { token: customer })).Payload ?? [];
  if (addresses.length === 0) {
    await call('/AddBookingAddress', {
      token: customer,
      method: 'POST',
      body: {
        regno: '123456',
        name: 'Diya Verma',
        mobile: '9876543211',
        email: 'diya@example.in',
        address: '5 Carter Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        zipcode: '400050',
      },
    });
    addresses = (await call('/GetBookingAddressList', { token: customer })).Payload;
  }
  const address = addresses[0];
  const placed = await call('/EventBooking', {
    token: customer,
    method: 'POST',
    body: {
      bookingAddressId: address.Id,
      lat: address.lat,
      lon: address.lon,
      address: address.Address,
      Bookingfor: 'Sangeet night',
      gst_no: '',
      totalBookingAmt: 0,
      TotalAdvanceBookingAmt: 0,
      bookingDate,
      PaymentType: 'full',
    },
  });
  // The customer pays at the offline gateway: only a paid booking is the vendor's.
  await payByApi(customer, { OrderId: placed.Payload.OrderId }, `${BASE_URL}/booking/${placed.Payload.OrderId}`);

  // The vendor sees the booking, its invoice and the dashboard figures change.
  await open(page, `/vendor/booking`);
  const row = page.getByTestId('booking-row').filter({ hasText: title });
  await row.waitFor();
  await row.getByText('Upcoming').waitFor();
  await row.getByText('Sangeet night').waitFor();
  await screenshot(page, 'vendor-bookings');
  await row.getByRole('link', { name: /^View invoice / }).click();
  await page.getByRole('heading', { level: 1, name: 'Booking Invoice' }).waitFor();
  shared.bookingId = Number(page.url().split('/').pop());
  const invoice = page.getByTestId('vendor-invoice');
  await invoice.getByText(title, { exact: false }).first().waitFor();
  await invoice.getByText('Total Billing', { exact: true }).waitFor();
  // offer 18,000 → GST-inclusive 21,240; commission 10 % of the offer = 1,800; travel from the invoice.
  await invoice.getByText('₹21,240.00').first().waitFor();
  await invoice.getByText('₹1,800.00').first().waitFor();
  const travel = Number(
    (await invoice.locator('tr', { hasText: 'Travel charges' }).locator('td').last().textContent()).replace(
      /[₹,]/g,
      '',
    ),
  );
  const total = Number((await page.getByTestId('invoice-total').textContent()).replace(/[₹,]/g, ''));
  assert.equal(
    Math.round(total * 100),
    Math.round((travel + 21240 - 1800) * 100),
    'total billing = travel + GST-inclusive − commission',
  );
  assert.ok(await page.getByRole('button', { name: 'Print' }).isVisible());
  await screenshot(page, 'vendor-invoice');

  await open(page, `/vendor/dashboard`);
  // The figures cached from the first visit show at once and are refetched: wait for the new ones.
  assert.equal(await figureBecomes(page, 'ProductCount', '01'), '01');
  assert.equal(await figure(page, 'BookingCount'), '01');
  assert.notEqual(await figure(page, 'TotalBookingAmount'), '₹0.00');
  assert.equal(await figure(page, 'TotalAdminCharges'), '₹1,800.00');
  await screenshot(page, 'vendor-dashboard-after-booking');

  // Edit the price and deactivate the service.
  await open(page, `/vendor/services/${shared.serviceId}`);
  const edit = page.getByRole('form', { name: 'Edit service' });
  await edit.getByLabel('MRP (₹)').waitFor();
  assert.equal(await edit.getByLabel('MRP (₹)').inputValue(), '20000');
  await edit.getByLabel('MRP (₹)').fill('25000');
  await page.getByTestId('calc-payable').getByText('₹26,550.00').waitFor();
  await edit.getByLabel('Status').selectOption({ label: 'Inactive' });
  // one upload area on the edit page (the images card), not a second picker inside the form.
  assert.equal(await page.locator('input[type="file"]').count(), 1, 'one upload area');
  assert.equal(await edit.locator('input[type="file"]').count(), 0, 'the form itself has no picker');
  await screenshot(page, 'vendor-service-edit');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'vendor-service-edit-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await edit.getByRole('button', { name: 'Update Service' }).click();
  await page.waitForURL('**/vendor/services');
  const updated = page.getByTestId('service-row').filter({ hasText: title });
  await updated.getByText('Inactive').waitFor();
  await updated.getByText('₹26,550.00').waitFor();

  // It leaves the catalogue.
  const later = await newPage(browser);
  await open(later, `/services/all`);
  await later.locator('main h1').first().waitFor();
  await later.waitForLoadState('networkidle');
  assert.equal(await later.getByText(title).count(), 0, 'not listed in the catalogue');
  const listing = await call('/AllProduct/', {});
  assert.ok(
    !(listing.Payload ?? []).some((p) => Number(p.productid ?? p.id) === shared.serviceId),
    'not in /AllProduct',
  );
  await open(later, `/services/details/${shared.serviceId}`);
  await later.waitForLoadState('networkidle');
  assert.equal(await later.getByRole('heading', { name: title }).count(), 0, 'detail page no longer shows it');
  await later.close();
  assert.deepEqual(page.errors, []);
});

test("vendor B cannot open vendor A's service or booking by URL", async () => {
  assert.ok(shared.serviceId && shared.bookingId, 'the first journey created a service and a booking');
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await useToken(page, await apiLogin(VENDOR_B));
  await open(page, `/vendor/services/${shared.serviceId}`);
  await page.getByText('Service not found').waitFor();
  assert.equal(await page.getByRole('form', { name: 'Edit service' }).count(), 0);
  await open(page, `/vendor/booking/${shared.bookingId}`);
  await page.getByText('Booking not found').waitFor();
  assert.equal(await page.getByTestId('vendor-invoice').count(), 0);
  await open(page, `/vendor/booking`);
  await page.locator('h1').waitFor();
  await page.waitForLoadState('networkidle');
  assert.equal(await page.getByText(title).count(), 0, "B does not list A's booking");
  assert.deepEqual(page.errors, []);
});
