import fc from 'fast-check';
import {
  splitPackageTotal,
  adminCommission,
  advanceAmount,
  amountDueNow,
  balanceDue,
  cartLine,
  cartTotals,
  haversineKm,
  percentOf,
  roundPaise,
  servicePrice,
  toPaise,
  toRupees,
  travelFare,
  vendorTotalBilling,
} from './pricing';

// Every expected figure below was computed by hand (paise; ₹1 = 100 paise).
describe('servicePrice (product §5 service form calculations)', () => {
  it.each([
    // mrp, discount%, gst%, incl, discountAmt, offer, gstAmt, payable, taxInPayable
    ['₹45,000, 5 %, GST 18 % exclusive', 4_500_000, 5, 18, 0, 225_000, 4_275_000, 769_500, 5_044_500, 769_500],
    ['₹6,500, 20 %, GST 18 % exclusive', 650_000, 20, 18, 0, 130_000, 520_000, 93_600, 613_600, 93_600],
    ['₹11,800, no discount, GST 18 % inclusive', 1_180_000, 0, 18, 1, 0, 1_180_000, 212_400, 1_180_000, 180_000],
    ['₹999.99, 12.5 %, GST 18 % exclusive (rounding)', 99_999, 12.5, 18, 0, 12_500, 87_499, 15_750, 103_249, 15_750],
    ['₹5,100, no discount, no GST', 510_000, 0, 0, 0, 0, 510_000, 0, 510_000, 0],
    ['₹85,000, 10 %, GST 5 % inclusive', 8_500_000, 10, 5, 1, 850_000, 7_650_000, 382_500, 7_650_000, 364_286],
    ['100 % discount', 100_000, 100, 18, 0, 100_000, 0, 0, 0, 0],
  ] as const)('%s', (_name, mrp, d, g, inc, discountAmt, offerAmt, gstAmt, payableAmt, taxInPayable) => {
    const p = servicePrice({ mrp, discountPercent: d, gstPercent: g, gstIncluded: inc });
    expect(p).toEqual({
      bookingAmt: mrp,
      discountAmt,
      offerAmt,
      gstAmt,
      taxInPayable,
      payableAmt,
      gstWithMrp: payableAmt,
    });
  });
});

describe('helpers', () => {
  it('converts rupees and paise', () => {
    expect(toPaise(12500.5)).toBe(1_250_050);
    expect(toPaise(0.1 + 0.2)).toBe(30);
    expect(toRupees(1_250_050)).toBe(12500.5);
    expect(toRupees(613_600)).toBe(6136);
  });
  it('rounds percentages half up to whole paise', () => {
    expect(percentOf(99_999, 12.5)).toBe(12_500); // 12499.875
    expect(percentOf(250, 1)).toBe(3); // 2.5 → 3
    expect(roundPaise(2.4999)).toBe(2);
  });
  it('haversine distance in km, 2 decimals', () => {
    expect(haversineKm(0, 0, 0, 1)).toBe(111.19);
    expect(haversineKm(18.9808, 72.8338, 18.9808, 72.8338)).toBe(0);
    // Mumbai (Bandra 400050) → Delhi (110001): about 1,150 km by air.
    const d = haversineKm(18.9808, 72.8338, 28.6431, 77.2197);
    expect(d).toBeGreaterThan(1100);
    expect(d).toBeLessThan(1200);
  });
  it('travel fare = km × charge per km', () => {
    expect(travelFare(12.34, 1_500)).toBe(18_510); // 12.34 km × ₹15 = ₹185.10
    expect(travelFare(0, 4_000)).toBe(0);
    expect(travelFare(111.19, 1_000)).toBe(111_190);
  });
  it('advance, commission, vendor billing, balance', () => {
    expect(advanceAmount(5_044_500, 20)).toBe(1_008_900);
    expect(advanceAmount(103_249, 25)).toBe(25_812); // 25812.25
    expect(adminCommission(4_275_000, 10)).toBe(427_500);
    expect(adminCommission(87_499, 15)).toBe(13_125); // 13124.85
    expect(vendorTotalBilling(18_510, 5_044_500, 427_500)).toBe(4_635_510);
    expect(balanceDue(100_000, 20_000)).toBe(80_000);
    expect(balanceDue(100_000, 0)).toBe(100_000);
  });
});

