import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { formatDate, formatRupees } from '@utsav/shared/format';
import { bookingStateLabel, openOrderPayment, readPaymentReturn, startPayment, verifyPayment, withoutPaymentReturn } from '@utsav/shared/payments-api';
import { REFUND_POLICY_LINES } from '@utsav/shared/refund-policy';
import { notify } from '@utsav/shared/toast';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import styles from '../../app/page.module.css';
import { orderQuery, useOrder } from '../../common/api/order';
import { OrderView } from '../../common/components/order-view';
import own from '../../common/components/confirmation.module.css';

const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/**
 * /booking/{orderid} (SPEC §2.7): the signed-in customer's order as the server has it (GET /GetOrder). Coming back
 * from the payment gateway it first verifies what the gateway returned (or shows that the payment failed), then
 * shows the order: awaiting payment (the hold's end and Pay), 'Your Order is Confirmed' only when it is (paid and
 * due), or expired. An unknown id or someone else's order is the not-found page.
 */
export default function OrderConfirmedPage() {
  const { orderid = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(() => readPaymentReturn(location.search)?.kind === 'paid');
  const [paying, setPaying] = useState(false);
  const handled = useRef(false);

  useEffect(() => {
    if (handled.current) return;
    const back = readPaymentReturn(location.search);
    if (!back) return;
    handled.current = true;
    navigate({ pathname: location.pathname, search: withoutPaymentReturn(location.search) }, { replace: true });
    if (back.kind === 'failed') {
      setFailed(back.message);
      return;
    }
    verifyPayment(back.params)
      .then(({ message }) => notify.success(message || 'Payment received'))
      .catch((e: unknown) => setFailed(errorMessage(e, 'Payment verification failed')))
      .finally(() => {
        setVerifying(false);
        void queryClient.invalidateQueries({ queryKey: orderQuery(orderid, true).queryKey });
      });
  }, [location.pathname, location.search, navigate, orderid, queryClient]);

  const order = useOrder(orderid, !verifying);
  const payment = order.data?.Payment;
  const autoPay = useRef(new URLSearchParams(location.search).get('pay') === '1');

  const pay = async () => {
    setPaying(true);
    setFailed(null);
    try {
      const checkout = await openOrderPayment(orderid);
      await startPayment(checkout, `${window.location.origin}/booking/${encodeURIComponent(orderid)}`);
    } catch (e) {
      notify.error(errorMessage(e, 'Could not start the payment'));
      setPaying(false);
      void order.refetch();
    }
  };

  // Straight from checkout (?pay=1): open the payment once the order shows it awaits payment.
  useEffect(() => {
    if (!autoPay.current || payment?.State !== 'pending_payment') return;
    autoPay.current = false;
    void pay();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the order has loaded
  }, [payment?.State]);

  if (verifying || order.isPending) return <Loading label="Loading your order…" />;
  if (order.isError) {
    return (
      <section className={styles.page}>
        <div className={styles.card} role="alert">
          <p className={styles.sub}>We could not load this order right now.</p>
          <button type="button" className={styles.textButton} onClick={() => void order.refetch()}>Try again</button>
        </div>
      </section>
    );
  }
  if (!order.data) return <NotFound />;
  const failure = failed ? <p role="alert" className={own.lead} data-testid="payment-failed">Payment failed: {failed}. You can try again.</p> : null;

  if (payment && (payment.State === 'pending_payment' || payment.State === 'expired')) {
    const pending = payment.State === 'pending_payment';
    return (
      <section className={styles.page}>
        <div className={`${styles.card} ${own.panel}`} data-testid="order-page" data-state={payment.State}>
          <h1 className={styles.title}>{pending ? 'Complete your payment' : 'This order has expired'}</h1>
          <p className={own.order}>Order ID <strong data-testid="order-id">{order.data.OrderId}</strong></p>
          {failure}
          {pending ? (
            <>
              <p className={own.lead}>
                Pay <strong data-testid="amount-to-pay">{formatRupees(payment.AmountToPay)}</strong>{order.data.PaymentType === 'advance' ? ' (advance)' : ''} to confirm your booking.
              </p>
              {payment.HoldExpiresAt ? <p className={styles.sub}>Your dates are held until {timeOf(payment.HoldExpiresAt)} (IST).</p> : null}
              <div className={styles.actions}>
                <button type="button" className={styles.linkButton} onClick={() => void pay()} disabled={paying}>
                  {paying ? 'Opening payment…' : failed ? 'Retry payment' : `Pay ${formatRupees(payment.AmountToPay)}`}
                </button>
              </div>
            </>
          ) : (
            <p className={styles.sub}>The payment time ran out and the dates were released. Please book again.</p>
          )}
          <ul className={own.plainList} aria-label="Booked services">
            {payment.Bookings.map((b) => (
              <li key={b.BookingId} data-testid="order-booking">
                {b.Title} · {formatDate(b.BookingOnDate)} · <strong>{bookingStateLabel(b.BookingState, b.DueAmt)}</strong>
              </li>
            ))}
          </ul>
          {pending ? (
            <details className={styles.sub}>
              <summary>Cancellation and refund policy</summary>
              <ul className={own.policy}>{REFUND_POLICY_LINES.map((l) => <li key={l}>{l}</li>)}</ul>
            </details>
          ) : null}
          <div className={styles.actions}>
            <Link to="/" className={`${styles.linkButton} ${styles.linkSecondary}`}>Home</Link>
            <Link to="/account/booking" className={styles.linkButton}>My Bookings</Link>
          </div>
        </div>
      </section>
    );
  }

  const due = payment ? payment.Bookings.reduce((s, b) => s + b.DueAmt, 0) : 0;
  const paidLine = payment && payment.PaidAmt > 0 ? (
    <span data-testid="order-paid">
      Paid {formatRupees(payment.PaidAmt)}{due > 0 ? ` · balance ${formatRupees(due)} due before the event (pay it from My Bookings)` : ''}.
    </span>
  ) : undefined;
  return (
    <section className={styles.page} data-testid="order-page" data-state={payment?.State ?? (order.data.Status === 1 ? 'confirmed' : 'failed')}>
      {failure}
      <OrderView order={order.data} lead={paidLine} />
    </section>
  );
}
