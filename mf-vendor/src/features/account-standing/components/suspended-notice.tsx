import { useAccountStanding } from '../api/account-standing-api';
import styles from './suspended-notice.module.css';
import { useAppT } from '../../../i18n';
import type { TFunction } from '@utsav/shared/i18n';

/** The words of @utsav/domain/vendor-standing (which the API refuses each write with), from the catalogue. */
function suspendedText(t: TFunction, reason: string): string {
  const why = reason.trim().replace(/[.\s]+$/, '');
  return why ? t('suspended.because', { reason: why }) : t('suspended.noReason');
}

/**
 * a suspended vendor signs in to read their bookings and ledger only. Every page of the vendor area
 * says so, with the operator's reason, in the words the API refuses each write with (@utsav/domain/vendor-standing).
 */
export function SuspendedNotice() {
  const { t } = useAppT();
  const standing = useAccountStanding();
  if (standing.data?.status !== 'suspended') return null;
  return (
    <section className={styles.notice} role="status" aria-label={t('suspended.title')} data-testid="vendor-suspended">
      <strong className={styles.title}>{t('suspended.title')}</strong>
      <p className={styles.text}>{suspendedText(t, standing.data.reason)}</p>
      <p className={styles.text}>{t('standing.appeal')}</p>
    </section>
  );
}
