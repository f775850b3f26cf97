import { useLocation } from 'react-router-dom';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import styles from '../../app/page.module.css';
import { useOrder } from '../../common/api/order';
import type { BookingStatusState } from '../../common/booking-status-state';
import { OrderView } from '../../common/components/order-view';

/**
 * /booking/status: where a successful booking or package order lands (SPEC §2.1, §4). It shows the order it was
 * handed (router state, kept across a reload) as the server has it; with no order it is the not-found page, never a
 * confirmation of a booking that was not made.
 */
export default function BookingStatusPage() {
  const state = (useLocation().state ?? null) as BookingStatusState | null;
  const order = useOrder(state?.orderId);
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
  return (
    <section className={styles.page}>
      <OrderView
        order={order.data}
        title="Booking Status"
        lead={order.data.Status === 1 ? 'Thank you! Your booking has been placed successfully.' : 'This order was not completed.'}
      />
    </section>
  );
}
