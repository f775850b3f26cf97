import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { notify } from '@utsav/shared/toast';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { PageHead } from '../../../components/page-head';
import { LoadState } from '../../../components/load-state';
import page from '../../../app/page.module.css';
import { LanguageName } from '@utsav/ui/language-name';
import { useAppT } from '../../../i18n';
import { downloadStatement, useEarnings, type Earnings, type EarningsBooking } from '../api/earnings-api';
import { KycCard } from './kyc-card';
import { YearTaxes } from './year-taxes';
import styles from './earnings.module.css';

/** The last `n` months, newest first, as YYYY-MM (India's calendar: the browser's local date). */
export function recentMonths(n: number, now: Date = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

const tcsOf = (x: Pick<EarningsBooking, 'TcsCgst' | 'TcsSgst' | 'TcsIgst'>) =>
  Math.round((x.TcsCgst + x.TcsSgst + x.TcsIgst) * 100) / 100;

function EarningsTable({ data }: { data: Earnings }) {
  const { t } = useAppT();
  if (!data.Bookings.length) return <p className={styles.muted}>{t('earnings.none')}</p>;
  const money = (x: number) => <td className={styles.money}>{formatRupees(x)}</td>;
  const m = data.Totals;
  return (
    <div className={styles.tableWrap} role="region" aria-label={t('earnings.table')} tabIndex={0}>
      <table className={styles.table} aria-label={t('earnings.table')}>
        <thead>
          <tr>
            <th>{t('earnings.booking')}</th>
            <th>{t('earnings.eventDate')}</th>
            <th className={styles.money}>{t('earnings.gross')}</th>
            <th className={styles.money}>{t('earnings.refunds')}</th>
            <th className={styles.money}>{t('earnings.commission')}</th>
            <th className={styles.money}>{t('earnings.commissionGst')}</th>
            <th className={styles.money}>{t('earnings.tcs')}</th>
            <th className={styles.money}>{t('earnings.tds')}</th>
            <th className={styles.money}>{t('earnings.net')}</th>
            <th>{t('earnings.payout')}</th>
          </tr>
        </thead>
        <tbody>
          {data.Bookings.map((b) => (
            <tr key={`${b.Kind}-${b.BookingId}-${b.BookingNo}-${b.Title}`} data-testid="earnings-row">
              <td>
                <strong>{b.BookingNo}</strong>
                <div className={styles.muted}>{b.Title}</div>
              </td>
              <td>{formatDate(b.BookingOnDate)}</td>
              {money(b.Gross)}
              {money(b.Refunded)}
              {money(b.Commission)}
              {money(b.CommissionGst)}
              {money(tcsOf(b))}
              {money(b.Tds)}
              {money(b.Net)}
              <td>{b.PayoutIds.length ? b.PayoutIds.map((id) => `#${id}`).join(', ') : t('earnings.unpaid')}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td colSpan={2}>{t('earnings.total')}</td>
            {money(m.Gross)}
            {money(m.Refunded)}
            {money(m.Commission)}
            {money(m.CommissionGst)}
            {money(tcsOf(m))}
            {money(m.Tds)}
            {money(m.Net)}
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * A statement button's label. On a page not in Hindi the Devanagari font is not loaded, so the Hindi file's
 * language is drawn by LanguageName (its outline; the text stays for screen readers and the button's name).
 */
function FileLabel({ format, fileLang }: { format: 'csv' | 'pdf'; fileLang: 'en' | 'hi' }) {
  const { t, lang } = useAppT();
  if (fileLang === 'hi' && lang !== 'hi')
    return (
      <>
        {t(`earnings.${format}`)} (<LanguageName lang="hi" pageLang={lang} />)
      </>
    );
  return <>{t(`earnings.${format}${fileLang === 'hi' ? 'Hi' : 'En'}`)}</>;
}

function StatementButtons({ month }: { month: string | null }) {
  const { t } = useAppT();
  const [busy, setBusy] = useState(false);
  if (!month) return <p className={styles.muted}>{t('earnings.statementHint')}</p>;
  const get = async (format: 'csv' | 'pdf', lang: 'en' | 'hi') => {
    setBusy(true);
    try {
      await downloadStatement(month, format, lang);
    } catch (failure) {
      notify.error(errorMessage(failure, t('earnings.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  const files = [
    ['csv', 'en'],
    ['csv', 'hi'],
    ['pdf', 'en'],
    ['pdf', 'hi'],
  ] as const;
  return (
    <div className={styles.buttons}>
      {files.map(([format, lang]) => (
        <button
          key={`${format}-${lang}`}
          type="button"
          className={page.ghostButton}
          disabled={busy}
          onClick={() => void get(format, lang)}
        >
          <FileLabel format={format} fileLang={lang} />
        </button>
      ))}
    </div>
  );
}

/** /vendor/earnings: per booking gross → net from the ledger, the month's statement, the year's TCS/TDS, KYC. */
export default function EarningsPage() {
  const { t } = useAppT();
  const [month, setMonth] = useState<string | null>(null);
  const earnings = useEarnings(month);
  return (
    <section className={page.page}>
      <PageHead
        title={t('earnings.title')}
        subtitle={t('earnings.subtitle')}
        actions={
          <Link className={page.ghostButton} to="/vendor/payouts">
            {t('earnings.payoutsLink')}
          </Link>
        }
      />
      <div className={page.card}>
        <div className={styles.toolbar}>
          <label>
            {t('earnings.month')}
            <select value={month ?? ''} onChange={(e) => setMonth(e.target.value || null)}>
              <option value="">{t('earnings.allMonths')}</option>
              {recentMonths(24).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
          </label>
          <div>
            <div className={styles.muted}>{t('earnings.statement')}</div>
            <StatementButtons month={month} />
          </div>
        </div>
        <LoadState isPending={earnings.isPending} error={earnings.error} retry={() => void earnings.refetch()}>
          {earnings.data ? <EarningsTable data={earnings.data} /> : null}
        </LoadState>
      </div>
      {earnings.data ? <YearTaxes data={earnings.data} /> : null}
      <KycCard />
    </section>
  );
}
