// "Download my data" (docs/privacy.md, the right of access): a customer with a paid booking opens My data and saves
// one ZIP file from the page. The file is what the browser really saved: a ZIP whose entries are my-data.json (with the
// customer's own name and booking) and the booking's tax invoice as a PDF, and in which another customer's name is
// nowhere. (The API test unzips it and compares every byte with what is stored; this journey proves the page's button
// gets that file to the person.) At 390 and 1280 px, axe clean (screenshot() runs it), no page error.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { after, before, test } from 'node:test';
import { apiLogin, useToken } from '../../lib/accounts.mjs';
import { BASE_URL, launchBrowser, newPage, screenshot } from '../../lib/browser.mjs';
import { settled } from '../../lib/wait.mjs';
import { freshMobile, registerCustomer } from '../../lib/one-time-codes.mjs';
import { call, daysFromNow, payByApi, placeOrder } from '../checkout/checkout-api.mjs';

let browser;
before(async () => (browser = await launchBrowser()));
after(async () => browser?.close());

/**
 * A ZIP's entries by name, read from its local file headers (APPNOTE 4.3.7: signature PK\3\4, method at 8, compressed
 * size at 18, name and extra-field lengths at 26 and 28), each stored (0) or deflated (8). The API writes the sizes
 * in the headers (no data descriptors), which is checked.
 */
function unzip(bytes) {
  const files = new Map();
  let i = 0;
  while (bytes.readUInt32LE(i) === 0x04034b50) {
    const flags = bytes.readUInt16LE(i + 6);
    const method = bytes.readUInt16LE(i + 8);
    const size = bytes.readUInt32LE(i + 18);
    const nameLength = bytes.readUInt16LE(i + 26);
    const extraLength = bytes.readUInt16LE(i + 28);
    assert.equal(flags & 0x08, 0, 'sizes in the local headers');
    const name = bytes.subarray(i + 30, i + 30 + nameLength).toString('utf8');
    const start = i + 30 + nameLength + extraLength;
    const data = bytes.subarray(start, start + size);
    assert.ok(method === 0 || method === 8, `${name}: stored or deflated`);
    files.set(name, method === 8 ? inflateRawSync(data) : data);
    i = start + size;
  }
  return files;
}

test('a customer saves "Download my data" as one ZIP: their JSON and their invoice, nobody else', async () => {
  const phone = freshMobile('7');
  const password = 'MyData@1234';
  const name = 'Ishaan Kapoor';
  const email = `ishaan${phone}@example.in`;
  await registerCustomer({ name, phone, email, password });
  const token = await apiLogin({ mobile: phone, password });
  const address = {
    name,
    mobile: phone,
    email,
    address: '14 Residency Road, Shanthala Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560025',
    regno: 123456,
  };
  assert.equal((await call(token, '/AddBookingAddress', { method: 'POST', body: address })).Status, 'Success');
  const order = await placeOrder(token, 3, daysFromNow(173), 'full');
  await payByApi(token, { OrderId: order.OrderId }, `${BASE_URL}/booking/${order.OrderId}`);
  const bookingNo = order.Bookings[0].BookingNo;

  /** My data, signed in, at one width: the button ready, the page settled and checked (axe) on a screenshot. */
  const open = async (width, height) => {
    const page = await newPage(browser, { width, height });
    // Signed in first: the account's pages send a visitor home.
    await page.goto(`${BASE_URL}/`);
    await useToken(page, token);
    await page.goto(`${BASE_URL}/account/my-data`);
    await page.getByRole('button', { name: 'Download my data' }).waitFor();
    await settled(page);
    await screenshot(page, `my-data-${width}`);
    return page;
  };
  const phone390 = await open(390, 844);
  assert.deepEqual(phone390.errors, []);
  await phone390.context().close();

  const page = await open(1280, 900);
  const button = page.getByRole('button', { name: 'Download my data' });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  assert.match(download.suggestedFilename(), /^utsav-my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile(await download.path()));
  const names = [...files.keys()];
  const json = JSON.parse(files.get('my-data.json')?.toString('utf8') ?? 'null');
  assert.ok(json, `my-data.json in the file: ${names.join(', ')}`);
  const text = JSON.stringify(json);
  assert.ok(text.includes(name) && text.includes(bookingNo), 'the JSON holds the customer and the booking');
  assert.ok(!text.includes('Diya Verma') && !text.includes('9876543211'), "another customer's data is not in it");
  const invoices = names.filter((n) => /^invoices\/INV\d+\.pdf$/.test(n));
  assert.equal(invoices.length, 1, `the paid booking's invoice is in the file: ${names.join(', ')}`);
  assert.equal(files.get(invoices[0]).subarray(0, 5).toString('latin1'), '%PDF-');
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
