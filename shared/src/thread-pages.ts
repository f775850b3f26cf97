/**
 * A conversation thread page by page (docs/conversations.md): the newest messages first, older pages on demand
 * ("Load older messages", the reply's `Page.next` as the cursor). The pages are one infinite query, so the polling
 * that brings new messages refetches them together — the first page again, then each loaded page after it from the
 * fresh cursors — and no message falls between two pages when new ones arrive. The conversation, its quotes and the
 * masking notice are the first page's (the newest read).
 */
import { infiniteQueryOptions, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import type { GetPayload } from '@utsav/domain/contract';
import { api, payloadOf } from './api-client';
import { currentLocale } from './i18n';

/** One page of a thread as the API answers it. */
export type ThreadReply = GetPayload<'/api/conversations/{id}'>;

/** The loaded pages as one thread: the first page's conversation and quotes, every loaded message, newest first. */
export function threadOfPages(data: InfiniteData<ThreadReply, string>): ThreadReply {
  const first = data.pages[0]!;
  const seen = new Set<number>();
  const messages = data.pages
    .flatMap((p) => p.Messages)
    .filter((m) => (seen.has(m.MessageId) ? false : (seen.add(m.MessageId), true)));
  return { ...first, Messages: messages, Page: data.pages[data.pages.length - 1]!.Page };
}

/** Query options of thread `id`: its newest page, then older pages on `fetchNextPage`. */
export function threadPagesQuery(queryKey: QueryKey, id: number, failMessage: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }): Promise<ThreadReply> =>
      payloadOf(
        api.GET('/api/conversations/{id}', {
          params: { path: { id: String(id) }, query: pageParam ? { after: pageParam } : {} },
        }),
        failMessage,
      ),
    initialPageParam: '',
    getNextPageParam: (last: ThreadReply) => last.Page.next ?? undefined,
    select: threadOfPages,
  });
}

/** When a message was written, in the page's language and India's time ('29 Nov 2026, 3:54 pm'; Hindi in hi-IN). */
export function messageTime(iso: string): string {
  return new Date(iso).toLocaleString(currentLocale(), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  });
}
