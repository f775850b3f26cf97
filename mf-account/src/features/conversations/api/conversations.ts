/**
 * The customer's conversations with vendors (docs/conversations.md): the list (keyset pages), one thread (its newest
 * page, older pages on demand, polled every THREAD_POLL_MS while open: live updates without a reload), writing, and
 * accepting a quote.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '@utsav/shared/api-client';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';
import { threadPagesQuery } from '@utsav/shared/thread-pages';
import type { GetPayload, PostPayload } from '@utsav/domain/contract';

export type Thread = GetPayload<'/api/conversations/{id}'>;
export type ThreadQuote = Thread['Quotes'][number];
export type ThreadMessage = Thread['Messages'][number];
export type AcceptedQuote = PostPayload<'/api/conversations/{id}/quotes/{quoteId}/accept'>;

/** How often an open thread asks for new messages (ms); the list and the badge every LIST_POLL_MS. */
export const THREAD_POLL_MS = 5_000;
export const LIST_POLL_MS = 30_000;

const keys = {
  list: ['account', 'conversations'] as const,
  thread: (id: number) => ['account', 'conversations', id] as const,
};

export const useConversations = () =>
  useInfiniteQuery({
    ...keysetPagesQuery(keys.list, '/api/conversations', 'Could not load your messages'),
    refetchInterval: LIST_POLL_MS,
  });

/** The thread: `data` holds every loaded message; `fetchNextPage` loads older ones while `hasNextPage`. */
export const useThread = (id: number) =>
  useInfiniteQuery({
    ...threadPagesQuery(keys.thread(id), id, 'Could not load this conversation'),
    refetchInterval: THREAD_POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useSendMessage(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      call(api.POST('/api/conversations/{id}/messages', { params: { path: { id: String(id) } }, body: { body } })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.list }),
  });
}

export function useAcceptQuote(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { quoteId: number; bookingAddressId: number; PaymentType: 'full' | 'advance' }) =>
      call(
        api.POST('/api/conversations/{id}/quotes/{quoteId}/accept', {
          params: { path: { id: String(id), quoteId: String(v.quoteId) } },
          body: { bookingAddressId: v.bookingAddressId, PaymentType: v.PaymentType, Bookingfor: '' },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: keys.thread(id) }),
  });
}

/** Report the conversation to Utsav; `block` also stops the vendor from writing. */
export function useReportConversation(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { reason: string; block: boolean }) =>
      call(api.POST('/api/conversations/{id}/report', { params: { path: { id: String(id) } }, body: v })),
    onSettled: () => client.invalidateQueries({ queryKey: keys.thread(id) }),
  });
}
