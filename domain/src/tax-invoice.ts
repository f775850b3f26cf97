/**
 * Tax invoice lines (GST Rule 46) in integer paise, used by the API (credit notes, invoice facts) and by
 * the invoices of the account app, so every printed figure adds up to the paisa.
 *
 * Decisions (docs/customer-rules.md "Tax invoices"):
 * - Travel charges are part of one composite supply with the service (CGST Act s.8(a), value incl. incidental
 *   charges s.15(2)(c)): they carry the service's SAC and GST rate. The vendor's per-km charge is GST-inclusive, so
 *   what a customer pays does not change; the invoice shows the travel line's taxable value and GST.
 * - A package's part for each product (splitPackageTotal) is GST-inclusive at that product's rate at order time.
 * - One state for supplier and place of supply → CGST + SGST (CGST takes the odd paisa); else IGST.
 * - totals to the paisa (no rounding to the rupee), the document by what was received and who supplies,
 *   the money of a booking from its payment records (bookingAccount) — one rule for the charge and the invoice.
 */
import { roundPaise } from './pricing';
import { moneyFigures, type MoneyState } from './order-money';

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

/**
 * The reschedule fee (docs/customer-rules.md "Reschedule"): Utsav's own service to the customer, GST-
 * inclusive, printed as its own line of the booking's document: SAC 998599 (other support services), 18 %.
 */
export const RESCHEDULE_FEE_SAC = '998599';
export const RESCHEDULE_FEE_GST_PERCENT = 18;

/** Event organisation and assistance services: the SAC of categories not listed above. */
export const DEFAULT_SAC = '998596';

export function sacCodeFor(categoryName: string | null | undefined): string {
  return (
    SAC_BY_CATEGORY[
      String(categoryName ?? '')
        .trim()
        .toLowerCase()
    ] ?? DEFAULT_SAC
  );
}

/** GST contained in a GST-inclusive amount at `ratePercent`: amount × r / (100 + r), to the paisa. */
export function gstInInclusive(amountPaise: number, ratePercent: number): number {
  const r = Number(ratePercent) || 0;
  if (r <= 0 || amountPaise <= 0) return 0;
  return Math.min(amountPaise, roundPaise((amountPaise * r) / (100 + r)));
}

