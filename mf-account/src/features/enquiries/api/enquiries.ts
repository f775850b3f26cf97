/** Enquiry (product §7): GET /getEnquiry → the customer's enquiry rows, newest first, one keyset page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';

export const enquiriesQueryKey = ['account', 'enquiries'] as const;

export const enquiriesQuery = () =>
  keysetPagesQuery(enquiriesQueryKey, '/api/getEnquiry', 'Could not load your enquiries');
export const useEnquiries = () => useInfiniteQuery(enquiriesQuery());
