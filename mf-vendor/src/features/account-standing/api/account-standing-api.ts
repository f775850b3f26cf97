/** The vendor account's standing (issue 21 approval, issue 32.7 suspension), read from GET /vendor/profile. */
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/shared/contract';

export type VendorProfile = GetPayload<'/api/vendor/profile'>;
export interface AccountStanding {
  status: VendorProfile['AccountStatus'];
  reason: string;
}

export async function fetchStanding(): Promise<AccountStanding> {
  const { data } = await api.get<Envelope<VendorProfile>>('/vendor/profile');
  const p = unwrap(data);
  return { status: p.AccountStatus, reason: p.StatusReason ?? '' };
}

export const useAccountStanding = () =>
  useQuery({ queryKey: ['vendor', 'standing'], queryFn: fetchStanding, staleTime: 60_000 });
