/**
 * Price math of product §5/§9 in integer paise (1 rupee = 100 paise). Pure functions, used by the API server
 * (every stored and billed amount) and by the vendor service form preview. Percentages are plain numbers
 * (18 means 18 %). Every multiplication by a percentage is rounded half-up to whole paise once, at the step
 * where the amount is defined, so the server and the preview always agree.
 */

/** Rounds a paise amount to a whole paisa (half up, also for negatives → toward +∞ at .5). */
export function roundPaise(x: number): number {
  return Math.round(x + Number.EPSILON * Math.sign(x));
}

/** `percent` % of `paise`, rounded to whole paise. */
export function percentOf(paise: number, percent: number): number {
  return roundPaise((paise * percent) / 100);
}

/** Rupees (e.g. 12500.5) → paise (1250050). */
export function toPaise(rupees: number): number {
  return Math.round(rupees * 100);
}

/** Paise → rupees as a number with at most 2 decimals (the API's reply unit). */
export function toRupees(paise: number): number {
  return Math.round(paise) / 100;
}

export interface ServicePriceInput {
  /** MRP (bookingAmt) in paise. */
  mrp: number;
  /** Discount percent 0..100. */
  discountPercent: number;
  /** GST percent 0..100. */
  gstPercent: number;
  /** 0 = GST exclusive (added on top of the offer), 1 = GST inclusive (offer already contains it). */
  gstIncluded: 0 | 1;
}

export interface ServicePrice {
  bookingAmt: number;
  discountAmt: number;
  offerAmt: number;
  /** product §5: GST amount = offer × GST percent (the vendor form's 'GST amount'). */
  gstAmt: number;
  /** GST contained in what the customer pays: gstAmt when exclusive; offer × g/(100+g) when inclusive. */
  taxInPayable: number;
  /** What the customer pays for the service (GST-inclusive amount): offer + GST when exclusive, else offer. */
  payableAmt: number;
  /** Same as payableAmt: the GST-inclusive amount (SPEC 'gstwithmrp' / 'GstWithMrp'). */
  gstWithMrp: number;
}

/** product §5 service form calculations: discount, offer, GST, payable. */
export function servicePrice({ mrp, discountPercent, gstPercent, gstIncluded }: ServicePriceInput): ServicePrice {
  const discountAmt = percentOf(mrp, discountPercent);
  const offerAmt = mrp - discountAmt;
  const gstAmt = percentOf(offerAmt, gstPercent);
  const payableAmt = gstIncluded === 1 ? offerAmt : offerAmt + gstAmt;
  const taxInPayable = gstIncluded === 1 ? roundPaise((offerAmt * gstPercent) / (100 + gstPercent)) : gstAmt;
  return { bookingAmt: mrp, discountAmt, offerAmt, gstAmt, taxInPayable, payableAmt, gstWithMrp: payableAmt };
}

/** Great-circle distance in km between two coordinates (haversine, Earth radius 6371 km), rounded to 2 decimals. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  const km = 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
  return Math.round(km * 100) / 100;
}

/** Travel fare in paise = distance (km, 2 decimals) × the service's travel charge per km (paise). */
export function travelFare(distanceKm: number, chargePerKmPaise: number): number {
  return roundPaise(distanceKm * chargePerKmPaise);
}

/** Advance in paise = booking_advance_per % of the payable amount. */
export function advanceAmount(payablePaise: number, advancePercent: number): number {
  return percentOf(payablePaise, advancePercent);
}

/** Admin commission in paise = commission percent of the offer amount (before GST and travel). */
export function adminCommission(offerPaise: number, commissionPercent: number): number {
  return percentOf(offerPaise, commissionPercent);
}

/** product §9: vendor invoice total billing = travel charges + GST-inclusive amount − admin commission. */
export function vendorTotalBilling(travelPaise: number, gstInclusivePaise: number, commissionPaise: number): number {
  return travelPaise + gstInclusivePaise - commissionPaise;
}

