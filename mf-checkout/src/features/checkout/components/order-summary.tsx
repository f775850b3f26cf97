import { useState } from 'react';
import type { CartItem } from '@utsav/shared/contract';
import { formatRupees } from '@utsav/shared/format';
import { REMOVE_UNAVAILABLE } from '@utsav/shared/schemas/checkout';
import { SubmitButton } from '@utsav/shared/ui/form';
import styles from '../../../app/page.module.css';
import { hasUnavailable, type CartAvailability } from '../../../common/api/cart-availability';
import { CartLine } from '../../../common/components/cart-line';
import { DateChangeForm } from '../../../common/components/date-change-form';

/** GST per rate present in the order (paise-exact sums of the server's line figures), highest rate last. */
export function gstByRate(items: readonly Pick<CartItem, 'gst' | 'gstAmt'>[]): { rate: number; amount: number }[] {
  const paise = new Map<number, number>();
  for (const i of items) paise.set(Number(i.gst), (paise.get(Number(i.gst)) ?? 0) + Math.round(Number(i.gstAmt) * 100));
  return [...paise.entries()].sort((a, b) => a[0] - b[0]).map(([rate, p]) => ({ rate, amount: p / 100 }));
}

export interface OrderSummaryProps {
  quote: CartAvailability;
  /** Advance for the chosen payment type: 0 for full, the server's TotalAdvanceBooking for advance (SPEC §4). */
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
export function OrderSummary({ quote, advance, dueNow, paymentChosen, addressChosen, refreshing, placing, onRemove, removingId, onChangeDate, onMoveAll, changingId }: OrderSummaryProps) {
  const blocked = hasUnavailable(quote.CartList);
  const [moveAll, setMoveAll] = useState(false);
  const rates = gstByRate(quote.CartList);
  const firstDate = quote.CartList.map((i) => i.BookingDate.slice(0, 10)).sort()[0] ?? '';
  return (
    <div className={`${styles.card} ${styles.sticky}`} aria-busy={refreshing || undefined}>
      <h2 className={styles.cardTitle}>Order summary</h2>
      {blocked ? (
        <p className={styles.warning} role="alert">
          <span aria-hidden="true">⚠</span> {REMOVE_UNAVAILABLE}
        </p>
      ) : null}
      <ul className={styles.list} aria-label="Services in this order">
        {quote.CartList.map((item) => (
          <CartLine key={item.CartId} item={item} compact onRemove={onRemove} removing={removingId === item.CartId}
            onChangeDate={onChangeDate} changingDate={changingId === item.CartId} />
        ))}
      </ul>
      {onMoveAll && quote.CartList.length > 1 ? (
        moveAll ? (
          <DateChangeForm label="One date for every service" submitLabel="Move all" initial={firstDate} pending={changingId === 'all'}
            onSubmit={(d) => { onMoveAll(d); setMoveAll(false); }} onCancel={() => setMoveAll(false)} />
        ) : (
          <button type="button" className={styles.textButton} onClick={() => setMoveAll(true)}>Book every service on one date…</button>
        )
      ) : null}
      <table className={styles.totals} aria-label="Order totals" data-testid="checkout-totals">
        <tbody>
          <tr><th scope="row">Offer Total</th><td data-testid="total-offer">{formatRupees(quote.TotalOfferAmount)}</td></tr>
          {rates.length <= 1 ? (
            <tr><th scope="row">GST {rates[0]?.rate ?? 18}%</th><td data-testid="total-tax">{formatRupees(quote.TotalTaxAmount)}</td></tr>
          ) : (
            rates.map((r) => (
              <tr key={r.rate}><th scope="row">GST {r.rate}%</th><td data-testid={`total-tax-${r.rate}`}>{formatRupees(r.amount)}</td></tr>
            ))
          )}
          <tr><th scope="row">Amount with GST</th><td data-testid="total-gst">{formatRupees(quote.TotalAmountGst)}</td></tr>
          <tr><th scope="row">Travel / Extra Charges</th><td data-testid="total-extra">{formatRupees(quote.TotalExtraCharges)}</td></tr>
          <tr className={styles.grand}><th scope="row">Total Amount</th><td data-testid="total-amount">{formatRupees(quote.TotalAmount)}</td></tr>
          <tr><th scope="row">Advance Amount</th><td data-testid="total-advance">{formatRupees(advance)}</td></tr>
          <tr className={styles.due}><th scope="row">Payable Now</th><td data-testid="total-due">{paymentChosen ? formatRupees(dueNow) : '---'}</td></tr>
        </tbody>
      </table>
      {addressChosen ? null : <p className={styles.hint}>Travel charges are added once you choose the event address.</p>}
      <SubmitButton block loading={placing} form="checkout-form">Place Order</SubmitButton>
    </div>
  );
}
