import { useState } from 'react';
import type { CartItem } from '@utsav/domain/contract';
import { formatRupees } from '@utsav/domain/format';
import { SubmitButton } from '@utsav/ui/form';
import styles from '../../../app/page.module.css';
import { hasUnavailable, type CartAvailability } from '../../../common/api/cart-availability';
import { CartLine } from '../../../common/components/cart-line';
import { DateChangeForm } from '../../../common/components/date-change-form';
import { useAppT } from '../../../i18n';

/** GST per rate present in the order (paise-exact sums of the server's line figures), highest rate last. */
export function gstByRate(items: readonly Pick<CartItem, 'gst' | 'gstAmt'>[]): { rate: number; amount: number }[] {
  const paise = new Map<number, number>();
  for (const i of items) paise.set(Number(i.gst), (paise.get(Number(i.gst)) ?? 0) + Math.round(Number(i.gstAmt) * 100));
  return [...paise.entries()].sort((a, b) => a[0] - b[0]).map(([rate, p]) => ({ rate, amount: p / 100 }));
}

export interface OrderSummaryProps {
  quote: CartAvailability;
  /** Advance for the chosen payment type: 0 for full, the server's TotalAdvanceBooking for advance (product §4). */
  advance: number;
  /** The amount charged now: the server's TotalAmount (full) or TotalAdvanceBooking (advance). */
  dueNow: number;
  paymentChosen: boolean;
  addressChosen: boolean;
  refreshing: boolean;
  placing: boolean;
  onRemove: (item: CartItem) => void;
  removingId?: number;
  /** Change one line's date / every line's date (explicit requests; the new availability shows after them). */
  onChangeDate?: (item: CartItem, bookingDate: string) => void;
  onMoveAll?: (bookingDate: string) => void;
  changingId?: number | 'all';
}

/** Items and the server's totals (every figure as the /checkCartAvailability reply gives it), and 'Place Order'. */
export function OrderSummary({
  quote,
  advance,
  dueNow,
  paymentChosen,
  addressChosen,
  refreshing,
  placing,
  onRemove,
  removingId,
  onChangeDate,
  onMoveAll,
  changingId,
}: OrderSummaryProps) {
  const { t } = useAppT();
  const blocked = hasUnavailable(quote.CartList);
  const [moveAll, setMoveAll] = useState(false);
  const rates = gstByRate(quote.CartList);
  const firstDate = quote.CartList.map((i) => i.BookingDate.slice(0, 10)).sort()[0] ?? '';
  return (
    <div className={`${styles.card} ${styles.sticky}`} aria-busy={refreshing || undefined}>
      <h2 className={styles.cardTitle}>{t('summary.title')}</h2>
      {blocked ? (
        <p className={styles.warning} role="alert">
          <span aria-hidden="true">⚠</span> {t('summary.removeUnavailable')}
        </p>
      ) : null}
      <ul className={styles.list} aria-label={t('summary.services')}>
        {quote.CartList.map((item) => (
          <CartLine
            key={item.CartId}
            item={item}
            compact
            onRemove={onRemove}
            removing={removingId === item.CartId}
            onChangeDate={onChangeDate}
            changingDate={changingId === item.CartId}
          />
        ))}
      </ul>
      {onMoveAll && quote.CartList.length > 1 ? (
        moveAll ? (
          <DateChangeForm
            label={t('cart.oneDate')}
            submitLabel={t('cart.moveAll')}
            initial={firstDate}
            pending={changingId === 'all'}
            onSubmit={(d) => {
              onMoveAll(d);
              setMoveAll(false);
            }}
            onCancel={() => setMoveAll(false)}
          />
        ) : (
          <button type="button" className={styles.textButton} onClick={() => setMoveAll(true)}>
            {t('cart.everyOnOne')}
          </button>
        )
      ) : null}
      <table className={styles.totals} aria-label={t('summary.totals')} data-testid="checkout-totals">
        <tbody>
          <tr>
            <th scope="row">{t('summary.offerTotal')}</th>
            <td data-testid="total-offer">{formatRupees(quote.TotalOfferAmount)}</td>
          </tr>
          {rates.length <= 1 ? (
            <tr>
              <th scope="row">{t('summary.gst', { rate: rates[0]?.rate ?? 18 })}</th>
              <td data-testid="total-tax">{formatRupees(quote.TotalTaxAmount)}</td>
            </tr>
          ) : (
            rates.map((r) => (
              <tr key={r.rate}>
                <th scope="row">{t('summary.gst', { rate: r.rate })}</th>
                <td data-testid={`total-tax-${r.rate}`}>{formatRupees(r.amount)}</td>
              </tr>
            ))
          )}
          <tr>
            <th scope="row">{t('summary.withGst')}</th>
            <td data-testid="total-gst">{formatRupees(quote.TotalAmountGst)}</td>
          </tr>
          <tr>
            <th scope="row">{t('summary.extra')}</th>
            <td data-testid="total-extra">{formatRupees(quote.TotalExtraCharges)}</td>
          </tr>
          <tr className={styles.grand}>
            <th scope="row">{t('summary.total')}</th>
            <td data-testid="total-amount">{formatRupees(quote.TotalAmount)}</td>
          </tr>
          <tr>
            <th scope="row">{t('summary.advance')}</th>
            <td data-testid="total-advance">{formatRupees(advance)}</td>
          </tr>
          <tr className={styles.due}>
            <th scope="row">{t('summary.payableNow')}</th>
            <td data-testid="total-due">{paymentChosen ? formatRupees(dueNow) : '---'}</td>
          </tr>
        </tbody>
      </table>
      {addressChosen ? null : <p className={styles.hint}>{t('summary.travelHint')}</p>}
      <SubmitButton block loading={placing} form="checkout-form">
        {t('summary.place')}
      </SubmitButton>
    </div>
  );
}
