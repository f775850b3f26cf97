import { useState } from 'react';
import { useLocation } from 'react-router';
import { errorMessage } from '@utsav/shared/api-client';
import { openOrderPayment, startPayment } from '@utsav/shared/payments-api';
import { PAYMENT_HOLD_MINUTES } from '@utsav/shared/refund-policy';
import { notify } from '@utsav/shared/toast';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import styles from '../../app/page.module.css';
import { useOrder } from '../../common/api/order';
import type { BookingStatusState } from '../../common/booking-status-state';
import { OrderView } from '../../common/components/order-view';

/**
 * /booking/status: where a placed package order lands (SPEC §2.1, §4). It shows the order it was handed (router
 * state, kept across a reload) as the server has it; with no order it is the not-found page, never a confirmation of
 * a booking that was not made. A package order awaiting payment offers 'Pay now' (docs/payments.md): the gateway
 * returns to My Booking → Package Booking with the result.
 */
export default function BookingStatusPage() {
  const state = (useLocation().state ?? null) as BookingStatusState | null;
  const order = useOrder(state?.orderId);
  const [paying, setPaying] = useState(false);
  if (!state?.orderId) return <NotFound />;
  if (order.isPending) return <Loading label="Loading your order…" />;
  if (order.isError) {
    return (
      <section className={styles.page}>
        <div className={styles.card} role="alert">
          <p className={styles.sub}>Your order {state.orderId} was placed, but we could not load it right now.</p>
          <button type="button" className={styles.textButton} onClick={() => void order.refetch()}>Try again</button>
        </div>
      </section>
    );
  }
  if (!order.data) return <NotFound />;
  const orderId = order.data.OrderId;
  const payable = order.data.BookingState === 'pending_payment';
  const pay = async () => {
    setPaying(true);
    try {
      await startPayment(await openOrderPayment(orderId), `${window.location.origin}/account/booking-package`);
    } catch (e) {
      notify.error(errorMessage(e, 'Could not start the payment'));
      setPaying(false);
    }
  };
  const lead = payable
    ? `Your package order is placed. Pay now to confirm it: the date is held for ${PAYMENT_HOLD_MINUTES} minutes while you pay.`
    : order.data.Status === 1 ? 'Thank you! Your booking has been placed successfully.' : 'This order was not completed.';
  return (
    <section className={styles.page}>
      <OrderView order={order.data} title="Booking Status" lead={lead} />
      {payable ? (
        <div className={styles.actions}>
          <button type="button" className={styles.linkButton} onClick={() => void pay()} disabled={paying}>{paying ? 'Opening payment…' : 'Pay now'}</button>
        </div>
      ) : null}
    </section>
  );
}
