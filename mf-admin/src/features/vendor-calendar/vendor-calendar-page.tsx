import { Link, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import { VendorCalendarEditor } from '@utsav/ui/vendor-calendar-editor';
import { istToday } from '@utsav/domain/vendor-calendar';
import { useVendor } from '../../api/admin-api';
import { isNotFound } from '../../components/is-not-found';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

/**
 * /admin/vendors/:id/calendar: the operator sees and edits a vendor's calendar on their behalf — the
 * vendor's own editor on the operator's routes; every change is in the audit log (calendar.*).
 */
export default function VendorCalendarPage() {
  const { t } = useAppT();
  const id = Number(useParams().id);
  const vendor = useVendor(id);
  if (!(id > 0)) return <NotFound />;
  if (vendor.isPending) return <Loading />;
  if (vendor.isError)
    return isNotFound(vendor.error) ? (
      <NotFound />
    ) : (
      <p className={page.error} role="alert">
        {errorMessage(vendor.error, t('vendor.loadFailed'))}
      </p>
    );
  return (
    <>
      <Link to={`/admin/vendors/${id}`} className={page.back}>
        ← {vendor.data.Name}
      </Link>
      <div className={page.head}>
        <div>
          <h1>{t('calendar.title', { name: vendor.data.Name })}</h1>
          <p className={page.sub}>{t('calendar.sub')}</p>
        </div>
      </div>
      <VendorCalendarEditor owner={{ vendorId: id }} today={istToday()} />
    </>
  );
}
