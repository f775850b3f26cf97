import { startPayment, openOrderPayment } from '@utsav/shared/payments-api';
import type { TFunction } from '@utsav/shared/i18n';
import type { BookingRow } from '@utsav/domain/contract';
import { formatDate, formatRupees } from '@utsav/domain/format';
import { EmptyState } from '@utsav/ui/page-state';
import panel from '../../../lib/panel.module.css';
import styles from './bookings.module.css';
import { useAppT } from '../../../i18n';

/* The parts the bookings and package orders tables share: a failed load, the money line, the state's words and
   badge, and opening an order's payment. */

export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useAppT();
  return (
    <EmptyState title={t('bookings.loadFailed')}>
      <button type="button" className={panel.ghost} onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </EmptyState>
  );
}

/** Paid, due, refunded and (while awaiting payment) to pay, as the booking's payment records have them. */
export function moneyLine(
  t: TFunction,
  b: Pick<BookingRow, 'BookingState' | 'PaidAmt' | 'DueAmt' | 'RefundedAmt' | 'BalanceDueDate' | 'ToPayAmt'>,
) {
  if (b.BookingState === undefined) return null;
  const parts = [t('money.paid', { amount: formatRupees(b.PaidAmt ?? 0) })];
  if ((b.ToPayAmt ?? 0) > 0) parts.push(t('money.toPay', { amount: formatRupees(b.ToPayAmt ?? 0) }));
  if ((b.DueAmt ?? 0) > 0)
    parts.push(
      b.BalanceDueDate
        ? t('money.dueBy', { amount: formatRupees(b.DueAmt ?? 0), date: formatDate(b.BalanceDueDate) })
        : t('money.due', { amount: formatRupees(b.DueAmt ?? 0) }),
    );
  if ((b.RefundedAmt ?? 0) > 0) parts.push(t('money.refunded', { amount: formatRupees(b.RefundedAmt ?? 0) }));
  return (
    <span className={styles.money} data-testid="booking-money">
      {parts.join(' · ')}
    </span>
  );
}

/**
 * A booking's state in the customer's words from the catalogue, as the API's StatusLabel says it in
 * English ("Cancelled — refunded ₹…"); a state this version does not know keeps the API's words.
 */
export function stateLabel(
  t: TFunction,
  state: string | undefined,
  due: number | undefined,
  refunded: number | undefined,
  fallback: string,
): string {
  if (!state) return fallback === 'Booked' ? t('order.booked') : fallback === 'Failed' ? t('order.failed') : fallback;
  const key = state === 'confirmed' && (due ?? 0) > 0 ? 'balance_due' : state;
  const label = t(`state.${key}`, { defaultValue: fallback });
  if (!((refunded ?? 0) > 0)) return label;
  if (state === 'expired') return t('state.expiredRefunded', { amount: formatRupees(refunded ?? 0) });
  return state === 'cancelled' || state === 'declined'
    ? t('state.refunded', { status: label, amount: formatRupees(refunded ?? 0) })
    : label;
}

/** The badge class of a state: booked (green), awaiting payment (amber), closed (grey). */
export function stateClass(state: string | undefined, fallbackBooked: boolean) {
  if (!state) return fallbackBooked ? panel.booked : panel.failed;
  if (state === 'confirmed' || state === 'completed') return panel.booked;
  if (state === 'pending_payment') return styles.pending;
  return styles.closed;
}

/** Opens the payment of an order awaiting payment (or a package's balance), coming back to the order's page. */
export async function payOrder(orderId: string) {
  await startPayment(
    await openOrderPayment(orderId),
    `${window.location.origin}/booking/${encodeURIComponent(orderId)}`,
  );
}
