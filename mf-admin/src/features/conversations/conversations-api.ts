/**
 * The operator's read-only view of conversations (docs/conversations.md): every conversation or the reported ones,
 * and one thread (the API audits each open).
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';
import { threadPagesQuery } from '@utsav/shared/thread-pages';
import type { GetPayload } from '@utsav/domain/contract';

export type AdminThread = GetPayload<'/api/conversations/{id}'>;

export const useAdminConversations = (reported: boolean) =>
  useInfiniteQuery(
    keysetPagesQuery(
      ['admin', 'conversations', reported] as const,
      '/api/admin/conversations',
      'Could not load conversations',
      reported ? { reported: '1' } : {},
    ),
  );

/**
 * One thread: `data` holds every loaded message, newest first; `fetchNextPage` loads older ones while `hasNextPage`
 * (the same pages as the customer's and the vendor's screens, `@utsav/shared/thread-pages`). Each page read is audited.
 */
export const useAdminThread = (id: number) =>
  useInfiniteQuery(
    threadPagesQuery(['admin', 'conversations', 'thread', id] as const, id, 'Could not load this conversation'),
  );