/** Normalised state name for comparison ('Tamil Nadu' = 'tamil  nadu'); '' when unknown. */
export function normaliseState(state: string | null | undefined): string {
  return String(state ?? '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
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

/**
 * The invoice amount rule: an invoice's total is the sum of its lines **to the paisa** — no rounding to
 * the rupee, no round-off line. Payments are charged in paise, so what is charged for a booking paid in full is
 * exactly this total, and an advance plus its balance add up to it. (Rule 46 asks for the total value; rounding is
 * not required, and a rounded "Amount" that differs from the charge is what misled customers.)
 */
export function invoiceAmount(lines: readonly Pick<TaxLine, 'amount'>[]): number {
  return lines.reduce((s, l) => s + l.amount, 0);
}

// ---------------------------------------------------------------- who may charge GST, and which document

/**
 * Only a supplier registered under GST (with a GSTIN) may charge GST (CGST Act s.9, s.31): an unregistered
 * vendor's services carry 0 %, whatever rate was entered.
 */
export function chargeableGstRate(ratePercent: number, supplierGstin: string | null | undefined): number {
  return String(supplierGstin ?? '').trim() ? Math.max(0, Number(ratePercent) || 0) : 0;
}

export type InvoiceDocumentKind = 'tax_invoice' | 'bill_of_supply' | 'order_summary';

/**
 * The document a booking or package order gets:
 * - before any money is received: an **order summary** (pro-forma), never a tax invoice;
 * - once money is received: a **tax invoice** when the supplier has a GSTIN, a **bill of supply** when not
 *   (an unregistered supplier cannot issue a tax invoice nor charge GST).
 * A document once issued stays issued: a later refund is a credit note against it, not a new document.
 */
export function invoiceDocument(x: { issued: boolean; supplierGstin: string | null | undefined }): InvoiceDocumentKind {
  if (!x.issued) return 'order_summary';
  return String(x.supplierGstin ?? '').trim() ? 'tax_invoice' : 'bill_of_supply';
}

export const DOCUMENT_TITLE: Record<InvoiceDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  order_summary: 'Order Summary',
};

// ---------------------------------------------------------------- the money of a booking, from its records

export type { MoneyState } from './order-money';

export interface AccountInput {
  state: MoneyState;
  /** The invoice total (paise): Σ lines, what a payment in full charges. */
  total: number;
  paymentType: 'full' | 'advance' | string;
  /** The advance asked when paying by advance (paise). */
  advance: number;
  /** Each captured payment applied to it (paise). */
  payments: readonly number[];
  /** Each refund of it (paise). */
  refunds: readonly number[];
}

export interface Account {
  total: number;
  paid: number;
  refunded: number;
  /** paid − refunded: what the customer has in it now. */
  netPaid: number;
  /** Still payable while the booking stands (awaiting payment: total − net; confirmed: the balance due); 0 once closed or completed. */
  balance: number;
  /** What paying now charges: awaiting payment → the advance (advance orders) or the total; confirmed → the balance; else 0. */
  payNow: number;
  /** Cancelled / declined with money kept (the cancellation charge): paid − refunded; else 0. */
  retained: number;
  /** A completed event with part of the total never paid through Utsav (settled with the vendor directly or not at all). */
  unpaidAtCompletion: number;
}

/**
 * A booking's (or package order's) money as its documents print it. The figures come from the one money rule,
 * `moneyFigures` of @utsav/domain/order-money (the order page, My Bookings and the balance charge use it too); this
 * adds only what a document needs beside them (the total, what was retained, what a completed event left unpaid).
 */
export function bookingAccount(x: AccountInput): Account {
  const total = Math.max(0, Math.round(x.total));
  const f = moneyFigures({
    state: x.state,
    paymentType: x.paymentType === 'advance' ? 'advance' : 'full',
    billing: total,
    advance: Math.min(total, Math.max(0, Math.round(x.advance))),
    paid: x.payments.reduce((s, p) => s + Math.round(p), 0),
    refunded: x.refunds.reduce((s, p) => s + Math.round(p), 0),
  });
  const paid = x.payments.reduce((s, p) => s + Math.round(p), 0);
  const refunded = x.refunds.reduce((s, p) => s + Math.round(p), 0);
  const closed = x.state === 'cancelled' || x.state === 'declined' || x.state === 'expired';
  return {
    total,
    // The records as they are (a document prints every payment and refund); what is owed follows the one rule.
    paid,
    refunded,
    netPaid: paid - refunded,
    balance: x.state === 'pending_payment' ? Math.max(0, total - f.net) : f.due,
    payNow: x.state === 'pending_payment' ? f.toPay : f.due,
    retained: closed ? Math.max(0, paid - refunded) : 0,
    unpaidAtCompletion: x.state === 'completed' ? Math.max(0, total - f.net) : 0,
  };
}

/** Whole rupees and paise in Indian words: 80445.45 → 'Rupees Eighty Thousand Four Hundred Forty Five and Paise Forty Five Only'. */
export function amountInWords(amountPaise: number): string {
  const p = Math.round(Math.abs(Number(amountPaise) || 0));
  const rupees = Math.floor(p / 100);
  const paise = p % 100;
  const r = rupees === 0 ? 'Zero' : indianWords(rupees);
  return paise ? `Rupees ${r} and Paise ${belowHundred(paise)} Only` : `Rupees ${r} Only`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  return n < 20 ? ONES[n]! : `${TENS[Math.floor(n / 10)]}${n % 10 ? ` ${ONES[n % 10]}` : ''}`;
}

function belowThousand(n: number): string {
  const h = Math.floor(n / 100);
  const rest = n % 100;
  return [h ? `${ONES[h]} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

function indianWords(value: number): string {
  let n = value;
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  n %= 10_000_000;
  const lakh = Math.floor(n / 100_000);
  n %= 100_000;
  const thousand = Math.floor(n / 1000);
  n %= 1000;
  if (crore) parts.push(`${crore >= 100 ? indianWords(crore) : belowHundred(crore)} Crore`);
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  if (n) parts.push(belowThousand(n));
  return parts.join(' ');
}

// ---------------------------------------------------------------- GST state codes (GSTIN digits 1–2)

/** GST state codes of the states and union territories (the first two digits of a GSTIN). */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The state a GSTIN is registered in ('' when its code is unknown). */
export function gstinState(gstin: string): string {
  return GST_STATE_CODES[String(gstin).slice(0, 2)] ?? '';
}
