/** GET /api/admin/rum: the real-user speed summary over the last `days`. */
import { useQuery } from '@tanstack/react-query';
import { api, payloadOf } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/domain/contract';

export type RumSummary = GetPayload<'/api/admin/rum'>;
export type RumFigures = RumSummary['remotes'][number]['figures'];

export const useRumSummary = (days: number) =>
  useQuery({
    queryKey: ['admin', 'rum', days] as const,
    queryFn: () => payloadOf(api.GET('/api/admin/rum', { params: { query: { days: String(days) } } })),
  });
