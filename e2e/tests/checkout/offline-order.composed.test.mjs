// The network cut at "Place Order" (docs/checkout-network.md), with Playwright's offline mode and a dropped reply:
// the page never spins for ever; it says it could not reach Utsav, with a Retry; the cart stays while no order was
// placed; when the order did reach the server but its answer was lost, Retry (the same Idempotency-Key) brings the
// customer to that one order and its payment: never a second order. 390 and 1280 px, axe (screenshot()).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { freshMobile, registerCustomer } from '../../lib/one-time-codes.mjs';
import { addServices, base64, call, daysFromNow, payOnGateway, spaGoto } from './checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const UNREACHABLE = /We could not reach Utsav, so we don't know yet whether your order was placed/;

test('offline at Place Order: a message with Retry, the cart kept; a lost reply retried reaches the one order', async () => {
  // A customer of this journey only, with an event address in Pune and one service in the cart.
  const phone = freshMobile();
  const password = 'Offline@1234';
  await registerCustomer({ name: 'Meera Joshi', phone, email: `meera${phone}@example.in`, password });
  const login = await fetch(`${API_URL}/api/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, password }),
  }).then((r) => r.json());
  const token = login.Payload.uidtoken;
  const address = await call(token, '/AddBookingAddress', {
    method: 'POST',
    body: {
      name: 'Meera Joshi',
      mobile: phone,
      email: `meera${phone}@example.in`,
      address: '8 Prabhat Road, Erandwane',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      regno: 123456,
    },
  });
  assert.equal(address.Status, 'Success', JSON.stringify(address));
  const date = daysFromNow(170);
  await addServices(token, date, 1);
  const cartLines = async () => (await call(token, '/getCart')).Payload?.CartList?.length ?? 0;
  const orders = async () => new Set(((await call(token, '/GetMyBookings')).Payload ?? []).map((b) => b.OrderId));

  const page = await newPage(browser, { width: 390, height: 844 });
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
  await spaGoto(page, `/checkout/${base64(date)}`);
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();
  await page.getByLabel('Booking For', { exact: true }).fill('Griha Pravesh puja');
  await page.getByRole('radio', { name: /Meera Joshi/ }).check();
  await page.getByRole('radio', { name: /Full payment/ }).check();
  const place = page.getByRole('button', { name: 'Place Order' });
  const notice = page.getByTestId('order-unreachable');

  // 1. Offline (the browser knows): the order is not held back silently; it fails at once and says so.
  await page.context().setOffline(true);
  await place.click();
  await notice.filter({ hasText: UNREACHABLE }).waitFor();
  assert.equal(await notice.getAttribute('role'), 'alert');
  const retry = notice.getByRole('button', { name: 'Retry' });
  await retry.waitFor();
  assert.ok(await place.isEnabled(), 'Place Order does not spin for ever');
  await screenshot(page, 'offline-order-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, 'offline-order-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  assert.equal(await cartLines(), 1, 'nothing reached the server: the cart is kept');
  assert.equal((await orders()).size, 0, 'and there is no order');

  // 2. Back online, but the connection drops after the order reached the server: the order exists, the page got no
  // answer, and says the same (it cannot know).
  await page.context().setOffline(false);
  let sent = 0;
  const keys = [];
  await page.route('**/api/EventBooking', async (route) => {
    sent += 1;
    keys.push(route.request().headers()['idempotency-key']);
    await route.fetch(); // the server places the order…
    await route.abort('connectionreset'); // …and its reply is lost on the way back
  });
  const dropped = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/EventBooking'));
  await retry.click();
  await dropped;
  // The Retry's spinner ends: the failure was handled.
  await page.waitForFunction(() => !document.querySelector('[data-testid="order-unreachable"] [aria-busy="true"]'));
  await notice.filter({ hasText: UNREACHABLE }).waitFor();
  assert.equal(sent, 1);
  const placed = await orders();
  assert.equal(placed.size, 1, 'the order did reach the server once');
  assert.equal(await cartLines(), 1, 'placed, not paid: the cart keeps its line (docs/checkout-network.md)');

  // 3. Retry with the network whole: the same key, so the server answers with that order (no second one), and the
  // customer goes on to its payment.
  await page.unroute('**/api/EventBooking');
  page.on('request', (r) => {
    if (/\/api\/EventBooking$/.test(new URL(r.url()).pathname)) keys.push(r.headers()['idempotency-key']);
  });
  await retry.click();
  await payOnGateway(page);
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor({ timeout: 30_000 });
  await page.getByTestId('order-line-status').filter({ hasText: 'Confirmed' }).first().waitFor();
  assert.equal(keys.length, 2, 'one Retry sent');
  assert.ok(keys[0] && keys.every((k) => k === keys[0]), `the same Idempotency-Key on every try (${keys.join(', ')})`);
  assert.deepEqual(await orders(), placed, 'still the one order: Retry never booked twice');
  assert.equal(await cartLines(), 0, 'the paid order took its line out of the cart');
  await screenshot(page, 'offline-order-paid-390');
  assert.deepEqual(page.errors, []);
});
