// Set-up helpers for the checkout journeys: talk to the journey's API directly (not a test file).
import { join } from 'node:path';
import { API_URL, ARTIFACTS } from '../../lib/browser.mjs';

export async function call(token, path, { method = 'GET', body } = {}) {
  const res = await fetch(`${API_URL}/api${path}`, {
    method,
    headers: { 'X-Auth-Token': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  return { status: res.status, ...json };
}

/** A YYYY-MM-DD date `days` from today. */
export function daysFromNow(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export const base64 = (text) => Buffer.from(text, 'utf8').toString('base64');

/** '₹1,23,456.50', as @utsav/domain/format shows rupees. */
export const rupees = (n) =>
  `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

export async function emptyCart(token) {
  const cart = await call(token, '/getCart');
  for (const item of cart.Payload?.CartList ?? []) await call(token, `/DeleteCart?CartId=${item.CartId}`);
}

/** Bookable services (prices shown, active), skipping `exclude` ids; the API lists the newest first. */
/**
 * Services a customer can book, the first `count` or more; with `pincode`, only those whose vendor comes there (the
 * list's "serves my area"): a journey that books for an address in another city must not take a vendor who only
 * serves their own (a vendor approved by an earlier journey serves the default 50 km).
 */
export async function bookableServices(count, exclude = [], pincode = '') {
  const where = pincode ? `&pincode=${pincode}&serves=1` : '';
  const list = await fetch(`${API_URL}/api/AllProduct/?limit=100${where}`).then((r) => r.json());
  const ids = (list.Payload ?? [])
    .filter((p) => !Number(p.amount_hide_show) && !exclude.includes(Number(p.productid ?? p.id)))
    .map((p) => ({ id: Number(p.productid ?? p.id), title: p.title }));
  if (ids.length < count) throw new Error('not enough bookable services in the seed');
  return ids;
}

export async function addToCart(token, productId, bookingDate) {
  const r = await call(token, '/AddToCart', { method: 'POST', body: { productId, bookingDate } });
  if (r.Status !== 'Success') throw new Error(`AddToCart ${productId} ${bookingDate}: ${r.Message}`);
}

/**
 * Client-side navigation (history.pushState + popstate), as a link click would do. Used for nested paths such as
 * /checkout/{date}: a full page load of a nested path currently gets a blank page because every app's index.html
 * loads `main.js` relative to the URL (tools/webpack/index.html; reported to the lead).
 */
export async function spaGoto(page, path) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Adds the first `count` services still free on `date`, and serving the customer's first saved address (seeded
 * vendors have a service radius), to the cart; returns them. `alsoServing`: serving that address too (`addressId` of
 * the customer whose `token` is given), for a journey whose event moves there.
 */
export async function addServices(token, date, count, exclude = [], { away = false, alsoServing = null } = {}) {
  const added = [];
  const candidates = (await bookableServices(count, exclude)).slice(0, 50);
  const ids = candidates.map((c) => c.id).join(',');
  const reach = await call(token, `/ServiceReach?productIds=${ids}`);
  const items = reach.Payload?.Items ?? [];
  // Outside the vendor's area: not bookable. `away`: only vendors at some distance from the customer's address.
  const skip = new Set(items.filter((i) => i.Outside || (away && !(i.DistanceInKm > 0))).map((i) => i.ProductId));
  if (alsoServing) {
    const there = await call(alsoServing.token, `/ServiceReach?productIds=${ids}&addressId=${alsoServing.addressId}`);
    for (const i of there.Payload?.Items ?? []) if (i.Outside) skip.add(i.ProductId);
  }
  for (const service of candidates.filter((c) => !skip.has(c.id))) {
    if (added.length === count) break;
    const r = await call(token, '/AddToCart', { method: 'POST', body: { productId: service.id, bookingDate: date } });
    if (r.Status === 'Success') added.push(service);
  }
  if (added.length < count) throw new Error(`could not add ${count} services on ${date}`);
  return added;
}

/**
 * On the offline gateway's page (served by the API): checks it is the test gateway showing `amount`, picks the
 * method, succeeds or fails, and waits until the payer is back on the site. Reaching the gateway takes the consent,
 * the order, the order page and the payment's opening, one after another: on a loaded 2-core CI machine that has taken
 * over 45 s (seen twice with the API suites running beside the journeys), so the two navigations are waited for up to
 * 90 s (a state, not a sleep: a quick run is not slowed; a journey's own limit is 6 min).
 */
export async function payOnGateway(page, { amount, method = 'UPI', outcome = 'success' } = {}) {
  try {
    await page.waitForURL(/\/api\/payments\/offline\/checkout\?/, { timeout: 90_000 });
  } catch (error) {
    // Say what the page said instead of only "timeout": the messages on screen and where it stayed.
    const said = await page
      .locator('[role="status"], [role="alert"]')
      .allInnerTexts()
      .catch(() => []);
    await page.screenshot({ path: join(ARTIFACTS, 'gateway-not-reached.png') }).catch(() => undefined);
    throw new Error(`the gateway was not reached from ${page.url()}; the page says: ${JSON.stringify(said)}`, {
      cause: error,
    });
  }
  await page.getByText('Test payment — no money moves').waitFor();
  if (amount)
    await page
      .getByTestId('gateway-amount')
      .filter({ hasText: amount.replace('₹', '') })
      .waitFor();
  await page.getByLabel(method, { exact: true }).check();
  await page.getByRole('button', { name: outcome === 'success' ? /^Pay ₹/ : 'Fail payment' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'), { timeout: 90_000 });
}

/** Pays an order (or a balance) through the offline gateway over HTTP, as a browser would (set-up for journeys). */
export async function payByApi(token, open, returnUrl) {
  const opened = await call(token, 'OrderId' in open ? '/payments/order' : '/payments/balance', {
    method: 'POST',
    body: open,
  });
  if (opened.Status !== 'Success') throw new Error(`open payment: ${opened.Message}`);
  // The gateway's form carries the payment's one-time token, from the checkout URL the API returned.
  const payToken = new URL(opened.Payload.CheckoutUrl, API_URL).searchParams.get('pay_token') ?? '';
  const form = new URLSearchParams({
    order_id: opened.Payload.ProviderOrderId,
    pay_token: payToken,
    return_url: returnUrl,
    method: 'upi',
    outcome: 'success',
  });
  const res = await fetch(`${API_URL}/api/payments/offline/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  const back = new URL(res.headers.get('location'));
  const verified = await call(token, '/payments/verify', {
    method: 'POST',
    body: Object.fromEntries(
      ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'].map((k) => [k, back.searchParams.get(k)]),
    ),
  });
  if (verified.Status !== 'Success') throw new Error(`verify: ${verified.Message}`);
  return opened.Payload;
}

/** Places an order of one service on `date` at the customer's first address (awaiting payment). */
export async function placeOrder(token, productId, date, paymentType = 'full') {
  await emptyCart(token);
  await addToCart(token, productId, date);
  const address = (await call(token, '/GetBookingAddressList')).Payload[0];
  const r = await call(token, '/EventBooking', {
    method: 'POST',
    body: {
      bookingDate: date,
      Bookingfor: 'Journey',
      gst_no: '',
      bookingAddressId: address.Id,
      PaymentType: paymentType,
    },
  });
  if (r.Status !== 'Success') throw new Error(`EventBooking: ${r.Message}`);
  return r.Payload;
}
