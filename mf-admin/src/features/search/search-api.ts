/**
 * The search page's calls (docs/search.md "Operator"): synonyms (list, add, change, remove) and the week's queries.
 * Writes refresh every admin read (the audit log moves with them), as the other back office writes do.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/domain/contract';
import type { SearchSynonymForm } from '@utsav/domain/schemas/search-synonym';
import { adminKeys } from '../../api/admin-api';

export type SynonymRow = GetPayload<'/api/admin/search/synonyms'>[number];
export type QueryStat = GetPayload<'/api/admin/search/queries'>['Top'][number];

export const searchKeys = {
  synonyms: [...adminKeys.all, 'search', 'synonyms'] as const,
  queries: [...adminKeys.all, 'search', 'queries'] as const,
};

export const useSynonyms = () =>
  useQuery({ queryKey: searchKeys.synonyms, queryFn: () => payloadOf(api.GET('/api/admin/search/synonyms')) });
export const useSearchQueries = () =>
  useQuery({ queryKey: searchKeys.queries, queryFn: () => payloadOf(api.GET('/api/admin/search/queries')) });

const message = (r: { Message?: string }) => r.Message ?? '';

function useSearchWrite<I>(fn: (input: I) => Promise<string>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: adminKeys.all }) });
}

export const useSaveSynonym = () =>
  useSearchWrite(async (x: { id?: number } & SearchSynonymForm) => {
    const body = { term: x.term, meaning: x.meaning };
    const r = x.id
      ? await call(api.POST('/api/admin/search/synonyms/{id}', { params: { path: { id: String(x.id) } }, body }))
      : await call(api.POST('/api/admin/search/synonyms', { body }));
    unwrap(r);
    return message(r);
  });

export const useDeleteSynonym = () =>
  useSearchWrite(async (id: number) => {
    const r = await call(api.POST('/api/admin/search/synonyms/{id}/delete', { params: { path: { id: String(id) } } }));
    unwrap(r);
    return message(r);
  });
