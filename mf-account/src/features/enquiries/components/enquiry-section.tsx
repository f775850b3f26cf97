import { Link } from 'react-router';
import { formatDate } from '@utsav/shared/format';
import { rowsOf } from '@utsav/shared/keyset-pages';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';
import { ShowMore } from '@utsav/shared/ui/show-more';
import panel from '../../../lib/panel.module.css';
import { useEnquiries } from '../api/enquiries';

/** Enquiry (product §2.8): the customer's enquiries (Name, productName, Email, Mobile, Address, Date). */
export default function EnquirySection() {
  const enquiries = useEnquiries();
  const { isPending, isError, refetch } = enquiries;
  const rows = rowsOf(enquiries.data);
  return (
    <section className={panel.panel} aria-labelledby="enquiry-title">
      <div className={panel.head}>
        <div>
          <h1 id="enquiry-title" className={panel.title}>Enquiry</h1>
          <p className={panel.subtitle}>Enquiries you sent about services and packages.</p>
        </div>
      </div>
      {isPending ? <Loading /> : null}
      {isError ? (
        <EmptyState title="We could not load your enquiries">
          <button type="button" className={panel.ghost} onClick={() => void refetch()}>Try again</button>
        </EmptyState>
      ) : null}
      {!isPending && !isError && rows.length === 0 ? (
        <EmptyState title="No enquiries yet">
          <Link className={panel.button} to="/services/all">Browse services</Link>
        </EmptyState>
      ) : null}
      {rows.length > 0 ? (
        <div className={panel.tableWrap}>
          <table className={`${panel.table} ${panel.wide}`} aria-label="Enquiries">
            <thead>
              <tr><th>Name</th><th>Product Name</th><th>Email</th><th>Mobile</th><th>Address</th><th>Date</th></tr>
            </thead>
            <tbody>
              {rows.map((e) => (
                <tr key={e.Id} data-testid="enquiry-row">
                  <td data-label="Name" className={panel.strong}>{e.Name}</td>
                  <td data-label="Product Name">
                    {e.ProductId ? <Link to={`/services/details/${e.ProductId}`}>{e.productName}</Link> : e.productName || '---'}
                  </td>
                  <td data-label="Email">{e.Email}</td>
                  <td data-label="Mobile" className={panel.nowrap}>{e.Mobile}</td>
                  <td data-label="Address">{e.Address}</td>
                  <td data-label="Date" className={panel.nowrap}>{formatDate(e.Date)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <ShowMore what="enquiries" shown={rows.length} hasMore={enquiries.hasNextPage} loading={enquiries.isFetchingNextPage}
        failed={enquiries.isFetchNextPageError} onMore={() => void enquiries.fetchNextPage()} />
    </section>
  );
}
