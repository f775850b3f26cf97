/**
 * the embedded database's data folder is private. PGlite creates its files 0666 whatever the umask;
 * the folder is created 0700 and no file under it stays writable (or readable) by others. PGlite only.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDb } from '../src/db/client';
import { ensurePrivateDir, tightenTree } from '../src/lib/private-files';

const open = (dir: string): string[] => {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (statSync(p).mode & 0o077) out.push(p);
      if (e.isDirectory()) walk(p);
    }
  };
  walk(dir);
  return out;
};

describe('security: data folder', () => {
  it('tightenTree and ensurePrivateDir: 0700 folders, no group/other bits left', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'utsav-private-'));
    try {
      chmodSync(root, 0o777);
      mkdirSync(path.join(root, 'a'), { mode: 0o777 });
      ensurePrivateDir(root);
      assert.equal(statSync(root).mode & 0o777, 0o700);
      assert.ok(tightenTree(root) >= 1);
      assert.deepEqual(open(root), []);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it(
    'PGlite on disk: the pgdata folder is 0700 and none of its files is world-writable, after start and after close',
    { skip: Boolean(process.env.DATABASE_URL) },
    async () => {
      const root = mkdtempSync(path.join(tmpdir(), 'utsav-pgdata-'));
      const dir = path.join(root, 'pgdata');
      try {
        const db = await createDb({ dataDir: dir });
        await db.query('CREATE TABLE probe (id int)');
        assert.equal(statSync(dir).mode & 0o777, 0o700);
        assert.deepEqual(open(dir), [], 'after start');
        await db.query('INSERT INTO probe VALUES (1)');
        await db.close();
        const files = open(dir);
        assert.deepEqual(files, [], 'after close');
        assert.ok(readdirSync(dir).length > 5, 'a real data folder');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  );
});
