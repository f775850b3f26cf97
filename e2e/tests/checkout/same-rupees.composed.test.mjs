// The same rupees at every step, in English and in हिन्दी (docs/gst.md "The price as charged"): a customer whose
// place has a travel fare books one service — list card, service page (and its server-rendered JSON-LD offer),
// cart, checkout, the test gateway, the order page and the invoice — once in each language. Every figure is read from the page (at 390 and 1280 px, each step
// screenshot and axe-checked, no sideways scroll) and compared with the API's records of that step (the list row,
// the service, the cart's reach, the checkout quote, the payment, the booking), never recomputed here; then the two
// languages' figures are compared with each other. Console and page errors fail the journey.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { apiLogin, useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { catalogue, uiCatalogue, watchConsole } from '../../lib/catalogues.mjs';
import { freshMobile, registerCustomer } from '../../lib/one-time-codes.mjs';
import { nextFrames, settled } from '../../lib/wait.mjs';
import { base64, call, daysFromNow, spaGoto } from './checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Colaba, Mumbai: some km from the Mumbai vendors, so their services carry a travel fare there. */
const PINCODE = '400001';
const WIDTHS = [390, 1280];

/** The texts the journey clicks or reads, in one language, from the apps' own catalogues. */
const textsIn = (lang) => ({
  catalog: catalogue('mf-catalog', lang),
  checkout: catalogue('mf-checkout', lang),
  account: catalogue('mf-account', lang),
  ui: uiCatalogue(lang),
  gateway: JSON.parse(readFileSync(new URL(`../../../api/src/locales/${lang}.json`, import.meta.url), 'utf8')).gateway,
});
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const paise = (x) => Math.round(Number(x) * 100);

/** The first rupee figure of a text, in paise ('+ ₹1,234.50 travel to …' → 123450); fails when there is none. */
function rupeesIn(text, what) {
  const m = /₹\s?([\d,]+\.\d{2})/.exec(text ?? '');
  assert.ok(m, `${what}: a rupee figure in "${text}"`);
  return paise(m[1].replace(/,/g, ''));
}

/** A locator's first rupee figure (it must be visible at the width). */
async function figure(locator, what) {
  await locator.waitFor();
  return rupeesIn(await locator.textContent(), what);
}

/**
 * The step at 390 and at 1280 px: laid out without sideways scroll, in Hindi with its Devanagari font loaded, `read`
 * gives its figures, a screenshot (axe runs on it). The figures must be the same at both widths; they are returned.
 */
async function atBothWidths(page, name, read) {
  const seen = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await nextFrames(page);
    const { scroll, client } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert.ok(scroll <= client + 1, `${name} at ${width} px: ${scroll} px wide in a ${client} px window`);
    if (name.startsWith('hi-')) {
      // Hindi words are drawn in a Devanagari font the page loaded (this machine has none of its own: without one
      // they would be empty boxes).
      const faces = await page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((f) => /Devanagari/.test(f.family) && f.status === 'loaded').length;
      });
      assert.ok(faces > 0, `${name} at ${width} px: a Devanagari font is loaded`);
    }
    seen.push(await read());
    await screenshot(page, `same-rupees-${name}-${width}`);
  }
  assert.deepEqual(seen[0], seen[1], `${name}: the same figures at 390 and 1280 px`);
  return seen[0];
}

let chosen = null;
/**
 * One service for both languages: shown with its price (GST charged), whose vendor comes to PINCODE and charges
 * travel there — the nearest such service of the list for that pincode, as the API ranks it.
 */
async function theService() {
  if (chosen) return chosen;
  const list = await fetch(`${API_URL}/api/AllProduct/?limit=100&pincode=${PINCODE}&serves=1`).then((r) => r.json());
  const row = (list.Payload ?? []).find(
    (p) => !Number(p.amount_hide_show) && Number(p.gst) > 0 && p.Reach && !p.Reach.Outside && p.Reach.TravelFare > 0,
  );
  assert.ok(row, `a priced service with GST and a travel fare to ${PINCODE}`);
  chosen = { id: Number(row.productid ?? row.id), title: row.title };
  return chosen;
}

/** A new customer whose only saved address is at PINCODE, in the language (the invoice's language too). */
async function freshCustomer(name, lang) {
  const phone = freshMobile('7');
  const password = 'Rupees@1234';
  const email = `rupees${phone}@example.in`;
  await registerCustomer({ name, phone, email, password });
  const token = await apiLogin({ mobile: phone, password });
  const address = {
    name,
    mobile: phone,
    email,
    address: '3 Shahid Bhagat Singh Road, Colaba',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipcode: PINCODE,
    regno: 123456,
  };
  const added = await call(token, '/AddBookingAddress', { method: 'POST', body: address });
  assert.equal(added.Status, 'Success', added.Message);
  const saved = await call(token, '/update-language', { method: 'POST', body: { language: lang } });
  assert.equal(saved.Status, 'Success', saved.Message);
  return { token, name };
}

