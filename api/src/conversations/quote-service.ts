/**
 * Vendors' quotes (docs/conversations.md#quotes): the vendor sends, revises or withdraws a quote in a conversation;
 * the customer accepts it and it becomes an order of the existing flow (bookings/place-order: held awaiting payment,
 * then paid in full or in advance at the gateway, invoiced, cancelled and rescheduled like any booking). The quote's
 * row is locked for every decision, and its booking_id is unique: of any number of parallel accepts one places the
 * order and the others get that same order back. An accept never charges anything: it places an order awaiting
 * payment, and a refusal (expired, withdrawn, date taken) writes nothing.
 */
import { DEFAULT_QUOTE_VALID_HOURS } from '@utsav/domain/quote-money';
import type { QuoteData } from '@utsav/domain/schemas/conversation';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { NOT_AVAILABLE, placeOrder, type PlacedOrder } from '../bookings/place-order';
import { enqueueOrderPlaced } from '../bookings/booking-messages';
import { addressOf, pricedProducts } from '../data/priced-products';
import * as quotes from '../data/quotes';
import type { QuoteRow } from '../data/quotes';
import type { ConversationRow } from '../data/conversations';
import { addMessage, openConversation, writerOf, CONVERSATION_NOT_FOUND } from './conversation-service';
import { enqueueQuoteNotice } from './conversation-notices';
import { quoteState } from './conversation-view';
import { figuresOfQuote, priceQuote } from './quote-figures';
import { type Keyed, msg } from '../lib/server-messages';

export const QUOTE_NOT_FOUND = msg('conversations.quoteNotFound');
export const QUOTE_EXPIRED = msg('conversations.quoteExpired');
export const QUOTE_WITHDRAWN = msg('conversations.quoteWithdrawnByVendor');
export const QUOTE_REVISED = msg('conversations.quoteReplaced');
export const QUOTE_DECIDED = msg('conversations.quoteDecided');
export const QUOTE_DATE_TAKEN = msg('conversations.quoteDateTaken');
export const QUOTE_DATE_PAST = msg('conversations.quoteDatePast');
export const HOLD_TAKEN = msg('conversations.holdTaken');
export const ADDRESS_PINCODE = (pin: string) => msg('conversations.addressPincode', { pin });

/** A quote of conversation `c`, locked; 404 when it is another conversation's. */
async function lockedQuoteOf(tx: Queryable, c: ConversationRow, quoteId: number): Promise<QuoteRow> {
  const quote = await quotes.lockQuote(tx, quoteId);
  if (!quote || quote.conversation_id !== c.id) throw notFound(QUOTE_NOT_FOUND);
  return quote;
}

/** Why an open decision on this quote is refused, or null when it is open and valid. */
function refusal(quote: QuoteRow, now: Date): Keyed | null {
  const state = quoteState(quote, now);
  if (state === 'expired') return QUOTE_EXPIRED;
  if (state === 'withdrawn') return QUOTE_WITHDRAWN;
  if (state === 'revised') return QUOTE_REVISED;
  if (state === 'accepted') return QUOTE_DECIDED;
  return null;
}

/** The vendor sends a quote (or a revision of an open one: `replaces`), with a message in the thread. */
export async function sendQuote(
  db: Db,
  vendorId: number,
  conversationId: number,
  input: QuoteData,
  replaces: number | null,
  now = new Date(),
): Promise<number> {
  return db.transaction(async (tx) => {
    const { c, side } = await writerOf(tx, { type: 'vendor', id: vendorId }, conversationId);
    if (replaces !== null) {
      const old = await lockedQuoteOf(tx, c, replaces);
      const why = refusal(old, now);
      if (why && why !== QUOTE_EXPIRED) throw conflict(why);
      await quotes.setQuoteState(tx, old.id, 'revised');
      await quotes.releaseQuoteSlot(tx, old.id);
    }
    const validUntil = new Date(now.getTime() + (input.validHours ?? DEFAULT_QUOTE_VALID_HOURS) * 3_600_000);
    // Priced once, now: the stored figures are what the thread shows and what an accept bills.
    const f = await priceQuote(tx, c.product_id, input.pincode, input.lines);
    const id = await quotes.insertQuote(tx, {
      conversationId: c.id,
      eventDate: input.eventDate,
      pincode: input.pincode,
      holdDate: input.holdDate,
      note: input.note,
      figures: f,
      validUntil: validUntil.toISOString(),
      replacesId: replaces,
      lines: input.lines,
    });
    if (input.holdDate) {
      await quotes.releaseExpiredQuoteSlots(tx, now.toISOString());
      const p = (await pricedProducts(tx, [c.product_id]))[0]!;
      if (!(await quotes.holdSlot(tx, c.product_id, input.eventDate, p.capacity, id))) throw conflict(HOLD_TAKEN);
    }
    await addMessage(tx, c, side, { body: '', photo: null, quoteId: id });
    await enqueueQuoteNotice(
      tx,
      {
        conversationId: c.id,
        userId: c.user_id,
        vendorId: c.vendor_id,
        customerName: c.customer_name,
        vendorName: c.vendor_name,
        service: c.product_title,
      },
      { id, eventDate: input.eventDate, validUntil: validUntil.toISOString(), total: f.total },
    );
    return id;
  });
}

