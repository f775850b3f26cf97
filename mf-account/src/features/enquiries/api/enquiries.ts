/** Enquiry (product §7): GET /getEnquiry → the customer's enquiry rows, newest first, one keyset page at a time (issue 19). */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { EnquiryRow } from '@utsav/shared/contract';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';

export const enquiriesQueryKey = ['account', 'enquiries'] as const;

export const enquiriesQuery = () =>
  keysetPagesQuery<EnquiryRow>(enquiriesQueryKey, '/getEnquiry', 'Could not load your enquiries');
export const useEnquiries = () => useInfiniteQuery(enquiriesQuery());
