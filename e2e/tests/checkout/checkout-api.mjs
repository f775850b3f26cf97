// Set-up helpers for the checkout journeys: talk to the journey's API directly (not a test file).
import { API_URL } from '../../lib/browser.mjs';

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

/** '₹1,23,456.50', as @utsav/shared/format shows rupees. */
export const rupees = (n) => `₹${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;

export async function emptyCart(token) {
  const cart = await call(token, '/getCart');
  for (const item of cart.Payload?.CartList ?? []) await call(token, `/DeleteCart?CartId=${item.CartId}`);
}

/** Bookable services (prices shown, active), skipping `exclude` ids; the API lists the newest first. */
export async function bookableServices(count, exclude = []) {
  const list = await fetch(`${API_URL}/api/AllProduct/`).then((r) => r.json());
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

/** Adds the first `count` services still free on `date` to the cart; returns them. */
export async function addServices(token, date, count, exclude = []) {
  const added = [];
  for (const service of await bookableServices(count, exclude)) {
    if (added.length === count) break;
    const r = await call(token, '/AddToCart', { method: 'POST', body: { productId: service.id, bookingDate: date } });
    if (r.Status === 'Success') added.push(service);
  }
  if (added.length < count) throw new Error(`could not add ${count} services on ${date}`);
  return added;
}
