/**
 * The vendor's reason under a declined booking (docs/decline-reasons.md): a fixed reason in the page's language,
 * "other" as the vendor typed it. Nothing for a booking declined before reasons were kept, or not declined.
 */
import { isDeclineReason } from '@utsav/domain/schemas/decline-reason';
import { useAppT } from '../../../i18n';
import styles from './bookings.module.css';

export function DeclineReasonLine({
  state,
  reason,
  note,
}: {
  state: string | undefined;
  reason: string | null | undefined;
  note: string | null | undefined;
}) {
  const { t } = useAppT();
  if (state !== 'declined' || !isDeclineReason(reason)) return null;
  const text = reason === 'other' && note ? note : t(`bookings.declineReasons.${reason}`);
  return (
    <span className={styles.rowTitle} data-testid="decline-reason" dir="auto">
      {t('bookings.declineReason', { reason: text })}
    </span>
  );
}
