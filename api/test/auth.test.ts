import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT, decodeJwt } from 'jose';
import { buildApp } from '../src/app';
import { parseTrustProxy } from '../src/config';
import { setup, SECRET, signUpCode, type TestCtx } from './helpers';
import { VENDOR_TERMS_REQUIRED } from '@utsav/domain/schemas/vendor-sign-up';

// Everything sits in one describe so the file can run alone or inside test/all.test.ts (one process, one database).
describe('auth', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const sign = (claims: Record<string, unknown>, exp: string | number, secret = SECRET) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub ?? 1))
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(secret));

  describe('customer login and registration', () => {
    it('login returns a signed token with UserType customer', async () => {
      const r = await t.call('POST', '/api/UserLogin', { body: { mobile: '9876543210', password: 'Customer@123' } });
      assert.equal(r.status, 200);
      assert.equal(r.body.Status, 'Success');
      const claims = decodeJwt(r.body.Payload.uidtoken);
      assert.equal(claims.UserType, 'customer');
      assert.equal(claims.sub, '1');
      assert.equal(claims.name, 'Aarav Sharma');
      assert.ok(typeof claims.exp === 'number' && claims.exp > Date.now() / 1000);
    });

    it('login refuses wrong password, unknown mobile and bad input', async () => {
      const wrong = await t.call('POST', '/api/UserLogin', { body: { mobile: '9876543210', password: 'nope' } });
      assert.equal(wrong.status, 401);
      assert.equal(wrong.body.Status, 'Failed');
      assert.equal(wrong.body.Message, 'Invalid mobile number or password');
      assert.equal(
        (await t.call('POST', '/api/UserLogin', { body: { mobile: '9000000000', password: 'x' } })).status,
        401,
      );
      const bad = await t.call('POST', '/api/UserLogin', { body: { mobile: 'abc', password: 'x' } });
      assert.equal(bad.status, 400);
      assert.equal(bad.body.Message, 'Mobile number must contain digits only');
      // A vendor's credentials do not open a customer session.
      assert.equal(
        (await t.call('POST', '/api/UserLogin', { body: { mobile: '9820000001', password: 'Vendor@123' } })).status,
        401,
      );
    });

    it('register: success (lowercase status), duplicates, validation', async () => {
      const body = {
        name: 'Neha Kapoor',
        phone: '9012345678',
        email: 'neha@example.in',
        password: 'Secret@1',
        cpassword: 'Secret@1',
        user_type: '1',
        otp: await signUpCode(t, '9012345678'),
      };
      const r = await t.call('POST', '/api/UserRegister', { body });
      assert.equal(r.status, 200);
      assert.equal(r.body.status, 'Success');
      assert.ok(r.body.message);
      const login = await t.call('POST', '/api/UserLogin', { body: { mobile: '9012345678', password: 'Secret@1' } });
      assert.equal(login.status, 200);
      const dup = await t.call('POST', '/api/UserRegister', { body });
      assert.equal(dup.status, 409);
      assert.equal(dup.body.status, 'Failed');
      assert.equal(dup.body.message, 'This mobile number is already registered');
      const dupMail = await t.call('POST', '/api/UserRegister', {
        body: { ...body, phone: '9012345679', email: 'NEHA@example.in' },
      });
      assert.equal(dupMail.body.message, 'This email is already registered');
      const mismatch = await t.call('POST', '/api/UserRegister', {
        body: { ...body, phone: '9012345670', email: 'x@y.in', cpassword: 'other' },
      });
      assert.equal(mismatch.status, 400);
      assert.equal(mismatch.body.message, 'Password and confirm password do not match!');
      const vendorType = await t.call('POST', '/api/UserRegister', {
        body: { ...body, phone: '9012345671', email: 'z@y.in', user_type: '2' },
      });
      assert.equal(vendorType.status, 400);
      const hash = await t.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE phone = '9012345678'",
      );
      assert.match(hash.rows[0]!.password_hash, /^\$2[aby]\$/);
    });
  });

  describe('vendor login and registration', () => {
    it('login by email or phone returns a vendor token', async () => {
      for (const username of ['vendor@utsav.in', 'VENDOR@utsav.in', '9820000001']) {
        const r = await t.call('POST', '/api/vendor/login', { body: { username, password: 'Vendor@123' } });
        assert.equal(r.status, 200, username);
        assert.equal(decodeJwt(r.body.Payload.token).UserType, 'vendor');
      }
      const bad = await t.call('POST', '/api/vendor/login', {
        body: { username: 'vendor@utsav.in', password: 'wrong' },
      });
      assert.equal(bad.status, 401);
      assert.equal(bad.body.Message, 'Invalid username or password');
      assert.equal(
        (await t.call('POST', '/api/vendor/login', { body: { username: '', password: 'x' } })).body.Message,
        'Please enter your username',
      );
    });

    it('register a vendor', async () => {
      const body = {
        name: 'Mehfil Events',
        email: 'mehfil@example.in',
        phone: '9988776655',
        password: 'Vendor@123',
        cpassword: 'Vendor@123',
        serviceId: 5,
        userType: '2',
        terms: true,
        otp: await signUpCode(t, '9988776655', 'vendor'),
      };
      // the terms must be agreed to — absent, false or anything but true is refused with the shared message.
      for (const terms of [undefined, false, 'true', 1]) {
        const refused = await t.call('POST', '/api/vendorRegister', { body: { ...body, terms } });
        assert.equal(refused.status, 400, `terms = ${String(terms)}`);
        assert.equal(refused.body.Message, VENDOR_TERMS_REQUIRED);
      }
      assert.equal(
        (await t.call('POST', '/api/vendor/login', { body: { username: 'mehfil@example.in', password: 'Vendor@123' } }))
          .status,
        401,
        'nothing was created',
      );
      const r = await t.call('POST', '/api/vendorRegister', { body });
      assert.equal(r.status, 200);
      assert.equal(r.body.Status, 'Success');
      assert.equal(
        (await t.call('POST', '/api/vendor/login', { body: { username: 'mehfil@example.in', password: 'Vendor@123' } }))
          .status,
        200,
      );
      assert.equal((await t.call('POST', '/api/vendorRegister', { body })).status, 409);
      const mismatch = await t.call('POST', '/api/vendorRegister', {
        body: { ...body, email: 'o@x.in', phone: '9988776600', cpassword: 'x' },
      });
      assert.equal(mismatch.body.Message, 'Passwords do not match');
      const noService = await t.call('POST', '/api/vendorRegister', {
        body: { ...body, email: 'p@x.in', phone: '9988776601', serviceId: 999 },
      });
      assert.equal(noService.status, 400);
      assert.equal(noService.body.Message, 'Please select service type');
    });
  });

  describe('tokens', () => {
    it('no token → 401 on a customer route, and on a vendor route', async () => {
      const r = await t.call('GET', '/api/getCart');
      assert.equal(r.status, 401);
      assert.equal(r.body.Status, 'Failed');
      assert.equal((await t.call('GET', '/api/vendor/dashboard')).status, 401);
    });

    it('tampered payload (signature kept) → 401', async () => {
      const [h, , s] = t.tokens.customerA.split('.');
      const forged = `${h}.${b64({ sub: '2', UserType: 'customer', name: 'x', exp: Math.floor(Date.now() / 1000) + 3600 })}.${s}`;
      const r = await t.call('GET', '/api/userDetails', { token: forged });
      assert.equal(r.status, 401);
      assert.equal(r.body.Message, 'Invalid session token');
    });

    it('customer token re-labelled as vendor (signature kept) → 401', async () => {
      const [h, p, s] = t.tokens.customerA.split('.');
      const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
      const forged = `${h}.${b64({ ...claims, UserType: 'vendor' })}.${s}`;
      assert.equal((await t.call('GET', '/api/vendor/profile', { token: forged })).status, 401);
    });

    it('alg:none → 401', async () => {
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: '1', UserType: 'customer', name: 'Aarav', exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
      assert.equal((await t.call('GET', '/api/userDetails', { token: none })).status, 401);
    });

    it('expired → 401 with a session-expired message', async () => {
      const expired = await sign({ sub: 1, UserType: 'customer', name: 'Aarav' }, Math.floor(Date.now() / 1000) - 60);
      const r = await t.call('GET', '/api/userDetails', { token: expired });
      assert.equal(r.status, 401);
      assert.equal(r.body.Message, 'Session expired, please sign in again');
    });

    it('signed with another secret → 401; HS512 with the right secret → 401 (HS256 only)', async () => {
      const other = await sign({ sub: 1, UserType: 'customer', name: 'A' }, '1h', 'another-secret-another-secret-123');
      assert.equal((await t.call('GET', '/api/userDetails', { token: other })).status, 401);
      const hs512 = await new SignJWT({ UserType: 'customer', name: 'A' })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
      assert.equal((await t.call('GET', '/api/userDetails', { token: hs512 })).status, 401);
    });

    it('valid signature but unknown account or bad claims → 401', async () => {
      assert.equal(
        (
          await t.call('GET', '/api/userDetails', {
            token: await sign({ sub: 99999, UserType: 'customer', name: 'Ghost' }, '1h'),
          })
        ).status,
        401,
      );
      assert.equal(
        (await t.call('GET', '/api/userDetails', { token: await sign({ sub: 1, UserType: 'admin', name: 'X' }, '1h') }))
          .status,
        401,
      );
      assert.equal((await t.call('GET', '/api/userDetails', { token: 'garbage' })).status, 401);
    });

    it('wrong role → 403 both ways', async () => {
      const a = await t.call('GET', '/api/getCart', { token: t.tokens.vendorA });
      assert.equal(a.status, 403);
      assert.equal(a.body.Message, 'Customer account required');
      const b = await t.call('GET', '/api/vendor/dashboard', { token: t.tokens.customerA });
      assert.equal(b.status, 403);
      assert.equal(b.body.Message, 'Vendor account required');
    });

    it('an account deleted right after a signed-in request is refused on the next one (verified-token cache cleared by the declared account change)', async () => {
      const body = {
        name: 'Short Lived',
        phone: '9012399999',
        email: 'short@example.in',
        password: 'Secret@1',
        cpassword: 'Secret@1',
        user_type: '1',
        otp: await signUpCode(t, '9012399999'),
      };
      assert.equal((await t.call('POST', '/api/UserRegister', { body })).status, 200);
      const login = await t.call('POST', '/api/UserLogin', { body: { mobile: body.phone, password: body.password } });
      const token = login.body.Payload.uidtoken as string;
      assert.equal((await t.call('GET', '/api/getCart', { token })).status, 200);
      assert.equal((await t.call('GET', '/api/getCart', { token })).status, 200);
      await t.db.query('DELETE FROM users WHERE phone = $1', [body.phone]);
      // What a deletion path declares (lib/data-changes): the session cache depends on accounts.
      await t.db.changed(['accounts']);
      const gone = await t.call('GET', '/api/getCart', { token });
      assert.equal(gone.status, 401);
      assert.equal(gone.body.Message, 'Invalid session token');
    });

    it('a bad token on a public route is ignored', async () => {
      assert.equal((await t.call('GET', '/api/allServices', { token: 'garbage' })).status, 200);
    });

    it('package routes answer auth errors with Status 0', async () => {
      const r = await t.call('GET', '/api/getPackageTocart');
      assert.equal(r.status, 401);
      assert.equal(r.body.Status, 0);
    });
  });

  describe('rate limits', () => {
    it('login, registration and enquiry are limited per minute (RATE_LIMIT_MAX)', async () => {
      const limited = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { rateLimitMax: 3, jwtSecret: SECRET, uploadDir: t.uploadDir },
      });
      try {
        const hit = (url: string, payload: object) => limited.inject({ method: 'POST', url, payload });
        for (const [url, payload] of [
          ['/api/UserLogin', { mobile: '9876543210', password: 'bad' }],
          ['/api/vendor/login', { username: 'vendor@utsav.in', password: 'bad' }],
          ['/api/UserRegister', { name: 'x' }],
          ['/api/vendorRegister', { name: 'x' }],
          ['/api/AddEnquiry', { name: 'x' }],
        ] as const) {
          const codes: number[] = [];
          for (let i = 0; i < 4; i++) codes.push((await hit(url, payload)).statusCode);
          assert.notEqual(codes[2], 429, url);
          assert.equal(codes[3], 429, url);
          const last = await hit(url, payload);
          assert.equal(JSON.parse(last.body).Status, 'Failed');
          assert.match(JSON.parse(last.body).Message, /Too many requests/);
        }
        // Other routes are not limited.
        for (let i = 0; i < 6; i++)
          assert.equal((await limited.inject({ method: 'GET', url: '/api/allServices' })).statusCode, 200);
        await t.db.query('DELETE FROM auth_throttle'); // the failed sign-ins above counted for the demo accounts
      } finally {
        await limited.close();
      }
    });

    it('TRUST_PROXY: empty/false/0 = off, true, a hop count, or addresses', () => {
      assert.deepEqual(
        ['', 'false', '0', 'true', '1', '2', '10.0.0.0/8, 127.0.0.1'].map((v) => parseTrustProxy(v)),
        [false, false, false, true, 1, 2, '10.0.0.0/8, 127.0.0.1'],
      );
      assert.equal(parseTrustProxy(undefined), false);
    });

    it('behind a trusted proxy each client has its own limit; without one a forged X-Forwarded-For changes nothing', async () => {
      // A new (unknown) mobile number each time: the per-account throttle must not be what answers 429.
      let n = 0;
      const login = (app: Awaited<ReturnType<typeof buildApp>>, client: string) =>
        app.inject({
          method: 'POST',
          url: '/api/UserLogin',
          payload: { mobile: String(9000000000 + n++), password: 'bad' },
          remoteAddress: '10.0.0.2',
          headers: { 'x-forwarded-for': client },
        });
      const proxied = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { rateLimitMax: 2, trustProxy: 1, jwtSecret: SECRET, uploadDir: t.uploadDir },
      });
      const direct = await buildApp({
        db: t.db,
        migrate: false,
        seed: false,
        config: { rateLimitMax: 2, trustProxy: false, jwtSecret: SECRET, uploadDir: t.uploadDir },
      });
      try {
        for (let i = 0; i < 2; i++) assert.notEqual((await login(proxied, '203.0.113.7')).statusCode, 429);
        assert.equal((await login(proxied, '203.0.113.7')).statusCode, 429, 'that client used its limit');
        assert.notEqual(
          (await login(proxied, '198.51.100.9')).statusCode,
          429,
          'another client behind the same proxy is not blocked',
        );
        // A client talking to the API directly cannot dodge the limit by sending a new X-Forwarded-For each time.
        for (let i = 0; i < 2; i++) assert.notEqual((await login(direct, `192.0.2.${i}`)).statusCode, 429);
        assert.equal((await login(direct, '192.0.2.99')).statusCode, 429);
      } finally {
        await proxied.close();
        await direct.close();
      }
    });
  });
});
