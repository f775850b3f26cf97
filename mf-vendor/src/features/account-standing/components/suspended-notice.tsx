import { vendorSuspendedMessage } from '@utsav/shared/vendor-standing';
import { useAccountStanding } from '../api/account-standing-api';
import styles from './suspended-notice.module.css';

/**
 * Issue 32.7: a suspended vendor signs in to read their bookings and ledger only. Every page of the vendor area
 * says so, with the operator's reason, in the words the API refuses each write with (@utsav/shared/vendor-standing).
 */
export function SuspendedNotice() {
  const standing = useAccountStanding();
  if (standing.data?.status !== 'suspended') return null;
  return (
    <section className={styles.notice} role="status" aria-label="Account suspended" data-testid="vendor-suspended">
      <strong className={styles.title}>Account suspended</strong>
      <p className={styles.text}>{vendorSuspendedMessage(standing.data.reason)}</p>
    </section>
  );
}
