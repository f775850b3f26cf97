import { errorMessage } from '@utsav/shared/api-client';
import { Loading } from '@utsav/shared/ui/page-state';
import { useAudit } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
const show = (x: unknown) => (x === null || x === undefined ? '—' : JSON.stringify(x));

/** The audit log: every back-office action, who did it, when, the row before and after, and the reason. */
export default function AuditPage() {
  const { page: pageNo, set } = useUrlFilters([] as const);
  const log = useAudit({ page: pageNo, limit: 25 });
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Audit log</h1>
          <p className={page.sub}>Every back-office action, newest first.</p>
        </div>
      </div>
      {log.isPending ? (
        <Loading label="Loading the audit log…" />
      ) : log.isError ? (
        <p className={page.error} role="alert">{errorMessage(log.error, 'Could not load the audit log')}</p>
      ) : log.data.rows.length === 0 ? (
        <p className={ui.empty}>Nothing has been done in the back office yet.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Audit log">
            <thead><tr><th>When</th><th>Who</th><th>Action</th><th>Before</th><th>After</th><th>Reason</th></tr></thead>
            <tbody>
              {log.data.rows.map((a) => (
                <tr key={a.Id} data-testid="audit-row">
                  <td data-label="When">{when(a.At)}</td>
                  <td data-label="Who">{a.Operator}</td>
                  <td data-label="Action">{a.Action}<div className={ui.muted}>{a.Entity} {a.EntityId}</div></td>
                  <td data-label="Before"><code>{show(a.Before)}</code></td>
                  <td data-label="After"><code>{show(a.After)}</code></td>
                  <td data-label="Reason">{a.Reason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={log.data?.page} onPage={(p) => set({ page: String(p) })} />
    </>
  );
}
