// A new vendor's first month on Utsav, to the payout (docs/payments.md "Vendor earnings, withholding and payouts"):
// registered through the vendor sign-up, the vendor sees "Awaiting approval"; the operator approves them in the back
// office ("You are live"); they give PAN and bank account, the operator verifies; a customer books their service
// twice (paid), one is cancelled with half refunded. The month then ends: the operator runs its payout in the back
// office, downloads the TCS (GSTR-8) and TDS (194-O) reports and enters the bank's UTR; the vendor's payouts page
// shows the payout; the earnings page, the statement CSV the vendor downloads and the operator's reports agree to
// the paisa with the ledger the pages read (GET /vendor/ledger, /vendor/earnings).
//
// A payout run pays only a month that has ended, so this journey runs on its own API whose clock it moves to the
// first day of the next month (./own-api.mjs, imported first: every helper below talks to that API); the browser's
// clock is moved with it. The service is added through the vendor API: its form is the vendor journey's
// (vendor-journey.composed.test.mjs); a new vendor's services need no approval of their own — they are listed once
// the vendor is approved. At 1280 and 390 px, axe on every screenshot, failing on page and console errors.
import { OWN_API_URL, routeToOwnApi, setOwnApiTime, startOwnApi, stopOwnApi } from './own-api.mjs';
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, OPERATOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser } from '../../lib/browser.mjs';
import { lastCodeSentTo } from '../../lib/one-time-codes.mjs';
import { until } from '../../lib/wait.mjs';
import { daysFromNow, payByApi, placeOrder, rupees } from '../checkout/checkout-api.mjs';
import {
  bothWidths,
  call,
  csvRows,
  downloadText,
  open,
  paise,
  pngFile,
  vendorSignIn,
  watchedPage,
} from './vendor-helpers.mjs';

let browser;
before(async () => {
  await startOwnApi();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await stopOwnApi();
});

const stamp = String(Date.now()).slice(-8);
/** Names take letters only: the stamp's digits as letters keep this run's vendor apart on the reports. */
const tag = stamp.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]);
const vendor = { name: `Kavya Iyer ${tag}`, email: `kavya.iyer${stamp}@example.in`, phone: `96${stamp}` };
const password = 'Kavya@2026';
const GSTIN = '27AAPFU0939F1ZV';
const KYC = { pan: 'ABCPI1234F', panName: 'Kavya Iyer', accountNumber: '50100987654321', ifsc: 'HDFC0000123' };
const MASKED = 'XXXX4321';

/** India's calendar month now (YYYY-MM), and 10:00 India time on the first day of the next one. */
function monthAndNextStart(now = Date.now()) {
  const india = new Date(now + 330 * 60_000);
  const y = india.getUTCFullYear();
  const m = india.getUTCMonth();
  return { period: `${y}-${String(m + 1).padStart(2, '0')}`, next: new Date(Date.UTC(y, m + 1, 1, 4, 30)) };
}

/** An operator's back-office page: the token in sessionStorage, as the sign-in page leaves it. */
async function operatorPage(token, { at } = {}) {
  const page = await watchedPage(browser);
  await routeToOwnApi(page);
  if (at) await page.clock.setFixedTime(at);
  await page.goto(`${BASE_URL}/admin`);
  await page.evaluate((tok) => sessionStorage.setItem('utsav.token', tok), token);
  return page;
}

async function vendorPage({ at } = {}) {
  const page = await watchedPage(browser);
  await routeToOwnApi(page);
  if (at) await page.clock.setFixedTime(at);
  return page;
}

