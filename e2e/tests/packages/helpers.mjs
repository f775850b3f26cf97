// Helpers for the package journeys.
import { API_URL, BASE_URL, STANDALONE } from '../../lib/browser.mjs';

/** Opens a path of the single-page app: loads / and navigates client-side (works for any deep route). */
export async function visit(page, path) {
  if (page.url() === 'about:blank') {
    // Standalone, / redirects to the index: let that finish before the client-side navigation below.
    await page.goto(`${BASE_URL}${STANDALONE ? '/standalone' : '/'}`);
    if (STANDALONE) await page.getByRole('heading', { level: 1, name: /pages and fragments/ }).waitFor();
  }
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The seeded 'not available' demo: product 1 is booked on this date (docs/api.md). */
export async function bookedDemo() {
  const res = await fetch(`${API_URL}/api/health`);
  const body = await res.json();
  return { productId: body.Payload.bookedProductId, date: body.Payload.bookedDate };
}

/** A product card on the package page, by its visible title (the first when titles repeat). */
/** The product card titled `title` inside `scope` (a page or a locator such as a service group's region). */
export const productCard = (scope, title) => {
  // `has` takes a locator relative to the card: build it from the page, not from the (scoped) region.
  const page = typeof scope.page === 'function' ? scope.page() : scope;
  return scope.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) }).first();
};

export const toast = (page, text) => page.locator('[role="status"], [role="alert"]').filter({ hasText: text }).first();
