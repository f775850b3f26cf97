/** GET /Commondashboard: home page data (product §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { Lang } from '@utsav/shared/i18n';
import type { HomeDashboard, OfferBanner, PackageSummary, Slider } from '@utsav/domain/contract';

export type { PackageSummary, Slider };
/** An offer banner of the operator's: shown in the Special Offer panel. */
export type Promo = OfferBanner;
export type Dashboard = HomeDashboard;

export async function fetchDashboard(): Promise<Dashboard> {
  // A list missing from the reply reads as empty.
  const payload: Partial<Dashboard> = (await payloadOf(api.GET('/api/Commondashboard'))) ?? {};
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
export const dashboardQuery = queryOptions({
  queryKey: ['catalog', 'dashboard'] as const,
  queryFn: fetchDashboard,
  staleTime: 30_000,
});

/** a Hindi page shows the operator's Hindi category names and offer titles where given, else as entered. */
const pick = <T>(rows: T[], k: keyof T & string): T[] =>
  rows.map((r) => ({ ...r, [k]: r[`${k}_hi` as keyof T] || r[k] }));
const hindi = (d: Dashboard): Dashboard => ({
  ...d,
  Services: pick(d.Services, 'servicename'),
  promos: pick(d.promos, 'title'),
});

export function useDashboard(lang?: Lang) {
  return useQuery(lang === 'hi' ? { ...dashboardQuery, select: hindi } : dashboardQuery);
}
