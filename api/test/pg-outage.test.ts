/**
 * PostgreSQL ends the API's connections (restart, failover, pg_terminate_backend) or is
 * away for a while. Expected: the process stays up (an unhandled pool `error` would end this test process), the loss
 * is logged, requests meanwhile get 503 with the SPEC envelope and a clear Message, and the pool reconnects by itself.
 * Runs when DATABASE_URL is set (test/run.mjs runs the suite a second time on PostgreSQL). The app reaches the server
 * through a TCP relay in this file, so "away" can last as long as the test wants without touching the server.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import pg from 'pg';
import { buildApp, DATABASE_UNAVAILABLE, type UtsavApp } from '../src/app';
import { createDb, isDatabaseUnavailable, type Db } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { seed } from '../src/db/seed';
import { SECRET, plusDays, today } from './helpers';

describe('isDatabaseUnavailable', () => {
  it('tells connection loss from a bad statement', () => {
    for (const e of [
      { code: '57P01', message: 'terminating connection due to administrator command' },
      { code: '57P03', message: 'the database system is starting up' },
      { code: '08006' },
      { code: 'ECONNREFUSED' },
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Client has encountered a connection error and is not queryable'),
      Object.assign(new AggregateError([{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }]), {}),
    ])
      assert.equal(isDatabaseUnavailable(e), true, JSON.stringify(e));
    for (const e of [
      { code: '23505' },
      { code: '42P01', message: 'relation "x" does not exist' },
      new Error('Invalid id'),
      null,
      'x',
      new AggregateError([]),
    ])
      assert.equal(isDatabaseUnavailable(e), false, JSON.stringify(e));
  });
});

const url = process.env.DATABASE_URL;

/** A TCP relay to the PostgreSQL server that can drop every connection and refuse new ones (the server "away"). */
function relay(target: URL) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let away = false;
  const server = net.createServer((client) => {
    if (away) return void client.destroy();
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
    client.pipe(upstream).pipe(client);
  });
  return {
    listen: () =>
      new Promise<number>((ok) => server.listen(0, '127.0.0.1', () => ok((server.address() as net.AddressInfo).port))),
    goAway() {
      away = true;
      for (const [a, b] of pairs) {
        a.destroy();
        b.destroy();
      }
    },
    comeBack() {
      away = false;
    },
    close: () => new Promise<void>((ok) => (this_close(), server.close(() => ok()))),
  };
  function this_close() {
    away = true;
    for (const [a, b] of pairs) {
      a.destroy();
      b.destroy();
    }
  }
}

