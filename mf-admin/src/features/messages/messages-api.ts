/** The back office's outbox calls (/api/admin/messages, issue 33): list, one message, its PDF, resend, channel modes. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@utsav/shared/api-client';
import type { AdminPageInfo, GetPayload } from '@utsav/shared/contract';

export type MessageRow = GetPayload<'/api/admin/messages'>[number];
export type MessageDetail = GetPayload<'/api/admin/messages/{id}'>;
export type MessageChannels = GetPayload<'/api/admin/messages/channels'>;
export interface MessageFilters {
  state: string;
  channel: string;
  q: string;
  /** The page cursor ('' = the first; Page.next of the page before). */
  after: string;
}

const clean = (q: Record<string, string | number>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));

export const messageKeys = {
  list: (f: MessageFilters) => ['admin', 'messages', clean({ ...f })] as const,
  one: (id: number) => ['admin', 'message', id] as const,
  channels: ['admin', 'message-channels'] as const,
};

export const useMessages = (f: MessageFilters) =>
  useQuery({
    queryKey: messageKeys.list(f),
    queryFn: async () => {
      const { data } = await api.get<Envelope<MessageRow[]> & { Page: AdminPageInfo }>('/admin/messages', {
        params: clean({ ...f, limit: 25 }),
      });
      return { rows: unwrap(data), page: data.Page };
    },
    placeholderData: keepPreviousData,
  });

export const useMessage = (id: number) =>
  useQuery({
    queryKey: messageKeys.one(id),
    queryFn: async () => unwrap((await api.get<Envelope<MessageDetail>>(`/admin/messages/${id}`)).data),
    enabled: id > 0,
  });

export const useMessageChannels = () =>
  useQuery({
    queryKey: messageKeys.channels,
    queryFn: async () => unwrap((await api.get<Envelope<MessageChannels>>('/admin/messages/channels')).data),
    staleTime: 60_000,
  });

export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await api.post<Envelope<{ Id: number; State: string }>>(`/admin/messages/${id}/resend`);
      return { payload: unwrap(data), message: data.Message ?? '' };
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin'] }),
  });
}

/** An attachment as a file the browser can open (the API generates it from the records). */
export async function attachmentUrl(id: number, index: number): Promise<string> {
  const r = await api.get<Blob>(`/admin/messages/${id}/attachments/${index}`, { responseType: 'blob' });
  return URL.createObjectURL(r.data);
}
