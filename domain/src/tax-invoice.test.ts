import fc from 'fast-check';
import { splitPackageTotal } from './pricing';
import { isValidGstin } from './schemas/fields';
import {
  GST_STATE_CODES,
  amountInWords,
  bookingAccount,
  bookingInvoiceGst,
  chargeableGstRate,
  gstInInclusive,
  gstKind,
  gstinState,
  invoiceAmount,
  invoiceDocument,
  sacCodeFor,
  taxLine,
  taxTotals,
  type MoneyState,
} from './tax-invoice';

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
    expect(l).toEqual({
      amount: 5_044_500,
      ratePercent: 18,
      taxable: 4_275_000,
      gst: 769_500,
      kind: 'intra',
      cgst: 384_750,
      sgst: 384_750,
      igst: 0,
    });
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

describe('invoiceAmount (the total to the paisa, as charged)', () => {
  it('₹80,445.45 stays ₹80,445.45 — no rounding to the rupee', () => {
    expect(
      invoiceAmount([
        taxLine({ amount: 6_693_750, ratePercent: 5 }, 'inter'),
        taxLine({ amount: 1_350_795, ratePercent: 5 }, 'inter'),
      ]),
    ).toBe(8_044_545);
  });
});

describe('who may charge GST and which document', () => {
  it('no GSTIN: 0 %; a GSTIN: the rate', () => {
    expect(chargeableGstRate(18, '')).toBe(0);
    expect(chargeableGstRate(18, null)).toBe(0);
    expect(chargeableGstRate(18, '27AAKFS4821L1ZS')).toBe(18);
  });
  it('nothing received → order summary; received → tax invoice with a GSTIN, bill of supply without', () => {
    expect(invoiceDocument({ issued: false, supplierGstin: '27AAKFS4821L1ZS' })).toBe('order_summary');
    expect(invoiceDocument({ issued: true, supplierGstin: '27AAKFS4821L1ZS' })).toBe('tax_invoice');
    expect(invoiceDocument({ issued: true, supplierGstin: '' })).toBe('bill_of_supply');
  });
  it('GSTIN state codes', () => {
    expect(gstinState('27AAKFS4821L1ZS')).toBe('Maharashtra');
    expect(gstinState('07AAGFA7315M1ZB')).toBe('Delhi');
    expect(gstinState('36AACCR5419R1ZS')).toBe('Telangana');
    expect(gstinState('00XXXXX0000X1Z0')).toBe('');
    expect(new Set(Object.values(GST_STATE_CODES)).size).toBe(Object.keys(GST_STATE_CODES).length);
    expect(isValidGstin('27AAKFS4821L1ZS')).toBe(true);
  });
});

describe('bookingAccount (the one money rule of the charge and the invoice)', () => {
  const base = {
    total: 8_044_545,
    paymentType: 'advance',
    advance: 1_890_000,
    payments: [] as number[],
    refunds: [] as number[],
  };
  it('awaiting payment: nothing paid, the advance payable now, the whole total outstanding', () => {
    expect(bookingAccount({ ...base, state: 'pending_payment' })).toMatchObject({
      paid: 0,
      payNow: 1_890_000,
      balance: 8_044_545,
    });
  });
  it('advance paid: the balance is the total less the advance; balance paid: nothing due', () => {
    expect(bookingAccount({ ...base, state: 'confirmed', payments: [1_890_000] })).toMatchObject({
      paid: 1_890_000,
      balance: 6_154_545,
      payNow: 6_154_545,
    });
    expect(bookingAccount({ ...base, state: 'confirmed', payments: [1_890_000, 6_154_545] })).toMatchObject({
      paid: 8_044_545,
      balance: 0,
      payNow: 0,
    });
  });
  it('cancelled with a refund: nothing payable, the rest kept', () => {
    expect(bookingAccount({ ...base, state: 'cancelled', payments: [1_890_000], refunds: [945_000] })).toMatchObject({
      balance: 0,
      payNow: 0,
      refunded: 945_000,
      retained: 945_000,
    });
  });
});

describe('amountInWords', () => {
  it('rupees and paise', () => {
    expect(amountInWords(8_044_545)).toBe('Rupees Eighty Thousand Four Hundred Forty Five and Paise Forty Five Only');
    expect(amountInWords(5_044_500)).toBe('Rupees Fifty Thousand Four Hundred Forty Five Only');
  });
});