describe('cart lines and totals (product §3 cart availability result)', () => {
  const a = cartLine({
    mrp: 4_500_000,
    discountPercent: 5,
    gstPercent: 18,
    gstIncluded: 0,
    travelChargePerKm: 1_500,
    advancePercent: 20,
    distanceKm: 12.34,
  });
  const b = cartLine({
    mrp: 1_180_000,
    discountPercent: 0,
    gstPercent: 18,
    gstIncluded: 1,
    travelChargePerKm: 0,
    advancePercent: 30,
    distanceKm: 5,
  });
  it('prices a line', () => {
    expect(a).toMatchObject({
      offerAmt: 4_275_000,
      payableAmt: 5_044_500,
      travelFare: 18_510,
      billingAmt: 5_063_010,
      advanceAmt: 1_008_900,
      distanceKm: 12.34,
    });
    expect(b).toMatchObject({
      offerAmt: 1_180_000,
      payableAmt: 1_180_000,
      travelFare: 0,
      billingAmt: 1_180_000,
      advanceAmt: 354_000,
    });
  });
  it('sums a cart', () => {
    expect(cartTotals([a, b])).toEqual({
      TotalItems: 2,
      TotalOfferAmount: 5_455_000,
      TotalTaxAmount: 949_500, // 769,500 + 180,000
      TotalAmountGst: 6_224_500,
      TotalExtraCharges: 18_510,
      TotalAmount: 6_243_010,
      TotalAdvanceBooking: 1_362_900,
    });
    expect(cartTotals([])).toEqual({
      TotalItems: 0,
      TotalOfferAmount: 0,
      TotalTaxAmount: 0,
      TotalAmountGst: 0,
      TotalExtraCharges: 0,
      TotalAmount: 0,
      TotalAdvanceBooking: 0,
    });
  });
  it('payment type: full sets the advance to 0, advance charges the advance now', () => {
    const t = cartTotals([a, b]);
    expect(amountDueNow(t, 'full')).toEqual({ advance: 0, dueNow: 6_243_010 });
    expect(amountDueNow(t, 'advance')).toEqual({ advance: 1_362_900, dueNow: 1_362_900 });
  });
});

describe('splitPackageTotal (a package total shared among its vendors)', () => {
  test('Birthday Bash: ₹37,000 over products listed at ₹50,445 and ₹12,000 — pro rata, exact to the paisa', () => {
    const parts = splitPackageTotal(3_700_000, [5_044_500, 1_200_000]);
    expect(parts).toEqual([2_988_974, 711_026]); // 37,00,000 × 50,44,500 ÷ 62,44,500 = 29,88,974.4… paise, rounded down
    expect(parts[0]! + parts[1]!).toBe(3_700_000);
  });
  test('property: the parts add up to the total exactly, none negative, each within a paisa of its pro-rata share (last takes the rounding)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.array(fc.integer({ min: 0, max: 5_000_000_00 }), { minLength: 1, maxLength: 12 }),
        (total, list) => {
          const parts = splitPackageTotal(total, list);
          expect(parts).toHaveLength(list.length);
          expect(parts.reduce((s, x) => s + x, 0)).toBe(total);
          const sum = list.reduce((s, x) => s + x, 0);
          parts.forEach((p, i) => {
            expect(Number.isInteger(p) && p >= 0).toBe(true);
            const exact = sum > 0 ? (total * list[i]!) / sum : total / list.length;
            if (i < parts.length - 1) expect(exact - p).toBeLessThan(1);
            else expect(Math.abs(p - exact)).toBeLessThan(list.length);
          });
        },
      ),
    );
  });
  test('no products, no parts; free products share equally', () => {
    expect(splitPackageTotal(100, [])).toEqual([]);
    expect(splitPackageTotal(100, [0, 0, 0])).toEqual([33, 33, 34]);
  });
});
