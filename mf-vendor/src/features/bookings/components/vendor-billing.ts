/** Vendor invoice total (product §9) computed with the one shared price module, in paise, back to rupees. */
import { toPaise, toRupees, vendorTotalBilling } from '@utsav/domain/pricing';

/** total billing = travel charges + GST-inclusive amount − admin commission (rupees in, rupees out). */
export function vendorInvoiceTotal(travelCharges: number, gstInclusive: number, adminCommission: number): number {
  return toRupees(
    vendorTotalBilling(toPaise(travelCharges || 0), toPaise(gstInclusive || 0), toPaise(adminCommission || 0)),
  );
}
