// Order money in the browser, with the offline gateway: an order left unpaid is paid
// from My Bookings (Pay now); a package order is paid from Package Booking and its balance from the order page; the
// order page and My Bookings read truthfully in each money state — screenshots of both at 1280 and 390 px
// (e2e/artifacts/order-money-*.png): pending, paid in full, advance, balance paid, cancelled with refund, declined,
// paid after the order closed (refunded), completed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, CUSTOMER_B, VENDOR, useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import {
  bookableServices,
  call,
  daysFromNow,
  payByApi,
  payOnGateway,
  placeOrder,
  rupees,
  spaGoto,
} from './checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const PHONE = { width: 390, height: 844 };

async function signedInAt(token, path, viewport) {
  const page = await newPage(browser, viewport);
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  await spaGoto(page, path);
  return page;
}

/** The page does not scroll sideways and no money figure is cut with an ellipsis. */
async function assertNothingCut(page, what) {
  const cut = await page.evaluate(() => {
    const out = [];
    if (document.documentElement.scrollWidth > window.innerWidth + 1)
      out.push(`page ${document.documentElement.scrollWidth} > ${window.innerWidth}`);
    for (const el of document.querySelectorAll(
      '[data-testid="booking-money"], [data-testid="booking-status"], [data-testid="order-line-status"], [data-testid="order-line-money"]',
    )) {
      if (el.scrollWidth > el.clientWidth + 1) out.push(`${el.getAttribute('data-testid')}: ${el.textContent}`);
    }
    // A one-word header broken over two lines ('Sta/tus'): its text takes more than one line box. Headers hidden
    // while a table is shown as cards (1 px wide) are not seen and not checked.
    for (const th of document.querySelectorAll('th')) {
      const text = th.textContent.trim();
      if (th.offsetWidth <= 2 || !text || /\s/.test(text)) continue;
      const range = document.createRange();
      range.selectNodeContents(th);
      if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1)
        out.push(`header wraps: ${text}`);
    }
    return out;
  });
  assert.deepEqual(cut, [], `${what}: nothing cut`);
}