/** Adds the vendor's service through the vendor API (the form is the vendor journey's); its id. */
async function addService(token) {
  const form = new FormData();
  form.append(
    'productJson',
    JSON.stringify({
      serviceId: 1,
      name: `Kavya Mandap ${stamp}`,
      operatorName: vendor.name,
      mobile: vendor.phone,
      email: vendor.email,
      shortDes: 'Mandap and flowers',
      longDes: 'Mandap, flowers, lights and setup.',
      bookingAmt: '11800',
      travelcharge: '0',
      // The customer's event is in another state (their saved address): the service travels that far.
      serviceRadiusKm: '1500',
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
  const png = pngFile('mandap.png');
  form.append('images', new Blob([png.buffer], { type: png.mimeType }), png.name);
  const res = await fetch(`${OWN_API_URL}/api/vendor/AddProduct`, {
    method: 'POST',
    headers: { 'X-Auth-Token': token },
    body: form,
  });
  const added = await res.json();
  assert.equal(added.Status, 'Success', JSON.stringify(added));
  return added.Payload.ServiceId;
}

/** A paid booking of `serviceId` `days` ahead by the customer (through the offline gateway's API). */
async function paidBooking(customer, serviceId, days) {
  const placed = await placeOrder(customer, serviceId, daysFromNow(days));
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  return placed.Bookings[0];
}

const tcs = (x) => paise(x.TcsCgst) + paise(x.TcsSgst) + paise(x.TcsIgst);
const shared = { period: '', next: null, bookings: [] };

test('a new vendor: awaiting approval → approved → KYC verified → two bookings, one half refunded', async () => {
  const operator = await apiLogin(OPERATOR);
  const page = await vendorPage();

  // The vendor sign-up, with the code sent to the number.
  await open(page, '/service-provider-reg');
  const reg = page.getByRole('form', { name: 'Vendor registration' });
  await reg.getByLabel('Full Name').fill(vendor.name);
  await reg.getByLabel('Email').fill(vendor.email);
  await reg.getByLabel('Phone').fill(vendor.phone);
  await reg.getByLabel('Service Type').selectOption({ label: 'Decoration' });
  await reg.getByLabel('Password', { exact: true }).fill(password);
  await reg.getByLabel('Confirm Password').fill(password);
  await reg.getByRole('checkbox', { name: /vendor policy and terms/ }).check();
  await reg.getByRole('button', { name: 'Send code' }).click();
  await reg.getByLabel('Verification code').fill((await lastCodeSentTo(vendor.phone)).code);
  await reg.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('heading', { level: 1, name: 'Registration received' }).waitFor();

  // Signed in, every vendor page says the account awaits approval, and what Utsav checks.
  await vendorSignIn(page, { username: vendor.email, password });
  await page.getByText('Awaiting approval', { exact: true }).first().waitFor();
  await page.getByText('This usually takes one to two working days', { exact: false }).first().waitFor();
  await bothWidths(page, 'vendor-month-awaiting-approval');
  const token = await apiLogin({ username: vendor.email, password });
  await call('/vendor/gstin', { token, method: 'POST', body: { gstin: GSTIN } });
  const serviceId = await addService(token);

  // The operator approves the vendor in the back office.
  const admin = await operatorPage(operator);
  await admin.goto(`${BASE_URL}/admin/vendors?status=pending`);
  const row = admin.getByTestId('vendor-row').filter({ hasText: vendor.email });
  await row.getByRole('button', { name: 'Approve' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Approve vendor' });
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await dialog.waitFor({ state: 'detached' });
  await row.waitFor({ state: 'detached' });

  // The vendor is told they are live; the service is on the storefront.
  await open(page, '/vendor/services');
  await page.reload();
  await page.getByText('You are live', { exact: true }).first().waitFor();
  await bothWidths(page, 'vendor-month-live');
  assert.equal((await fetch(`${OWN_API_URL}/api/ProductDetails/${serviceId}`)).status, 200, 'listed once approved');

  // KYC on the earnings page; the operator verifies it under KYC.
  await open(page, '/vendor/earnings');
  const form = page.getByRole('form', { name: 'KYC details' });
  await form.getByLabel('PAN', { exact: true }).fill(KYC.pan);
  await form.getByLabel('Name as on PAN').fill(KYC.panName);
  await form.getByLabel('Account holder name').fill(KYC.panName);
  await form.getByLabel('Bank account number').fill(KYC.accountNumber);
  await form.getByLabel('Confirm account number').fill(KYC.accountNumber);
  await form.getByLabel('IFSC', { exact: true }).fill(KYC.ifsc);
  await form.getByRole('button', { name: 'Save KYC details' }).click();
  await page.getByTestId('kyc-card').getByText(`On record: account ${MASKED}`, { exact: false }).waitFor();
  await admin.goto(`${BASE_URL}/admin/kyc`);
  const kycRow = admin.getByTestId('kyc-row').filter({ hasText: vendor.name });
  await kycRow.getByRole('button', { name: 'Verify' }).click();
  await kycRow.getByText('Verified').waitFor();
  await bothWidths(admin, 'admin-month-kyc-verified');

  // A customer books the service twice, paid in full; the one 20 days ahead is cancelled: half refunded.
  const customer = await apiLogin(CUSTOMER_B);
  if (!(await call('/GetBookingAddressList', { token: customer })).Payload?.length)
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
  const kept = await paidBooking(customer, serviceId, 45);
  const cancelled = await paidBooking(customer, serviceId, 20);
  const c = await call(`/bookings/${cancelled.BookingId}/cancel`, { token: customer, method: 'POST' });
  assert.ok(c.Payload.RefundAmount > 0, `half refunded: ${JSON.stringify(c.Payload)}`);
  shared.bookings = [kept, cancelled];
  Object.assign(shared, monthAndNextStart());

  assert.deepEqual(page.errors, []);
  assert.deepEqual(admin.errors, []);
  await page.context().close();
  await admin.context().close();
});

test('the month ends: the operator pays it; payouts page, earnings page, statement CSV and TCS/TDS reports = the ledger', async () => {
  assert.ok(shared.bookings.length === 2, 'the first part ran');
  const { period, next } = shared;
  await setOwnApiTime(next);
  const operator = await apiLogin(OPERATOR);
  const token = await apiLogin({ username: vendor.email, password });

  // The ledger and the earnings the pages read, before the run: what the month owes the vendor.
  const ledger = (await call('/vendor/ledger', { token })).Payload;
  const earnings = (await call(`/vendor/earnings?month=${period}`, { token })).Payload;
  const owed = paise(earnings.Totals.Net);
  assert.equal(earnings.Bookings.length, 2);
  assert.equal(paise(ledger.Totals.Receivable), owed, 'the ledger owes the month’s net');
  for (const b of earnings.Bookings) {
    const l = ledger.Bookings.find((x) => x.Kind === b.Kind && x.BookingId === b.BookingId);
    assert.deepEqual(
      [l.Collected, l.Refunded, l.Commission, l.Withheld, l.NetReceivable].map(paise),
      [
        paise(b.Gross),
        paise(b.Refunded),
        paise(b.Commission),
        paise(b.CommissionGst) + tcs(b) + paise(b.Tds),
        paise(b.Net),
      ],
      `${b.BookingNo}: earnings = ledger`,
    );
  }

  // The operator runs the month's payout in the back office.
  const admin = await operatorPage(operator, { at: next });
  await admin.goto(`${BASE_URL}/admin/payout-runs`);
  await admin.getByRole('heading', { level: 1, name: 'Payout runs' }).waitFor();
  await admin.getByLabel('Month').selectOption(period);
  await admin.getByRole('button', { name: 'Run payouts' }).click();
  await admin
    .getByRole('status')
    .filter({ hasText: /\d+ paid/ })
    .waitFor();
  const runRow = admin.getByTestId('run-row').filter({ hasText: vendor.name });
  await runRow.waitFor();
  const runCells = await runRow.locator('td').allTextContents();
  assert.equal(runCells[1], rupees(owed / 100), 'the run pays what the ledger owes');
  assert.ok(runCells[2].includes(MASKED) && !runCells[2].includes(KYC.accountNumber), 'the account, masked');
  await bothWidths(admin, 'admin-month-payout-run');

  // The TCS and TDS reports, downloaded from the page.
  const tcsFile = await downloadText(admin, admin.getByRole('button', { name: 'TCS report (GSTR-8)' }));
  const tdsFile = await downloadText(admin, admin.getByRole('button', { name: 'TDS report (194-O)' }));
  assert.equal(tcsFile.name, `utsav-tcs-${period}.csv`);
  const tcsRow = csvRows(tcsFile.text).find((r) => r[1] === vendor.name);
  const tdsRow = csvRows(tdsFile.text).find((r) => r[1] === vendor.name);
  assert.ok(tcsRow && tdsRow, 'the vendor is on both reports');

  // The vendor's payouts page shows the payout, sent to the bank; then paid with the UTR the operator enters.
  const page = await vendorPage({ at: next });
  await vendorSignIn(page, { username: vendor.email, password });
  await open(page, '/vendor/payouts');
  const payout = page.getByTestId('payout-row').filter({ hasText: period });
  await payout.getByText('Sent to the bank').waitFor();
  await payout.getByText(rupees(owed / 100)).waitFor();
  for (const b of shared.bookings) await payout.getByText(b.BookingNo).waitFor();
  await bothWidths(page, 'vendor-month-payout-sent');
  const utr = `UTIB${stamp}00`;
  await runRow.getByLabel(`UTR for ${vendor.name}`).fill(utr);
  await runRow.getByRole('button', { name: 'Mark paid' }).click();
  await runRow.getByText(utr).waitFor();
  await page.reload();
  await payout.getByText(utr).waitFor();
  await payout.getByText('Paid', { exact: true }).waitFor();
  await bothWidths(page, 'vendor-month-payout-paid');
  const after = (await call('/vendor/ledger', { token })).Payload;
  assert.equal(paise(after.Totals.Receivable), 0, 'nothing left owed');
  assert.equal(paise(after.Totals.PaidOut) - paise(ledger.Totals.PaidOut), owed, 'the ledger records the payout');

  // The earnings page of the month: every row and the totals are the API's, and the rows add up to them.
  await open(page, '/vendor/earnings');
  await page.getByLabel('Month').selectOption(period);
  const rows = page.getByTestId('earnings-row');
  await until(async () => (await rows.count()) === 2, 'the month’s two bookings');
  const onPage = {};
  for (const b of earnings.Bookings) {
    const cells = await rows.filter({ hasText: b.BookingNo }).locator('td').allTextContents();
    assert.deepEqual(
      cells.slice(2, 9),
      [b.Gross, b.Refunded, b.Commission, b.CommissionGst, tcs(b) / 100, b.Tds, b.Net].map(rupees),
      `${b.BookingNo} on the page`,
    );
    onPage[b.BookingNo] = b;
  }
  const t = earnings.Totals;
  const foot = await page.getByRole('table', { name: 'Earnings per booking' }).locator('tfoot td').allTextContents();
  assert.deepEqual(
    foot.slice(1, 8),
    [t.Gross, t.Refunded, t.Commission, t.CommissionGst, tcs(t) / 100, t.Tds, t.Net].map(rupees),
  );
  for (const key of ['Gross', 'Refunded', 'Commission', 'CommissionGst', 'TcsCgst', 'TcsSgst', 'TcsIgst', 'Tds', 'Net'])
    assert.equal(
      earnings.Bookings.reduce((s, b) => s + paise(b[key]), 0),
      paise(t[key]),
      `the rows add up to the total ${key}`,
    );
  await bothWidths(page, 'vendor-month-earnings');

  // The statement CSV (English), downloaded from the page: its rows and totals are the page's, to the paisa.
  const statement = await downloadText(page, page.getByRole('button', { name: 'CSV (English)' }));
  const lines = csvRows(statement.text);
  for (const [no, b] of Object.entries(onPage)) {
    const r = lines.find((l) => l[0] === no);
    assert.ok(r, `${no} in the statement`);
    assert.deepEqual(
      r.slice(3, 12).map(paise),
      [b.Gross, b.Refunded, b.Commission, b.CommissionGst, b.TcsCgst, b.TcsSgst, b.TcsIgst, b.Tds, b.Net].map(paise),
      `${no}: statement = page`,
    );
  }
  const total = lines.find((l) => l[0] === 'Total');
  assert.deepEqual(
    total.slice(3, 12).map(paise),
    [t.Gross, t.Refunded, t.Commission, t.CommissionGst, t.TcsCgst, t.TcsSgst, t.TcsIgst, t.Tds, t.Net].map(paise),
    'statement totals = page totals',
  );
  assert.equal(paise(total[11]), owed, 'the statement’s net = the payout');

  // The operator's reports: the vendor's month = the page's figures (GSTR-8: GSTIN, gross, returns, net, TCS; 194-O:
  // PAN, gross, returns, net, TDS).
  assert.equal(tcsRow[0], GSTIN);
  assert.deepEqual(
    [tcsRow[2], tcsRow[3], tcsRow[4], tcsRow[6], tcsRow[7], tcsRow[8], tcsRow[9]].map(paise),
    [
      paise(t.Gross),
      paise(t.Refunded),
      paise(t.Gross) - paise(t.Refunded),
      paise(t.TcsCgst),
      paise(t.TcsSgst),
      paise(t.TcsIgst),
      tcs(t),
    ],
    'TCS report = the earnings page',
  );
  assert.equal(tdsRow[0], KYC.pan);
  assert.deepEqual(
    tdsRow.slice(2, 6).map(paise),
    [paise(t.Gross), paise(t.Refunded), paise(t.Gross) - paise(t.Refunded), paise(t.Tds)],
    'TDS report = the earnings page',
  );

  assert.deepEqual(page.errors, []);
  assert.deepEqual(admin.errors, []);
});
