/**
 * The vendor header's inbox badge (docs/conversations.md#live-updates): unread messages from customers, polled every
 * UNREAD_POLL_MS while a vendor is signed in.
 */
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';

export const UNREAD_POLL_MS = 30_000;

export const useVendorUnread = (enabled: boolean) =>
  useQuery({
    queryKey: ['vendor', 'inbox', 'unread'] as const,
    queryFn: async () =>
      (await payloadOf(api.GET('/api/vendor/conversations/unread'), 'Could not load unread messages')).Unread,
    refetchInterval: UNREAD_POLL_MS,
    enabled,
  });
