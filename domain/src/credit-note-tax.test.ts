import fc from 'fast-check';
import { creditNoteTaxes, type TaxHeads } from './credit-note-tax';
import { taxLine, taxTotals } from './tax-invoice';

/** An invoice of a service line and an optional travel line, each split on its own (as invoices are). */
const invoiceArb = fc
  .record({
    service: fc.integer({ min: 0, max: 50_000_000 }),
    travel: fc.integer({ min: 0, max: 500_000 }),
    rate: fc.constantFrom(0, 5, 12, 18, 28),
    kind: fc.constantFrom('intra' as const, 'inter' as const, 'unknown' as const),
  })
  .map(({ service, travel, rate, kind }) => {
    const lines = [taxLine({ amount: service, ratePercent: rate }, kind)];
    if (travel > 0) lines.push(taxLine({ amount: travel, ratePercent: rate }, kind));
    const t = taxTotals(lines);
    const heads: TaxHeads = { kind, gst: t.gst, cgst: t.cgst, sgst: t.sgst, igst: t.igst };
    return { heads, amount: t.amount };
  });

/** Refunds of parts of the amount, each with GST in proportion (rounded: may overshoot by a paisa). */
const notesOf = (amount: number, gst: number, cuts: number[]) => {
  let left = amount;
  return cuts.map((c) => {
    const a = Math.min(left, Math.floor((amount * c) / 100));
    left -= a;
    return { amount: a, gst: amount > 0 ? Math.round((a * gst) / amount) + (c % 2) : 0 };
  });
};

describe('credit-note tax lines', () => {
  it('intra-state: CGST and SGST as the invoice; a full refund in three notes credits exactly the invoice heads', () => {
    const invoice: TaxHeads = { kind: 'intra', gst: 100, cgst: 50, sgst: 50, igst: 0 };
    const notes = creditNoteTaxes(invoice, [
      { amount: 200, gst: 33 },
      { amount: 200, gst: 33 },
      { amount: 200, gst: 34 },
    ]);
    expect(notes.map((n) => [n.cgst, n.sgst])).toEqual([
      [17, 16],
      [16, 17],
      [17, 17],
    ]);
    expect(notes.reduce((s, n) => s + n.cgst, 0)).toBe(50);
  });

  it('inter-state: IGST only; unknown state: one GST line', () => {
    const [i] = creditNoteTaxes({ kind: 'inter', gst: 900, cgst: 0, sgst: 0, igst: 900 }, [{ amount: 5900, gst: 900 }]);
    expect(i).toMatchObject({ igst: 900, cgst: 0, sgst: 0, taxable: 5000 });
    const [u] = creditNoteTaxes({ kind: 'unknown', gst: 900, cgst: 0, sgst: 0, igst: 0 }, [{ amount: 5900, gst: 900 }]);
    expect(u).toMatchObject({ gst: 900, igst: 0, cgst: 0, sgst: 0 });
  });

  it('property: each note sums exactly, no head is negative, and the notes never exceed the invoice heads', () => {
    fc.assert(
      fc.property(
        invoiceArb,
        fc.array(fc.integer({ min: 0, max: 100 }), { maxLength: 6 }),
        ({ heads, amount }, cuts) => {
          const notes = creditNoteTaxes(heads, notesOf(amount, heads.gst, cuts));
          const sum = { gst: 0, cgst: 0, sgst: 0, igst: 0, amount: 0 };
          for (const n of notes) {
            expect(n.taxable + n.gst).toBe(n.amount);
            for (const h of ['gst', 'cgst', 'sgst', 'igst', 'taxable'] as const) expect(n[h]).toBeGreaterThanOrEqual(0);
            if (heads.kind === 'intra') expect(n.cgst + n.sgst).toBe(n.gst);
            else if (heads.kind === 'inter') expect(n.igst).toBe(n.gst);
            else expect(n.cgst + n.sgst + n.igst).toBe(0);
            sum.gst += n.gst;
            sum.cgst += n.cgst;
            sum.sgst += n.sgst;
            sum.igst += n.igst;
            sum.amount += n.amount;
          }
          expect(sum.amount).toBeLessThanOrEqual(amount);
          expect(sum.gst).toBeLessThanOrEqual(heads.gst);
          expect(sum.cgst).toBeLessThanOrEqual(heads.cgst);
          expect(sum.sgst).toBeLessThanOrEqual(heads.sgst);
          expect(sum.igst).toBeLessThanOrEqual(heads.igst);
          if (sum.gst === heads.gst)
            expect([sum.cgst, sum.sgst, sum.igst]).toEqual([heads.cgst, heads.sgst, heads.igst]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
