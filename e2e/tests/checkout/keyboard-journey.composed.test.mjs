// A keyboard-only journey — no mouse, no fill(): Tab, Shift+Tab, typing, Space and Enter only.
// A new customer signs in from the header, picks a date on a service, adds it to the cart, opens the mini-cart and
// the cart, checks out with a saved address and pays at the offline gateway. Each step finds its control by
// tabbing to it, so a control that cannot be reached or used from the keyboard fails the journey.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { bookableServices, call, daysFromNow } from './checkout-api.mjs';
import { API_URL } from '../../lib/browser.mjs';
import { registerCustomer } from '../../lib/one-time-codes.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** What has the keyboard focus: its accessible name as a user would read it, tag, type, role. */
const focused = (page) =>
  page.evaluate(() => {
    const e = document.activeElement;
    if (!e || e === document.body) return { name: '', tag: 'body', type: '', role: '', testid: '' };
    const label = e.getAttribute('aria-label') || e.labels?.[0]?.textContent || e.textContent || '';
    return {
      name: label.trim().replace(/\s+/g, ' '),
      tag: e.tagName.toLowerCase(),
      type: e.getAttribute('type') || '',
      role: e.getAttribute('role') || '',
      testid: e.getAttribute('data-testid') || '',
    };
  });

/** Presses Tab until the focus is on what `match` accepts; fails if it never gets there. */
async function tabTo(page, what, match, max = 200) {
  const seen = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (match(f)) return f;
    seen.push(f.name.slice(0, 30) || f.tag);
  }
  throw new Error(`Tab never reached ${what}; focus went through: ${seen.slice(-25).join(' | ')}`);
}
const named = (re) => (f) => re.test(f.name);

async function newCustomer() {
  const phone = `9${String(Date.now()).slice(-9)}`;
  const password = 'Keyboard@123';
  // registration needs the SMS code, read from the test outbox.
  const reg = await registerCustomer({ name: 'Kavya Iyer', email: `kavya${phone}@example.in`, phone, password });
  assert.equal(reg.Status, 'Success', JSON.stringify(reg));
  const login = await fetch(`${API_URL}/api/UserLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, password }),
  }).then((r) => r.json());
  const token = login.Payload.uidtoken;
  const address = await call(token, '/AddBookingAddress', {
    method: 'POST',
    body: {
      name: 'Kavya Iyer',
      mobile: phone,
      email: `kavya${phone}@example.in`,
      address: '21 FC Road, Deccan Gymkhana',
      city: 'Pune',
      state: 'Maharashtra',
      zipcode: '411004',
      regno: 123456,
    },
  });
  assert.equal(address.Status, 'Success', JSON.stringify(address));
  return { phone, password, token };
}

test('keyboard only: sign in, pick a date, add to cart, mini-cart, cart, check out and pay', async () => {
  const who = await newCustomer();
  const [service] = await bookableServices(1, [1], '411004'); // the event is in Pune
  const date = daysFromNow(150);
  const [y, m, d] = date.split('-');
  const page = await newPage(browser);
  await page.goto(`${BASE_URL}/services/details/${service.id}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();

  // Sign in from the header.
  await tabTo(page, 'the Sign In button', (f) => f.testid === 'user-button');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign In to Continue' });
  await dialog.waitFor();
  await tabTo(page, 'Mobile number', named(/^Mobile number/));
  await page.keyboard.type(who.phone);
  await tabTo(page, 'Password', named(/^Password/));
  await page.keyboard.type(who.password);
  await tabTo(page, 'Remember Me', (f) => f.type === 'checkbox' && /Remember Me/.test(f.name));
  await page.keyboard.press('Space');
  await tabTo(page, 'the Sign In button of the dialog', (f) => f.tag === 'button' && /^Sign In$/.test(f.name));
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'hidden', timeout: 30_000 }).catch(async (e) => {
    await screenshot(page, 'keyboard-sign-in-failed');
    throw e;
  });

  // A date, typed into the date field segment by segment (mm dd yyyy in this browser's en-US locale).
  await tabTo(page, 'the booking date', (f) => f.tag === 'input' && f.type === 'date');
  await page.keyboard.type(`${m}${d}${y}`);
  assert.equal(await page.locator('#booking-date').inputValue(), date, 'the date typed from the keyboard');
  await page.getByText(/^Available on /).waitFor();
  await tabTo(page, 'Add to cart', named(/^Add to cart$/));
  await page.keyboard.press('Enter');
  await page.getByTestId('cart-count').filter({ hasText: /^1$/ }).waitFor();

  // Mini-cart, then the cart page.
  await page.keyboard.press('Shift+Tab'); // anywhere: the next search starts over from the top
  await page.evaluate(() => window.scrollTo(0, 0));
  await tabTo(page, 'the cart button', (f) => f.testid === 'cart-button');
  await page.keyboard.press('Enter');
  const mini = page.getByRole('dialog', { name: 'my cart' });
  await mini.waitFor();
  // As a user would: the cart's line is shown before moving on (while it loads, the dialog settles its focus).
  await mini.getByRole('listitem').first().waitFor();
  await tabTo(page, 'view cart', named(/^view cart$/i));
  await page.keyboard.press('Enter');
  await page.waitForURL(`${BASE_URL}/cart`);
  await tabTo(page, 'Proceed to Checkout', named(/^Proceed to Checkout$/));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor();

  // Checkout: purpose, the saved address, full payment, place the order.
  await tabTo(page, 'Booking For', (f) => f.tag === 'input' && /^Booking For/.test(f.name));
  await page.keyboard.type('Housewarming');
  await tabTo(page, 'the saved address', (f) => f.type === 'radio' && /Kavya Iyer/.test(f.name));
  await page.keyboard.press('Space');
  await page.getByRole('radio', { name: /Kavya Iyer/, checked: true }).waitFor();
  await tabTo(page, 'the payment type', (f) => f.type === 'radio' && /payment/i.test(f.name));
  const full = page.getByRole('radio', { name: /Full payment/ });
  for (let i = 0; i < 3 && !(await full.isChecked()); i++) await page.keyboard.press(i === 0 ? 'Space' : 'ArrowUp');
  assert.ok(await full.isChecked(), 'full payment chosen from the keyboard');
  await screenshot(page, 'keyboard-checkout');
  await tabTo(page, 'Place Order', named(/^Place Order$/));
  await page.keyboard.press('Enter');

  // The offline gateway's page, from the keyboard too.
  await page.waitForURL(/\/api\/payments\/offline\/checkout\?/);
  await page.getByText('Test payment — no money moves').waitFor();
  await tabTo(page, 'UPI', (f) => f.type === 'radio' && /UPI/.test(f.name));
  await page.keyboard.press('Space');
  await tabTo(page, 'Pay', named(/^Pay ₹/));
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  const orders = await call(who.token, '/GetMyBookings');
  assert.ok(
    orders.Payload.some((b) => b.Title === service.title && String(b.BookingOnDate).slice(0, 10) === date),
    'the booking is stored for the date typed',
  );
  assert.deepEqual(page.errors, []);
});
