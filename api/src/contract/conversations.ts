/** Reply schemas of conversations and quotes between a customer and a vendor (docs/conversations.md). */
import { Type } from '@sinclair/typebox';
import { NullableNumber, NullableString, Timestamp } from './envelope';

const Side = Type.Union([Type.Literal('customer'), Type.Literal('vendor')]);

export const Conversation = Type.Object({
  ConversationId: Type.Integer(),
  ProductId: Type.Integer(),
  ServiceTitle: Type.String(),
  CustomerName: Type.String(),
  VendorName: Type.String(),
  EventDate: NullableString,
  Guests: Type.Integer(),
  Pincode: Type.String(),
  LastMessageAt: Timestamp,
  /** The newest message, masked as the thread is (at most 140 characters). */
  LastMessage: Type.String(),
  /** Messages the reader has not read (0 for the operator). */
  Unread: Type.Integer(),
  BlockedBy: Type.Union([Side, Type.Null()]),
  CanWrite: Type.Boolean(),
  /** A booking between them was paid: contact details are no longer masked. */
  ContactsShown: Type.Boolean(),
  Reported: Type.Boolean(),
});

export const Message = Type.Object({
  MessageId: Type.Integer(),
  From: Side,
  Body: Type.String(),
  /** Something in Body was hidden (MaskingNotice says why). */
  Masked: Type.Boolean(),
  /** Path of the photo (/images/uploads/…), or null. */
  Photo: NullableString,
  /** The quote this message sent, withdrew or accepted. */
  QuoteId: NullableNumber,
  CreatedAt: Timestamp,
  /** Read receipt: the other side has seen it. */
  Read: Type.Boolean(),
});

export const QuoteLine = Type.Object({
  Description: Type.String(),
  Quantity: Type.Integer(),
  UnitPrice: Type.Number(),
  Amount: Type.Number(),
});

export const Quote = Type.Object({
  QuoteId: Type.Integer(),
  State: Type.Union([
    Type.Literal('open'),
    Type.Literal('expired'),
    Type.Literal('withdrawn'),
    Type.Literal('revised'),
    Type.Literal('accepted'),
  ]),
  EventDate: Type.String(),
  Pincode: Type.String(),
  HoldDate: Type.Boolean(),
  Note: Type.String(),
  ValidUntil: Timestamp,
  Lines: Type.Array(QuoteLine),
  /**
   * Rupees, as the quote was sent (an accept bills exactly these): Σ lines, GST in the total (at GstPercent), travel
   * to the pincode, total, advance (the service's advance % when the quote was sent).
   */
  Subtotal: Type.Number(),
  GstPercent: Type.Number(),
  Gst: Type.Number(),
  Travel: Type.Number(),
  DistanceKm: Type.Number(),
  Total: Type.Number(),
  Advance: Type.Number(),
  OrderId: NullableString,
  BookingId: NullableNumber,
});

export const Report = Type.Object({
  ReportId: Type.Integer(),
  Reporter: Side,
  Reason: Type.String(),
  Blocked: Type.Boolean(),
  CreatedAt: Timestamp,
});

export const Thread = Type.Object({
  Conversation,
  /** Newest first; Page.next pages to older ones. */
  Messages: Type.Array(Message),
  Page: Type.Object({ next: NullableString }),
  Quotes: Type.Array(Quote),
  /** Why contact details are hidden (null once a booking between them is paid). */
  MaskingNotice: NullableString,
  /** The operator's view only: the reports of this conversation. */
  Reports: Type.Array(Report),
});

export const Started = Type.Object({ ConversationId: Type.Integer() });
export const Sent = Type.Object({ MessageId: Type.Integer(), CreatedAt: Timestamp });
export const Unread = Type.Object({ Unread: Type.Integer() });
export const QuoteSent = Type.Object({ QuoteId: Type.Integer() });
export const QuoteAccepted = Type.Object({
  OrderId: Type.String(),
  BookingId: Type.Integer(),
  State: Type.Literal('pending_payment'),
  /** Rupees to pay now at the gateway (the advance, or the total). */
  AmountToPay: Type.Number(),
  TotalAmount: Type.Number(),
  HoldExpiresAt: NullableString,
});
