import type { BookingDetail } from '@utsav/shared/api-types';
import { bookingInvoiceFigures, normaliseState, packageInvoiceFigures, roundAmount, rupeesInWords, splitGst } from './invoice-math';
import { DEFAULT_SAC, sacCodeFor } from './sac-codes';

const detail = (over: Partial<BookingDetail> = {}): BookingDetail => ({
  BookingId: 1, BookingNo: 'BK000001', OrderId: 'OD20261117000001', BillNo: 'INV000001', CreateDate: '2026-11-17T04:30:00.000Z',
  BookingOnDate: '2026-12-02', Status: 1, Name: 'Aarav Sharma', Mobile: '9876543210', Email: 'a@example.in',
  Address: 'Flat 12B', City: 'Mumbai', State: 'Maharashtra', Pin: '400050', ProductId: 1, Title: 'Marigold Mandap Decoration',
  BookingAmt: 45000, Discount: 5, DiscountAmt: 2250, OfferAmt: 42750, Gst: 18, GstAmt: 7695, GstWithMrp: 50445,
  distanceKm: 0, travelCharges: 0, advance_booking_amount: 12611.25, BillingAmt: 50445, PayableAmt: 37833.75,
  Payment_type: 'advance', BookingFor: 'Anniversary', gst_no: '', ...over,
});

describe('splitGst', () => {
  it('splits into CGST and SGST halves when vendor and event are in one state', () => {
    expect(splitGst(7695, 18, 'Maharashtra', ' maharashtra ')).toEqual({ kind: 'intra', rate: 18, total: 7695, cgst: 3847.5, sgst: 3847.5, igst: 0 });
  });
  it('gives the odd paisa to CGST so the halves add up', () => {
    const s = splitGst(0.05, 5, 'Kerala', 'Kerala');
    expect([s.cgst, s.sgst]).toEqual([0.03, 0.02]);
    expect(Math.round((s.cgst + s.sgst) * 100)).toBe(5);
  });
  it('charges IGST across states', () => {
    expect(splitGst(3187.5, 5, 'Delhi', 'Maharashtra')).toEqual({ kind: 'inter', rate: 5, total: 3187.5, cgst: 0, sgst: 0, igst: 3187.5 });
  });
  it('is unknown when the vendor state is missing', () => {
    expect(splitGst(10, 18, '', 'Goa').kind).toBe('unknown');
  });
  it('compares states ignoring case, spaces and punctuation', () => {
    expect(normaliseState('Jammu & Kashmir')).toBe(normaliseState('jammu and kashmir'.replace('and', '&')));
  });
});

describe('roundAmount', () => {
  it.each([
    [96013.25, 96013, -0.25],
    [37833.5, 37834, 0.5],
    [50445, 50445, 0],
    [0.49, 0, -0.49],
    [1234.75, 1235, 0.25],
  ])('%p → %p (round off %p)', (amount, rounded, roundOff) => {
    expect(roundAmount(amount)).toEqual({ rounded, roundOff });
  });
});

describe('bookingInvoiceFigures', () => {
  it('GST-exclusive service in the same state with an advance', () => {
    const f = bookingInvoiceFigures(detail(), 'Maharashtra');
    expect(f.taxable).toBe(42750);
    expect(f.gst.kind).toBe('intra');
    expect(f.gst.cgst + f.gst.sgst).toBe(7695);
    expect(f.billing).toBe(50445);
    expect(f.rounded).toBe(50445);
    expect(f.advance).toBe(12611.25);
    expect(f.balance).toBe(37833.75);
  });
  it('other state with travel: IGST, rounded amount and round-off', () => {
    const f = bookingInvoiceFigures(
      detail({ OfferAmt: 63750, Gst: 5, GstAmt: 3187.5, GstWithMrp: 66937.5, travelCharges: 29075.75, distanceKm: 1163.03, BillingAmt: 96013.25, advance_booking_amount: 0, PayableAmt: 96013.25 }),
      'Delhi',
    );
    expect(f.gst).toMatchObject({ kind: 'inter', igst: 3187.5, cgst: 0 });
    expect(f.taxable).toBe(63750);
    expect(f.billing).toBe(96013.25);
    expect(f.rounded).toBe(96013);
    expect(f.roundOff).toBe(-0.25);
    expect(f.balance).toBe(96013.25);
  });
  it('GST-inclusive service: the taxable value is the inclusive amount less the GST', () => {
    const f = bookingInvoiceFigures(detail({ OfferAmt: 11800, GstAmt: 1800, GstWithMrp: 11800, BillingAmt: 11800, advance_booking_amount: 0 }), 'Maharashtra');
    expect(f.taxable).toBe(10000);
    expect(f.gst.cgst).toBe(900);
    expect(f.balance).toBe(11800);
  });
});

describe('packageInvoiceFigures', () => {
  it('balance is the total less the advance', () => {
    expect(packageInvoiceFigures(37000, 7400)).toEqual({ total: 37000, rounded: 37000, roundOff: 0, advance: 7400, balance: 29600 });
    expect(packageInvoiceFigures(999.5, 0)).toMatchObject({ rounded: 1000, roundOff: 0.5, balance: 999.5 });
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

describe('sacCodeFor', () => {
  it('uses the API code when present, else the category table, else the default', () => {
    expect(sacCodeFor('Catering', '123456')).toBe('123456');
    expect(sacCodeFor('Photography')).toBe('998383');
    expect(sacCodeFor('Unknown')).toBe(DEFAULT_SAC);
  });
});
