// Catalogue journey: home → category → price and rating filters → service → free and booked dates →
// sign in → add to cart (the header badge changes on the composed site).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_URL, BASE_URL, STANDALONE, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { signInThroughDialog } from '../../lib/accounts.mjs';

let browser;
let seed;
before(async () => {
  browser = await launchBrowser();
  seed = (await (await fetch(`${API_URL}/api/health`)).json()).Payload;
});
after(async () => browser?.close());

function isoInDays(days) {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

async function shownCount(page) {
  // The list is filtered on the server: wait until the reply for the current URL is shown.
  // data-shown-for names the filters of the list on screen (the URL's query once its reply is in).
  const search = new URL(page.url()).search;
  await page.locator(`[data-testid="service-results"][aria-busy="false"][data-shown-for="${search}"]`).waitFor();
  const text = await page.getByText(/^Showing \d+ of \d+ services$/).textContent();
  const [, shown, total] = text.match(/Showing (\d+) of (\d+)/);
  return { shown: Number(shown), total: Number(total) };
}

test('visitor browses, filters, checks dates, signs in and adds a service to the cart', async () => {
  assert.ok(seed?.bookedDate, 'the API reports the seeded booked date');
  const productId = seed.bookedProductId;
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await page.locator('main h1').first().waitFor({ state: 'attached' });
  assert.equal(await page.locator('main h1').count(), 1, 'home has one h1');
  await page.getByRole('heading', { name: 'New Services Providers' }).waitFor();
  await page.getByRole('heading', { name: 'Our Packages' }).waitFor();
  await page.getByText('Get 10% Off on Selected Services').waitFor();
  await page.getByTestId('trending-grid').getByTestId('product-card').first().waitFor();

  // Category carousel → the category's list.
  await page
    .getByRole('region', { name: 'Service categories' })
    .getByRole('link', { name: /Decoration/ })
    .first()
    .click();
  await page.waitForURL(/\/services\/1$/);
  await page.locator('main h1', { hasText: 'Decoration' }).waitFor();
  await page.getByTestId('product-card').first().waitFor();
  const before = await shownCount(page);
  assert.ok(before.total >= 3, 'the category lists several services');

  // Price: raise the minimum so only the pricier services stay.
  await page.getByLabel('Minimum price').fill('30000');
  await page.waitForURL(/[?&]min=\d+/); // the slider snaps to its step
  const priced = await shownCount(page);
  assert.ok(
    priced.shown < before.total && priced.shown > 0,
    `price filter narrows the list (${priced.shown}/${before.total})`,
  );
  // Rating: 5 star only.
  await page.getByRole('radio', { name: '5 star' }).check();
  await page.waitForURL(/[?&]rating=5/);
  const rated = await shownCount(page);
  // The filters are in the URL: a reload shows the same list.
  await page.reload();
  await page.getByTestId('product-card').first().waitFor();
  assert.deepEqual(await shownCount(page), rated, 'a reload keeps the filters');
  assert.equal(await page.getByRole('radio', { name: '5 star' }).isChecked(), true);
  assert.ok(rated.shown <= priced.shown && rated.shown > 0, 'rating filter keeps 5-star services');
  for (const stars of await page
    .getByTestId('product-card')
    .getByRole('img', { name: /out of 5 stars/ })
    .all()) {
    assert.equal(await stars.getAttribute('data-rating'), '5');
  }
  await screenshot(page, `catalog-list${STANDALONE ? '-standalone' : ''}`);

  // Open the service that has a booking on the seeded date.
  await page.locator(`a[href="/services/details/${productId}"]`).filter({ hasText: /\S/ }).first().click();
  await page.waitForURL(new RegExp(`/services/details/${productId}$`));
  const title = page.locator('main h1');
  await title.waitFor();
  await page.getByRole('tab', { name: 'Vendor' }).click();
  await page.getByText('Operator').waitFor();
  assert.equal(await page.locator('main h1').count(), 1);

  const date = page.getByLabel('Booking date');
  const free = isoInDays(200);
  await date.fill(free);
  await page.getByText(/^Available on /).waitFor();
  assert.ok(await page.getByRole('button', { name: 'Add to cart' }).isEnabled());
  await date.fill(seed.bookedDate);
  await page.getByText('This service not Available').waitFor();
  assert.ok(
    await page.getByRole('button', { name: 'Add to cart' }).isDisabled(),
    'Add to cart is disabled on a booked date',
  );
  await date.fill(free);
  await page.getByText(/^Available on /).waitFor();

  // A visitor is asked to sign in, then adds the service to the cart.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('dialog', { name: 'Sign In to Continue' }).waitFor();
  // The header asks for the signed-in customer's cart: the badge before adding is what that answer says.
  const cartAfterSignIn = STANDALONE
    ? null
    : page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/getCart') && r.request().method() === 'GET');
  await signInThroughDialog(page);
  let badgeBefore = 0;
  if (cartAfterSignIn) {
    badgeBefore = Number((await (await cartAfterSignIn).json()).Payload?.TotalItems ?? 0);
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) === n,
      badgeBefore,
    );
  }
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByText('Service added to cart').waitFor();
  if (!STANDALONE) {
    await page.waitForFunction(
      (n) => Number(document.querySelector('[data-testid="cart-count"]')?.textContent) === n + 1,
      badgeBefore,
    );
  }
  await screenshot(page, `catalog-detail${STANDALONE ? '-standalone' : ''}`);
  assert.deepEqual(page.errors, []);
});

test('/services/all shows one page of services and the next on "Show more"', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/services/all`);
  await page.getByTestId('product-card').first().waitFor();
  const { shown, total } = await shownCount(page);
  assert.equal(shown, total, 'no filter: every service matches');
  assert.ok(total > 24, `the demo catalogue has more than a page (${total})`);
  assert.equal(await page.getByTestId('product-card').count(), 24, 'one page of 24');
  const more = page.getByRole('button', { name: /^Show more services/ });
  await screenshot(page, 'catalog-list-paged');
  await more.click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="product-card"]').length > 24);
  const titles = await page.getByTestId('product-card').getByRole('heading').allTextContents();
  assert.equal(titles.length, Math.min(48, total));
  const hrefs = await page
    .getByTestId('product-card')
    .getByRole('link')
    .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  assert.equal(new Set(hrefs).size, hrefs.length, 'no service twice');
  assert.deepEqual(page.errors, []);
});

test('/services shows category cards with View Service links', async () => {
  const page = await newPage(browser, { width: 390, height: 844 });
  await page.goto(`${BASE_URL}/services`);
  await page.locator('main h1', { hasText: 'Our Services' }).waitFor();
  const first = page.getByTestId('category-card').first();
  await first.getByRole('link', { name: 'View Service' }).click();
  await page.waitForURL(/\/services\/\d+$/);
  await page.getByTestId('product-card').first().waitFor();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no horizontal scroll at 390 px (${overflow})`);
});
