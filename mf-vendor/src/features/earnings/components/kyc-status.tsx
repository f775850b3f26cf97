import { Link } from 'react-router';
import page from '../../../app/page.module.css';
import { LoadState } from '../../../components/load-state';
import { useAppT } from '../../../i18n';
import { useKyc, type KycView } from '../api/earnings-api';
import styles from './earnings.module.css';

const BADGE: Record<KycView['State'], string | undefined> = {
  verified: page.badgeGreen,
  submitted: page.badgeAmber,
  missing: page.badgeGrey,
  rejected: page.badgeRed,
};

/**
 * Where the vendor's payout KYC stands (docs/payments.md "KYC"), read from GET /api/vendor/kyc: verified (where
 * payouts go), pending Utsav's check, missing or rejected, each with what to do. The form is on the earnings page.
 */
export function KycStatus() {
  const { t } = useAppT();
  const kyc = useKyc();
  const k = kyc.data;
  return (
    <section className={page.card} aria-labelledby="kyc-status-title" data-testid="kyc-status">
      <h2 id="kyc-status-title" className={page.cardTitle}>
        {t('kycStatus.title')}
      </h2>
      <LoadState isPending={kyc.isPending} error={kyc.error} retry={() => void kyc.refetch()}>
        {k ? (
          <>
            <p className={styles.note}>
              <span className={BADGE[k.State]} data-testid="kyc-state">
                {t(`kycStatus.${k.State}`)}
              </span>
            </p>
            <p className={styles.note}>
              {k.State === 'verified'
                ? t('kycStatus.verifiedText', { account: k.AccountNumber, ifsc: k.Ifsc })
                : k.State === 'rejected'
                  ? t('kycStatus.rejectedText', { reason: k.RejectReason })
                  : t(`kycStatus.${k.State}Text`)}
            </p>
            <p className={`${styles.muted} ${styles.note}`}>{t(`kycStatus.${k.State}Todo`)}</p>
            {k.State === 'missing' || k.State === 'rejected' ? (
              <Link className={page.linkButton} to="/vendor/earnings#kyc">
                {t(k.State === 'missing' ? 'kycStatus.add' : 'kycStatus.correct')}
              </Link>
            ) : null}
          </>
        ) : null}
      </LoadState>
    </section>
  );
}
