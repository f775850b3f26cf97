import { formatRupees } from '@utsav/domain/format';
import styles from './price.module.css';

/** Offer price beside the struck-through booking amount; nothing when prices are hidden (amount_hide_show). */
export function Price({ offerAmt, bookingAmt, hidden }: { offerAmt: number; bookingAmt?: number; hidden?: unknown }) {
  if (hidden && hidden !== '0') return null;
  return (
    <span className={styles.price}>
      {bookingAmt !== undefined && bookingAmt > offerAmt ? (
        <del className={styles.mrp}>{formatRupees(bookingAmt)}</del>
      ) : null}
      <span className={styles.offer}>{formatRupees(offerAmt)}</span>
    </span>
  );
}
