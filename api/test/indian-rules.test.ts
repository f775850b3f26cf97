import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { setup, signUpCode, type TestCtx } from './helpers';

// One mobile rule, one name rule and one GSTIN rule, from the shared schemas, on every
// API route that takes them.
describe('Indian mobile, name and GSTIN rules over HTTP', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const address = {
    name: 'Riya Kapoor',
    mobile: '9812345678',
    email: 'riya@example.in',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    zipcode: '560001',
  };

  it('sign-up refuses 12345, 0000000000 and 5475635217, and keeps a Devanagari name', async () => {
    const body = {
      name: 'Neha',
      phone: '',
      email: 'n1@example.in',
      password: 'Secret@1',
      cpassword: 'Secret@1',
      user_type: '1',
      otp: '000000',
    };
    for (const phone of ['12345', '0000000000', '5475635217', '1234567890']) {
      const r = await t.call('POST', '/api/UserRegister', { body: { ...body, phone } });
      assert.equal(r.status, 400, phone);
      assert.match(r.body.message, /Enter 10 digit mobile number|Phone must start with 6, 7, 8 or 9/);
    }
    const hindi = await t.call('POST', '/api/UserRegister', {
      body: { ...body, name: 'राहुल शर्मा', phone: '9012345000', otp: await signUpCode(t, '9012345000') },
    });
    assert.equal(hindi.status, 200, hindi.body.message);
    const row = await t.db.query<{ name: string }>("SELECT name FROM users WHERE phone = '9012345000'");
    assert.equal(row.rows[0]!.name, 'राहुल शर्मा');
    const emoji = await t.call('POST', '/api/UserRegister', {
      body: { ...body, name: 'Rahul 😀', phone: '9012345001', email: 'n2@example.in' },
    });
    assert.equal(emoji.status, 400);
    assert.equal(emoji.body.message, 'Full Name can contain letters and spaces only');
  });

  it('addresses refuse 1234567890 and emoji names; keep Indian-script names', async () => {
    const A = t.tokens.customerA;
    const bad = await t.call('POST', '/api/AddBookingAddress', {
      token: A,
      body: { ...address, mobile: '1234567890' },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.Message, 'Mobile must start with 6, 7, 8 or 9');
    const emoji = await t.call('POST', '/api/AddBookingAddress', { token: A, body: { ...address, name: 'Riya 🎉' } });
    assert.equal(emoji.status, 400);
    assert.equal(emoji.body.Message, 'Name can contain letters and spaces only');
    const ok = await t.call('POST', '/api/AddBookingAddress', { token: A, body: { ...address, name: 'ರಿಯಾ ಕಪೂರ್' } });
    assert.equal(ok.status, 200, ok.body.Message);
    const list = await t.call('GET', '/api/GetBookingAddressList', { token: A });
    assert.ok(list.body.Payload.some((a: { Name: string }) => a.Name === 'ರಿಯಾ ಕಪೂರ್'));
  });

  it('profile, enquiry and vendor sign-up use the same rules', async () => {
    const A = t.tokens.customerA;
    const profile = await t.call('POST', '/api/update-profile', {
      token: A,
      body: { name: 'Aarav Sharma', email: 'aarav@example.in', phone: '0000000000' },
    });
    assert.equal(profile.status, 400);
    const enquiry = { productId: 7, name: 'राहुल', mobile: '9876543210', email: 'a@x.in', address: 'Bandra' };
    assert.equal((await t.call('POST', '/api/AddEnquiry', { body: enquiry })).status, 200, 'Devanagari enquiry name');
    assert.equal((await t.call('POST', '/api/AddEnquiry', { body: { ...enquiry, mobile: '5475635217' } })).status, 400);
    const vendor = {
      name: 'Shubh',
      email: 'v9@x.in',
      phone: '1234567890',
      password: 'Vendor@123',
      cpassword: 'Vendor@123',
      serviceId: 1,
      terms: true,
    };
    const v = await t.call('POST', '/api/vendorRegister', { body: vendor });
    assert.equal(v.status, 400);
  });
});

describe('one GSTIN rule on both checkouts', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  it('EventBooking and packageBooking refuse INVALIDGST123 and a wrong check character; accept a real GSTIN', async () => {
    const A = t.tokens.customerA;
    const date = new Date(Date.now() + 90 * 86400000).toISOString().slice(0, 10);
    assert.equal(
      (await t.call('POST', '/api/AddToCart', { token: A, body: { productId: 2, bookingDate: date } })).status,
      200,
    );
    const service = { bookingAddressId: 1, Bookingfor: 'Wedding', PaymentType: 'full' };
    for (const gst_no of ['INVALIDGST123', '27AAPFU0939F1ZA', '99AAAAA0000A1Z']) {
      const r = await t.call('POST', '/api/EventBooking', { token: A, body: { ...service, gst_no } });
      assert.equal(r.status, 400, gst_no);
      assert.equal(r.body.Message, 'Enter a valid GST number');
      const p = await t.call('POST', '/api/packageBooking', {
        token: A,
        body: { Bookingfor: 'Wedding', bookingAddressId: 1, gst_no },
      });
      assert.equal(p.status, 400, `package ${gst_no}`);
      assert.match(JSON.stringify(p.body), /Enter a valid GST number/);
    }
    const ok = await t.call('POST', '/api/EventBooking', { token: A, body: { ...service, gst_no: '29aagcb7383j1z4' } });
    assert.equal(ok.status, 200, ok.body.Message);
    const detail = await t.call('GET', `/api/GetOrderDetail?bookingId=${ok.body.Payload.Bookings[0].BookingId}`, {
      token: A,
    });
    assert.equal(detail.body.Payload.gst_no, '29AAGCB7383J1Z4');
  });
});
