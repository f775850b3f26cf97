// The import-boundary rule of eslint.config.mjs fails the lint on a cross-app import: a remote
// importing the shell or another remote, the shell importing a remote, @utsav/shared importing an app.
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

test('a remote importing the shell fails the lint', async () => {
  const errors = await boundaryErrors(
    'mf-catalog/src/features/x.ts',
    "import { Header } from '../../../shell/src/features/header/header';\nexport const h = Header;\n",
  );
  assert.equal(errors.length, 1);
  assert.match(errors[0], /A remote imports no other app/);
});

test('a remote importing another remote fails the lint', async () => {
  const errors = await boundaryErrors(
    'mf-checkout/src/features/x.ts',
    "import App from '../../../mf-catalog/src/app/app';\nexport const a = App;\n",
  );
  assert.equal(errors.length, 1);
});

test('the shell importing a remote, or shared importing an app, fails the lint', async () => {
  assert.equal(
    (
      await boundaryErrors(
        'shell/src/app/x.ts',
        "import App from '../../../mf-vendor/src/app/app';\nexport const a = App;\n",
      )
    ).length,
    1,
  );
  assert.equal(
    (await boundaryErrors('shared/src/x.ts', "import App from '../../shell/src/app/app';\nexport const a = App;\n"))
      .length,
    1,
  );
});

test('imports of @utsav/shared and of the app itself pass', async () => {
  assert.deepEqual(
    await boundaryErrors(
      'mf-catalog/src/features/x.ts',
      "import { bus } from '@utsav/shared/bus';\nimport App from '../app/app';\nexport const a = [bus, App];\n",
    ),
    [],
  );
});
