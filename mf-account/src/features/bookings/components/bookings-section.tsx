import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingRow } from '@utsav/shared/api-types';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { EmptyState, Loading } from '@utsav/shared/ui/page-state';
import { Stars } from '@utsav/shared/ui/stars';
import panel from '../../../lib/panel.module.css';
import { useBookings, usePackageOrders } from '../api/bookings';
import { bookingStatusLabel } from '../../../lib/booking-status';
import { ReviewModal } from './review-modal';
import styles from './bookings.module.css';

type Tab = 'booking' | 'booking-package';

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState title="We could not load your bookings">
      <button type="button" className={panel.ghost} onClick={onRetry}>Try again</button>
    </EmptyState>
  );
}

function BookingTable({ onReview }: { onReview: (b: BookingRow) => void }) {
  const { data: rows = [], isPending, isError, refetch } = useBookings();
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title="No bookings yet">
        <Link className={panel.button} to="/services/all">Explore services</Link>
      </EmptyState>
    );
  return (
    <div className={panel.tableWrap}>
      <table className={`${panel.table} ${panel.wide}`} aria-label="Bookings">
        <thead>
          <tr>
            <th>Booking No</th><th>Order Id</th><th>Booking On</th><th>Status</th><th className={panel.num}>Total Amount</th><th>Rating</th><th>Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => {
            const status = bookingStatusLabel(b.Status);
            const rating = Number(b.rating) || 0;
            return (
              <tr key={b.BookingId} data-testid="booking-row">
                <td data-label="Booking No">
                  <span className={panel.strong}>{b.BookingNo}</span>
                  {b.Title ? <span className={styles.rowTitle}>{b.Title}</span> : null}
                </td>
                <td data-label="Order Id" className={panel.nowrap}>{b.OrderId}</td>
                <td data-label="Booking On" className={panel.nowrap}>{formatDate(b.BookingOnDate)}</td>
                <td data-label="Status"><span className={status === 'Booked' ? panel.booked : panel.failed}>{status}</span></td>
                <td data-label="Total Amount" className={`${panel.num} ${panel.strong}`}>{formatRupees(b.TotalBookingAmt)}</td>
                <td data-label="Rating">{rating > 0 ? <Stars rating={rating} /> : <span className={panel.muted}>Not rated</span>}</td>
                <td data-label="Action">
                  <div className={panel.actions}>
                    {status === 'Booked' && rating === 0 ? (
                      <button type="button" className={`${panel.ghost} ${panel.small}`} onClick={() => onReview(b)} aria-label={`Review ${b.BookingNo}`}>★ Review</button>
                    ) : null}
                    <Link className={`${panel.button} ${panel.small}`} to={`/account/booking/${encodeURIComponent(b.BookingNo)}`} aria-label={`Invoice ${b.BookingNo}`}>Invoice</Link>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PackageTable() {
  const { data: rows = [], isPending, isError, refetch } = usePackageOrders();
  if (isPending) return <Loading />;
  if (isError) return <LoadError onRetry={() => void refetch()} />;
  if (rows.length === 0)
    return (
      <EmptyState title="No package bookings yet">
        <Link className={panel.button} to="/packages/all">Explore packages</Link>
      </EmptyState>
    );
  return (
    <div className={panel.tableWrap}>
      <table className={panel.table} aria-label="Package bookings">
        <thead>
          <tr>
            <th>Booking Id</th><th>Order Id</th><th>Package Name</th><th>Booked On</th><th className={panel.num}>Package Total</th><th>Action</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.BookingId} data-testid="package-row">
              <td data-label="Booking Id" className={panel.strong}>{p.BookingId}</td>
              <td data-label="Order Id" className={panel.nowrap}>{p.OrderId}</td>
              <td data-label="Package Name">{p.PackageName}</td>
              <td data-label="Booked On" className={panel.nowrap}>{formatDate(p.CreateOn)}</td>
              <td data-label="Package Total" className={`${panel.num} ${panel.strong}`}>{formatRupees(p.PackageTotal)}</td>
              <td data-label="Action">
                <Link className={`${panel.button} ${panel.small}`} to={`/account/booking-package/${p.BookingId}`} aria-label={`Invoice ${p.OrderId}`}>Invoice</Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** My Booking (SPEC §2.8): tabs Booking and Package Booking. */
export default function BookingsSection({ tab }: { tab: Tab }) {
  const [reviewing, setReviewing] = useState<BookingRow | null>(null);
  return (
    <section className={panel.panel} aria-labelledby="bookings-title">
      <div className={panel.head}>
        <div>
          <h1 id="bookings-title" className={panel.title}>My Booking</h1>
          <p className={panel.subtitle}>Your service and package bookings, reviews and invoices.</p>
        </div>
      </div>
      <nav className={styles.tabs} aria-label="Booking type">
        <Link to="/account/booking" className={tab === 'booking' ? styles.tabActive : styles.tab} aria-current={tab === 'booking' ? 'page' : undefined}>Booking</Link>
        <Link to="/account/booking-package" className={tab === 'booking-package' ? styles.tabActive : styles.tab} aria-current={tab === 'booking-package' ? 'page' : undefined}>Package Booking</Link>
      </nav>
      {tab === 'booking' ? <BookingTable onReview={setReviewing} /> : <PackageTable />}
      <ReviewModal booking={reviewing} onClose={() => setReviewing(null)} />
    </section>
  );
}
