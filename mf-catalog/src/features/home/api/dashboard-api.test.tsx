import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { mockApi } from '@utsav/shared/testing/api-mock';
import { category, dashboard, promo } from '../../../testing/fixtures';
import { useDashboard } from './dashboard-api';

// on a Hindi page the home page shows the operator's Hindi category names and offer titles where given.
const payload = dashboard({
  Services: [
    category({ serviceid: 3, servicename: 'Photography', servicename_hi: 'फ़ोटोग्राफ़ी', imageFile: 'p.svg' }),
    category({ serviceid: 2, servicename: 'Catering', servicename_hi: null, imageFile: 'c.svg' }),
  ],
  promos: [
    promo({
      doc: 'a.webp',
      title: 'Diwali decor: 15% off',
      title_hi: 'दिवाली सजावट: 15% छूट',
      link: '/services/1/offer',
    }),
    promo({ doc: 'b.webp', title: 'Wedding season', title_hi: null, link: '/packages/all' }),
  ],
});

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}

beforeEach(() => mockApi().on('GET', '/api/Commondashboard', { Status: 'Success', Message: '', Payload: payload }));

test('Hindi: the Hindi names and titles where set, the entered ones elsewhere', async () => {
  const { result } = renderHook(() => useDashboard('hi'), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.data).toBeDefined(), { timeout: 10_000 });
  expect(result.current.data!.Services.map((c) => c.servicename)).toEqual(['फ़ोटोग्राफ़ी', 'Catering']);
  expect(result.current.data!.promos.map((p) => [p.title, p.link])).toEqual([
    ['दिवाली सजावट: 15% छूट', '/services/1/offer'],
    ['Wedding season', '/packages/all'],
  ]);
});

test('English: as entered', async () => {
  const { result } = renderHook(() => useDashboard('en'), { wrapper: wrapper() });
  await waitFor(() => expect(result.current.data).toBeDefined(), { timeout: 10_000 });
  expect(result.current.data!.Services.map((c) => c.servicename)).toEqual(['Photography', 'Catering']);
  expect(result.current.data!.promos.map((p) => p.title)).toEqual(['Diwali decor: 15% off', 'Wedding season']);
});
