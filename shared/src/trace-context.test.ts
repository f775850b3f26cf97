import { newTraceparent } from './trace-context';

describe('traceparent (W3C Trace Context)', () => {
  it('is version 00, a 16-byte trace id, an 8-byte parent id and flags 01, lowercase hex', () => {
    const value = newTraceparent();
    expect(value).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    const [, traceId, parentId] = value.split('-');
    expect(traceId).not.toMatch(/^0+$/);
    expect(parentId).not.toMatch(/^0+$/);
  });

  it('is new each time (random ids, not a counter or a constant)', () => {
    const values = Array.from({ length: 50 }, newTraceparent);
    expect(new Set(values.map((v) => v.split('-')[1])).size).toBe(50);
    expect(new Set(values.map((v) => v.split('-')[2])).size).toBe(50);
  });

  it('never uses an all-zero id (invalid: the API would ignore the header)', () => {
    const real = crypto.getRandomValues.bind(crypto);
    let calls = 0;
    const spy = jest
      .spyOn(crypto, 'getRandomValues')
      .mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
        calls++;
        // The first draw is all zeros; the next ones are real.
        return calls === 1 ? array : (real(array as unknown as Uint8Array) as unknown as T);
      });
    try {
      const [, traceId] = newTraceparent().split('-');
      expect(traceId).not.toMatch(/^0+$/);
      expect(calls).toBeGreaterThan(2);
    } finally {
      spy.mockRestore();
    }
  });
});
