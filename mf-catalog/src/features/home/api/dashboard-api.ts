/** GET /Commondashboard: home page data (SPEC §7). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { ServiceCategory } from '@utsav/shared/api-types';
import type { ProductListing } from '../../products/api/products-api';

export interface Slider {
  serviceid: number;
  doc: string;
}

/** An offer banner of the operator's (issue 21): shown in the Special Offer panel. */
export interface Promo {
  doc: string;
  title: string;
  /** A storefront path (/services… or /packages…), checked by the API. */
  link: string;
}

export interface PackageSummary {
  PackageID: number;
  PackageName: string;
  PackageDesc?: string;
  PackageTotal: number;
  Package_image: string;
  InPackage?: string;
  amount_hide_show?: number | string | boolean;
  Services?: string;
  TotalServices?: number;
}

export interface Dashboard {
  sliders: Slider[];
  Products: ProductListing[];
  packages: PackageSummary[];
  Services: ServiceCategory[];
  offers: ProductListing[];
  promos: Promo[];
}

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
