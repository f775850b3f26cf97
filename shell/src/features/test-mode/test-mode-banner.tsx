/**
 * while no money moves (the offline test gateway, or Razorpay test keys — app-config `paymentsMode`,
 * written by the API's own rule), every page says so, on screen and on paper (an invoice printed in test mode
 * carries it too).
 */
import { getConfig } from '@utsav/shared/runtime-config';
import { useShellT } from '../../i18n';
import styles from './test-mode-banner.module.css';

export function TestModeBanner() {
  const { t } = useShellT();
  if (getConfig().paymentsMode !== 'test') return null;
  return (
    // A named complementary landmark (axe "region": every text of the page sits in a landmark; it is top-level).
    <aside className={styles.banner} aria-label={t('testMode.label')} data-testid="test-mode-banner">
      <p>{t('testMode.text')}</p>
    </aside>
  );
}
