// Payment journeys on the composed site, all with the offline gateway (the API's test payment page): pay an
// advance then the balance from My Bookings; a failed payment then a retry; cancel with a partial refund (and its
// GST credit note under the invoice); the vendor declines a paid booking (full refund).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, CUSTOMER_B, VENDOR, useToken } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { call, daysFromNow, payByApi, payOnGateway, placeOrder, rupees, spaGoto } from './checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const myBooking = async (token, bookingId) =>
  (await call(token, '/GetMyBookings')).Payload.find((b) => b.BookingId === bookingId);

async function signedInAt(token, path, viewport) {
  const page = await newPage(browser, viewport);
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  await spaGoto(page, path);
  return page;
}

test('advance now at the gateway, then the balance from My Bookings', async () => {
  const token = await apiLogin(CUSTOMER);
  const placed = await placeOrder(token, 2, daysFromNow(70), 'advance');
  const id = placed.Bookings[0].BookingId;
  const page = await signedInAt(token, `/booking/${placed.OrderId}`);
  await page.getByRole('heading', { level: 1, name: 'Complete your payment' }).waitFor();
  await page
    .getByTestId('amount-to-pay')
    .filter({ hasText: rupees(placed.TotalAdvanceBookingAmt) })
    .waitFor();
  await screenshot(page, 'payments-order-awaiting');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payOnGateway(page, { amount: rupees(placed.TotalAdvanceBookingAmt) });
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  const due = Math.round((placed.TotalAmount - placed.TotalAdvanceBookingAmt) * 100) / 100;
  await page
    .getByTestId('order-paid')
    .filter({ hasText: `balance ${rupees(due)} due` })
    .waitFor();

  await page.getByRole('link', { name: 'Track Order' }).click();
  const row = page.getByTestId('booking-row').filter({ hasText: placed.Bookings[0].BookingNo });
  await row.getByText('Balance due').waitFor();
  await row
    .getByTestId('booking-money')
    .filter({ hasText: `Due ${rupees(due)}` })
    .waitFor();
  await screenshot(page, 'payments-my-bookings-balance-due');
  await row
    .getByRole('button', { name: new RegExp(`^Pay balance ₹[\\d,.]+ for ${placed.Bookings[0].BookingNo}$`) })
    .click();
  await payOnGateway(page, { amount: rupees(due), method: 'Card' });
  await page.waitForURL(`${BASE_URL}/account/booking`);
  await row.getByText('Confirmed', { exact: true }).waitFor();
  await row
    .getByTestId('booking-money')
    .filter({ hasText: `Paid ${rupees(placed.TotalAmount)}` })
    .waitFor();
  assert.equal(await row.getByRole('button', { name: /Pay balance/ }).count(), 0);
  const b = await myBooking(token, id);
  assert.equal(b.PaidAmt, placed.TotalAmount);
  assert.equal(b.DueAmt, 0);
  assert.deepEqual(page.errors, []);
});

test('a failed payment, then a retry that pays', async () => {
  const token = await apiLogin(CUSTOMER_B);
  const placed = await placeOrder(token, 3, daysFromNow(71), 'full');
  const page = await signedInAt(token, `/booking/${placed.OrderId}`, { width: 390, height: 844 });
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await payOnGateway(page, { amount: rupees(placed.TotalAmount), outcome: 'failure' });
  await page.getByTestId('payment-failed').waitFor();
  await page.getByRole('heading', { level: 1, name: 'Complete your payment' }).waitFor();
  await screenshot(page, 'payments-failed-390');
  assert.equal((await call(token, `/GetOrder?orderId=${placed.OrderId}`)).Payload.Payment.Payments[0].Status, 'failed');
  await page.getByRole('button', { name: 'Retry payment' }).click();
  await payOnGateway(page, { amount: rupees(placed.TotalAmount) });
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  assert.equal((await call(token, `/GetOrder?orderId=${placed.OrderId}`)).Payload.BookingState, 'confirmed');
  assert.deepEqual(page.errors, []);
});

test('cancel 7–29 days ahead: 50 % refunded through the gateway, with a GST credit note under the invoice', async () => {
  const token = await apiLogin(CUSTOMER_B);
  const placed = await placeOrder(token, 4, daysFromNow(20), 'full');
  await payByApi(token, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const no = placed.Bookings[0].BookingNo;
  const page = await signedInAt(token, '/account/booking');
  const row = page.getByTestId('booking-row').filter({ hasText: no });
  await row.getByRole('button', { name: `Cancel ${no}` }).click();
  const half = Math.floor(Math.round(placed.TotalAmount * 100) / 2) / 100;
  await page
    .getByTestId('cancel-refund')
    .filter({ hasText: `You will get back ${rupees(half)} (50 % of what you paid)` })
    .waitFor();
  await screenshot(page, 'payments-cancel-dialog');
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await row
    .getByTestId('booking-status')
    .filter({ hasText: `Cancelled — refunded ${rupees(half)}` })
    .waitFor();
  await row
    .getByTestId('booking-money')
    .filter({ hasText: `Refunded ${rupees(half)}` })
    .waitFor();
  await row.getByRole('link', { name: `Invoice ${no}` }).click();
  const note = page.getByTestId('credit-note');
  await note.getByText('GST Credit Note').waitFor();
  await note
    .getByTestId('credit-note-total')
    .filter({ hasText: rupees(half) })
    .waitFor();
  await note.getByText('Cancelled by the customer').waitFor();
  await screenshot(page, 'payments-credit-note');
  assert.deepEqual(page.errors, []);
});

test('the vendor declines a paid booking within 48 hours: the customer gets everything back', async () => {
  const customer = await apiLogin(CUSTOMER);
  const placed = await placeOrder(customer, 2, daysFromNow(72), 'full');
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const no = placed.Bookings[0].BookingNo;
  const vendor = await apiLogin(VENDOR);
  const page = await signedInAt(vendor, '/vendor/booking');
  const row = page.getByTestId('booking-row').filter({ hasText: no });
  await row.getByText('Confirmed', { exact: true }).waitFor();
  await screenshot(page, 'payments-vendor-bookings');
  await row.getByRole('button', { name: `Decline ${no}` }).click();
  // The vendor says why (the customer is told): docs/decline-reasons.md.
  await page.getByRole('radio', { name: 'The date is not available' }).check();
  await page.getByRole('button', { name: 'Decline booking' }).click();
  await row.getByText('Declined by vendor').waitFor();
  await row
    .getByTestId('vendor-booking-money')
    .filter({ hasText: `refunded ${rupees(placed.TotalAmount)}` })
    .waitFor();
  const b = await myBooking(customer, placed.Bookings[0].BookingId);
  assert.equal(b.BookingState, 'declined');
  assert.equal(b.RefundedAmt, placed.TotalAmount);
  assert.deepEqual(page.errors, []);
});
