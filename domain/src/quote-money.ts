/**
 * A vendor's custom quote in integer paise (docs/conversations.md#quotes). The quote's lines (description, quantity,
 * unit price) add up to the quoted service amount; GST and the travel fare are then the service's own, computed by
 * the same `cartLine` as every checkout line (no discount: the quote is the price). Pure functions, used by the
 * vendor's quote composer preview and by the API, which stores and bills what they return.
 */
import { cartLine, type CartLine } from './pricing';

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
