import { formatRupees } from '@utsav/shared/format';
import type { PricePreview as Preview } from './service-form-state';
import styles from './service-form.module.css';

/** Live calculations of the service form (product §5): discount amount, offer, GST amount, payable. */
export function PricePreview({ preview, gstIncluded }: { preview: Preview; gstIncluded: boolean }) {
  return (
    <dl className={styles.preview} aria-label="Price calculation" data-testid="price-preview">
      <dt>Discount Amount</dt><dd data-testid="calc-discount">{formatRupees(preview.discountAmt)}</dd>
      <dt>Offer Amount</dt><dd data-testid="calc-offer">{formatRupees(preview.offerAmt)}</dd>
      <dt>GST Amount</dt><dd data-testid="calc-gst">{formatRupees(preview.gstAmt)}</dd>
      <dt>GST</dt><dd>{gstIncluded ? 'Included in offer' : 'Added to offer'}</dd>
      {/* A <dl> holds only dt/dd (or div-wrapped groups): the total is its own group (issue 17.12, axe definition-list). */}
      <div className={styles.payable}><dt>Payable Amount</dt><dd data-testid="calc-payable">{formatRupees(preview.payAmt)}</dd></div>
    </dl>
  );
}
