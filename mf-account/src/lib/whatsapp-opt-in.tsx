import { errorMessage } from '@utsav/shared/api-client';
import { useMessagePreferences, useSetWhatsappOptIn } from '@utsav/shared/message-preferences-api';
import { notify } from '@utsav/shared/toast';
import { useAppT } from '../i18n';

/**
 * The WhatsApp consent checkbox of the account, on the Messages page and in Personal Info: saved at
 * once (PUT /account/message-preferences), the same consent as checkout's.
 */
export function WhatsappOptIn({ className }: { className?: string }) {
  const { t } = useAppT();
  const prefs = useMessagePreferences();
  const setOptIn = useSetWhatsappOptIn();
  const toggle = async (on: boolean) => {
    try {
      notify.success((await setOptIn.mutateAsync(on)).message);
    } catch (e) {
      notify.error(errorMessage(e, t('messages.saveFailed')));
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
        {t('messages.consent')}
      </label>
    </p>
  );
}
