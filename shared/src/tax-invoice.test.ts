import fc from 'fast-check';
import { splitPackageTotal } from './pricing';
import { bookingInvoiceGst, gstInInclusive, gstKind, roundToRupee, sacCodeFor, taxLine, taxTotals } from './tax-invoice';

describe('gstInInclusive (GST inside a GST-inclusive amount)', () => {
  it.each([
    ['₹11,800 at 18 %', 1_180_000, 18, 180_000],
    ['₹1,000 travel at 18 % (152.54)', 100_000, 18, 15_254],
    ['₹500 at 5 % (23.81)', 50_000, 5, 2_381],
    ['no GST', 100_000, 0, 0],
    ['nothing billed', 0, 18, 0],
  ] as const)('%s', (_n, amount, rate, gst) => {
    expect(gstInInclusive(amount, rate)).toBe(gst);
  });
});

describe('gstKind (place of supply rule)', () => {
  it('one state → CGST + SGST, spelling and case ignored', () => {
    expect(gstKind('Tamil Nadu', 'tamil  nadu')).toBe('intra');
  });
  it('two states → IGST; unknown when either is missing', () => {
    expect(gstKind('Karnataka', 'Tamil Nadu')).toBe('inter');
    expect(gstKind('', 'Tamil Nadu')).toBe('unknown');
    expect(gstKind('Karnataka', null)).toBe('unknown');
  });
});

describe('taxLine', () => {
  it('a booking line with its stored GST: ₹50,445 incl. ₹7,695 GST, intra-state', () => {
    const l = taxLine({ amount: 5_044_500, ratePercent: 18, gst: 769_500 }, 'intra');
    expect(l).toEqual({ amount: 5_044_500, ratePercent: 18, taxable: 4_275_000, gst: 769_500, kind: 'intra', cgst: 384_750, sgst: 384_750, igst: 0 });
  });
  it('an odd paisa of GST goes to CGST', () => {
    const l = taxLine({ amount: 100_000, ratePercent: 18 }, 'intra');
    expect([l.gst, l.cgst, l.sgst]).toEqual([15_254, 7_627, 7_627]);
    const odd = taxLine({ amount: 100_001, ratePercent: 18 }, 'intra');
    expect(odd.cgst - odd.sgst).toBe(odd.gst % 2);
  });
  it('inter-state: all IGST', () => {
    const l = taxLine({ amount: 100_000, ratePercent: 18 }, 'inter');
    expect([l.cgst, l.sgst, l.igst]).toEqual([0, 0, 15_254]);
  });
});

describe('SAC per category', () => {
  it('known categories and the fallback', () => {
    expect(sacCodeFor('Catering')).toBe('996334');
    expect(sacCodeFor(' photography ')).toBe('998383');
    expect(sacCodeFor('Something new')).toBe('998596');
    expect(sacCodeFor(null)).toBe('998596');
  });
});

describe('roundToRupee', () => {
  it.each([
    [4_348_530, 4_348_500, -30],
    [4_348_550, 4_348_600, 50],
    [100, 100, 0],
  ] as const)('%i → %i (%i)', (p, rounded, off) => {
    expect(roundToRupee(p)).toEqual({ rounded, roundOff: off });
  });
});

// Property tests: every invoice figure adds up to the paisa.
const paise = fc.integer({ min: 0, max: 500_000_000 });
const rate = fc.constantFrom(0, 5, 12, 18, 28);
const kind = fc.constantFrom('intra' as const, 'inter' as const, 'unknown' as const);

describe('properties', () => {
  it('each line: taxable + GST = amount; CGST + SGST + IGST = GST (when the states are known); nothing negative', () => {
    fc.assert(fc.property(paise, rate, kind, (amount, r, k) => {
      const l = taxLine({ amount, ratePercent: r }, k);
      expect(l.taxable + l.gst).toBe(amount);
      expect(l.taxable).toBeGreaterThanOrEqual(0);
      expect(l.gst).toBeGreaterThanOrEqual(0);
      if (k !== 'unknown') expect(l.cgst + l.sgst + l.igst).toBe(l.gst);
      expect(Math.abs(l.cgst - l.sgst)).toBeLessThanOrEqual(1);
      // The GST is the rate applied to the taxable value, within half a paisa of rounding either way.
      expect(Math.abs(l.taxable * r - l.gst * 100)).toBeLessThanOrEqual(100 + r);
    }));
  });

  it('a package invoice: the lines of the package total add up to it in every column', () => {
    fc.assert(fc.property(paise, fc.array(fc.tuple(paise, rate, kind), { minLength: 1, maxLength: 8 }), (total, items) => {
      const shares = splitPackageTotal(total, items.map(([list]) => list));
      const lines = items.map(([, r, k], i) => taxLine({ amount: shares[i]!, ratePercent: r }, k));
      const t = taxTotals(lines);
      expect(t.amount).toBe(total);
      expect(t.taxable + t.gst).toBe(total);
      expect(t.cgst + t.sgst + t.igst).toBe(lines.filter((l) => l.kind !== 'unknown').reduce((s, l) => s + l.gst, 0));
      const { rounded, roundOff } = roundToRupee(t.amount);
      expect(rounded - roundOff).toBe(total);
      expect(Math.abs(roundOff)).toBeLessThanOrEqual(50);
    }));
  });

  it('a booking invoice: service + travel lines add up to the billing amount and to bookingInvoiceGst', () => {
    fc.assert(fc.property(paise, paise, rate, kind, (serviceInclusive, travel, r, k) => {
      const gstAmt = gstInInclusive(serviceInclusive, r);
      const lines = [taxLine({ amount: serviceInclusive, ratePercent: r, gst: gstAmt }, k), taxLine({ amount: travel, ratePercent: r }, k)];
      const t = taxTotals(lines);
      expect(t.amount).toBe(serviceInclusive + travel);
      expect(t.gst).toBe(bookingInvoiceGst({ gstAmt, travelCharges: travel, gstPercent: r }));
    }));
  });
});
