// The cart's replies: its lines, the quote for a date and address, and the services' reach (routes/cart).
import { Type } from '@sinclair/typebox';
import { Flag } from './envelope';

/** A cart line priced for its date (and, with an address, its travel). */
export const CartItem = Type.Object({
  CartId: Type.Integer(),
  ProductId: Type.Integer(),
  ProductImage: Type.String(),
  title: Type.String(),
  BookingDate: Type.String(),
  offerAmt: Type.Number(),
  bookingAmt: Type.Number(),
  discount: Type.Number(),
  isAvailable: Flag,
  gstwithmrp: Type.Number(),
  gst: Type.Number(),
  gstAmt: Type.Number(),
  booking_advance_per: Type.Number(),
  advanceAmt: Type.Number(),
  /** The vendor's city. */
  VendorCity: Type.String(),
  DistanceInKm: Type.Number(),
  TravelFare: Type.Number(),
  payableAmt: Type.Number(),
  /** payableAmt + TravelFare. */
  totalAmt: Type.Number(),
  /** Why the line cannot be booked ('' when it can). */
  UnavailableReason: Type.Optional(Type.String()),
});

export const Cart = Type.Object({
  TotalItems: Type.Integer(),
  TotalOfferAmount: Type.Number(),
  CartList: Type.Array(CartItem),
});

/** How far a service is from the customer's event address, what travel costs and whether it comes that far. */
export const ServiceReachItem = Type.Object({
  ProductId: Type.Integer(),
  VendorCity: Type.String(),
  DistanceInKm: Type.Number(),
  TravelFare: Type.Number(),
  /** km the service travels: the vendor's own radius, else the default (DEFAULT_SERVICE_RADIUS_KM, 50). */
  ServiceRadiusKm: Type.Integer(),
  /** Why it cannot come to this address (outside the radius), or ''. */
  Outside: Type.String(),
});
export const ServiceReach = Type.Object({
  /** The address measured from (id and a short label such as "Carter Road, Mumbai"), null when the customer has none. */
  Address: Type.Union([Type.Object({ Id: Type.Integer(), Label: Type.String() }), Type.Null()]),
  Items: Type.Array(ServiceReachItem),
});

export const CartQuote = Type.Object({
  CartList: Type.Array(CartItem),
  TotalOfferAmount: Type.Number(),
  TotalTaxAmount: Type.Number(),
  TotalAmountGst: Type.Number(),
  TotalExtraCharges: Type.Number(),
  TotalAmount: Type.Number(),
  TotalAdvanceBooking: Type.Number(),
  TotalItems: Type.Integer(),
});
