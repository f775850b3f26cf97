/**
 * What a reader of a conversation sees (docs/conversations.md#masking): bodies as stored, with phone numbers,
 * emails and links masked on both sides until a booking between the two is paid; read receipts; the quotes with
 * the figures they were sent with (which an accept bills). Escaping is the reader's (React escapes text; the message templates escape their HTML).
 */
import { maskContacts } from '@utsav/domain/contact-masking';
import { toRupees } from '@utsav/domain/pricing';
import { quoteLineAmount, type QuoteFigures } from '@utsav/domain/quote-money';
import type { ConversationRow, MessageRow, Side } from '../data/conversations';
import type { QuoteLineRow, QuoteRow, QuoteState } from '../data/quotes';
import { msg } from '../lib/server-messages';

export const MASKING_NOTICE = msg('conversations.masking');

/** Who reads: a side of the conversation, or the operator (sees both sides, masked like them). */
export type Reader = Side | 'operator';

const PHOTO_PATH = (name: string) => `/images/uploads/${name}`;

export function conversationOut(c: ConversationRow, reader: Reader) {
  const last = c.last_body === null ? '' : c.paid ? c.last_body : maskContacts(c.last_body).text;
  return {
    ConversationId: c.id,
    ProductId: c.product_id,
    ServiceTitle: c.product_title,
    CustomerName: c.customer_name,
    VendorName: c.vendor_name,
    EventDate: c.event_date,
    Guests: c.guests,
    Pincode: c.pincode,
    LastMessageAt: new Date(c.last_message_at).toISOString(),
    LastMessage: last.slice(0, 140),
    Unread: reader === 'customer' ? c.customer_unread : reader === 'vendor' ? c.vendor_unread : 0,
    BlockedBy: c.blocked_by,
    /** The reader may write: a side of it, not blocked by the other side. */
    CanWrite: reader !== 'operator' && (c.blocked_by === null || c.blocked_by === reader),
    ContactsShown: c.paid,
    Reported: c.reported_at !== null,
  };
}

export function messageOut(m: MessageRow, c: ConversationRow) {
  const shown = c.paid ? { text: m.body, masked: false } : maskContacts(m.body);
  const otherRead = m.sender === 'customer' ? c.vendor_read_id : c.customer_read_id;
  return {
    MessageId: m.id,
    From: m.sender,
    Body: shown.text,
    Masked: shown.masked,
    Photo: m.photo ? PHOTO_PATH(m.photo) : null,
    QuoteId: m.quote_id,
    CreatedAt: new Date(m.created_at).toISOString(),
    /** Read receipt: the other side has opened the thread since this message. */
    Read: Number(otherRead) >= Number(m.id),
  };
}

/** A quote's state as the reader should act on it: an open quote past its validity is 'expired'. */
export function quoteState(q: Pick<QuoteRow, 'state' | 'valid_until'>, now = new Date()): QuoteState | 'expired' {
  return q.state === 'open' && new Date(q.valid_until).getTime() <= now.getTime() ? 'expired' : q.state;
}

export function quoteOut(q: QuoteRow, lines: QuoteLineRow[], f: QuoteFigures, c: ConversationRow, now = new Date()) {
  const note = c.paid ? q.note : maskContacts(q.note).text;
  return {
    QuoteId: q.id,
    State: quoteState(q, now),
    EventDate: q.event_date,
    Pincode: q.pincode,
    HoldDate: q.hold_date,
    Note: note,
    ValidUntil: new Date(q.valid_until).toISOString(),
    Lines: lines.map((l) => ({
      Description: c.paid ? l.description : maskContacts(l.description).text,
      Quantity: l.quantity,
      UnitPrice: toRupees(Number(l.unit_paise)),
      Amount: toRupees(quoteLineAmount({ quantity: l.quantity, unitPaise: Number(l.unit_paise) })),
    })),
    Subtotal: toRupees(f.subtotal),
    GstPercent: f.gstPercent,
    Gst: toRupees(f.gst),
    Travel: toRupees(f.travel),
    DistanceKm: f.distanceKm,
    Total: toRupees(f.total),
    Advance: toRupees(f.advance),
    OrderId: q.order_id,
    BookingId: q.booking_id,
  };
}
