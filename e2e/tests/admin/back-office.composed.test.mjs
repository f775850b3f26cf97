// composed site: the operator approves a new vendor and the vendor's service appears on the storefront;
// answers an enquiry; records a payout that the vendor sees on their ledger; cancels a paid booking on the
// customer's behalf with another refund, which the customer sees in My Bookings. Every action asks first.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR, useToken, VENDOR, VENDOR_B } from '../../lib/accounts.mjs';
import { daysFromNow, payByApi, placeOrder, rupees, spaGoto } from '../checkout/checkout-api.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { registerVendor } from '../../lib/one-time-codes.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFElEQVR4nGO4ZpxzzTiH4et8EAIALHEGE4n6vWkAAAAASUVORK5CYII=',
  'base64',
);

async function api(path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: { ...(token ? { 'X-Auth-Token': token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json().catch(() => ({})) };
}

async function operatorPage(width = 1280) {
  const page = await newPage(browser, { width, height: 900 });
  await page.goto(`${BASE_URL}/admin`);
  await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), await apiLogin(OPERATOR));
  return page;
}

test('approve a new vendor: their service appears on the storefront at once', async () => {
  const stamp = Date.now() % 100000;
  const vendor = {
    name: 'Rangmanch Events',
    email: `rangmanch${stamp}@example.in`,
    phone: `98${String(stamp).padStart(8, '7')}`,
    password: 'Vendor@123',
  };
  // Registered with the code sent to the number, read from the test outbox as the operator reads it.
  const reg = await registerVendor({
    name: vendor.name,
    email: vendor.email,
    phone: vendor.phone,
    password: vendor.password,
  });
  assert.match(reg.Message, /awaits approval/);
  const token = (
    await api('/vendor/login', { method: 'POST', body: { username: vendor.email, password: vendor.password } })
  ).body.Payload.token;
  const title = `Rangmanch Stage ${stamp}`;
  const form = new FormData();
  form.append(
    'productJson',
    JSON.stringify({
      serviceId: 1,
      name: title,
      operatorName: vendor.name,
      mobile: vendor.phone,
      email: vendor.email,
      shortDes: 'Stage',
      longDes: 'Stage and lights',
      bookingAmt: '15000',
      travelcharge: '10',
      gst: '18',
      gst_include_exclude: '0',
      discount: '0',
      amount_hide_show: '0',
      address: 'Linking Road',
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400050',
    }),
  );
  form.append('images', new Blob([PNG], { type: 'image/png' }), 'stage.png');
  const added = await (
    await fetch(`${API_URL}/api/vendor/AddProduct`, { method: 'POST', headers: { 'X-Auth-Token': token }, body: form })
  ).json();
  const serviceId = added.Payload.ServiceId;
  assert.equal((await api(`/ProductDetails/${serviceId}`)).status, 404, 'not listed while pending');

  const page = await operatorPage();
  await page.goto(`${BASE_URL}/admin/vendors?status=pending`);
  const row = page.getByTestId('vendor-row').filter({ hasText: vendor.email });
  await row.waitFor();
  await screenshot(page, 'admin-vendors-pending');
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve vendor' });
  await dialog.getByText('appear on the storefront').waitFor();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });

  const shopper = await newPage(browser);
  await shopper.goto(`${BASE_URL}/services/details/${serviceId}`);
  await shopper.getByRole('heading', { name: title }).first().waitFor();
  await screenshot(shopper, 'admin-approved-service-on-storefront');

  await page.goto(`${BASE_URL}/admin/audit`);
  await page.getByTestId('audit-row').filter({ hasText: 'vendor.approve' }).first().waitFor();
  assert.deepEqual(page.errors, []);
  assert.deepEqual(shopper.errors, []);
});

