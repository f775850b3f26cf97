// The shortlist and compare (docs/shortlist.md): a visitor hearts services on the list, sees them on /wishlist, signs
// in (the browser's list is merged into the account's), shares the list, and a family member opens the link on a
// phone (390 px, a fresh browser, no sign-in: server-rendered, noindex, read-only); then two services are compared
// with a pincode. Console errors and page errors fail the journey.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { CUSTOMER, apiLogin, signInThroughDialog } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** A page whose console errors are kept too (page.errors holds uncaught errors and CSP violations). */
async function watchedPage(options) {
  const page = await newPage(browser, options);
  page.consoleErrors = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.consoleErrors.push(m.text());
  });
  return page;
}

async function clearAccountShortlist() {
  const token = await apiLogin(CUSTOMER);
  const headers = { 'X-Auth-Token': token };
  const list = await fetch(`${API_URL}/api/Shortlist`, { headers }).then((r) => r.json());
  for (const item of list.Payload.Items)
    await fetch(`${API_URL}/api/Shortlist/${item.id}`, { method: 'DELETE', headers });
  await fetch(`${API_URL}/api/Shortlist/share`, { method: 'DELETE', headers });
}

test('shortlist signed out, merge at sign-in, share to a phone, compare', async () => {
  await clearAccountShortlist();
  const page = await watchedPage();
  await page.goto(`${BASE_URL}/services/all`);
  const cards = page.getByTestId('product-card');
  await cards.first().waitFor();
  const titles = [];
  for (const i of [0, 1]) {
    const card = cards.nth(i);
    titles.push((await card.getByRole('heading', { level: 3 }).textContent()).trim());
    const heart = card.getByTestId('shortlist-heart');
    await heart.click();
    await page.waitForFunction((el) => el.getAttribute('aria-pressed') === 'true', await heart.elementHandle());
  }
  assert.equal(await page.getByTestId('shortlist-count').textContent(), '2');

  // Signed out: the list is the browser's.
  await page.getByTestId('shortlist-link').click();
  await page.getByRole('heading', { level: 1, name: 'Shortlist' }).waitFor();
  for (const title of titles) await page.getByRole('link', { name: title, exact: true }).waitFor();
  assert.equal((await page.evaluate(() => JSON.parse(localStorage.getItem('utsav.shortlist') ?? '[]'))).length, 2);

  // Sign in: merged into the account's list, the browser's copy cleared.
  const merged = page.waitForResponse((r) => r.url().endsWith('/api/Shortlist') && r.request().method() === 'PUT');
  await signInThroughDialog(page, CUSTOMER);
  assert.equal((await merged).status(), 200);
  await page.waitForFunction(() => localStorage.getItem('utsav.shortlist') === null);
  const server = await fetch(`${API_URL}/api/Shortlist`, { headers: { 'X-Auth-Token': await apiLogin(CUSTOMER) } });
  const kept = (await server.json()).Payload.Items.map((i) => i.title);
  assert.deepEqual(new Set(kept), new Set(titles), 'the account keeps what was hearted signed out');

  // Share: a read-only link and a WhatsApp message carrying it.
  await page.getByRole('button', { name: 'Make a share link' }).click();
  const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
  assert.match(link, /\/wishlist\/shared\/[A-Za-z0-9_-]{32}$/);
  const whatsapp = await page.getByRole('link', { name: 'Share on WhatsApp' }).getAttribute('href');
  assert.ok(whatsapp.startsWith('https://wa.me/?text=') && decodeURIComponent(whatsapp).includes(link));
  await screenshot(page, 'shortlist-signed-in');

  // A family member's phone: a fresh browser context at 390 px, nobody signed in.
  const html = await fetch(link).then(async (r) => ({ status: r.status, text: await r.text() }));
  assert.equal(html.status, 200);
  assert.match(html.text, /<meta name="robots" content="noindex"/);
  const escaped = (text) =>
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;');
  for (const title of titles)
    assert.ok(html.text.includes(escaped(title)) || html.text.includes(title), `server-rendered: ${title}`);
  const phone = await watchedPage({ width: 390, height: 844 });
  await phone.goto(link);
  const list = phone.getByRole('list', { name: 'A shared shortlist' });
  await list.waitFor();
  assert.equal(await list.getByTestId('shortlist-row').count(), 2);
  assert.equal(await phone.getByTestId('shortlist-heart').count(), 0, 'read-only: no hearts');
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scroll at 390 px (${overflow} px)`);
  await screenshot(phone, 'shortlist-shared-390');
  assert.deepEqual(phone.errors, []);
  assert.deepEqual(phone.consoleErrors, []);
  await phone.context().close();

  // Compare the two, priced to a pincode.
  for (const title of titles) await page.getByRole('checkbox', { name: `Compare ${title}` }).check();
  await page.getByRole('link', { name: 'Compare 2 services' }).click();
  const table = page.getByRole('table', { name: 'Services compared side by side' });
  await table.waitFor();
  await page.getByLabel('Event pincode').fill('400050');
  const priced = page.waitForResponse((r) => r.url().includes('/api/Compare') && r.url().includes('pincode=400050'));
  await page.getByRole('button', { name: 'Update' }).click();
  assert.equal((await priced).status(), 200);
  await page.getByText(/Travel measured to .*Mumbai/).waitFor();
  assert.equal(await table.getByRole('columnheader').count(), 2);
  await screenshot(page, 'compare-two');
  assert.deepEqual(page.errors, []);
  assert.deepEqual(page.consoleErrors, []);
  await page.context().close();
});