async function shoot(token, path, name, ready) {
  for (const [suffix, viewport] of [
    ['1280', undefined],
    ['390', PHONE],
  ]) {
    const page = await signedInAt(token, path, viewport);
    await ready(page);
    await assertNothingCut(page, `${name}-${suffix}`);
    await screenshot(page, `order-money-${name}-${suffix}`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
}

const orderPage = (orderId, title) => async (page) => {
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByTestId('order-id').filter({ hasText: orderId }).waitFor();
};

test('left the payment page: Pay now on the awaiting booking in My Bookings pays it; the same service and date is offered back', async () => {
  const token = await apiLogin(CUSTOMER_B);
  const date = daysFromNow(81);
  const placed = await placeOrder(token, 3, date, 'full');
  const no = placed.Bookings[0].BookingNo;
  // Their own unpaid hold does not block them: the service is available to them on that date, and can be re-added.
  assert.equal((await call(token, `/CheckAvailability?productId=3&bookingDate=${date}`)).Payload, 'Available');
  assert.equal(
    (await fetch(`${API_URL}/api/CheckAvailability?productId=3&bookingDate=${date}`).then((r) => r.json())).Payload,
    'Not Available',
    'a visitor still sees it held',
  );
  // The order's line stays in the cart until it is paid (docs/checkout-network.md); removed, it can be added again.
  const kept = (await call(token, '/getCart')).Payload.CartList;
  assert.deepEqual(
    kept.map((l) => [l.ProductId, String(l.BookingDate).slice(0, 10)]),
    [[3, date]],
  );
  await call(token, `/DeleteCart?CartId=${kept[0].CartId}`);
  assert.equal(
    (await call(token, '/AddToCart', { method: 'POST', body: { productId: 3, bookingDate: date } })).Status,
    'Success',
  );
  await call(token, `/DeleteCart?CartId=${(await call(token, '/getCart')).Payload.CartList[0].CartId}`);

  await shoot(token, `/booking/${placed.OrderId}`, 'order-pending', orderPage(placed.OrderId, 'Complete your payment'));
  const page = await signedInAt(token, '/account/booking');
  const row = page.getByTestId('booking-row').filter({ hasText: no });
  await row.getByTestId('booking-status').filter({ hasText: 'Awaiting payment' }).waitFor();
  await row
    .getByTestId('booking-money')
    .filter({ hasText: `To pay ${rupees(placed.TotalAmount)}` })
    .waitFor();
  await assertNothingCut(page, 'my bookings pending');
  await screenshot(page, 'order-money-my-bookings-pending-1280');
  await row.getByRole('button', { name: `Pay now ${rupees(placed.TotalAmount)} for ${no}` }).click();
  await payOnGateway(page, { amount: rupees(placed.TotalAmount) });
  await page.waitForURL(`${BASE_URL}/booking/${placed.OrderId}`);
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  await page
    .getByTestId('order-paid')
    .filter({ hasText: `Paid ${rupees(placed.TotalAmount)} in full` })
    .waitFor();
  assert.deepEqual(page.errors, []);
});

test('a package order: Pay now from Package Booking (advance), then its balance from the order page', async () => {
  const token = await apiLogin(CUSTOMER_B);
  const date = daysFromNow(84);
  const pkg = {
    packageID: 1,
    packageName: 'Royal Wedding Package',
    packageDesc: '',
    packageTotal: 1,
    packageImage: '',
    inPackage: '',
    BookingDate: date,
    packageItems: [
      {
        serviceID: 1,
        serviceName: '',
        amount: 0,
        book_On: date,
        productDetails: [{ Product_ID: 2, ServiceID: 1, Title: '', BookingDate: date, vid: 0 }],
      },
    ],
  };
  const address = (await call(token, '/GetBookingAddressList')).Payload[0];
  const placed = await call(token, '/packageBooking', {
    method: 'POST',
    body: { Bookingfor: 'Sangeet', bookingAddressId: address.Id, gst_no: '', package: pkg, PaymentType: 'advance' },
  });
  assert.equal(placed.Status, 1, placed.Message);
  const orderId = placed.Payload.OrderId;
  const row0 = (await call(token, '/GetPackageOrders')).Payload.find((o) => o.OrderId === orderId);
  const advance = row0.ToPayAmt;
  const balance = Math.round((row0.PackageTotal - advance) * 100) / 100;

  const page = await signedInAt(token, '/account/booking-package');
  const row = page.getByTestId('package-row').filter({ hasText: orderId });
  await row.getByTestId('booking-status').filter({ hasText: 'Awaiting payment' }).waitFor();
  await screenshot(page, 'order-money-package-bookings-pending-1280');
  await row.getByRole('button', { name: `Pay now ${rupees(advance)} for ${orderId}` }).click();
  await payOnGateway(page, { amount: rupees(advance) });
  await page.waitForURL(`${BASE_URL}/booking/${orderId}`);
  await page.getByRole('heading', { level: 1, name: 'Your Order is Confirmed' }).waitFor();
  await page
    .getByTestId('order-paid')
    .filter({ hasText: `balance ${rupees(balance)} due` })
    .waitFor();
  await screenshot(page, 'order-money-package-advance-1280');
  await page.getByRole('button', { name: `Pay balance ${rupees(balance)} for ${orderId}` }).click();
  await payOnGateway(page, { amount: rupees(balance), method: 'Card' });
  await page.waitForURL(`${BASE_URL}/booking/${orderId}`);
  await page
    .getByTestId('order-paid')
    .filter({ hasText: `Paid ${rupees(row0.PackageTotal)} in full` })
    .waitFor();
  await page.getByTestId('order-due').filter({ hasText: '₹0.00' }).waitFor();
  assert.equal(await page.getByRole('button', { name: /Pay/ }).count(), 0);
  await screenshot(page, 'order-money-package-paid-1280');
  assert.deepEqual(page.errors, []);
  await shoot(token, '/account/booking-package', 'package-bookings', async (p) => {
    await p
      .getByTestId('package-row')
      .filter({ hasText: orderId })
      .getByTestId('booking-status')
      .filter({ hasText: 'Confirmed' })
      .waitFor();
  });
});

test('paying after the order was cancelled: the test gateway refuses the revoked link, nothing is charged', async () => {
  const token = await apiLogin(CUSTOMER_B);
  const placed = await placeOrder(token, 4, daysFromNow(86), 'full');
  const page = await signedInAt(token, `/booking/${placed.OrderId}`);
  await page.getByRole('button', { name: `Pay ${rupees(placed.TotalAmount)}` }).click();
  await page.waitForURL(/\/api\/payments\/offline\/checkout\?/);
  // While the customer is on the gateway page the booking is cancelled (another tab): its pay link goes with it
  // (docs/security.md), so the payment the page then sends is refused and captures nothing.
  assert.equal(
    (await call(token, `/bookings/${placed.Bookings[0].BookingId}/cancel`, { method: 'POST' })).Status,
    'Success',
  );
  await page.getByText('Test payment — no money moves').waitFor();
  await page.getByLabel('UPI', { exact: true }).check();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByText('its payment link no longer works: nothing was charged').waitFor();
  await screenshot(page, 'order-money-order-late-payment-1280');
});

test('the order page and My Bookings in each money state, at 1280 and 390 px', async () => {
  const token = await apiLogin(CUSTOMER_B);
  const back = (id) => `${BASE_URL}/booking/${id}`;
  // Bookable services (prices shown) that this customer's address can book, other than those the journeys above
  // use; the decline needs vendor A's (2).
  const used = [2, 3, 4];
  const placeAny = async (date, type) => {
    for (const { id } of await bookableServices(1, used)) {
      try {
        const placed = await placeOrder(token, id, date, type);
        used.push(id);
        if (type === 'advance' && !(placed.TotalAdvanceBookingAmt > 0)) {
          await call(token, `/bookings/${placed.Bookings[0].BookingId}/cancel`, { method: 'POST' }); // no advance on this service
          continue;
        }
        return placed;
      } catch {
        // enquiry only, outside its service area or taken on the date: the next one
      }
    }
    throw new Error(`no service could be booked on ${date}`);
  };
  // Paid in full.
  const full = await placeAny(daysFromNow(88), 'full');
  await payByApi(token, { OrderId: full.OrderId }, back(full.OrderId));
  // Advance paid, balance due.
  const adv = await placeAny(daysFromNow(89), 'advance');
  await payByApi(token, { OrderId: adv.OrderId }, back(adv.OrderId));
  // Advance, then the balance.
  const settled = await placeAny(daysFromNow(90), 'advance');
  await payByApi(token, { OrderId: settled.OrderId }, back(settled.OrderId));
  await payByApi(token, { BookingId: settled.Bookings[0].BookingId }, back(settled.OrderId));
  // Cancelled 20 days ahead: half back.
  const cancelled = await placeAny(daysFromNow(20), 'full');
  await payByApi(token, { OrderId: cancelled.OrderId }, back(cancelled.OrderId));
  assert.equal(
    (await call(token, `/bookings/${cancelled.Bookings[0].BookingId}/cancel`, { method: 'POST' })).Status,
    'Success',
  );
  const half = Math.floor(Math.round(cancelled.TotalAmount * 100) / 2) / 100;
  // Declined by the vendor: all back.
  const declined = await placeOrder(token, 2, daysFromNow(91), 'full');
  await payByApi(token, { OrderId: declined.OrderId }, back(declined.OrderId));
  const vendor = await apiLogin(VENDOR);
  assert.equal(
    (
      await call(vendor, `/vendor/bookings/${declined.Bookings[0].BookingId}/decline`, {
        method: 'POST',
        body: { reason: 'date_unavailable' },
      })
    ).Status,
    'Success',
  );
  // Awaiting payment.
  const pending = await placeAny(daysFromNow(92), 'advance');

  await shoot(
    token,
    `/booking/${full.OrderId}`,
    'order-paid-in-full',
    orderPage(full.OrderId, 'Your Order is Confirmed'),
  );
  await shoot(token, `/booking/${adv.OrderId}`, 'order-advance', async (page) => {
    await orderPage(adv.OrderId, 'Your Order is Confirmed')(page);
    await page.getByRole('button', { name: new RegExp(`^Pay balance ₹[\\d,.]+ for ${adv.OrderId}$`) }).waitFor();
  });
  await shoot(token, `/booking/${settled.OrderId}`, 'order-balance-paid', async (page) => {
    await orderPage(settled.OrderId, 'Your Order is Confirmed')(page);
    await page
      .getByTestId('order-paid')
      .filter({ hasText: `Paid ${rupees(settled.TotalAmount)} in full` })
      .waitFor();
  });
  await shoot(token, `/booking/${cancelled.OrderId}`, 'order-cancelled-refund', async (page) => {
    await orderPage(cancelled.OrderId, 'This order was cancelled')(page);
    await page
      .getByTestId('order-line-status')
      .filter({ hasText: `Cancelled — refunded ${rupees(half)}` })
      .waitFor();
    await page
      .getByTestId('order-refunded')
      .filter({ hasText: rupees(half) })
      .waitFor();
    await page.getByTestId('order-due').filter({ hasText: '₹0.00' }).waitFor();
    assert.equal(await page.getByText(/not completed|Failed/).count(), 0);
    assert.equal(await page.getByRole('button', { name: /Pay/ }).count(), 0);
  });
  await shoot(token, `/booking/${declined.OrderId}`, 'order-declined', async (page) => {
    await orderPage(declined.OrderId, 'The vendor declined this order')(page);
    await page
      .getByTestId('order-line-status')
      .filter({ hasText: `Declined by vendor — refunded ${rupees(declined.TotalAmount)}` })
      .waitFor();
  });
  await shoot(token, `/booking/${pending.OrderId}`, 'order-pending-advance', async (page) => {
    await orderPage(pending.OrderId, 'Complete your payment')(page);
    await page
      .getByTestId('amount-to-pay')
      .filter({ hasText: rupees(pending.TotalAdvanceBookingAmt) })
      .waitFor();
  });

  // My Bookings with every state at once (each row's words and money from the records).
  await shoot(token, '/account/booking', 'my-bookings', async (page) => {
    const row = (b) => page.getByTestId('booking-row').filter({ hasText: b.Bookings[0].BookingNo });
    await row(full)
      .getByTestId('booking-status')
      .filter({ hasText: /^Confirmed$/ })
      .waitFor();
    await row(adv).getByTestId('booking-status').filter({ hasText: 'Balance due' }).waitFor();
    await row(settled)
      .getByTestId('booking-money')
      .filter({ hasText: `Paid ${rupees(settled.TotalAmount)}` })
      .waitFor();
    await row(cancelled)
      .getByTestId('booking-status')
      .filter({ hasText: `Cancelled — refunded ${rupees(half)}` })
      .waitFor();
    await row(declined).getByTestId('booking-status').filter({ hasText: 'Declined by vendor — refunded' }).waitFor();
    await row(pending)
      .getByRole('button', { name: /^Pay now/ })
      .waitFor();
    assert.equal(await row(cancelled).getByRole('button', { name: /Pay/ }).count(), 0);
  });

  // A completed event (the seed's past booking of the first customer) reads Completed, not Expired.
  const a = await apiLogin(CUSTOMER);
  const done = (await call(a, '/GetMyBookings?limit=100')).Payload.find((b) => b.BookingState === 'completed');
  assert.ok(done, 'the seed has a completed booking');
  await shoot(a, `/booking/${done.OrderId}`, 'order-completed', orderPage(done.OrderId, 'Your order is complete'));
  await shoot(a, '/account/booking', 'my-bookings-completed', async (page) => {
    await page
      .getByTestId('booking-row')
      .filter({ hasText: done.BookingNo })
      .getByTestId('booking-status')
      .filter({ hasText: /^Completed$/ })
      .waitFor();
  });
});
