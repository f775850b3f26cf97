// No `console.*` in server code: the API (api/src) and the server renderer (shell/server) log through
// their JSON loggers (api/src/lib/log.ts, shell/server/ops.mjs), which scrub secrets and carry the request id.
// ESLint's own `no-console` rule over every source file of both (tests excluded), independent of eslint.config.mjs.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SERVER_CODE = ['api/src', 'shell/server'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const TEST = /\.test\.|\/fixtures\//;

function files(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('dist') ? [] : files(full);
    return SOURCE.test(e.name) && !TEST.test(full) ? [full] : [];
  });
}

const linter = new Linter({ configType: 'flat' });
const config = [
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: { 'no-console': 'error' },
  },
];

function consoleCalls(filePath, code) {
  return linter.verify(code, config, { filename: filePath }).filter((m) => m.ruleId === 'no-console' || m.fatal);
}

test('the rule finds a console call (TypeScript and plain modules)', () => {
  assert.equal(
    consoleCalls(join(root, 'api/src/x.ts'), "export const f = (e: Error): void => console.error('failed', e);\n")
      .length,
    1,
  );
  assert.equal(
    consoleCalls(join(root, 'shell/server/x.mjs'), "console.log(JSON.stringify({ event: 'x' }));\n").length,
    1,
  );
  assert.deepEqual(
    consoleCalls(join(root, 'api/src/x.ts'), "import { log } from './lib/log';\nlog.info('fine');\n"),
    [],
  );
});

test('no console.* in the API or the server renderer', () => {
  // Only files that mention `console` at all are parsed (the rule then tells a call from a word in a comment).
  const found = SERVER_CODE.flatMap((dir) => files(join(root, dir)))
    .map((file) => [file, readFileSync(file, 'utf8')])
    .filter(([, code]) => /\bconsole\b/.test(code))
    .flatMap(([file, code]) => consoleCalls(file, code).map((m) => `${relative(root, file)}:${m.line} ${m.message}`));
  assert.deepEqual(found, []);
});
