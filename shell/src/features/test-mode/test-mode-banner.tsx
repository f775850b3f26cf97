/**
 * Issue 32.1: while no money moves (the offline test gateway, or Razorpay test keys — app-config `paymentsMode`,
 * written by the API's own rule), every page says so, on screen and on paper (an invoice printed in test mode
 * carries it too).
 */
import { getConfig } from '@utsav/shared/runtime-config';
import styles from './test-mode-banner.module.css';

export const TEST_MODE_TEXT = 'Test mode: payments go through a test gateway and no money moves.';

export function TestModeBanner() {
  if (getConfig().paymentsMode !== 'test') return null;
  return (
    <p className={styles.banner} role="note" data-testid="test-mode-banner">
      {TEST_MODE_TEXT}
    </p>
  );
}
