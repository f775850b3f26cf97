// Every public page type, in English and in Hindi, as a phone visitor gets it: the server's HTML is adopted by
// hydration (its heading is the same element afterwards), with no hydration error or warning and no page error; the
// parts below the fold are islands (docs/ssr.md, "Hydration, part by part") that hydrate when they near the
// viewport, are touched, or the browser idles — and each of them does, so nothing stays inert.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';

let browser;
let serviceId;
let packagePath;
before(async () => {
  browser = await launchBrowser();
  const detail = await (await fetch(`${API_URL}/api/ProductDetails/2`)).json();
  serviceId = detail.Payload.Products[0].id;
  const packages = await (await fetch(`${API_URL}/api/Packages`)).json();
  // A package page's address carries the package, the event date and the pincode (base64 JSON), as the list links it.
  const date = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const id = { PackageID: packages.Payload[0]?.PackageID, eventDate: date, pincode: '560001' };
  packagePath = `/packages/${encodeURIComponent(Buffer.from(JSON.stringify(id)).toString('base64'))}`;
});
after(async () => browser?.close());

const PAGES = () => [
  ['home', '/'],
  ['services list', '/services/all'],
  ['service page', `/services/details/${serviceId}`],
  ['packages list', '/packages/all'],
  ['package page', packagePath],
  ['calendar page', '/calendars'],
];

/** Console errors, and warnings about rendering (React reports a hydration mismatch as a console error). */
function watchConsole(page) {
  const seen = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /hydrat|did not match|ssr|server/i.test(m.text())))
      seen.push(`${m.type()}: ${m.text()}`);
  });
  return seen;
}

async function rememberServerHeading(page) {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      window.__serverH1 = document.querySelector('main h1');
    }),
  );
}

/**
 * Visible Devanagari not set in the site's Devanagari font (a system without one, as Debian's Chromium, draws it as
 * boxes): every text with a Devanagari letter must have Noto Sans Devanagari in its font stack, and the font must be
 * loaded. Text read only by screen readers (`.visually-hidden`) and data blocks are not drawn.
 */
const devanagariOutsideFont = (page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    const out = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || !/[\u0900-\u097F]/.test(n.textContent) || el.closest('script, .visually-hidden')) continue;
      const family = getComputedStyle(el).fontFamily;
      if (!/Noto Sans Devanagari/.test(family) || !document.fonts.check(`16px ${family}`, n.textContent.trim()))
        out.push(
          `"${n.textContent.trim().slice(0, 30)}" in <${el.tagName.toLowerCase()} class="${el.className}">: ${family}`,
        );
    }
    for (const field of document.querySelectorAll('input, textarea')) {
      if (
        /[\u0900-\u097F]/.test(field.placeholder + field.value) &&
        !/Noto Sans Devanagari/.test(getComputedStyle(field).fontFamily)
      )
        out.push(`the field ${field.name || field.id}: ${getComputedStyle(field).fontFamily}`);
    }
    return out;
  });

const islandStates = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island]')].map((el) => [
      el.getAttribute('data-island'),
      el.getAttribute('data-island-state'),
    ]),
  );

// The language as a hreflang link gives it (`?lang=`) and as a returning visitor's cookie does (no `?lang=`: the
// server and the browser each read the cookie).
for (const [lang, how] of [
  ['en', 'query'],
  ['hi', 'query'],
  ['hi', 'cookie'],
]) {
  test(`every public page type in ${lang === 'en' ? 'English' : 'Hindi'} (${how}) hydrates its server HTML at 390 px: no hydration error, every island goes live`, async () => {
    const page = await newPage(browser, { width: 390, height: 844 });
    const consoleErrors = watchConsole(page);
    await rememberServerHeading(page);
    if (how === 'cookie') await page.context().addCookies([{ name: 'utsav_lang', value: lang, url: BASE_URL }]);
    for (const [name, path] of PAGES()) {
      const url =
        how === 'cookie' ? `${BASE_URL}${path}` : `${BASE_URL}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
      await page.goto(url, { waitUntil: 'load', timeout: 45_000 });
      await page.locator('main h1').first().waitFor();
      const htmlLang = await page.getAttribute('html', 'lang');
      assert.ok(htmlLang?.startsWith(lang), `${name}: the page is in ${lang} (${htmlLang})`);
      // The islands go live when seen or when the browser idles: scrolled to the end, every one has.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-island]')].every((el) => el.dataset.islandState === 'live'),
        null,
        { timeout: 30_000 },
      );
      assert.ok(
        await page.evaluate(() => window.__serverH1 != null && window.__serverH1 === document.querySelector('main h1')),
        `${name} (${lang}): the server's heading was adopted, not drawn again`,
      );
      assert.deepEqual(await devanagariOutsideFont(page), [], `${name} (${lang}): no Devanagari outside its font`);
      if (name === 'home') await screenshot(page, `hydration-home-${lang}-${how}-390`);
    }
    assert.deepEqual(consoleErrors, [], 'no console error or hydration warning');
    assert.deepEqual(page.errors, []);
  });
}

