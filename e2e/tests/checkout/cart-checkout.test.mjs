// Cart and checkout on their own (composed site, and the checkout remote served standalone with its frame's
// sign-in): guard, sign in, cart, checkout with a saved address, full payment, booking status, empty-cart redirect.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, CUSTOMER_B, signInThroughDialog } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot, STANDALONE } from '../../lib/browser.mjs';
import { addServices, base64, call, daysFromNow, emptyCart, payOnGateway, rupees, spaGoto } from './checkout-api.mjs';

/** '20 Dec 2026', as the pages show dates. */
const shortDate = (iso) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: '2-digit',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('visitor is sent away from the cart; a signed-in customer checks out with a saved address and pays in full', async () => {
  const date = daysFromNow(75 + (STANDALONE ? 5 : 0));
  const later = daysFromNow(76 + (STANDALONE ? 5 : 0));
  const token = await apiLogin(CUSTOMER_B);
  await emptyCart(token);
  // A cart of dated bookings: the later date is added first, as in the report.
  const [other] = await addServices(token, later, 1, [1]);
  const [service] = await addServices(token, date, 1, [1, other.id]);

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
  const otherLine = page.getByTestId('cart-line').filter({ hasText: other.title });
  assert.equal(await line.getByTestId('line-date').textContent(), shortDate(date));
  assert.equal(await otherLine.getByTestId('line-date').textContent(), shortDate(later));
  await screenshot(page, `checkout-cart${STANDALONE ? '-standalone' : ''}`);

  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await page.waitForURL(`${BASE_URL}/checkout/${base64(date)}`);
  await page.getByTestId('checkout-totals').waitFor();
  const summary = page.getByRole('list', { name: 'Services in this order' });
  assert.equal(
    await summary.getByTestId('cart-line').filter({ hasText: other.title }).getByTestId('line-date').textContent(),
    shortDate(later),
  );
  assert.equal(
    await summary.getByTestId('cart-line').filter({ hasText: service.title }).getByTestId('line-date').textContent(),
    shortDate(date),
  );

  // The warnings, in order, before anything is chosen.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.getByText('Please enter booking for').waitFor();
  await page.getByText('Please select address').first().waitFor();
  await page.getByText('Please select payment type').first().waitFor();

  const saved = (await call(token, '/GetBookingAddressList')).Payload[0];
  await page.getByLabel('Booking For', { exact: true }).fill('Parents anniversary');
  // By its id: other journeys may have saved more addresses under the same name for this customer.
  await page.locator(`input[type="radio"][name="bookingAddress"][value="${saved.Id}"]`).check();
  await page.getByRole('radio', { name: /Full payment/ }).check();
  const quote = (await call(token, `/checkCartAvailability?bookingDate=${date}&addressId=${saved.Id}`)).Payload;
  await page
    .getByTestId('total-amount')
    .filter({ hasText: rupees(quote.TotalAmount) })
    .waitFor();
  assert.equal(await page.getByTestId('total-advance').textContent(), rupees(0));
  assert.equal(await page.getByTestId('total-due').textContent(), rupees(quote.TotalAmount));
  await screenshot(page, `checkout-full${STANDALONE ? '-standalone' : ''}`);

  // Pay in full at the offline gateway (card), back on the order page with its real state.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await payOnGateway(page, { amount: rupees(quote.TotalAmount), method: 'Card' });
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  const orderId = await page.getByTestId('order-id').textContent();
  await page
    .getByTestId('order-paid')
    .filter({ hasText: `Paid ${rupees(quote.TotalAmount)}` })
    .waitFor();
  const rows = (await call(token, '/GetMyBookings')).Payload.filter((b) => b.OrderId === orderId);
  assert.equal(rows.length, 2, 'both services are in the account');
  assert.ok(rows.every((b) => b.Payment_type === 'full' && b.BookingState === 'confirmed' && b.DueAmt === 0));
  assert.equal(Math.round(rows.reduce((s, b) => s + b.TotalBookingAmt, 0) * 100), Math.round(quote.TotalAmount * 100));
  assert.equal(Math.round(rows.reduce((s, b) => s + b.PaidAmt, 0) * 100), Math.round(quote.TotalAmount * 100));
  // Each service booked on its own date.
  assert.equal(String(rows.find((b) => b.ProductId === service.id).BookingOnDate).slice(0, 10), date);
  assert.equal(String(rows.find((b) => b.ProductId === other.id).BookingOnDate).slice(0, 10), later);
  const statusLines = page.getByTestId('order-line');
  assert.equal(await statusLines.count(), 2);

  // The cart is empty now: checkout sends the customer to /services/all.
  await spaGoto(page, `/checkout/${base64(date)}`);
  await page.waitForURL(`${BASE_URL}/services/all`);

  // The order-confirmed page.
  await spaGoto(page, `/booking/${orderId}`);
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  assert.equal(
    await page.getByRole('main').getByRole('link', { name: 'Track Order' }).getAttribute('href'),
    '/account/booking',
  );
  assert.equal(await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).getAttribute('href'), '/');
  await screenshot(page, `checkout-order-confirmed${STANDALONE ? '-standalone' : ''}`);
  assert.deepEqual(page.errors, []);

  // An invented id, someone else's order, and /booking/status with no order are not-found pages.
  await spaGoto(page, '/booking/NOTAREALORDER');
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  const othersOrder = (await call(await apiLogin(CUSTOMER), '/GetMyBookings')).Payload[0].OrderId;
  await spaGoto(page, `/booking/${othersOrder}`);
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  await spaGoto(page, '/booking/status');
  await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
  assert.equal(await page.getByText('Your Order is Confirmed').count(), 0);
});
