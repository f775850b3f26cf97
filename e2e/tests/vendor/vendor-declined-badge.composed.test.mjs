// (polish, vendor): a booking the vendor declined reads "Declined by vendor" in a red badge that fits its
// card on a phone (it was a grey blob squeezed beside the money line at 390 px), and the same list at 1280 px.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER_B, useToken, VENDOR } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { call, daysFromNow, payByApi, placeOrder, rupees, spaGoto } from '../checkout/checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/** The badge's box, colours and whether its text fits, and where the money line sits, inside the booking's row. */
async function measure(row) {
  return row.evaluate((tr) => {
    const state = tr.querySelector('[data-testid="vendor-booking-state"]');
    const badge = state.firstElementChild;
    const money = state.querySelector('[data-testid="vendor-booking-money"]');
    const box = (el) => el.getBoundingClientRect().toJSON();
    const style = getComputedStyle(badge);
    return {
      text: badge.textContent,
      row: box(tr),
      badge: box(badge),
      money: box(money),
      lineHeight: parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.4,
      background: style.backgroundColor,
      color: style.color,
      clipped: badge.scrollWidth > badge.clientWidth + 1,
      viewport: window.innerWidth,
    };
  });
}

test('a declined booking on the vendor list: a readable red badge at 390 and 1280 px', async () => {
  const customer = await apiLogin(CUSTOMER_B);
  const placed = await placeOrder(customer, 2, daysFromNow(83), 'full');
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const { BookingId: id, BookingNo: no } = placed.Bookings[0];
  const vendor = await apiLogin(VENDOR);
  const declined = await call(vendor, `/vendor/bookings/${id}/decline`, {
    method: 'POST',
    body: { reason: 'date_unavailable' },
  });
  assert.equal(declined.Status, 'Success', JSON.stringify(declined));

  const page = await newPage(browser, { width: 390, height: 844 });
  await page.goto(`${BASE_URL}/`);
  await useToken(page, vendor);
  await spaGoto(page, '/vendor/booking');
  const row = page.getByTestId('booking-row').filter({ hasText: no });
  await row.getByText('Declined by vendor', { exact: true }).waitFor();
  await row
    .getByTestId('vendor-booking-money')
    .filter({ hasText: `refunded ${rupees(placed.TotalAmount)}` })
    .waitFor();
  await row.scrollIntoViewIfNeeded();

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const m = await measure(row);
    assert.equal(m.text, 'Declined by vendor');
    assert.equal(m.background, 'rgb(254, 226, 226)', `${width}: a red badge, not the grey one (${m.background})`);
    assert.equal(m.color, 'rgb(153, 27, 27)');
    assert.ok(!m.clipped, `${width}: the badge text is not cut`);
    assert.ok(m.badge.width >= 100, `${width}: the badge is wide enough to read (${m.badge.width}px)`);
    assert.ok(m.badge.height <= m.lineHeight * 2 + 8, `${width}: at most two lines (${m.badge.height}px)`);
    assert.ok(m.badge.left >= m.row.left && m.badge.right <= m.row.right + 1, `${width}: inside its row`);
    assert.ok(m.money.top >= m.badge.bottom - 1, `${width}: the money line is under the badge, not squeezed beside it`);
    assert.ok(m.badge.right <= m.viewport, `${width}: the badge is in view without scrolling the table sideways`);
    await screenshot(page, `vendor-bookings-declined-${width}`);
  }
  assert.deepEqual(page.errors, []);
});
