import { useState } from 'react';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/domain/format';
import { enquiryAnswerSchema } from '@utsav/domain/schemas/admin';
import { validate } from '@utsav/domain/schemas/validate';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/ui/page-state';
import { useAnswerEnquiry, useEnquiries, type EnquiryRow } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/pager';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

/** The enquiry inbox (service and package enquiries): open or answered, newest first; mark answered with a note. */
export default function EnquiriesPage() {
  const { t } = useAppT();
  const { values, after, pager, set } = useUrlFilters(['open'] as const);
  const list = useEnquiries({ open: values.open, after, limit: 25 });
  const answer = useAnswerEnquiry();
  const [target, setTarget] = useState<EnquiryRow | null>(null);
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.enquiries')}</h1>
          <p className={page.sub}>{t('enquiries.sub')}</p>
        </div>
      </div>
      <div className={ui.filters}>
        <label className={ui.field}>
          <span>{t('enquiries.show')}</span>
          <select value={values.open} onChange={(e) => set({ open: e.target.value })}>
            <option value="">{t('common.all')}</option>
            <option value="1">{t('enquiries.open')}</option>
            <option value="0">{t('enquiries.answered')}</option>
          </select>
        </label>
      </div>
      {list.isPending ? (
        <Loading label={t('enquiries.loading')} />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('enquiries.loadFailed'))}
        </p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>{t('enquiries.none')}</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label={t('nav.enquiries')}>
            <thead>
              <tr>
                <th>{t('col.from')}</th>
                <th>{t('col.about')}</th>
                <th>{t('col.received')}</th>
                <th>{t('col.status')}</th>
                <th>{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((e) => (
                <tr key={e.Id} data-testid="enquiry-row">
                  <td data-label={t('col.from')}>
                    {e.Name}
                    <div className={ui.muted}>
                      {e.Mobile} · {e.Email}
                    </div>
                    <div className={ui.muted}>{e.Address}</div>
                  </td>
                  <td data-label={t('col.about')}>
                    {e.About}
                    <div className={ui.muted}>{e.Kind === 'package' ? t('col.package') : t('col.service')}</div>
                  </td>
                  <td data-label={t('col.received')}>{formatDate(e.CreateDate)}</td>
                  <td data-label={t('col.status')}>
                    {e.AnsweredAt ? (
                      <>
                        <StateBadge state="completed" />
                        <div className={ui.muted}>
                          {e.AnswerNote} — {e.AnsweredBy}
                        </div>
                      </>
                    ) : (
                      <StateBadge state="pending" />
                    )}
                  </td>
                  <td data-label={t('col.actions')}>
                    {e.AnsweredAt ? null : (
                      <button type="button" className={ui.ghost} onClick={() => setTarget(e)}>
                        {t('enquiries.mark')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} pager={pager} />
      <ConfirmDialog
        open={target !== null}
        title={t('enquiries.mark')}
        confirmLabel={t('enquiries.mark')}
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
        {t('enquiries.question', { name: target?.Name ?? '', about: target?.About ?? '' })}
      </ConfirmDialog>
    </>
  );
}
