import { useEffect, useState } from 'react';
import { useAccountStanding } from '../api/account-standing-api';
import { SuspendedNotice } from './suspended-notice';
import styles from './suspended-notice.module.css';
import { useAppT } from '../../../i18n';

/** The browser remembers that this vendor has seen "You are live" (shown once, on the first page after approval). */
const liveSeenKey = (vendorId: number) => `utsav.vendor.live-seen.${vendorId}`;
function liveSeen(vendorId: number): boolean {
  try {
    return localStorage.getItem(liveSeenKey(vendorId)) === '1';
  } catch {
    return true; // no storage (private mode): do not nag on every page
  }
}
function markLiveSeen(vendorId: number) {
  try {
    localStorage.setItem(liveSeenKey(vendorId), '1');
  } catch {
    // no storage: nothing to remember
  }
}

/**
 * The vendor's standing on every vendor page (docs/payments.md "Vendor standing"): awaiting approval (what Utsav checks and how
 * long it usually takes), approved ("You are live", once), suspended (the reason and how to appeal).
 */
export function StandingBanner() {
  const { t } = useAppT();
  const standing = useAccountStanding();
  const s = standing.data;
  const [showLive, setShowLive] = useState(false);
  useEffect(() => {
    if (s?.status === 'approved' && !liveSeen(s.vendorId)) {
      setShowLive(true);
      markLiveSeen(s.vendorId);
    }
  }, [s?.status, s?.vendorId]);
  if (!s) return null;
  if (s.status === 'suspended') return <SuspendedNotice />;
  if (s.status === 'pending')
    return (
      <section
        className={`${styles.notice} ${styles.pending}`}
        role="status"
        aria-label={t('standing.pendingTitle')}
        data-testid="vendor-pending"
      >
        <strong className={styles.title}>{t('standing.pendingTitle')}</strong>
        <p className={styles.text}>{t('standing.pending')}</p>
      </section>
    );
  if (!showLive) return null;
  return (
    <section
      className={`${styles.notice} ${styles.live}`}
      role="status"
      aria-label={t('standing.liveTitle')}
      data-testid="vendor-live"
    >
      <button type="button" className={styles.dismiss} onClick={() => setShowLive(false)}>
        {t('standing.dismiss')}
      </button>
      <strong className={styles.title}>{t('standing.liveTitle')}</strong>
      <p className={styles.text}>{t('standing.live')}</p>
    </section>
  );
}
