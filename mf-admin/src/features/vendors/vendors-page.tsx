import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate } from '@utsav/shared/format';
import { notify } from '@utsav/shared/toast';
import { Loading } from '@utsav/shared/ui/page-state';
import { useVendors, useVendorStatus, type VendorRow } from '../../api/admin-api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pager } from '../../components/pager';
import { SortHeader } from '../../components/sort-header';
import { StateBadge } from '../../components/state-badge';
import { useUrlFilters } from '../../components/use-url-filters';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';

type Pending = { vendor: VendorRow; status: 'approved' | 'suspended' } | null;

/** Vendors: search and status filter in the URL, paged on the server; approve, suspend or reinstate (asked first). */
export default function VendorsPage() {
  const { values, page: pageNo, set } = useUrlFilters(['q', 'status', 'sort'] as const);
  const [search, setSearch] = useState(values.q);
  const list = useVendors({ q: values.q, status: values.status, sort: values.sort, page: pageNo, limit: 25 });
  const change = useVendorStatus();
  const [pending, setPending] = useState<Pending>(null);

  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Vendors</h1>
          <p className={page.sub}>Approve new vendors, suspend or reinstate them, and set their commission.</p>
        </div>
      </div>
      <form className={ui.filters} role="search" onSubmit={(e) => { e.preventDefault(); set({ q: search.trim() }); }}>
        <label className={ui.field}>
          <span>Search</span>
          <input type="search" value={search} maxLength={60} placeholder="Name, email or phone" onChange={(e) => setSearch(e.target.value)} />
        </label>
        <label className={ui.field}>
          <span>Status</span>
          <select value={values.status} onChange={(e) => set({ status: e.target.value })}>
            <option value="">All</option>
            <option value="pending">Awaiting approval</option>
            <option value="approved">Approved</option>
            <option value="suspended">Suspended</option>
          </select>
        </label>
        <button type="submit" className={ui.ghost}>Search</button>
      </form>
      {list.isPending ? (
        <Loading label="Loading vendors…" />
      ) : list.isError ? (
        <p className={page.error} role="alert">{errorMessage(list.error, 'Could not load the vendors')}</p>
      ) : list.data.rows.length === 0 ? (
        <p className={ui.empty}>No vendors match.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Vendors">
            <thead>
              <tr>
                <SortHeader label="Vendor" column="name" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>Category</th><th>Status</th><th className={ui.num}>Services (listed)</th><th className={ui.num}>Commission</th>
                <SortHeader label="Joined" column="joined" sort={values.sort} onSort={(sort) => set({ sort })} />
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.data.rows.map((v) => (
                <tr key={v.Id} data-testid="vendor-row">
                  <td data-label="Vendor"><Link to={`/admin/vendors/${v.Id}`}>{v.Name}</Link><div className={ui.muted}>{v.Email} · {v.Phone}<VerifiedMark verified={v.PhoneVerified} what="Mobile" /></div></td>
                  <td data-label="Category">{v.ServiceName}</td>
                  <td data-label="Status"><StateBadge state={v.Status} /></td>
                  <td data-label="Services" className={ui.num}>{v.Products} ({v.Listed})</td>
                  <td data-label="Commission" className={ui.num}>{v.CommissionPercent === null ? '—' : `${v.CommissionPercent} %`}</td>
                  <td data-label="Joined">{formatDate(v.CreateDate)}</td>
                  <td data-label="Actions">
                    <div className={ui.actions}>
                      {v.Status !== 'approved' ? (
                        <button type="button" className={ui.ghost} onClick={() => setPending({ vendor: v, status: 'approved' })}>{v.Status === 'pending' ? 'Approve' : 'Reinstate'}</button>
                      ) : (
                        <button type="button" className={ui.danger} onClick={() => setPending({ vendor: v, status: 'suspended' })}>Suspend</button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={list.data?.page} onPage={(p) => set({ page: String(p) })} />
      <ConfirmDialog
        open={pending !== null}
        title={pending?.status === 'suspended' ? 'Suspend vendor' : 'Approve vendor'}
        confirmLabel={pending?.status === 'suspended' ? 'Suspend' : 'Approve'}
        reason={pending?.status === 'suspended' ? 'required' : 'optional'}
        onClose={() => setPending(null)}
        onConfirm={async (reason) => {
          if (!pending) return;
          const r = await change.mutateAsync({ id: pending.vendor.Id, status: pending.status, reason });
          notify.success(r.message);
        }}
      >
        {pending?.status === 'suspended'
          ? <>Suspend <strong>{pending.vendor.Name}</strong>? Their services leave the storefront at once and cannot be booked. Existing bookings stay.</>
          : <>Approve <strong>{pending?.vendor.Name}</strong>? Their active services appear on the storefront at once.</>}
      </ConfirmDialog>
    </>
  );
}
