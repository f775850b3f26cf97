/**
 * the operator's commission was parsed with Number() ("0x10" → 16 %, "0b11" → 3 %). Every numeric
 * input goes through the one decimal rule (`decimalNumber`): JSON numbers or decimal text only,
 * anything else refused with a clear message. Each test failed on the code before the fix.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { COMMISSION_NOT_A_NUMBER } from '@utsav/domain/schemas/admin';
import { setup, type TestCtx } from './helpers';

let t: TestCtx;
// One outer suite: in test/all.test.ts every file shares the process, so hooks must not sit at the root.
describe('security-numbers', () => {
  before(async () => {
    t = await setup();
  });
  after(async () => t.close());

  const rates = async (vendorId: number) =>
    (
      await t.db.query<{ p: number }>(
        'SELECT DISTINCT admin_commission_per::float AS p FROM products WHERE vendor_id = $1 ORDER BY 1',
        [vendorId],
      )
    ).rows.map((r) => Number(r.p));

  describe('32.6 one decimal rule for every number', () => {
    it('commission: hex, binary, octal, exponent, Infinity and empty text are refused; nothing changes', async () => {
      const before = await rates(2);
      for (const percent of ['0x10', '0b11', '0o7', '1e1', 'Infinity', '', ' ', '12,5', '+5', null, true]) {
        const r = await t.call('POST', '/api/admin/vendors/2/commission', {
          token: t.tokens.operator,
          body: { percent, reason: 'probe' },
        });
        assert.equal(r.status, 400, `${JSON.stringify(percent)} → ${r.status} ${JSON.stringify(r.body)}`);
        assert.equal(r.body.Message, COMMISSION_NOT_A_NUMBER, JSON.stringify(percent));
      }
      assert.deepEqual(await rates(2), before);
    });

    it('commission: decimal text and JSON numbers still work', async () => {
      const text = await t.call('POST', '/api/admin/vendors/2/commission', {
        token: t.tokens.operator,
        body: { percent: ' 12.5 ', reason: 'Festive offer' },
      });
      assert.equal(text.status, 200, JSON.stringify(text.body));
      assert.deepEqual(await rates(2), [12.5]);
      assert.equal(
        (await t.call('POST', '/api/admin/vendors/2/commission', { token: t.tokens.operator, body: { percent: 9 } }))
          .status,
        200,
      );
      assert.deepEqual(await rates(2), [9]);
      assert.equal(
        (
          await t.call('POST', '/api/admin/vendors/2/commission', {
            token: t.tokens.operator,
            body: { percent: '12.345' },
          })
        ).body.Message,
        'Commission can have at most 2 decimals',
      );
    });

    it('page cursors and page sizes: "0x10" is not 16', async () => {
      for (const url of [
        '/api/admin/vendors?after=0x2',
        '/api/admin/vendors?limit=0x10',
        '/api/admin/audit?after=1e1',
      ]) {
        assert.equal((await t.call('GET', url, { token: t.tokens.operator })).status, 400, url);
      }
      const keyset = await t.call('GET', '/api/vendor/getBooking?limit=0x10', { token: t.tokens.vendorA });
      assert.equal(keyset.status, 400);
      assert.equal(keyset.body.Message, 'limit must be a whole number from 1 to 100');
      assert.equal((await t.call('GET', '/api/vendor/getBooking?limit=16', { token: t.tokens.vendorA })).status, 200);
    });
  });
});
