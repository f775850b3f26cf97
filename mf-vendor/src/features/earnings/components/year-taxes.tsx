import { formatRupees } from '@utsav/domain/format';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';
import type { Earnings } from '../api/earnings-api';
import styles from './earnings.module.css';

/** The financial year's TCS and TDS the vendor needs for their own returns (sums of withheld ledger lines). */
export function YearTaxes({ data }: { data: Earnings }) {
  const { t } = useAppT();
  const y = data.Year;
  const rows: [string, number][] = [
    ['earnings.tcsBase', y.TcsBase],
    ['earnings.tcsCgst', y.TcsCgst],
    ['earnings.tcsSgst', y.TcsSgst],
    ['earnings.tcsIgst', y.TcsIgst],
    ['earnings.tdsBase', y.TdsBase],
    ['earnings.tdsTotal', y.Tds],
  ];
  return (
    <div className={page.card} data-testid="year-taxes">
      <h2 className={page.cardTitle}>{t('earnings.yearTitle', { fy: y.FinancialYear })}</h2>
      <p className={`${styles.muted} ${styles.note}`}>{t('earnings.yearHint')}</p>
      {data.GstRegistered ? null : <p className={`${styles.muted} ${styles.note}`}>{t('earnings.notRegistered')}</p>}
      <dl className={styles.facts}>
        {rows.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <dt>{t(key)}</dt>
            <dd>{formatRupees(value)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