describe('PostgreSQL ends the connections (pg pool errors)', { skip: url ? false : 'DATABASE_URL not set' }, () => {
  const appName = `utsav-outage-${process.pid}`;
  const schema = `utsav_o_${process.pid}_${Date.now().toString(36)}`;
  const logs: string[] = [];
  let proxy: ReturnType<typeof relay>;
  let db: Db;
  let app: UtsavApp;
  let admin: pg.Client;
  let token = '';

  const call = async (method: 'GET' | 'POST', path: string, body?: object) => {
    const r = await app.inject({
      method,
      url: path,
      headers: token ? { 'x-auth-token': token } : {},
      ...(body ? { payload: body } : {}),
    });
    return {
      status: r.statusCode,
      body: r.json() as { Status: unknown; Message?: string; message?: string; Payload?: unknown },
      headers: r.headers,
    };
  };
  /** A mixed batch: public reads, a signed-in read, a write and a transaction (an order on an empty cart: 4xx). */
  const batch = () =>
    Promise.all([
      call('GET', '/api/health'),
      call('GET', '/api/AllProduct'),
      call('GET', '/api/getCart'),
      call('GET', '/api/userDetails'),
      call('POST', '/api/AddToCart', { productId: 2, bookingDate: plusDays(today(), 60) }),
    ]);

  before(async () => {
    const target = new URL(url!);
    proxy = relay(target);
    const port = await proxy.listen();
    const via = new URL(url!);
    via.hostname = '127.0.0.1';
    via.port = String(port);
    db = await createDb({
      databaseUrl: via.toString(),
      schema,
      applicationName: appName,
      poolSize: 6,
      connectTimeoutMs: 1500,
      log: (m, e) => logs.push(`${m} ${(e as Error)?.message ?? ''}`),
    });
    await migrate(db);
    await seed(db);
    app = await buildApp({
      db,
      migrate: false,
      seed: false,
      config: { jwtSecret: SECRET, logger: false, rateLimitMax: 100_000, catalogCacheTtlMs: 0, authCacheTtlMs: 0 },
    });
    await app.ready();
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const login = await call('POST', '/api/UserLogin', { mobile: '9876543210', password: 'Customer@123' });
    token = (login.body.Payload as { uidtoken: string }).uidtoken;
  });
  after(async () => {
    await app?.close();
    await db?.close().catch(() => undefined);
    await admin?.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).catch(() => undefined);
    await admin?.end();
    await proxy?.close();
  });

  it('pg_terminate_backend on every API connection: logged, the process stays up, the next requests succeed', async () => {
    const warm = await batch();
    assert.deepEqual(
      warm.map((r) => r.status),
      [200, 200, 200, 200, 200],
    );
    const killed = await admin.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1) t',
      [appName],
    );
    assert.ok(killed.rows[0]!.n >= 2, `terminated ${killed.rows[0]!.n} backends (pool + LISTEN)`);
    // The idle clients learn of it from the server's FATAL 57P01 message.
    for (let i = 0; i < 50 && !logs.some((l) => /ended an idle connection/.test(l)); i++)
      await new Promise((r) => setTimeout(r, 20));
    assert.ok(
      logs.some((l) => /ended an idle connection.*terminating connection due to administrator command/.test(l)),
      logs.join('\n'),
    );
    const afterKill = await batch();
    assert.deepEqual(
      afterKill.map((r) => r.status),
      [200, 200, 200, 200, 409],
      JSON.stringify(afterKill.map((r) => r.body.Message)),
    );
    assert.equal(afterKill[4]!.body.Message, 'This service is already in your cart for that date');
  });

  it('while PostgreSQL is away: 503 with the envelope and Retry-After, quickly; then it recovers by itself, no 5xx after', async () => {
    proxy.goAway();
    const started = Date.now();
    const during = await batch();
    const took = Date.now() - started;
    for (const r of during) {
      assert.equal(r.status, 503, JSON.stringify(r.body));
      assert.equal(r.body.Status, 'Failed');
      assert.equal(r.body.Message, DATABASE_UNAVAILABLE);
      assert.equal(r.headers['retry-after'], '5');
    }
    assert.ok(took < 5000, `answered in ${took} ms (connect timeout 1.5 s)`);
    // A transaction route (an order): 503 too, nothing half-written.
    const order = await call('POST', '/api/EventBooking', {
      bookingAddressId: 1,
      Bookingfor: 'Wedding',
      bookingDate: plusDays(today(), 60),
      PaymentType: 'full',
    });
    assert.equal(order.status, 503, JSON.stringify(order.body));
    // The lowercase envelope of a 'lower' route keeps its shape.
    const reg = await call('POST', '/api/UserRegister', {
      name: 'Neha Kapoor',
      phone: '9012345678',
      email: 'neha@example.in',
      password: 'Secret@1',
      cpassword: 'Secret@1',
      user_type: '1',
      otp: '123456',
    });
    assert.equal(reg.status, 503, JSON.stringify(reg.body));
    assert.equal(reg.body.message, DATABASE_UNAVAILABLE);

    proxy.comeBack();
    let back = 0;
    for (let i = 0; i < 100; i++) {
      if ((await call('GET', '/api/health')).status === 200) {
        back = Date.now();
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    assert.ok(back, 'the API answers again once PostgreSQL is back');
    for (let round = 0; round < 5; round++) {
      const rs = await batch();
      assert.deepEqual(
        rs.slice(0, 4).map((r) => r.status),
        [200, 200, 200, 200],
      );
      assert.equal(rs[4]!.status, 409, 'the cart line added before the outage is still there');
    }
    const bookingsBefore = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')).rows[0]!.n;
    const placed = await call('POST', '/api/EventBooking', {
      bookingAddressId: 1,
      Bookingfor: 'Wedding',
      bookingDate: plusDays(today(), 60),
      PaymentType: 'full',
    });
    assert.equal(placed.status, 200, JSON.stringify(placed.body));
    assert.ok((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM bookings')).rows[0]!.n > bookingsBefore);
  });
});
