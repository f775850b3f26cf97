// The API's layers run one way (eslint.config.mjs `apiLayers`, docs/builds.md "Layers"): routes → domain → data →
// db. Each case lints a file that is not there, placed in a layer, importing a real module of another layer.
import assert from 'node:assert/strict';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({ cwd: root });

async function layerErrors(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'boundaries/dependencies').map((m) => m.message);
}

test('the data layer importing a route module or a domain module fails the lint', async () => {
  const fromRoutes = await layerErrors(
    'api/src/data/x.ts',
    "import { catalogRoutes } from '../routes/catalog/catalog-routes';\nexport const a = catalogRoutes;\n",
  );
  assert.equal(fromRoutes.length, 1);
  assert.match(fromRoutes[0], /routes → domain → data → db \(api-data may not import api-routes/);
  assert.equal(
    (
      await layerErrors(
        'api/src/data/x.ts',
        "import { placeOrder } from '../bookings/place-order';\nexport const a = placeOrder;\n",
      )
    ).length,
    1,
  );
});

test('a domain module importing a route module fails the lint', async () => {
  assert.equal(
    (
      await layerErrors(
        'api/src/bookings/x.ts',
        "import { bookingRoutes } from '../routes/booking/booking-routes';\nexport const a = bookingRoutes;\n",
      )
    ).length,
    1,
  );
});

test('a route module reaches the database only as a type', async () => {
  assert.equal(
    (
      await layerErrors(
        'api/src/routes/x/x.ts',
        "import { createDb } from '../../db/client';\nexport const a = createDb;\n",
      )
    ).length,
    1,
  );
  assert.deepEqual(
    await layerErrors(
      'api/src/routes/x/x.ts',
      "import type { Queryable } from '../../db/client';\nexport type Q = Queryable;\n",
    ),
    [],
  );
});

test('downward imports pass: routes → domain and data, domain → data, data → db, the seed → domain', async () => {
  assert.deepEqual(
    await layerErrors(
      'api/src/routes/x/x.ts',
      "import { placeOrder } from '../../bookings/place-order';\nimport { cartRows } from '../../data/cart';\nexport const a = [placeOrder, cartRows];\n",
    ),
    [],
  );
  assert.deepEqual(
    await layerErrors(
      'api/src/bookings/x.ts',
      "import { nextId } from '../data/priced-products';\nexport const a = nextId;\n",
    ),
    [],
  );
  assert.deepEqual(
    await layerErrors('api/src/data/x.ts', "import { prepared } from '../db/statement';\nexport const a = prepared;\n"),
    [],
  );
  assert.deepEqual(
    await layerErrors(
      'api/src/db/seed.ts',
      "import { placeOrder } from '../bookings/place-order';\nexport const a = placeOrder;\n",
    ),
    [],
  );
});
