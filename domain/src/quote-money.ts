/**
 * A vendor's custom quote in integer paise (docs/conversations.md#quotes). The quote's lines (description, quantity,
 * unit price) add up to the quoted service amount; GST and the travel fare are then the service's own, computed by
 * the same `cartLine` as every checkout line (no discount: the quote is the price). Pure functions, used by the
 * vendor's quote composer preview and by the API, which stores what they return when the quote is sent and bills
 * exactly that on accept (`lineOfQuote`), whatever the service's settings have become since.
 */
import { cartLine, percentOf, type CartLine } from './pricing';

/** At most this many lines, this quantity per line and this unit price (₹1 crore): every product stays exact. */
export const MAX_QUOTE_LINES = 20;
export const MAX_QUOTE_QUANTITY = 10_000;
export const MAX_UNIT_PRICE_PAISE = 1_00_00_000_00;
/** A quote's validity when the vendor names none (hours), and the longest allowed. */
export const DEFAULT_QUOTE_VALID_HOURS = 72;
export const MAX_QUOTE_VALID_HOURS = 30 * 24;

export interface QuoteLineInput {
  description: string;
  quantity: number;
  /** Unit price in paise (GST as the service states it: on top, or included). */
  unitPaise: number;
}

/** One line's amount: quantity × unit price (paise). */
export const quoteLineAmount = (l: Pick<QuoteLineInput, 'quantity' | 'unitPaise'>): number => l.quantity * l.unitPaise;

/** The quoted service amount: Σ quantity × unit price (paise). */
export function quoteSubtotal(lines: readonly Pick<QuoteLineInput, 'quantity' | 'unitPaise'>[]): number {
  return lines.reduce((sum, l) => sum + quoteLineAmount(l), 0);
}

/** The service's own price rules a quote follows (its products row). */
export interface QuoteServiceRules {
  gstPercent: number;
  gstIncluded: 0 | 1;
  travelChargePerKm: number;
  advancePercent: number;
}

/** The quote billed as a checkout line: subtotal as the amount, the service's GST, travel and advance. */
export function quotedLine(
  lines: readonly Pick<QuoteLineInput, 'quantity' | 'unitPaise'>[],
  rules: QuoteServiceRules,
  distanceKm: number,
): CartLine {
  return cartLine({
    mrp: quoteSubtotal(lines),
    discountPercent: 0,
    gstPercent: rules.gstPercent,
    gstIncluded: rules.gstIncluded,
    travelChargePerKm: rules.travelChargePerKm,
    advancePercent: rules.advancePercent,
    distanceKm,
  });
}

/** A quote's figures as sent (paise; percents as numbers): what the customer is shown and what an accept bills. */
export interface QuoteFigures {
  /** Σ lines. */
  subtotal: number;
  gstPercent: number;
  gstIncluded: 0 | 1;
  /** GST contained in the total. */
  gst: number;
  distanceKm: number;
  travel: number;
  /** Σ lines (+ GST when on top) + travel. */
  total: number;
  advancePercent: number;
  /** advancePercent % of the total without travel (travel is paid with the balance). */
  advance: number;
}

/** The figures of a quote priced now by the service's rules, for an event `distanceKm` away. */
export function quoteFigures(
  lines: readonly Pick<QuoteLineInput, 'quantity' | 'unitPaise'>[],
  rules: QuoteServiceRules,
  distanceKm: number,
): QuoteFigures {
  const l = quotedLine(lines, rules, distanceKm);
  return {
    subtotal: l.offerAmt,
    gstPercent: rules.gstPercent,
    gstIncluded: rules.gstIncluded,
    gst: l.taxInPayable,
    distanceKm: l.distanceKm,
    travel: l.travelFare,
    total: l.billingAmt,
    advancePercent: rules.advancePercent,
    advance: l.advanceAmt,
  };
}

/** The checkout line an accepted quote bills: its figures as sent, never recomputed from the service's settings. */
export function lineOfQuote(f: QuoteFigures): CartLine {
  const payable = f.total - f.travel;
  return {
    bookingAmt: f.subtotal,
    discountAmt: 0,
    offerAmt: f.subtotal,
    gstAmt: f.gstIncluded === 1 ? percentOf(f.subtotal, f.gstPercent) : f.gst,
    taxInPayable: f.gst,
    payableAmt: payable,
    gstWithMrp: payable,
    distanceKm: f.distanceKm,
    travelFare: f.travel,
    billingAmt: f.total,
    advanceAmt: f.advance,
  };
}
