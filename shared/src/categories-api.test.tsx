import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { useCategories } from './categories-api';
import { mockApi, type ApiMock } from './testing/api-mock';

// a Hindi page shows the operator's Hindi category name where one is given, else the entered name.
const categories = [
  { serviceid: 1, servicename: 'Decoration', servicename_hi: 'सजावट', imageFile: 'd.svg', totalservice: 3 },
  { serviceid: 2, servicename: 'Catering', servicename_hi: null, imageFile: 'c.svg', totalservice: 2 },
];

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

let server: ApiMock;
beforeEach(() => {
  server = mockApi().on('GET', '/api/allServices', { Status: 'Success', Message: '', Payload: categories });
});

test('on a Hindi page the Hindi name where it is set, else the entered one', async () => {
  const { result } = renderHook(() => useCategories('hi'), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.data).toBeDefined(), { timeout: 10_000 });
  expect(result.current.data!.map((c) => c.servicename)).toEqual(['सजावट', 'Catering']);
});

test('on an English page (or with no language: the vendor area) the entered names', async () => {
  for (const lang of ['en', undefined] as const) {
    const { result } = renderHook(() => useCategories(lang), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.data).toBeDefined(), { timeout: 10_000 });
    expect(result.current.data!.map((c) => c.servicename)).toEqual(['Decoration', 'Catering']);
  }
});

test('a language switch re-picks from the same data, without another request', async () => {
  const { result, rerender } = renderHook(({ lang }: { lang: 'en' | 'hi' }) => useCategories(lang), {
    wrapper: wrapper(),
    initialProps: { lang: 'en' },
  });
  await waitFor(() => expect(result.current.data).toBeDefined(), { timeout: 10_000 });
  rerender({ lang: 'hi' });
  await waitFor(() => expect(result.current.data![0]!.servicename).toBe('सजावट'));
  expect(server.calls('GET', '/api/allServices')).toHaveLength(1);
});
