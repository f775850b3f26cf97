// The demo vendor runs their money on Utsav (docs/payments.md "Vendor ledger", "KYC"): signed in, they open Earnings,
// whose figures are the API's, and the API's are the payment records (two bookings of theirs paid here, one cancelled
// with half refunded); they give their PAN and bank account; the payouts page says Utsav is checking them; the
// operator sees it on the back office's payouts page, follows it to KYC and verifies; the vendor's payouts page then
// says verified, with the masked account payouts go to. At 1280 and 390 px, axe on every screenshot, failing on
// page errors and console errors.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR, VENDOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';
import { call as customerCall, daysFromNow, payByApi, placeOrder, rupees } from '../checkout/checkout-api.mjs';
import { bothWidths, call, open, paise, vendorSignIn, watchedPage } from './vendor-helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Vendor A's (Shubh Decorators) seeded service, one booking a date. */
const PRODUCT = 2;
const VENDOR_NAME = 'Shubh Decorators';
const KYC = {
  pan: 'ABCPK1234F',
  panName: 'Ravi Kumar',
  accountHolder: 'Ravi Kumar',
  accountNumber: '50100123456789',
  ifsc: 'HDFC0000123',
};
const MASKED = 'XXXX6789';

/** Places and pays an order of PRODUCT on the first free date of `days`; the booking. */
async function paidBooking(customer, days) {
  for (const d of days) {
    const placed = await placeOrder(customer, PRODUCT, daysFromNow(d)).catch(() => null);
    if (!placed) continue;
    await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
    return placed.Bookings[0];
  }
  throw new Error(`no free date for product ${PRODUCT} in ${days[0]}…${days.at(-1)} days`);
}

const sum = (xs) => xs.reduce((a, x) => a + paise(x.Amount), 0);
const tcs = (x) => paise(x.TcsCgst) + paise(x.TcsSgst) + paise(x.TcsIgst);

