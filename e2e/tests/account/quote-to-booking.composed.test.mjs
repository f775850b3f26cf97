// Ask the vendor, get a quote, book it (docs/conversations.md), in the browser end to end: a customer asks the demo
// vendor about a service from its page (date, 300 guests, pincode, message); the vendor, signed in, finds it in the
// inbox, answers with a text and a photo and sends a quote with its own lines and prices; the customer sees the quote
// in the thread (lines, GST, travel, total, advance), accepts it paying the advance, pays on the test gateway, and
// the order page and the tax invoice bill exactly the quoted figures: the total, the advance paid, the balance, the
// GST. The vendor's thread then reads the quote as accepted. At 1280 and 390 px in English and once in हिन्दी (every
// label from the catalogues, the same rupee figures). Screenshots of both threads with the quote, the order and the
// invoice (e2e/artifacts/quote-*.png), axe clean on each (screenshot() runs it); no page or console error.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { apiLogin, useToken, VENDOR } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { catalogue, watchConsole } from '../../lib/catalogues.mjs';
import { freshMobile, registerCustomer } from '../../lib/one-time-codes.mjs';
import { settled, until } from '../../lib/wait.mjs';
import { call, daysFromNow, rupees, spaGoto } from '../checkout/checkout-api.mjs';
import { open as vendorOpen, vendorSignIn } from '../vendor/vendor-helpers.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Every text the journey clicks or reads, in one language, from the apps' own catalogues. */
const textsIn = (lang) => ({
  catalog: catalogue('mf-catalog', lang),
  account: catalogue('mf-account', lang),
  vendor: catalogue('mf-vendor', lang),
  checkout: catalogue('mf-checkout', lang),
  gateway: JSON.parse(readFileSync(new URL(`../../../api/src/locales/${lang}.json`, import.meta.url), 'utf8')).gateway,
});
const fill = (text, values) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => String(values[k]));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const paise = (x) => Math.round(Number(x) * 100);
/** The rupees a figure shows ('₹1,23,456.50' → 12345650 paise). */
const shownPaise = (text) => paise(text.replace(/[^\d.-]/g, ''));

/**
 * A 240 × 160 PNG photo (a saffron-to-rose gradient), written here so the thread shows a picture of a real size:
 * signature, IHDR (8-bit RGB), one IDAT of filtered rows, IEND (PNG spec §5, CRC-32 of type and data).
 */
function photoPng(name) {
  const [w, h] = [240, 160];
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'latin1');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(h * (1 + w * 3));
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const at = y * (1 + w * 3) + 1 + x * 3;
      rows.set([245, Math.round(160 - (90 * x) / w), Math.round(40 + (80 * y) / h)], at);
    }
  const buffer = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer };
}

/** The quote the vendor types: its own lines, 1 × ₹85,000 and 30 × ₹1,200 (Σ ₹1,21,000). */
const LINES = [
  { description: 'Mandap and stage décor, marigold and roses', quantity: 1, unit: 85_000 },
  { description: 'Table centrepieces', quantity: 30, unit: 1_200 },
];
const SUBTOTAL = LINES.reduce((s, l) => s + l.quantity * l.unit, 0);
/** The event's pincode: Tajmahal, Mumbai, about 13 km from the demo vendor in Bandra. */
const PINCODE = '400001';

/** One of the demo vendor's listed services with GST and an advance (the figures the journey checks are not zero). */
async function demoVendorService() {
  const vendor = await apiLogin(VENDOR);
  const rows = (await call(vendor, '/vendor/products')).Payload ?? [];
  for (const row of rows.filter((r) => r.Listed && r.Status === 1)) {
    const detail = await fetch(`${API_URL}/api/ProductDetails/${row.Id}`).then((r) => r.json());
    const s = detail.Payload?.Products?.[0] ?? detail.Payload?.service;
    if (s && Number(s.gst) > 0 && Number(s.booking_advance_per) > 0 && !Number(s.amount_hide_show)) return row;
  }
  throw new Error('the demo vendor has no listed service with GST and an advance');
}

/** A fresh customer with an address in the event's pincode (the quote's travel is priced for it). */
async function freshCustomer(name, lang) {
  const phone = freshMobile('8');
  const password = 'Quote@1234';
  const email = `quote${phone}@example.in`;
  await registerCustomer({ name, phone, email, password });
  const token = await apiLogin({ mobile: phone, password });
  const address = {
    name,
    mobile: phone,
    email,
    address: '12 Apollo Bunder Road, Colaba',
    city: 'Mumbai',
    state: 'Maharashtra',
    zipcode: PINCODE,
    regno: 123456,
  };
  assert.equal((await call(token, '/AddBookingAddress', { method: 'POST', body: address })).Status, 'Success');
  if (lang === 'hi')
    assert.equal(
      (await call(token, '/update-language', { method: 'POST', body: { language: 'hi' } })).Status,
      'Success',
    );
  return token;
}

