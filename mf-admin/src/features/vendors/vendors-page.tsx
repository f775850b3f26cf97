import { useState } from 'react';
import { TableWrap } from '../../components/table-wrap';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/domain/format';
import { adminVendorsQuerySchema } from '@utsav/domain/schemas/admin';
import { notify } from '@utsav/shared/toast';
import { FieldError, SchemaForm, useSchemaForm } from '@utsav/ui/form';
import { Loading } from '@utsav/ui/page-state';
import { useVendors, useVendorStatus, type VendorRow } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';
import { useAppT } from '../../i18n';
import { DeclineRatesPanel } from './decline-rates-panel';

type Pending = { vendor: VendorRow; status: 'approved' | 'suspended' } | null;

/** Vendors: search and status filter in the URL, paged on the server; approve, suspend or reinstate (asked first). */
export default function VendorsPage() {
  const { t } = useAppT();
  const { values, after, pager, set } = useUrlFilters(['q', 'status', 'sort'] as const);
  // The search is typed, then applied: the URL keeps the applied one (the API's query schema checks both).
  const search = useSchemaForm(adminVendorsQuerySchema, { q: values.q });
  const searchInput = search.register('q');
  const searchError = search.formState.errors.q?.message;
  const list = useVendors({ q: values.q, status: values.status, sort: values.sort, after, limit: 25 });
  const change = useVendorStatus();
  const [pending, setPending] = useState<Pending>(null);

  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.vendors')}</h1>
          <p className={page.sub}>{t('vendors.sub')}</p>
        </div>
      </div>
      <SchemaForm form={search} onValid={(data) => set({ q: data.q })} className={ui.filters} role="search">
        <label className={ui.field}>
          <span>{t('common.search')}</span>
          <input
            {...searchInput}
            type="search"
            maxLength={60}
            placeholder={t('vendors.searchHint')}
            aria-invalid={searchError ? true : undefined}
          />
        </label>
        <FieldError message={searchError} />
        <label className={ui.field}>
          <span>{t('col.status')}</span>
          <select value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">{t('common.all')}</option>
            <option value="pending">{t('vendors.awaiting')}</option>
            <option value="approved">{t('state.approved')}</option>
            <option value="suspended">{t('state.suspended')}</option>
          </select>
        </label>
        <button type="submit" className={ui.ghost}>
          {t('common.search')}
        </button>
      </SchemaForm>
      {list.isPending ? (
        <Loading label={t('vendors.loading')} />
      ) : list.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(list.error, t('vendors.loadFailed'))}
        </p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>{t('vendors.none')}</p>
      ) : (
        <TableWrap label={t('nav.vendors')}>
          <table className={ui.table} aria-label={t('nav.vendors')}>
            <thead>
              <tr>
                <SortHeader label={t('col.vendor')} column="name" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>{t('col.category')}</th>
                <th>{t('col.status')}</th>
                <th className={ui.num}>{t('vendors.servicesListed')}</th>
                <th className={ui.num}>{t('col.commission')}</th>
                <SortHeader
                  label={t('vendors.joined')}
                  column="joined"
                  sort={values.sort}
                  onSort={(sort) => set({ sort })}
                />
                <th>{t('col.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((v) => (
                <tr key={v.Id} data-testid="vendor-row">
                  <td data-label={t('col.vendor')}>
                    <Link to={`/admin/vendors/${v.Id}`}>{v.Name}</Link>
                    <div className={ui.muted}>
                      {v.Email} · {v.Phone}
                      <VerifiedMark verified={v.PhoneVerified} channel="Mobile" />
                    </div>
                  </td>
                  <td data-label={t('col.category')}>{v.ServiceName}</td>
                  <td data-label={t('col.status')}>
                    <StateBadge state={v.Status} />
                  </td>
                  <td data-label={t('col.services')} className={ui.num}>
                    {v.Products} ({v.Listed})
                  </td>
                  <td data-label={t('col.commission')} className={ui.num}>
                    {v.CommissionPercent === null ? '—' : `${v.CommissionPercent} %`}
                  </td>
                  <td data-label={t('vendors.joined')}>{formatDate(v.CreateDate)}</td>
                  <td data-label={t('col.actions')}>
                    <div className={ui.actions}>
                      {v.Status !== 'approved' ? (
                        <button
                          type="button"
                          className={ui.ghost}
                          onClick={() => setPending({ vendor: v, status: 'approved' })}
                        >
                          {v.Status === 'pending' ? t('vendors.approve') : t('vendors.reinstate')}
                        </button>
                      ) : (
                        <button
                          type="button"
                          className={ui.danger}
                          onClick={() => setPending({ vendor: v, status: 'suspended' })}
                        >
                          {t('vendors.suspend')}
                        </button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager page={list.data?.page} pager={pager} />
      <DeclineRatesPanel />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.status === 'suspended' ? t('vendors.suspendTitle') : t('vendors.approveTitle')}
        confirmLabel={pending?.status === 'suspended' ? t('vendors.suspend') : t('vendors.approve')}
        reason={pending?.status === 'suspended' ? 'required' : 'optional'}
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return;
          const r = await change.mutateAsync({ id: pending.vendor.Id, status: pending.status, reason });
          notify.success(r.message);
        }}
      >
        {pending?.status === 'suspended' ? (
          <>
            {t('vendors.suspendBefore')} <strong>{pending.vendor.Name}</strong>
            {t('vendors.suspendAfter')}
          </>
        ) : (
          <>
            {t('vendors.approveBefore')} <strong>{pending?.vendor.Name}</strong>
            {t('vendors.approveAfter')}
          </>
        )}
      </ConfirmDialog>
    </>
  );
}
