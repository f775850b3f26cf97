// the customer's account in हिन्दी. A signed-in customer with Hindi chosen opens Personal Info, Address,
// Change Password, Enquiry, Messages and an invoice; on each page every visible text of the page (sidebar and
// section, labels people read or hear included) is checked against the catalogues: a text with Devanagari must be a
// catalogue sentence (its {{placeholders}} filled), and no English word may be left beside the customer's own data
// (names, addresses, ids, amounts) and the names written the same in Hindi (GST, SAC, SMS, WhatsApp…). At 390 and
// 1280 px, axe clean (screenshot() runs it), no horizontal overflow, no console or page error.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, useToken } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { settled, until } from '../../lib/wait.mjs';
import { catalogue, catalogueAt, uiCatalogue } from '../../lib/catalogues.mjs';
import { freshMobile, registerCustomer } from '../../lib/one-time-codes.mjs';
import { call, daysFromNow, payByApi, placeOrder, spaGoto } from '../checkout/checkout-api.mjs';

const ACCOUNT = catalogue('mf-account');
const UI = uiCatalogue();
const VALIDATION = catalogueAt('domain/src/locales/validation');

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** Every text of a catalogue, flattened. */
const texts = (node) => (typeof node === 'string' ? [node] : Object.values(node).flatMap(texts));
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A catalogue sentence as a pattern: each {{placeholder}} stands for any text. */
const CATALOGUE = [ACCOUNT, UI, VALIDATION]
  .flatMap(texts)
  .map((t) => t.trim())
  .filter(Boolean)
  .map(
    (t) =>
      new RegExp(
        `^${t
          .split(/\{\{[^}]+\}\}/)
          .map(escape)
          .join('.+?')}$`,
        's',
      ),
  );
const fromCatalogue = (text) => CATALOGUE.some((re) => re.test(text));
/** Names written the same in a Hindi text (abbreviations, brands, units). */
const SAME_IN_HINDI = /\b(GSTIN|CGST|SGST|IGST|GST|SAC|MRP|SMS|WhatsApp|UPI|OD\w*|BK\w*|INV\w*|km)\b/g;
/** A Hindi date (formatDate: '21 नव॰ 2026') or the amount in words ('… रुपये मात्र'). */
const HINDI_FORMATTED = /^(\d{2} [\u0900-\u097F]+॰? \d{4}|[\u0900-\u097F ]+ रुपये( और [\u0900-\u097F ]+ पैसे)? मात्र)$/;

/** What the page shows and says inside <main>: visible text nodes, and the labels people read or hear. */
async function shownTexts(page) {
  return page.evaluate(() => {
    const main = document.querySelector('main');
    const out = [];
    const visible = (el) => !!el && el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent.trim();
      if (text && visible(n.parentElement) && !n.parentElement.closest('script,style')) out.push(text);
    }
    for (const el of main.querySelectorAll('[aria-label],[placeholder],[title],[data-label]')) {
      for (const a of ['aria-label', 'placeholder', 'title'])
        if (el.getAttribute(a)) out.push(el.getAttribute(a).trim());
      // The table's column names shown beside each cell on a phone.
      if (el.getAttribute('data-label') && visible(el)) out.push(el.getAttribute('data-label').trim());
    }
    return [...new Set(out)];
  });
}

/**
 * Checks every shown text against the catalogues. `data` are the customer's own values (shown as entered): they are
 * taken out of a text before it is checked for English words.
 */
async function checkTexts(page, label, data) {
  const values = data
    .filter((v) => v !== undefined && v !== null && String(v).trim())
    .map(String)
    .sort((a, b) => b.length - a.length);
  const problems = [];
  const shown = await shownTexts(page);
  assert.ok(shown.length > 5, `${label}: texts found`);
  for (const text of shown) {
    if (values.includes(text)) continue;
    let rest = text;
    for (const v of values) rest = rest.split(v).join(' ');
    rest = rest.replace(SAME_IN_HINDI, ' ').replace(/₹[\d,.]+/g, ' ');
    if (/[A-Za-z]{2,}/.test(rest)) problems.push(`English left: "${text}"`);
    else if (/[\u0900-\u097F]/.test(text) && !fromCatalogue(text) && !HINDI_FORMATTED.test(text))
      problems.push(`not a catalogue text: "${text}"`);
  }
  assert.deepEqual(problems, [], `${label}: every text from the Hindi catalogues`);
}

