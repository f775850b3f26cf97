/** GET /api/admin/data-requests (docs/privacy.md#requests-register): export and erasure requests and their state. */
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/domain/contract';

export type DataRequestRow = GetPayload<'/api/admin/data-requests'>[number];
export type RequestKind = '' | 'export' | 'erasure';
export type RequestState = '' | 'completed' | 'refused';

export const useDataRequests = (kind: RequestKind, state: RequestState) =>
  useQuery({
    queryKey: ['admin', 'data-requests', kind, state] as const,
    queryFn: (): Promise<DataRequestRow[]> =>
      payloadOf(api.GET('/api/admin/data-requests', { params: { query: { kind, state } } })),
  });
