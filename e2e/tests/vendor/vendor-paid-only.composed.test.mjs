// a vendor sees an order only once it is paid. Vendor A's booking list and package bookings, at 1280 and
// 390 px, after each money state is reached in turn: awaiting payment (service and package), paid in full, advance,
// balance paid, cancelled with a refund, declined. The unpaid orders never appear (nor their customer's contact); the
// paid ones do, with their state. (An order that expired unpaid is covered by api/test/vendor-paid-only.test.ts: a
// journey cannot wait out the 15-minute hold.)
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, VENDOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { call, daysFromNow, payByApi, placeOrder } from '../checkout/checkout-api.mjs';
import { open, vendorSignIn } from './vendor-helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const RETURN = `${BASE_URL}/booking/order`;
/** Vendor A's seeded service booked in every state, each on its own date (capacity 1). */
const PRODUCT = 2;
const first = 150 + (Number(String(Date.now()).slice(-3)) % 150);

async function vendorList(page, name, { present, absent }) {
  // Through another page, so the list mounts afresh and reads the bookings again.
  await open(page, '/vendor/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await open(page, '/vendor/booking');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.getByTestId('booking-row').first().waitFor();
  for (const [no, state] of present) {
    const row = page.getByTestId('booking-row').filter({ hasText: no });
    await row.waitFor();
    assert.equal(await row.getAttribute('data-state'), state, `${no} is listed as ${state}`);
  }
  const text = await page.locator('main').innerText();
  for (const no of absent) assert.ok(!text.includes(no), `${name}: the unpaid ${no} is not listed`);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `vendor-paid-only-${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("the vendor's list shows paid orders only, in every money state (1280 and 390 px)", async () => {
  const customer = await apiLogin(CUSTOMER_B);
  const vendorToken = await apiLogin(VENDOR);
  const page = await newPage(browser);
  await vendorSignIn(page, VENDOR);
  const day = (k) => daysFromNow(first + k);
  const bookingOf = (placed) => placed.Bookings[0];
  const absent = [];
  const present = [];

  // Awaiting payment: a service order and a package order with vendor A's service.
  const pending = await placeOrder(customer, PRODUCT, day(0));
  absent.push(bookingOf(pending).BookingNo);
  const address = (await call(customer, '/GetBookingAddressList')).Payload[0];
  const d = day(1);
  const pkg = await call(customer, '/packageBooking', {
    method: 'POST',
    body: {
      Bookingfor: 'Unpaid package',
      bookingAddressId: address.Id,
      gst_no: '',
      package: {
        packageID: 1,
        packageName: 'Royal Wedding Package',
        packageDesc: '',
        packageTotal: 1,
        packageImage: '',
        inPackage: '',
        BookingDate: d,
        packageItems: [
          {
            serviceID: 1,
            serviceName: '',
            amount: 0,
            book_On: d,
            productDetails: [{ Product_ID: PRODUCT, ServiceID: 1, Title: '', BookingDate: d, vid: 0 }],
          },
        ],
      },
    },
  });
  assert.equal(pkg.Status, 1, JSON.stringify(pkg));
  const pkgOrder = pkg.Payload.OrderId;
  await vendorList(page, 'awaiting-payment', { present, absent });
  await open(page, '/vendor/booking-package');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  assert.ok(
    !(await page.locator('main').innerText()).includes(pkgOrder),
    'the unpaid package order is not among the package bookings',
  );
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await screenshot(page, `vendor-paid-only-package-awaiting-payment-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  const pkgRows = (await call(vendorToken, '/vendor/getBookingsByProduct/all')).Payload;
  assert.ok(!pkgRows.some((r) => r.OrderId === pkgOrder), 'nor in the API reply');

  // Paid in full.
  const full = await placeOrder(customer, PRODUCT, day(2));
  await payByApi(customer, { OrderId: full.OrderId }, RETURN);
  present.push([bookingOf(full).BookingNo, 'confirmed']);
  await vendorList(page, 'paid-in-full', { present, absent });

  // An advance, then another whose balance is paid.
  const advance = await placeOrder(customer, PRODUCT, day(3), 'advance');
  await payByApi(customer, { OrderId: advance.OrderId }, RETURN);
  present.push([bookingOf(advance).BookingNo, 'confirmed']);
  await vendorList(page, 'advance-paid', { present, absent });
  const balance = await placeOrder(customer, PRODUCT, day(4), 'advance');
  await payByApi(customer, { OrderId: balance.OrderId }, RETURN);
  await payByApi(customer, { BookingId: bookingOf(balance).BookingId }, RETURN);
  present.push([bookingOf(balance).BookingNo, 'confirmed']);
  await vendorList(page, 'balance-paid', { present, absent });

  // Cancelled by the customer after paying (refunded), declined by the vendor (refunded in full).
  const cancelled = await placeOrder(customer, PRODUCT, day(5));
  await payByApi(customer, { OrderId: cancelled.OrderId }, RETURN);
  const c = await call(customer, `/bookings/${bookingOf(cancelled).BookingId}/cancel`, { method: 'POST' });
  assert.equal(c.Status, 'Success', JSON.stringify(c));
  present.push([bookingOf(cancelled).BookingNo, 'cancelled']);
  await vendorList(page, 'cancelled-refunded', { present, absent });
  const declined = await placeOrder(customer, PRODUCT, day(6));
  await payByApi(customer, { OrderId: declined.OrderId }, RETURN);
  const dr = await call(vendorToken, `/vendor/bookings/${bookingOf(declined).BookingId}/decline`, {
    method: 'POST',
    body: { reason: 'date_unavailable' },
  });
  assert.equal(dr.Status, 'Success', JSON.stringify(dr));
  present.push([bookingOf(declined).BookingNo, 'declined']);
  await vendorList(page, 'declined', { present, absent });

  // The unpaid booking's page is not the vendor's to open.
  await open(page, `/vendor/booking/${bookingOf(pending).BookingId}`);
  await page.waitForLoadState('networkidle');
  assert.ok(!(await page.locator('main').innerText()).includes(bookingOf(pending).BookingNo));
  assert.equal((await call(vendorToken, `/vendor/OrderDetails/${bookingOf(pending).BookingId}`)).status, 404);
  assert.deepEqual(page.errors, []);
});
