import { formatRupees, twoDigits } from '@utsav/shared/format';
import { SubmitButton } from '@utsav/shared/ui/form';
import styles from './selection-bar.module.css';

export interface SelectionBarProps {
  count: number;
  total: number;
  priceHidden: boolean;
  busy: boolean;
  onCheckout: () => void;
}

/** Sticky bottom bar: total items in two digits and 'Checkout' (SPEC §2.9). */
export function SelectionBar({ count, total, priceHidden, busy, onCheckout }: SelectionBarProps) {
  return (
    <div className={styles.bar} role="region" aria-label="Package selection">
      <div className={styles.inner}>
        <div className={styles.count}>
          <span className={styles.label}>Total items</span>
          <output className={styles.value} data-testid="total-items" aria-live="polite">{twoDigits(count)}</output>
        </div>
        {priceHidden ? null : (
          <div className={styles.count}>
            <span className={styles.label}>Package total</span>
            <span className={styles.value}>{formatRupees(total)}</span>
          </div>
        )}
        <SubmitButton type="button" loading={busy} onClick={onCheckout} className={styles.checkout}>Checkout</SubmitButton>
      </div>
    </div>
  );
}
