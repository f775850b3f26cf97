/**
 * Invoice arithmetic (SPEC §2.8 'The Amount figure is rounded', DESIGN §6 real GST split). All sums in integer
 * paise so the printed lines add up exactly.
 */
import type { BookingDetail, PackageBookingDetail } from '@utsav/shared/contract';
import { gstKind, roundToRupee, sacCodeFor, taxLine, taxTotals, type GstKind, type TaxLine } from '@utsav/shared/tax-invoice';

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
  /** Σ line amounts: what the invoice bills to the paisa. */
  total: number;
  rounded: number;
  roundOff: number;
  advance: number;
  /** Balance after the advance (SPEC §9: billing − advance when an advance exists). */
  balance: number;
}

const inRupees = (l: TaxLine): InvoiceLine => ({
  amount: rupees(l.amount), rate: l.ratePercent, taxable: rupees(l.taxable), gst: rupees(l.gst), cgst: rupees(l.cgst), sgst: rupees(l.sgst), igst: rupees(l.igst),
});

/** Totals, rounding and balance of invoice lines (paise), one GST kind for the whole invoice or 'unknown'. */
function totalsOf(lines: readonly TaxLine[], advancePaise: number): InvoiceTotals {
  const t = taxTotals(lines);
  const { rounded, roundOff } = roundToRupee(t.amount);
  const kinds = new Set(lines.map((l) => l.kind));
  return {
    kind: kinds.size === 1 ? lines[0]!.kind : 'unknown',
    taxable: rupees(t.taxable), gst: rupees(t.gst), cgst: rupees(t.cgst), sgst: rupees(t.sgst), igst: rupees(t.igst),
    total: rupees(t.amount), rounded: rupees(rounded), roundOff: rupees(roundOff),
    advance: rupees(advancePaise), balance: rupees(advancePaise > 0 ? t.amount - advancePaise : t.amount),
  };
}

export interface BookingInvoiceFigures {
  mrp: number;
  discountPercent: number;
  discount: number;
  offer: number;
  distanceKm: number;
  /** The service line: its stored GST (SPEC §5) on the GST-inclusive amount. */
  service: InvoiceLine;
  /** The travel line (null when no travel): GST-inclusive at the service's rate (one composite supply). */
  travel: InvoiceLine | null;
  totals: InvoiceTotals;
}

/** Every figure of the booking invoice from the API's booking detail and the supplier's state (issue 17.7). */
/** The booking detail's fields an invoice's figures come from. */
export type InvoiceFacts = Pick<BookingDetail, 'State' | 'Gst' | 'GstWithMrp' | 'GstAmt' | 'travelCharges' | 'BookingAmt' | 'Discount' | 'DiscountAmt' | 'OfferAmt' | 'distanceKm' | 'advance_booking_amount'>;

export function bookingInvoiceFigures(d: InvoiceFacts, vendorState: string | null | undefined): BookingInvoiceFigures {
  const kind = gstKind(vendorState, d.State);
  const rate = Number(d.Gst) || 0;
  const service = taxLine({ amount: paise(d.GstWithMrp), ratePercent: rate, gst: paise(d.GstAmt) }, kind);
  const travelPaise = paise(d.travelCharges);
  const travel = travelPaise > 0 ? taxLine({ amount: travelPaise, ratePercent: rate }, kind) : null;
  return {
    mrp: Number(d.BookingAmt) || 0,
    discountPercent: Number(d.Discount) || 0,
    discount: Number(d.DiscountAmt) || 0,
    offer: Number(d.OfferAmt) || 0,
    distanceKm: Number(d.distanceKm) || 0,
    service: inRupees(service),
    travel: travel ? inRupees(travel) : null,
    totals: totalsOf(travel ? [service, travel] : [service], paise(d.advance_booking_amount)),
  };
}

export interface PackageInvoiceItem extends InvoiceLine {
  productId: number;
  title: string;
  sac: string;
  kind: GstKind;
}

export interface PackageInvoiceSupplier {
  vendorId: number;
  name: string;
  state: string;
  gstin: string;
  items: PackageInvoiceItem[];
}

export interface PackageInvoiceFigures {
  suppliers: PackageInvoiceSupplier[];
  totals: InvoiceTotals;
}

/**
 * The package invoice (issue 17.7): each product's part of the package total is a GST-inclusive line at its rate,
 * grouped by supplier (each supplier's state decides CGST+SGST or IGST against the event's state).
 */
export function packageInvoiceFigures(d: Pick<PackageBookingDetail, 'Services' | 'State' | 'PackageTotal' | 'advance_booking_amount'>): PackageInvoiceFigures {
  const suppliers = new Map<number, PackageInvoiceSupplier>();
  const lines: TaxLine[] = [];
  for (const s of d.Services) {
    for (const p of s.Products) {
      const seller = p.Seller ?? { VendorId: 0, Name: '', State: '', Gstin: '' };
      const line = taxLine({ amount: paise(p.PayableAmt), ratePercent: Number(p.Gst) || 0 }, gstKind(seller.State, d.State));
      lines.push(line);
      const group = suppliers.get(seller.VendorId) ?? { vendorId: seller.VendorId, name: seller.Name, state: seller.State, gstin: seller.Gstin, items: [] };
      group.items.push({ ...inRupees(line), productId: p.Product_ID, title: p.Title, sac: s.SacCode || sacCodeFor(s.ServiceName), kind: line.kind });
      suppliers.set(seller.VendorId, group);
    }
  }
  // Orders with no item lines still bill the package total (nothing to break down).
  if (lines.length === 0) lines.push(taxLine({ amount: paise(d.PackageTotal), ratePercent: 0, gst: 0 }, 'unknown'));
  return { suppliers: [...suppliers.values()], totals: totalsOf(lines, paise(d.advance_booking_amount)) };
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
