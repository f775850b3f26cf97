/** Enquiry (SPEC §7): GET /getEnquiry → the customer's enquiry rows. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { EnquiryRow } from '@utsav/shared/api-types';

export const enquiriesQueryKey = ['account', 'enquiries'] as const;

export async function fetchEnquiries(): Promise<EnquiryRow[]> {
  const { data } = await api.get<Envelope<EnquiryRow[]>>('/getEnquiry');
  return unwrap(data, 'Could not load your enquiries') ?? [];
}

export const enquiriesQuery = () => queryOptions({ queryKey: enquiriesQueryKey, queryFn: fetchEnquiries });
export const useEnquiries = () => useQuery(enquiriesQuery());
