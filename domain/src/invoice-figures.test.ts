/**
 * a booking moved more than once carries reschedule fees on its bill. The fee is its own line of the
 * document (Utsav's supply: SAC 998599, GST-inclusive at 18 %), and the document still adds up to the paisa — total =
 * service + travel + fee = what is billed and charged, taxable + GST = total, CGST + SGST or IGST = GST — in every
 * money state, for every document kind and GST kind.
 */
import fc from 'fast-check';
import type { BookingDetail } from './contract';
import { bookingInvoiceFigures, type InvoiceFacts } from './invoice-figures';
import { RESCHEDULE_FEE_PAISE } from './refund-policy';
import { RESCHEDULE_FEE_GST_PERCENT, RESCHEDULE_FEE_SAC, gstInInclusive, type MoneyState } from './tax-invoice';

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
  Reason: 'Moved to another date',
  Status: 'processed',
  CreditNoteNo: 'CN000001',
});
const cents = (x: number) => Math.round(x * 100);

const detail = (over: Partial<InvoiceFacts> = {}): InvoiceFacts => ({
  State: 'Maharashtra',
  BookingAmt: 45000,
  Discount: 0,
  DiscountAmt: 0,
  OfferAmt: 45000,
  Gst: 5,
  GstAmt: 2250,
  GstWithMrp: 47250,
  distanceKm: 0,
  travelCharges: 0,
  advance_booking_amount: 0,
  Payment_type: 'full',
  BookingState: 'confirmed',
  Document: 'tax_invoice',
  Payments: [pay(47250)],
  Refunds: [],
  RescheduleFeeAmt: 0,
  ...over,
});

const STATES: MoneyState[] = ['pending_payment', 'confirmed', 'completed', 'expired', 'declined', 'cancelled'];
const records = fc.array(fc.integer({ min: 1, max: 5_000_000 }), { maxLength: 3 });

describe('the reschedule fee on the booking document', () => {
  it('is its own line: ₹500 at 18 % inside (₹423.73 + ₹76.27), CGST + SGST within the state; the total is the bill', () => {
    const f = bookingInvoiceFigures(
      detail({ RescheduleFeeAmt: RESCHEDULE_FEE_PAISE / 100, Payments: [pay(47250), pay(500, 'balance')] }),
      'Maharashtra',
    );
    expect(f.fee).toEqual({
      amount: 500,
      rate: 18,
      taxable: 423.73,
      gst: 76.27,
      cgst: 38.14,
      sgst: 38.13,
      igst: 0,
      sac: RESCHEDULE_FEE_SAC,
    });
    expect(f.totals.total).toBe(47750);
    expect(f.totals.gst).toBe(2326.27);
    expect(f.money.balance).toBe(0);
  });

  it('no fee, no line', () => {
    expect(bookingInvoiceFigures(detail(), 'Maharashtra').fee).toBeNull();
    expect(bookingInvoiceFigures(detail({ RescheduleFeeAmt: undefined }), 'Maharashtra').fee).toBeNull();
  });

  it('property: with any fee, in every state, document and GST kind, the document adds up to the paisa and to what is billed', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...STATES),
        fc.constantFrom('full' as const, 'advance' as const),
        fc.constantFrom('tax_invoice' as const, 'bill_of_supply' as const, 'order_summary' as const),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        fc.oneof(
          fc.constantFrom(RESCHEDULE_FEE_PAISE, 2 * RESCHEDULE_FEE_PAISE, 3 * RESCHEDULE_FEE_PAISE),
          fc.integer({ min: 1, max: 1_000_000 }),
        ),
        fc.integer({ min: 0, max: 100 }),
        records,
        records,
        fc.constantFrom('Maharashtra', 'Delhi', ''),
        (state, type, document, offer, travel, rate, fee, advPer, paid, refunded, vendorState) => {
          const gst = document === 'bill_of_supply' ? 0 : Math.round((offer * rate) / 100);
          const billing = offer + gst + travel + fee;
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
              RescheduleFeeAmt: fee / 100,
              Payments: paid.map((p, i) => pay(p / 100, i ? 'balance' : type)),
              Refunds: refunded.map((r) => refund(r / 100)),
            }),
            vendorState,
          );
          const t = f.totals;
          // The fee line: GST-inclusive at 18 %, Utsav's SAC, whatever the document.
          expect(f.fee).not.toBeNull();
          const l = f.fee!;
          expect(l.sac).toBe(RESCHEDULE_FEE_SAC);
          expect(l.rate).toBe(RESCHEDULE_FEE_GST_PERCENT);
          expect(cents(l.amount)).toBe(fee);
          expect(cents(l.gst)).toBe(gstInInclusive(fee, RESCHEDULE_FEE_GST_PERCENT));
          expect(cents(l.taxable) + cents(l.gst)).toBe(fee);
          if (t.kind !== 'unknown') expect(cents(l.cgst) + cents(l.sgst) + cents(l.igst)).toBe(cents(l.gst));
          // The document: every line in it, the total is the bill (what is charged), the columns add up.
          const lines = [f.service, ...(f.travel ? [f.travel] : []), l];
          expect(cents(t.total)).toBe(billing);
          expect(lines.reduce((s, x) => s + cents(x.amount), 0)).toBe(billing);
          expect(cents(t.taxable) + cents(t.gst)).toBe(billing);
          expect(cents(t.taxable)).toBe(lines.reduce((s, x) => s + cents(x.taxable), 0));
          expect(cents(t.gst)).toBe(lines.reduce((s, x) => s + cents(x.gst), 0));
          if (t.kind !== 'unknown') expect(cents(t.cgst) + cents(t.sgst) + cents(t.igst)).toBe(cents(t.gst));
          if (document === 'bill_of_supply') expect(cents(t.gst)).toBe(cents(l.gst));
          // The money follows the bill with the fee: what is still due while the booking stands.
          const sumPaid = paid.reduce((s, x) => s + x, 0);
          const sumRefunded = refunded.reduce((s, x) => s + x, 0);
          const open = state === 'pending_payment' || state === 'confirmed';
          expect(cents(f.money.balance)).toBe(
            open ? Math.max(0, billing - (sumPaid - Math.min(sumRefunded, sumPaid))) : 0,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });
});
