import fc from 'fast-check';
import {
  MAX_QUOTE_LINES,
  MAX_QUOTE_QUANTITY,
  MAX_UNIT_PRICE_PAISE,
  lineOfQuote,
  quoteFigures,
  quoteLineAmount,
  quoteSubtotal,
  quotedLine,
} from './quote-money';

const lineArb = fc.record({
  quantity: fc.integer({ min: 1, max: MAX_QUOTE_QUANTITY }),
  unitPaise: fc.integer({ min: 0, max: MAX_UNIT_PRICE_PAISE }),
});
const linesArb = fc.array(lineArb, { minLength: 1, maxLength: MAX_QUOTE_LINES });
const rulesArb = fc.record({
  gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
  gstIncluded: fc.constantFrom<0 | 1>(0, 1),
  travelChargePerKm: fc.integer({ min: 0, max: 100_00 }),
  advancePercent: fc.integer({ min: 0, max: 100 }),
});
const kmArb = fc.integer({ min: 0, max: 300_000 }).map((x) => x / 100);

describe('quote money', () => {
  it('a table case: 300 plates at ₹450 and a ₹5,000 stall, 18 % on top, 12.5 km at ₹20/km, 25 % advance', () => {
    const line = quotedLine(
      [
        { quantity: 300, unitPaise: 450_00 },
        { quantity: 1, unitPaise: 5_000_00 },
      ],
      { gstPercent: 18, gstIncluded: 0, travelChargePerKm: 20_00, advancePercent: 25 },
      12.5,
    );
    expect(line.offerAmt).toBe(1_40_000_00);
    expect(line.gstAmt).toBe(25_200_00);
    expect(line.payableAmt).toBe(1_65_200_00);
    expect(line.travelFare).toBe(250_00);
    expect(line.billingAmt).toBe(1_65_450_00);
    expect(line.advanceAmt).toBe(41_300_00);
  });

  it('every amount is a safe integer and the subtotal is the sum of the lines', () =>
    fc.assert(
      fc.property(linesArb, (lines) => {
        const total = quoteSubtotal(lines);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBe(lines.map(quoteLineAmount).reduce((a, b) => a + b, 0));
      }),
    ));

  it('billing = payable + travel; advance ≤ payable; GST on top adds, GST included does not', () =>
    fc.assert(
      fc.property(linesArb, rulesArb, kmArb, (lines, rules, km) => {
        const l = quotedLine(lines, rules, km);
        const sub = quoteSubtotal(lines);
        for (const x of [l.payableAmt, l.travelFare, l.billingAmt, l.advanceAmt, l.taxInPayable])
          expect(Number.isSafeInteger(x)).toBe(true);
        expect(l.offerAmt).toBe(sub);
        expect(l.discountAmt).toBe(0);
        expect(l.billingAmt).toBe(l.payableAmt + l.travelFare);
        expect(l.advanceAmt).toBeLessThanOrEqual(l.payableAmt);
        if (rules.gstIncluded === 1) expect(l.payableAmt).toBe(sub);
        else expect(l.payableAmt).toBe(sub + l.gstAmt);
        expect(l.taxInPayable).toBeLessThanOrEqual(l.payableAmt);
      }),
    ));

  it('order of lines does not change the bill', () =>
    fc.assert(
      fc.property(linesArb, rulesArb, kmArb, (lines, rules, km) => {
        expect(quotedLine([...lines].reverse(), rules, km)).toEqual(quotedLine(lines, rules, km));
      }),
    ));

  it('a quote billed from its stored figures is the line it was priced as, and the figures add up', () =>
    fc.assert(
      fc.property(linesArb, rulesArb, kmArb, (lines, rules, km) => {
        const f = quoteFigures(lines, rules, km);
        expect(lineOfQuote(f)).toEqual(quotedLine(lines, rules, km));
        expect(f.total).toBe(f.subtotal + (f.gstIncluded === 1 ? 0 : f.gst) + f.travel);
        expect(f.advance).toBeLessThanOrEqual(f.total - f.travel);
      }),
    ));
});
