import { CANCELLATION_TIERS } from '@utsav/domain/refund-policy';
import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

/**
 * The cancellation policy of every booking, written from the tiers the API refunds by
 * (@utsav/domain/refund-policy), never from a vendor's free text.
 */
export function CancellationPolicy() {
  const { t } = useAppT();
  const lines = useRefundPolicyLines().slice(0, CANCELLATION_TIERS.length + 1);
  return (
    <section className={styles.policy} aria-labelledby="cancellation-policy" data-testid="cancellation-policy">
      {/* h2: the page's h1 is the service title and nothing between them is a heading (axe heading-order). */}
      <h2 id="cancellation-policy" className={styles.policyTitle}>
        {t('policy.title')}
      </h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
