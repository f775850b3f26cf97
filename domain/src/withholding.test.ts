import fc from 'fast-check';
import {
  commissionGst,
  financialYearOf,
  financialYearRange,
  netOf,
  tcsSplit,
  tdsOn,
  withheldLinesFor,
  type LedgerLineInput,
  type WithheldKind,
  type WithholdingFacts,
} from './withholding';
import { adminCommission, roundPaise, servicePrice } from './pricing';
import { cancellationRefund } from './refund-policy';

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

/**
 * The worked example of docs/payments.md ("Worked example"), figure for figure: a GST-registered vendor in
 * Maharashtra with a PAN; prices GST 18 % inclusive; Utsav's commission 10 % of the price.
 */
describe('the worked example of docs/payments.md', () => {
  const withPan = (supply: 'intra' | 'inter'): WithholdingFacts => ({
    gstRegistered: true,
    hasPan: true,
    gstPercent: 18,
    supply,
  });
  type Row = [line: string, kind: WithheldKind | LedgerLineInput['kind'], base: number | null, amount: number];
  /** The ledger lines and each one's withheld lines, as the doc's table rows: [line, kind, base, amount]. */
  const rows = (ledger: LedgerLineInput[], f: WithholdingFacts): Row[] =>
    ledger.flatMap((l): Row[] => [
      [l.kind, l.kind, null, l.amount],
      ...withheldLinesFor(l, f).map((w): Row => [`${l.kind}: ${w.kind}`, w.kind, w.base, w.amount]),
    ]);
  const net = (r: Row[]) => r.reduce((s, x) => s + x[3], 0);
  const sumOf = (r: Row[], k: (kind: string) => boolean) => -r.filter((x) => k(x[1])).reduce((s, x) => s + x[3], 0);

  // Booking 1: event in Maharashtra, paid ₹11,800.00, not cancelled.
  const price1 = servicePrice({ mrp: 11_800_00, discountPercent: 0, gstPercent: 18, gstIncluded: 1 });
  const booking1 = rows(
    [
      { kind: 'collected', amount: price1.payableAmt },
      { kind: 'commission', amount: -adminCommission(price1.offerAmt, 10) },
    ],
    withPan('intra'),
  );

  // Booking 2: event in Karnataka, paid ₹5,900.00, cancelled 29 days before the event (the 50 % tier).
  const price2 = servicePrice({ mrp: 5_900_00, discountPercent: 0, gstPercent: 18, gstIncluded: 1 });
  const commission2 = adminCommission(price2.offerAmt, 10);
  const refund2 = cancellationRefund(price2.payableAmt, '2026-03-30', '2026-03-01');
  // The commission charged follows what stays collected: round(commission × net collected / billing).
  const commissionKept = roundPaise((commission2 * (price2.payableAmt - refund2)) / price2.payableAmt);
  const booking2 = rows(
    [
      { kind: 'collected', amount: price2.payableAmt },
      { kind: 'commission', amount: -commission2 },
      { kind: 'refund', amount: -refund2 },
      { kind: 'commission', amount: commission2 - commissionKept },
    ],
    withPan('inter'),
  );

  it('booking 1 (intra-state): the lines of the doc, net 10,345.80', () => {
    expect(booking1).toEqual([
      ['collected', 'collected', null, 11_800_00],
      ['collected: tcs_cgst', 'tcs_cgst', 10_000_00, -25_00],
      ['collected: tcs_sgst', 'tcs_sgst', 10_000_00, -25_00],
      ['collected: tds', 'tds', 11_800_00, -11_80],
      ['commission', 'commission', null, -1_180_00],
      ['commission: commission_gst', 'commission_gst', -1_180_00, -212_40],
    ]);
    expect(net(booking1)).toBe(10_345_80);
  });

  it('booking 2 (inter-state, 50 % refunded): the lines of the doc, net 2,586.45', () => {
    expect(refund2).toBe(2_950_00);
    expect(booking2).toEqual([
      ['collected', 'collected', null, 5_900_00],
      ['collected: tcs_igst', 'tcs_igst', 5_000_00, -25_00],
      ['collected: tds', 'tds', 5_900_00, -5_90],
      ['commission', 'commission', null, -590_00],
      ['commission: commission_gst', 'commission_gst', -590_00, -106_20],
      ['refund', 'refund', null, -2_950_00],
      ['refund: tcs_igst', 'tcs_igst', -2_500_00, 12_50],
      ['refund: tds', 'tds', -2_950_00, 2_95],
      ['commission', 'commission', null, 295_00],
      ['commission: commission_gst', 'commission_gst', 295_00, 53_10],
    ]);
    expect(net(booking2)).toBe(2_586_45);
  });

  it('booking 2 on the earnings page: gross, refunds, commission, its GST, TCS, TDS, net', () => {
    const figures = {
      gross: 5_900_00,
      refunded: 2_950_00,
      commission: sumOf(booking2, (k) => k === 'commission'),
      commissionGst: sumOf(booking2, (k) => k === 'commission_gst'),
      tcs: sumOf(booking2, (k) => k.startsWith('tcs_')),
      tds: sumOf(booking2, (k) => k === 'tds'),
    };
    expect(figures).toEqual({
      gross: 5_900_00,
      refunded: 2_950_00,
      commission: 295_00,
      commissionGst: 53_10,
      tcs: 12_50,
      tds: 2_95,
    });
    expect(netOf(figures)).toBe(2_586_45);
  });

  it("the month's payout 12,932.25; the year's TCS 62.50 on 12,500.00 and TDS 14.75 on 14,750.00 (737.50 without a PAN)", () => {
    const all = [...booking1, ...booking2];
    expect(net(all)).toBe(12_932_25);
    // One TCS base per money line: its CGST line (the SGST line shares it) or its IGST line.
    const tcsBases = all.filter((x) => x[1] === 'tcs_cgst' || x[1] === 'tcs_igst').map((x) => x[2]);
    expect(tcsBases).toEqual([10_000_00, 5_000_00, -2_500_00]);
    expect(tcsBases.reduce((s: number, x) => s + (x ?? 0), 0)).toBe(12_500_00);
    expect(sumOf(all, (k) => k.startsWith('tcs_'))).toBe(62_50);
    const tds = all.filter((x) => x[1] === 'tds');
    expect(tds.reduce((s, x) => s + (x[2] ?? 0), 0)).toBe(14_750_00);
    expect(sumOf(all, (k) => k === 'tds')).toBe(14_75);
    const noPan = (supply: 'intra' | 'inter') => ({ ...withPan(supply), hasPan: false });
    const tdsNoPan = [
      ...withheldLinesFor({ kind: 'collected', amount: 11_800_00 }, noPan('intra')),
      ...withheldLinesFor({ kind: 'collected', amount: 5_900_00 }, noPan('inter')),
      ...withheldLinesFor({ kind: 'refund', amount: -2_950_00 }, noPan('inter')),
    ].filter((l) => l.kind === 'tds');
    expect(-tdsNoPan.reduce((s, l) => s + l.amount, 0)).toBe(737_50);
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
