/** The vendor account's standing (approval suspension), read from GET /vendor/profile. */
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/domain/contract';

export type VendorProfile = GetPayload<'/api/vendor/profile'>;
export interface AccountStanding {
  status: VendorProfile['AccountStatus'];
  reason: string;
  vendorId: number;
}

export async function fetchStanding(): Promise<AccountStanding> {
  const p = await payloadOf(api.GET('/api/vendor/profile'));
  return { status: p.AccountStatus, reason: p.StatusReason ?? '', vendorId: p.Id };
}

export const useAccountStanding = () =>
  useQuery({ queryKey: ['vendor', 'standing'], queryFn: fetchStanding, staleTime: 60_000 });
