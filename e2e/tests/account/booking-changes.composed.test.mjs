// a package is cancelled with the right refunds and credit notes; a vendor declines its part and the
// customer swaps in another service; a customer moves a booking to another date and the vendor sees the new date.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiLogin, CUSTOMER, OPERATOR, useToken, VENDOR } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { call, daysFromNow, payByApi, payOnGateway, placeOrder, rupees, spaGoto } from '../checkout/checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/**
 * Places and pays (over HTTP, as set-up) a Royal Wedding Package order on `date` at the customer's first address: in
 * each group offered there vendor A's service (the dearest of its own) where it has one, else the group's dearest
 * free service. Returns the order and the picks.
 */
async function paidPackage(token, date) {
  // The package as it is offered at the event's address: only services whose vendor comes to its pincode.
  const address = (await call(token, '/GetBookingAddressList')).Payload[0];
  const offer = (
    await (await fetch(`${API_URL}/api/PackagesDetails?id=1&eventDate=${date}&pincode=${address.zipcode}`)).json()
  ).Payload;
  const picks = offer.PackageItems.map((g) => {
    const free = g.ProductDetails.filter((p) => Number(p.avl) === 1 && !Number(p.amount_hide_show)).sort(
      (a, b) => b.packageRate - a.packageRate,
    );
    const mine = free.filter((p) => Number(p.vid) === 1);
    return { serviceId: g.ServiceID ?? g.serviceID, product: mine[0] ?? free[0] };
  }).filter((x) => x.product);
  const pkg = {
    packageID: 1,
    packageName: 'Royal Wedding Package',
    packageDesc: '',
    packageTotal: 1,
    packageImage: '',
    inPackage: '',
    BookingDate: date,
    packageItems: picks.map((x) => ({
      serviceID: x.serviceId,
      serviceName: '',
      amount: 0,
      book_On: date,
      productDetails: [{ Product_ID: x.product.id, ServiceID: x.serviceId, Title: '', BookingDate: date, vid: 0 }],
    })),
  };
  const placed = await call(token, '/packageBooking', {
    method: 'POST',
    body: { Bookingfor: 'Wedding', bookingAddressId: address.Id, gst_no: '', package: pkg },
  });
  assert.equal(placed.Status, 1, JSON.stringify(placed)); // the package routes answer the numeric envelope
  await payByApi(token, { OrderId: placed.Payload.OrderId }, `${BASE_URL}/booking/${placed.Payload.OrderId}`);
  return { ...placed.Payload, picks };
}

/**
 * The customer and the vendors were told: the operator's /admin/messages, searched for `q`
 * (an order or booking number, in every subject), lists an email of each template; returns the rows.
 */
async function told(q, templates) {
  const operator = await apiLogin(OPERATOR);
  const rows =
    (await call(operator, `/admin/messages?q=${encodeURIComponent(q)}&channel=email&limit=100`)).Payload ?? [];
  for (const t of templates)
    assert.ok(
      rows.some((r) => r.Template === t),
      `${t} in ${rows.map((r) => r.Template).join(', ')}`,
    );
  return { operator, rows };
}

async function signedIn(token, width = 1280) {
  const page = await newPage(browser, { width, height: width === 390 ? 844 : 900 });
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  return page;
}

