import fc from 'fast-check';
import type { PackageBookingDetail } from '@utsav/shared/contract';
import { bookingInvoiceFigures, packageInvoiceFigures, rupeesInWords, type InvoiceFacts } from './invoice-math';

const detail = (over: Partial<InvoiceFacts> & Record<string, unknown> = {}) => ({
  BookingId: 1, BookingNo: 'BK000001', OrderId: 'OD20261117000001', BillNo: 'INV000001', CreateDate: '2026-11-17T04:30:00.000Z',
  BookingOnDate: '2026-12-02', Status: 1, Name: 'Aarav Sharma', Mobile: '9876543210', Email: 'a@example.in',
  Address: 'Flat 12B', City: 'Mumbai', State: 'Maharashtra', Pin: '400050', ProductId: 1, Title: 'Marigold Mandap Decoration',
  BookingAmt: 45000, Discount: 5, DiscountAmt: 2250, OfferAmt: 42750, Gst: 18, GstAmt: 7695, GstWithMrp: 50445,
  distanceKm: 0, travelCharges: 0, advance_booking_amount: 12611.25, BillingAmt: 50445, PayableAmt: 37833.75,
  Payment_type: 'advance', BookingFor: 'Anniversary', gst_no: '', ...over,
});

const cents = (x: number) => Math.round(x * 100);

describe('bookingInvoiceFigures', () => {
  it('GST-exclusive service in the same state with an advance', () => {
    const f = bookingInvoiceFigures(detail(), 'Maharashtra');
    expect(f.service).toMatchObject({ taxable: 42750, gst: 7695, cgst: 3847.5, sgst: 3847.5, igst: 0, amount: 50445 });
    expect(f.travel).toBeNull();
    expect(f.totals).toMatchObject({ kind: 'intra', taxable: 42750, total: 50445, rounded: 50445, roundOff: 0, advance: 12611.25, balance: 37833.75 });
  });
  it('other state with travel: the travel line carries GST at the service rate (inclusive), IGST, round-off', () => {
    const f = bookingInvoiceFigures(
      detail({ OfferAmt: 63750, Gst: 5, GstAmt: 3187.5, GstWithMrp: 66937.5, travelCharges: 29075.75, distanceKm: 1163.03, BillingAmt: 96013.25, advance_booking_amount: 0, PayableAmt: 96013.25 }),
      'Delhi',
    );
    // 29,075.75 × 5/105 = 1,384.56 GST; 27,691.19 taxable.
    expect(f.travel).toMatchObject({ amount: 29075.75, rate: 5, gst: 1384.56, taxable: 27691.19, igst: 1384.56, cgst: 0 });
    expect(f.totals).toMatchObject({ kind: 'inter', taxable: 91441.19, igst: 4572.06, gst: 4572.06, total: 96013.25, rounded: 96013, roundOff: -0.25, balance: 96013.25 });
  });
  it('GST-inclusive service: the taxable value is the inclusive amount less the GST', () => {
    const f = bookingInvoiceFigures(detail({ OfferAmt: 11800, GstAmt: 1800, GstWithMrp: 11800, BillingAmt: 11800, advance_booking_amount: 0 }), 'Maharashtra');
    expect(f.totals.taxable).toBe(10000);
    expect(f.totals.cgst).toBe(900);
    expect(f.totals.balance).toBe(11800);
  });
  it('vendor state unknown: GST shown in total, no split', () => {
    const f = bookingInvoiceFigures(detail(), '');
    expect(f.totals).toMatchObject({ kind: 'unknown', gst: 7695, cgst: 0, igst: 0 });
  });
  it('property: taxable + GST = total = billing, and the balance is the total less the advance, to the paisa', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.constantFrom(0, 5, 12, 18, 28), fc.integer({ min: 0, max: 100 }),
      fc.constantFrom('Maharashtra', 'Delhi', ''),
      (offer, travel, rate, advPer, vendorState) => {
        const gst = Math.round((offer * rate) / 100);
        const billing = offer + gst + travel;
        const advance = Math.round((offer + gst) * advPer / 100);
        const f = bookingInvoiceFigures(detail({ OfferAmt: offer / 100, Gst: rate, GstAmt: gst / 100, GstWithMrp: (offer + gst) / 100, travelCharges: travel / 100, BillingAmt: billing / 100, advance_booking_amount: advance / 100 }), vendorState);
        const t = f.totals;
        expect(cents(t.taxable) + cents(t.gst)).toBe(billing);
        expect(cents(t.total)).toBe(billing);
        expect(cents(f.service.amount) + cents(f.travel?.amount ?? 0)).toBe(billing);
        if (t.kind !== 'unknown') expect(cents(t.cgst) + cents(t.sgst) + cents(t.igst)).toBe(cents(t.gst));
        expect(cents(t.rounded) - cents(t.roundOff)).toBe(billing);
        expect(cents(t.balance)).toBe(advance > 0 ? billing - advance : billing);
      },
    ));
  });
});

