import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/domain/format';
import { UTR_PATTERN } from '@utsav/domain/schemas/earnings';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import { downloadBankFile, downloadReport, useMarkPaid, useRun, useStartRun, type RunPayout } from './payout-runs-api';

/** The months that have ended, newest first (YYYY-MM): a run pays a month once it is over. */
export function endedMonths(n: number, now: Date = new Date()): string[] {
  return Array.from({ length: n }, (_, i) => {
    const d = new Date(now.getFullYear(), now.getMonth() - 1 - i, 1);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
}

function UtrCell({ payout }: { payout: RunPayout }) {
  const { t } = useAppT();
  const mark = useMarkPaid();
  const [utr, setUtr] = useState('');
  const [error, setError] = useState('');
  if (payout.State === 'paid') return <>{payout.Reference}</>;
  const submit = async () => {
    const value = utr.trim().toUpperCase();
    if (!UTR_PATTERN.test(value)) return setError(t('runs.utrFormat'));
    setError('');
    try {
      notify.success(await mark.mutateAsync([{ payoutId: payout.PayoutId, utr: value }]));
    } catch (failure) {
      setError(errorMessage(failure, t('runs.markFailed')));
    }
  };
  return (
    <div className={ui.actions}>
      <input
        aria-label={t('runs.utrFor', { name: payout.Name })}
        value={utr}
        maxLength={22}
        onChange={(e) => setUtr(e.target.value)}
      />
      <button type="button" className={ui.ghost} disabled={mark.isPending} onClick={() => void submit()}>
        {t('runs.markPaid')}
      </button>
      {error ? (
        <span className={ui.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** /admin/payout-runs: run a month's payouts, download its bank file, enter the UTRs, download the TCS/TDS reports. */
export default function PayoutRunsPage() {
  const { t } = useAppT();
  const months = endedMonths(12);
  const [period, setPeriod] = useState(months[0]!);
  const run = useRun(period);
  const start = useStartRun();
  const [outcome, setOutcome] = useState<string>('');

  const go = async () => {
    try {
      const r = await start.mutateAsync(period);
      const count = (o: string) => r.results.filter((x) => x.Outcome === o).length;
      setOutcome(t('runs.outcome', { paid: count('paid'), kyc: count('kyc'), already: count('already') }));
    } catch (failure) {
      notify.error(errorMessage(failure, t('runs.runFailed')));
    }
  };
  const download = async (what: () => Promise<void>) => {
    try {
      await what();
    } catch (failure) {
      notify.error(errorMessage(failure, t('runs.downloadFailed')));
    }
  };

  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.payoutRuns')}</h1>
          <p className={page.sub}>{t('runs.sub')}</p>
        </div>
      </div>
      <div className={ui.filters}>
        <label className={ui.field}>
          {t('runs.month')}
          <select value={period} onChange={(e) => setPeriod(e.target.value)}>
            {months.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={ui.primaryLink} disabled={start.isPending} onClick={() => void go()}>
          {t('runs.run')}
        </button>
        <button type="button" className={ui.ghost} onClick={() => void download(() => downloadBankFile(period))}>
          {t('runs.bankFile')}
        </button>
        <button type="button" className={ui.ghost} onClick={() => void download(() => downloadReport('tcs', period))}>
          {t('runs.tcs')}
        </button>
        <button type="button" className={ui.ghost} onClick={() => void download(() => downloadReport('tds', period))}>
          {t('runs.tds')}
        </button>
      </div>
      {outcome ? (
        <p className={ui.muted} role="status">
          {outcome}
        </p>
      ) : null}
      {run.isPending ? (
        <Loading />
      ) : run.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(run.error, t('runs.loadFailed'))}
        </p>
      ) : run.data.length === 0 ? (
        <p className={ui.empty}>{t('runs.none')}</p>
      ) : (
        <TableWrap label={t('nav.payoutRuns')}>
          <table className={ui.table} aria-label={t('nav.payoutRuns')}>
            <thead>
              <tr>
                <th>{t('col.vendor')}</th>
                <th className={ui.num}>{t('runs.amount')}</th>
                <th>{t('runs.account')}</th>
                <th>{t('runs.state')}</th>
                <th>{t('runs.utr')}</th>
              </tr>
            </thead>
            <tbody>
              {run.data.map((p) => (
                <tr key={p.PayoutId} data-testid="run-row">
                  <td>{p.Name}</td>
                  <td className={ui.num}>{formatRupees(p.Amount)}</td>
                  <td>
                    {p.AccountNumber} {p.Ifsc}
                  </td>
                  <td>{t(`runs.${p.State}`)}</td>
                  <td>
                    <UtrCell payout={p} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
