import { errorMessage } from '@utsav/shared/api-client';
import { useMessagePreferences, useSetWhatsappOptIn, WHATSAPP_CONSENT_LABEL } from '@utsav/shared/message-preferences-api';
import { notify } from '@utsav/shared/toast';

/**
 * The WhatsApp consent checkbox of the account (issue 33.5), on the Messages page and in Personal Info: saved at
 * once (PUT /account/message-preferences), the same consent as checkout's.
 */
export function WhatsappOptIn({ className }: { className?: string }) {
  const prefs = useMessagePreferences();
  const setOptIn = useSetWhatsappOptIn();
  const toggle = async (on: boolean) => {
    try {
      notify.success((await setOptIn.mutateAsync(on)).message);
    } catch (e) {
      notify.error(errorMessage(e, 'Could not save your choice'));
    }
  };
  return (
    <p className={className}>
      <label>
        <input
          type="checkbox"
          data-testid="whatsapp-opt-in"
          checked={prefs.data?.WhatsappOptIn ?? false}
          disabled={prefs.isPending || setOptIn.isPending}
          onChange={(e) => void toggle(e.target.checked)}
        />{' '}
        {WHATSAPP_CONSENT_LABEL}
      </label>
    </p>
  );
}
