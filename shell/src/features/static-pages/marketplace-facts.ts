/** The About page's figures: counted by the API (GET /MarketplaceFacts), never written by hand. */
import { useQuery } from '@tanstack/react-query';
import type { Lang, TFunction } from '@utsav/shared/i18n';
import { api, call, unwrap } from '@utsav/shared/api-client';
import { formatCount } from '@utsav/domain/format';

import type { MarketplaceFacts } from '@utsav/domain/contract';

export type { MarketplaceFacts };

export async function fetchFacts(): Promise<MarketplaceFacts> {
  return unwrap(await call(api.GET('/api/MarketplaceFacts')));
}

export const useMarketplaceFacts = () =>
  useQuery({ queryKey: ['shell', 'marketplace-facts'], queryFn: fetchFacts, staleTime: 60_000, retry: 1 });

/** The four figures shown, from the counts (a rating only when something is rated), in the shown language. */
export function figuresOf(f: MarketplaceFacts, t: TFunction, lang: Lang): [string, string][] {
  return [
    [formatCount(f.Customers, lang), t('about.customers', { count: f.Customers })],
    [formatCount(f.Vendors, lang), t('about.vendors', { count: f.Vendors })],
    [formatCount(f.Cities, lang), t('about.cities', { count: f.Cities })],
    ...(f.AverageRating === null
      ? []
      : ([[`${f.AverageRating.toFixed(1)}★`, t('about.rating')]] as [string, string][])),
  ];
}
