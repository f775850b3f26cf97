import fc from 'fast-check';
import {
  commissionGst,
  financialYearOf,
  financialYearRange,
  netOf,
  tcsSplit,
  tdsOn,
  withheldLinesFor,
  type WithholdingFacts,
} from './withholding';

const registeredIntra: WithholdingFacts = { gstRegistered: true, hasPan: true, gstPercent: 18, supply: 'intra' };

describe('withholding rates (CGST Act s.52, Income-tax Act s.194-O, GST on commission)', () => {
  it.each([
    // commission paise, GST 18 %
    [10_000_00, 1_800_00],
    [1, 0],
    [3, 1],
    [-5_000_00, -900_00],
  ])('GST on a commission of %i paise is %i', (c, gst) => {
    expect(commissionGst(c)).toBe(gst);
  });
  it.each([
    // gross paise, PAN?, TDS
    [1_00_000_00, true, 10_000],
    [1_00_000_00, false, 5_00_000],
    [999, true, 1],
    [-50_000_00, true, -5_000],
  ])('TDS on %i paise (PAN %s) is %i', (gross, pan, tds) => {
    expect(tdsOn(gross, pan)).toBe(tds);
  });
  it('TCS 0.5 %: intra-state CGST + SGST (CGST takes the odd paisa), inter-state or unknown IGST', () => {
    expect(tcsSplit(1_00_000_00, 'intra')).toEqual({ cgst: 25_000, sgst: 25_000, igst: 0 });
    expect(tcsSplit(1_00_000_00, 'inter')).toEqual({ cgst: 0, sgst: 0, igst: 50_000 });
    expect(tcsSplit(1_00_000_00, 'unknown')).toEqual({ cgst: 0, sgst: 0, igst: 50_000 });
    expect(tcsSplit(300, 'intra')).toEqual({ cgst: 1, sgst: 1, igst: 0 }); // 1.5 → 2 paise
    expect(tcsSplit(-300, 'intra')).toEqual({ cgst: -1, sgst: -1, igst: 0 });
  });
});

describe('withheldLinesFor', () => {
  it('a collected ₹1,18,000 (GST 18 % inclusive) of a registered vendor with PAN, intra-state', () => {
    const lines = withheldLinesFor({ kind: 'collected', amount: 1_18_000_00 }, registeredIntra);
    // Taxable value 1,00,000.00; TCS 500.00 (250 + 250); TDS 0.1 % of the gross 1,18,000 = 118.00.
    expect(lines).toEqual([
      { kind: 'tcs_cgst', amount: -250_00, base: 1_00_000_00, ratePercent: 0.25 },
      { kind: 'tcs_sgst', amount: -250_00, base: 1_00_000_00, ratePercent: 0.25 },
      { kind: 'tds', amount: -118_00, base: 1_18_000_00, ratePercent: 0.1 },
    ]);
  });
  it('an unregistered vendor: no TCS; without a PAN: TDS at 5 %', () => {
    const lines = withheldLinesFor(
      { kind: 'collected', amount: 50_000_00 },
      { gstRegistered: false, hasPan: false, gstPercent: 0, supply: 'inter' },
    );
    expect(lines).toEqual([{ kind: 'tds', amount: -2_500_00, base: 50_000_00, ratePercent: 5 }]);
  });
  it('a refund gives back what its value withheld; a commission line carries its GST', () => {
    const refund = withheldLinesFor({ kind: 'refund', amount: -1_18_000_00 }, registeredIntra);
    expect(refund.map((l) => l.amount)).toEqual([250_00, 250_00, 118_00]);
    expect(withheldLinesFor({ kind: 'commission', amount: -11_800_00 }, registeredIntra)).toEqual([
      { kind: 'commission_gst', amount: -2_124_00, base: -11_800_00, ratePercent: 18 },
    ]);
  });

  const facts = fc.record({
    gstRegistered: fc.boolean(),
    hasPan: fc.boolean(),
    gstPercent: fc.constantFrom(0, 5, 12, 18, 28),
    supply: fc.constantFrom('intra' as const, 'inter' as const, 'unknown' as const),
  });

  it('property: a full refund gives back to the paisa what the collection withheld', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_00_000_00 }), facts, (amount, f) => {
        const kept = withheldLinesFor({ kind: 'collected', amount }, f);
        const back = withheldLinesFor({ kind: 'refund', amount: -amount }, f);
        expect(kept.reduce((s, l) => s + l.amount, 0) + back.reduce((s, l) => s + l.amount, 0)).toBe(0);
      }),
    );
  });

  it('property: every line is whole paise, TCS halves add to the 0.5 % total, nothing exceeds its base', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50_00_000_00 }), facts, (amount, f) => {
        const lines = withheldLinesFor({ kind: 'collected', amount }, f);
        for (const l of lines) {
          expect(Number.isInteger(l.amount)).toBe(true);
          expect(-l.amount).toBeGreaterThanOrEqual(0);
          expect(-l.amount).toBeLessThanOrEqual(amount);
        }
        const tcs = lines.filter((l) => l.kind.startsWith('tcs_')).reduce((s, l) => s - l.amount, 0);
        const base = lines.find((l) => l.kind.startsWith('tcs_'))?.base ?? 0;
        expect(tcs).toBe(f.gstRegistered ? Math.round((base * 0.5) / 100) : 0);
      }),
    );
  });

  it('property: gross − refunds − commission − its GST − TCS − TDS is the sum of every line (net adds to the paisa)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_00_000_00 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 30 }),
        facts,
        (gross, refundPercent, commissionPercent, f) => {
          const refunded = Math.floor((gross * refundPercent) / 100);
          const commission = Math.round((gross * commissionPercent) / 100);
          const commissionBack = Math.round((refunded * commissionPercent) / 100);
          const ledger = [
            { kind: 'collected' as const, amount: gross },
            { kind: 'commission' as const, amount: -commission },
            ...(refunded > 0
              ? [
                  { kind: 'refund' as const, amount: -refunded },
                  { kind: 'commission' as const, amount: commissionBack },
                ]
              : []),
          ];
          const withheld = ledger.flatMap((l) => withheldLinesFor(l, f));
          const sum = (k: (x: { kind: string }) => boolean) => -withheld.filter(k).reduce((s, l) => s + l.amount, 0);
          const figures = {
            gross,
            refunded,
            commission: commission - commissionBack,
            commissionGst: sum((l) => l.kind === 'commission_gst'),
            tcs: sum((l) => l.kind.startsWith('tcs_')),
            tds: sum((l) => l.kind === 'tds'),
          };
          const all = ledger.reduce((s, l) => s + l.amount, 0) + withheld.reduce((s, l) => s + l.amount, 0);
          expect(netOf(figures)).toBe(all);
        },
      ),
    );
  });
});

describe('financial year', () => {
  it.each([
    ['2026-03-31', '2025-26'],
    ['2026-04-01', '2026-27'],
    ['2099-12-01', '2099-00'],
  ])('%s is in FY %s', (d, fy) => expect(financialYearOf(d)).toBe(fy));
  it('range', () => expect(financialYearRange('2025-26')).toEqual({ from: '2025-04-01', to: '2026-04-01' }));
});
