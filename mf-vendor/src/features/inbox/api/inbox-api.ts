/**
 * The vendor's inbox (docs/conversations.md): conversations with customers (keyset pages), the unread badge of the
 * header, one thread (its newest page, older pages on demand), replies and quotes. Live updates by polling: the open
 * thread every THREAD_POLL_MS, the list and the badge every LIST_POLL_MS.
 */
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, multipartBody } from '@utsav/shared/api-client';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';
import { threadPagesQuery } from '@utsav/shared/thread-pages';
import type { GetPayload, PostBody } from '@utsav/domain/contract';

export type VendorThread = GetPayload<'/api/conversations/{id}'>;
export type VendorQuote = VendorThread['Quotes'][number];
export type QuoteBody = PostBody<'/api/vendor/conversations/{id}/quotes'>;

export const THREAD_POLL_MS = 5_000;
export const LIST_POLL_MS = 30_000;

const keys = {
  list: ['vendor', 'inbox'] as const,
  thread: (id: number) => ['vendor', 'inbox', id] as const,
};

export const useInbox = () =>
  useInfiniteQuery({
    ...keysetPagesQuery(keys.list, '/api/vendor/conversations', 'Could not load your inbox'),
    refetchInterval: LIST_POLL_MS,
  });

/** The thread: `data` holds every loaded message; `fetchNextPage` loads older ones while `hasNextPage`. */
export const useVendorThread = (id: number) =>
  useInfiniteQuery({
    ...threadPagesQuery(keys.thread(id), id, 'Could not load this conversation'),
    refetchInterval: THREAD_POLL_MS,
  });

function useRefresh(id: number) {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: keys.thread(id) });
    void client.invalidateQueries({ queryKey: keys.list });
  };
}

export function useVendorReply(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: string) =>
      call(api.POST('/api/conversations/{id}/messages', { params: { path: { id: String(id) } }, body: { body } })),
    onSuccess: refresh,
  });
}

export function useSendQuote(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (body: QuoteBody) =>
      call(api.POST('/api/vendor/conversations/{id}/quotes', { params: { path: { id: String(id) } }, body })),
    onSuccess: refresh,
  });
}

/** Replaces an open (or expired) quote with a new one: the old one reads `revised` and can no longer be accepted. */
export function useReviseQuote(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (v: { quoteId: number; body: QuoteBody }) =>
      call(
        api.POST('/api/vendor/conversations/{id}/quotes/{quoteId}/revise', {
          params: { path: { id: String(id), quoteId: String(v.quoteId) } },
          body: v.body,
        }),
      ),
    onSuccess: refresh,
  });
}

export function useWithdrawQuote(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (quoteId: number) =>
      call(
        api.POST('/api/vendor/conversations/{id}/quotes/{quoteId}/withdraw', {
          params: { path: { id: String(id), quoteId: String(quoteId) } },
        }),
      ),
    onSuccess: refresh,
  });
}

/** A photo to the customer (multipart: image and an optional caption), checked by the API like service images. */
export function useSendPhoto(id: number) {
  const refresh = useRefresh(id);
  return useMutation({
    mutationFn: (v: { file: File; caption: string }) => {
      const form = new FormData();
      form.append('image', v.file, v.file.name);
      form.append('body', v.caption);
      return call(
        api.POST('/api/conversations/{id}/photos', { params: { path: { id: String(id) } }, ...multipartBody(form) }),
      );
    },
    onSuccess: refresh,
  });
}
