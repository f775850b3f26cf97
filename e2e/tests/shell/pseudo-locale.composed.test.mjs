// the pseudo-locale (`?lang=pseudo`, docs/i18n.md) finds text no catalogue holds. Every text a catalogue
// gives shows accented and bracketed ("[Ŝéŕṽîçéš]"), so a visible text node left plain is an untranslated literal.
// The journey walks the customer pages already translated — home, the services list, a service page, the cart,
// checkout (up to the address form, not paying) — and fails on any plain text node except the allow-list below:
// what the API sent as data (vendor-entered titles and names, category names, the operator's banners, the
// customer's own address), numbers and prices, dates, and each language's name in the switch. No console error.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { settled } from '../../lib/wait.mjs';
import { catalogue, uiCatalogue } from '../../lib/catalogues.mjs';
import { freshMobile, registerCustomer } from '../../lib/one-time-codes.mjs';
import { addServices, bookableServices, call, daysFromNow } from '../checkout/checkout-api.mjs';

const read = (path) => readFileSync(join(process.cwd(), path), 'utf8');
const CATALOG = catalogue('mf-catalog', 'en');
const CHECKOUT = catalogue('mf-checkout', 'en');
const UI = uiCatalogue('en');

// The pseudo-locale's letters, read from its module (shared/src/i18n-pseudo.ts) rather than copied.
const source = read('shared/src/i18n-pseudo.ts');
const PLAIN = /const PLAIN = '([^']+)'/.exec(source)[1];
const ACCENTED = /const ACCENTED = '([^']+)'/.exec(source)[1];
/** A catalogue text without values as the pseudo-locale shows it. */
const P = (text) => `[${text.replace(/[A-Za-z]/g, (c) => ACCENTED.charAt(PLAIN.indexOf(c)))}]`;
const isPseudo = (text) => text.startsWith('[') || text.endsWith(']') || [...text].some((c) => ACCENTED.includes(c));

/** Texts that are not the catalogues' to give. */
const ALLOWED = [
  /^English$/,
  /^हिन्दी$/, // the switch names each language in itself (LANG_NAMES)
  /^\d{2} [A-Z][a-z]{2} \d{4}$/, // a date (formatDate)
  /^\S+@\S+$/, // an email address
  /^(UPI|RuPay|VISA|Mastercard|NetBanking)$/, // payment brands
];

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Every string the API sent the page (content entered by vendors, the operator and the customer), envelope aside. */
function watchApi(page) {
  page.apiTexts = new Set();
  const collect = (value, key) => {
    if (typeof value === 'string') {
      // As the page shows it: whitespace collapsed, and an HTML description's text between its tags too.
      if (key !== 'Message' && key !== 'Status' && /\p{L}/u.test(value)) {
        for (const text of [value, ...value.split(/<[^>]+>/)])
          page.apiTexts.add(
            text
              .replace(/<[^>]+>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim(),
          );
      }
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) collect(v, k);
    }
  };
  page.on('response', async (response) => {
    if (!response.url().startsWith(`${API_URL}/api/`) || !/json/.test(response.headers()['content-type'] ?? '')) return;
    collect(await response.json().catch(() => null), '');
  });
  page.on('console', (m) => {
    if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
  });
}

/** Content from the API: the text node, its API values taken out, has no letters left. */
function fromApi(page, text) {
  let rest = text;
  for (const value of [...page.apiTexts].sort((a, b) => b.length - a.length)) {
    if (value.length > 1 && rest.includes(value)) rest = rest.split(value).join(' ');
  }
  return !/\p{L}/u.test(rest);
}

/** The visible text nodes (screen-reader-only text too) that are neither pseudo nor allowed. */
async function untranslated(page) {
  await settled(page); // every catalogue and answer fetched and drawn
  const nodes = await page.evaluate(() => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !/\p{L}/u.test(text) || !el || el.closest('script, style, noscript, template, svg')) continue;
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      const owner = el.closest('[data-testid], [id], h1, h2, h3, button, a, label');
      found.push({
        text,
        where: owner
          ? `${owner.tagName.toLowerCase()}${owner.dataset.testid ? `[data-testid=${owner.dataset.testid}]` : owner.id ? `#${owner.id}` : ''}`
          : el.tagName.toLowerCase(),
      });
    }
    return found;
  });
  return nodes
    .filter(({ text }) => !isPseudo(text) && !ALLOWED.some((re) => re.test(text)) && !fromApi(page, text))
    .map(({ text, where }) => `${where}: "${text}"`);
}

