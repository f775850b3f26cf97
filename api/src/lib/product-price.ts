/** Stored price columns of a product, computed with the shared price math (never taken from the client). */
import { servicePrice, toPaise } from '@utsav/domain/pricing';

export interface ProductPriceColumns {
  booking_amt: number;
  discount_per: number;
  discount_amt: number;
  offer_amt: number;
  gst_per: number;
  gst_amt: number;
  gst_include_exclude: 0 | 1;
  tax_in_payable: number;
  payable_amt: number;
}

/** From rupee MRP and percentages to the paise columns of `products`. */
export function priceColumns(
  mrpRupees: number,
  discountPer: number,
  gstPer: number,
  gstIncluded: 0 | 1,
): ProductPriceColumns {
  const mrp = toPaise(mrpRupees);
  const p = servicePrice({ mrp, discountPercent: discountPer, gstPercent: gstPer, gstIncluded });
  return {
    booking_amt: mrp,
    discount_per: discountPer,
    discount_amt: p.discountAmt,
    offer_amt: p.offerAmt,
    gst_per: gstPer,
    gst_amt: p.gstAmt,
    gst_include_exclude: gstIncluded,
    tax_in_payable: p.taxInPayable,
    payable_amt: p.payableAmt,
  };
}
