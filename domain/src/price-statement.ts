/**
 * How every page states a service's price (docs/gst.md "The price as charged"): the amount the cart charges for it —
 * `cartLine(…).payableAmt`, GST included whether the vendor priced it inclusive or exclusive — with its GST rate said,
 * and, when the customer's place is known, the travel fare to it (`cartLine(…).travelFare`, the checkout's own figure)
 * beside it. Cards, the service page, the package page, the meta description, the JSON-LD offer and the cart all call
 * this one function, so the first price a customer sees is the one they pay. Integer paise in; text in English or
 * Hindi, rupees with Indian digit grouping (`formatRupees`).
 */
import { formatRupees } from './format';
import { toRupees } from './pricing';

export type PriceLang = 'en' | 'hi';

/**
 * The words of a statement. The pages pass their catalogue's (ui `price.*`, so the pseudo-locale and the
 * translators see them); the server's meta description and JSON-LD, and tests, name a language and get the same
 * words from TEXTS below (a ui test keeps the two equal).
 */
export interface PriceTexts {
  withGst: (amount: string, rate: string) => string;
  noGst: (amount: string) => string;
  travel: (fare: string, pin: string) => string;
}

export interface PriceStatementInput {
  /** What the customer pays for the service, GST included (cartLine's payableAmt), paise. */
  payablePaise: number;
  /** The service's GST rate (0 when the vendor charges none). */
  gstPercent: number;
  /** Travel fare to the customer's place (cartLine's travelFare), paise; null or absent when no place is known. */
  travelPaise?: number | null;
  /** The customer's pincode the fare is to. */
  pincode?: string | null;
}

export interface PriceStatement {
  payablePaise: number;
  gstPercent: number;
  travelPaise: number | null;
  /** payable + travel: what one booking of it bills (cartLine's billingAmt). */
  totalPaise: number;
  /** '₹79,650.00 incl. 18 % GST' / '₹5,100.00 · no GST'. */
  priceText: string;
  /** '+ ₹450.00 travel to 560001', or null without a known place or when travel is free. */
  travelText: string | null;
  /** True when travel is large beside the price (TRAVEL_WARNING_*): the service page warns before the cart. */
  travelHigh: boolean;
}

/**
 * Travel is "high" from this share of the service's price (percent) or from this fare (paise), whichever is lower:
 * the service page then says so in the warning colour, before anything is added.
 */
export const TRAVEL_WARNING_PERCENT = 25;
export const TRAVEL_WARNING_PAISE = 500_000;

export const PRICE_TEXTS: Record<PriceLang, PriceTexts> = {
  en: {
    withGst: (amount: string, rate: string) => `${amount} incl. ${rate} % GST`,
    noGst: (amount: string) => `${amount} · no GST`,
    travel: (fare: string, pin: string) => (pin ? `+ ${fare} travel to ${pin}` : `+ ${fare} travel`),
  },
  hi: {
    withGst: (amount: string, rate: string) => `${amount} (${rate} % GST सहित)`,
    noGst: (amount: string) => `${amount} · GST नहीं`,
    travel: (fare: string, pin: string) => (pin ? `+ ${fare} यात्रा शुल्क (${pin} तक)` : `+ ${fare} यात्रा शुल्क`),
  },
};

const rateText = (rate: number) => String(Math.round(rate * 100) / 100);

/** True when a fare needs the warning beside a price of `payablePaise`. */
export function travelIsHigh(travelPaise: number, payablePaise: number): boolean {
  if (travelPaise <= 0) return false;
  return travelPaise * 100 >= payablePaise * TRAVEL_WARNING_PERCENT || travelPaise >= TRAVEL_WARNING_PAISE;
}

export function priceStatement(input: PriceStatementInput, lang: PriceLang | PriceTexts = 'en'): PriceStatement {
  const texts = typeof lang === 'string' ? (PRICE_TEXTS[lang] ?? PRICE_TEXTS.en) : lang;
  const payablePaise = Math.max(0, Math.round(input.payablePaise));
  const gstPercent = Number.isFinite(input.gstPercent) && input.gstPercent > 0 ? input.gstPercent : 0;
  const travelPaise =
    input.travelPaise === null || input.travelPaise === undefined ? null : Math.max(0, Math.round(input.travelPaise));
  const amount = formatRupees(toRupees(payablePaise));
  return {
    payablePaise,
    gstPercent,
    travelPaise,
    totalPaise: payablePaise + (travelPaise ?? 0),
    priceText: gstPercent > 0 ? texts.withGst(amount, rateText(gstPercent)) : texts.noGst(amount),
    travelText: travelPaise ? texts.travel(formatRupees(toRupees(travelPaise)), input.pincode ?? '') : null,
    travelHigh: travelPaise !== null && travelIsHigh(travelPaise, payablePaise),
  };
}

/** The same statement from an API reply's rupee amounts (the replies carry rupees with 2 decimals). */
export function priceStatementOfRupees(
  r: { payableAmt: number; gst: number; travelFare?: number | null; pincode?: string | null },
  lang: PriceLang | PriceTexts = 'en',
): PriceStatement {
  return priceStatement(
    {
      payablePaise: Math.round(r.payableAmt * 100),
      gstPercent: r.gst,
      travelPaise: r.travelFare === null || r.travelFare === undefined ? null : Math.round(r.travelFare * 100),
      pincode: r.pincode ?? null,
    },
    lang,
  );
}
