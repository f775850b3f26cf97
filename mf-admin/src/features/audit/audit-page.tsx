import { errorMessage } from '@utsav/shared/api-client';
import { Loading } from '@utsav/ui/page-state';
import { useAudit } from '../../api/admin-api';
import { Pager } from '../../components/pager';
import { TableWrap } from '../../components/table-wrap';
import { useUrlFilters } from '../../components/use-url-filters';
import { AuditDiff } from './audit-diff';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** The audit log: every back-office action, who did it, when, what changed (field: before → after), and the reason. */
export default function AuditPage() {
  const { t } = useAppT();
  const { after, pager } = useUrlFilters([] as const);
  const log = useAudit({ after, limit: 25 });
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.audit')}</h1>
          <p className={page.sub}>{t('audit.sub')}</p>
        </div>
      </div>
      {log.isPending ? (
        <Loading label={t('audit.loading')} />
      ) : log.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(log.error, t('audit.loadFailed'))}
        </p>
      ) : log.data.rows.length === 0 ? (
        <p className={ui.empty}>{t('audit.none')}</p>
      ) : (
        <TableWrap label={t('audit.scroll')}>
          <table className={ui.table} aria-label={t('nav.audit')}>
            <thead>
              <tr>
                <th>{t('col.when')}</th>
                <th>{t('col.who')}</th>
                <th>{t('col.action')}</th>
                <th>{t('audit.changes')}</th>
                <th>{t('dialog.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.rows.map((a) => (
                <tr key={a.Id} data-testid="audit-row">
                  <td data-label={t('col.when')}>{when(a.At)}</td>
                  <td data-label={t('col.who')}>{a.Operator}</td>
                  <td data-label={t('col.action')}>
                    {a.Action}
                    <div className={ui.muted}>
                      {a.Entity} {a.EntityId}
                    </div>
                  </td>
                  <td data-label={t('audit.changes')}>
                    <AuditDiff before={a.Before} after={a.After} />
                  </td>
                  <td data-label={t('dialog.reason')}>{a.Reason || '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={log.data?.page} pager={pager} />
    </>
  );
}
