/** The accepted quote a booking was made from, as its invoice lists it (rupees; docs/conversations.md#quotes). */
import { toRupees } from '@utsav/domain/pricing';
import { quoteLineAmount } from '@utsav/domain/quote-money';
import type { BookingDetail } from '@utsav/domain/contract';
import type { Queryable } from '../db/client';
import { quoteOfBooking } from '../data/quotes';

export async function bookingQuote(
  q: Queryable,
  bookingId: number,
): Promise<NonNullable<BookingDetail['Quote']> | null> {
  const quote = await quoteOfBooking(q, bookingId);
  if (!quote) return null;
  return {
    QuoteId: quote.id,
    GstIncluded: quote.gstIncluded === 1,
    Lines: quote.lines.map((l) => ({
      Description: l.description,
      Quantity: Number(l.quantity),
      UnitAmt: toRupees(Number(l.unit_paise)),
      Amount: toRupees(quoteLineAmount({ quantity: Number(l.quantity), unitPaise: Number(l.unit_paise) })),
    })),
  };
}