// A visitor who switches language as the page loads, on a slow phone (CPU slowed 6×): the switch is clicked on the
// server's HTML (kept and replayed at hydration, or handled while the rest still hydrates, time-sliced) and parts
// hydrate after it (the page's own, the islands). Each part hydrates in the language its server HTML is in, then
// shows the new one (docs/ssr.md, "Hydration"); before, a part hydrating after the switch rendered the new language
// against the old HTML (React #418, about one load in three). shared/src/i18n.test.tsx checks the rule itself.
for (const [from, to, label] of [
  ['en', 'hi', 'हिन्दी'],
  ['hi', 'en', 'English'],
]) {
  test(`switching ${from} → ${to} while the page hydrates: no hydration error, the page ends in ${to}`, async () => {
    for (const path of ['/', `/services/details/${serviceId}`, '/', `/services/details/${serviceId}`]) {
      // At 1280 px, where the header shows the switch (a phone has it in the menu).
      const page = await newPage(browser, { width: 1280, height: 900 });
      const consoleErrors = watchConsole(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      await page.goto(`${BASE_URL}${path}?lang=${from}`, { waitUntil: 'commit', timeout: 45_000 });
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      const switcher = page.getByTestId('language-switch');
      await switcher.getByRole('button', { name: label }).click({ timeout: 45_000, noWaitAfter: true });
      await switcher.getByRole('button', { name: label, pressed: true }).waitFor({ timeout: 45_000 });
      assert.ok((await page.getAttribute('html', 'lang'))?.startsWith(to), `${path}: the page is in ${to}`);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction(
        () => [...document.querySelectorAll('[data-island]')].every((el) => el.dataset.islandState === 'live'),
        null,
        { timeout: 45_000 },
      );
      assert.deepEqual(consoleErrors, [], `${path}: no console error or hydration warning`);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  });
}

test('an island below the fold waits until it nears the viewport, then hydrates; a touch hydrates it at once', async () => {
  const page = await newPage(browser, { width: 390, height: 844 });
  const consoleErrors = watchConsole(page);
  // No idle moments: only being seen or touched releases an island.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await page.goto(`${BASE_URL}/`, { waitUntil: 'load', timeout: 45_000 });
  await page.locator('main h1').first().waitFor();
  await page.locator('[data-island="home-trending"]').waitFor({ state: 'attached' });
  await page.waitForTimeout(1000);
  const before = Object.fromEntries(await islandStates(page));
  assert.equal(before.footer, null, 'the footer, far below the fold, is not hydrated yet');
  assert.equal(before['home-trending'], null, 'nor the trending section');
  // Its server HTML is all there meanwhile: readable, links work.
  assert.ok(await page.locator('footer a').count(), 'the footer is in the page as HTML');

  // The newsletter's field, focused without scrolling (a touch): its island hydrates at once, and typing works.
  const island = '[data-island="home-newsletter"]';
  assert.equal(Object.fromEntries(await islandStates(page))['home-newsletter'], null);
  await page.evaluate(
    (sel) => document.querySelector(`${sel} input[type="email"]`).focus({ preventScroll: true }),
    island,
  );
  await page.waitForFunction((sel) => document.querySelector(sel)?.dataset.islandState === 'live', island);
  const email = page.locator(`${island} input[type="email"]`);
  await email.fill('visitor@example.com');
  assert.equal(await email.inputValue(), 'visitor@example.com');
  await page.locator('[data-island="home-trending"] > *').first().scrollIntoViewIfNeeded();
  await page.waitForFunction(
    () => document.querySelector('[data-island="home-trending"]')?.dataset.islandState === 'live',
  );
  assert.deepEqual(consoleErrors, []);
  assert.deepEqual(page.errors, []);
});
