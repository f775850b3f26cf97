// The shortlist and compare (docs/shortlist.md), at 1280 and at 390 px. A visitor hearts services (on the list and
// on service pages), sees them on /wishlist, signs in (the browser's list is merged into the account's), shares the
// list and signs out. Another browser (a fresh context: no storage in common) signs in as the same customer and finds
// the same shortlist. A family member opens the link on a phone (390 px, fresh, no sign-in): server-rendered (the
// services are in the HTML, and show with JavaScript off), noindex, read-only. Then two shortlisted services are
// compared for the pincode and date of the customer's saved address: each price with GST, travel fare and total is
// the one checkout charges (the cart API's quote for that address and date, not recomputed here), and the compare
// URL is server-rendered with those figures. Console errors and page errors fail the journey.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { CUSTOMER, apiLogin, signInThroughDialog } from '../../lib/accounts.mjs';
import { ARTIFACTS, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';
import { addToCart, bookableServices, call, daysFromNow, emptyCart, rupees } from '../checkout/checkout-api.mjs';

/** The saved address the compare is priced for (the seed's first address of the customer: Bandra West, Mumbai). */
const PINCODE = '400050';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** A page whose console errors are kept too (page.errors holds uncaught errors, CSP violations and axe findings). */
async function watchedPage(options) {
  const page = await newPage(browser, options);
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(`${page.url()}: ${m.text().split('\n')[0]}`);
  });
  return page;
}

function assertClean(page) {
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.consoleErrors, []);
}

async function clearAccountShortlist(token) {
  const list = await call(token, '/Shortlist');
  for (const item of list.Payload.Items) await call(token, `/Shortlist/${item.id}`, { method: 'DELETE' });
  await call(token, '/Shortlist/share', { method: 'DELETE' });
}

/**
 * Two priced services that travel to the customer's saved address at PINCODE for a fare and serve it (the cart's
 * own reach of them), with that address.
 */
async function travellingServices(token) {
  const address = (await call(token, '/GetBookingAddressList')).Payload.find((a) => a.zipcode === PINCODE);
  assert.ok(address, `the customer has a saved address at ${PINCODE}`);
  const candidates = (await bookableServices(2, [], PINCODE)).slice(0, 50);
  const reach = await call(
    token,
    `/ServiceReach?productIds=${candidates.map((c) => c.id).join(',')}&addressId=${address.Id}`,
  );
  const travelling = new Set(reach.Payload.Items.filter((i) => !i.Outside && i.TravelFare > 0).map((i) => i.ProductId));
  const chosen = candidates.filter((c) => travelling.has(c.id)).slice(0, 2);
  assert.equal(chosen.length, 2, 'two services travel to the address for a fare');
  return { address, chosen };
}

/** The HTML the server answers for `url`, before any JavaScript. */
const serverHtml = (url) => fetch(url).then(async (r) => ({ status: r.status, text: await r.text() }));
const escaped = (text) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
const inHtml = (html, text) => html.includes(escaped(text)) || html.includes(text);

/** The server's HTML for `url` once it holds every one of `texts` (asked up to three times); fails naming the missing. */
async function serverRendered(url, texts) {
  let last;
  for (let attempt = 0; attempt < 3; attempt++) {
    last = await serverHtml(url);
    if (texts.every((text) => inHtml(last.text, text))) return last;
  }
  const missing = texts.filter((text) => !inHtml(last.text, text));
  assert.fail(`not server-rendered in ${url}: ${missing.join(', ')}`);
}

