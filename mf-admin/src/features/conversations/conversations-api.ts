/**
 * The operator's read-only view of conversations (docs/conversations.md): every conversation or the reported ones,
 * and one thread (the API audits each open).
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import { keysetPagesQuery } from '@utsav/shared/keyset-pages';
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

export const useAdminThread = (id: number) =>
  useQuery({
    queryKey: ['admin', 'conversations', 'thread', id] as const,
    queryFn: (): Promise<AdminThread> =>
      payloadOf(
        api.GET('/api/conversations/{id}', { params: { path: { id: String(id) } } }),
        'Could not load this conversation',
      ),
  });