test('answer an enquiry, and record a payout the vendor sees on their ledger', async () => {
  const page = await operatorPage(390);
  await page.goto(`${BASE_URL}/admin/enquiries?open=1`);
  const enquiry = page.getByTestId('enquiry-row').first();
  await enquiry.waitFor();
  const who = (await enquiry.locator('td').first().textContent()).slice(0, 12);
  await enquiry.getByRole('button', { name: 'Mark answered' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark answered' });
  await dialog.getByRole('button', { name: 'Mark answered' }).click();
  await dialog.getByText('Please give a reason').waitFor();
  await dialog.getByRole('textbox').fill('Called back with a quote');
  await dialog.getByRole('button', { name: 'Mark answered' }).click();
  await dialog.waitFor({ state: 'detached' });
  await screenshot(page, 'admin-enquiries-390');

  // A payout goes only to a vendor whose KYC Utsav verified: the seeded vendors give theirs and the operator verifies.
  const operatorToken = await apiLogin(OPERATOR);
  const owed = (await api('/admin/payouts', { token: operatorToken })).body.Payload;
  for (const [account, name] of [
    [VENDOR, 'Shubh Decorators'],
    [VENDOR_B, 'Annapurna Caterers'],
  ]) {
    const vendor = owed.find((v) => v.Name === name);
    if (!vendor) continue; // owed nothing: no row to pay
    const token = await apiLogin(account);
    const kyc = {
      pan: 'ABCPK1234F',
      panName: 'Ravi Kumar',
      accountHolder: 'Ravi Kumar',
      accountNumber: '123456789012',
      confirmAccountNumber: '123456789012',
      ifsc: 'SBIN0001234',
    };
    assert.equal((await api('/vendor/kyc', { token, method: 'POST', body: kyc })).status, 200);
    const verified = await api(`/admin/vendors/${vendor.VendorId}/kyc`, {
      token: operatorToken,
      method: 'POST',
      body: { decision: 'verify' },
    });
    assert.equal(verified.status, 200);
  }

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${BASE_URL}/admin/payouts`);
  const row = page
    .getByTestId('payout-row')
    .filter({ hasText: /Shubh Decorators|Annapurna Caterers/ })
    .filter({ has: page.getByRole('button', { name: 'Record payout', disabled: false }) })
    .first();
  await row.waitFor();
  const name = (await row.locator('td').first().textContent()).trim();
  await row.getByRole('button', { name: 'Record payout' }).click();
  const pay = page.getByRole('dialog', { name: `Payout to ${name}` });
  await pay.getByLabel('Amount (₹)').fill('1000');
  await pay.getByLabel('Reference (UTR)').fill(`UTR${Date.now()}`);
  const reference = await pay.getByLabel('Reference (UTR)').inputValue();
  await pay.getByRole('button', { name: 'Continue' }).click();
  await pay.getByRole('status').filter({ hasText: 'Record a payout of ₹1,000.00' }).waitFor();
  await screenshot(page, 'admin-payout-confirm');
  await pay.getByRole('button', { name: 'Record payout' }).click();
  await pay.waitFor({ state: 'detached' });

  const vendorAccount = name === 'Shubh Decorators' ? { username: 'vendor@utsav.in', password: 'Vendor@123' } : null;
  if (vendorAccount) {
    const ledger = await api('/vendor/ledger', { token: await apiLogin(vendorAccount) });
    assert.ok(JSON.stringify(ledger.body).includes(reference), 'the vendor sees the payout');
  }
  const operator = await apiLogin(OPERATOR);
  const audit = await api('/admin/audit?limit=10', { token: operator });
  assert.ok(
    audit.body.Payload.some((a) => a.Action === 'payout.record' && JSON.stringify(a.After).includes(reference)),
  );
  assert.ok(
    audit.body.Payload.some((a) => a.Action === 'enquiry.answer'),
    `enquiry from ${who} answered`,
  );
  assert.deepEqual(page.errors, []);
});

test('cancel a paid booking on behalf of the customer with another refund: the customer sees it in My Bookings', async () => {
  const customer = await apiLogin(CUSTOMER_B);
  const placed = await placeOrder(customer, 3, daysFromNow(78), 'full');
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const { BookingId: id, BookingNo: no } = placed.Bookings[0];

  const page = await operatorPage();
  await page.goto(`${BASE_URL}/admin/bookings/${id}`);
  await page.getByRole('heading', { level: 1, name: no }).waitFor();
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel booking' });
  await dialog.getByText(`The policy's refund, ${rupees(placed.TotalAmount)}`).waitFor(); // 78 days out: the full tier
  await dialog.getByLabel('Another amount').check();
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.getByText('Please give a reason').waitFor();
  await dialog.getByLabel('Refund amount (₹)').fill('1000');
  await dialog.getByLabel(/^Reason/).fill('Agreed with the customer on a call');
  await screenshot(page, 'admin-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page
    .getByTestId('refunded')
    .filter({ hasText: rupees(1000) })
    .waitFor();
  await page.getByText('Cancelled', { exact: true }).first().waitFor();
  assert.equal(
    await page.getByRole('button', { name: 'Cancel booking' }).count(),
    0,
    'a cancelled booking cannot be cancelled again',
  );
  await page.getByRole('table', { name: 'Refunds' }).getByText(rupees(1000)).waitFor();
  await screenshot(page, 'admin-booking-cancelled');

  const shopper = await newPage(browser, { width: 390, height: 844 });
  await shopper.goto(`${BASE_URL}/`);
  await useToken(shopper, customer);
  await spaGoto(shopper, '/account/booking');
  const row = shopper.getByTestId('booking-row').filter({ hasText: no });
  await row
    .getByTestId('booking-status')
    .filter({ hasText: `Cancelled — refunded ${rupees(1000)}` })
    .waitFor();
  await row
    .getByTestId('booking-money')
    .filter({ hasText: `Refunded ${rupees(1000)}` })
    .waitFor();
  await screenshot(shopper, 'admin-cancelled-seen-by-customer-390');

  const log = await api('/admin/audit?limit=10', { token: await apiLogin(OPERATOR) });
  const entry = log.body.Payload.find((a) => a.Action === 'booking.cancel' && a.EntityId === String(id));
  assert.equal(entry?.Reason, 'Agreed with the customer on a call');
  assert.equal(entry.After.refund, 1000);
  assert.deepEqual(page.errors, []);
  assert.deepEqual(shopper.errors, []);
});