/** The vendor withdraws an open (or expired) quote: it can no longer be accepted and its held date is freed. */
export async function withdrawQuote(
  db: Db,
  vendorId: number,
  conversationId: number,
  quoteId: number,
  now = new Date(),
) {
  await db.transaction(async (tx) => {
    const { c, side } = await writerOf(tx, { type: 'vendor', id: vendorId }, conversationId);
    const quote = await lockedQuoteOf(tx, c, quoteId);
    const why = refusal(quote, now);
    if (why && why !== QUOTE_EXPIRED) throw conflict(why);
    await quotes.setQuoteState(tx, quote.id, 'withdrawn');
    await quotes.releaseQuoteSlot(tx, quote.id);
    await addMessage(tx, c, side, { body: '', photo: null, quoteId: quote.id });
  });
}

export interface AcceptInput {
  bookingAddressId: number;
  PaymentType: 'full' | 'advance';
  Bookingfor: string;
  gst_no: string;
}

export interface AcceptedQuote {
  OrderId: string;
  BookingId: number;
  replayed: boolean;
  placed: PlacedOrder | null;
}

/**
 * The customer accepts a quote: an order of the quoted service on the quoted date, billed exactly as the quote was
 * sent (its stored figures, whatever the service's GST, travel or advance settings have become since),
 * awaiting payment like any order (its hold, its pay link). A repeated or parallel accept gets the same order.
 */
export async function acceptQuote(
  db: Db,
  userId: number,
  conversationId: number,
  quoteId: number,
  input: AcceptInput,
  holdMinutes: number,
  now = new Date(),
): Promise<AcceptedQuote> {
  return db.transaction(async (tx) => {
    const { c, reader } = await openConversation(tx, { type: 'customer', id: userId }, conversationId);
    if (reader !== 'customer') throw notFound(CONVERSATION_NOT_FOUND);
    const quote = await lockedQuoteOf(tx, c, quoteId);
    if (quote.state === 'accepted' && quote.booking_id !== null && quote.order_id !== null)
      return { OrderId: quote.order_id, BookingId: quote.booking_id, replayed: true, placed: null };
    const why = refusal(quote, now);
    if (why) throw conflict(why);
    if (quote.event_date < todayIso()) throw conflict(QUOTE_DATE_PAST);
    const address = await addressOf(tx, userId, input.bookingAddressId);
    if (!address) throw notFound('Address not found');
    if (address.zipcode !== quote.pincode) throw badRequest(ADDRESS_PINCODE(quote.pincode));
    // The quote's own hold gives way to the order, which takes the slot (or finds the date gone) in this transaction.
    await quotes.releaseQuoteSlot(tx, quote.id);
    const figures = await figuresOfQuote(tx, quote, c.product_id);
    let placed: PlacedOrder;
    try {
      placed = await placeOrder(tx, {
        userId,
        addressId: input.bookingAddressId,
        bookingFor: input.Bookingfor,
        gstNo: input.gst_no,
        paymentType: input.PaymentType,
        items: [{ productId: c.product_id, bookingDate: quote.event_date, quoted: figures }],
        holdMinutes,
        createdAt: now.toISOString(),
      });
    } catch (e) {
      if (e instanceof HttpError && (e.message === NOT_AVAILABLE || e.statusCode === 409))
        throw new HttpError(409, QUOTE_DATE_TAKEN, { QuoteId: quote.id, BookingDate: quote.event_date });
      throw e;
    }
    const booking = placed.Bookings[0]!;
    await quotes.markAccepted(tx, quote.id, booking.BookingId, placed.OrderId);
    await addMessage(tx, c, 'customer', { body: '', photo: null, quoteId: quote.id });
    await enqueueOrderPlaced(tx, placed.OrderId);
    return { OrderId: placed.OrderId, BookingId: booking.BookingId, replayed: false, placed };
  });
}
