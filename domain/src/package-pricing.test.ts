import fc from 'fast-check';
import { gstInInclusive, taxLine } from './tax-invoice';
import { packageFromPrice, packageItemMoney, packageSaving, packageSelectionMoney } from './package-pricing';
import { percentOf, splitPackageTotal, travelFare } from './pricing';

const item = fc.record({
  ratePaise: fc.integer({ min: 1, max: 5_000_000_00 }),
  gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
  commissionPercent: fc.oneof(
    fc.integer({ min: 0, max: 30 }),
    fc.double({ min: 0, max: 30, noNaN: true }).map((x) => Math.round(x * 100) / 100),
  ),
});

describe('a package price follows the selection', () => {
  it('total = Σ item rates; each rate = taxable + GST (GST as the invoice takes it out); vendor shares + commission = total, to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (items, advancePercent) => {
          const m = packageSelectionMoney(items, advancePercent);
          expect(m.total).toBe(items.reduce((s, i) => s + i.ratePaise, 0));
          for (const [k, x] of m.items.entries()) {
            expect(Number.isInteger(x.commission) && Number.isInteger(x.vendorNet)).toBe(true);
            expect(x.gst).toBe(gstInInclusive(items[k]!.ratePaise, items[k]!.gstPercent));
            expect(x.taxable + x.gst).toBe(x.rate);
            expect(x.amount).toBe(x.rate);
            expect(x.vendorNet + x.commission).toBe(x.rate);
            expect(x.commission).toBeGreaterThanOrEqual(0);
            expect(x.commission).toBeLessThanOrEqual(x.taxable);
          }
          expect(m.items.reduce((s, x) => s + x.vendorNet, 0) + m.items.reduce((s, x) => s + x.commission, 0)).toBe(
            m.total,
          );
          expect(m.advance).toBeLessThanOrEqual(m.total);
          if (advancePercent === 100) expect(m.advance).toBe(m.total);
        },
      ),
    );
  });

  it('with travel to the event: total = Σ rates + Σ travel to the paisa; each part = rate + travel = taxable + GST (the invoice line); commission on the rate only; the advance is of the rates', () => {
    const withTravel = fc.record({
      ratePaise: fc.integer({ min: 0, max: 5_000_000_00 }),
      gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
      commissionPercent: fc.integer({ min: 0, max: 30 }),
      // distance (km, 2 decimals) × per-km charge, as cartLine prices travel
      travelPaise: fc
        .tuple(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 0, max: 50_00 }))
        .map(([centiKm, perKm]) => travelFare(centiKm / 100, perKm)),
    });
    fc.assert(
      fc.property(
        fc.array(withTravel, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 100 }),
        (items, advancePercent) => {
          const m = packageSelectionMoney(items, advancePercent);
          const rates = items.reduce((s, i) => s + i.ratePaise, 0);
          const travel = items.reduce((s, i) => s + i.travelPaise, 0);
          expect(m.total).toBe(rates + travel);
          expect(m.travel).toBe(travel);
          expect(m.items.reduce((s, x) => s + x.amount, 0)).toBe(m.total);
          for (const [k, x] of m.items.entries()) {
            const i = items[k]!;
            expect(x.amount).toBe(i.ratePaise + i.travelPaise);
            // The invoice prints this part as one GST-inclusive line at the service's rate: the same GST.
            const line = taxLine({ amount: x.amount, ratePercent: i.gstPercent }, 'intra');
            expect(line.gst).toBe(x.gst);
            expect(line.taxable + line.cgst + line.sgst).toBe(x.amount);
            expect(x.commission).toBe(packageItemMoney({ ...i, travelPaise: 0 }).commission);
            expect(x.vendorNet + x.commission).toBe(x.amount);
          }
          expect(m.advance).toBe(advancePercent > 0 ? percentOf(rates, advancePercent) : 0);
          // an advance and its balance add up to the total
          expect(m.advance + (m.total - m.advance)).toBe(m.total);
          expect(m.advance).toBeLessThanOrEqual(m.total);
        },
      ),
    );
  });

  it('an example: ₹50,000 at 18 % and ₹450 travel → ₹50,450, GST ₹7,695.76 inside it, commission of the ₹42,372.88 taxable rate', () => {
    const m = packageItemMoney({ ratePaise: 50_000_00, gstPercent: 18, commissionPercent: 10, travelPaise: 450_00 });
    expect(m.amount).toBe(50_450_00);
    expect(m.gst).toBe(7_695_76);
    expect(m.taxable).toBe(42_754_24);
    expect(m.commission).toBe(4_237_29);
    expect(m.vendorNet).toBe(46_212_71);
  });

  it('an advance collected is shared among the items so the parts add up to it, and a full payment gives each item exactly its rate', () => {
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 100 }),
        (items, advancePercent) => {
          const m = packageSelectionMoney(items, advancePercent);
          const rates = m.items.map((x) => x.rate);
          const parts = splitPackageTotal(m.advance, rates);
          expect(parts.reduce((s, x) => s + x, 0)).toBe(m.advance);
          expect(splitPackageTotal(m.total, rates)).toEqual(rates);
        },
      ),
    );
  });

  it('the walk: the dearest service is paid its own rate, not a pro-rata fraction of a fixed total', () => {
    const dear = packageItemMoney({ ratePaise: 50_445_00, gstPercent: 18, commissionPercent: 10 });
    expect(dear.rate).toBe(50_445_00);
    expect(dear.gst).toBe(7_695_00); // 50,445 × 18/118 = 7,695 exactly
    expect(dear.commission).toBe(4_275_00); // 10 % of the taxable 42,750
    expect(dear.vendorNet).toBe(46_170_00);
    expect(packageSaving([53_100_00, 12_000_00], 60_000_00)).toBe(5_100_00);
    expect(packageSaving([10_00], 20_00)).toBe(0);
    expect(packageFromPrice([[5_00, 3_00], [7_00], []])).toBe(10_00);
  });
});
