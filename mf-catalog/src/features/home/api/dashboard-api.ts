/** GET /Commondashboard: home page data (product §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { HomeDashboard, OfferBanner, PackageSummary, Slider } from '@utsav/shared/contract';

export type { PackageSummary, Slider };
/** An offer banner of the operator's (issue 21): shown in the Special Offer panel. */
export type Promo = OfferBanner;
export type Dashboard = HomeDashboard;

export async function fetchDashboard(): Promise<Dashboard> {
  const { data } = await api.get<Envelope<Partial<Dashboard>>>('/Commondashboard');
  const payload = unwrap(data) ?? {};
  return {
    sliders: payload.sliders ?? [],
    Products: payload.Products ?? [],
    packages: payload.packages ?? [],
    Services: payload.Services ?? [],
    offers: payload.offers ?? [],
    promos: payload.promos ?? [],
  };
}

/** Fresh for 30 s: the copy prefetched at start-up (app/app.tsx) is not fetched again when the page mounts. */
export const dashboardQuery = queryOptions({ queryKey: ['catalog', 'dashboard'] as const, queryFn: fetchDashboard, staleTime: 30_000 });

export function useDashboard() {
  return useQuery(dashboardQuery);
}
