// docs/features.md maps each user-facing capability to its code: every path it names must exist, so a move or a
// rename that forgets the map fails the lint.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const text = readFileSync(join(root, 'docs', 'features.md'), 'utf8');
const TOP = /^\.?(api|mf-[a-z]+|shell|shared|ui|domain|e2e|tools|deploy|docs|docker|\.ci)\//;
/** The repository paths the page names in backticks (`a/b.ts`, `a/b/`). */
const paths = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]).filter((p) => TOP.test(p) && !p.includes('<'));

test('docs/features.md names paths, and every one exists', () => {
  assert.ok(paths.length > 100, `only ${paths.length} paths found`);
  const missing = paths.filter((p) => !existsSync(join(root, p)));
  assert.deepEqual(missing, [], `named in docs/features.md but not in the repository: ${missing.join(', ')}`);
});

test('every feature section says where its UI and its tests are', () => {
  const sections = text.split(/^## /m).slice(1);
  assert.ok(sections.length >= 12);
  for (const s of sections.filter((x) => !x.startsWith('Server rendering'))) {
    const title = s.split('\n')[0];
    assert.match(s, /^- UI: /m, `${title}: no UI line`);
    assert.match(s, /^- Tests: /m, `${title}: no Tests line`);
  }
});
