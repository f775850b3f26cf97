/**
 * A quote's money as sent (docs/conversations.md#quotes): priced once, when the vendor sends or revises it, by the
 * same line rule as checkout (the service's GST, its travel charge to the quote's pincode, its advance percent), then
 * stored on the quote. The thread shows the stored figures and an accept bills exactly them, so a later change of the
 * service's settings never changes a quote already sent. Quotes sent before the figures were stored get them once
 * (`backfillQuoteFigures`, at the API's start) with what they would have shown at that moment.
 */
import { quoteFigures, type QuoteFigures } from '@utsav/domain/quote-money';
import type { Queryable } from '../db/client';
import { notFound } from '../lib/http';
import { lookupPincode } from '../lib/geo';
import { distanceKm } from '../lib/place-fare';
import { pricedProducts } from '../data/priced-products';
import * as quotes from '../data/quotes';
import type { QuoteLineRow, QuoteRow } from '../data/quotes';

/** The figures of a quote's lines priced now, for an event at `pincode` (the same line rule as checkout). */
export async function priceQuote(
  q: Queryable,
  productId: number,
  pincode: string,
  lines: readonly { quantity: number; unitPaise: number }[],
): Promise<QuoteFigures> {
  const p = (await pricedProducts(q, [productId]))[0];
  if (!p) throw notFound('Service not found');
  const place = lookupPincode(pincode) ?? null;
  return quoteFigures(
    lines,
    {
      gstPercent: Number(p.gst_per),
      gstIncluded: Number(p.gst_include_exclude) === 1 ? 1 : 0,
      travelChargePerKm: Number(p.travel_charge),
      advancePercent: Number(p.booking_advance_per),
    },
    distanceKm(p, place),
  );
}

export const linesInput = (rows: QuoteLineRow[]) =>
  rows.map((l) => ({ quantity: l.quantity, unitPaise: Number(l.unit_paise) }));

/** The figures a quote was sent with; a quote from before they were stored gets them now, stored once. */
export async function figuresOfQuote(q: Queryable, quote: QuoteRow, productId: number): Promise<QuoteFigures> {
  const stored = quotes.figuresOf(quote);
  if (stored) return stored;
  const f = await priceQuote(q, productId, quote.pincode, linesInput(await quotes.linesOf(q, [quote.id])));
  if (await quotes.setFigures(q, quote.id, f)) return f;
  // A parallel reader stored them first: what is stored is what is shown and billed.
  const again = await quotes.quoteById(q, quote.id);
  return (again && quotes.figuresOf(again)) ?? f;
}

/** Stores the figures of every quote still without them (the quotes sent before migration 430); returns how many. */
export async function backfillQuoteFigures(q: Queryable, batch = 200): Promise<number> {
  let filled = 0;
  let after = 0;
  for (;;) {
    const rows = await quotes.quotesWithoutFigures(q, after, batch);
    for (const r of rows) {
      await quotes.setFigures(
        q,
        r.id,
        await priceQuote(q, r.product_id, r.pincode, linesInput(await quotes.linesOf(q, [r.id]))),
      );
      filled++;
    }
    if (rows.length < batch) return filled;
    after = rows[rows.length - 1]!.id;
  }
}
