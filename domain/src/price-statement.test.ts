import fc from 'fast-check';
import { cartLine } from './pricing';
import { priceStatement, priceStatementOfRupees, travelIsHigh } from './price-statement';

describe('priceStatement (the price as charged, docs/gst.md)', () => {
  it.each([
    // payable, gst%, travel, pin, lang, priceText, travelText
    [7_965_000, 18, null, null, 'en', '₹79,650.00 incl. 18 % GST', null],
    [7_965_000, 18, 45_000, '560001', 'en', '₹79,650.00 incl. 18 % GST', '+ ₹450.00 travel to 560001'],
    [7_965_000, 18, 45_000, '560001', 'hi', '₹79,650.00 (18 % GST सहित)', '+ ₹450.00 यात्रा शुल्क (560001 तक)'],
    [510_000, 0, 0, '560001', 'en', '₹5,100.00 · no GST', null],
    [510_000, 0, null, null, 'hi', '₹5,100.00 · GST नहीं', null],
    [12_345_678_90, 5, 1_066_680, '560001', 'en', '₹1,23,45,678.90 incl. 5 % GST', '+ ₹10,666.80 travel to 560001'],
  ] as const)('%i paise at %i %% GST, travel %s → %s', (payable, gst, travel, pin, lang, priceText, travelText) => {
    const s = priceStatement({ payablePaise: payable, gstPercent: gst, travelPaise: travel, pincode: pin }, lang);
    expect(s.priceText).toBe(priceText);
    expect(s.travelText).toBe(travelText);
    expect(s.totalPaise).toBe(payable + (travel ?? 0));
  });

  it('says the rate with up to two decimals', () => {
    expect(priceStatement({ payablePaise: 100_000, gstPercent: 12.5 }).priceText).toBe('₹1,000.00 incl. 12.5 % GST');
  });

  it('reads API rupees to the paisa', () => {
    const s = priceStatementOfRupees({ payableAmt: 79650.1, gst: 18, travelFare: 10666.8, pincode: '560001' });
    expect(s.payablePaise).toBe(7_965_010);
    expect(s.travelPaise).toBe(1_066_680);
    expect(s.totalPaise).toBe(9_031_690);
  });

  it('warns when travel is a quarter of the price or ₹5,000', () => {
    expect(travelIsHigh(0, 100)).toBe(false);
    expect(travelIsHigh(2_499, 10_000)).toBe(false);
    expect(travelIsHigh(2_500, 10_000)).toBe(true);
    expect(travelIsHigh(500_000, 100_000_000)).toBe(true);
    expect(travelIsHigh(1_066_680, 1_080_000)).toBe(true);
  });

  it('states exactly what the cart bills for any price, GST mode, distance and fare per km', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        fc.constantFrom(0, 5, 12, 18, 28),
        fc.constantFrom<0 | 1>(0, 1),
        fc.integer({ min: 0, max: 300_000 }).map((x) => x / 100),
        fc.integer({ min: 0, max: 5_000 }),
        (mrp, discountPercent, gstPercent, gstIncluded, distanceKm, travelChargePerKm) => {
          const line = cartLine({
            mrp,
            discountPercent,
            gstPercent,
            gstIncluded,
            travelChargePerKm,
            advancePercent: 20,
            distanceKm,
          });
          const s = priceStatement({ payablePaise: line.payableAmt, gstPercent, travelPaise: line.travelFare });
          expect(s.totalPaise).toBe(line.billingAmt);
          // Through the API's rupees and back: the same paise.
          const r = priceStatementOfRupees({
            payableAmt: line.payableAmt / 100,
            gst: gstPercent,
            travelFare: line.travelFare / 100,
          });
          expect(r.totalPaise).toBe(line.billingAmt);
        },
      ),
    );
  });
});
