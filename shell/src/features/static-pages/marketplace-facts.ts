/** The About page's figures (issue 17.10): counted by the API (GET /MarketplaceFacts), never written by hand. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';

import type { MarketplaceFacts } from '@utsav/shared/contract';

export type { MarketplaceFacts };

export async function fetchFacts(): Promise<MarketplaceFacts> {
  const { data } = await api.get<Envelope<MarketplaceFacts>>('/MarketplaceFacts');
  return unwrap(data);
}

export const useMarketplaceFacts = () => useQuery({ queryKey: ['shell', 'marketplace-facts'], queryFn: fetchFacts, staleTime: 60_000, retry: 1 });

const count = new Intl.NumberFormat('en-IN');

/** The four figures shown, from the counts (a rating only when something is rated). */
export function figuresOf(f: MarketplaceFacts): [string, string][] {
  return [
    [count.format(f.Customers), f.Customers === 1 ? 'Customer who booked' : 'Customers who booked'],
    [count.format(f.Vendors), f.Vendors === 1 ? 'Verified vendor' : 'Verified vendors'],
    [count.format(f.Cities), f.Cities === 1 ? 'City served' : 'Cities served'],
    ...(f.AverageRating === null ? [] : ([[`${f.AverageRating.toFixed(1)}★`, 'Average rating']] as [string, string][])),
  ];
}