/** A page at the width, failing on console errors too, in the language (the cookie every app reads). */
async function pageIn(lang, width) {
  const page = await newPage(browser, { width, height: 900 });
  watchConsole(page);
  if (lang === 'hi') await page.context().addCookies([{ name: 'utsav_lang', value: 'hi', url: BASE_URL }]);
  return page;
}

/** The test gateway in the payer's language: it shows the amount, UPI is chosen, the payment succeeds. */
async function payAdvanceOnGateway(page, T, amount) {
  await page.waitForURL(/\/api\/payments\/offline\/checkout\?/, { timeout: 45_000 });
  await page.getByText(T.gateway.banner).first().waitFor();
  await page
    .getByTestId('gateway-amount')
    .filter({ hasText: amount.replace('₹', '') })
    .waitFor();
  await page.getByLabel('UPI', { exact: true }).check();
  const payLabel = T.gateway.pay.split('{{amount}}').map(escape).join('[\\d,.]+');
  await page.getByRole('button', { name: new RegExp(`^${payLabel}$`) }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/api/'), { timeout: 45_000 });
}

async function journey({ lang, width, days, customerName }) {
  const T = textsIn(lang);
  const service = await demoVendorService();
  const token = await freshCustomer(customerName, lang);
  const date = daysFromNow(days);
  const tag = `${lang}-${width}`;

  // The customer asks from the service page.
  const customer = await pageIn(lang, width);
  await customer.goto(`${BASE_URL}/`);
  await useToken(customer, token);
  await spaGoto(customer, `/services/details/${service.Id}`);
  await customer.getByRole('heading', { level: 1, name: service.Title }).waitFor();
  await customer.getByRole('button', { name: T.catalog.ask.button }).first().click();
  const ask = customer.getByRole('dialog', { name: T.catalog.ask.title });
  await ask.getByLabel(T.catalog.ask.eventDate).fill(date);
  await ask.getByLabel(T.catalog.ask.guests).fill('300');
  await ask.getByLabel(T.catalog.ask.pincode).fill(PINCODE);
  const question = `Decoration for a sangeet of 300 guests on ${date}: what would you suggest? (${tag})`;
  await ask.getByLabel(T.catalog.ask.message).fill(question);
  await ask.getByRole('button', { name: T.catalog.ask.send }).click();
  await customer.waitForURL(/\/account\/conversations\/\d+$/);
  const conversationId = Number(new URL(customer.url()).pathname.split('/').pop());
  await customer.getByTestId('message').filter({ hasText: question }).waitFor();

  // The vendor finds it in the inbox, answers with a text and a photo, and sends a quote with their own lines.
  const vendor = await pageIn(lang, width);
  if (lang === 'en') await vendorSignIn(vendor, VENDOR);
  else {
    await vendor.goto(`${BASE_URL}/vendor`);
    await useToken(vendor, await apiLogin(VENDOR));
  }
  await vendorOpen(vendor, '/vendor/inbox');
  await vendor.getByRole('heading', { level: 1, name: T.vendor.inbox.title }).waitFor();
  await vendor.getByTestId('inbox-row').filter({ hasText: customerName }).click();
  await vendor.waitForURL(`**/vendor/inbox/${conversationId}`);
  await vendor.getByText(question).waitFor();
  const answer = 'Here is a mandap we did last month; the quote follows.';
  await vendor.getByLabel(T.vendor.inbox.reply).fill(answer);
  await vendor.getByLabel(T.vendor.inbox.addPhoto).setInputFiles(photoPng(`mandap-${tag}.png`));
  await loaded(vendor.getByRole('img', { name: T.vendor.inbox.photo }).first());
  const composer = vendor.getByRole('form', { name: T.vendor.inbox.quoteTitle });
  for (const [i, l] of LINES.entries()) {
    if (i > 0) await composer.getByRole('button', { name: T.vendor.inbox.addLine }).click();
    const line = composer.getByRole('group', { name: fill(T.vendor.inbox.line, { n: i + 1 }) });
    await line.getByLabel(T.vendor.inbox.description).fill(l.description);
    await line.getByLabel(T.vendor.inbox.quantity).fill(String(l.quantity));
    await line.getByLabel(T.vendor.inbox.unitPrice).fill(String(l.unit));
  }
  await composer
    .getByTestId('quote-subtotal')
    .filter({ hasText: rupees(SUBTOTAL) })
    .waitFor();
  await composer.getByLabel(T.vendor.inbox.note).fill('Set-up and clearing included.');
  await composer.getByRole('button', { name: T.vendor.inbox.sendQuote }).click();
  await vendor.getByTestId('vendor-quote').first().waitFor();

  // The quote as the API keeps it: the vendor's lines, then the service's GST, travel and advance.
  const thread = (await call(token, `/conversations/${conversationId}`)).Payload;
  assert.equal(thread.Quotes.length, 1);
  const q = thread.Quotes[0];
  assert.deepEqual(
    q.Lines.map((l) => [l.Description, l.Quantity, paise(l.UnitPrice), paise(l.Amount)]),
    LINES.map((l) => [l.description, l.quantity, paise(l.unit), paise(l.quantity * l.unit)]),
  );
  assert.equal(paise(q.Subtotal), paise(SUBTOTAL));
  assert.ok(q.Gst > 0 && q.Advance > 0, `GST ${q.Gst} and advance ${q.Advance} are not zero`);
  // GST on top of the lines, or included in them (the service's setting): either way the total adds up.
  assert.ok(
    [paise(q.Subtotal) + paise(q.Gst) + paise(q.Travel), paise(q.Subtotal) + paise(q.Travel)].includes(paise(q.Total)),
    `total ${q.Total} = lines ${q.Subtotal} (+ GST ${q.Gst}) + travel ${q.Travel}`,
  );
  const balance = (paise(q.Total) - paise(q.Advance)) / 100;
  await vendor
    .getByTestId('vendor-quote')
    .filter({ hasText: rupees(q.Total) })
    .waitFor();
  await settled(vendor);
  await screenshot(vendor, `quote-vendor-thread-${tag}`);

  // The customer's thread brings the vendor's answer, photo and quote without a reload (polling).
  const card = customer.getByRole('article', { name: fill(T.account.conversations.quoteLabel, { id: q.QuoteId }) });
  await card.waitFor({ timeout: 20_000 });
  await customer.getByTestId('message').filter({ hasText: answer }).waitFor();
  await loaded(customer.getByRole('img', { name: T.account.conversations.photo }).first());
  assert.equal(shownPaise(await card.getByTestId('quote-total').textContent()), paise(q.Total));
  for (const l of LINES) await card.getByRole('row').filter({ hasText: l.description }).waitFor();
  for (const [label, amount] of [
    [fill(T.account.conversations.gst, { percent: q.GstPercent }), q.Gst],
    [fill(T.account.conversations.travel, { km: q.DistanceKm }), q.Travel],
    [T.account.conversations.advance, q.Advance],
  ]) {
    const term = card.getByRole('term').filter({ hasText: label });
    const value = card.getByRole('definition').nth(await indexOf(card.getByRole('term'), term));
    assert.equal(shownPaise(await value.textContent()), paise(amount), `${label} in the quote card`);
  }
  await settled(customer);
  await screenshot(customer, `quote-customer-thread-${tag}`);

  // Accept, paying the advance: the order's payment opens at once (?pay=1) on the test gateway.
  await card
    .getByRole('radio', { name: fill(T.account.conversations.payAdvance, { amount: rupees(q.Advance) }) })
    .check();
  await card.getByRole('button', { name: T.account.conversations.accept }).click();
  await payAdvanceOnGateway(customer, T, rupees(q.Advance));
  await customer.waitForURL(/\/booking\/OD/);
  const orderId = new URL(customer.url()).pathname.split('/').pop();

  // The order page bills exactly the quote: its total, the advance paid, the balance due.
  await customer.getByRole('heading', { level: 1, name: T.checkout.headline.confirmed }).waitFor({ timeout: 30_000 });
  await customer
    .getByTestId('order-paid')
    .filter({ hasText: fill(T.checkout.order.paidBalance, { paid: rupees(q.Advance), due: rupees(balance) }) })
    .waitFor();
  assert.equal(shownPaise(await customer.getByTestId('order-total').textContent()), paise(q.Total));
  assert.equal(shownPaise(await customer.getByTestId('order-paid-total').textContent()), paise(q.Advance));
  assert.equal(shownPaise(await customer.getByTestId('order-due').textContent()), paise(balance));
  const line = customer.getByTestId('order-line');
  assert.equal(await line.count(), 1);
  await line.filter({ hasText: service.Title }).waitFor();
  await settled(customer);
  await screenshot(customer, `quote-order-${tag}`);

  // The tax invoice of the booking: the quoted total; the service's line carries the quoted GST and the travel line
  // the quoted travel (GST inclusive: travel is part of the one supply, docs/gst.md), and the GST summary (CGST +
  // SGST, or IGST) is the two lines' GST.
  const booking = (await call(token, '/GetMyBookings?limit=100')).Payload.find((b) => b.OrderId === orderId);
  assert.ok(booking, 'the booking is in My Bookings');
  await spaGoto(customer, `/account/booking/${booking.BookingNo}`);
  const invoice = customer.getByTestId('invoice');
  await invoice.waitFor();
  const dd = async (id) => shownPaise(await customer.getByTestId(id).locator('dd').textContent());
  assert.equal(await dd('invoice-total'), paise(q.Total));
  // A cell's amount: its first text (the GST cell adds its rate below it).
  const cell = async (row, label) =>
    shownPaise(await row.locator(`td[data-label="${label}"]`).evaluate((td) => td.firstChild?.textContent ?? ''));
  const serviceGst = await cell(invoice.locator('tbody tr').first(), 'GST');
  assert.equal(serviceGst, paise(q.Gst), "the service line's GST is the quoted GST");
  const travel = invoice.getByTestId('travel-line');
  const travelGst = q.Travel > 0 ? await cell(travel, 'GST') : 0;
  if (q.Travel > 0) assert.equal(await cell(travel, T.account.invoice.amount), paise(q.Travel), 'the quoted travel');
  let gst = 0;
  for (const id of ['cgst', 'sgst', 'igst', 'gst']) if (await customer.getByTestId(id).count()) gst += await dd(id);
  assert.equal(gst, serviceGst + travelGst, "the invoice's GST is the service's and the travel's");
  // …and lists the quote's own lines under the service.
  const quoted = invoice.getByTestId('quote-line');
  assert.equal(await quoted.count(), LINES.length, "the invoice lists the quote's lines");
  for (const [i, l] of LINES.entries()) assert.ok((await quoted.nth(i).textContent()).includes(l.description));
  await settled(customer);
  await screenshot(customer, `quote-invoice-${tag}`);

  // The vendor's thread reads the quote as accepted (polling).
  await vendor
    .getByTestId('vendor-quote')
    .filter({ hasText: T.vendor.inbox.state.accepted })
    .waitFor({ timeout: 20_000 });

  // The vendor's booking invoice lists the quoted lines too, and the vendor's earnings book the advance the customer
  // paid as the booking's gross (the ledger, docs/payments.md).
  await vendorOpen(vendor, `/vendor/booking/${booking.BookingId}`);
  const vendorQuoted = vendor.getByTestId('vendor-invoice').getByTestId('quote-line');
  await vendorQuoted.first().waitFor();
  assert.equal(await vendorQuoted.count(), LINES.length, "the vendor's invoice lists the quote's lines");
  for (const [i, l] of LINES.entries()) assert.ok((await vendorQuoted.nth(i).textContent()).includes(l.description));
  await settled(vendor);
  await screenshot(vendor, `quote-vendor-invoice-${tag}`);
  await vendorOpen(vendor, '/vendor/earnings');
  const earned = vendor.getByTestId('earnings-row').filter({ hasText: booking.BookingNo });
  await earned.waitFor();
  const gross = shownPaise(await earned.locator('td').nth(2).textContent());
  assert.equal(gross, paise(q.Advance), "the vendor's earnings book the advance paid");

  assert.deepEqual(customer.errors, []);
  assert.deepEqual(vendor.errors, []);
  await customer.context().close();
  await vendor.context().close();
}

/** An image is shown: it loaded, and is a picture (not a page answered in its place). */
async function loaded(img) {
  await img.waitFor();
  await until(() => img.evaluate((i) => i.complete && i.naturalWidth > 0), `${img} to load`);
}

/** The position of `item` among `all` (the definition beside a term of a <dl>). */
async function indexOf(all, item) {
  const wanted = await item.elementHandle();
  const handles = await all.elementHandles();
  for (const [i, h] of handles.entries()) if (await h.evaluate((a, b) => a === b, wanted)) return i;
  throw new Error('term not found');
}

test('ask the vendor, get a quote, accept and pay the advance: the order bills the quote (1280 px)', async () => {
  await journey({ lang: 'en', width: 1280, days: 151, customerName: 'Meera Joshi' });
});

test('the same at 390 px', async () => {
  await journey({ lang: 'en', width: 390, days: 154, customerName: 'Rohan Desai' });
});

test('the same in हिन्दी: every label from the catalogues, the same rupee figures', async () => {
  await journey({ lang: 'hi', width: 1280, days: 157, customerName: 'Kavita Rao' });
});