const pkg = (over: Partial<PackageBookingDetail> = {}): Pick<PackageBookingDetail, 'Services' | 'State' | 'PackageTotal' | 'advance_booking_amount'> => ({
  State: 'Maharashtra', PackageTotal: 37000, advance_booking_amount: 7400,
  Services: [
    { ServiceID: 1, ServiceName: 'Decoration', SacCode: '998596', Products: [
      { Product_ID: 11, Title: 'Mandap', PayableAmt: 23600, ListAmt: 25000, Gst: 18, Seller: { VendorId: 1, Name: 'Marigold', State: 'Maharashtra', Gstin: '27AAPFU0939F1ZV' } },
    ] },
    { ServiceID: 2, ServiceName: 'Catering', SacCode: '996334', Products: [
      { Product_ID: 21, Title: 'Thali', PayableAmt: 13400, ListAmt: 14000, Gst: 5, Seller: { VendorId: 2, Name: 'Annapurna', State: 'Gujarat', Gstin: '' } },
    ] },
  ],
  ...over,
});

describe('packageInvoiceFigures', () => {
  it('a line per product, grouped by supplier, each taxed at its own rate and by its supplier state', () => {
    const f = packageInvoiceFigures(pkg());
    expect(f.suppliers.map((s) => [s.name, s.items.length])).toEqual([['Marigold', 1], ['Annapurna', 1]]);
    // 23,600 × 18/118 = 3,600 (CGST 1,800 + SGST 1,800); 13,400 × 5/105 = 638.10 IGST.
    expect(f.suppliers[0]!.items[0]).toMatchObject({ taxable: 20000, gst: 3600, cgst: 1800, sgst: 1800, kind: 'intra', sac: '998596' });
    expect(f.suppliers[1]!.items[0]).toMatchObject({ taxable: 12761.9, gst: 638.1, igst: 638.1, kind: 'inter', sac: '996334' });
    expect(f.totals).toMatchObject({ kind: 'unknown', taxable: 32761.9, gst: 4238.1, cgst: 1800, sgst: 1800, igst: 638.1, total: 37000, rounded: 37000, roundOff: 0, advance: 7400, balance: 29600 });
  });
  it('an order without item lines bills the package total', () => {
    expect(packageInvoiceFigures(pkg({ Services: [], PackageTotal: 999.5, advance_booking_amount: 0 })).totals).toMatchObject({ total: 999.5, rounded: 1000, roundOff: 0.5, balance: 999.5 });
  });
});

describe('rupeesInWords', () => {
  it.each([
    [50445, 'Rupees Fifty Thousand Four Hundred Forty Five Only'],
    [96013, 'Rupees Ninety Six Thousand Thirteen Only'],
    [1250000, 'Rupees Twelve Lakh Fifty Thousand Only'],
    [0, 'Rupees Zero Only'],
    [10_00_00_000, 'Rupees Ten Crore Only'],
  ])('%p', (n, words) => expect(rupeesInWords(n)).toBe(words));
});
