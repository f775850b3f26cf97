import { errorMessage } from '@utsav/shared/api-client';
import { Loading } from '@utsav/shared/ui/page-state';
import { TableWrap } from '../../components/table-wrap';
import { useRumSummary, type RumFigures } from './use-rum-summary';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

/** The metrics shown, with Google's "good" thresholds (p75): LCP 2.5 s, INP 200 ms, CLS 0.1, TTFB 800 ms. */
const METRICS = [
  { metric: 'LCP', label: 'LCP', good: 2500 },
  { metric: 'INP', label: 'INP', good: 200 },
  { metric: 'CLS', label: 'CLS', good: 0.1 },
  { metric: 'TTFB', label: 'TTFB', good: 800 },
] as const;

function Figure({ figures, metric, good }: { figures: RumFigures; metric: string; good: number }) {
  const f = figures.find((x) => x.metric === metric);
  if (!f) return <span className={ui.muted}>–</span>;
  const text = metric === 'CLS' ? f.p75.toFixed(3) : f.p75 >= 1000 ? `${(f.p75 / 1000).toFixed(2)} s` : `${Math.round(f.p75)} ms`;
  return (
    <span title={`${f.count} reports`}>
      {text} {f.p75 > good ? <strong>(slow)</strong> : null}
    </span>
  );
}

const head = (
  <>
    {METRICS.map((m) => (
      <th key={m.metric} scope="col">{m.label} p75</th>
    ))}
    <th scope="col">JS errors</th>
  </>
);
const cells = (figures: RumFigures, errors: number) => (
  <>
    {METRICS.map((m) => (
      <td key={m.metric} data-label={`${m.label} p75`}><Figure figures={figures} metric={m.metric} good={m.good} /></td>
    ))}
    <td data-label="JS errors">{errors}</td>
  </>
);

/**
 * Real-user speed (issue 38): how fast pages are for real customers over the last 7 days, from the shell's sampled
 * reports — p75 of each Core Web Vital per remote (so a team sees its own remote's effect) and per page.
 */
export default function SpeedPage() {
  const summary = useRumSummary(7);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Real-user speed</h1>
          <p className={page.sub}>The 75th percentile of what customers' browsers measured in the last 7 days (a sample of page loads).</p>
        </div>
      </div>
      {summary.isPending ? (
        <Loading label="Loading real-user speed…" />
      ) : summary.isError ? (
        <p className={page.error} role="alert">{errorMessage(summary.error, 'Could not load real-user speed')}</p>
      ) : summary.data.reports === 0 ? (
        <p className={ui.empty}>No reports in the last 7 days yet.</p>
      ) : (
        <>
          <h2>By remote</h2>
          <TableWrap label="Speed by remote, scrollable">
            <table className={ui.table} aria-label="Speed by remote">
              <thead><tr><th scope="col">Remote</th>{head}</tr></thead>
              <tbody>
                {summary.data.remotes.map((r) => (
                  <tr key={r.remote} data-testid="rum-remote">
                    <td data-label="Remote">{r.remote}</td>
                    {cells(r.figures, r.errors)}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <h2>By page</h2>
          <TableWrap label="Speed by page, scrollable">
            <table className={ui.table} aria-label="Speed by page">
              <thead><tr><th scope="col">Page</th><th scope="col">Remote</th>{head}</tr></thead>
              <tbody>
                {summary.data.pages.map((p) => (
                  <tr key={`${p.remote} ${p.page}`} data-testid="rum-page">
                    <td data-label="Page">{p.page}</td>
                    <td data-label="Remote">{p.remote}</td>
                    {cells(p.figures, p.errors)}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {summary.data.recentErrors.length > 0 && (
            <>
              <h2>Recent JavaScript errors</h2>
              <ul>
                {summary.data.recentErrors.map((e) => (
                  <li key={`${e.remote} ${e.page} ${e.message}`}>
                    <strong>{e.remote}</strong> {e.page}: {e.message || 'error'} ({e.count}×)
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
