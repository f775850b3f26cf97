// Messages on the composed site: book and pay, then the receipt (with its PDF tax invoice) is in the operator's
// /admin/messages, marked "Test delivery — nothing was sent", its amount and the PDF's tax summary (taxable value,
// CGST/SGST or IGST, total) those of the invoice page; the operator opens it and resends it. Shots at 1280 and
// 390 px (e2e/artifacts/admin-messages-*.png). A dead letter and its resend: messages-dead-letter.composed.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { PDFParse } from 'pdf-parse';
import { apiLogin, CUSTOMER, OPERATOR, useToken } from '../../lib/accounts.mjs';
import { API_URL, BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { until } from '../../lib/wait.mjs';
import { daysFromNow, payByApi, placeOrder, rupees, spaGoto } from '../checkout/checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

const paise = (x) => Math.round(Number(x) * 100);

async function signedInAt(token, path, width) {
  const page = await newPage(browser, { width, height: 900 });
  await page.goto(`${BASE_URL}/`);
  await useToken(page, token);
  await spaGoto(page, path);
  return page;
}

test('book and pay: the receipt and its PDF invoice are in /admin/messages with the invoice page’s figures; resend', async () => {
  const customer = await apiLogin(CUSTOMER);
  // A date no other journey books product 3 on (invoice-states leaves day 83 awaiting payment).
  const placed = await placeOrder(customer, 3, daysFromNow(97), 'full');
  await payByApi(customer, { OrderId: placed.OrderId }, `${BASE_URL}/booking/${placed.OrderId}`);
  const no = placed.Bookings[0].BookingNo;

  // The invoice page's total.
  const invoice = await signedInAt(customer, `/account/booking/${no}`, 1280);
  await invoice.getByTestId('invoice').waitFor();
  const total = paise((await invoice.getByTestId('invoice-total').locator('dd').textContent()).replace(/[^\d.-]/g, ''));
  assert.equal(total, paise(placed.TotalAmount));
  // Every figure of the page's tax summary (taxable value, CGST/SGST or IGST, total), label and amount, for the PDF.
  const figures = [];
  for (const id of ['taxable', 'cgst', 'sgst', 'igst', 'gst', 'invoice-total']) {
    const row = invoice.getByTestId(id);
    if (!(await row.count())) continue;
    figures.push(
      // The PDF prints the rupee sign as the page does (its font has the ₹ glyph).
      `${(await row.locator('dt').textContent()).trim()} ${(await row.locator('dd').textContent()).trim()}`,
    );
  }
  assert.ok(figures.length >= 3, `taxable, tax and total on the page: ${figures}`);
  assert.deepEqual(invoice.errors, []);
  await invoice.context().close();

  const operator = await apiLogin(OPERATOR);
  /** The worker (every 3 s) has delivered the order's receipt into the test outbox. */
  const receiptSent = () =>
    until(
      async () => {
        const res = await fetch(
          `${API_URL}/api/admin/messages?${new URLSearchParams({ q: placed.OrderId, channel: 'email' })}`,
          { headers: { 'x-auth-token': operator } },
        );
        const rows = (await res.json()).Payload ?? [];
        return rows.some((m) => m.Template === 'booking.paid' && m.State === 'sent');
      },
      'the receipt delivered',
      { timeout: 20_000, interval: 500 },
    );
  for (const width of [1280, 390]) {
    const page = await signedInAt(operator, `/admin/messages?q=${placed.OrderId}&channel=email`, width);
    await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor();
    await page.getByTestId('test-outbox-banner').filter({ hasText: 'Test delivery — nothing was sent' }).waitFor();
    const row = page.locator('[data-testid="message-row"][data-template="booking.paid"]');
    await row.waitFor();
    if ((await row.getAttribute('data-state')) !== 'sent') {
      await receiptSent();
      await page.reload();
      await row.waitFor();
    }
    assert.equal(await row.getAttribute('data-state'), 'sent');
    await row.getByText('Test delivery — nothing was sent').waitFor();
    await row.getByRole('button', { name: /^(View|Close)$/ }).click();
    const detail = page.getByTestId('message-detail');
    await detail.waitFor();
    const text = await detail.getByTestId('message-text').textContent();
    assert.ok(text.includes(`We received ${rupees(total / 100)} for order ${placed.OrderId}`), text);
    assert.ok(text.includes('Your GST tax invoice is attached as a PDF'), text);
    await detail.getByTestId('attachment').waitFor();
    await screenshot(page, `admin-messages-${width}`);
    if (width === 1280) {
      // The PDF as delivered: its total is the invoice page's.
      const id = (await page.url()).match(/[?&]id=(\d+)/)?.[1];
      assert.ok(id, page.url());
      const res = await fetch(`${API_URL}/api/admin/messages/${id}/attachments/0`, {
        headers: { 'x-auth-token': operator },
      });
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      const parser = new PDFParse({ data: new Uint8Array(await res.arrayBuffer()) });
      const pdf = (await parser.getText()).text.replace(/\s+/g, ' ');
      await parser.destroy();
      assert.ok(pdf.includes('TAX INVOICE'), pdf);
      assert.ok(pdf.includes(`Total ${rupees(total / 100)}`), pdf);
      for (const figure of figures) assert.ok(pdf.includes(figure), `${figure} in the PDF: ${pdf}`);

      // Resend: the message goes back to the queue and is delivered again.
      await row.getByRole('button', { name: 'Resend' }).click();
      await page.getByText('The message will be sent again within a few seconds').waitFor();
      await receiptSent();
      await page.reload();
      await row.waitFor();
      assert.equal(await row.getAttribute('data-state'), 'sent');
      await row.getByText('1/5 attempts').waitFor();
    }
    assert.deepEqual(page.errors, []);
    await page.context().close();
  }
});
