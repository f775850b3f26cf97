import { useState } from 'react';
import { Link } from 'react-router';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { uploadSrcSet } from '@utsav/domain/image-srcset';
import { imageUrl } from '@utsav/shared/runtime-config';
import { EmptyState } from '@utsav/ui/page-state';
import { useVendorServices } from '../../../api/vendor-services';
import { LoadState } from '../../../components/load-state';
import { PageHead } from '../../../components/page-head';
import { serviceStatusLabel, StatusBadge } from '../../../components/status-badge';
import page from '../../../app/page.module.css';
import { useAppT } from '../../../i18n';

/** /vendor/services: Title, Operator_Name, PayableAmt, Active/Inactive, CreateDate; edit and package bookings per service. */
export default function ServicesListPage() {
  const { t } = useAppT();
  const services = useVendorServices();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<'all' | 'Active' | 'Inactive'>('all');
  const rows = (services.data ?? []).filter(
    (s) =>
      (status === 'all' || serviceStatusLabel(s.Status) === status) &&
      s.Title.toLowerCase().includes(q.trim().toLowerCase()),
  );
  return (
    <section className={page.page}>
      <PageHead
        title={t('services.title')}
        subtitle={t('services.subtitle')}
        actions={
          <Link className={page.linkButton} to="/vendor/services/add">
            + {t('services.add')}
          </Link>
        }
      />
      <LoadState isPending={services.isPending} error={services.error} retry={() => void services.refetch()}>
        <div className={page.toolbar}>
          <input
            className={page.select}
            type="search"
            placeholder={t('services.searchHint')}
            aria-label={t('services.search')}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <select
            className={page.select}
            aria-label={t('col.status')}
            value={status}
            onChange={(e) => setStatus(e.target.value as typeof status)}
          >
            <option value="all">{t('services.allStatuses')}</option>
            <option value="Active">{t('serviceStatus.Active')}</option>
            <option value="Inactive">{t('serviceStatus.Inactive')}</option>
          </select>
          <span className={page.muted}>{t('services.count', { n: rows.length })}</span>
        </div>
        {rows.length === 0 ? (
          <EmptyState title={t('services.none')}>
            <Link className={page.linkButton} to="/vendor/services/add">
              {t('services.addFirst')}
            </Link>
          </EmptyState>
        ) : (
          <div className={page.tableWrap}>
            <table className={`${page.table} ${page.stack}`}>
              <thead>
                <tr>
                  {/* A header with text (axe empty-table-header), read by screen readers only. */}
                  <th>
                    <span className={page.srOnly}>{t('services.image')}</span>
                  </th>
                  <th>{t('services.colTitle')}</th>
                  <th>{t('services.operator')}</th>
                  <th className={page.num}>{t('services.payable')}</th>
                  <th>{t('col.status')}</th>
                  <th>{t('services.createdOn')}</th>
                  <th>{t('services.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((s) => {
                  const first = (s.document ?? '')
                    .split(',')
                    .map((x) => x.trim())
                    .filter(Boolean)[0];
                  return (
                    <tr key={s.Id} data-testid="service-row">
                      <td data-label={t('services.image')}>
                        {first ? (
                          <img
                            src={imageUrl('product', first)}
                            srcSet={uploadSrcSet(imageUrl('product', first))}
                            sizes="56px"
                            alt=""
                            width={56}
                            height={42}
                            loading="lazy"
                            style={{ width: 56, height: 42, objectFit: 'cover', borderRadius: 6 }}
                          />
                        ) : null}
                      </td>
                      <td data-label={t('services.colTitle')}>
                        <Link to={`/vendor/services/${s.Id}`}>{s.Title}</Link>
                        {s.ServiceName ? <div className={page.muted}>{s.ServiceName}</div> : null}
                      </td>
                      <td data-label={t('services.operator')}>{s.Operator_Name}</td>
                      <td data-label={t('services.payable')} className={page.num}>
                        {formatRupees(s.PayableAmt)}
                      </td>
                      <td data-label={t('col.status')}>
                        <StatusBadge status={s.Status} />
                      </td>
                      <td data-label={t('services.createdOn')} className={page.nowrap}>
                        {formatDate(s.CreateDate)}
                      </td>
                      <td data-label={t('services.actions')} className={page.nowrap}>
                        <Link to={`/vendor/services/${s.Id}`} aria-label={t('services.editOf', { what: s.Title })}>
                          {t('services.edit')}
                        </Link>
                        {' · '}
                        <Link
                          to={`/vendor/booking-package?service=${s.Id}`}
                          aria-label={t('services.packageBookingsOf', { what: s.Title })}
                        >
                          {t('services.packageBookings')}
                        </Link>
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
