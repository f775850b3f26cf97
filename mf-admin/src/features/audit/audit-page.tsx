import { errorMessage } from '@utsav/shared/api-client';
import { Loading } from '@utsav/shared/ui/page-state';
import { useAudit } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { TableWrap } from '../../components/table-wrap';
import { useUrlFilters } from '../../components/use-url-filters';
import { AuditDiff } from './audit-diff';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The audit log: every back-office action, who did it, when, what changed (field: before → after), and the reason. */
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
        <TableWrap label="Audit log, scrollable">
          <table className={ui.table} aria-label="Audit log">
            <thead><tr><th>When</th><th>Who</th><th>Action</th><th>Changes</th><th>Reason</th></tr></thead>
            <tbody>
              {log.data.rows.map((a) => (
                <tr key={a.Id} data-testid="audit-row">
                  <td data-label="When">{when(a.At)}</td>
                  <td data-label="Who">{a.Operator}</td>
                  <td data-label="Action">{a.Action}<div className={ui.muted}>{a.Entity} {a.EntityId}</div></td>
                  <td data-label="Changes"><AuditDiff before={a.Before} after={a.After} /></td>
                  <td data-label="Reason">{a.Reason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={log.data?.page} onPage={(p) => set({ page: String(p) })} />
    </>
  );
}
