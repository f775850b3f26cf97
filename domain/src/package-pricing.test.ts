import fc from 'fast-check';
import { gstInInclusive } from './tax-invoice';
import { packageFromPrice, packageItemMoney, packageSaving, packageSelectionMoney } from './package-pricing';
import { splitPackageTotal } from './pricing';

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
