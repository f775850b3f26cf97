// every page of the composed site is served with the one security policy (domain/src/security-headers.ts)
// and works under it: the journeys run with the CSP enforced and fail on any violation (e2e/lib/browser.mjs). This
// file checks the policy is there, that a violation does reach page.errors, and that framing is refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { APPS } from '../../../tools/apps.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

test('every app serves its pages with the CSP, framing refused, referrer and permissions policies', async () => {
  for (const app of APPS) {
    for (const path of ['/', '/index.html']) {
      const res = await fetch(`http://localhost:${app.port}${path}`);
      assert.equal(res.status, 200, `${app.name}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      assert.match(csp, /frame-ancestors 'none'/, `${app.name}${path}: ${csp}`);
      assert.match(csp, /script-src 'self'/);
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.doesNotMatch(csp.match(/script-src[^;]*/)?.[0] ?? '', /unsafe-inline/, 'inline scripts only by hash');
      assert.equal(res.headers.get('x-frame-options'), 'DENY');
      assert.equal(res.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(res.headers.get('permissions-policy') ?? '', /camera=\(\)/);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
    }
  }
});

test('the home page, a service page and the back office run under the CSP without a violation', async () => {
  const page = await newPage(browser);
  const main = await page.goto(`${BASE_URL}/`);
  assert.match(main.headers()['content-security-policy'], /frame-ancestors 'none'/);
  await page.getByTestId('category-panel').waitFor();
  await page.locator('main img').first().waitFor();
  await page.goto(`${BASE_URL}/services`);
  await page.locator('main h1, main h2').first().waitFor();
  await page.goto(`${BASE_URL}/admin`);
  await page.getByRole('form', { name: 'Operator sign in' }).waitFor();
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('a script the policy does not allow is blocked and reported (the journeys would fail on it)', async () => {
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/`);
  await page.getByTestId('category-panel').waitFor();
  const ran = await page.evaluate(async () => {
    // An inline script runs as it is inserted, if the policy lets it; a refused one fires the violation event.
    const refused = new Promise((r) => document.addEventListener('securitypolicyviolation', r, { once: true }));
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true;';
    document.body.appendChild(s);
    if (window.__injected === true) return true;
    await refused;
    return window.__injected === true;
  });
  assert.equal(ran, false, 'the inline script did not run');
  // The page's report reaches page.errors through a binding, a round trip later.
  await until(() => page.errors.length > 0, 'the violation reported', { timeout: 5_000 });
  assert.equal(page.errors.length, 1, page.errors.join('\n'));
  assert.match(page.errors[0], /CSP violation .*script-src/);
  await page.context().close();
});

test('the site cannot be framed by another origin (clickjacking): /admin in an iframe stays empty', async () => {
  const page = await newPage(browser);
  // A page of no origin of ours, with no policy of its own (about:blank): only the framed page's headers can refuse.
  // setContent resolves on the load event, which waits for the iframe's own load (or its refusal).
  await page.setContent(
    `<h1>Another site</h1><iframe title="framed" src="${BASE_URL}/admin" width="800" height="400"></iframe>`,
    { waitUntil: 'load' },
  );
  const framed = page.frames().find((f) => f !== page.mainFrame());
  assert.ok(framed, 'the iframe exists');
  const content = await framed.evaluate(() => document.body?.innerText ?? '').catch(() => '');
  assert.doesNotMatch(content, /Operator sign in|Utsav back office/, 'the back office did not render in the frame');
  await screenshot(page, 'security-framing-refused');
  await page.context().close();
});
