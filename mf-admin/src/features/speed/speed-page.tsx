import { errorMessage } from '@utsav/shared/api-client';
import { Loading } from '@utsav/ui/page-state';
import { TableWrap } from '../../components/table-wrap';
import { useRumSummary, type RumFigures } from './use-rum-summary';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';
import type { TFunction } from '@utsav/shared/i18n';

/** The metrics shown, with Google's "good" thresholds (p75): LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 800 ms. */
const METRICS = [
  { metric: 'LCP', label: 'LCP', good: 2500 },
  { metric: 'INP', label: 'INP', good: 200 },
  { metric: 'CLS', label: 'CLS', good: 0.1 },
  { metric: 'TTFB', label: 'TTFB', good: 800 },
] as const;

/** A metric without reports (a symbol, not a text to translate). */
const NO_FIGURE = '–';

function Figure({ figures, metric, good }: { figures: RumFigures; metric: string; good: number }) {
  const { t } = useAppT();
  const f = figures.find((x) => x.metric === metric);
  if (!f) return <span className={ui.muted}>{NO_FIGURE}</span>;
  const text =
    metric === 'CLS' ? f.p75.toFixed(3) : f.p75 >= 1000 ? `${(f.p75 / 1000).toFixed(2)} s` : `${Math.round(f.p75)} ms`;
  return (
    <span title={t('speed.reports', { n: f.count })}>
      {text} {f.p75 > good ? <strong>{t('speed.slow')}</strong> : null}
    </span>
  );
}

const head = (t: TFunction) => (
  <>
    {METRICS.map((m) => (
      <th key={m.metric} scope="col">
        {t('speed.p75', { metric: m.label })}
      </th>
    ))}
    <th scope="col">{t('speed.jsErrors')}</th>
  </>
);
const cells = (t: TFunction, figures: RumFigures, errors: number) => (
  <>
    {METRICS.map((m) => (
      <td key={m.metric} data-label={t('speed.p75', { metric: m.label })}>
        <Figure figures={figures} metric={m.metric} good={m.good} />
      </td>
    ))}
    <td data-label={t('speed.jsErrors')}>{errors}</td>
  </>
);

/**
 * Real-user speed: how fast pages are for real customers over the last 7 days, from the shell's sampled
 * reports — p75 of each Core Web Vital per remote (so a team sees its own remote's effect) and per page.
 */
export default function SpeedPage() {
  const { t } = useAppT();
  const summary = useRumSummary(7);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.speed')}</h1>
          <p className={page.sub}>{t('speed.sub')}</p>
        </div>
      </div>
      {summary.isPending ? (
        <Loading label={t('speed.loading')} />
      ) : summary.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(summary.error, t('speed.loadFailed'))}
        </p>
      ) : summary.data.reports === 0 ? (
        <p className={ui.empty}>{t('speed.none')}</p>
      ) : (
        <>
          <h2>{t('speed.byRemote')}</h2>
          <TableWrap label={t('speed.byRemoteScroll')}>
            <table className={ui.table} aria-label={t('speed.byRemoteTable')}>
              <thead>
                <tr>
                  <th scope="col">{t('speed.remote')}</th>
                  {head(t)}
                </tr>
              </thead>
              <tbody>
                {summary.data.remotes.map((r) => (
                  <tr key={r.remote} data-testid="rum-remote">
                    <td data-label={t('speed.remote')}>{r.remote}</td>
                    {cells(t, r.figures, r.errors)}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <h2>{t('speed.byPage')}</h2>
          <TableWrap label={t('speed.byPageScroll')}>
            <table className={ui.table} aria-label={t('speed.byPageTable')}>
              <thead>
                <tr>
                  <th scope="col">{t('speed.page')}</th>
                  <th scope="col">{t('speed.remote')}</th>
                  {head(t)}
                </tr>
              </thead>
              <tbody>
                {summary.data.pages.map((p) => (
                  <tr key={`${p.remote} ${p.page}`} data-testid="rum-page">
                    <td data-label={t('speed.page')}>{p.page}</td>
                    <td data-label={t('speed.remote')}>{p.remote}</td>
                    {cells(t, p.figures, p.errors)}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {summary.data.recentErrors.length > 0 && (
            <>
              <h2>{t('speed.recent')}</h2>
              <ul>
                {summary.data.recentErrors.map((e) => (
                  <li key={`${e.remote} ${e.page} ${e.message}`}>
                    <strong>{e.remote}</strong> {e.page}: {e.message || t('speed.error')} ({e.count}×)
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </>
  );
}
