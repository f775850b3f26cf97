// real-user speed: a customer's journey (home, a service page, the catalogue) is measured by the shell's
// sampled reporter (forced here with localStorage['utsav-rum-sample'] = '1'), which sends LCP, TTFB, FCP… to
// POST /api/rum when each page is left; the operator's Real-user speed page (/admin/speed) then shows those pages
// with plausible LCP values (p75 above 0 and under 10 s; TTFB ≤ LCP).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, OPERATOR } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { nextFrames, until } from '../../lib/wait.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/**
 * The reporter is fetched 10 s after the load event and web-vitals 3 s later (docs/observability.md): resolves when
 * web-vitals has been fetched, run (the chunk loader removes its script element once it has) and its observers set.
 */
async function reporterReady(page) {
  await page.waitForEvent('requestfinished', {
    predicate: (r) => /\/web-vitals\.[0-9a-f]+\.js$/.test(new URL(r.url()).pathname),
    timeout: 30_000,
  });
  await page.waitForFunction(() => !document.querySelector('script[src*="/web-vitals."]'));
  await nextFrames(page);
}

async function summary(token) {
  const res = await fetch(`${API_URL}/api/admin/rum?days=7`, { headers: { 'X-Auth-Token': token } });
  assert.equal(res.status, 200);
  return (await res.json()).Payload;
}
const lcpOf = (s, page) =>
  s.pages.find((p) => p.page === page && p.remote !== undefined)?.figures.find((f) => f.metric === 'LCP');
const figureOf = (s, page, metric) => s.pages.find((p) => p.page === page)?.figures.find((f) => f.metric === metric);

test("a customer's page loads show on /admin/speed with plausible LCP values", { timeout: 240_000 }, async () => {
  const token = await apiLogin(OPERATOR);
  const service = (await (await fetch(`${API_URL}/api/ProductDetails/2`)).json()).Payload.Products[0];
  const journey = [
    { url: '/', page: '/' },
    { url: `/services/details/${service.id}`, page: '/services/details/:id' },
    { url: '/services', page: '/services' },
  ];
  const beforeCounts = await summary(token);

  const customer = await newPage(browser, { width: 390, height: 844 });
  await customer.context().addInitScript(() => {
    if (location.protocol.startsWith('http')) localStorage.setItem('utsav-rum-sample', '1');
  });
  for (const step of journey) {
    const ready = reporterReady(customer);
    await customer.goto(`${BASE_URL}${step.url}`, { waitUntil: 'load' });
    await customer.locator('main').first().waitFor();
    // An input finalises LCP, as a real visitor's first key or tap does: only once a largest paint has happened (on a
    // loaded machine the service page's photo can paint after 'main' appears; an input before any paint leaves the
    // page with no LCP to report). Then the page is read until the reporter watches it.
    await customer.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list, observer) => {
            if (list.getEntries().length === 0) return;
            observer.disconnect();
            resolve(undefined);
          }).observe({ type: 'largest-contentful-paint', buffered: true }),
        ),
    );
    await nextFrames(customer);
    await customer.keyboard.press('Shift');
    await ready;
  }
  // Leaving the last page sends its batch too (a keepalive fetch on pagehide, which the browser finishes after the
  // page is gone — so the API's summary is what is checked, not the page's requests).
  await customer.goto('about:blank');
  assert.deepEqual(customer.errors, []);
  await customer.close();

  let after;
  await until(
    async () => {
      after = await summary(token);
      return journey.every((s) => (lcpOf(after, s.page)?.count ?? 0) > (lcpOf(beforeCounts, s.page)?.count ?? 0));
    },
    "every page's LCP in the summary",
    { timeout: 10_000, interval: 250 },
  ).catch(() => undefined); // the assertions below say which page is missing
  for (const step of journey) {
    const lcp = lcpOf(after, step.page);
    assert.ok(lcp && lcp.count > (lcpOf(beforeCounts, step.page)?.count ?? 0), `LCP of ${step.page} was reported`);
    assert.ok(lcp.p75 > 0 && lcp.p75 < 10_000, `LCP p75 of ${step.page} is plausible: ${lcp.p75} ms`);
    const ttfb = figureOf(after, step.page, 'TTFB');
    assert.ok(
      ttfb && ttfb.p75 >= 0 && ttfb.p75 <= lcp.p75,
      `TTFB p75 of ${step.page} (${ttfb?.p75} ms) comes before its LCP`,
    );
  }

  // The operator's view.
  for (const width of [1280, 390]) {
    const operator = await newPage(browser, { width, height: 900 });
    await operator.goto(`${BASE_URL}/admin`);
    await operator.evaluate((t) => sessionStorage.setItem('utsav.token', t), token);
    await operator.goto(`${BASE_URL}/admin/speed`);
    await operator.getByRole('heading', { name: 'Real-user speed' }).waitFor();
    const byPage = operator.getByRole('table', { name: 'Speed by page' });
    await byPage.waitFor();
    for (const step of journey) {
      const row = byPage.locator('[data-testid="rum-page"]').filter({
        has: operator.locator('td[data-label="Page"]', {
          hasText: new RegExp(`^${step.page.replace(/[/:]/g, '\\$&')}$`),
        }),
      });
      const lcpText = (await row.first().locator('td[data-label="LCP p75"]').innerText()).trim();
      assert.match(lcpText, /^(\d+ ms|\d+\.\d\d s)\b/, `${step.page} shows its LCP p75 (${lcpText})`);
    }
    assert.ok(
      (await operator.getByRole('table', { name: 'Speed by remote' }).locator('[data-testid="rum-remote"]').count()) >=
        1,
    );
    await screenshot(operator, `admin-speed-${width}`);
    assert.deepEqual(operator.errors, []);
    await operator.close();
  }
});
