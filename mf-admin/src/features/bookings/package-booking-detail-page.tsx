import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PackageCreditNotes } from '@utsav/shared/ui/package-credit-notes';
import { CancelBookingDialog } from './cancel-booking-dialog';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import { usePackageBooking } from '../../api/admin-api';
import { isNotFound } from '../../components/is-not-found';
import { StateBadge } from '../../components/state-badge';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';

/** One package order: customer, each service with its vendor, payments and refunds. */
export default function PackageBookingDetailPage() {
  const id = Number(useParams().id);
  const booking = usePackageBooking(Number.isInteger(id) ? id : 0);
  const [cancelling, setCancelling] = useState(false);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (booking.isPending) return <Loading label="Loading the package booking…" />;
  if (booking.isError) return isNotFound(booking.error) ? <NotFound /> : <p className={page.error} role="alert">{errorMessage(booking.error, 'Could not load the package booking')}</p>;
  const k = booking.data;
  return (
    <>
      <Link to="/admin/package-bookings" className={page.back}>← Package bookings</Link>
      <div className={page.head}>
        <div>
          <h1>{k.OrderId}</h1>
          <p className={page.sub}>{k.PackageName} · {k.BookingFor} · event {formatDate(k.BookingOnDate)}</p>
        </div>
        <div className={ui.actions}>
          <StateBadge state={k.BookingState} />
          {k.CancelOptions ? <button type="button" className={ui.danger} onClick={() => setCancelling(true)}>Cancel package</button> : null}
        </div>
      </div>
      {k.CancelOptions ? (
        <CancelBookingDialog booking={{ BookingId: k.BookingId, BookingNo: k.OrderId, Title: k.PackageName }} kind="package" options={k.CancelOptions} open={cancelling} onClose={() => setCancelling(false)} />
      ) : null}
      <dl className={page.cards}>
        <div className={page.card}><dt>Total</dt><dd>{formatRupees(k.Total)}</dd></div>
        <div className={page.card}><dt>Advance</dt><dd>{formatRupees(k.AdvanceAmt)}</dd></div>
        <div className={page.card}><dt>Paid</dt><dd>{formatRupees(k.PaidAmt)}</dd></div>
        <div className={page.card}><dt>Refunded</dt><dd>{formatRupees(k.RefundedAmt)}</dd></div>
      </dl>
      <section className={page.panel}>
        <h2>Customer</h2>
        <dl className={page.facts}>
          <dt>Name</dt><dd>{k.Customer.Name} · {k.Customer.Mobile} · {k.Customer.Email}</dd>
          <dt>Address</dt><dd>{k.Customer.Address}, {k.Customer.City}, {k.Customer.State} {k.Customer.Pin}</dd>
          {k.Customer.Account ? <><dt>Account</dt><dd>{k.Customer.Account.Phone}<VerifiedMark verified={k.Customer.Account.PhoneVerified} what="Mobile" /><VerifiedMark verified={k.Customer.Account.EmailVerified} what="Email" /></dd></> : null}
          <dt>Payment</dt><dd>{k.PaymentType === 'advance' ? 'Advance, then balance' : 'In full'}</dd>
        </dl>
      </section>
      <section className={page.panel}>
        <h2>Services</h2>
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label="Services">
            <thead><tr><th>Service</th><th>Booked</th><th>Vendor</th><th>State</th><th className={ui.num}>Value</th></tr></thead>
            <tbody>{k.Services.map((s, i) => <tr key={i}><td>{s.Service}</td><td>{s.Title}</td><td><Link to={`/admin/vendors/${s.VendorId}`}>{s.Vendor}</Link></td><td>{s.State === 'active' ? 'booked' : s.State}</td><td className={ui.num}>{formatRupees(s.PayableAmt)}</td></tr>)}</tbody>
          </table>
        </div>
      </section>
      <section className={page.panel}>
        <h2>Payments and refunds</h2>
        {k.Payments.length === 0 ? <p className={ui.muted}>No payment yet.</p> : (
          <table className={ui.table} aria-label="Payments">
            <thead><tr><th>Payment</th><th>Method</th><th>Status</th><th>When</th><th className={ui.num}>Amount</th></tr></thead>
            <tbody>{k.Payments.map((p) => <tr key={p.PaymentId}><td>{p.PaymentId}</td><td>{p.Method || '—'}</td><td><StateBadge state={p.Status} /></td><td>{formatDate(p.At)}</td><td className={ui.num}>{formatRupees(p.Amount)}</td></tr>)}</tbody>
          </table>
        )}
        {k.Refunds.length > 0 ? (
          <table className={ui.table} aria-label="Refunds">
            <thead><tr><th>Reason</th><th>Status</th><th>When</th><th className={ui.num}>Amount</th></tr></thead>
            <tbody>{k.Refunds.map((r) => <tr key={r.Id}><td>{r.Reason.replace(/_/g, ' ')}</td><td><StateBadge state={r.Status} /></td><td>{formatDate(r.At)}</td><td className={ui.num}>{formatRupees(r.Amount)}</td></tr>)}</tbody>
          </table>
        ) : <p className={ui.muted}>No refunds.</p>}
        <PackageCreditNotes notes={k.CreditNotes} />
      </section>
    </>
  );
}
