/**
 * Invoice figures (moved from mf-account's invoice-math: the account's invoice page and the API's PDF
 * tax invoice attached to receipts print the same figures from the same booking detail — one rule, not two).
 *
 * Invoice arithmetic (product §2.8, architecture §6 real GST split). All sums in integer paise so the printed
 * lines add up exactly, and the total is the total to the paisa (the shared rule `invoiceAmount`: what is charged is
 * what is printed). Paid, refunded and due come from the booking's payment and refund records (`bookingAccount`).
 */
import type { BookingDetail, PackageBookingDetail } from './contract';
import {
  RESCHEDULE_FEE_GST_PERCENT,
  RESCHEDULE_FEE_SAC,
  bookingAccount,
  gstKind,
  invoiceAmount,
  invoiceDocument,
  sacCodeFor,
  taxLine,
  taxTotals,
  type Account,
  type GstKind,
  type InvoiceDocumentKind,
  type MoneyState,
  type TaxLine,
} from './tax-invoice';

const paise = (rupees: number | null | undefined) => Math.round((Number(rupees) || 0) * 100);
const rupees = (p: number) => p / 100;

export interface InvoiceLine {
  /** What the line bills, GST included (rupees). */
  amount: number;
  rate: number;
  taxable: number;
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface InvoiceTotals {
  kind: GstKind;
  taxable: number;
  gst: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** Σ line amounts: what the invoice bills, to the paisa (no rounding: it is what is charged). */
  total: number;
}

/** One payment or refund record as the invoice lists it (rupees). */
export interface MoneyRecord {
  date: string;
  label: string;
  amount: number;
  note: string;
}

/** The money of the document, in rupees, from its records (the shared rule bookingAccount). */
export interface InvoiceMoney {
  state: MoneyState;
  paid: number;
  refunded: number;
  netPaid: number;
  /** Still payable while the booking stands; 0 once closed or completed. */
  balance: number;
  payNow: number;
  retained: number;
  unpaidAtCompletion: number;
  payments: MoneyRecord[];
  refunds: MoneyRecord[];
}

const inRupees = (l: TaxLine): InvoiceLine => ({
  amount: rupees(l.amount),
  rate: l.ratePercent,
  taxable: rupees(l.taxable),
  gst: rupees(l.gst),
  cgst: rupees(l.cgst),
  sgst: rupees(l.sgst),
  igst: rupees(l.igst),
});

/** Totals of invoice lines (paise), one GST kind for the whole invoice or 'unknown'. */
function totalsOf(lines: readonly TaxLine[]): InvoiceTotals {
  const t = taxTotals(lines);
  const kinds = new Set(lines.map((l) => l.kind));
  return {
    kind: kinds.size === 1 ? lines[0]!.kind : 'unknown',
    taxable: rupees(t.taxable),
    gst: rupees(t.gst),
    cgst: rupees(t.cgst),
    sgst: rupees(t.sgst),
    igst: rupees(t.igst),
    total: rupees(invoiceAmount(lines)),
  };
}

/** The label of a payment record on a document, by its kind (English; the API's documents translate it by kind). */
export const PAYMENT_LABEL: Readonly<Record<'full' | 'advance' | 'balance', string>> = {
  full: 'Paid in full',
  advance: 'Advance paid',
  balance: 'Balance paid',
};

type Records = Pick<BookingDetail, 'Payments' | 'Refunds'>;

/** Paid, refunded and due of a document from its records (the same rule the API charges the balance with). */
export function invoiceMoney(
  x: { state: MoneyState; totalPaise: number; paymentType: string; advancePaise: number } & Records,
): InvoiceMoney {
  const a: Account = bookingAccount({
    state: x.state,
    total: x.totalPaise,
    paymentType: x.paymentType,
    advance: x.advancePaise,
    payments: x.Payments.map((p) => paise(p.Amount)),
    refunds: x.Refunds.map((r) => paise(r.Amount)),
  });
  return {
    state: x.state,
    paid: rupees(a.paid),
    refunded: rupees(a.refunded),
    netPaid: rupees(a.netPaid),
    balance: rupees(a.balance),
    payNow: rupees(a.payNow),
    retained: rupees(a.retained),
    unpaidAtCompletion: rupees(a.unpaidAtCompletion),
    payments: x.Payments.map((p) => ({
      date: p.Date,
      label: (PAYMENT_LABEL as Readonly<Record<string, string | undefined>>)[p.Kind] ?? 'Payment',
      amount: p.Amount,
      note: p.Method ? p.Method.toUpperCase() : '',
    })),
    refunds: x.Refunds.map((r) => ({
      date: r.Date,
      label: 'Refunded',
      amount: r.Amount,
      note: [r.Reason, r.CreditNoteNo ? `credit note ${r.CreditNoteNo}` : ''].filter(Boolean).join(' · '),
    })),
  };
}

export interface BookingInvoiceFigures {
  document: InvoiceDocumentKind;
  mrp: number;
  discountPercent: number;
  discount: number;
  offer: number;
  distanceKm: number;
  /** The service line: its stored GST (product §5) on the GST-inclusive amount. */
  service: InvoiceLine;
  /** The travel line (null when no travel): GST-inclusive at the service's rate (one composite supply). */
  travel: InvoiceLine | null;
  /**
   * The reschedule fee line (null when the booking paid none): Utsav's own supply, GST-inclusive at
   * RESCHEDULE_FEE_GST_PERCENT under RESCHEDULE_FEE_SAC, whatever the vendor's registration (docs/gst.md).
   */
  fee: (InvoiceLine & { sac: string }) | null;
  totals: InvoiceTotals;
  money: InvoiceMoney;
}

/** The booking detail's fields an invoice's figures come from. */
export type InvoiceFacts = Pick<
  BookingDetail,
  | 'State'
  | 'Gst'
  | 'GstWithMrp'
  | 'GstAmt'
  | 'travelCharges'
  | 'BookingAmt'
  | 'Discount'
  | 'DiscountAmt'
  | 'OfferAmt'
  | 'distanceKm'
  | 'advance_booking_amount'
  | 'BookingState'
  | 'Payment_type'
  | 'Payments'
  | 'Refunds'
  | 'Document'
> &
  Partial<Pick<BookingDetail, 'RescheduleFeeAmt'>>;

/**
 * Every figure of the booking's document from the API's booking detail, the supplier's state and GSTIN. A bill of
 * supply (supplier not registered under GST) carries no GST: its lines are the value of supply.
 */
export function bookingInvoiceFigures(d: InvoiceFacts, vendorState: string | null | undefined): BookingInvoiceFigures {
  const kind = gstKind(vendorState, d.State);
  const noGst = d.Document === 'bill_of_supply';
  const rate = noGst ? 0 : Number(d.Gst) || 0;
  const service = taxLine({ amount: paise(d.GstWithMrp), ratePercent: rate, gst: noGst ? 0 : paise(d.GstAmt) }, kind);
  const travelPaise = paise(d.travelCharges);
  const travel = travelPaise > 0 ? taxLine({ amount: travelPaise, ratePercent: rate }, kind) : null;
  const feePaise = paise(d.RescheduleFeeAmt);
  const fee = feePaise > 0 ? taxLine({ amount: feePaise, ratePercent: RESCHEDULE_FEE_GST_PERCENT }, kind) : null;
  const lines = [service, ...(travel ? [travel] : []), ...(fee ? [fee] : [])];
  return {
    document: d.Document,
    mrp: Number(d.BookingAmt) || 0,
    discountPercent: Number(d.Discount) || 0,
    discount: Number(d.DiscountAmt) || 0,
    offer: Number(d.OfferAmt) || 0,
    distanceKm: Number(d.distanceKm) || 0,
    service: inRupees(service),
    travel: travel ? inRupees(travel) : null,
    fee: fee ? { ...inRupees(fee), sac: RESCHEDULE_FEE_SAC } : null,
    totals: totalsOf(lines),
    money: invoiceMoney({
      state: d.BookingState,
      totalPaise: invoiceAmount(lines),
      paymentType: d.Payment_type,
      advancePaise: paise(d.advance_booking_amount),
      Payments: d.Payments,
      Refunds: d.Refunds,
    }),
  };
}

export interface PackageInvoiceItem extends InvoiceLine {
  productId: number;
  title: string;
  /** Of the line's amount, the travel fare to the event (rupees; part of one composite supply with the service). */
  travel: number;
  sac: string;
  kind: GstKind;
}

export interface PackageInvoiceSupplier {
  vendorId: number;
  name: string;
  state: string;
  gstin: string;
  /** This supplier's document: a tax invoice (GSTIN), a bill of supply (none), or an order summary before payment. */
  document: InvoiceDocumentKind;
  items: PackageInvoiceItem[];
}

export interface PackageInvoiceFigures {
  /** The whole page: an order summary before payment; a tax invoice or bill of supply when every supplier's is one; else 'mixed'. */
  document: InvoiceDocumentKind | 'mixed';
  suppliers: PackageInvoiceSupplier[];
  totals: InvoiceTotals;
  money: InvoiceMoney;
}

export type PackageInvoiceFacts = Pick<
  PackageBookingDetail,
  | 'Services'
  | 'State'
  | 'PackageTotal'
  | 'advance_booking_amount'
  | 'BookingState'
  | 'Payment_type'
  | 'Payments'
  | 'Refunds'
  | 'InvoiceIssuedAt'
>;

/**
 * The package invoice: each product's part of the package total is a GST-inclusive line at its rate,
 * grouped by supplier (each supplier's state decides CGST+SGST or IGST against the event's state). A supplier without
 * a GSTIN charges no GST: its lines are the value of supply of a bill of supply.
 */
export function packageInvoiceFigures(d: PackageInvoiceFacts): PackageInvoiceFigures {
  const suppliers = new Map<number, PackageInvoiceSupplier>();
  const lines: TaxLine[] = [];
  const issued = !!d.InvoiceIssuedAt;
  for (const s of d.Services) {
    for (const p of s.Products) {
      const seller = p.Seller ?? { VendorId: 0, Name: '', State: '', Gstin: '' };
      const document = invoiceDocument({ issued, supplierGstin: seller.Gstin });
      const rate = seller.Gstin ? Number(p.Gst) || 0 : 0;
      const line = taxLine({ amount: paise(p.PayableAmt), ratePercent: rate }, gstKind(seller.State, d.State));
      lines.push(line);
      const group = suppliers.get(seller.VendorId) ?? {
        vendorId: seller.VendorId,
        name: seller.Name,
        state: seller.State,
        gstin: seller.Gstin,
        document,
        items: [],
      };
      group.items.push({
        ...inRupees(line),
        productId: p.Product_ID,
        title: p.Title,
        travel: p.TravelAmt ?? 0,
        sac: s.SacCode || sacCodeFor(s.ServiceName),
        kind: line.kind,
      });
      suppliers.set(seller.VendorId, group);
    }
  }
  // Orders with no item lines still bill the package total (nothing to break down).
  if (lines.length === 0) lines.push(taxLine({ amount: paise(d.PackageTotal), ratePercent: 0, gst: 0 }, 'unknown'));
  const docs = new Set([...suppliers.values()].map((s) => s.document));
  const document = !issued ? 'order_summary' : docs.size === 1 ? [...docs][0]! : 'mixed';
  return {
    document,
    suppliers: [...suppliers.values()],
    totals: totalsOf(lines),
    money: invoiceMoney({
      state: d.BookingState,
      totalPaise: invoiceAmount(lines),
      paymentType: d.Payment_type,
      advancePaise: paise(d.advance_booking_amount),
      Payments: d.Payments,
      Refunds: d.Refunds,
    }),
  };
}

/** The amount in words, rupees and paise (the shared rule): the words say the exact total. */
export { amountInWords } from './tax-invoice';
