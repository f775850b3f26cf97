/** GET /Packages: every active package (summary), used by /packages/all and the package modal. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { PackageSummary } from './package-types';

export async function fetchPackages(): Promise<PackageSummary[]> {
  const list = await payloadOf(api.GET('/api/Packages'), 'Could not load packages');
  return Array.isArray(list) ? list : [];
}

export const packagesQueryKey = ['packages'] as const;

export const packagesQuery = () => queryOptions({ queryKey: packagesQueryKey, queryFn: fetchPackages });

export function usePackages(enabled = true) {
  return useQuery({ ...packagesQuery(), enabled });
}
