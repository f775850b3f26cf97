import { priceStatementOfRupees } from '@utsav/domain/price-statement';
import { formatRupees } from '@utsav/domain/format';
import { usePriceTexts } from './price-texts';
import styles from './price-tag.module.css';

export interface PriceTagReach {
  Pincode: string;
  TravelFare: number;
  Outside: string;
}

export interface PriceTagProps {
  /** What the cart charges for the service, GST included (rupees, the API's payableAmt). */
  payableAmt: number;
  /** The GST rate payableAmt includes. */
  gst: number;
  /** The MRP before discount and GST (rupees): struck through beside a discounted price. */
  bookingAmt?: number;
  /** The price before GST (rupees); with bookingAmt above it the MRP shows struck through. */
  offerAmt?: number;
  /** The service's reach to the customer's place, when one is known. */
  reach?: PriceTagReach | null;
  /** The service page: a large travel fare or a place outside the service area shows as a warning. */
  warn?: boolean;
}

/**
 * A service's price as it will be charged (docs/gst.md "The price as charged"): "₹79,650.00 incl. 18 % GST" and, with
 * a place, "+ ₹450.00 travel to 560001" — the one rule of @utsav/domain/price-statement, which the cart uses too.
 */
export function PriceTag({ payableAmt, gst, bookingAmt, offerAmt, reach, warn = false }: PriceTagProps) {
  const texts = usePriceTexts();
  const s = priceStatementOfRupees(
    { payableAmt, gst, travelFare: reach && !reach.Outside ? reach.TravelFare : null, pincode: reach?.Pincode },
    texts,
  );
  const struck = bookingAmt !== undefined && offerAmt !== undefined && bookingAmt > offerAmt;
  return (
    <span className={styles.tag} data-testid="price-tag">
      <span className={styles.line}>
        {struck ? <del className={styles.mrp}>{formatRupees(bookingAmt)}</del> : null}
        <span className={styles.charged} data-testid="price-charged" data-paise={s.payablePaise}>
          {s.priceText}
        </span>
      </span>
      {s.travelText ? (
        <span
          className={`${styles.travel} ${warn && s.travelHigh ? styles.high : ''}`}
          data-testid="price-travel"
          data-paise={s.travelPaise ?? 0}
        >
          {s.travelText}
        </span>
      ) : null}
    </span>
  );
}
