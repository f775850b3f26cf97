import type { CartItem } from '@utsav/shared/api-types';
import { formatRupees } from '@utsav/shared/format';
import { REMOVE_UNAVAILABLE } from '@utsav/shared/schemas/checkout';
import { SubmitButton } from '@utsav/shared/ui/form';
import styles from '../../../app/page.module.css';
import { hasUnavailable, type CartAvailability } from '../../../common/api/cart-availability';
import { CartLine } from '../../../common/components/cart-line';

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
}

/** Items and the server's totals (every figure as the /checkCartAvailability reply gives it), and 'Place Order'. */
export function OrderSummary({ quote, advance, dueNow, paymentChosen, addressChosen, refreshing, placing, onRemove, removingId }: OrderSummaryProps) {
  const blocked = hasUnavailable(quote.CartList);
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
          <CartLine key={item.CartId} item={item} compact onRemove={onRemove} removing={removingId === item.CartId} />
        ))}
      </ul>
      <table className={styles.totals} aria-label="Order totals" data-testid="checkout-totals">
        <tbody>
          <tr><th scope="row">Offer Total</th><td data-testid="total-offer">{formatRupees(quote.TotalOfferAmount)}</td></tr>
          <tr><th scope="row">GST 18%</th><td data-testid="total-tax">{formatRupees(quote.TotalTaxAmount)}</td></tr>
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
