import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { uploadSrcSet } from '@utsav/shared/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { EmptyState } from '@utsav/shared/ui/page-state';
import { useVendorServices } from '../../../api/vendor-services';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { serviceStatusLabel, StatusBadge } from '../../../components/status-badge';
import page from '../../../app/page.module.css';

/** /vendor/services: Title, Operator_Name, PayableAmt, Active/Inactive, CreateDate; edit and package bookings per service. */
export default function ServicesListPage() {
  const services = useVendorServices();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'all' | 'Active' | 'Inactive'>('all');
  const rows = (services.data ?? []).filter(
    (s) => (status === 'all' || serviceStatusLabel(s.Status) === status) && s.Title.toLowerCase().includes(q.trim().toLowerCase()),
  );
  return (
    <section className={page.page}>
      <PageHead title="Services" subtitle="Your listed services" actions={<Link className={page.linkButton} to="/vendor/services/add">+ Add Service</Link>} />
      <LoadState isPending={services.isPending} error={services.error} retry={() => void services.refetch()}>
        <div className={page.toolbar}>
          <input className={page.select} type="search" placeholder="Search services…" aria-label="Search services" value={q} onChange={(e) => setQ(e.target.value)} />
          <select className={page.select} aria-label="Status" value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
            <option value="all">All statuses</option>
            <option value="Active">Active</option>
            <option value="Inactive">Inactive</option>
          </select>
          <span className={page.muted}>{rows.length} service(s)</span>
        </div>
        {rows.length === 0 ? (
          <EmptyState title="No services found">
            <Link className={page.linkButton} to="/vendor/services/add">Add your first service</Link>
          </EmptyState>
        ) : (
          <div className={page.tableWrap}>
            <table className={`${page.table} ${page.stack}`}>
              <thead>
                <tr><th aria-label="Image" /><th>Title</th><th>Operator Name</th><th className={page.num}>Payable Amount</th><th>Status</th><th>Created On</th><th>Actions</th></tr>
              </thead>
              <tbody>
                {rows.map((s) => {
                  const first = (s.document ?? '').split(',').map((x) => x.trim()).filter(Boolean)[0];
                  return (
                    <tr key={s.Id} data-testid="service-row">
                      <td data-label="Image">{first ? <img src={imageUrl('product', first)} srcSet={uploadSrcSet(imageUrl('product', first))} sizes="56px" alt="" width={56} height={42} loading="lazy" style={{ width: 56, height: 42, objectFit: 'cover', borderRadius: 6 }} /> : null}</td>
                      <td data-label="Title"><Link to={`/vendor/services/${s.Id}`}>{s.Title}</Link>{s.ServiceName ? <div className={page.muted}>{s.ServiceName}</div> : null}</td>
                      <td data-label="Operator Name">{s.Operator_Name}</td>
                      <td data-label="Payable Amount" className={page.num}>{formatRupees(s.PayableAmt)}</td>
                      <td data-label="Status"><StatusBadge status={s.Status} /></td>
                      <td data-label="Created On" className={page.nowrap}>{formatDate(s.CreateDate)}</td>
                      <td data-label="Actions" className={page.nowrap}>
                        <Link to={`/vendor/services/${s.Id}`} aria-label={`Edit ${s.Title}`}>Edit</Link>
                        {' · '}
                        <Link to={`/vendor/booking-package?service=${s.Id}`} aria-label={`Package bookings of ${s.Title}`}>Package bookings</Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </LoadState>
    </section>
  );
}
