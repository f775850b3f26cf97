// The journeys' queue (e2e/lib/pool.mjs): its order, its claims, its port ranges and its test counts.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { claim, countTests, freeBases, itemName, orderItems, sitePorts } from './pool.mjs';

test('the queue runs unknown items first, then the longest known', () => {
  const items = [
    { kind: 'file', file: 'e2e/tests/a/short.test.mjs' },
    { kind: 'app', app: 'mf-vendor' },
    { kind: 'file', file: 'e2e/tests/b/new.test.mjs' },
    { kind: 'file', file: 'e2e/tests/a/long.test.mjs' },
  ];
  const durations = { 'a/short.test.mjs': 5, 'standalone mf-vendor': 40, 'a/long.test.mjs': 90 };
  assert.deepEqual(orderItems(items, durations).map(itemName), [
    'b/new.test.mjs',
    'a/long.test.mjs',
    'standalone mf-vendor',
    'a/short.test.mjs',
  ]);
});

test('an item is claimed by exactly one worker', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pool-test-'));
  try {
    assert.equal(claim(dir, 3), true);
    assert.equal(claim(dir, 3), false);
    assert.equal(claim(dir, 4), true);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('test counts are summed over every report in an output', () => {
  const report = (n, fail) => `ℹ tests ${n}\nℹ suites 0\nℹ pass ${n - fail}\nℹ fail ${fail}\nℹ skipped 0\nℹ todo 0\n`;
  assert.deepEqual(countTests(`✔ one\n${report(3, 1)}noise ℹ tests 9 in a sentence\n${report(2, 0)}`), {
    tests: 5,
    pass: 4,
    fail: 1,
    skipped: 0,
    todo: 0,
  });
});

test('a port range that holds a listening port is skipped', async () => {
  const base = 6100;
  const busy = createServer();
  await new Promise((resolve) => busy.listen(sitePorts(base + 100)[3], '127.0.0.1', resolve));
  try {
    const bases = await freeBases(base, 2);
    assert.equal(bases.length, 2);
    assert.ok(!bases.includes(base + 100), `bases ${bases} skip the range with a listening port`);
  } finally {
    busy.close();
  }
});