// Property tests: every invoice figure adds up to the paisa.
const paise = fc.integer({ min: 0, max: 500_000_000 });
const rate = fc.constantFrom(0, 5, 12, 18, 28);
const kind = fc.constantFrom('intra' as const, 'inter' as const, 'unknown' as const);

describe('properties', () => {
  it('each line: taxable + GST = amount; CGST + SGST + IGST = GST (when the states are known); nothing negative', () => {
    fc.assert(
      fc.property(paise, rate, kind, (amount, r, k) => {
        const l = taxLine({ amount, ratePercent: r }, k);
        expect(l.taxable + l.gst).toBe(amount);
        expect(l.taxable).toBeGreaterThanOrEqual(0);
        expect(l.gst).toBeGreaterThanOrEqual(0);
        if (k !== 'unknown') expect(l.cgst + l.sgst + l.igst).toBe(l.gst);
        expect(Math.abs(l.cgst - l.sgst)).toBeLessThanOrEqual(1);
        // The GST is the rate applied to the taxable value, within half a paisa of rounding either way.
        expect(Math.abs(l.taxable * r - l.gst * 100)).toBeLessThanOrEqual(100 + r);
      }),
    );
  });

  it('a package invoice: the lines of the package total add up to it in every column', () => {
    fc.assert(
      fc.property(paise, fc.array(fc.tuple(paise, rate, kind), { minLength: 1, maxLength: 8 }), (total, items) => {
        const shares = splitPackageTotal(
          total,
          items.map(([list]) => list),
        );
        const lines = items.map(([, r, k], i) => taxLine({ amount: shares[i]!, ratePercent: r }, k));
        const t = taxTotals(lines);
        expect(t.amount).toBe(total);
        expect(t.taxable + t.gst).toBe(total);
        expect(t.cgst + t.sgst + t.igst).toBe(lines.filter((l) => l.kind !== 'unknown').reduce((s, l) => s + l.gst, 0));
        expect(invoiceAmount(lines)).toBe(total);
      }),
    );
  });

  it('a booking invoice: service + travel lines add up to the billing amount and to bookingInvoiceGst', () => {
    fc.assert(
      fc.property(paise, paise, rate, kind, (serviceInclusive, travel, r, k) => {
        const gstAmt = gstInInclusive(serviceInclusive, r);
        const lines = [
          taxLine({ amount: serviceInclusive, ratePercent: r, gst: gstAmt }, k),
          taxLine({ amount: travel, ratePercent: r }, k),
        ];
        const t = taxTotals(lines);
        expect(t.amount).toBe(serviceInclusive + travel);
        expect(t.gst).toBe(bookingInvoiceGst({ gstAmt, travelCharges: travel, gstPercent: r }));
      }),
    );
  });
});

describe('property: the account of any history is its records', () => {
  it('paid, refunded, balance and what paying now charges, in every state', () => {
    const states: MoneyState[] = ['pending_payment', 'confirmed', 'completed', 'expired', 'declined', 'cancelled'];
    fc.assert(
      fc.property(
        fc.constantFrom(...states),
        paise,
        fc.constantFrom('full', 'advance'),
        paise,
        fc.array(paise, { maxLength: 3 }),
        fc.array(paise, { maxLength: 3 }),
        (state, total, type, advance, payments, refunds) => {
          const a = bookingAccount({ state, total, paymentType: type, advance, payments, refunds });
          const paid = payments.reduce((s, x) => s + x, 0);
          expect(a.paid).toBe(paid);
          expect(a.refunded).toBe(refunds.reduce((s, x) => s + x, 0));
          expect(a.netPaid).toBe(a.paid - a.refunded);
          const open = state === 'pending_payment' || state === 'confirmed';
          // What is owed: the total less what the customer has in it (paid less refunded, never below 0).
          const net =
            paid -
            Math.min(
              refunds.reduce((s, x) => s + x, 0),
              paid,
            );
          expect(a.balance).toBe(open ? Math.max(0, total - net) : 0);
          expect(a.payNow).toBeLessThanOrEqual(Math.max(a.balance, 0));
          if (!open) expect(a.payNow).toBe(0);
          if (state === 'confirmed') expect(a.payNow).toBe(a.balance);
          if (open) expect(a.balance + Math.min(net, total)).toBe(total);
        },
      ),
    );
  });
});