/** What each language's journey read, by step: compared with each other at the end. */
const figures = {};

async function journey(lang, { days, customerName }) {
  const T = textsIn(lang);
  const service = await theService();
  const { token } = await freshCustomer(customerName, lang);
  const date = daysFromNow(days);
  const tag = lang;
  const seen = {};

  const page = await newPage(browser, { width: 1280, height: 900 });
  watchConsole(page);
  if (lang === 'hi') await page.context().addCookies([{ name: 'utsav_lang', value: 'hi', url: BASE_URL }]);
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  // Signed in without a place: the header takes the first saved address's pincode, and every price is for it.
  await page.getByTestId('place-button').filter({ hasText: PINCODE }).waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang === 'hi' ? 'hi-IN' : 'en-IN');

  // 1. The list card, found by the service's title among the services that come to the pincode.
  const listed = (
    await fetch(
      `${API_URL}/api/AllProduct/?limit=100&pincode=${PINCODE}&serves=1&q=${encodeURIComponent(service.title)}`,
    ).then((r) => r.json())
  ).Payload.find((p) => Number(p.productid ?? p.id) === service.id);
  assert.ok(listed, 'the list API has the service for the pincode');
  await spaGoto(page, `/services/all?q=${encodeURIComponent(service.title)}&serves=1`);
  const card = page
    .getByTestId('product-card')
    .filter({ has: page.getByRole('heading', { name: service.title, exact: true }) })
    .first();
  seen.card = await atBothWidths(page, `${tag}-card`, async () => ({
    price: await figure(card.getByTestId('price-charged'), 'card price'),
    travel: await figure(card.getByTestId('price-travel'), 'card travel'),
  }));
  assert.equal(seen.card.price, paise(listed.payableAmt), 'the card shows the list row’s payable amount');
  assert.equal(seen.card.travel, paise(listed.Reach.TravelFare), 'the card shows the list row’s travel fare');
  // The amounts the tag is built from, as it marks them, are the ones it prints.
  assert.equal(Number(await card.getByTestId('price-charged').getAttribute('data-paise')), seen.card.price);
  assert.equal(Number(await card.getByTestId('price-travel').getAttribute('data-paise')), seen.card.travel);
  assert.match(await card.getByTestId('price-travel').textContent(), new RegExp(PINCODE));

  // 2. The service page, from the card.
  await card.getByRole('link', { name: service.title, exact: true }).click();
  await page.waitForURL(new RegExp(`/services/details/${service.id}$`));
  await page.getByRole('heading', { level: 1, name: service.title }).waitFor();
  const detail = (await fetch(`${API_URL}/api/ProductDetails/${service.id}?pincode=${PINCODE}`).then((r) => r.json()))
    .Payload;
  const s = detail.Products?.[0] ?? detail.service;
  const priceTag = page.locator('main').getByTestId('price-tag').first();
  seen.service = await atBothWidths(page, `${tag}-service`, async () => ({
    price: await figure(priceTag.getByTestId('price-charged'), 'service page price'),
    travel: await figure(priceTag.getByTestId('price-travel'), 'service page travel'),
    // The reach line: the vendor's distance and travel from the customer's saved address (the same pincode).
    reach: rupeesIn(
      await page.getByTestId('service-reach').filter({ hasText: '₹' }).first().textContent(),
      'service reach travel',
    ),
  }));
  assert.equal(seen.service.price, paise(s.payableAmt), 'the service page shows the service’s payable amount');
  assert.equal(seen.service.travel, paise(s.Reach.TravelFare), 'and its travel fare to the pincode');

  // The same page as the server renders it for this customer's place (the `utsav_place` cookie the header's place
  // picker keeps; sent as it would be when the browser has none yet): its JSON-LD offer is the price shown, GST
  // included, and its shipping rate to the pincode is the travel fare.
  const hasPlace = (await page.context().cookies()).some((c) => c.name === 'utsav_place');
  const html = await (
    await page.context().request.get(`${BASE_URL}/services/details/${service.id}`, {
      headers: hasPlace ? {} : { cookie: `utsav_place=${encodeURIComponent(`${PINCODE}~Mumbai`)}` },
    })
  ).text();
  const offers = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((m) => JSON.parse(m[1]))
    .find((d) => d['@type'] === 'Service')?.offers;
  assert.ok(offers, 'the server-rendered service page has its JSON-LD offer');
  assert.equal(paise(offers.price), seen.service.price, 'JSON-LD: the price shown, GST included');
  assert.equal(offers.priceSpecification.valueAddedTaxIncluded, true);
  assert.equal(paise(offers.shippingDetails.shippingRate.value), seen.service.travel, 'JSON-LD: the travel fare');
  assert.equal(offers.shippingDetails.shippingDestination.postalCode, PINCODE);

  // Add it to the cart for the date.
  await page.getByLabel(T.catalog.booking.date).fill(date);
  await page.locator('[role="status"][data-state="1"]').waitFor();
  await page.getByRole('button', { name: T.catalog.booking.addToCart }).click();
  await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();

  // 3. The cart.
  await spaGoto(page, '/cart');
  await page.getByRole('heading', { level: 1, name: T.checkout.cart.title }).waitFor();
  const cartLine = page.getByTestId('cart-line').filter({ hasText: service.title });
  const cart = (await call(token, '/getCart')).Payload.CartList.find((i) => i.ProductId === service.id);
  const reach = (await call(token, `/ServiceReach?productIds=${service.id}`)).Payload.Items[0];
  seen.cart = await atBothWidths(page, `${tag}-cart`, async () => ({
    price: await figure(cartLine.getByTestId('line-charged'), 'cart line price'),
    travel: await figure(cartLine.getByTestId('service-reach'), 'cart line travel'),
    // The summary: the services with GST, the travel to the saved address, what will be charged.
    subtotal: await figure(page.getByTestId('cart-subtotal'), 'cart services'),
    travelRow: await figure(page.getByTestId('cart-travel'), 'cart travel row'),
    total: await figure(page.getByTestId('cart-total'), 'cart total'),
  }));
  assert.equal(seen.cart.price, paise(cart.payableAmt), 'the cart line is the cart’s payable amount');
  assert.equal(seen.cart.travel, paise(reach.TravelFare), 'the cart’s travel is the reach to the saved address');
  assert.equal(seen.cart.subtotal, seen.cart.price, 'one service: the services row is its price');
  assert.equal(seen.cart.travelRow, seen.cart.travel, 'the travel row is its fare');
  // The mini-cart says the same price.
  await page.getByTestId('cart-button').click();
  const mini = page.getByRole('dialog', { name: T.checkout.mini.title });
  assert.equal(
    await figure(mini.getByTestId('mini-cart-subtotal'), 'mini-cart sub total'),
    seen.cart.price,
    'the mini-cart’s sub total is the price as charged',
  );
  await mini.getByRole('button', { name: T.checkout.mini.close }).click();
  await mini.waitFor({ state: 'hidden' });

  // 4. Checkout: the saved address, paid in full.
  await page.getByRole('button', { name: T.checkout.cart.proceed }).click();
  await page.waitForURL(`${BASE_URL}/checkout/${base64(date)}`);
  await page.getByRole('heading', { level: 1, name: T.checkout.checkout.title }).waitFor();
  await page.getByLabel(T.checkout.checkout.bookingFor, { exact: true }).fill('Sangeet');
  const radio = page.getByRole('radio', { name: new RegExp(escape(customerName)) });
  if (!(await radio.isChecked())) await radio.check();
  await page.getByRole('radio', { name: new RegExp(escape(T.checkout.checkout.full)) }).check();
  const address = (await call(token, '/GetBookingAddressList')).Payload[0];
  const quote = (await call(token, `/checkCartAvailability?bookingDate=${date}&addressId=${address.Id}`)).Payload;
  await page.getByTestId('total-due').filter({ hasText: /₹/ }).waitFor();
  seen.checkout = await atBothWidths(page, `${tag}-checkout`, async () => ({
    withGst: await figure(page.getByTestId('total-gst'), 'checkout price with GST'),
    travel: await figure(page.getByTestId('total-extra'), 'checkout travel'),
    total: await figure(page.getByTestId('total-amount'), 'checkout total'),
    due: await figure(page.getByTestId('total-due'), 'checkout payable now'),
  }));
  assert.deepEqual(
    seen.checkout,
    {
      withGst: paise(quote.TotalAmountGst),
      travel: paise(quote.TotalExtraCharges),
      total: paise(quote.TotalAmount),
      due: paise(quote.TotalAmount),
    },
    'the checkout shows the quote for the address',
  );

  // 5. The test gateway, in the payer's language.
  await page.getByRole('button', { name: T.checkout.summary.place }).click();
  await page.waitForURL(/\/api\/payments\/offline\/checkout\?/, { timeout: 45_000 });
  await page.getByText(T.gateway.banner).first().waitFor();
  seen.gateway = await atBothWidths(page, `${tag}-gateway`, async () => ({
    amount: await figure(page.getByTestId('gateway-amount'), 'gateway amount'),
  }));
  await page.getByLabel('UPI', { exact: true }).check();
  const payLabel = T.gateway.pay.split('{{amount}}').map(escape).join('[\\d,.]+');
  await page.getByRole('button', { name: new RegExp(`^${payLabel}$`) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'), { timeout: 45_000 });

  // 6. The order page.
  await page.waitForURL(/\/booking\/OD/);
  const orderId = new URL(page.url()).pathname.split('/').pop();
  await page.getByRole('heading', { level: 1, name: T.checkout.headline.confirmed }).waitFor({ timeout: 30_000 });
  seen.order = await atBothWidths(page, `${tag}-order`, async () => ({
    total: await figure(page.getByTestId('order-total'), 'order total'),
    paid: await figure(page.getByTestId('order-paid-total'), 'order paid'),
  }));
  const booking = (await call(token, '/GetMyBookings?limit=100')).Payload.find((b) => b.OrderId === orderId);
  assert.ok(booking, 'the booking is in My Bookings');
  const record = (await call(token, `/GetOrderDetail?bookingId=${booking.BookingNo}`)).Payload;
  assert.equal(record.Payments.length, 1, 'one payment');
  assert.equal(seen.gateway.amount, paise(record.Payments[0].Amount), 'the gateway asked for what was captured');
  assert.deepEqual(
    seen.order,
    { total: paise(record.BillingAmt), paid: paise(record.PaidAmt) },
    'the order page is the booking’s records',
  );

  // 7. The invoice.
  await spaGoto(page, `/account/booking/${booking.BookingNo}`);
  const invoice = page.getByTestId('invoice');
  await invoice.waitFor();
  const amountCell = (row) => row.locator(`td[data-label="${T.account.invoice.amount}"]`);
  seen.invoice = await atBothWidths(page, `${tag}-invoice`, async () => ({
    service: paise((await amountCell(invoice.locator('tbody tr').first()).textContent()).replace(/[^\d.]/g, '')),
    travel: paise((await amountCell(invoice.getByTestId('travel-line')).textContent()).replace(/[^\d.]/g, '')),
    total: await figure(page.getByTestId('invoice-total').locator('dd'), 'invoice total'),
    paid: paise((await page.getByTestId('invoice-payment').first().locator('dd').textContent()).replace(/[^\d.]/g, '')),
  }));
  assert.equal(seen.invoice.total, paise(record.BillingAmt), 'the invoice bills the booking');
  assert.equal(seen.invoice.paid, paise(record.Payments[0].Amount), 'and lists its payment');

  // One service, one price: every step says the same rupees as the step before it, and as the records.
  const price = seen.card.price;
  const travel = seen.card.travel;
  assert.ok(travel > 0, 'the pincode has a travel fare');
  for (const [step, p, tr] of [
    ['service page', seen.service.price, seen.service.travel],
    ['service page reach', seen.service.price, seen.service.reach],
    ['cart', seen.cart.price, seen.cart.travel],
    ['cart summary', seen.cart.subtotal, seen.cart.travelRow],
    ['checkout', seen.checkout.withGst, seen.checkout.travel],
    ['invoice', seen.invoice.service, seen.invoice.travel],
  ]) {
    assert.equal(p, price, `${step}: the card's price`);
    assert.equal(tr, travel, `${step}: the card's travel fare`);
  }
  for (const [step, total] of [
    ['cart total', seen.cart.total],
    ['checkout total', seen.checkout.total],
    ['checkout payable now', seen.checkout.due],
    ['gateway', seen.gateway.amount],
    ['order total', seen.order.total],
    ['order paid', seen.order.paid],
    ['invoice total', seen.invoice.total],
    ['invoice payment', seen.invoice.paid],
  ])
    assert.equal(total, price + travel, `${step}: the card's price and travel`);

  await settled(page);
  assert.deepEqual(page.errors, []);
  await page.context().close();
  figures[lang] = seen;
}

test('English: the card’s price and travel to the pincode are what the cart, gateway, order and invoice charge', async () => {
  await journey('en', { days: 171, customerName: 'Nisha Kulkarni' });
});

test('हिन्दी: the same service, the same rupees at every step', async () => {
  await journey('hi', { days: 174, customerName: 'Anjali Deshpande' });
});

test('English and हिन्दी show the same figures at every step', () => {
  assert.ok(figures.en && figures.hi, 'both journeys ran');
  assert.deepEqual(figures.hi, figures.en);
});
