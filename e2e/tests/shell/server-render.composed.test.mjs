// public pages arrive as HTML rendered on the server (shell/server), with catalog's server build loaded
// at run time. A reader without JavaScript sees a service's name, price and rating; a visitor's page hydrates
// with no console error and no second read of its data; a signed-in person's page is never rendered or cached
// with their session; unknown pages answer 404; a remote's server build that is down still gives a 200 page.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, useToken } from '../../lib/accounts.mjs';
import { API_URL, ARTIFACTS, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';

let browser;
let service;
before(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${API_URL}/api/ProductDetails/2`);
  service = (await res.json()).Payload.Products[0];
});
after(async () => browser?.close());

const rupees = (n) => `₹${Number(n).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const page2 = () => `${BASE_URL}/services/details/${service.id}`;

/** Console errors and warnings that concern rendering (hydration mismatches are console errors). */
function watchConsole(page) {
  const seen = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match|ssr/i.test(m.text())))
      seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}

test('curl of a service page: name, price, rating, head tags, JSON-LD, a short public cache', async () => {
  const res = await fetch(page2());
  assert.equal(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /^public, max-age=\d+, stale-while-revalidate=\d+$/);
  const html = await res.text();
  assert.ok(html.includes(`>${service.title}</h1>`), 'the name is in the HTML');
  // The price as the cart charges it, GST included (docs/gst.md "The price as charged").
  assert.ok(html.includes(rupees(service.payableAmt)), `the price ${rupees(service.payableAmt)} is in the HTML`);
  assert.ok(html.includes(`aria-label="${service.rating} out of 5 stars"`), 'the rating is in the HTML');
  assert.match(html, new RegExp(`<title>${service.title} — `));
  assert.match(html, /<meta name="description" content="[^"]+"/);
  assert.ok(html.includes(`<link rel="canonical" href="${BASE_URL}/services/details/${service.id}" />`));
  assert.match(html, /<meta property="og:image" content="http[^"]+\/images\/product\/[^"]+"/);
  assert.ok(
    html.includes(`<meta property="product:price:amount" content="${Number(service.payableAmt).toFixed(2)}" />`),
  );
  const ld = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const svc = ld.find((d) => d['@type'] === 'Service');
  assert.equal(svc.name, service.title);
  assert.equal(svc.offers['@type'], 'Offer');
  assert.equal(svc.offers.priceCurrency, 'INR');
  assert.equal(svc.offers.price, Number(service.payableAmt).toFixed(2));
  assert.equal(svc.offers.priceSpecification.valueAddedTaxIncluded, true);
  assert.equal(svc.aggregateRating.ratingValue, service.rating);
  assert.ok(ld.some((d) => d['@type'] === 'BreadcrumbList'));
  // The query cache for the browser: a JSON data block, not a script the CSP would have to allow.
  assert.match(html, /<script type="application\/json" id="utsav-ssr-state">/);
  assert.ok(!/\$RC|\$RT/.test(html), 'no inline streaming scripts (the CSP allows none)');

  // The home page's list comes from its dashboard read, which a cold API on a busy machine may not answer within
  // the renderer's deadline (the page then renders without it, as designed): asked again, it is there.
  let homeLd = [];
  for (let i = 0; i < 4 && !homeLd.includes('ItemList'); i++) {
    const home = await (await fetch(`${BASE_URL}/`)).text();
    homeLd = [...home.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1])['@type'],
    );
  }
  assert.deepEqual(homeLd.sort(), ['ItemList', 'Organization']);
  const packages = await (await fetch(`${BASE_URL}/packages/all`)).text();
  assert.match(packages, /<h1[^>]*>Our Packages<\/h1>/);
  assert.match(packages, /<title>Event packages \| Utsav<\/title>/);
  // The list's read may miss the renderer's deadline on a busy machine too (then the page renders without it).
  let list = '';
  for (let i = 0; i < 4 && !(list.includes('"@type":"ItemList"') && list.includes('/services/details/')); i++)
    list = await (await fetch(`${BASE_URL}/services/all`)).text();
  assert.ok(list.includes('"@type":"ItemList"') && list.includes('/services/details/'), 'a list names its services');
});

