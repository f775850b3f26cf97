import { Link } from 'react-router';
import type { PayoutRow } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import { useAppT } from '../../i18n';

const TONE: Record<PayoutRow['Kyc'], 'good' | 'warn' | 'bad' | undefined> = {
  verified: 'good',
  submitted: 'warn',
  missing: undefined,
  rejected: 'bad',
};

/**
 * A vendor's payout KYC on the operator's payouts page (docs/payments.md "KYC"), from GET /api/admin/payouts: the
 * state and what to do before a payout can be recorded (the API refuses one without verified KYC).
 */
export function PayoutKyc({ vendor }: { vendor: PayoutRow }) {
  const { t } = useAppT();
  return (
    <div data-testid="payout-kyc">
      <span className={ui.badge} data-tone={TONE[vendor.Kyc]}>
        {t(`kyc.${vendor.Kyc}`)}
      </span>
      <div className={ui.muted}>
        {vendor.Kyc === 'verified' ? (
          t('payouts.kycVerified', { account: vendor.KycAccount })
        ) : vendor.Kyc === 'submitted' ? (
          <Link to="/admin/kyc">{t('payouts.kycSubmitted')}</Link>
        ) : vendor.Kyc === 'rejected' ? (
          t('payouts.kycRejected', { reason: vendor.KycRejectReason })
        ) : (
          t('payouts.kycMissing')
        )}
      </div>
    </div>
  );
}
