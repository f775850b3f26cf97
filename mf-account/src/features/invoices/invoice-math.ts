/**
 * Invoice arithmetic (SPEC §2.8 'The Amount figure is rounded', DESIGN §6 real GST split). All sums in integer
 * paise so the printed lines add up exactly.
 */
import type { BookingDetail } from '@utsav/shared/api-types';

const paise = (rupees: number | null | undefined) => Math.round((Number(rupees) || 0) * 100);
const rupees = (p: number) => p / 100;

/** Normalised state name for comparison ('Tamil Nadu' = 'tamil  nadu'); '' when unknown. */
export function normaliseState(state: string | null | undefined): string {
  return String(state ?? '').toLowerCase().replace(/[^a-z]/g, '');
}

export type GstKind = 'intra' | 'inter' | 'unknown';

export interface GstSplit {
  /** intra: CGST + SGST (vendor and place of supply in one state); inter: IGST; unknown: vendor state not known. */
  kind: GstKind;
  rate: number;
  total: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Splits a GST amount: half CGST and half SGST within one state (CGST takes the odd paisa), else all IGST. */
export function splitGst(gstAmount: number, gstRate: number, vendorState: string | null | undefined, supplyState: string | null | undefined): GstSplit {
  const total = paise(gstAmount);
  const a = normaliseState(vendorState);
  const b = normaliseState(supplyState);
  const rate = Number(gstRate) || 0;
  if (!a || !b) return { kind: 'unknown', rate, total: rupees(total), cgst: 0, sgst: 0, igst: 0 };
  if (a === b) {
    const cgst = Math.ceil(total / 2);
    return { kind: 'intra', rate, total: rupees(total), cgst: rupees(cgst), sgst: rupees(total - cgst), igst: 0 };
  }
  return { kind: 'inter', rate, total: rupees(total), cgst: 0, sgst: 0, igst: rupees(total) };
}

/** Rounds an invoice amount to whole rupees (half up) and reports the round-off line. */
export function roundAmount(amount: number): { rounded: number; roundOff: number } {
  const p = paise(amount);
  const roundedPaise = Math.floor((p + 50) / 100) * 100;
  return { rounded: rupees(roundedPaise), roundOff: rupees(roundedPaise - p) };
}

export interface BookingInvoiceFigures {
  mrp: number;
  discountPercent: number;
  discount: number;
  offer: number;
  /** Value the GST is charged on: the GST-inclusive amount less the GST. */
  taxable: number;
  gst: GstSplit;
  /** GST-inclusive service amount. */
  serviceTotal: number;
  travel: number;
  distanceKm: number;
  /** serviceTotal + travel. */
  billing: number;
  rounded: number;
  roundOff: number;
  advance: number;
  /** Balance after the advance (SPEC §9: billing − advance when an advance exists). */
  balance: number;
}

/** Every figure of the booking invoice from the API's booking detail and the vendor's state. */
export function bookingInvoiceFigures(d: BookingDetail, vendorState: string | null | undefined): BookingInvoiceFigures {
  const gstWithMrp = paise(d.GstWithMrp);
  const gstAmt = paise(d.GstAmt);
  const travel = paise(d.travelCharges);
  const billing = paise(d.BillingAmt) || gstWithMrp + travel;
  const advance = paise(d.advance_booking_amount);
  const { rounded, roundOff } = roundAmount(rupees(billing));
  return {
    mrp: Number(d.BookingAmt) || 0,
    discountPercent: Number(d.Discount) || 0,
    discount: Number(d.DiscountAmt) || 0,
    offer: Number(d.OfferAmt) || 0,
    taxable: rupees(gstWithMrp - gstAmt),
    gst: splitGst(rupees(gstAmt), d.Gst, vendorState, d.State),
    serviceTotal: rupees(gstWithMrp),
    travel: rupees(travel),
    distanceKm: Number(d.distanceKm) || 0,
    billing: rupees(billing),
    rounded,
    roundOff,
    advance: rupees(advance),
    balance: rupees(advance > 0 ? billing - advance : billing),
  };
}

export interface PackageInvoiceFigures {
  total: number;
  rounded: number;
  roundOff: number;
  advance: number;
  balance: number;
}

export function packageInvoiceFigures(total: number, advanceAmount: number): PackageInvoiceFigures {
  const t = paise(total);
  const advance = paise(advanceAmount);
  const { rounded, roundOff } = roundAmount(rupees(t));
  return { total: rupees(t), rounded, roundOff, advance: rupees(advance), balance: rupees(advance > 0 ? t - advance : t) };
}

const ONES = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve', 'Thirteen',
  'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen'];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** Whole rupees in Indian words: 50445 → 'Rupees Fifty Thousand Four Hundred Forty Five Only'. */
export function rupeesInWords(amount: number): string {
  let n = Math.round(Math.abs(Number(amount) || 0));
  if (n === 0) return 'Rupees Zero Only';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (crore) parts.push(`${crore >= 100 ? belowThousand(crore) : belowHundred(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (n) parts.push(belowThousand(n));
  return `Rupees ${parts.join(' ')} Only`;
}
