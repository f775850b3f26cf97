import { Link } from 'react-router';
import { TableWrap } from '../../components/table-wrap';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/domain/format';
import { imageUrl } from '@utsav/shared/runtime-config';
import { PackageImage } from '@utsav/ui/package-image';
import { Loading } from '@utsav/ui/page-state';
import { usePackages } from '../../api/admin-api';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { useAppT } from '../../i18n';

/** Every package, hidden ones too; the builder opens from here. */
export default function PackagesPage() {
  const { t } = useAppT();
  const packages = usePackages();
  return (
    <>
      <div className={page.head}>
        <div>
          <h1>{t('nav.packages')}</h1>
          <p className={page.sub}>{t('packages.sub')}</p>
        </div>
        <Link to="/admin/packages/new" className={ui.primaryLink}>
          {t('packages.new')}
        </Link>
      </div>
      {packages.isPending ? (
        <Loading label={t('packages.loading')} />
      ) : packages.isError ? (
        <p className={page.error} role="alert">
          {errorMessage(packages.error, t('packages.loadFailed'))}
        </p>
      ) : packages.data.length === 0 ? (
        <p className={ui.empty}>{t('packages.none')}</p>
      ) : (
        <TableWrap label={t('nav.packages')}>
          <table className={ui.table} aria-label={t('nav.packages')}>
            <thead>
              <tr>
                <th>{t('col.package')}</th>
                <th className={ui.num}>{t('col.total')}</th>
                <th className={ui.num}>{t('col.advance')}</th>
                <th className={ui.num}>{t('packages.groups')}</th>
                <th className={ui.num}>{t('nav.bookings')}</th>
                <th>{t('packages.shown')}</th>
              </tr>
            </thead>
            <tbody>
              {packages.data.map((k) => (
                <tr key={k.Id} data-testid="package-row">
                  <td data-label={t('col.package')}>
                    <span className={ui.thumbName}>
                      <PackageImage src={imageUrl('packageimage', k.Image)} className={ui.thumb} loading="lazy" />
                      <Link to={`/admin/packages/${k.Id}`}>{k.Name}</Link>
                    </span>
                  </td>
                  <td data-label={t('col.total')} className={ui.num}>
                    {formatRupees(k.Total)}
                  </td>
                  <td data-label={t('col.advance')} className={ui.num}>
                    {k.AdvancePercent} %
                  </td>
                  <td data-label={t('packages.groups')} className={ui.num}>
                    {k.Groups}
                  </td>
                  <td data-label={t('nav.bookings')} className={ui.num}>
                    {k.Bookings}
                  </td>
                  <td data-label={t('packages.shown')}>
                    <span className={ui.badge} data-tone={k.Listed ? 'good' : 'warn'}>
                      {k.Listed ? t('packages.listed') : t('common.hidden')}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </>
  );
}
