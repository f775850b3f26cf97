import { CANCELLATION_TIERS } from '@utsav/domain/refund-policy';
import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import styles from '../service-detail.module.css';
import { useAppT } from '../../../i18n';

/**
 * The cancellation policy of every booking (issue 31.8), written from the tiers the API refunds by
 * (@utsav/domain/refund-policy), never from a vendor's free text.
 */
export function CancellationPolicy() {
  const { t } = useAppT();
  const lines = useRefundPolicyLines().slice(0, CANCELLATION_TIERS.length + 1);
  return (
    <section className={styles.policy} aria-labelledby="cancellation-policy" data-testid="cancellation-policy">
      <h3 id="cancellation-policy" className={styles.policyTitle}>
        {t('policy.title')}
      </h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
