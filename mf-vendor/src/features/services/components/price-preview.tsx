import { formatRupees } from '@utsav/domain/format';
import type { PricePreview as Preview } from './service-form-state';
import styles from './service-form.module.css';
import { useAppT } from '../../../i18n';

/** Live calculations of the service form (product §5): discount amount, offer, GST amount, payable. */
export function PricePreview({ preview, gstIncluded }: { preview: Preview; gstIncluded: boolean }) {
  const { t } = useAppT();
  return (
    <dl className={styles.preview} aria-label={t('form.priceCalc')} data-testid="price-preview">
      <dt>{t('form.discountAmount')}</dt>
      <dd data-testid="calc-discount">{formatRupees(preview.discountAmt)}</dd>
      <dt>{t('form.offerAmount')}</dt>
      <dd data-testid="calc-offer">{formatRupees(preview.offerAmt)}</dd>
      <dt>{t('form.gstAmount')}</dt>
      <dd data-testid="calc-gst">{formatRupees(preview.gstAmt)}</dd>
      <dt>{t('form.gstShort')}</dt>
      <dd>{gstIncluded ? t('form.gstIncluded') : t('form.gstAdded')}</dd>
      {/* A <dl> holds only dt/dd (or div-wrapped groups): the total is its own group (axe definition-list). */}
      <div className={styles.payable}>
        <dt>{t('services.payable')}</dt>
        <dd data-testid="calc-payable">{formatRupees(preview.payAmt)}</dd>
      </div>
    </dl>
  );
}
