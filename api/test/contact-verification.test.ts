/**
 * A customer's new mobile number or email is proven by a one-time code before it is stored (docs/security.md
 * "Contacts proven before they are used"): update-profile without the code changes nothing, a wrong code is counted,
 * the right one stores the contact marked verified; a number another account holds gets no code; a number only
 * claimed (never proven) does not stop its owner's sign-up.
 */
import { after, before, beforeEach, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { lastCodeSentTo, setup, signUpCode, type TestCtx } from './helpers';
import { CONTACT_CODE_NEEDED, CONTACT_CODE_SENT } from '../src/routes/account/verification-routes';
import { ONE_CONTACT_AT_A_TIME } from '../src/routes/account/account-routes';

describe(`contacts proven before they are stored (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestCtx;
  let ip = 0;
  let A: string;
  async function post(url: string, body: object, token?: string) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      remoteAddress: `198.19.0.${(ip % 250) + 1}`,
      payload: body,
      headers: token ? { 'x-auth-token': token } : {},
    });
    const parsed = JSON.parse(res.body) as { Message?: string; message?: string; status?: string };
    return { status: res.statusCode, message: parsed.Message ?? parsed.message ?? '', raw: res.body };
  }
  const profile = async () =>
    (
      await t.db.query<{ phone: string; email: string; phone_verified: boolean; email_verified: boolean }>(
        "SELECT phone, email, phone_verified_at IS NOT NULL AS phone_verified, email_verified_at IS NOT NULL AS email_verified FROM users WHERE phone = '9876543210' OR name = 'Aarav Sharma' ORDER BY id LIMIT 1",
      )
    ).rows[0]!;
  const SEED = { name: 'Aarav Sharma', email: 'aarav.sharma@example.in', phone: '9876543210' };

  before(async () => {
    t = await setup();
  });
  beforeEach(async () => {
    ip++;
    await t.reset();
    A = t.tokens.customerA;
  });
  after(async () => t.close());

  it('a new mobile number is stored only with the code sent to it, then marked verified', async () => {
    const without = await post('/api/update-profile', { ...SEED, phone: '9123411111' }, A);
    assert.equal(without.status, 400, without.raw);
    assert.equal(without.message, CONTACT_CODE_NEEDED);
    assert.equal((await profile()).phone, '9876543210', 'nothing stored without a code');
    const sent = await post('/api/contact-code', { contact: '9123411111' }, A);
    assert.equal(sent.status, 200, sent.raw);
    assert.equal(sent.message, CONTACT_CODE_SENT);
    const code = await lastCodeSentTo(t, '9123411111');
    assert.ok(code);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const bad = await post('/api/update-profile', { ...SEED, phone: '9123411111', otp: wrong }, A);
    assert.equal(bad.status, 400);
    assert.match(bad.message, /wrong/);
    assert.equal((await profile()).phone, '9876543210');
    const good = await post('/api/update-profile', { ...SEED, phone: '9123411111', otp: code }, A);
    assert.equal(good.status, 200, good.raw);
    const after1 = await profile();
    assert.equal(after1.phone, '9123411111');
    assert.equal(after1.phone_verified, true);
    // The code is used up: a second save with it is refused.
    const again = await post('/api/update-profile', { ...SEED, phone: '9123422222', otp: code }, A);
    assert.equal(again.status, 400);
  });

  it('a new email likewise; a code for one contact does not prove another; two new contacts at once are refused', async () => {
    assert.equal((await post('/api/contact-code', { contact: 'Aarav.New@Example.in' }, A)).status, 200);
    const code = await lastCodeSentTo(t, 'aarav.new@example.in');
    assert.ok(code);
    const other = await post('/api/update-profile', { ...SEED, email: 'someone.else@example.in', otp: code }, A);
    assert.equal(other.status, 400, 'the code was for another address');
    const both = await post(
      '/api/update-profile',
      { ...SEED, email: 'aarav.new@example.in', phone: '9123433333', otp: code },
      A,
    );
    assert.equal(both.status, 400);
    assert.equal(both.message, ONE_CONTACT_AT_A_TIME);
    const ok = await post('/api/update-profile', { ...SEED, email: 'aarav.new@example.in', otp: code }, A);
    assert.equal(ok.status, 200, ok.raw);
    const p = await profile();
    assert.equal(p.email, 'aarav.new@example.in');
    assert.equal(p.email_verified, true);
    // Changing only the name needs no code.
    assert.equal((await post('/api/update-profile', { ...SEED, email: p.email, name: 'Aarav K' }, A)).status, 200);
  });

  it("another account's number gets no code (same answer); an unproven claim never blocks the owner's sign-up", async () => {
    const taken = await post('/api/contact-code', { contact: '9876543211' }, A);
    assert.equal(taken.status, 200);
    assert.equal(taken.message, CONTACT_CODE_SENT);
    assert.equal(await lastCodeSentTo(t, '9876543211'), null, 'no code to a number that has an account');
    // The stranger asks for a code for a free number but never proves it: the owner still signs up with it.
    assert.equal((await post('/api/contact-code', { contact: '9123444444' }, A)).status, 200);
    const claim = await post('/api/update-profile', { ...SEED, phone: '9123444444', otp: '000000' }, A);
    assert.equal(claim.status, 400);
    const otp = await signUpCode(t, '9123444444');
    const reg = await post('/api/UserRegister', {
      name: 'Real Owner',
      phone: '9123444444',
      email: 'owner@example.in',
      password: 'Secret@12',
      cpassword: 'Secret@12',
      user_type: '1',
      otp,
    });
    assert.equal(reg.status, 200, reg.raw);
  });
});
