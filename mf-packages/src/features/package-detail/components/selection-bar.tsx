import { formatRupees, twoDigits } from '@utsav/domain/format';
import { SubmitButton } from '@utsav/ui/form';
import { useAppT } from '../../../i18n';
import styles from './selection-bar.module.css';

export interface SelectionBarProps {
  count: number;
  /** The price of the chosen products: the sum of their package rates and travel fares (rupees). */
  total: number;
  /** Of the total, the travel fares to the event's pincode (0 without one). */
  travel?: number;
  pincode?: string;
  /** The same products at their own prices (the saving is shown against it). */
  list: number;
  /** Groups still empty: one product is picked for each at checkout. */
  emptyGroups: number;
  priceHidden: boolean;
  busy: boolean;
  onCheckout: () => void;
}

/** Sticky bottom bar: total items in two digits, what the selection costs and 'Checkout' (product §2.9). */
export function SelectionBar({
  count,
  total,
  travel = 0,
  pincode = '',
  list,
  emptyGroups,
  priceHidden,
  busy,
  onCheckout,
}: SelectionBarProps) {
  const { t } = useAppT();
  // The saving is against the package rates: travel is charged whichever way the services are booked.
  const saving = Math.round((list - (total - travel)) * 100) / 100;
  return (
    <div className={styles.bar} role="region" aria-label={t('bar.label')}>
      <div className={styles.inner}>
        <div className={styles.count}>
          <span className={styles.label}>{t('bar.items')}</span>
          <output className={styles.value} data-testid="total-items" aria-live="polite">
            {twoDigits(count)}
          </output>
        </div>
        {priceHidden ? null : (
          <div className={styles.count}>
            <span className={styles.label}>{t('bar.selection')}</span>
            <span className={styles.value} data-testid="selection-total" aria-live="polite">
              {formatRupees(total)}
            </span>
            {travel > 0 ? (
              <span className={styles.note} data-testid="selection-travel">
                {t('bar.travel', { amount: formatRupees(travel), pincode })}
              </span>
            ) : null}
            {saving > 0 ? (
              <span className={styles.save} data-testid="selection-saving">
                {t('bar.save', { amount: formatRupees(saving) })}
              </span>
            ) : null}
            {count > 0 && emptyGroups > 0 ? (
              <span className={styles.note}>{t('bar.picked', { count: emptyGroups })}</span>
            ) : null}
          </div>
        )}
        <SubmitButton type="button" loading={busy} onClick={onCheckout} className={styles.checkout}>
          {t('bar.checkout')}
        </SubmitButton>
      </div>
    </div>
  );
}
