// Cart and checkout on their own (composed site, and the checkout remote served standalone with its frame's
// sign-in): guard, sign in, cart, checkout with a saved address, full payment, booking status, empty-cart redirect.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, signInThroughDialog } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot, STANDALONE } from '../../lib/browser.mjs';
import { addServices, base64, call, daysFromNow, emptyCart, rupees, spaGoto } from './checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('visitor is sent away from the cart; a signed-in customer checks out with a saved address and pays in full', async () => {
  const date = daysFromNow(75 + (STANDALONE ? 5 : 0));
  const token = await apiLogin(CUSTOMER_B);
  await emptyCart(token);
  const [service] = await addServices(token, date, 1, [1]);

  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/cart`);
  if (STANDALONE) {
    // Standalone, the frame keeps the URL and names the demo customer instead of sending the visitor to /.
    await page.getByTestId('standalone-sign-in').filter({ hasText: 'Sign in as a customer' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/cart');
  } else {
    await page.waitForURL(`${BASE_URL}/`);
  }
  await signInThroughDialog(page, CUSTOMER_B);

  await page.goto(`${BASE_URL}/cart`);
  await page.getByRole('heading', { level: 1, name: 'Cart View' }).waitFor();
  const line = page.getByTestId('cart-line').filter({ hasText: service.title });
  await line.waitFor();
  assert.equal(await page.locator('h1').count(), 1, 'one h1');
  await screenshot(page, `checkout-cart${STANDALONE ? '-standalone' : ''}`);

  await page.getByLabel('Booking date', { exact: true }).fill(date);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`${BASE_URL}/checkout/${base64(date)}`);
  await page.getByTestId('checkout-totals').waitFor();

  // The warnings, in order, before anything is chosen.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByText('Please enter booking for').waitFor();
  await page.getByText('Please select address').first().waitFor();
  await page.getByText('Please select payment type').first().waitFor();

  const saved = (await call(token, '/GetBookingAddressList')).Payload[0];
  await page.getByLabel('Booking For', { exact: true }).fill('Parents anniversary');
  await page.getByRole('radio', { name: new RegExp(saved.Name) }).check();
  await page.getByRole('radio', { name: /Full payment/ }).check();
  const quote = (await call(token, `/checkCartAvailability?bookingDate=${date}&addressId=${saved.Id}`)).Payload;
  await page.getByTestId('total-amount').filter({ hasText: rupees(quote.TotalAmount) }).waitFor();
  assert.equal(await page.getByTestId('total-advance').textContent(), rupees(0));
  assert.equal(await page.getByTestId('total-due').textContent(), rupees(quote.TotalAmount));
  await screenshot(page, `checkout-full${STANDALONE ? '-standalone' : ''}`);

  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL(`${BASE_URL}/booking/status`);
  await page.getByRole('heading', { level: 1, name: 'Booking Status' }).waitFor();
  const orderId = await page.getByTestId('order-id').textContent();
  const mine = (await call(token, '/GetMyBookings')).Payload.find((b) => b.OrderId === orderId);
  assert.ok(mine, 'the booking is in the account');
  assert.equal(mine.Payment_type, 'full');
  assert.equal(mine.TotalBookingAmt, quote.TotalAmount);

  // The cart is empty now: checkout sends the customer to /services/all.
  await spaGoto(page, `/checkout/${base64(date)}`);
  await page.waitForURL(`${BASE_URL}/services/all`);

  // The order-confirmed page.
  await spaGoto(page, `/booking/${orderId}`);
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  assert.equal(await page.getByRole('main').getByRole('link', { name: 'Track Order' }).getAttribute('href'), '/account/booking');
  assert.equal(await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).getAttribute('href'), '/');
  await screenshot(page, `checkout-order-confirmed${STANDALONE ? '-standalone' : ''}`);
  assert.deepEqual(page.errors, []);
});
