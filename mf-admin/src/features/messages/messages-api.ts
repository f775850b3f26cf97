/** The back office's outbox calls (/api/admin/messages): list, one message, its PDF, resend, channel modes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, payloadOf, unwrap } from '@utsav/shared/api-client';
import type { GetPayload } from '@utsav/domain/contract';
import type { paths } from '@utsav/domain/contract.generated';

export type MessageRow = GetPayload<'/api/admin/messages'>[number];
export type MessageDetail = GetPayload<'/api/admin/messages/{id}'>;
export type MessageChannels = GetPayload<'/api/admin/messages/channels'>;
type ListQuery = NonNullable<paths['/api/admin/messages']['get']['parameters']['query']>;
export interface MessageFilters {
  /** From the page's URL: anything; only the contract's values reach the API. */
  state: string;
  channel: string;
  q: string;
  /** The page cursor ('' = the first; Page.next of the page before). */
  after: string;
}

const clean = <Q extends Record<string, string | number>>(q: Q): Q =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '')) as Q;

const STATES = ['', 'queued', 'sending', 'sent', 'dead', 'skipped'] as const satisfies readonly ListQuery['state'][];
const CHANNELS = ['', 'email', 'sms', 'whatsapp'] as const satisfies readonly ListQuery['channel'][];
/** `value` when it is one of `allowed`, else '' (no filter). */
const oneOf = <T extends string>(value: string, allowed: readonly T[]): T | '' =>
  (allowed as readonly string[]).includes(value) ? (value as T) : '';

export const messageKeys = {
  list: (f: MessageFilters) => ['admin', 'messages', clean({ ...f })] as const,
  one: (id: number) => ['admin', 'message', id] as const,
  channels: ['admin', 'message-channels'] as const,
};

export const useMessages = (f: MessageFilters) =>
  useQuery({
    queryKey: messageKeys.list(f),
    queryFn: async () => {
      const query = clean({
        ...f,
        state: oneOf(f.state, STATES),
        channel: oneOf(f.channel, CHANNELS),
        limit: '25',
      });
      const reply = await call(api.GET('/api/admin/messages', { params: { query } }));
      return { rows: unwrap(reply), page: reply.Page };
    },
    placeholderData: keepPreviousData,
  });

export const useMessage = (id: number) =>
  useQuery({
    queryKey: messageKeys.one(id),
    queryFn: () => payloadOf(api.GET('/api/admin/messages/{id}', { params: { path: { id: String(id) } } })),
    enabled: id > 0,
  });

export const useMessageChannels = () =>
  useQuery({
    queryKey: messageKeys.channels,
    queryFn: () => payloadOf(api.GET('/api/admin/messages/channels')),
    staleTime: 60_000,
  });

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const reply = await call(api.POST('/api/admin/messages/{id}/resend', { params: { path: { id: String(id) } } }));
      return { payload: unwrap(reply), message: reply.Message ?? '' };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** An attachment as a file the browser can open (the API generates it from the records). */
export async function attachmentUrl(id: number, index: number): Promise<string> {
  const pdf = await call(
    api.GET('/api/admin/messages/{id}/attachments/{index}', {
      params: { path: { id: String(id), index: String(index) } },
      parseAs: 'blob',
    }),
  );
  return URL.createObjectURL(pdf);
}
