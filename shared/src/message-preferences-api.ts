/**
 * The customer's WhatsApp consent, one setting wherever it is asked: the account's Messages page, the
 * profile and checkout all read GET /account/message-preferences and save with PUT (the same users.whatsapp_opt_in).
 * Email and SMS always carry booking messages; WhatsApp only with this consent.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, unwrap } from './api-client';
import { useSession } from './session';

export { WHATSAPP_CONSENT_LABEL } from '@utsav/domain/schemas/messages';

export interface MessagePreferences {
  WhatsappOptIn: boolean;
}

export const messagePreferencesKey = ['account', 'message-preferences'] as const;

export async function fetchMessagePreferences(): Promise<MessagePreferences> {
  return unwrap(await call(api.GET('/api/account/message-preferences')));
}

/** The signed-in customer's consent (nothing is asked for anyone else). */
export function useMessagePreferences() {
  const role = useSession((s) => s.role);
  return useQuery({ queryKey: messagePreferencesKey, queryFn: fetchMessagePreferences, enabled: role === 1 });
}

/** Saves the consent; the reply's message ("Booking messages will also come on WhatsApp") for a toast. */
export function useSetWhatsappOptIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (whatsappOptIn: boolean) => {
      const data = await call(api.PUT('/api/account/message-preferences', { body: { whatsappOptIn } }));
      return { payload: unwrap(data), message: data.Message ?? '' };
    },
    onSuccess: (r) => client.setQueryData(messagePreferencesKey, r.payload),
  });
}
