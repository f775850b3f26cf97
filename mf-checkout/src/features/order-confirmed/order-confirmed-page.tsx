import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@utsav/shared/api-client';
import { formatRupees } from '@utsav/domain/format';
import {
  openOrderBalancePayment,
  openOrderPayment,
  readPaymentReturn,
  startPayment,
  verifyPayment,
  withoutPaymentReturn,
  type PaymentCheckout,
} from '@utsav/shared/payments-api';
import { useRefundPolicyLines } from '@utsav/ui/refund-policy-lines';
import { notify } from '@utsav/shared/toast';
import { bus } from '@utsav/shared/bus';
import { cartQueryKey } from '@utsav/shared/cart-api';
import { NotFound } from '@utsav/ui/not-found';
import { Loading } from '@utsav/ui/page-state';
import styles from '../../app/page.module.css';
import { orderQuery, useOrder } from '../../common/api/order';
import { OrderView } from '../../common/components/order-view';
import own from '../../common/components/confirmation.module.css';
import { useAppT } from '../../i18n';

/**
 * /booking/{orderid} (product §2.7), for a service order (OD…) and a package order (PK…) alike: the signed-in customer's
 * order as its payment records have it (GET /GetOrder Payment). Coming back from the gateway it first verifies what
 * the gateway returned (or shows that the payment failed) — a payment that arrived after the order had expired is
 * said so, with its refund. Every unpaid order offers Pay until its hold ends; a confirmed order with a balance
 * offers Pay balance (each service booking's, or the package's). An unknown id or someone else's order is the
 * not-found page.
 */
export default function OrderConfirmedPage() {
  const { t } = useAppT();
  const policy = useRefundPolicyLines();
  const { orderid = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<string | null>(null);
  const [late, setLate] = useState<string | null>(null);
  const [verifying, setVerifying] = useState(() => readPaymentReturn(location.search)?.kind === 'paid');
  const [paying, setPaying] = useState<string | null>(null);
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
      .then(({ message, result }) => {
        if (result.Result === 'refunded') setLate(message || t('pay.late'));
        else {
          notify.success(message || t('pay.received'));
          // Paid: the order's lines left the cart on the server (docs/checkout-network.md); the header's count follows.
          bus.emit('cart:changed', {});
          void queryClient.invalidateQueries({ queryKey: cartQueryKey });
        }
      })
      .catch((e: unknown) => setFailed(errorMessage(e, t('pay.verifyFailed'))))
      .finally(() => {
        setVerifying(false);
        void queryClient.invalidateQueries({ queryKey: orderQuery(orderid, true).queryKey });
      });
  }, [location.pathname, location.search, navigate, orderid, queryClient, t]);

  const order = useOrder(orderid, !verifying);
  const payment = order.data?.Payment;
  const autoPay = useRef(new URLSearchParams(location.search).get('pay') === '1');

  const pay = async (key: string, open: () => Promise<PaymentCheckout>) => {
    setPaying(key);
    setFailed(null);
    try {
      await startPayment(await open(), `${window.location.origin}/booking/${encodeURIComponent(orderid)}`);
    } catch (e) {
      notify.error(errorMessage(e, t('pay.startFailed')));
      setPaying(null);
      void order.refetch();
    }
  };
  const payOrder = () => pay('order', () => openOrderPayment(orderid));

  // Straight from checkout (?pay=1): open the payment once the order shows it awaits payment.
  useEffect(() => {
    if (!autoPay.current || !payment || payment.AmountToPay <= 0) return;
    autoPay.current = false;
    void payOrder();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the order has loaded
  }, [payment?.AmountToPay]);

  if (verifying || order.isPending) return <Loading label={t('pay.loading')} />;
  if (order.isError) {
    return (
      <section className={styles.page}>
        <div className={styles.card} role="alert">
          <p className={styles.sub}>{t('pay.loadFailed')}</p>
          <button type="button" className={styles.textButton} onClick={() => void order.refetch()}>
            {t('pay.tryAgain')}
          </button>
        </div>
      </section>
    );
  }
  if (!order.data) return <NotFound />;
  const data = order.data;

  const notice = (
    <>
      {failed ? (
        <p role="alert" className={own.notice} data-testid="payment-failed">
          {t('pay.failed', { reason: failed })}
        </p>
      ) : null}
      {late ? (
        <p role="alert" className={own.notice} data-testid="payment-late">
          {late}
        </p>
      ) : null}
    </>
  );

  // Every line that owes, in one payment (docs/payments.md "One balance payment per order"); each line's own due and
  // day stay on the order below.
  const orderBalance = (lines: { CanPayBalance: boolean; DueAmt: number }[]) => {
    const due = lines.filter((b) => b.CanPayBalance).reduce((sum, b) => sum + Math.round(b.DueAmt * 100), 0) / 100;
    return due > 0
      ? [
          {
            key: 'balance-order',
            label: t('pay.balance', { amount: formatRupees(due) }),
            name: t('pay.balanceFor', { amount: formatRupees(due), what: data.OrderId }),
            open: () => openOrderBalancePayment(orderid),
          },
        ]
      : [];
  };
  const balances = payment
    ? data.Kind === 'package'
      ? payment.Bookings.filter((b) => b.CanPayBalance).map((b) => ({
          key: `balance-${b.BookingId}`,
          label: t('pay.balance', { amount: formatRupees(b.DueAmt) }),
          name: t('pay.balanceFor', { amount: formatRupees(b.DueAmt), what: data.OrderId }),
          open: () => openOrderPayment(orderid),
        }))
      : orderBalance(payment.Bookings)
    : [];

  const actions =
    payment && (payment.AmountToPay > 0 || balances.length > 0) ? (
      <>
        <div className={own.payActions}>
          {payment.AmountToPay > 0 ? (
            <button
              type="button"
              className={own.payButton}
              onClick={() => void payOrder()}
              disabled={paying !== null}
              data-testid="pay-order"
            >
              {paying === 'order'
                ? t('pay.opening')
                : failed
                  ? t('pay.retry')
                  : t('pay.pay', { amount: formatRupees(payment.AmountToPay) })}
            </button>
          ) : null}
          {balances.map((b) => (
            <button
              key={b.key}
              type="button"
              className={own.payButton}
              onClick={() => void pay(b.key, b.open)}
              disabled={paying !== null}
              aria-label={b.name}
            >
              {paying === b.key ? t('pay.opening') : b.label}
            </button>
          ))}
        </div>
        {payment.AmountToPay > 0 ? (
          <details className={styles.sub}>
            <summary>{t('checkout.policy')}</summary>
            <ul className={own.policy}>
              {policy.map((l) => (
                <li key={l}>{l}</li>
              ))}
            </ul>
          </details>
        ) : null}
      </>
    ) : null;

  return (
    <section className={styles.page}>
      <OrderView order={data} notice={notice} actions={actions} />
    </section>
  );
}
