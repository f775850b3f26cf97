/**
 * Tax invoice lines (GST Rule 46, issue 17.7) in integer paise, used by the API (credit notes, invoice facts) and by
 * the invoices of the account app, so every printed figure adds up to the paisa.
 *
 * Decisions (docs/customer-rules.md "Tax invoices"):
 * - Travel charges are part of one composite supply with the service (CGST Act s.8(a), value incl. incidental
 *   charges s.15(2)(c)): they carry the service's SAC and GST rate. The vendor's per-km charge is GST-inclusive, so
 *   what a customer pays does not change; the invoice shows the travel line's taxable value and GST.
 * - A package's part for each product (splitPackageTotal) is GST-inclusive at that product's rate at order time.
 * - One state for supplier and place of supply → CGST + SGST (CGST takes the odd paisa); else IGST.
 */
import { roundPaise } from './pricing';

/** SAC (Services Accounting Code) per service category name (lower case). */
const SAC_BY_CATEGORY: Record<string, string> = {
  decoration: '998596',
  catering: '996334',
  photography: '998383',
  mehendi: '999722',
  'dj & music': '999623',
  venue: '997212',
  makeup: '999722',
  'tent & lighting': '997329',
  'pandit & puja': '999591',
  'invitation cards': '998912',
  choreography: '999623',
};

/** Event organisation and assistance services: the SAC of categories not listed above. */
export const DEFAULT_SAC = '998596';

export function sacCodeFor(categoryName: string | null | undefined): string {
  return SAC_BY_CATEGORY[String(categoryName ?? '').trim().toLowerCase()] ?? DEFAULT_SAC;
}

/** GST contained in a GST-inclusive amount at `ratePercent`: amount × r / (100 + r), to the paisa. */
export function gstInInclusive(amountPaise: number, ratePercent: number): number {
  const r = Number(ratePercent) || 0;
  if (r <= 0 || amountPaise <= 0) return 0;
  return Math.min(amountPaise, roundPaise((amountPaise * r) / (100 + r)));
}

/** Normalised state name for comparison ('Tamil Nadu' = 'tamil  nadu'); '' when unknown. */
export function normaliseState(state: string | null | undefined): string {
  return String(state ?? '').toLowerCase().replace(/[^a-z]/g, '');
}

export type GstKind = 'intra' | 'inter' | 'unknown';

export function gstKind(supplierState: string | null | undefined, supplyState: string | null | undefined): GstKind {
  const a = normaliseState(supplierState);
  const b = normaliseState(supplyState);
  if (!a || !b) return 'unknown';
  return a === b ? 'intra' : 'inter';
}

export interface TaxInput {
  /** What the line bills, GST included (paise). */
  amount: number;
  ratePercent: number;
  /** The GST in `amount` when already fixed (a booking's stored gst_amt); else computed from the rate. */
  gst?: number;
}

export interface TaxLine {
  amount: number;
  ratePercent: number;
  taxable: number;
  gst: number;
  kind: GstKind;
  cgst: number;
  sgst: number;
  igst: number;
}

/** One invoice line: taxable value + GST = amount; GST split CGST/SGST or IGST by the states. */
export function taxLine(input: TaxInput, kind: GstKind): TaxLine {
  const amount = Math.max(0, Math.round(input.amount));
  const gst = Math.min(amount, Math.max(0, Math.round(input.gst ?? gstInInclusive(amount, input.ratePercent))));
  const cgst = kind === 'intra' ? Math.ceil(gst / 2) : 0;
  const sgst = kind === 'intra' ? gst - cgst : 0;
  const igst = kind === 'inter' ? gst : 0;
  return { amount, ratePercent: Number(input.ratePercent) || 0, taxable: amount - gst, gst, kind, cgst, sgst, igst };
}

export interface TaxTotals {
  amount: number;
  taxable: number;
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/** Column sums of invoice lines (each sum of integers, so the totals add up exactly). */
export function taxTotals(lines: readonly TaxLine[]): TaxTotals {
  const t: TaxTotals = { amount: 0, taxable: 0, gst: 0, cgst: 0, sgst: 0, igst: 0 };
  for (const l of lines) {
    t.amount += l.amount;
    t.taxable += l.taxable;
    t.gst += l.gst;
    t.cgst += l.cgst;
    t.sgst += l.sgst;
    t.igst += l.igst;
  }
  return t;
}

/** The GST of a booking's whole invoice: the service's stored GST plus the GST inside its travel charges. */
export function bookingInvoiceGst(b: { gstAmt: number; travelCharges: number; gstPercent: number }): number {
  return b.gstAmt + gstInInclusive(b.travelCharges, b.gstPercent);
}

/** Rounds an invoice amount (paise) to whole rupees, half up, and reports the round-off line (paise). */
export function roundToRupee(amountPaise: number): { rounded: number; roundOff: number } {
  const p = Math.round(amountPaise);
  const rounded = Math.floor((p + 50) / 100) * 100;
  return { rounded, roundOff: rounded - p };
}
