/**
 * Conversations and quotes between a customer and a vendor (docs/conversations.md): the forms' and the API's one set
 * of rules — starting a conversation from a service page, a message, a report, and the vendor's quote.
 */
import * as v from 'valibot';
import { dateNotBeforeToday, id, optionalText, pincode, requiredText, wholeNumber } from './fields';
import {
  DEFAULT_QUOTE_VALID_HOURS,
  MAX_QUOTE_LINES,
  MAX_QUOTE_QUANTITY,
  MAX_QUOTE_VALID_HOURS,
  MAX_UNIT_PRICE_PAISE,
} from '../quote-money';

/** The longest message (characters). */
export const MAX_MESSAGE_LENGTH = 2000;
export const MAX_GUESTS = 100_000;

/** POST /conversations: "Ask the vendor" / "Request a quote" on a service page. */
export const startConversationSchema = v.object({
  productId: id('Service'),
  eventDate: v.optional(v.union([v.literal(''), dateNotBeforeToday('Event date')]), ''),
  guests: v.optional(wholeNumber('Guests must be a whole number from 1 to 100000', 0, MAX_GUESTS), 0),
  pincode: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((x) => x === '' || /^\d{6}$/.test(x), 'Pincode must be 6 digits'),
    ),
    '',
  ),
  message: requiredText('Message', MAX_MESSAGE_LENGTH),
});

/** A text message (a photo comes as a multipart file with the same field). */
export const messageSchema = v.object({
  body: requiredText('Message', MAX_MESSAGE_LENGTH),
});

/** The text beside a photo may be empty. */
export const photoCaptionSchema = v.object({
  body: optionalText('Message', MAX_MESSAGE_LENGTH),
});

export const reportSchema = v.object({
  reason: requiredText('Reason', 500),
  block: v.optional(v.boolean(), false),
});

export const quoteLineSchema = v.object({
  description: requiredText('Description', 200),
  quantity: wholeNumber(`Quantity must be a whole number from 1 to ${MAX_QUOTE_QUANTITY}`, 1, MAX_QUOTE_QUANTITY),
  unitPaise: wholeNumber('Unit price must be a whole number of paise up to ₹1 crore', 0, MAX_UNIT_PRICE_PAISE),
});

/** POST /vendor/conversations/:id/quotes (a new quote, or a revision with `replaces`). */
export const quoteSchema = v.object({
  eventDate: dateNotBeforeToday('Event date'),
  pincode: pincode('Event pincode'),
  lines: v.pipe(
    v.array(quoteLineSchema, 'Add at least one line'),
    v.minLength(1, 'Add at least one line'),
    v.maxLength(MAX_QUOTE_LINES, `A quote can have at most ${MAX_QUOTE_LINES} lines`),
  ),
  holdDate: v.optional(v.boolean(), false),
  validHours: v.optional(
    wholeNumber(`Validity must be 1 to ${MAX_QUOTE_VALID_HOURS} hours`, 1, MAX_QUOTE_VALID_HOURS),
    DEFAULT_QUOTE_VALID_HOURS,
  ),
  note: optionalText('Note', 500),
});

/** POST /conversations/:id/quotes/:quoteId/accept: the address the service comes to and how to pay. */
export const acceptQuoteSchema = v.object({
  bookingAddressId: id('Address'),
  PaymentType: v.picklist(['full', 'advance'], 'Payment type must be full or advance'),
  Bookingfor: v.optional(optionalText('Booking for', 60), ''),
  gst_no: v.optional(optionalText('GST number', 15), ''),
});

export type StartConversationInput = v.InferInput<typeof startConversationSchema>;
export type QuoteInput = v.InferInput<typeof quoteSchema>;
export type QuoteData = v.InferOutput<typeof quoteSchema>;
export type AcceptQuoteInput = v.InferInput<typeof acceptQuoteSchema>;
