import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { PageHead } from '../../../components/page-head';
import { LoadState } from '../../../components/load-state';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import { usePayouts } from '../api/earnings-api';
import { KycStatus } from './kyc-status';
import styles from './earnings.module.css';

/** /vendor/payouts: where the payout KYC stands, then each payout with its UTR/reference, date, state and the bookings it settles. */
export default function PayoutsPage() {
  const { t } = useAppT();
  const payouts = usePayouts();
  return (
    <section className={page.page}>
      <PageHead
        title={t('payouts.title')}
        subtitle={t('payouts.subtitle')}
        actions={
          <Link className={page.ghostButton} to="/vendor/earnings">
            {t('header.earnings')}
          </Link>
        }
      />
      <KycStatus />
      <div className={page.card}>
        <LoadState isPending={payouts.isPending} error={payouts.error} retry={() => void payouts.refetch()}>
          {payouts.data?.length ? (
            <div className={styles.tableWrap} role="region" aria-label={t('payouts.table')} tabIndex={0}>
              <table className={styles.table} aria-label={t('payouts.table')}>
                <thead>
                  <tr>
                    <th>{t('payouts.date')}</th>
                    <th>{t('payouts.period')}</th>
                    <th className={styles.money}>{t('payouts.amount')}</th>
                    <th>{t('payouts.reference')}</th>
                    <th>{t('payouts.state')}</th>
                    <th>{t('payouts.bookings')}</th>
                  </tr>
                </thead>
                <tbody>
                  {payouts.data.map((p) => (
                    <tr key={p.Id} data-testid="payout-row">
                      <td>{formatDate(p.PaidAt)}</td>
                      <td>{p.Period ?? t('payouts.manual')}</td>
                      <td className={styles.money}>{formatRupees(p.Amount)}</td>
                      <td>{p.Reference || '—'}</td>
                      <td>{t(`payouts.${p.State}`)}</td>
                      <td>{p.Bookings.join(', ') || '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={styles.muted}>{t('payouts.none')}</p>
          )}
        </LoadState>
      </div>
    </section>
  );
}
