/**
 * The vendor's reason under a declined booking (docs/decline-reasons.md): a fixed reason in the page's language,
 * "other" as the vendor typed it. Nothing for a booking declined before reasons were kept, or not declined.
 */
import { declineReasonWords } from '../../../lib/decline-reason';
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
  const words = state === 'declined' ? declineReasonWords(t, reason, note) : null;
  if (!words) return null;
  return (
    <span className={styles.rowTitle} data-testid="decline-reason" dir="auto">
      {words}
    </span>
  );
}
