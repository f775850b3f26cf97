/**
 * Migrations by postgrator (src/db/migrate.ts): whole files (a `;` inside a function body or a string is fine),
 * forward-only, once each, all pending files in one transaction, adoption of databases made by the earlier runner,
 * edited files refused, and (PostgreSQL) concurrent starters safe. Each case runs in a scratch schema.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDb, type Db } from '../src/db/client';
import { MIGRATIONS_DIR, migrateDetailed } from '../src/db/migrate';
import { setup, type TestCtx } from './helpers';

const FILES = readdirSync(MIGRATIONS_DIR)
  .filter((f) => f.endsWith('.sql'))
  .sort();
const url = process.env.DATABASE_URL || undefined;

describe('migrations (postgrator)', () => {
  let t: TestCtx;
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  /** A database handle on an empty schema: its own pool on PostgreSQL; the shared PGlite with search_path moved. */
  async function scratch<T>(fn: (db: Db) => Promise<T>): Promise<T> {
    const schema = `utsav_m_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    if (url) {
      const db = await createDb({ databaseUrl: url, schema, poolSize: 3 });
      try {
        return await fn(db);
      } finally {
        await db.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
        await db.close();
      }
    }
    const before = (await t.db.query<{ p: string }>("SELECT current_setting('search_path') AS p")).rows[0]!.p;
    await t.db.query(`CREATE SCHEMA ${schema}`);
    await t.db.query(`SET search_path TO ${schema}`);
    try {
      return await fn(t.db);
    } finally {
      await t.db.query(`SET search_path TO ${before}`);
      await t.db.query(`DROP SCHEMA ${schema} CASCADE`);
    }
  }

  const versions = async (db: Db) =>
    (
      await db.query<{ version: number }>('SELECT version FROM schemaversion WHERE version > 0 ORDER BY version')
    ).rows.map((r) => Number(r.version));
  const tableExists = async (db: Db, name: string) =>
    (
      await db.query(
        'SELECT 1 FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = $1',
        [name],
      )
    ).rows.length === 1;

  it('applies every numbered file once on an empty database, then finds nothing to do', async () => {
    await scratch(async (db) => {
      const first = await migrateDetailed(db);
      assert.deepEqual(first.applied, FILES);
      assert.deepEqual(
        await versions(db),
        FILES.map((f) => Number(f.split('.')[0])),
      );
      assert.ok(await tableExists(db, 'bookings'));
      // Without the demo seed, search starts with its vocabulary (docs/search.md "Starting vocabulary").
      const vocabulary = (
        await db.query<{ synonyms: number; places: number }>(
          'SELECT (SELECT count(*)::int FROM search_synonyms) AS synonyms, (SELECT count(*)::int FROM search_places) AS places',
        )
      ).rows[0]!;
      assert.ok(vocabulary.synonyms >= 250 && vocabulary.places >= 40, JSON.stringify(vocabulary));
      const again = await migrateDetailed(db);
      assert.deepEqual(again.applied, []);
    });
  });

  it('adopts a database made by the earlier runner (schema_migrations) without running its files again', async () => {
    await scratch(async (db) => {
      // What the earlier runner left: the first two files applied and recorded by their old names.
      await db.exec(readFileSync(path.join(MIGRATIONS_DIR, '001.do.init.sql'), 'utf8'));
      await db.query(
        'CREATE TABLE schema_migrations (name TEXT PRIMARY KEY, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())',
      );
      await db.query("INSERT INTO schema_migrations (name) VALUES ('001_init.sql')");
      await db.query("INSERT INTO categories (name, image) VALUES ('Kept', 'kept.webp')");
      const r = await migrateDetailed(db);
      assert.deepEqual(r.adopted, [1]);
      // 001 is not run again (it would fail: its tables exist); the newer files are.
      assert.deepEqual(r.applied, FILES.slice(1));
      assert.deepEqual(
        await versions(db),
        FILES.map((f) => Number(f.split('.')[0])),
      );
      assert.equal((await db.query("SELECT count(*)::int AS n FROM categories WHERE name = 'Kept'")).rows[0]!.n, 1);
      assert.deepEqual((await migrateDetailed(db)).applied, []);
    });
  });

  it('runs a file whole (function body and string with ";"), all pending files in one transaction, and refuses an edited file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'utsav-migrations-'));
    try {
      writeFileSync(
        path.join(dir, '001.do.fn.sql'),
        `CREATE TABLE notes (body TEXT);
INSERT INTO notes VALUES ('a; b');
CREATE FUNCTION note_count() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE n bigint;
BEGIN
  SELECT count(*) INTO n FROM notes;
  RETURN n;
END;
$$;
`,
      );
      await scratch(async (db) => {
        // A second file that fails: nothing of the first may stay.
        writeFileSync(
          path.join(dir, '002.do.broken.sql'),
          'CREATE TABLE more_notes (body TEXT);\nSELECT no_such_column FROM notes;\n',
        );
        await assert.rejects(() => migrateDetailed(db, dir), /no_such_column/);
        assert.equal(await tableExists(db, 'notes'), false);
        assert.equal(await tableExists(db, 'more_notes'), false);

        rmSync(path.join(dir, '002.do.broken.sql'));
        assert.deepEqual((await migrateDetailed(db, dir)).applied, ['001.do.fn.sql']);
        assert.equal((await db.query<{ b: string }>('SELECT body AS b FROM notes')).rows[0]!.b, 'a; b');
        assert.equal(Number((await db.query<{ n: number }>('SELECT note_count() AS n')).rows[0]!.n), 1);

        // Forward-only: an applied file that was edited afterwards stops the run.
        writeFileSync(path.join(dir, '001.do.fn.sql'), 'CREATE TABLE notes (body TEXT, changed INT);\n');
        await assert.rejects(() => migrateDetailed(db, dir), /checksum/i);
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'concurrent starters on one PostgreSQL database: one applies, the others wait and find nothing to do',
    { skip: !url },
    async () => {
      const schema = `utsav_m_conc_${process.pid}_${Date.now().toString(36)}`;
      const dbs = await Promise.all([0, 1, 2].map(() => createDb({ databaseUrl: url, schema, poolSize: 2 })));
      try {
        const results = await Promise.all(dbs.map((db) => migrateDetailed(db)));
        assert.deepEqual(results.map((r) => r.applied.length).sort(), [0, 0, FILES.length]);
        assert.deepEqual(
          await versions(dbs[0]!),
          FILES.map((f) => Number(f.split('.')[0])),
        );
      } finally {
        await dbs[0]!.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => undefined);
        await Promise.all(dbs.map((db) => db.close()));
      }
    },
  );
});