async function noOverflow(page, label) {
  const { scroll, client } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  assert.ok(scroll <= client + 1, `${label}: ${scroll} px wide in a ${client} px window`);
}

test('हिन्दी account: profile, addresses, password, enquiries, messages and an invoice, every text from the catalogue', async () => {
  // A customer of their own (the journey changes nothing others use), Hindi saved with the account.
  const phone = freshMobile('8');
  const password = 'Hindi@1234';
  const name = 'Kavya Iyer';
  const email = `kavya${phone}@example.in`;
  await registerCustomer({ name, phone, email, password });
  const token = await apiLogin({ mobile: phone, password });
  assert.equal((await call(token, '/update-language', { method: 'POST', body: { language: 'hi' } })).Status, 'Success');
  const address = {
    name: 'Kavya Iyer',
    mobile: phone,
    email,
    address: '14 Residency Road, Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560025',
    regno: 123456,
  };
  assert.equal((await call(token, '/AddBookingAddress', { method: 'POST', body: address })).Status, 'Success');
  const enquiry = await call(token, '/AddEnquiry', {
    method: 'POST',
    body: { productId: 3, name, mobile: phone, email, address: address.address },
  });
  assert.equal(enquiry.Status, 'Success', JSON.stringify(enquiry));
  // A paid booking: its tax invoice, and the booking messages of the Messages page.
  const order = await placeOrder(token, 3, daysFromNow(171), 'advance');
  await payByApi(token, { OrderId: order.OrderId }, `${BASE_URL}/booking/${order.OrderId}`);
  const no = order.Bookings[0].BookingNo;
  const detail = (await call(token, `/GetOrderDetail?bookingId=${no}`)).Payload;
  const enquiries = (await call(token, '/getEnquiry')).Payload ?? [];
  const rows = Array.isArray(enquiries) ? enquiries : (enquiries.Rows ?? enquiries.rows ?? []);
  const messages = await until(
    async () => {
      const found = (await call(token, '/account/messages')).Payload ?? [];
      return found.length > 0 && found;
    },
    'the messages the booking sent',
    { timeout: 10_000, interval: 250 },
  );

  // The customer's own values, shown as entered (or as the API composed them, like the messages' subjects).
  const data = [
    name,
    email,
    phone,
    address.address,
    address.city,
    address.state,
    address.zipcode,
    `${address.city}, ${address.state}`,
    no,
    order.OrderId,
    detail.BillNo,
    detail.Title,
    detail.BookingFor,
    detail.Seller?.Name,
    detail.Seller?.Address,
    detail.Seller?.City,
    detail.Seller?.State,
    detail.Seller?.Gstin,
    detail.SacCode,
    detail.Name,
    detail.Address,
    detail.City,
    detail.State,
    detail.Pin,
    ...(detail.Payments ?? []).map((p) => p.Method?.toUpperCase()),
    ...rows.flatMap((r) => [r.Name, r.productName, r.Email, r.Mobile, r.Address]),
    ...messages.flatMap((m) => [m.Subject, m.Text?.slice(0, 80), m.Recipient]),
    'KI', // the sidebar avatar's initials
  ];

  const pages = [
    {
      path: '/account/profile',
      name: 'profile',
      ready: (p) => p.getByRole('heading', { level: 1, name: ACCOUNT.nav.profile }).waitFor(),
      more: async (p) => {
        await p.getByRole('button', { name: ACCOUNT.profile.edit }).waitFor();
        await p.getByTestId('profile-name').filter({ hasText: name }).waitFor();
        await p.getByText(ACCOUNT.messages.consent).waitFor();
      },
    },
    {
      path: '/account/address',
      name: 'address',
      ready: (p) => p.getByRole('heading', { level: 1, name: ACCOUNT.nav.address }).waitFor(),
      more: async (p) => {
        await p.getByRole('button', { name: ACCOUNT.address.add }).waitFor();
        await p.getByRole('button', { name: ACCOUNT.address.editOf.replace('{{name}}', name) }).waitFor();
        await p.getByText(ACCOUNT.common.mobile.replace('{{mobile}}', phone)).waitFor();
      },
    },
    {
      path: '/account/password',
      name: 'password',
      ready: (p) => p.getByRole('heading', { level: 1, name: ACCOUNT.nav.password }).waitFor(),
      more: async (p) => {
        for (const field of ['old', 'new', 'confirm']) await p.getByLabel(UI.changePassword[field]).waitFor();
        // The shared schema's messages in Hindi too: submitting the empty form.
        await p.getByRole('button', { name: UI.changePassword.submit }).click();
        await p.getByText(VALIDATION.messages.required.replace('{{label}}', VALIDATION.labels.l22)).waitFor();
        await p.getByLabel(UI.changePassword.old).fill('Hindi@1234');
        await p.getByLabel(UI.changePassword.new).fill('Hindi@5678');
        await p.getByLabel(UI.changePassword.confirm).fill('Hindi@5679');
        await p.getByRole('button', { name: UI.changePassword.submit }).click();
        await p.getByText(VALIDATION.messages.newPasswordsDiffer).waitFor();
      },
    },
    {
      path: '/account/enquiry',
      name: 'enquiry',
      ready: (p) => p.getByRole('heading', { level: 1, name: ACCOUNT.nav.enquiry }).waitFor(),
      more: async (p) => {
        await p.getByRole('table', { name: ACCOUNT.enquiry.label }).waitFor();
        await p.getByTestId('enquiry-row').first().waitFor();
      },
    },
    {
      path: '/account/messages',
      name: 'messages',
      ready: (p) => p.getByRole('heading', { level: 1, name: ACCOUNT.nav.messages }).waitFor(),
      more: async (p) => {
        await p.getByRole('table', { name: ACCOUNT.messages.label }).waitFor();
        await p.getByTestId('account-message').first().waitFor();
      },
    },
    {
      path: `/account/booking/${no}`,
      name: 'invoice',
      ready: (p) => p.getByRole('heading', { level: 1, name: ACCOUNT.invoice.taxInvoice }).waitFor(),
      more: async (p) => {
        assert.equal(await p.getByTestId('invoice-badge').textContent(), ACCOUNT.badge.advanceDue);
        await p.getByTestId('invoice-payment').filter({ hasText: ACCOUNT.invoice.advancePaid }).waitFor();
        await p.getByRole('button', { name: ACCOUNT.invoice.print }).waitFor();
        await p.getByText(ACCOUNT.invoice.words).waitFor();
        await p.getByText(/रुपये( और .+ पैसे)? मात्र$/).waitFor();
      },
    },
  ];

  for (const width of [390, 1280]) {
    const page = await newPage(browser, { width, height: 900 });
    page.on('console', (m) => {
      if (m.type() === 'error') page.errors.push(`console: ${m.text()}`);
    });
    await page.context().addCookies([{ name: 'utsav_lang', value: 'hi', url: BASE_URL }]);
    await page.goto(`${BASE_URL}/`);
    await useToken(page, token);
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'hi-IN');
    for (const p of pages) {
      await spaGoto(page, p.path);
      await p.ready(page);
      await page
        .getByRole('complementary', { name: ACCOUNT.layout.myAccount })
        .getByRole('link', { name: ACCOUNT.nav.booking })
        .first()
        .waitFor({ state: 'attached' });
      await p.more(page);
      await settled(page); // every text it fetched (catalogues, data) drawn
      await checkTexts(page, `${p.name} at ${width} px`, data);
      await noOverflow(page, `${p.name} at ${width} px`);
      await screenshot(page, `account-hindi-${p.name}-${width}`);
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
