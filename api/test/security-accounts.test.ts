/**
 * no account oracle (equal bcrypt work for unknown accounts on the three sign-ins; the
 * "already registered" answers of registration and update-profile throttled per account and per address) and no
 * lockout abuse (failed sign-ins throttled per (account, address); the account-wide ceiling spares the owner's own
 * addresses). Each test failed on the code before the fix.
 */
import { after, before, beforeEach, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import bcrypt from 'bcryptjs';
import { hashPassword } from '../src/lib/passwords';
import { ACCOUNT_CEILING } from '../src/lib/throttle';
import { setup, signUpCode, type TestCtx } from './helpers';

let t: TestCtx;
// One outer suite: in test/all.test.ts every file shares the process, so hooks must not sit at the root.
describe('security-accounts', () => {
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());
  beforeEach(async () => {
    await t.db.query('DELETE FROM auth_throttle');
  });

  /** A request from a given client address (the API sees it as req.ip). */
  async function from(ip: string, method: 'GET' | 'POST', url: string, body?: object, token?: string) {
    const res = await t.app.inject({
      method,
      url,
      remoteAddress: ip,
      ...(body ? { payload: body } : {}),
      headers: token ? { 'x-auth-token': token } : {},
    });
    return {
      status: res.statusCode,
      body: JSON.parse(res.body) as Record<string, unknown> & {
        Message?: string;
        message?: string;
        Payload?: Record<string, string>;
      },
    };
  }

  type Kind = 'customer' | 'vendor' | 'operator';
  const SIGN_IN_URL: Record<Kind, string> = {
    customer: '/api/UserLogin',
    vendor: '/api/vendor/login',
    operator: '/api/admin/login',
  };
  /** A sign-in of that kind from that address. */
  const signIn = (kind: Kind, ip: string, who: string, password: string) =>
    from(ip, 'POST', SIGN_IN_URL[kind], kind === 'customer' ? { mobile: who, password } : { username: who, password });
  const KNOWN = { customer: '9876543210', vendor: 'vendor@utsav.in', operator: 'admin@utsav.in' };
  const UNKNOWN = { customer: '9000011111', vendor: 'nobody@example.in', operator: 'nobody@utsav.in' };
  const RIGHT = { customer: 'Customer@123', vendor: 'Vendor@123', operator: 'Admin@123' };

  describe('32.3 account enumeration: equal work for unknown accounts', () => {
    for (const kind of ['customer', 'vendor', 'operator'] as const) {
      it(`${kind} sign-in: an unknown account runs a bcrypt compare like a wrong password, and answers the same`, async () => {
        const compare = mock.method(bcrypt, 'compare');
        try {
          const wrong = await signIn(kind, '203.0.113.10', KNOWN[kind], 'Wrong@123');
          const afterKnown = compare.mock.callCount();
          const unknown = await signIn(kind, '203.0.113.10', UNKNOWN[kind], 'Wrong@123');
          const afterUnknown = compare.mock.callCount() - afterKnown;
          assert.equal(afterKnown, 1, 'a wrong password is one bcrypt compare');
          assert.equal(afterUnknown, 1, 'an unknown account is one bcrypt compare too');
          assert.equal(unknown.status, wrong.status);
          assert.equal(unknown.body.Message, wrong.body.Message);
        } finally {
          compare.mock.restore();
        }
      });
    }

    it('timing: an unknown account takes about as long as a wrong password (medians, generous ratio)', async () => {
      // A real cost, so the hash dominates the request (at the tests' cost of 4 it would not).
      const saved = process.env.BCRYPT_ROUNDS;
      process.env.BCRYPT_ROUNDS = '9';
      try {
        const phone = '9000022222';
        await t.db.query(
          "INSERT INTO users (name, email, phone, password_hash) VALUES ('Timing Test', 'timing@example.in', $1, $2)",
          [phone, await hashPassword('Right@123')],
        );
        await from('198.51.100.1', 'POST', '/api/UserLogin', { mobile: '9000099999', password: 'warm-up' }); // makes the dummy hash once
        const known: number[] = [];
        const unknown: number[] = [];
        const time = async (mobile: string, i: number) => {
          await t.db.query('DELETE FROM auth_throttle'); // timing only: no lock may answer instead of the password check
          const started = process.hrtime.bigint();
          const r = await from(`198.51.100.${20 + i}`, 'POST', '/api/UserLogin', { mobile, password: 'Wrong@123' });
          assert.equal(r.status, 401);
          return Number(process.hrtime.bigint() - started) / 1e6;
        };
        for (let i = 0; i < 7; i++) {
          known.push(await time(phone, i));
          unknown.push(await time(`90000${String(30000 + i)}`, i));
        }
        const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
        const ratio = median(unknown) / median(known);
        // Before the fix: ~0.05 (3 ms against 79 ms). Equal work gives ~1; anything above 0.5 is not an oracle by time.
        assert.ok(
          ratio > 0.5 && ratio < 2,
          `unknown/known median ratio ${ratio.toFixed(2)} (known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms)`,
        );
      } finally {
        process.env.BCRYPT_ROUNDS = saved;
      }
    });
  });

  describe('32.3 "already registered" answers are throttled per account and per address', () => {
    const TAKEN_PHONE = 'This mobile number is already registered';
    const registration = (phone: string, email: string, otp = '000000') => ({
      name: 'Probe Person',
      phone,
      email,
      password: 'Secret@1',
      cpassword: 'Secret@1',
      user_type: '1',
      otp,
    });

    it('update-profile: 5 "taken" answers for one account, then 429 for any number (taken or free) until the lock ends', async () => {
      const A = t.tokens.customerA;
      const profile = (phone: string) => ({ name: 'Aarav Sharma', email: 'aarav@example.in', phone });
      for (let i = 0; i < 5; i++) {
        const r = await from(`192.0.2.${i + 1}`, 'POST', '/api/update-profile', profile('9876543211'), A);
        assert.equal(r.status, 409, `probe ${i + 1}`);
        assert.equal(r.body.message, TAKEN_PHONE); // SPEC's message kept
      }
      const locked = await from('192.0.2.99', 'POST', '/api/update-profile', profile('9876543211'), A);
      assert.equal(locked.status, 429);
      assert.match(String(locked.body.message), /^Too many attempts\. Please try again in \d+ seconds$/);
      // A free number gets the same 429: a locked caller learns nothing either way, and nothing is saved.
      const free = await from('192.0.2.99', 'POST', '/api/update-profile', profile('9000044444'), A);
      assert.equal(free.status, 429);
      assert.equal(
        (await t.db.query<{ phone: string }>('SELECT phone FROM users WHERE id = 1')).rows[0]!.phone,
        '9876543210',
      );
      // Another customer is not locked by it.
      assert.equal(
        (
          await from(
            '192.0.2.50',
            'POST',
            '/api/update-profile',
            { name: 'Diya Patel', email: 'diya@example.in', phone: '9876543210' },
            t.tokens.customerB,
          )
        ).status,
        409,
      );
    });

    it('registration: 10 "taken" answers from one address, then 429 there; other addresses answer as before', async () => {
      for (let i = 0; i < 10; i++) {
        const r = await from(
          '192.0.2.200',
          'POST',
          '/api/UserRegister',
          registration('9876543210', `probe${i}@example.in`),
        );
        assert.equal(r.status, 409, `probe ${i + 1}`);
        assert.equal(r.body.message, TAKEN_PHONE);
      }
      assert.equal(
        (await from('192.0.2.200', 'POST', '/api/UserRegister', registration('9876543210', 'probe-x@example.in')))
          .status,
        429,
      );
      assert.equal(
        (await from('192.0.2.200', 'POST', '/api/UserRegister', registration('9000055555', 'free@example.in'))).status,
        429,
        'a free number is not told apart',
      );
      assert.equal(
        (await from('192.0.2.201', 'POST', '/api/UserRegister', registration('9876543210', 'probe-y@example.in')))
          .status,
        409,
      );
      assert.equal(
        (
          await from(
            '192.0.2.201',
            'POST',
            '/api/UserRegister',
            registration('9000055555', 'free@example.in', await signUpCode(t, '9000055555')),
          )
        ).status,
        200,
      );
    });

    it('vendor registration: 10 "taken" answers from one address, then 429', async () => {
      const body = (email: string) => ({
        name: 'Probe Vendor',
        email,
        phone: '9000066666',
        password: 'Secret@1',
        cpassword: 'Secret@1',
        serviceId: 1,
        terms: true,
        otp: '000000',
      });
      for (let i = 0; i < 10; i++)
        assert.equal(
          (await from('192.0.2.210', 'POST', '/api/vendorRegister', body('vendor@utsav.in'))).status,
          409,
          `probe ${i + 1}`,
        );
      assert.equal((await from('192.0.2.210', 'POST', '/api/vendorRegister', body('vendor@utsav.in'))).status, 429);
    });
  });

  describe('32.4 lockout abuse: guessing from many addresses does not lock the owner out', () => {
    for (const kind of ['customer', 'vendor', 'operator'] as const) {
      it(`${kind}: 5 wrong passwords from 5 addresses leave the owner signing in (own address and a new one)`, async () => {
        // The owner's own address: signed in from before.
        assert.equal((await signIn(kind, '203.0.113.50', KNOWN[kind], RIGHT[kind])).status, 200);
        for (let i = 0; i < 5; i++)
          assert.equal((await signIn(kind, `198.18.0.${i + 1}`, KNOWN[kind], 'Wrong@123')).status, 401);
        assert.equal((await signIn(kind, '203.0.113.50', KNOWN[kind], RIGHT[kind])).status, 200, 'own address');
        assert.equal(
          (await signIn(kind, '203.0.113.51', KNOWN[kind], RIGHT[kind])).status,
          200,
          'a new address, below the account-wide ceiling',
        );
      });
    }

    it('one address: 5 wrong passwords lock that (account, address) pair only, even for the right password', async () => {
      for (let i = 0; i < 5; i++)
        assert.equal(
          (await from('198.18.1.1', 'POST', '/api/UserLogin', { mobile: KNOWN.customer, password: 'Wrong@123' }))
            .status,
          401,
        );
      const locked = await from('198.18.1.1', 'POST', '/api/UserLogin', {
        mobile: KNOWN.customer,
        password: RIGHT.customer,
      });
      assert.equal(locked.status, 429);
      assert.equal(
        (await from('198.18.1.1', 'POST', '/api/UserLogin', { mobile: '9876543211', password: RIGHT.customer })).status,
        200,
        'other accounts from that address',
      );
      assert.equal(
        (await from('198.18.1.2', 'POST', '/api/UserLogin', { mobile: KNOWN.customer, password: RIGHT.customer }))
          .status,
        200,
        'that account from elsewhere',
      );
    });

    it('many addresses: past the account-wide ceiling new addresses wait, the owner’s own address still signs in', async () => {
      assert.equal(
        (await from('203.0.113.60', 'POST', '/api/UserLogin', { mobile: KNOWN.customer, password: RIGHT.customer }))
          .status,
        200,
      );
      const codes: number[] = [];
      for (let i = 0; i < ACCOUNT_CEILING.freeFailures + 2; i++)
        codes.push(
          (
            await from(`198.19.${Math.floor(i / 200)}.${(i % 200) + 1}`, 'POST', '/api/UserLogin', {
              mobile: KNOWN.customer,
              password: 'Wrong@123',
            })
          ).status,
        );
      assert.deepEqual(codes.slice(0, ACCOUNT_CEILING.freeFailures), Array(ACCOUNT_CEILING.freeFailures).fill(401));
      assert.ok(
        codes.slice(ACCOUNT_CEILING.freeFailures).every((c) => c === 429),
        codes.join(),
      );
      assert.equal(
        (await from('198.19.9.9', 'POST', '/api/UserLogin', { mobile: KNOWN.customer, password: RIGHT.customer }))
          .status,
        429,
        'a new address waits',
      );
      assert.equal(
        (await from('203.0.113.60', 'POST', '/api/UserLogin', { mobile: KNOWN.customer, password: RIGHT.customer }))
          .status,
        200,
        'the owner at home does not',
      );
    });
  });
});
