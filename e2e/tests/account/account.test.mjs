// Account remote: profile, addresses by pincode, review, invoice + print layout, change password,
// and another customer's invoice URL showing nothing of the first. Runs composed and standalone.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_URL, BASE_URL, STANDALONE, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { CUSTOMER, CUSTOMER_B, apiLogin, signInThroughDialog } from '../../lib/accounts.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());
// The journey changes the demo customer's password; put it back so journeys that run later can sign in.
after(async () => {
  const token = await apiLogin({ ...CUSTOMER, password: 'Customer@456' }).catch(() => null);
  if (!token) return;
  const res = await fetch(`${API_URL}/api/change-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Auth-Token': token },
    body: JSON.stringify({
      uid: '',
      oldPassword: 'Customer@456',
      newPassword: CUSTOMER.password,
      confirmPassword: CUSTOMER.password,
    }),
  });
  assert.equal(res.status, 200, 'demo password restored');
});

async function apiGet(path, token) {
  const res = await fetch(`${API_URL}/api${path}`, { headers: token ? { 'X-Auth-Token': token } : {} });
  return res.json();
}

const sidebar = (page) => page.getByRole('complementary', { name: 'My account' });
const h1 = (page, name) => page.getByRole('heading', { level: 1, name, exact: true });

test('a customer edits the profile, manages addresses, reviews a booking, prints its invoice and changes the password', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await signInThroughDialog(page, CUSTOMER);
  await page.goto(`${BASE_URL}/account`);
  await h1(page, 'Personal Info').waitFor();
  for (const item of ['Personal Info', 'Address', 'My Booking', 'Enquiry', 'Change Password']) {
    assert.ok(await sidebar(page).getByRole('link', { name: item, exact: true }).isVisible(), `sidebar lists ${item}`);
  }
  assert.ok(await sidebar(page).getByRole('button', { name: 'Logout' }).isVisible(), 'sidebar lists Logout');
  assert.equal(await page.locator('h1').count(), 1);

  // --- Profile: edit the name in the profile modal
  await page.getByTestId('profile-name').filter({ hasText: CUSTOMER.name }).waitFor();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const profileDialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await profileDialog.getByLabel('Phone').fill('98765x');
  assert.equal(await profileDialog.getByLabel('Phone').inputValue(), '98765', 'phone keeps digits only');
  await profileDialog.getByLabel('Phone').fill(CUSTOMER.mobile);
  await profileDialog.getByLabel('Name').fill('Aarav K Sharma');
  await profileDialog.getByRole('button', { name: 'Update Profile' }).click();
  await profileDialog.waitFor({ state: 'hidden' });
  await page.getByTestId('profile-name').filter({ hasText: 'Aarav K Sharma' }).waitFor();
  await sidebar(page).getByText('Aarav K Sharma').waitFor();
  if (!STANDALONE) await page.getByTestId('user-button').filter({ hasText: 'Aarav' }).waitFor();
  await screenshot(page, 'account-profile');

  // --- Address: add by pincode, edit, delete after the confirm dialog
  await sidebar(page).getByRole('link', { name: 'Address' }).click();
  await h1(page, 'Address').waitFor();
  await page.getByTestId('address-card').first().waitFor();
  await page.getByRole('button', { name: '+ Add New Address' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add New Address' });
  await addDialog.getByLabel('Name').fill('Kabir Venue Desk');
  await addDialog.getByLabel('Email').fill('kabir.desk@example.in');
  await addDialog.getByLabel('Mobile').fill('9811122233');
  await addDialog.getByLabel('Zipcode').fill('560001');
  await addDialog.getByLabel('Zipcode').press('Tab');
  await page.waitForFunction(() => document.querySelector('input[name="state"]')?.value === 'Karnataka');
  assert.equal(await addDialog.getByLabel('City').inputValue(), 'Bengaluru');
  await addDialog.getByRole('textbox', { name: 'Address', exact: true }).fill('12 MG Road, Shanthala Nagar');
  await addDialog.getByRole('button', { name: 'Save Address' }).click();
  await addDialog.waitFor({ state: 'hidden' });
  const card = page.getByTestId('address-card').filter({ hasText: 'Kabir Venue Desk' });
  await card.filter({ hasText: 'Karnataka' }).waitFor();

  await page.getByRole('button', { name: 'Edit address of Kabir Venue Desk' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Address' });
  assert.equal(await editDialog.getByLabel('Zipcode').inputValue(), '560001');
  await editDialog.getByRole('textbox', { name: 'Address', exact: true }).fill('14 MG Road, Shanthala Nagar');
  await editDialog.getByRole('button', { name: 'Update Address' }).click();
  await editDialog.waitFor({ state: 'hidden' });
  await card.filter({ hasText: '14 MG Road' }).waitFor();
  await screenshot(page, 'account-address');

  await page.getByRole('button', { name: 'Delete address of Kabir Venue Desk' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await confirm.getByText('Are you sure? You want to delete this address..!!').waitFor();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await page.getByText('Address deleted successfully').first().waitFor();
  await card.waitFor({ state: 'detached' });

  // --- My Booking: open a booking made earlier and review it
  await sidebar(page).getByRole('link', { name: 'My Booking' }).click();
  await h1(page, 'My Booking').waitFor();
  const token = await page.evaluate(() => sessionStorage.getItem('utsav.token'));
  const bookings = (await apiGet('/GetMyBookings', token)).Payload;
  const earlier = bookings.find((b) => b.BookingState === 'completed' && b.rating === 0); // reviews only after the event
  assert.ok(earlier, 'the demo customer has an unreviewed booking');
  const row = page.getByTestId('booking-row').filter({ hasText: earlier.BookingNo });
  await row.getByText('Completed', { exact: true }).waitFor(); // the event has passed: reviews are open
  await row.getByRole('button', { name: `Review ${earlier.BookingNo}` }).click();
  const review = page.getByRole('dialog', { name: 'Write a Review' });
  await review.getByText(earlier.Title).waitFor();
  await review.getByText(earlier.BookingNo).waitFor();
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await review.getByText("Don't forget to select a rating!").waitFor();
  await review.getByRole('radio', { name: '4 stars' }).click();
  await review.getByLabel('Message').fill('Punctual team and a beautiful setup.');
  await review.getByRole('button', { name: 'Submit Review' }).click();
  await review.waitFor({ state: 'hidden' });
  await row.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
  assert.equal(await row.getByRole('button', { name: /Review/ }).count(), 0);
  await screenshot(page, 'account-bookings');

  // --- Invoice of that booking: Bill To, GST split by state, SAC, print
  await row.getByRole('link', { name: `Invoice ${earlier.BookingNo}` }).click();
  await page.waitForURL(`**/account/booking/${earlier.BookingNo}`);
  await h1(page, 'Tax Invoice').waitFor();
  const detail = (await apiGet(`/GetOrderDetail?bookingId=${earlier.BookingNo}`, token)).Payload;
  const service = (await apiGet(`/ProductDetails/${detail.ProductId}`)).Payload.Products[0];
  assert.equal((await page.getByTestId('bill-to-name').textContent()).trim(), detail.Name);
  await page.getByTestId('invoice').getByText(detail.Address).first().waitFor();
  assert.match(await page.getByTestId('sac-code').textContent(), /^\d{6}$/);
  const sameState = service.state.toLowerCase() === detail.State.toLowerCase();
  if (detail.GstAmt > 0) {
    assert.equal(await page.getByTestId('cgst').count(), sameState ? 1 : 0);
    assert.equal(await page.getByTestId('sgst').count(), sameState ? 1 : 0);
    assert.equal(await page.getByTestId('igst').count(), sameState ? 0 : 1);
  }
  // every figure adds up — taxable value + GST = Total = the booking's billing amount, to the paisa;
  // a travel line (when there is travel) carries its own taxable value and GST.
  const money = async (id) =>
    (await page.getByTestId(id).count())
      ? Math.round(Number((await page.getByTestId(id).locator('dd').textContent()).replace(/[^\d.-]/g, '')) * 100)
      : 0;
  const gstPaise = (await money('cgst')) + (await money('sgst')) + (await money('igst')) + (await money('gst'));
  assert.equal((await money('taxable')) + gstPaise, Math.round(detail.BillingAmt * 100), 'taxable + GST = billing');
  assert.equal(await money('invoice-total'), Math.round(detail.BillingAmt * 100));
  assert.equal(await page.getByTestId('travel-line').count(), detail.travelCharges > 0 ? 1 : 0);
  // the total is what was charged, to the paisa — no rounded "Amount", no round-off line.
  assert.equal(await page.getByTestId('invoice-amount').count(), 0);
  assert.equal(await page.getByText('Round off').count(), 0);
  assert.equal(await money('invoice-payment'), Math.round(detail.PaidAmt * 100), 'the payment listed is what was paid');

  await page.evaluate(() => {
    window.__printed = 0;
    window.print = () => {
      window.__printed += 1;
    };
  });
  await page.getByRole('button', { name: /Print Invoice/ }).click();
  assert.equal(await page.evaluate(() => window.__printed), 1, 'print button prints');
  await page.emulateMedia({ media: 'print' });
  assert.equal(await sidebar(page).isVisible(), false, 'sidebar hidden in print');
  assert.equal(await page.getByRole('button', { name: /Print Invoice/ }).isVisible(), false, 'toolbar hidden in print');
  if (!STANDALONE) assert.equal(await page.locator('header').first().isVisible(), false, 'site header hidden in print');
  assert.ok(await page.getByTestId('invoice').isVisible());
  await screenshot(page, 'account-invoice-print');
  await page.emulateMedia({ media: 'screen' });
  await screenshot(page, 'account-invoice');

  // A seeded intra-state booking (BK000001: Mumbai vendor, Mumbai address) shows CGST + SGST.
  await page.goto(`${BASE_URL}/account/booking/BK000001`);
  await h1(page, 'Tax Invoice').waitFor();
  await page.getByTestId('cgst').waitFor();

  // Package invoice
  await page.goto(`${BASE_URL}/account/booking-package`);
  await page.getByTestId('package-row').first().waitFor();
  await page
    .getByTestId('package-row')
    .first()
    .getByRole('link', { name: /Invoice/ })
    .click();
  await h1(page, 'Package Tax Invoice').waitFor();
  await page.getByTestId('bill-to-name').waitFor();
  // One line per product with its supplier, taxable value and GST; the columns add up to the package total.
  const pkgId = page.url().split('/').pop();
  const pkgDetail = (await apiGet(`/GetPackageBookingDetails/${pkgId}`, token)).Payload;
  await page
    .getByTestId('package-supplier')
    .first()
    .getByText(/^Sold by /)
    .waitFor();
  assert.equal(
    await page.getByTestId('package-line').count(),
    pkgDetail.Services.reduce((n, x) => n + x.Products.length, 0),
  );
  const pkgGst = (await money('cgst')) + (await money('sgst')) + (await money('igst')) + (await money('gst'));
  assert.equal(
    (await money('taxable')) + pkgGst,
    Math.round(pkgDetail.PackageTotal * 100),
    'package: taxable + GST = total',
  );
  assert.ok(pkgGst > 0, 'the package invoice shows its GST');
  await screenshot(page, 'account-package-invoice');

  // --- Unknown account path: 404 panel inside the layout
  await page.goto(`${BASE_URL}/account/nothing-here`);
  await h1(page, 'Page Not Found').waitFor();
  assert.ok(await sidebar(page).isVisible());

  // --- Change password, log out, sign in with the new one
  await page.goto(`${BASE_URL}/account/password`);
  await h1(page, 'Change Password').waitFor();
  await page.getByLabel('Old Password').fill(CUSTOMER.password);
  await page.getByLabel('New Password').fill('Customer@456');
  await page.getByLabel('Confirm Password').fill('Customer@457');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('New password and confirm password do not match').waitFor();
  await page.getByLabel('Confirm Password').fill('Customer@456');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Password changed successfully').first().waitFor();

  await sidebar(page)
    .getByRole('button', { name: /Logout/ })
    .click();
  await page.waitForURL(`${BASE_URL}${STANDALONE ? '/standalone' : '/'}`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('utsav.token')), null);
  if (!STANDALONE) await page.getByTestId('user-button').filter({ hasText: 'Sign In' }).waitFor();
  await signInThroughDialog(page, { ...CUSTOMER, password: 'Customer@456' });
  await page.goto(`${BASE_URL}/account/profile`);
  await h1(page, 'Personal Info').waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test("another customer's invoice URL shows nothing of the first", async () => {
  const ownerToken = await apiLogin({ ...CUSTOMER, password: 'Customer@456' }).catch(() => apiLogin(CUSTOMER));
  const first = (await apiGet('/GetMyBookings', ownerToken)).Payload[0];
  const pkg = (await apiGet('/GetPackageOrders', ownerToken)).Payload[0];
  const firstDetail = (await apiGet(`/GetOrderDetail?bookingId=${first.BookingNo}`, ownerToken)).Payload;
  const page = await newPage(browser, { width: 360, height: 780 });
  await page.goto(`${BASE_URL}/`);
  await signInThroughDialog(page, CUSTOMER_B);
  for (const path of [
    `/account/booking/${first.BookingNo}`,
    `/account/booking/${first.BookingId}`,
    `/account/booking-package/${pkg.BookingId}`,
  ]) {
    await page.goto(`${BASE_URL}${path}`);
    await page
      .getByTestId('invoice-not-found')
      .waitFor()
      .catch(async (e) => {
        await screenshot(page, 'account-debug-other-customer');
        throw e;
      });
    const text = await page.locator('main').innerText();
    for (const secret of [firstDetail.Name, firstDetail.Address, firstDetail.Mobile, first.Title]) {
      assert.ok(!text.includes(secret), `${path} does not show ${secret}`);
    }
  }
  await screenshot(page, 'account-invoice-other-customer-360');
  // Their own bookings page at 360 px has no horizontal overflow.
  await page.goto(`${BASE_URL}/account/booking`);
  await h1(page, 'My Booking').waitFor();
  await page.waitForLoadState('networkidle');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 1, `no horizontal scroll at 360 px (${overflow})`);
  await screenshot(page, 'account-bookings-360');
  await page.context().close();
});
