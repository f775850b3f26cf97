import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/shared/format';
import { enquiryAnswerSchema } from '@utsav/shared/schemas/admin';
import { validate } from '@utsav/shared/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/shared/ui/page-state';
import { useAnswerEnquiry, useEnquiries, type EnquiryRow } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/pager';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

/** The enquiry inbox (service and package enquiries): open or answered, newest first; mark answered with a note. */
export default function EnquiriesPage() {
  const { values, page: pageNo, set } = useUrlFilters(['open'] as const);
  const list = useEnquiries({ open: values.open, page: pageNo, limit: 25 });
  const answer = useAnswerEnquiry();
  const [target, setTarget] = useState<EnquiryRow | null>(null);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Enquiries</h1>
          <p className={page.sub}>Customers asking about a service or a package.</p>
        </div>
      </div>
      <div className={ui.filters}>
        <label className={ui.field}>
          <span>Show</span>
          <select value={values.open} onChange={(e) => set({ open: e.target.value })}>
            <option value="">All</option>
            <option value="1">Open</option>
            <option value="0">Answered</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Loading label="Loading enquiries…" />
      ) : list.isError ? (
        <p className={page.error} role="alert">{errorMessage(list.error, 'Could not load the enquiries')}</p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>No enquiries here.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Enquiries">
            <thead><tr><th>From</th><th>About</th><th>Received</th><th>Status</th><th>Actions</th></tr></thead>
            <tbody>
              {list.data.rows.map((e) => (
                <tr key={e.Id} data-testid="enquiry-row">
                  <td data-label="From">{e.Name}<div className={ui.muted}>{e.Mobile} · {e.Email}</div><div className={ui.muted}>{e.Address}</div></td>
                  <td data-label="About">{e.About}<div className={ui.muted}>{e.Kind === 'package' ? 'Package' : 'Service'}</div></td>
                  <td data-label="Received">{formatDate(e.CreateDate)}</td>
                  <td data-label="Status">{e.AnsweredAt ? <><StateBadge state="completed" /><div className={ui.muted}>{e.AnswerNote} — {e.AnsweredBy}</div></> : <StateBadge state="pending" />}</td>
                  <td data-label="Actions">{e.AnsweredAt ? null : <button type="button" className={ui.ghost} onClick={() => setTarget(e)}>Mark answered</button>}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} onPage={(p) => set({ page: String(p) })} />
      <ConfirmDialog
        open={target !== null}
        title="Mark answered"
        confirmLabel="Mark answered"
        reason="required"
        onClose={() => setTarget(null)}
        onConfirm={async (note) => {
          if (!target) return;
          const checked = validate(enquiryAnswerSchema, { note });
          if (!checked.ok) throw new Error(checked.first);
          const r = await answer.mutateAsync({ id: target.Id, note: checked.data.note });
          notify.success(r.message);
        }}
      >
        What was {target?.Name} told about {target?.About}? The note is kept with the enquiry.
      </ConfirmDialog>
    </>
  );
}
