import fc from 'fast-check';
import type { BookingDetail, PackageBookingDetail } from '@utsav/domain/contract';
import type { MoneyState } from '@utsav/domain/tax-invoice';
import {
  amountInWords,
  bookingInvoiceFigures,
  packageInvoiceFigures,
  type InvoiceFacts,
  type PackageInvoiceFacts,
} from './invoice-math';
import { moneyBadge } from './components/invoice-text';

type Payment = BookingDetail['Payments'][number];
type Refund = BookingDetail['Refunds'][number];
const pay = (Amount: number, Kind: Payment['Kind'] = 'full'): Payment => ({
  PaymentId: `pay_${Amount}`,
  Date: '2026-11-17T04:31:00.000Z',
  Amount,
  Method: 'upi',
  Kind,
});
const refund = (Amount: number): Refund => ({
  Date: '2026-11-18T04:31:00.000Z',
  Amount,
  Reason: 'Cancelled by the customer',
  Status: 'processed',
  CreditNoteNo: 'CN000001',
});

const detail = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  State: 'Maharashtra',
  BookingAmt: 45000,
  Discount: 5,
  DiscountAmt: 2250,
  OfferAmt: 42750,
  Gst: 18,
  GstAmt: 7695,
  GstWithMrp: 50445,
  distanceKm: 0,
  travelCharges: 0,
  advance_booking_amount: 12611.25,
  Payment_type: 'advance',
  BookingState: 'confirmed',
  Document: 'tax_invoice',
  Payments: [pay(12611.25, 'advance')],
  Refunds: [],
  ...over,
});

const cents = (x: number) => Math.round(x * 100);

describe('bookingInvoiceFigures', () => {
  it('GST-exclusive service in the same state with an advance paid: the balance is the total less what was paid', () => {
    const f = bookingInvoiceFigures(detail(), 'Maharashtra');
    expect(f.service).toMatchObject({ taxable: 42750, gst: 7695, cgst: 3847.5, sgst: 3847.5, igst: 0, amount: 50445 });
    expect(f.travel).toBeNull();
    expect(f.totals).toMatchObject({ kind: 'intra', taxable: 42750, total: 50445 });
    expect(f.money).toMatchObject({ paid: 12611.25, refunded: 0, balance: 37833.75 });
    expect(f.money.payments.map((p) => p.label)).toEqual(['Advance paid']);
  });
  it('after the balance is paid nothing is payable and no "advance … balance payable" is left', () => {
    const f = bookingInvoiceFigures(
      detail({ Payments: [pay(12611.25, 'advance'), pay(37833.75, 'balance')] }),
      'Maharashtra',
    );
    expect(f.money).toMatchObject({ paid: 50445, balance: 0, payNow: 0 });
    expect(f.money.payments.map((p) => p.label)).toEqual(['Advance paid', 'Balance paid']);
    expect(moneyBadge(f.money).text).toBe('Paid in full');
  });
  it('other state with travel: travel carries GST at the service rate, IGST; the total keeps its paise (no rounding)', () => {
    const f = bookingInvoiceFigures(
      detail({
        OfferAmt: 63750,
        Gst: 5,
        GstAmt: 3187.5,
        GstWithMrp: 66937.5,
        travelCharges: 13507.95,
        distanceKm: 540.32,
        advance_booking_amount: 0,
        Payment_type: 'full',
        Payments: [pay(80445.45)],
      }),
      'Delhi',
    );
    // 13,507.95 × 5/105 = 643.24 GST.
    expect(f.travel).toMatchObject({ amount: 13507.95, rate: 5, gst: 643.24, igst: 643.24, cgst: 0 });
    expect(f.totals.total).toBe(80445.45);
    expect(f.money).toMatchObject({ paid: 80445.45, balance: 0 });
    expect(amountInWords(cents(f.totals.total))).toBe(
      'Rupees Eighty Thousand Four Hundred Forty Five and Paise Forty Five Only',
    );
  });
  it('an unpaid booking: an order summary, nothing paid, the advance payable now — never "Advance paid"', () => {
    const f = bookingInvoiceFigures(
      detail({ BookingState: 'pending_payment', Document: 'order_summary', Payments: [] }),
      'Maharashtra',
    );
    expect(f.document).toBe('order_summary');
    expect(f.money).toMatchObject({ paid: 0, payNow: 12611.25, balance: 50445 });
    expect(f.money.payments).toEqual([]);
    expect(moneyBadge(f.money).text).toBe('Awaiting payment');
  });
  it('cancelled with a refund: the refund listed, what was kept, nothing payable, no "Failed"', () => {
    const f = bookingInvoiceFigures(detail({ BookingState: 'cancelled', Refunds: [refund(6305.62)] }), 'Maharashtra');
    expect(f.money).toMatchObject({
      paid: 12611.25,
      refunded: 6305.62,
      netPaid: 6305.63,
      retained: 6305.63,
      balance: 0,
      payNow: 0,
    });
    expect(moneyBadge(f.money)).toEqual({ text: 'Cancelled · refunded', tone: 'closed' });
  });
  it('a bill of supply (supplier without a GSTIN) carries no GST: the whole amount is the value of supply', () => {
    const f = bookingInvoiceFigures(
      detail({ Document: 'bill_of_supply', Gst: 0, GstAmt: 0, GstWithMrp: 42750, travelCharges: 1000 }),
      'Maharashtra',
    );
    expect(f.totals).toMatchObject({ taxable: 43750, gst: 0, cgst: 0, sgst: 0, total: 43750 });
    expect(f.travel).toMatchObject({ gst: 0, taxable: 1000 });
  });
  it('vendor state unknown: GST shown in total, no split', () => {
    const f = bookingInvoiceFigures(detail(), '');
    expect(f.totals).toMatchObject({ kind: 'unknown', gst: 7695, cgst: 0, igst: 0 });
  });
});

