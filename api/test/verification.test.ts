/**
 * sign-up mobile verification and password reset — codes hashed at rest, 10-minute expiry, 5 attempts,
 * resend throttled, a reset ends every earlier session and sends "password changed", and no answer tells whether
 * an account exists.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { accountMessagesTo, lastCodeSentTo, setup, signUpCode, type TestCtx } from './helpers';
import { RESET_CODE_REFUSED } from '../src/lib/one-time-codes';
import { t as text } from '../src/lib/server-messages';
import { CODE_TTL_MINUTES } from '../src/lib/one-time-codes';

const SIGNUP_CODE_SENT = text('en', 'account.signupCodeSent', { minutes: CODE_TTL_MINUTES });
const RESET_CODE_SENT = text('en', 'account.resetCodeSent', { minutes: CODE_TTL_MINUTES });
const PASSWORD_RESET_DONE = text('en', 'account.passwordResetDone');

describe('one-time codes: sign-up verification and password reset', () => {
  let t: TestCtx;
  let ip = 0;
  /** A request from an address of its own (every test's throttles start clean). */
  async function from(address: string, url: string, body: object, token?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: address,
      payload: body,
      headers: token ? { 'x-auth-token': token } : {},
    });
    return {
      status: res.statusCode,
      body: JSON.parse(res.body) as Record<string, unknown> & {
        Message?: string;
        message?: string;
        Payload?: Record<string, unknown>;
      },
      raw: res.body,
    };
  }
  const post = (url: string, body: object, token?: string) => from(`198.18.0.${(ip % 250) + 1}`, url, body, token);
  const codeRows = () =>
    t.db.query<{ purpose: string; account_type: string; target: string; code_hash: string; attempts: number }>(
      'SELECT purpose, account_type, target, code_hash, attempts FROM one_time_codes',
    );
  const customer = (phone: string, otp: string) => ({
    name: 'Kavya Iyer',
    phone,
    email: `k${phone}@example.in`,
    password: 'Secret@12',
    cpassword: 'Secret@12',
    user_type: '1',
    otp,
  });

  before(async () => {
    t = await setup();
  });
  after(async () => t.close());
  beforeEach(() => {
    ip++;
  });

  it('sign-up: a 6-digit code by SMS, kept only as a keyed hash; the registration with it marks the number verified', async () => {
    const r = await post('/api/signup-code', { phone: '9123400001' });
    assert.equal(r.status, 200);
    assert.equal(r.body.Message, SIGNUP_CODE_SENT);
    const code = await lastCodeSentTo(t, '9123400001');
    assert.match(String(code), /^\d{6}$/);
    const rows = (await codeRows()).rows;
    assert.equal(rows.length, 1);
    assert.match(rows[0]!.code_hash, /^[0-9a-f]{64}$/);
    assert.ok(!JSON.stringify(rows).includes(String(code)), 'the code itself is nowhere in the table');
    const { createHash } = await import('node:crypto');
    assert.notEqual(
      rows[0]!.code_hash,
      createHash('sha256').update(String(code)).digest('hex'),
      'not a plain hash of the digits',
    );

    const sms = await t.db.query<{ channel: string; state: string; sms_template_id: string; body_text: string }>(
      "SELECT channel, state, sms_template_id, body_text FROM messages WHERE recipient = '919123400001'",
    );
    assert.equal(sms.rows.length, 1, 'one SMS, through the outbox');
    assert.equal(sms.rows[0]!.channel, 'sms');
    assert.ok(sms.rows[0]!.sms_template_id, 'a DLT template id');
    assert.equal(
      sms.rows[0]!.body_text,
      `${code} is your Utsav verification code. It is valid for 10 minutes. Do not share it with anyone.`,
    );

    const reg = await post('/api/UserRegister', customer('9123400001', String(code)));
    assert.equal(reg.status, 200, reg.raw);
    const scrubbed = (
      await t.db.query<{ body_text: string }>("SELECT body_text FROM messages WHERE recipient = '919123400001'")
    ).rows[0]!.body_text;
    assert.ok(
      !scrubbed.includes(String(code)) && scrubbed.startsWith('•••••• is your Utsav'),
      'a used code is blanked out of the outbox too',
    );
    const u = await t.db.query<{ verified: boolean }>(
      "SELECT phone_verified_at IS NOT NULL AS verified FROM users WHERE phone = '9123400001'",
    );
    assert.equal(u.rows[0]!.verified, true);
    assert.equal((await codeRows()).rows.length, 0, 'the code is used up');
  });

  it('the operator reads the account messages of a number (support; the test outbox): a live code in clear; visitors and customers may not', async () => {
    await post('/api/signup-code', { phone: '9123400009' });
    const code = String(await lastCodeSentTo(t, '9123400009'));
    assert.equal((await t.call('GET', '/api/admin/account-messages?to=9123400009')).status, 401);
    assert.equal(
      (await t.call('GET', '/api/admin/account-messages?to=9123400009', { token: t.tokens.customerA })).status,
      403,
    );
    const r = await t.call('GET', '/api/admin/account-messages?to=9123400009', { token: t.tokens.operator });
    assert.equal(r.status, 200, r.raw);
    assert.equal(r.body.Payload.length, 1);
    assert.equal(r.body.Payload[0].Template, 'account.signup-code');
    assert.equal(r.body.Payload[0].Channel, 'sms');
    assert.ok(r.body.Payload[0].Text.startsWith(`${code} is your Utsav verification code`));
  });

  it('sign-up without a code, or with a code of another number, creates nothing', async () => {
    const missing = await post('/api/UserRegister', { ...customer('9123400002', ''), otp: undefined });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.message, 'Enter the 6-digit code we sent you');
    const noCode = await post('/api/UserRegister', customer('9123400002', '123456'));
    assert.equal(noCode.status, 400);
    assert.equal(noCode.body.message, 'Please ask for a code for this mobile number first');
    const other = await signUpCode(t, '9123400003');
    const stolen = await post('/api/UserRegister', customer('9123400002', other));
    assert.equal(stolen.status, 400);
    assert.equal((await t.db.query("SELECT 1 FROM users WHERE phone = '9123400002'")).rows.length, 0);
  });

  it('5 attempts: each wrong code is counted (and says how many are left); the 5th spends the code, even the right one fails after it', async () => {
    const code = await signUpCode(t, '9123400004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const r = await post('/api/UserRegister', customer('9123400004', wrong));
      assert.equal(r.status, 400);
      assert.equal(r.body.message, `The code is wrong. ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left`);
      assert.equal(
        (await codeRows()).rows.find((c) => c.target === '9123400004')!.attempts,
        i,
        'the attempt was kept although the registration failed',
      );
    }
    const fifth = await post('/api/UserRegister', customer('9123400004', wrong));
    assert.equal(fifth.body.message, 'Too many wrong codes. Please ask for a new code');
    const right = await post('/api/UserRegister', customer('9123400004', code));
    assert.equal(right.status, 400);
    assert.equal((await t.db.query("SELECT 1 FROM users WHERE phone = '9123400004'")).rows.length, 0);
  });

  it('10-minute expiry: an expired code is refused', async () => {
    const code = await signUpCode(t, '9123400005');
    const ttl = await t.db.query<{ minutes: number }>(
      "SELECT round(extract(epoch FROM expires_at - created_at) / 60)::int AS minutes FROM one_time_codes WHERE target = '9123400005'",
    );
    assert.equal(ttl.rows[0]!.minutes, 10);
    await t.db.query("UPDATE one_time_codes SET expires_at = now() - interval '1 second' WHERE target = '9123400005'");
    const r = await post('/api/UserRegister', customer('9123400005', code));
    assert.equal(r.status, 400);
    assert.equal(r.body.message, 'The code has expired. Please ask for a new code');
  });

  it('resend is throttled: a second code for the same number waits a minute (then longer); one address may ask 10 times an hour', async () => {
    const first = await post('/api/signup-code', { phone: '9123400006' });
    assert.equal(first.status, 200);
    const again = await from('198.18.1.1', '/api/signup-code', { phone: '9123400006' });
    assert.equal(again.status, 429, 'another address does not get round it');
    assert.match(String(again.body.Message), /^Too many code requests\. Please try again in (60|59) seconds$/);
    // A minute later: a new code (which replaces the first), then a two-minute wait.
    await t.db.query(
      "UPDATE auth_throttle SET locked_until = now() - interval '1 second' WHERE account = 'code-send:signup:customer:9123400006'",
    );
    assert.equal((await post('/api/signup-code', { phone: '9123400006' })).status, 200);
    const third = await post('/api/signup-code', { phone: '9123400006' });
    assert.equal(third.status, 429);
    assert.match(String(third.body.Message), /in (120|119) seconds|in 2 minutes/);
    // Per address: 10 numbers, then 429 for an 11th.
    for (let i = 0; i < 10; i++)
      assert.equal(
        (await from('198.18.2.2', '/api/signup-code', { phone: `91234100${String(i).padStart(2, '0')}` })).status,
        200,
        `number ${i + 1}`,
      );
    assert.equal((await from('198.18.2.2', '/api/signup-code', { phone: '9123410099' })).status, 429);
  });

  it('a number that already has an account gets no code, and the same answer', async () => {
    const r = await post('/api/signup-code', { phone: '9876543210' });
    assert.equal(r.status, 200);
    assert.equal(r.body.Message, SIGNUP_CODE_SENT);
    assert.equal(await lastCodeSentTo(t, '9876543210'), null);
    const vendor = await post('/api/vendor/signup-code', { phone: '9820000001' });
    assert.equal(vendor.status, 200);
    assert.equal(await lastCodeSentTo(t, '9820000001'), null);
  });

  it('vendor registration needs the code too; the new vendor is verified', async () => {
    const body = {
      name: 'Utsav Lights',
      email: 'lights@example.in',
      phone: '9123400007',
      password: 'Vendor@123',
      cpassword: 'Vendor@123',
      serviceId: 1,
      terms: true,
    };
    assert.equal((await post('/api/vendorRegister', { ...body, otp: '123456' })).status, 400);
    const r = await post('/api/vendorRegister', { ...body, otp: await signUpCode(t, '9123400007', 'vendor') });
    assert.equal(r.status, 200, r.raw);
    const v = await t.db.query<{ verified: boolean }>(
      "SELECT phone_verified_at IS NOT NULL AS verified FROM vendors WHERE phone = '9123400007'",
    );
    assert.equal(v.rows[0]!.verified, true);
  });

  it('demo accounts are verified and sign in without any code', async () => {
    const u = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE phone_verified_at IS NULL');
    assert.equal(u.rows[0]!.n, 0);
    const v = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vendors WHERE phone_verified_at IS NULL');
    assert.equal(v.rows[0]!.n, 0);
    assert.equal((await post('/api/UserLogin', { mobile: '9876543211', password: 'Customer@123' })).status, 200);
  });

  it('the operator sees that a number is verified: vendors, and the customer of a booking', async () => {
    await t.db.query("UPDATE vendors SET phone_verified_at = NULL WHERE email = 'vendor2@utsav.in'");
    const list = await t.call('GET', '/api/admin/vendors?limit=100', { token: t.tokens.operator });
    assert.equal(list.status, 200, list.raw);
    const byEmail = new Map<string, { PhoneVerified: boolean; EmailVerified: boolean }>(
      list.body.Payload.map((v: { Email: string; PhoneVerified: boolean; EmailVerified: boolean }) => [v.Email, v]),
    );
    assert.equal(byEmail.get('vendor@utsav.in')!.PhoneVerified, true);
    assert.equal(byEmail.get('vendor2@utsav.in')!.PhoneVerified, false);
    const one = await t.call('GET', '/api/admin/vendors/1', { token: t.tokens.operator });
    assert.equal(one.body.Payload.PhoneVerified, true);
    const booking = (
      await t.db.query<{ id: number; user_id: number }>('SELECT id, user_id FROM bookings ORDER BY id LIMIT 1')
    ).rows[0]!;
    const detail = await t.call('GET', `/api/admin/bookings/${booking.id}`, { token: t.tokens.operator });
    assert.equal(detail.status, 200, detail.raw);
    const phone = (await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = $1', [booking.user_id]))
      .rows[0]!.phone;
    assert.deepEqual(detail.body.Payload.Customer.Account, { Phone: phone, PhoneVerified: true, EmailVerified: true });
    await t.db.query("UPDATE vendors SET phone_verified_at = now() WHERE email = 'vendor2@utsav.in'");
  });

  it('a changed mobile number in the profile is stored only with the code sent to it, then verified', async () => {
    const body = { name: 'Diya Verma', email: 'diya.verma@example.in', phone: '9123400008' };
    const r = await t.call('POST', '/api/update-profile', { token: t.tokens.customerB, body });
    assert.equal(r.status, 400, 'no code: nothing stored (docs/security.md "Contacts proven before they are used")');
    assert.equal((await post('/api/contact-code', { contact: '9123400008' }, t.tokens.customerB)).status, 200);
    const otp = await lastCodeSentTo(t, '9123400008');
    const saved = await t.call('POST', '/api/update-profile', { token: t.tokens.customerB, body: { ...body, otp } });
    assert.equal(saved.status, 200, saved.raw);
    const u = await t.db.query<{ phone: boolean; email: boolean }>(
      "SELECT phone_verified_at IS NOT NULL AS phone, email_verified_at IS NOT NULL AS email FROM users WHERE phone = '9123400008'",
    );
    assert.deepEqual({ ...u.rows[0] }, { phone: true, email: true });
    // Back to the seeded number (the tests below use it), proven again as the seed has it.
    await t.db.query("UPDATE users SET phone = '9876543211', phone_verified_at = now() WHERE phone = '9123400008'");
  });

  it('customer reset by mobile: the code by SMS; the reset ends every earlier session, signs in with the new password and sends "password changed"', async () => {
    const old = await post('/api/UserLogin', { mobile: '9876543210', password: 'Customer@123' });
    const oldToken = String(old.body.Payload!.uidtoken);
    assert.equal((await t.call('GET', '/api/userDetails', { token: oldToken })).status, 200);
    const r = await post('/api/forgot-password', { login: '9876543210' });
    assert.equal(r.status, 200);
    assert.equal(r.body.Message, RESET_CODE_SENT);
    const code = await lastCodeSentTo(t, '9876543210');
    assert.match(String(code), /^\d{6}$/);
    const mismatch = await post('/api/reset-password', {
      login: '9876543210',
      otp: code,
      password: 'NewSecret@1',
      cpassword: 'Other@123',
    });
    assert.equal(mismatch.status, 400);
    const short = await post('/api/reset-password', {
      login: '9876543210',
      otp: code,
      password: 'short',
      cpassword: 'short',
    });
    assert.equal(short.body.Message, 'New password must be at least 8 characters');
    const done = await post('/api/reset-password', {
      login: '9876543210',
      otp: code,
      password: 'NewSecret@1',
      cpassword: 'NewSecret@1',
    });
    assert.equal(done.status, 200, done.raw);
    assert.equal(done.body.Message, PASSWORD_RESET_DONE);
    assert.equal(
      (await t.call('GET', '/api/userDetails', { token: oldToken })).status,
      401,
      'the earlier session is over',
    );
    assert.equal((await t.call('GET', '/api/userDetails', { token: t.tokens.customerA })).status, 401);
    assert.equal((await post('/api/UserLogin', { mobile: '9876543210', password: 'Customer@123' })).status, 401);
    assert.equal((await post('/api/UserLogin', { mobile: '9876543210', password: 'NewSecret@1' })).status, 200);
    assert.deepEqual((await accountMessagesTo(t, '9876543210')).slice(-2), ['reset-code', 'password-changed']);
    assert.equal((await accountMessagesTo(t, 'aarav.sharma@example.in')).at(-1), 'password-changed');
    const changed = await t.db.query<{ subject: string; body_html: string }>(
      "SELECT subject, body_html FROM messages WHERE recipient = 'aarav.sharma@example.in' AND template = 'account.password-changed'",
    );
    assert.equal(changed.rows[0]!.subject, 'Your Utsav password was changed');
    assert.match(changed.rows[0]!.body_html, /IST, and every earlier sign-in was ended/);
    assert.equal(await lastCodeSentTo(t, '9876543210'), null, 'the used reset code is scrubbed from the outbox');
    // The code is used up.
    assert.equal(
      (
        await post('/api/reset-password', {
          login: '9876543210',
          otp: code,
          password: 'Again@1234',
          cpassword: 'Again@1234',
        })
      ).status,
      400,
    );
  });

  it('vendor reset by email: the code by email; 5 wrong codes spend it', async () => {
    assert.equal((await post('/api/vendor/forgot-password', { login: 'VENDOR2@utsav.in' })).status, 200);
    const code = String(await lastCodeSentTo(t, 'vendor2@utsav.in'));
    assert.match(code, /^\d{6}$/);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const r = await post('/api/vendor/reset-password', {
        login: 'vendor2@utsav.in',
        otp: wrong,
        password: 'Vendor@999',
        cpassword: 'Vendor@999',
      });
      assert.equal(r.status, 400);
      assert.equal(r.body.Message, RESET_CODE_REFUSED);
    }
    assert.equal(
      (
        await post('/api/vendor/reset-password', {
          login: 'vendor2@utsav.in',
          otp: code,
          password: 'Vendor@999',
          cpassword: 'Vendor@999',
        })
      ).body.Message,
      RESET_CODE_REFUSED,
    );
    // A new code (after the resend wait) works, and ends the vendor's sessions.
    await t.db.query("UPDATE auth_throttle SET locked_until = NULL WHERE account LIKE 'code-send:reset:vendor:%'");
    assert.equal((await post('/api/vendor/forgot-password', { login: 'vendor2@utsav.in' })).status, 200);
    const fresh = String(await lastCodeSentTo(t, 'vendor2@utsav.in'));
    const ok = await post('/api/vendor/reset-password', {
      login: '9810000002',
      otp: fresh,
      password: 'Vendor@999',
      cpassword: 'Vendor@999',
    });
    assert.equal(ok.status, 200, ok.raw);
    assert.equal((await t.call('GET', '/api/vendor/profile', { token: t.tokens.vendorB })).status, 401);
    assert.equal(
      (await post('/api/vendor/login', { username: 'vendor2@utsav.in', password: 'Vendor@999' })).status,
      200,
    );
  });

  it('a mobile number never verified gets no reset code: it goes to the email', async () => {
    await t.db.query("UPDATE users SET phone_verified_at = NULL WHERE phone = '9876543211'");
    assert.equal((await post('/api/forgot-password', { login: '9876543211' })).status, 200);
    const before = (await accountMessagesTo(t, '9876543211')).filter((k) => k === 'reset-code').length;
    assert.equal(before, 0);
    const email = (await t.db.query<{ email: string }>("SELECT email FROM users WHERE phone = '9876543211'")).rows[0]!
      .email;
    const code = String(await lastCodeSentTo(t, email));
    assert.equal(
      (
        await post('/api/reset-password', {
          login: '9876543211',
          otp: code,
          password: 'Diya@12345',
          cpassword: 'Diya@12345',
        })
      ).status,
      200,
    );
    const u = await t.db.query<{ phone: boolean; email: boolean }>(
      "SELECT phone_verified_at IS NOT NULL AS phone, email_verified_at IS NOT NULL AS email FROM users WHERE phone = '9876543211'",
    );
    assert.deepEqual({ ...u.rows[0] }, { phone: false, email: true }, 'the email is proven, the number still is not');
  });

  it('no account enumeration: an unknown login gets the same answers, the same throttle, and its reset the same refusal', async () => {
    const known = await from('198.18.3.1', '/api/forgot-password', { login: 'diya.verma@example.in' });
    const unknown = await from('198.18.3.2', '/api/forgot-password', { login: 'nobody@example.in' });
    assert.equal(unknown.status, known.status);
    assert.equal(unknown.raw, known.raw);
    const knownAgain = await from('198.18.3.3', '/api/forgot-password', { login: 'diya.verma@example.in' });
    const unknownAgain = await from('198.18.3.4', '/api/forgot-password', { login: 'nobody@example.in' });
    assert.equal(knownAgain.status, 429);
    assert.equal(unknownAgain.status, 429);
    assert.equal(unknownAgain.body.Message, knownAgain.body.Message);
    const resetKnown = await post('/api/reset-password', {
      login: 'diya.verma@example.in',
      otp: '000001',
      password: 'Secret@123',
      cpassword: 'Secret@123',
    });
    const resetUnknown = await post('/api/reset-password', {
      login: 'nobody@example.in',
      otp: '000001',
      password: 'Secret@123',
      cpassword: 'Secret@123',
    });
    assert.equal(resetUnknown.status, resetKnown.status);
    assert.equal(resetUnknown.raw, resetKnown.raw);
    // Vendors and a mobile number alike.
    const v1 = await from('198.18.3.5', '/api/vendor/forgot-password', { login: '9820000001' });
    const v2 = await from('198.18.3.6', '/api/vendor/forgot-password', { login: '9820009999' });
    assert.equal(v1.raw, v2.raw);
    // A login that is neither a mobile nor an email is refused by the shared rule.
    const bad = await post('/api/forgot-password', { login: 'abc' });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.Message, 'Enter your registered mobile number or email');
  });

  it('a password changed in the account sends "password changed" by SMS and email', async () => {
    // Diya's password is the one the reset above set.
    const token = String(
      (await post('/api/UserLogin', { mobile: '9876543211', password: 'Diya@12345' })).body.Payload!.uidtoken,
    );
    const r = await t.call('POST', '/api/change-password', {
      token,
      body: { oldPassword: 'Diya@12345', newPassword: 'Changed@123', confirmPassword: 'Changed@123' },
    });
    assert.equal(r.status, 200, r.raw);
    assert.equal((await accountMessagesTo(t, '9876543211')).at(-1), 'password-changed');
    const v = await t.call('POST', '/api/vendor/change-password', {
      token: t.tokens.vendorA,
      body: { oldPassword: 'Vendor@123', newPassword: 'Changed@123', confirmPassword: 'Changed@123' },
    });
    assert.equal(v.status, 200, v.raw);
    assert.equal((await accountMessagesTo(t, 'vendor@utsav.in')).at(-1), 'password-changed');
  });
});