test('a customer cancels a package: the refund by the tiers, one credit note per vendor, each its own part', async () => {
  const customer = await apiLogin(CUSTOMER);
  const order = await paidPackage(customer, daysFromNow(120));
  const page = await signedIn(customer);
  await spaGoto(page, '/account/booking-package');
  const row = page.getByTestId('package-row').filter({ hasText: order.OrderId });
  await row.getByRole('button', { name: `Cancel ${order.OrderId}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${order.OrderId}?` });
  const orders = (await call(customer, '/GetPackageOrders')).Payload;
  const mine = orders.find((o) => o.OrderId === order.OrderId);
  await dialog
    .getByTestId('package-cancel-refund')
    .filter({ hasText: `${rupees(mine.CancelRefundAmt)} (100 % of what you paid)` })
    .waitFor();
  await screenshot(page, 'package-cancel-dialog-1280');
  await dialog.getByRole('button', { name: 'Cancel package' }).click();
  await page
    .getByText(`Package cancelled. ₹${mine.CancelRefundAmt.toFixed(2)} will be refunded.`)
    .first()
    .waitFor();
  await row.filter({ hasText: /Cancelled/ }).waitFor();

  await spaGoto(page, `/account/booking-package/${order.BookingId}`);
  const notes = page.getByTestId('package-credit-note');
  const vendors = new Set(
    (await call(customer, `/package-orders/${order.BookingId}/credit-notes`)).Payload.map((n) => n.VendorId),
  );
  await notes.first().waitFor();
  assert.equal(await notes.count(), vendors.size, 'one credit note per supplier');
  const totals = await page.getByTestId('package-credit-note-total').allTextContents();
  const sum = totals.reduce((s, t) => s + Number(t.replace(/[₹,]/g, '')), 0);
  assert.equal(Math.round(sum * 100), Math.round(mine.CancelRefundAmt * 100), 'the credit notes add up to the refund');
  await screenshot(page, 'package-cancelled-credit-notes-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'package-cancelled-credit-notes-390');
  assert.deepEqual(page.errors, []);

  // The customer and every vendor of the order were told, with the refund of the records.
  const { rows } = await told(order.OrderId, ['package.cancelled', 'vendor.package-cancelled']);
  assert.equal(rows.filter((r) => r.Template === 'vendor.package-cancelled').length, vendors.size, 'each vendor once');
});

test('a vendor declines its part of a package; the customer swaps in another service of the group and pays it', async () => {
  const customer = await apiLogin(CUSTOMER);
  const vendor = await apiLogin(VENDOR);
  const date = daysFromNow(125);
  const order = await paidPackage(customer, date);
  const items = (await call(vendor, '/vendor/getBookingsByProduct/all')).Payload.filter(
    (r) => r.OrderId === order.OrderId,
  );
  assert.ok(items.length >= 1, 'vendor A has a part in the order');
  const part = items[0];

  const vpage = await signedIn(vendor);
  await spaGoto(vpage, '/vendor/booking-package');
  const vrow = vpage
    .getByTestId('package-booking-row')
    .filter({ hasText: order.OrderId })
    .filter({ hasText: part.ProductTitle });
  await vrow.getByRole('button', { name: `Decline ${part.ProductTitle} in ${order.OrderId}` }).click();
  const dialog = vpage.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'The date is not available' }).check();
  await dialog.getByRole('button', { name: 'Decline my part' }).click();
  await vpage
    .getByText(`Declined. ₹${part.PayableAmt.toFixed(2)} is refunded to the customer.`)
    .first()
    .waitFor();
  await vrow.getByTestId('package-item-state').filter({ hasText: 'Declined' }).waitFor();
  await screenshot(vpage, 'vendor-package-part-declined-1280');
  assert.deepEqual(vpage.errors, []);

  const page = await signedIn(customer);
  await spaGoto(page, `/account/booking-package/${order.BookingId}`);
  const declined = page.getByTestId('declined-service').filter({ hasText: part.ProductTitle });
  await declined.getByText(`${rupees(part.PayableAmt)} refunded in full`).waitFor();
  await declined.getByTestId('decline-reason').filter({ hasText: 'the date is not available' }).waitFor();
  await page.getByTestId('package-credit-note').first().waitFor();
  const options = (await call(customer, `/package-orders/${order.BookingId}/swap-options?itemId=${part.ItemId}`))
    .Payload;
  assert.ok(options.length > 0, 'the group offers another service, free on the date, no dearer');
  await declined.getByLabel('Swap in instead').selectOption(String(options[0].ProductId));
  await screenshot(page, 'package-swap-choice-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'package-swap-choice-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await declined.getByRole('button', { name: 'Swap in and pay' }).click();
  await payOnGateway(page, { amount: rupees(options[0].Rate) });
  await page.waitForURL(new RegExp(`/booking/${order.OrderId}`));
  await page
    .getByText(/Payment received|paid/i)
    .first()
    .waitFor();
  const after = (await call(customer, `/GetPackageBookingDetails/${order.BookingId}`)).Payload;
  assert.equal(after.Declined[0].ReplacedBy, options[0].Title);
  assert.equal(
    Math.round(after.PaidAmt * 100) - Math.round(after.RefundedAmt * 100),
    Math.round(after.PackageTotal * 100),
    'paid in full again',
  );
  assert.deepEqual(page.errors, []);
  await told(order.OrderId, [
    'package.item-declined',
    'vendor.package-item-declined',
    'package.item-swapped',
    'vendor.package-item-added',
  ]);
});

test('a customer moves a booking to another date from My Booking; the vendor sees the new date', async () => {
  const customer = await apiLogin(CUSTOMER);
  const vendor = await apiLogin(VENDOR);
  const placed = await placeOrder(customer, 2, daysFromNow(130), 'full');
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const { BookingNo: no } = placed.Bookings[0];
  const to = daysFromNow(140);

  const page = await signedIn(customer, 390);
  await spaGoto(page, '/account/booking');
  const row = page.getByTestId('booking-row').filter({ hasText: no });
  await row.getByRole('button', { name: `Change date of ${no}` }).click();
  const dialog = page.getByRole('dialog', { name: `Change the date of ${no}` });
  await dialog.getByText('This move is free.').waitFor();
  await dialog.getByLabel('New date').fill(to);
  await screenshot(page, 'reschedule-dialog-390');
  await dialog.getByRole('button', { name: 'Move booking' }).click();
  await page.getByText(`Booking moved to ${to}.`).first().waitFor();
  await row.getByTestId('moved-from').waitFor();
  await screenshot(page, 'reschedule-moved-390');
  assert.deepEqual(page.errors, []);

  const vpage = await signedIn(vendor);
  await spaGoto(vpage, '/vendor/booking');
  const vrow = vpage.getByTestId('booking-row').filter({ hasText: no });
  await vrow.getByTestId('vendor-moved-from').waitFor();
  const shown = (await call(vendor, '/vendor/getBooking')).Payload.find((b) => b.Booking_No === no);
  assert.equal(shown.Booking_On_Date, to);
  await vrow.getByRole('button', { name: new RegExp(`^Refuse move of ${no}: keep `) }).waitFor();
  await screenshot(vpage, 'vendor-sees-moved-booking-1280');
  assert.deepEqual(vpage.errors, []);

  // Both were told of the move (old → new date), as the operator's message list shows.
  const { operator } = await told(no, ['booking.moved', 'vendor.booking-moved']);
  const mpage = await signedIn(operator, 390);
  await spaGoto(mpage, `/admin/messages?q=${no}&channel=email`);
  await mpage.locator('[data-testid="message-row"][data-template="vendor.booking-moved"]').waitFor();
  await mpage.locator('[data-testid="message-row"][data-template="booking.moved"]').waitFor();
  await screenshot(mpage, 'admin-messages-booking-moved-390');
  assert.deepEqual(mpage.errors, []);
});