test('earnings = the payment records; KYC given, verified by the operator, shown verified on payouts (1280, 390 px)', async () => {
  const customer = await apiLogin(CUSTOMER_B);
  const vendorToken = await apiLogin(VENDOR);
  const operatorToken = await apiLogin(OPERATOR);

  // Two bookings of the vendor's: one paid in full, one paid and cancelled 8–28 days ahead (half refunded).
  const start = 300 + (Number(String(Date.now()).slice(-3)) % 200);
  const kept = await paidBooking(
    customer,
    Array.from({ length: 20 }, (_, i) => start + i),
  );
  const cancelled = await paidBooking(
    customer,
    Array.from({ length: 21 }, (_, i) => 8 + i),
  );
  const c = await customerCall(customer, `/bookings/${cancelled.BookingId}/cancel`, { method: 'POST' });
  assert.equal(c.Status, 'Success', c.Message);

  // The API's earnings against the payment records of each booking (what the vendor's invoice page lists).
  const earnings = (await call('/vendor/earnings', { token: vendorToken })).Payload;
  for (const [booking, refunded] of [
    [kept, false],
    [cancelled, true],
  ]) {
    const row = earnings.Bookings.find((b) => b.Kind === 'booking' && b.BookingId === booking.BookingId);
    assert.ok(row, `${booking.BookingNo} is on the earnings`);
    const detail = (await call(`/vendor/OrderDetails/${booking.BookingId}`, { token: vendorToken })).Payload;
    assert.ok(detail.Payments.length >= 1, `${booking.BookingNo} was paid`);
    assert.equal(paise(row.Gross), sum(detail.Payments), `${booking.BookingNo}: gross = the payments`);
    assert.equal(paise(row.Refunded), sum(detail.Refunds), `${booking.BookingNo}: refunds = the refund records`);
    assert.equal(paise(row.Refunded) > 0, refunded, `${booking.BookingNo}: refunded ${row.Refunded}`);
    assert.equal(
      paise(row.Net),
      paise(row.Gross) -
        paise(row.Refunded) -
        paise(row.Commission) -
        paise(row.CommissionGst) -
        tcs(row) -
        paise(row.Tds),
      `${booking.BookingNo}: net = gross − refunds − commission − its GST − TCS − TDS`,
    );
  }
  for (const key of ['Gross', 'Refunded', 'Commission', 'CommissionGst', 'Tds', 'Net'])
    assert.equal(paise(earnings.Totals[key]), sum(earnings.Bookings.map((b) => ({ Amount: b[key] }))), `total ${key}`);

  // The vendor signs in and opens Earnings: every row and the totals are the API's.
  const page = await watchedPage(browser, 1280);
  await vendorSignIn(page, VENDOR);
  await open(page, '/vendor/earnings');
  await page.getByRole('heading', { level: 1, name: 'Earnings' }).waitFor();
  const table = page.getByRole('table', { name: 'Earnings per booking' });
  await table.waitFor();
  const rows = page.getByTestId('earnings-row');
  await until(async () => (await rows.count()) === earnings.Bookings.length, 'every booking of the API on the page');
  for (const booking of [kept, cancelled]) {
    const b = earnings.Bookings.find((x) => x.BookingId === booking.BookingId);
    const cells = await rows.filter({ hasText: booking.BookingNo }).locator('td').allTextContents();
    assert.deepEqual(
      cells.slice(2, 9),
      [b.Gross, b.Refunded, b.Commission, b.CommissionGst, tcs(b) / 100, b.Tds, b.Net].map(rupees),
      `${booking.BookingNo} on the page`,
    );
  }
  const t = earnings.Totals;
  const totals = await table.locator('tfoot td').allTextContents();
  assert.deepEqual(
    totals.slice(1, 8),
    [t.Gross, t.Refunded, t.Commission, t.CommissionGst, tcs(t) / 100, t.Tds, t.Net].map(rupees),
    'the totals on the page',
  );
  await bothWidths(page, 'vendor-earnings');

  // KYC: PAN, bank account and IFSC, saved for Utsav to check.
  const form = page.getByRole('form', { name: 'KYC details' });
  await form.getByLabel('PAN', { exact: true }).fill(KYC.pan);
  await form.getByLabel('Name as on PAN').fill(KYC.panName);
  await form.getByLabel('Account holder name').fill(KYC.accountHolder);
  await form.getByLabel('Bank account number').fill(KYC.accountNumber);
  await form.getByLabel('Confirm account number').fill(KYC.accountNumber);
  await form.getByLabel('IFSC', { exact: true }).fill(KYC.ifsc);
  await form.getByRole('button', { name: 'Save KYC details' }).click();
  const card = page.getByTestId('kyc-card');
  await card.getByText(`On record: account ${MASKED}, IFSC ${KYC.ifsc}, PAN ${KYC.pan}`).waitFor();
  await card.getByText('Utsav is checking your details; payouts start once they are verified.').waitFor();
  const saved = (await call('/vendor/kyc', { token: vendorToken })).Payload;
  assert.equal(saved.State, 'submitted');
  assert.equal(saved.AccountNumber, MASKED);
  await bothWidths(page, 'vendor-earnings-kyc-saved');

  // The payouts page says where KYC stands: pending Utsav's check, nothing to do.
  await page.getByRole('link', { name: 'See payouts' }).click();
  await page.getByRole('heading', { level: 1, name: 'Payouts' }).waitFor();
  const status = page.getByTestId('kyc-status');
  await status.getByTestId('kyc-state').filter({ hasText: 'Pending check' }).waitFor();
  await status.getByText('Utsav is checking your PAN and bank account.', { exact: false }).waitFor();
  await bothWidths(page, 'vendor-payouts-kyc-pending');

  // The operator: the payouts page shows the vendor's KYC waiting, and leads to KYC, where it is verified.
  const admin = await watchedPage(browser, 1280);
  await admin.goto(`${BASE_URL}/admin`);
  await admin.evaluate((tok) => sessionStorage.setItem('utsav.token', tok), operatorToken);
  await admin.goto(`${BASE_URL}/admin/payouts`);
  const payoutRow = admin.getByTestId('payout-row').filter({ hasText: VENDOR_NAME });
  const rowKyc = payoutRow.getByTestId('payout-kyc');
  await rowKyc.getByText('Submitted').waitFor();
  assert.ok(await payoutRow.getByRole('button', { name: 'Record payout' }).isDisabled(), 'no payout before KYC');
  await bothWidths(admin, 'admin-payouts-kyc-submitted');
  await rowKyc.getByRole('link', { name: 'Check and verify it under KYC' }).click();
  await admin.getByRole('heading', { level: 1, name: 'Vendor KYC' }).waitFor();
  const kycRow = admin.getByTestId('kyc-row').filter({ hasText: VENDOR_NAME });
  await kycRow.getByText(`${KYC.accountHolder} · ${MASKED} · ${KYC.ifsc}`).waitFor();
  assert.ok(!(await admin.locator('main').innerText()).includes(KYC.accountNumber), 'the account is masked');
  await bothWidths(admin, 'admin-kyc-before-verify');
  await kycRow.getByRole('button', { name: 'Verify' }).click();
  await kycRow.getByRole('button', { name: 'Verify' }).waitFor({ state: 'detached' });
  await kycRow.getByText('Verified').waitFor();
  const audit = (await call('/admin/audit?limit=10', { token: operatorToken })).Payload;
  assert.ok(
    audit.some((a) => a.Action === 'kyc.verify' && JSON.stringify(a.After).includes(MASKED)),
    'the verification is audited',
  );
  await bothWidths(admin, 'admin-kyc-verified');
  await admin.goto(`${BASE_URL}/admin/payouts`);
  await rowKyc.getByText(`Payouts go to account ${MASKED}`).waitFor();
  await bothWidths(admin, 'admin-payouts-kyc-verified');

  // The vendor's payouts page, opened again, says verified and where payouts go.
  await open(page, '/vendor/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await open(page, '/vendor/payouts');
  await status.getByTestId('kyc-state').filter({ hasText: 'Verified' }).waitFor();
  await status
    .getByText(`Utsav verified your PAN and bank account: payouts go to account ${MASKED} (IFSC ${KYC.ifsc}).`)
    .waitFor();
  assert.equal((await call('/vendor/kyc', { token: vendorToken })).Payload.State, 'verified');
  await bothWidths(page, 'vendor-payouts-kyc-verified');

  assert.deepEqual(page.errors, []);
  assert.deepEqual(admin.errors, []);
});
