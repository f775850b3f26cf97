import { useParams } from 'react-router-dom';
import { NotFound } from '@utsav/shared/ui/not-found';
import { Loading } from '@utsav/shared/ui/page-state';
import styles from '../../app/page.module.css';
import { useOrder } from '../../common/api/order';
import { OrderView } from '../../common/components/order-view';

/**
 * /booking/{orderid} (SPEC §2.7): the signed-in customer's order as the server has it — 'Your Order is Confirmed'
 * only when it is. An unknown id or someone else's order is the not-found page.
 */
export default function OrderConfirmedPage() {
  const { orderid = '' } = useParams();
  const order = useOrder(orderid);
  if (order.isPending) return <Loading label="Loading your order…" />;
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
  return (
    <section className={styles.page}>
      <OrderView order={order.data} />
    </section>
  );
}
