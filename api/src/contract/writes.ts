/**
 * Reply schemas of the writes: sign-in and registration, cart, booking and cancellation, addresses,
 * reviews, enquiries, package cart and booking, the vendor's writes and ledger, payments. Like the reads, Fastify
 * serializes each reply with its schema, so a field not declared here never leaves the server.
 */
import { Type, type TSchema } from '@sinclair/typebox';
import { BookingState } from './bookings';
import { NullableString } from './envelope';

/** `{ status, message, Status, Message, Payload }` — /UserRegister, /update-profile, /add-review (docs/api.md "Envelopes"). */
export const LowerEnvelope = <T extends TSchema>(payload: T) =>
  Type.Object({
    status: Type.Literal('Success'),
    message: Type.String(),
    Status: Type.Literal('Success'),
    Message: Type.String(),
    Payload: payload,
  });

/** The default envelope with the lowercase `message` too (older clients read it): /change-password, /deleteAddress, /AddEnquiry, /vendorRegister. */
export const EnvelopeWithMessage = <T extends TSchema>(payload: T) =>
  Type.Object({ Status: Type.Literal('Success'), Message: Type.String(), message: Type.String(), Payload: payload });

/** The id of what was created or changed. */
export const IdResult = Type.Object({ Id: Type.Integer() });
export const CartIdResult = Type.Object({ CartId: Type.Integer() });
export const BookingIdResult = Type.Object({ BookingId: Type.Integer() });

export const CustomerSignIn = Type.Object({ uidtoken: Type.String(), name: Type.String(), role: Type.Literal(1) });
export const VendorSignIn = Type.Object({ token: Type.String(), name: Type.String(), role: Type.Literal(2) });
export const OperatorSignIn = Type.Object({ token: Type.String(), name: Type.String(), role: Type.Literal(3) });
/** A password change ends every earlier session: the new session token. */
export const CustomerNewToken = Type.Object({ uidtoken: Type.String() });
export const VendorNewToken = Type.Object({ token: Type.String() });
export const SignedOut = Type.Object({ revoked: Type.Boolean() });
export const ProfileSaved = Type.Object({ Name: Type.String(), Email: Type.String(), Phone: Type.String() });

/** /EventBooking: the order placed, awaiting payment until HoldExpiresAt. */
export const EventBookingResult = Type.Object({
  OrderId: Type.String(),
  Bookings: Type.Array(
    Type.Object({
      BookingId: Type.Integer(),
      BookingNo: Type.String(),
      ProductId: Type.Integer(),
      BookingDate: Type.String(),
    }),
  ),
  TotalAmount: Type.Number(),
  TotalAdvanceBookingAmt: Type.Number(),
  PaymentType: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
  State: Type.Literal('pending_payment'),
  HoldExpiresAt: Type.String(),
  /** What to pay now: the advance or the whole billing amount. */
  AmountToPay: Type.Number(),
});

/** A cancellation or a vendor's decline: the new state and the refund it started (rupees, % of what was paid). */
export const CancelResult = Type.Object({
  BookingId: Type.Integer(),
  State: BookingState,
  RefundAmount: Type.Number(),
  RefundPercent: Type.Number(),
});

export const PackageCartSaved = Type.Object({ PackageID: Type.Integer(), BookingDate: Type.String() });
export const PackageBookingResult = Type.Object({ BookingId: Type.Integer(), OrderId: Type.String() });

export const GstinSaved = Type.Object({ Gstin: Type.String() });
export const ServiceSaved = Type.Object({ ServiceId: Type.Integer() });

/** The vendor's ledger: per booking collected, commission, refunds and net; payouts; totals (rupees). */
export const VendorLedger = Type.Object({
  Bookings: Type.Array(
    Type.Object({
      /** A service booking, or the vendor's service in a package order (BookingId: the package booking, BookingNo: its PK… order id). */
      Kind: Type.Union([Type.Literal('booking'), Type.Literal('package')]),
      BookingId: Type.Integer(),
      BookingNo: Type.String(),
      Title: Type.String(),
      BookingOnDate: Type.String(),
      State: BookingState,
      Collected: Type.Number(),
      Commission: Type.Number(),
      Refunded: Type.Number(),
      /** GST on commission, TCS and TDS kept back (docs/payments.md). */
      Withheld: Type.Number(),
      NetReceivable: Type.Number(),
    }),
  ),
  Payouts: Type.Array(
    Type.Object({ Id: Type.Integer(), Amount: Type.Number(), Reference: Type.String(), PaidAt: Type.String() }),
  ),
  Totals: Type.Object({
    Collected: Type.Number(),
    Commission: Type.Number(),
    Refunded: Type.Number(),
    Withheld: Type.Number(),
    Earned: Type.Number(),
    PaidOut: Type.Number(),
    Receivable: Type.Number(),
  }),
});

const PaymentKind = Type.Union([Type.Literal('order'), Type.Literal('balance'), Type.Literal('package')]);

/** An opened payment: Razorpay Checkout options, or the offline gateway's page (CheckoutUrl; null with Razorpay). */
export const PaymentCheckout = Type.Object({
  Provider: Type.String(),
  KeyId: Type.String(),
  ProviderOrderId: Type.String(),
  Receipt: Type.String(),
  Kind: PaymentKind,
  Amount: Type.Number(),
  AmountPaise: Type.Integer(),
  Currency: Type.Literal('INR'),
  CheckoutUrl: NullableString,
  Prefill: Type.Object({ name: Type.String(), email: Type.String(), contact: Type.String() }),
});

/** The client callback's outcome: confirmed, a duplicate of one already applied, or refunded (it came after the hold). */
export const PaymentVerified = Type.Object({
  Result: Type.Union([Type.Literal('confirmed'), Type.Literal('duplicate'), Type.Literal('refunded')]),
  Receipt: Type.String(),
  Kind: PaymentKind,
});

/** What a webhook event did (recorded, duplicate, ignored, unknown order, or a payment outcome). */
export const WebhookResult = Type.Object({ Result: Type.String() });