// Property: over every booking state and any payment and refund records, every figure of the document
// is its records' — to the paisa — and nothing is payable on a closed booking.
const STATES: MoneyState[] = ['pending_payment', 'confirmed', 'completed', 'expired', 'declined', 'cancelled'];
const records = fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 3 });

describe('property: invoice figures = payment records, in every state', () => {
  it('booking documents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.constantFrom('full' as const, 'advance' as const),
        fc.constantFrom('tax_invoice' as const, 'bill_of_supply' as const, 'order_summary' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        fc.integer({ min: 0, max: 100 }),
        records,
        records,
        fc.constantFrom('Maharashtra', 'Delhi', ''),
        (state, type, document, offer, travel, rate, advPer, paid, refunded, vendorState) => {
          const gst = Math.round((offer * rate) / 100);
          const billing = offer + gst + travel;
          const advance = type === 'advance' ? Math.round(((offer + gst) * advPer) / 100) : 0;
          const f = bookingInvoiceFigures(
            detail({
              OfferAmt: offer / 100,
              Gst: rate,
              GstAmt: gst / 100,
              GstWithMrp: (offer + gst) / 100,
              travelCharges: travel / 100,
              advance_booking_amount: advance / 100,
              Payment_type: type,
              BookingState: state,
              Document: document,
              Payments: paid.map((p, i) => pay(p / 100, i ? 'balance' : type)),
              Refunds: refunded.map((r) => refund(r / 100)),
            }),
            vendorState,
          );
          const t = f.totals;
          const m = f.money;
          const sumPaid = paid.reduce((s, x) => s + x, 0);
          const sumRefunded = refunded.reduce((s, x) => s + x, 0);
          // The document's total is what is billed and charged, to the paisa; its columns add up.
          expect(cents(t.total)).toBe(billing);
          expect(cents(t.taxable) + cents(t.gst)).toBe(billing);
          if (t.kind !== 'unknown') expect(cents(t.cgst) + cents(t.sgst) + cents(t.igst)).toBe(cents(t.gst));
          if (document === 'bill_of_supply') expect(cents(t.gst)).toBe(0);
          // Paid and refunded are the records'.
          expect(cents(m.paid)).toBe(sumPaid);
          expect(cents(m.refunded)).toBe(sumRefunded);
          expect(cents(m.netPaid)).toBe(sumPaid - sumRefunded);
          expect(m.payments.map((p) => cents(p.amount))).toEqual(paid);
          expect(m.refunds.map((r) => cents(r.amount))).toEqual(refunded);
          // Due: only while the booking stands; the total less what the customer has in it (paid less refunded).
          const open = state === 'pending_payment' || state === 'confirmed';
          expect(cents(m.balance)).toBe(open ? Math.max(0, billing - (sumPaid - Math.min(sumRefunded, sumPaid))) : 0);
          if (!open) expect(m.payNow).toBe(0);
          if (state === 'pending_payment' && sumPaid === 0)
            expect(cents(m.payNow)).toBe(type === 'advance' && advance > 0 ? Math.min(advance, billing) : billing);
          // Nothing paid: no payment line (no "Advance paid ₹…" when ₹0 was paid).
          if (sumPaid === 0) expect(m.payments.some((p) => p.label === 'Advance paid')).toBe(false);
          expect(moneyBadge(m).text).not.toMatch(/fail/i);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('package documents', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.boolean(),
        records,
        records,
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 3_000_000 }),
            fc.constantFrom(0, 5, 18),
            fc.constantFrom('27AAKFS4821L1ZS', ''),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (state, _total, issued, paid, refunded, items) => {
          const total = items.reduce((s, [a]) => s + a, 0);
          const f = packageInvoiceFigures(
            pkg({
              PackageTotal: total / 100,
              BookingState: state,
              InvoiceIssuedAt: issued ? '2026-11-17T04:31:00.000Z' : null,
              Payments: paid.map((p) => pay(p / 100)),
              Refunds: refunded.map((r) => refund(r / 100)),
              Services: [
                {
                  ServiceID: 1,
                  ServiceName: 'Decoration',
                  SacCode: '998596',
                  Products: items.map(([a, rate, gstin], i) => ({
                    Product_ID: i + 1,
                    Title: `P${i}`,
                    PayableAmt: a / 100,
                    ListAmt: a / 100,
                    Gst: rate,
                    Seller: { VendorId: gstin ? 1 : 2, Name: 'V', State: 'Maharashtra', Gstin: gstin },
                  })),
                },
              ],
            }),
          );
          expect(cents(f.totals.total)).toBe(total);
          expect(cents(f.money.paid)).toBe(paid.reduce((s, x) => s + x, 0));
          expect(cents(f.money.refunded)).toBe(refunded.reduce((s, x) => s + x, 0));
          const open = state === 'pending_payment' || state === 'confirmed';
          const sumPaid = paid.reduce((s, x) => s + x, 0);
          const net =
            sumPaid -
            Math.min(
              refunded.reduce((s, x) => s + x, 0),
              sumPaid,
            );
          expect(cents(f.money.balance)).toBe(open ? Math.max(0, total - net) : 0);
          if (!issued) expect(f.document).toBe('order_summary');
          for (const s of f.suppliers) if (!s.gstin) expect(s.items.every((i) => i.gst === 0)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

const pkg = (over: Partial<PackageBookingDetail> = {}): PackageInvoiceFacts => ({
  State: 'Maharashtra',
  PackageTotal: 37000,
  advance_booking_amount: 7400,
  BookingState: 'confirmed',
  Payment_type: 'advance',
  InvoiceIssuedAt: '2026-11-17T04:31:00.000Z',
  Payments: [pay(7400, 'advance')],
  Refunds: [],
  Services: [
    {
      ServiceID: 1,
      ServiceName: 'Decoration',
      SacCode: '998596',
      Products: [
        {
          Product_ID: 11,
          Title: 'Mandap',
          PayableAmt: 23600,
          ListAmt: 25000,
          Gst: 18,
          Seller: { VendorId: 1, Name: 'Marigold', State: 'Maharashtra', Gstin: '27AAPFU0939F1ZV' },
        },
      ],
    },
    {
      ServiceID: 2,
      ServiceName: 'Catering',
      SacCode: '996334',
      Products: [
        {
          Product_ID: 21,
          Title: 'Thali',
          PayableAmt: 13400,
          ListAmt: 14000,
          Gst: 5,
          Seller: { VendorId: 2, Name: 'Annapurna', State: 'Gujarat', Gstin: '24AAGFA7315M1ZC' },
        },
      ],
    },
  ],
  ...over,
});

describe('packageInvoiceFigures', () => {
  it('a line per product, grouped by supplier, each taxed at its own rate and by its supplier state', () => {
    const f = packageInvoiceFigures(pkg());
    expect(f.suppliers.map((s) => [s.name, s.items.length, s.document])).toEqual([
      ['Marigold', 1, 'tax_invoice'],
      ['Annapurna', 1, 'tax_invoice'],
    ]);
    expect(f.document).toBe('tax_invoice');
    // 23,600 × 18/118 = 3,600 (CGST 1,800 + SGST 1,800); 13,400 × 5/105 = 638.10 IGST.
    expect(f.suppliers[0]!.items[0]).toMatchObject({
      taxable: 20000,
      gst: 3600,
      cgst: 1800,
      sgst: 1800,
      kind: 'intra',
      sac: '998596',
    });
    expect(f.suppliers[1]!.items[0]).toMatchObject({
      taxable: 12761.9,
      gst: 638.1,
      igst: 638.1,
      kind: 'inter',
      sac: '996334',
    });
    expect(f.totals).toMatchObject({
      kind: 'unknown',
      taxable: 32761.9,
      gst: 4238.1,
      cgst: 1800,
      sgst: 1800,
      igst: 638.1,
      total: 37000,
    });
    expect(f.money).toMatchObject({ paid: 7400, balance: 29600 });
  });
  it('an unregistered supplier charges no GST: its part is a bill of supply; the page is a mixed invoice', () => {
    const base = pkg();
    const f = packageInvoiceFigures(
      pkg({
        Services: base.Services.map((s, i) =>
          i === 1 ? { ...s, Products: s.Products.map((p) => ({ ...p, Seller: { ...p.Seller, Gstin: '' } })) } : s,
        ),
      }),
    );
    expect(f.suppliers[1]).toMatchObject({ document: 'bill_of_supply' });
    expect(f.suppliers[1]!.items[0]).toMatchObject({ gst: 0, taxable: 13400 });
    expect(f.document).toBe('mixed');
  });
  it('unpaid: an order summary with nothing paid; an order without item lines bills the package total exactly', () => {
    const f = packageInvoiceFigures(
      pkg({ Services: [], PackageTotal: 999.5, BookingState: 'pending_payment', InvoiceIssuedAt: null, Payments: [] }),
    );
    expect(f.document).toBe('order_summary');
    expect(f.totals.total).toBe(999.5);
    // The advance asked (7,400) is more than the total: paying now charges at most the total.
    expect(f.money).toMatchObject({ paid: 0, payNow: 999.5, balance: 999.5 });
  });
});

describe('amountInWords', () => {
  it.each([
    [5044500, 'Rupees Fifty Thousand Four Hundred Forty Five Only'],
    [8044545, 'Rupees Eighty Thousand Four Hundred Forty Five and Paise Forty Five Only'],
    [125000000, 'Rupees Twelve Lakh Fifty Thousand Only'],
    [0, 'Rupees Zero Only'],
    [10_00_00_00_000, 'Rupees Ten Crore Only'],
    [5, 'Rupees Zero and Paise Five Only'],
  ])('%p', (n, words) => expect(amountInWords(n)).toBe(words));
});