test('unknown services and routes answer 404 with the not-found page; robots.txt and the sitemap index', async () => {
  for (const path of ['/services/details/999999', '/services/details/abc', '/no-such-page', '/blogs/no-such-post']) {
    const res = await fetch(`${BASE_URL}${path}`);
    assert.equal(res.status, 404, path);
    const html = await res.text();
    assert.ok(html.includes('Page Not Found'), `${path} shows the not-found page`);
    assert.ok(html.includes('<meta name="robots" content="noindex" />'));
  }
  const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
  assert.match(robots, /Disallow: \/account\//);
  assert.ok(robots.includes(`Sitemap: ${BASE_URL}/sitemap.xml`));
  const index = await (await fetch(`${BASE_URL}/sitemap.xml`)).text();
  assert.ok(
    index.includes('<sitemapindex') &&
      index.includes(`${BASE_URL}/sitemaps/services-1.xml`) &&
      index.includes('/sitemaps/pages.xml'),
  );
  const services = await (await fetch(`${BASE_URL}/sitemaps/services-1.xml`)).text();
  assert.ok(services.includes(`<loc>${BASE_URL}/services/details/${service.id}</loc>`));
  assert.equal((await fetch(`${BASE_URL}/sitemaps/services-999.xml`)).status, 404);
});

test('with JavaScript off, a service page shows its name, price and rating', async () => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(page2());
    await page.locator('main h1', { hasText: service.title }).waitFor();
    await page.locator('main').getByText(rupees(service.payableAmt), { exact: false }).first().waitFor();
    await page
      .locator('main')
      .getByRole('img', { name: `${service.rating} out of 5 stars` })
      .first()
      .waitFor();
    assert.ok(await page.locator('main h1').isVisible());
    mkdirSync(ARTIFACTS, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS, `ssr-service-no-js-${width}.png`), fullPage: false });
    await context.close();
  }
});

/** Whether the page's server-rendered `main h1` is still the one shown: a part React could not hydrate is drawn afresh. */
const keptServerHeading = (page) =>
  page.evaluate(() => window.__serverH1 != null && window.__serverH1 === document.querySelector('main h1'));

test('a visitor hydrates the server HTML: no console error, no second read of the page data, handlers work', async () => {
  const page = await newPage(browser);
  const consoleErrors = watchConsole(page);
  // The heading as the server sent it, before any script ran: hydration must adopt it, not replace it (a store
  // update while a part is still hydrating makes React throw that part's server HTML away, without a warning).
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      window.__serverH1 = document.querySelector('main h1');
    }),
  );
  const detailReads = [];
  page.on('request', (r) => /\/api\/ProductDetails\//.test(r.url()) && detailReads.push(r.url()));
  await page.goto(page2(), { waitUntil: 'networkidle' });
  await page.locator('main h1', { hasText: service.title }).waitFor();
  // Hydrated: the gallery's thumbnails answer clicks.
  const second = page.getByRole('button', { name: 'Show image 2' });
  if (await second.count()) {
    await second.click();
    assert.equal(await second.getAttribute('aria-pressed'), 'true');
  }
  assert.deepEqual(detailReads, [], 'the service was read on the server only');
  assert.ok(await keptServerHeading(page), 'the service page kept its server HTML');
  for (const path of ['/', '/services/all', '/packages/all', '/about-us']) {
    // Idle can come late on a busy machine: the real-user reporter is fetched 10 s after the load event.
    await page.goto(`${BASE_URL}${path}`, { waitUntil: 'networkidle', timeout: 45_000 });
    await page.locator('main h1').first().waitFor();
    assert.ok(await keptServerHeading(page), `${path} kept its server HTML`);
  }
  await screenshot(page, 'ssr-home-hydrated');
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(page.errors, []);
});

