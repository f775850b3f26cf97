/**
 * The verified-token cache of lib/auth: a token checked once is trusted for a few seconds without a
 * signature check or an account read, and never after a declared account change, past the TTL or past its own expiry.
 * Unit tests on Auth with a counting fake database (no server needed).
 */
import { describe, it, mock } from 'node:test';
import assert from 'node:assert/strict';
import { SignJWT } from 'jose';
import { Auth } from '../src/lib/auth';
import type { Db } from '../src/db/client';

const SECRET = 'cache-test-secret-0123456789-abcdefghij';

function fakeDb(names: Record<number, string> = { 1: 'Aarav Sharma' }) {
  const db = {
    kind: 'pglite' as const,
    accountsVersion: 0,
    reads: 0,
    version(topic: string) {
      return topic === 'accounts' ? db.accountsVersion : 0;
    },
    async query(_sql: string, params?: readonly unknown[]) {
      db.reads++;
      const name = names[Number(params?.[0])];
      return { rows: name ? [{ name }] : [], rowCount: name ? 1 : 0 };
    },
  };
  return { db, asDb: db as unknown as Db, names };
}

const sign = (exp: string | number, sub = 1) =>
  new SignJWT({ UserType: 'customer', name: 'x' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(sub))
    .setIssuedAt()
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(SECRET));

describe('verified-token cache', () => {
  it('a second request with the same token reads no account', async () => {
    const { db, asDb } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb);
    const token = await sign('1h');
    assert.deepEqual(await auth.verify(token), { id: 1, type: 'customer', name: 'Aarav Sharma' });
    assert.deepEqual(await auth.verify(token), { id: 1, type: 'customer', name: 'Aarav Sharma' });
    assert.equal(db.reads, 1);
  });

  it('any declared account change makes the next request read the account again (a deleted account is refused)', async () => {
    const { db, asDb, names } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb);
    const token = await sign('1h');
    await auth.verify(token);
    delete names[1];
    db.accountsVersion++;
    await assert.rejects(auth.verify(token), /Invalid session token/);
    assert.equal(db.reads, 2);
  });

  it('a write that lands while the account is read leaves the entry stale', async () => {
    const { db, asDb } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb);
    const read = db.query.bind(db);
    db.query = async (sql: string, params?: readonly unknown[]) => {
      const r = await read(sql, params);
      db.accountsVersion++; // e.g. a profile update committed meanwhile
      return r;
    };
    const token = await sign('1h');
    await auth.verify(token);
    await auth.verify(token);
    assert.equal(db.reads, 2);
  });

  it('the TTL bounds an entry; 0 turns the cache off', async () => {
    const { db, asDb } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb, { cacheTtlMs: 5000 });
    const token = await sign('1h');
    const start = Date.now();
    const now = mock.method(Date, 'now', () => start);
    try {
      await auth.verify(token);
      now.mock.mockImplementation(() => start + 4999);
      await auth.verify(token);
      assert.equal(db.reads, 1);
      now.mock.mockImplementation(() => start + 5000);
      await auth.verify(token);
      assert.equal(db.reads, 2);
    } finally {
      now.mock.restore();
    }
    const off = fakeDb();
    const uncached = new Auth(SECRET, '1h', off.asDb, { cacheTtlMs: 0 });
    await uncached.verify(token);
    await uncached.verify(token);
    assert.equal(off.db.reads, 2);
  });

  it('a token is refused once it expires even while its entry is young', async () => {
    const { asDb } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb, { cacheTtlMs: 60_000 });
    const token = await sign(Math.floor(Date.now() / 1000) + 1);
    await auth.verify(token);
    await new Promise((r) => setTimeout(r, 2100));
    await assert.rejects(auth.verify(token), /Session expired/);
  });

  it('bad tokens are never remembered, and a changed token is not the cached one', async () => {
    const { db, asDb } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb);
    const token = await sign('1h');
    await auth.verify(token);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${p}x.${s}`;
    await assert.rejects(auth.verify(forged), /Invalid session token/);
    await assert.rejects(auth.verify(forged), /Invalid session token/);
    const unknown = await sign('1h', 42);
    await assert.rejects(auth.verify(unknown), /Invalid session token/);
    await assert.rejects(auth.verify(unknown), /Invalid session token/);
    assert.equal(db.reads, 3); // the first token once, the unknown account twice
  });

  it('callers get their own copy of the user', async () => {
    const { asDb } = fakeDb();
    const auth = new Auth(SECRET, '1h', asDb);
    const token = await sign('1h');
    const first = await auth.verify(token);
    first.name = 'changed by a caller';
    assert.equal((await auth.verify(token)).name, 'Aarav Sharma');
  });
});
