/**
 * no published JWT secret, required claims, revocation on password change and logout,
 * per-account throttling of password checks with back-off. Each test failed on the code before the fix.
 */
import { after, before, describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SignJWT, decodeJwt } from 'jose';
import { buildApp } from '../src/app';
import { API_ROOT } from '../src/config';
import { ConfigError, resolveJwtSecret, SECRET_FILE } from '../src/lib/jwt-secret';
import { lockMsAfter } from '../src/lib/throttle';
import { setup, SECRET, signUpCode, type TestCtx } from './helpers';

describe('security: sessions', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const key = (s: string) => new TextEncoder().encode(s);
  /** A customer of its own (so changing its password leaves the shared demo tokens alone). */
  let n = 0;
  const newCustomer = async () => {
    n++;
    const phone = `90111${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(2, '0')}`;
    const body = {
      name: 'Test Person',
      phone,
      email: `t${phone}@example.in`,
      password: 'Secret@1',
      cpassword: 'Secret@1',
      user_type: '1',
      otp: await signUpCode(t, phone),
    };
    assert.equal((await t.call('POST', '/api/UserRegister', { body })).status, 200);
    const login = await t.call('POST', '/api/UserLogin', { body: { mobile: phone, password: 'Secret@1' } });
    assert.equal(login.status, 200);
    return { phone, token: login.body.Payload.uidtoken as string };
  };

  describe('16.1 no published secret', () => {
    it('the secret that used to be printed in the source does not sign in anyone on a default install', async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'utsav-secret-'));
      const saved = process.env.JWT_SECRET;
      delete process.env.JWT_SECRET;
      try {
        const app = await buildApp({
          db: t.db,
          migrate: false,
          seed: false,
          config: { dataDir, uploadDir: t.uploadDir, logger: false },
        });
        try {
          const forged = await new SignJWT({ UserType: 'customer', name: 'x' })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('2')
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(key('utsav-dev-secret-change-me-0123456789abcdef'));
          const r = await app.inject({
            method: 'GET',
            url: '/api/GetBookingAddressList',
            headers: { 'x-auth-token': forged },
          });
          assert.equal(r.statusCode, 401);
          // The generated secret: in the data folder, 0600, folder 0700, at least 32 bytes, kept across starts.
          const file = path.join(dataDir, SECRET_FILE);
          assert.equal(statSync(file).mode & 0o777, 0o600);
          assert.equal(statSync(dataDir).mode & 0o777, 0o700);
          const secret = readFileSync(file, 'utf8').trim();
          assert.ok(Buffer.byteLength(secret) >= 32);
          assert.equal(app.config.jwtSecret, secret);
          assert.equal(resolveJwtSecret({ configured: '', production: false, dataDir }), secret);
          const own = await new SignJWT({ UserType: 'customer', name: 'x' })
            .setProtectedHeader({ alg: 'HS256' })
            .setSubject('1')
            .setIssuedAt()
            .setExpirationTime('1h')
            .sign(key(secret));
          assert.equal(
            (await app.inject({ method: 'GET', url: '/api/GetBookingAddressList', headers: { 'x-auth-token': own } }))
              .statusCode,
            200,
          );
        } finally {
          await app.close();
        }
        const other = mkdtempSync(path.join(tmpdir(), 'utsav-secret-'));
        assert.notEqual(
          resolveJwtSecret({ configured: '', production: false, dataDir: other }),
          app.config.jwtSecret,
          'each install has its own',
        );
        rmSync(other, { recursive: true, force: true });
      } finally {
        if (saved !== undefined) process.env.JWT_SECRET = saved;
        rmSync(dataDir, { recursive: true, force: true });
      }
    });

    it('NODE_ENV=production refuses to start without a secret of at least 32 bytes', () => {
      const dataDir = '/nonexistent/never-created';
      assert.throws(() => resolveJwtSecret({ configured: undefined, production: true, dataDir }), ConfigError);
      assert.throws(
        () => resolveJwtSecret({ configured: 'x'.repeat(31), production: true, dataDir }),
        /at least 32 bytes/,
      );
      assert.throws(
        () => resolveJwtSecret({ configured: 'change-me-to-64-random-hex-characters', production: true, dataDir }),
        /placeholder/,
      );
      assert.equal(resolveJwtSecret({ configured: 'k'.repeat(32), production: true, dataDir }), 'k'.repeat(32));
    });

    it('the server process exits 1 with one clear line (NODE_ENV=production, no JWT_SECRET)', () => {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: API_ROOT,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          JWT_SECRET: '',
          DATABASE_URL: '',
          PORT: '4209',
          DATA_DIR: ':memory:',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      assert.equal(r.status, 1, r.stderr);
      // One line, in the JSON log on stdout (the API logs through pino), never a stack trace.
      const lines = `${r.stdout}${r.stderr}`.split('\n').filter((l) => /cannot start/.test(l));
      assert.equal(lines.length, 1, `${r.stdout}${r.stderr}`);
      assert.match(lines[0]!, /cannot start: JWT_SECRET is not set/);
    });

    it('tokens without exp, iat or sub are refused', async () => {
      const base = () => new SignJWT({ UserType: 'customer', name: 'x' }).setProtectedHeader({ alg: 'HS256' });
      const noExp = await base().setSubject('1').setIssuedAt().sign(key(SECRET));
      const noIat = await base().setSubject('1').setExpirationTime('1h').sign(key(SECRET));
      const noSub = await new SignJWT({ UserType: 'customer', name: 'x', id: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(key(SECRET));
      const future = await base()
        .setSubject('1')
        .setIssuedAt(Math.floor(Date.now() / 1000) + 3600)
        .setExpirationTime('2h')
        .sign(key(SECRET));
      for (const [label, token] of [
        ['no exp', noExp],
        ['no iat', noIat],
        ['no sub', noSub],
        ['iat in the future', future],
      ] as const) {
        const r = await t.call('GET', '/api/GetBookingAddressList', { token });
        assert.equal(r.status, 401, label);
      }
      const fine = await base().setSubject('1').setIssuedAt().setExpirationTime('1h').sign(key(SECRET));
      assert.equal((await t.call('GET', '/api/GetBookingAddressList', { token: fine })).status, 200);
    });
  });

  describe('16.3 revocation', () => {
    it('a customer password change ends earlier tokens (also one the auth cache had just trusted); the reply carries a new one', async () => {
      const { phone, token } = await newCustomer();
      const second = (await t.call('POST', '/api/UserLogin', { body: { mobile: phone, password: 'Secret@1' } })).body
        .Payload.uidtoken as string;
      assert.equal((await t.call('GET', '/api/userDetails', { token: second })).status, 200); // cached now
      const body = { uid: 0, oldPassword: 'Secret@1', newPassword: 'Better@22', confirmPassword: 'Better@22' };
      const r = await t.call('POST', '/api/change-password', { token, body });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      for (const old of [token, second]) {
        const after = await t.call('GET', '/api/userDetails', { token: old });
        assert.equal(after.status, 401);
        assert.equal(after.body.Message, 'Session ended, please sign in again');
      }
      const fresh = r.body.Payload.uidtoken as string;
      assert.equal(decodeJwt(fresh).UserType, 'customer');
      assert.equal((await t.call('GET', '/api/userDetails', { token: fresh })).status, 200);
      assert.equal(
        (await t.call('POST', '/api/UserLogin', { body: { mobile: phone, password: 'Better@22' } })).status,
        200,
      );
    });

    it('a vendor password change ends earlier vendor tokens', async () => {
      const login = async (password: string) =>
        t.call('POST', '/api/vendor/login', { body: { username: 'vendor2@utsav.in', password } });
      const token = (await login('Vendor@123')).body.Payload.token as string;
      assert.equal((await t.call('GET', '/api/vendor/profile', { token })).status, 200);
      const r = await t.call('POST', '/api/vendor/change-password', {
        token,
        body: { uid: 0, oldPassword: 'Vendor@123', newPassword: 'Vendor@456', confirmPassword: 'Vendor@456' },
      });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      assert.equal((await t.call('GET', '/api/vendor/profile', { token })).status, 401);
      assert.equal((await t.call('GET', '/api/vendor/profile', { token: t.tokens.vendorB })).status, 401);
      assert.equal((await t.call('GET', '/api/vendor/profile', { token: r.body.Payload.token })).status, 200);
      // Put the demo vendor back for the other tests of this process.
      await t.call('POST', '/api/vendor/change-password', {
        token: r.body.Payload.token,
        body: { uid: 0, oldPassword: 'Vendor@456', newPassword: 'Vendor@123', confirmPassword: 'Vendor@123' },
      });
      t.tokens.vendorB = (await login('Vendor@123')).body.Payload.token as string;
    });

    it('logout ends the token it is sent with, at once, and only that one; logging out twice is fine', async () => {
      const { phone, token } = await newCustomer();
      const other = (await t.call('POST', '/api/UserLogin', { body: { mobile: phone, password: 'Secret@1' } })).body
        .Payload.uidtoken as string;
      assert.equal((await t.call('GET', '/api/getCart', { token })).status, 200); // trusted by the auth cache now
      const out = await t.call('POST', '/api/logout', { token });
      assert.equal(out.status, 200);
      assert.equal(out.body.Payload.revoked, true);
      const after = await t.call('GET', '/api/getCart', { token });
      assert.equal(after.status, 401);
      assert.equal(after.body.Message, 'Session ended, please sign in again');
      assert.equal((await t.call('GET', '/api/getCart', { token: other })).status, 200);
      assert.equal((await t.call('POST', '/api/logout', { token })).status, 200);
      assert.equal((await t.call('POST', '/api/logout')).status, 200);
      assert.equal((await t.call('POST', '/api/logout', { token: 'garbage' })).body.Payload.revoked, false);
    });

    it('a vendor logout ends the vendor token', async () => {
      const token = (
        await t.call('POST', '/api/vendor/login', { body: { username: 'vendor@utsav.in', password: 'Vendor@123' } })
      ).body.Payload.token as string;
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token })).status, 200);
      assert.equal((await t.call('POST', '/api/logout', { token })).status, 200);
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token })).status, 401);
      assert.equal((await t.call('GET', '/api/vendor/dashboard', { token: t.tokens.vendorA })).status, 200);
    });
  });

  describe('16.7 per-account throttling', () => {
    it('back-off doubles from the 5th failure: 30 s, 60 s … at most 15 min', () => {
      assert.deepEqual(
        [1, 4, 5, 6, 7, 10, 20].map((f) => lockMsAfter(f)),
        [0, 0, 30_000, 60_000, 120_000, 900_000, 900_000],
      );
    });

    it('customer sign-in: 5 wrong passwords lock the account (even the right password gets 429 + Retry-After); the lock ends and doubles', async () => {
      const { phone } = await newCustomer();
      const login = (password: string) => t.call('POST', '/api/UserLogin', { body: { mobile: phone, password } });
      for (let i = 0; i < 5; i++) assert.equal((await login('Wrong@1')).status, 401, `attempt ${i + 1}`);
      const locked = await login('Secret@1');
      assert.equal(locked.status, 429);
      assert.match(locked.body.Message, /^Too many failed attempts\. Please try again in \d+ seconds$/);
      assert.ok(Number(locked.headers['retry-after']) > 0 && Number(locked.headers['retry-after']) <= 30);
      const start = Date.now();
      const now = mock.method(Date, 'now', () => start + 31_000);
      try {
        assert.equal((await login('Wrong@1')).status, 401); // 6th failure: locked for 60 s now
        now.mock.mockImplementation(() => start + 31_000 + 59_000);
        assert.equal((await login('Secret@1')).status, 429);
        now.mock.mockImplementation(() => start + 31_000 + 61_000);
        assert.equal((await login('Secret@1')).status, 200); // a success clears the count
        assert.equal((await login('Wrong@1')).status, 401);
        assert.equal((await login('Secret@1')).status, 200);
      } finally {
        now.mock.restore();
      }
    });

    it('parallel guesses cannot slip past the lock: at most 5 of 12 reach the password check', async () => {
      const { phone } = await newCustomer();
      const replies = await Promise.all(
        Array.from({ length: 12 }, () =>
          t.call('POST', '/api/UserLogin', { body: { mobile: phone, password: 'Wrong@1' } }),
        ),
      );
      const checked = replies.filter((r) => r.status === 401).length;
      assert.ok(checked <= 5, `${checked} reached the password check`);
      assert.equal(replies.filter((r) => r.status === 429).length, 12 - checked);
    });

    it('an unknown mobile number is throttled like a known one (no way to tell them apart)', async () => {
      const replies = [];
      for (let i = 0; i < 6; i++)
        replies.push(
          (await t.call('POST', '/api/UserLogin', { body: { mobile: '9000000123', password: 'x' } })).status,
        );
      assert.deepEqual(replies, [401, 401, 401, 401, 401, 429]);
    });

    it('vendor sign-in: email and phone count for the same account', async () => {
      await t.db.query(
        "INSERT INTO vendors (name, email, phone, password_hash, service_id) SELECT 'Lock Test', 'lock@example.in', '9822200001', password_hash, service_id FROM vendors WHERE id = 1",
      );
      const login = (username: string, password: string) =>
        t.call('POST', '/api/vendor/login', { body: { username, password } });
      for (const u of ['lock@example.in', '9822200001', 'LOCK@example.in', '9822200001', 'lock@example.in'])
        assert.equal((await login(u, 'Wrong@1')).status, 401);
      assert.equal((await login('9822200001', 'Vendor@123')).status, 429);
    });

    it('change-password: 5 wrong old passwords lock further tries (customer and vendor)', async () => {
      const { token } = await newCustomer();
      const body = (old: string) => ({
        uid: 0,
        oldPassword: old,
        newPassword: 'Better@22',
        confirmPassword: 'Better@22',
      });
      for (let i = 0; i < 5; i++) {
        const r = await t.call('POST', '/api/change-password', { token, body: body('Wrong@1') });
        assert.equal(r.status, 400);
        assert.equal(r.body.Message, 'Old password is incorrect');
      }
      assert.equal((await t.call('POST', '/api/change-password', { token, body: body('Secret@1') })).status, 429);
      const vendor = t.tokens.vendorA;
      for (let i = 0; i < 5; i++)
        assert.equal(
          (await t.call('POST', '/api/vendor/change-password', { token: vendor, body: body('Wrong@1') })).status,
          400,
        );
      assert.equal(
        (await t.call('POST', '/api/vendor/change-password', { token: vendor, body: body('Vendor@123') })).status,
        429,
      );
      await t.db.query('DELETE FROM auth_throttle');
    });
  });
});