test('text typed into the server-rendered search box before hydration is kept and searched for', async () => {
  const config = await (await fetch(`${BASE_URL}/app-config.json`)).json();
  const catalogOrigin = new URL(config.remotes.catalog).origin;
  const page = await newPage(browser);
  const consoleErrors = watchConsole(page);
  // catalog's browser code is held back (its stylesheets are not: the page paints): its SearchBox, server-rendered
  // HTML, cannot hydrate until released.
  const held = [];
  let release;
  const released = new Promise((r) => (release = r));
  await page.route(
    (url) => url.origin === catalogOrigin,
    async (route) => {
      if (route.request().resourceType() === 'stylesheet') return route.continue();
      held.push(route.request().url());
      await released;
      await route.continue();
    },
  );
  await page.goto(page2(), { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Search services' });
  await box.waitFor();
  await box.click();
  await page.keyboard.type('photo');
  // The box asks for its code when touched (or the page is idle), a moment after the click: wait for that request,
  // which is held, so the box cannot have hydrated yet.
  await until(() => held.length > 0, "catalog's code asked for (and held: the box is not hydrated yet)");
  assert.equal(await box.inputValue(), 'photo');
  release();
  // Hydrated: the typed text is still there and its search ran (the list opens with results).
  await page.getByRole('listbox', { name: 'Search results' }).getByRole('option').first().waitFor();
  assert.equal(await box.inputValue(), 'photo');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/services\/details\/\d+$/);
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(page.errors, []);
});

test('a signed-in page renders in the browser; the server HTML carries no name, token or cart count', async () => {
  const token = await apiLogin(CUSTOMER);
  const page = await newPage(browser);
  const consoleErrors = watchConsole(page);
  await page.goto(page2());
  await useToken(page, token);
  await page
    .getByTestId('user-button')
    .filter({ hasText: CUSTOMER.name.split(' ')[0] })
    .waitFor();
  await page.locator('main h1', { hasText: service.title }).waitFor();
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(page.errors, []);
  // Whatever a signed-in browser sends, the page the front may cache is the visitor's.
  const res = await fetch(page2(), {
    headers: { 'X-Auth-Token': token, Cookie: `token=${token}`, Authorization: `Bearer ${token}` },
  });
  const html = await res.text();
  assert.match(res.headers.get('cache-control') ?? '', /^public, /);
  assert.ok(!html.includes(token), 'no token');
  assert.ok(!html.includes('Aarav'), 'no name');
  assert.ok(html.includes('data-testid="cart-count">0<'), 'the visitor cart count');
  assert.ok(html.includes('<span>Sign In</span>'), 'the visitor header');
});

test("catalog's server build unavailable: the page is still 200, the failure logged, the slot left to the browser", async () => {
  const config = await (await fetch(`${BASE_URL}/app-config.json`)).json();
  const deadPort = Number(new URL(BASE_URL).port) + 84;
  const port = Number(new URL(BASE_URL).port) + 83;
  const file = join(mkdtempSync(join(tmpdir(), 'utsav-ssr-')), 'app-config.json');
  // Browser code still comes from the real catalog; only its server build is missing (a dead origin).
  writeFileSync(file, JSON.stringify(config));
  const child = spawn(
    process.execPath,
    ['shell/server/serve.mjs', '--dir', 'shell/dist', '--port', String(port), '--config', file],
    {
      env: {
        ...process.env,
        SSR_SERVER_ENTRIES: JSON.stringify({ catalog: `http://127.0.0.1:${deadPort}/server/remoteEntry.js` }),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  try {
    for (let i = 0; i < 80 && !log.includes('ssr.listening'); i++) await new Promise((r) => setTimeout(r, 250));
    const res = await fetch(`http://localhost:${port}/services/details/${service.id}`);
    assert.equal(res.status, 200);
    const html = await res.text();
    assert.ok(html.includes('<span>Sign In</span>'), "the shell's header is rendered");
    assert.ok(html.includes('data-testid="footer-services"'), "the shell's footer is rendered");
    assert.ok(!html.includes(`>${service.title}</h1>`), 'the slot is left to the browser');
    assert.match(log, /"event":"ssr\.remote-failed"/);
  } finally {
    child.kill('SIGTERM');
  }
});