/** product §9: payable amount shown on an invoice = billing amount − advance, when an advance exists. */
export function balanceDue(billingPaise: number, advancePaise: number): number {
  return advancePaise > 0 ? billingPaise - advancePaise : billingPaise;
}

export interface CartLineInput extends ServicePriceInput {
  /** Travel charge per km in paise. */
  travelChargePerKm: number;
  /** booking_advance_per of the service. */
  advancePercent: number;
  /** Distance vendor → booking address in km; 0 when no address is chosen yet. */
  distanceKm: number;
}

export interface CartLine extends ServicePrice {
  distanceKm: number;
  travelFare: number;
  /** payableAmt + travelFare: what this line bills. */
  billingAmt: number;
  /** Advance of this line: booking_advance_per % of payableAmt (travel is paid with the balance). */
  advanceAmt: number;
}

export function cartLine(input: CartLineInput): CartLine {
  const price = servicePrice(input);
  const fare = travelFare(input.distanceKm, input.travelChargePerKm);
  return {
    ...price,
    distanceKm: input.distanceKm,
    travelFare: fare,
    billingAmt: price.payableAmt + fare,
    advanceAmt: advanceAmount(price.payableAmt, input.advancePercent),
  };
}

export interface CartTotals {
  TotalItems: number;
  /** Σ offer amounts. */
  TotalOfferAmount: number;
  /** Σ GST contained in the payable amounts. */
  TotalTaxAmount: number;
  /** Σ payable (GST-inclusive) amounts. */
  TotalAmountGst: number;
  /** Σ travel fares. */
  TotalExtraCharges: number;
  /** TotalAmountGst + TotalExtraCharges: what the order bills. */
  TotalAmount: number;
  /** Σ line advances. */
  TotalAdvanceBooking: number;
}

/** Cart / checkout totals of product §3 'Cart availability result', in paise. */
export function cartTotals(lines: readonly CartLine[]): CartTotals {
  const sum = (f: (l: CartLine) => number) => lines.reduce((acc, l) => acc + f(l), 0);
  const TotalAmountGst = sum((l) => l.payableAmt);
  const TotalExtraCharges = sum((l) => l.travelFare);
  return {
    TotalItems: lines.length,
    TotalOfferAmount: sum((l) => l.offerAmt),
    TotalTaxAmount: sum((l) => l.taxInPayable),
    TotalAmountGst,
    TotalExtraCharges,
    TotalAmount: TotalAmountGst + TotalExtraCharges,
    TotalAdvanceBooking: sum((l) => l.advanceAmt),
  };
}

/** Amount actually charged now for a payment type: the advance, or the full total ('full' sets the advance to 0). */
export function amountDueNow(
  totals: Pick<CartTotals, 'TotalAmount' | 'TotalAdvanceBooking'>,
  paymentType: 'full' | 'advance',
): { advance: number; dueNow: number } {
  return paymentType === 'advance'
    ? { advance: totals.TotalAdvanceBooking, dueNow: totals.TotalAdvanceBooking }
    : { advance: 0, dueNow: totals.TotalAmount };
}

/**
 * A package order's total shared among its products' vendors: pro rata to each product's own price
 * (what it costs booked alone), each part rounded down to the paisa, the last line taking what rounding left so the
 * parts add up to the total exactly. Products priced 0 all round share equally. All amounts integer paise.
 */
export function splitPackageTotal(totalPaise: number, listPaise: readonly number[]): number[] {
  if (listPaise.length === 0) return [];
  const total = Math.max(0, Math.round(totalPaise));
  const weights = listPaise.map((p) => Math.max(0, Math.round(p)));
  const sum = weights.reduce((s, w) => s + w, 0);
  // total × w can pass 2^53 (₹ crores × ₹ crores): the products are taken in BigInt so each floor is exact.
  const parts = weights.map((w) =>
    sum > 0 ? Number((BigInt(total) * BigInt(w)) / BigInt(sum)) : Math.floor(total / weights.length),
  );
  parts[parts.length - 1] = total - parts.slice(0, -1).reduce((s, x) => s + x, 0);
  return parts;
}
