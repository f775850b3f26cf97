import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import { useBooking } from '../../api/admin-api';
import { isNotFound } from '../../components/is-not-found';
import { StateBadge } from '../../components/state-badge';
import { CancelBookingDialog } from './cancel-booking-dialog';
import ui from '../../components/admin-ui.module.css';
import page from '../../components/page.module.css';
import { VerifiedMark } from '../../components/verified-mark';

/** One booking: customer and vendor, money, every payment and refund, and its credit notes. */
export default function BookingDetailPage() {
  const id = Number(useParams().id);
  const booking = useBooking(Number.isInteger(id) ? id : 0);
  const [cancelling, setCancelling] = useState(false);
  if (!Number.isInteger(id) || id < 1) return <NotFound />;
  if (booking.isPending) return <Loading label="Loading the booking…" />;
  if (booking.isError) return isNotFound(booking.error) ? <NotFound /> : <p className={page.error} role="alert">{errorMessage(booking.error, 'Could not load the booking')}</p>;
  const b = booking.data;
  return (
    <>
      <Link to="/admin/bookings" className={page.back}>← Bookings</Link>
      <div className={page.head}>
        <div>
          <h1>{b.BookingNo}</h1>
          <p className={page.sub}>{b.Title} · order {b.OrderId} · event {formatDate(b.BookingOnDate)}</p>
        </div>
        <div className={ui.actions}>
          <StateBadge state={b.BookingState} />
          {b.CancelOptions ? <button type="button" className={ui.danger} onClick={() => setCancelling(true)}>Cancel booking</button> : null}
        </div>
      </div>
      {b.CancelOptions ? <CancelBookingDialog booking={b} options={b.CancelOptions} open={cancelling} onClose={() => setCancelling(false)} /> : null}
      <dl className={page.cards}>
        <div className={page.card}><dt>Billing</dt><dd>{formatRupees(b.BillingAmt)}</dd></div>
        <div className={page.card}><dt>Paid</dt><dd data-testid="paid">{formatRupees(b.PaidAmt)}</dd></div>
        <div className={page.card}><dt>Refunded</dt><dd data-testid="refunded">{formatRupees(b.RefundedAmt)}</dd></div>
        <div className={page.card}><dt>Commission</dt><dd>{formatRupees(b.CommissionAmt)}</dd></div>
      </dl>
      <section className={page.panel}>
        <h2>Customer and vendor</h2>
        <dl className={page.facts}>
          <dt>Customer</dt><dd>{b.Customer.Name} · {b.Customer.Mobile} · {b.Customer.Email}</dd>
          <dt>Address</dt><dd>{b.Customer.Address}, {b.Customer.City}, {b.Customer.State} {b.Customer.Pin}</dd>
          {b.Customer.Account ? <><dt>Account</dt><dd>{b.Customer.Account.Phone}<VerifiedMark verified={b.Customer.Account.PhoneVerified} what="Mobile" /><VerifiedMark verified={b.Customer.Account.EmailVerified} what="Email" /></dd></> : null}
          <dt>Vendor</dt><dd><Link to={`/admin/vendors/${b.Vendor.Id}`}>{b.Vendor.Name}</Link></dd>
          <dt>Payment</dt><dd>{b.PaymentType === 'advance' ? 'Advance, then balance' : 'In full'}</dd>
        </dl>
      </section>
      <section className={page.panel}>
        <h2>Payments</h2>
        {b.Payments.length === 0 ? <p className={ui.muted}>No payment yet.</p> : (
          <table className={ui.table} aria-label="Payments">
            <thead><tr><th>Payment</th><th>Method</th><th>Status</th><th>When</th><th className={ui.num}>Amount</th></tr></thead>
            <tbody>{b.Payments.map((p) => <tr key={p.PaymentId}><td>{p.PaymentId}</td><td>{p.Method || '—'}</td><td><StateBadge state={p.Status} /></td><td>{formatDate(p.At)}</td><td className={ui.num}>{formatRupees(p.Amount)}</td></tr>)}</tbody>
          </table>
        )}
      </section>
      <section className={page.panel}>
        <h2>Refunds and credit notes</h2>
        {b.Refunds.length === 0 ? <p className={ui.muted}>No refunds.</p> : (
          <table className={ui.table} aria-label="Refunds">
            <thead><tr><th>Reason</th><th>Status</th><th>When</th><th className={ui.num}>Amount</th></tr></thead>
            <tbody>{b.Refunds.map((r) => <tr key={r.Id}><td>{r.Reason.replace(/_/g, ' ')}</td><td><StateBadge state={r.Status} /></td><td>{formatDate(r.At)}</td><td className={ui.num}>{formatRupees(r.Amount)}</td></tr>)}</tbody>
          </table>
        )}
        {b.CreditNotes.length > 0 ? <p className={ui.muted}>Credit notes: {b.CreditNotes.map((c) => c.CreditNoteNo).join(', ')}</p> : null}
      </section>
    </>
  );
}