async function expectAllTranslated(page, label) {
  assert.deepEqual(
    await untranslated(page),
    [],
    `${label}: text shown without a catalogue (add it to the app's or ui catalogue)`,
  );
}

test('?lang=pseudo: every text of home, list, service page, cart and checkout comes from a catalogue', async () => {
  const page = await newPage(browser);
  watchApi(page);
  const [service] = await bookableServices(1, [1], '411004'); // the event is in Pune

  // Home: drawn afresh in the pseudo-locale (the server's English is not hydrated); the switch does not offer it.
  await page.goto(`${BASE_URL}/?lang=pseudo`);
  await page.waitForFunction(() => document.documentElement.dataset.pseudo === '1');
  await page.getByRole('heading', { name: P(CATALOG.home.newTitle) }).waitFor();
  const switcher = page.getByTestId('language-switch').first();
  assert.deepEqual(await switcher.getByRole('button').allTextContents(), ['English', 'हिन्दी']);
  assert.doesNotMatch(
    await page
      .context()
      .cookies()
      .then((c) => c.map((x) => `${x.name}=${x.value}`).join(';')),
    /utsav_lang=pseudo/,
  );
  await screenshot(page, 'pseudo-home-1280');
  await expectAllTranslated(page, 'home');

  // The services list and a service page.
  await page.goto(`${BASE_URL}/services/all?lang=pseudo`);
  await page.getByRole('heading', { name: P(CATALOG.list.categories) }).waitFor();
  await expectAllTranslated(page, 'services list');
  await page.goto(`${BASE_URL}/services/details/${service.id}?lang=pseudo`);
  await page.getByRole('button', { name: P(CATALOG.booking.addToCart) }).waitFor();
  await screenshot(page, 'pseudo-service-1280');
  await expectAllTranslated(page, 'service page');

  // A signed-in customer with an address and a service in the cart: the cart, then checkout and its address form.
  const phone = freshMobile();
  const password = 'Pseudo@1234';
  await registerCustomer({ name: 'Rohan Kulkarni', phone, email: `rohan${phone}@example.in`, password });
  const login = await fetch(`${API_URL}/api/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, password }),
  }).then((r) => r.json());
  const token = login.Payload.uidtoken;
  const address = await call(token, '/AddBookingAddress', {
    method: 'POST',
    body: {
      name: 'Rohan Kulkarni',
      mobile: phone,
      email: `rohan${phone}@example.in`,
      address: '14 Law College Road, Erandwane',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      regno: 123456,
    },
  });
  assert.equal(address.Status, 'Success', JSON.stringify(address));
  await addServices(token, daysFromNow(170), 1);
  await page.evaluate((t) => sessionStorage.setItem('utsav.token', t), token);
  await page.goto(`${BASE_URL}/cart?lang=pseudo`);
  await page.getByRole('heading', { level: 1, name: P(CHECKOUT.cart.title) }).waitFor();
  await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();
  await screenshot(page, 'pseudo-cart-1280');
  await expectAllTranslated(page, 'cart');

  await page.getByRole('button', { name: P(CHECKOUT.cart.proceed) }).click();
  await page.getByRole('heading', { level: 1, name: P(CHECKOUT.checkout.title) }).waitFor();
  await page.getByRole('radio', { name: /Rohan Kulkarni/ }).waitFor();
  await screenshot(page, 'pseudo-checkout-1280');
  await expectAllTranslated(page, 'checkout');
  await page.getByRole('button', { name: P(CHECKOUT.address.add) }).click();
  const dialog = page.getByRole('dialog', { name: P(UI.addressForm.addTitle) });
  await dialog.waitFor();
  await dialog.getByLabel(P(UI.addressForm.zipcode)).waitFor();
  await expectAllTranslated(page, 'address form');
  await dialog.getByRole('button', { name: P(UI.addressForm.cancel) }).click();
  await dialog.waitFor({ state: 'hidden' });

  assert.deepEqual(page.errors, []);
});
