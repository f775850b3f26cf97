import { Link } from 'react-router';
import { formatDate } from '@utsav/domain/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState, Loading } from '@utsav/ui/page-state';
import { ShowMore } from '@utsav/ui/show-more';
import panel from '../../../lib/panel.module.css';
import { useEnquiries } from '../api/enquiries';
import { useAppT } from '../../../i18n';

/** Enquiry (product §2.8): the customer's enquiries (Name, productName, Email, Mobile, Address, Date). */
export default function EnquirySection() {
  const { t } = useAppT();
  const enquiries = useEnquiries();
  const { isPending, isError, refetch } = enquiries;
  const rows = rowsOf(enquiries.data);
  return (
    <section className={panel.panel} aria-labelledby="enquiry-title">
      <div className={panel.head}>
        <div>
          <h1 id="enquiry-title" className={panel.title}>
            {t('nav.enquiry')}
          </h1>
          <p className={panel.subtitle}>{t('enquiry.subtitle')}</p>
        </div>
      </div>
      {isPending ? <Loading /> : null}
      {isError ? (
        <EmptyState title={t('enquiry.loadFailed')}>
          <button type="button" className={panel.ghost} onClick={() => void refetch()}>
            {t('common.tryAgain')}
          </button>
        </EmptyState>
      ) : null}
      {!isPending && !isError && rows.length === 0 ? (
        <EmptyState title={t('enquiry.none')}>
          <Link className={panel.button} to="/services/all">
            {t('enquiry.browse')}
          </Link>
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <div className={panel.tableWrap}>
          <table className={`${panel.table} ${panel.wide}`} aria-label={t('enquiry.label')}>
            <thead>
              <tr>
                <th>{t('common.name')}</th>
                <th>{t('enquiry.product')}</th>
                <th>{t('common.emailLabel')}</th>
                <th>{t('common.mobileLabel')}</th>
                <th>{t('common.address')}</th>
                <th>{t('common.date')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.Id} data-testid="enquiry-row">
                  <td data-label={t('common.name')} className={panel.strong}>
                    {e.Name}
                  </td>
                  <td data-label={t('enquiry.product')}>
                    {e.ProductId ? (
                      <Link to={`/services/details/${e.ProductId}`}>{e.productName}</Link>
                    ) : (
                      e.productName || '---'
                    )}
                  </td>
                  <td data-label={t('common.emailLabel')}>{e.Email}</td>
                  <td data-label={t('common.mobileLabel')} className={panel.nowrap}>
                    {e.Mobile}
                  </td>
                  <td data-label={t('common.address')}>{e.Address}</td>
                  <td data-label={t('common.date')} className={panel.nowrap}>
                    {formatDate(e.Date)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ShowMore
        what={t('enquiry.noun')}
        shown={rows.length}
        hasMore={enquiries.hasNextPage}
        loading={enquiries.isFetchingNextPage}
        failed={enquiries.isFetchNextPageError}
        onMore={() => void enquiries.fetchNextPage()}
      />
    </section>
  );
}
