import { Link } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/shared/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { Loading } from '@utsav/shared/ui/page-state';
import { usePackages } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';

/** Every package, hidden ones too; the builder opens from here. */
export default function PackagesPage() {
  const packages = usePackages();
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>Packages</h1>
          <p className={page.sub}>What the storefront&apos;s packages and the package pages offer.</p>
        </div>
        <Link to="/admin/packages/new" className={ui.primaryLink}>New package</Link>
      </div>
      {packages.isPending ? <Loading label="Loading packages…" /> : packages.isError ? <p className={page.error} role="alert">{errorMessage(packages.error, 'Could not load the packages')}</p> : packages.data.length === 0 ? (
        <p className={ui.empty}>No packages yet. Build the first one.</p>
      ) : (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Packages">
            <thead><tr><th>Package</th><th className={ui.num}>Total</th><th className={ui.num}>Advance</th><th className={ui.num}>Groups</th><th className={ui.num}>Bookings</th><th>Shown</th></tr></thead>
            <tbody>
              {packages.data.map((k) => (
                <tr key={k.Id} data-testid="package-row">
                  <td data-label="Package"><span className={ui.thumbName}><img src={imageUrl('packageimage', k.Image)} alt="" className={ui.thumb} loading="lazy" /><Link to={`/admin/packages/${k.Id}`}>{k.Name}</Link></span></td>
                  <td data-label="Total" className={ui.num}>{formatRupees(k.Total)}</td>
                  <td data-label="Advance" className={ui.num}>{k.AdvancePercent} %</td>
                  <td data-label="Groups" className={ui.num}>{k.Groups}</td>
                  <td data-label="Bookings" className={ui.num}>{k.Bookings}</td>
                  <td data-label="Shown"><span className={ui.badge} data-tone={k.Listed ? 'good' : 'warn'}>{k.Listed ? 'Listed' : 'Hidden'}</span></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
