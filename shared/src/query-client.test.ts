import { CACHE_MS, createQueryClient, retryDelay, retryUnlessClientError, RETRY_COUNT } from './query-client';

describe('query client (product §4)', () => {
  it('retries 3 times with back-off from 1 s doubling to 30 s and caches 5 minutes', () => {
    const client = createQueryClient();
    const q = client.getDefaultOptions().queries!;
    // Three more tries, never for a 4xx (the rule's own cases are in api-client.test.ts).
    expect(q.retry).toBe(retryUnlessClientError);
    expect(RETRY_COUNT).toBe(3);
    expect(q.gcTime).toBe(CACHE_MS);
    expect(CACHE_MS).toBe(300_000);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});