/** Presses a service's heart once the page is live (a server-rendered heart does nothing before hydration). */
async function heart(page, scope, title) {
  const button = scope.getByRole('button', { name: `Shortlist ${title}`, exact: true });
  await page.waitForLoadState('networkidle');
  await button.click();
  await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', await button.elementHandle());
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
]) {
  test(`${width} px: shortlist across browsers, shared to a phone, compare priced as checkout`, async () => {
    const token = await apiLogin(CUSTOMER);
    await clearAccountShortlist(token);
    const { address, chosen } = await travellingServices(token);

    // Browser A, signed out: one service hearted on the list, the two that travel on their own pages.
    const a = await watchedPage({ width, height });
    await a.goto(`${BASE_URL}/services/all`);
    const cards = a.getByTestId('product-card');
    await cards.first().waitFor();
    const chosenTitles = new Set(chosen.map((c) => c.title));
    let listed = null;
    for (let i = 0; !listed; i++) {
      const title = (await cards.nth(i).getByRole('heading', { level: 3 }).textContent()).trim();
      if (!chosenTitles.has(title)) listed = title;
    }
    await heart(a, cards.filter({ hasText: listed }).first(), listed);
    for (const service of chosen) {
      await a.goto(`${BASE_URL}/services/details/${service.id}`);
      await a.getByRole('heading', { level: 1, name: service.title }).waitFor();
      await heart(a, a.locator('main'), service.title);
    }
    const titles = [listed, ...chosen.map((c) => c.title)];
    await a.getByTestId('shortlist-count').filter({ hasText: /^3$/ }).waitFor();
    await a.getByTestId('shortlist-link').click();
    await a.getByRole('heading', { level: 1, name: 'Shortlist' }).waitFor();
    for (const title of titles) await a.getByRole('link', { name: title, exact: true }).waitFor();
    assert.equal((await a.evaluate(() => JSON.parse(localStorage.getItem('utsav.shortlist') ?? '[]'))).length, 3);

    // Sign in: merged into the account's list, the browser's copy cleared.
    const merged = a.waitForResponse((r) => r.url().endsWith('/api/Shortlist') && r.request().method() === 'PUT');
    await signInThroughDialog(a, CUSTOMER);
    assert.equal((await merged).status(), 200);
    await a.waitForFunction(() => localStorage.getItem('utsav.shortlist') === null);
    const kept = (await call(token, '/Shortlist')).Payload.Items.map((i) => i.title);
    assert.deepEqual(new Set(kept), new Set(titles), 'the account keeps what was hearted signed out');

    // Share: a read-only link and a WhatsApp message carrying it.
    await a.getByRole('button', { name: 'Make a share link' }).click();
    const link = await a.getByRole('textbox', { name: 'Share link' }).inputValue();
    assert.match(link, /\/wishlist\/shared\/[A-Za-z0-9_-]{32}$/);
    const whatsapp = await a.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
    assert.ok(whatsapp.startsWith('https://wa.me/?text=') && decodeURIComponent(whatsapp).includes(link));
    await screenshot(a, `shortlist-signed-in-${width}`);

    // Sign out: this browser's page starts again from an empty list; the account keeps its own.
    await a.getByTestId('user-button').click();
    await a.getByRole('menuitem', { name: 'logout' }).click();
    await a.getByTestId('user-button').filter({ hasText: 'Sign In' }).waitFor();
    await a.getByTestId('shortlist-count').waitFor({ state: 'detached' });
    assert.equal(await a.getByRole('button', { name: 'Make a share link' }).count(), 0);
    assertClean(a);
    await a.context().close();

    // Another browser (nothing in common with A): the same customer signs in and finds the same shortlist.
    const b = await watchedPage({ width, height });
    await b.goto(`${BASE_URL}/wishlist`);
    await b.getByRole('heading', { level: 1, name: 'Shortlist' }).waitFor();
    assert.equal(await b.evaluate(() => localStorage.getItem('utsav.shortlist')), null, 'a fresh browser');
    await signInThroughDialog(b, CUSTOMER);
    for (const title of titles) await b.getByRole('link', { name: title, exact: true }).waitFor();
    await b.getByTestId('shortlist-count').filter({ hasText: /^3$/ }).waitFor();
    assert.equal(await b.getByTestId('shortlist-row').count(), 3);
    await screenshot(b, `shortlist-other-browser-${width}`);

    // A family member's phone: the link's HTML already lists the services (server-rendered, noindex) …
    // (The renderer waits SSR_API_DEADLINE_MS for the API, then leaves the list to the browser: on a loaded machine a
    // render may miss it, so each check asks up to three times.)
    const shared = await serverRendered(link, titles);
    assert.equal(shared.status, 200);
    assert.match(shared.text, /<meta name="robots" content="noindex"/);
    // … and shows them with JavaScript off, at 390 px …
    const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const still = await noJs.newPage();
    const stillList = still.getByRole('list', { name: 'A shared shortlist' });
    await until(
      async () => {
        await still.goto(link);
        return (await stillList.count()) === 1;
      },
      'the shared list drawn without JavaScript',
      { timeout: 30_000, interval: 500 },
    );
    assert.equal(await stillList.getByTestId('shortlist-row').count(), 3);
    for (const title of titles) await stillList.getByRole('link', { name: title, exact: true }).waitFor();
    await still.screenshot({ path: join(ARTIFACTS, `shortlist-shared-no-js-390-${width}.png`), fullPage: true });
    await noJs.close();
    // … and in a live phone browser, nobody signed in: read-only, no sideways scroll.
    const phone = await watchedPage({ width: 390, height: 844 });
    await phone.goto(link);
    const list = phone.getByRole('list', { name: 'A shared shortlist' });
    await list.waitFor();
    assert.equal(await list.getByTestId('shortlist-row').count(), 3);
    await phone.waitForLoadState('networkidle');
    assert.equal(await phone.getByTestId('shortlist-heart').count(), 0, 'read-only: no hearts');
    const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scroll at 390 px (${overflow} px)`);
    await screenshot(phone, `shortlist-shared-390-${width}`);
    assertClean(phone);
    await phone.context().close();

    // Compare the two that travel, for the saved address's pincode and a date, in browser B.
    const date = daysFromNow(width === 390 ? 95 : 90);
    for (const service of chosen) await b.getByRole('checkbox', { name: `Compare ${service.title}` }).check();
    await b.getByRole('link', { name: 'Compare 2 services' }).click();
    const table = b.getByRole('table', { name: 'Services compared side by side' });
    await table.waitFor();
    await b.getByLabel('Event pincode').fill(PINCODE);
    await b.getByLabel('Event date').fill(date);
    const priced = b.waitForResponse((r) => r.url().includes('/api/Compare') && r.url().includes(`pincode=${PINCODE}`));
    await b.getByRole('button', { name: 'Update' }).click();
    assert.equal((await priced).status(), 200);
    await b.getByText(/Travel measured to .*Mumbai/).waitFor();
    assert.equal(await table.getByRole('columnheader').count(), 2);

    // What checkout charges: the same services in the cart on that date, quoted for the saved address.
    await emptyCart(token);
    for (const service of chosen) await addToCart(token, service.id, date);
    const quote = await call(token, `/checkCartAvailability?bookingDate=${date}&addressId=${address.Id}`);
    assert.equal(quote.Status, 'Success', quote.Message);
    const figures = chosen.map((service) => {
      const line = quote.Payload.CartList.find((l) => l.ProductId === service.id);
      assert.ok(line, `service ${service.id} is in the checkout quote`);
      assert.ok(line.TravelFare > 0, `service ${service.id} travels for a fare`);
      return {
        id: service.id,
        price: rupees(line.gstwithmrp),
        travel: rupees(line.TravelFare),
        total: rupees(line.totalAmt),
      };
    });
    for (const f of figures) {
      assert.equal(await b.getByTestId(`compare-price-${f.id}`).locator('strong').textContent(), f.price);
      assert.ok((await b.getByTestId(`compare-travel-${f.id}`).textContent()).startsWith(f.travel), `fare ${f.id}`);
      assert.equal(await b.getByTestId(`compare-total-${f.id}`).textContent(), f.total);
    }
    await screenshot(b, `compare-priced-${width}`);
    await emptyCart(token);

    // The comparison's URL names its services, pincode and date: the server renders it with these figures.
    const compareUrl = b.url();
    const asked = new URL(compareUrl).searchParams;
    assert.deepEqual(new Set(asked.get('ids').split(',').map(Number)), new Set(chosen.map((c) => c.id)));
    assert.equal(asked.get('pincode'), PINCODE);
    assert.equal(asked.get('date'), date);
    const amounts = figures.flatMap((f) => [f.price, f.travel, f.total]);
    const page = await serverRendered(compareUrl, [...chosen.map((c) => c.title), ...amounts]);
    assert.equal(page.status, 200);
    assert.match(page.text, /<meta name="robots" content="noindex"/);
    // Opened afresh (a shared comparison), it hydrates what the server drew without a mismatch.
    const visitor = await watchedPage({ width, height });
    await visitor.goto(compareUrl);
    await visitor.getByRole('table', { name: 'Services compared side by side' }).waitFor();
    await visitor.waitForLoadState('networkidle');
    for (const f of figures) assert.equal(await visitor.getByTestId(`compare-total-${f.id}`).textContent(), f.total);
    await screenshot(visitor, `compare-shared-${width}`);
    assertClean(visitor);
    await visitor.context().close();
    assertClean(b);
    await b.context().close();
  });
}
