// The code states its rules; it does not cite the tracker, which is not in the repository (architecture §5b): no
// "issue N" or "session N" in code, tests, configs or scripts. A comment says the rule and why, or links the docs/
// section that does. Migrations are left as they ran (their files are checksummed by the migrator).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CITATION = /\b(?:issues?|sessions?) #?\d/i;

test('no source file cites the tracker ("issue N", "session N")', () => {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(
      (f) =>
        f &&
        !f.endsWith('.md') &&
        !f.startsWith('api/migrations/') &&
        !f.includes('.generated.') &&
        !f.endsWith('package-lock.json') &&
        !f.startsWith('.changeset/') &&
        /\.(ts|tsx|mjs|js|cjs|json|ya?ml|conf|sh|css|html|sql)$|Dockerfile$|^\.env/.test(f),
    );
  const found = [];
  for (const f of files) {
    let text;
    try {
      text = readFileSync(join(root, f), 'utf8');
    } catch {
      continue;
    }
    text.split('\n').forEach((line, i) => {
      if (CITATION.test(line)) found.push(`${f}:${i + 1}: ${line.trim().slice(0, 120)}`);
    });
  }
  assert.deepEqual(found, [], `tracker citations:\n${found.join('\n')}`);
});
