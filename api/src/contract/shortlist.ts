/** Reply schemas of the shortlist, its share link and compare (docs/shortlist.md). Amounts in rupees. */
import { Type } from '@sinclair/typebox';
import { NullableString } from './envelope';
import { ProductListing } from './catalog';

/** The signed-in customer's shortlist: the listed services, the last added first, and the share link's token. */
export const Shortlist = Type.Object({
  Items: Type.Array(ProductListing),
  /** The token of the read-only link (/wishlist/shared/{token}); null when the customer has not shared it. */
  ShareToken: NullableString,
});

/** A shortlist opened by its share link: the services only (nothing about whose list it is). */
export const SharedShortlist = Type.Object({ Items: Type.Array(ProductListing) });

export const ShareLink = Type.Object({ ShareToken: Type.String() });

/** One service of compare, priced and measured by the same code as the cart and checkout. */
export const CompareItem = Type.Object({
  ProductId: Type.Integer(),
  Title: Type.String(),
  Category: Type.String(),
  Image: Type.String(),
  VendorName: Type.String(),
  VendorCity: Type.String(),
  VendorState: Type.String(),
  /** km the service travels: the vendor's own radius, else the default (DEFAULT_SERVICE_RADIUS_KM, 50). */
  ServiceRadiusKm: Type.Integer(),
  Rating: Type.Number(),
  ReviewCount: Type.Integer(),
  /** 1 = price on enquiry: the amounts below are 0 and the service cannot be booked online. */
  amount_hide_show: Type.Union([Type.Literal(0), Type.Literal(1)]),
  bookingAmt: Type.Number(),
  discount: Type.Number(),
  offerAmt: Type.Number(),
  gst: Type.Number(),
  /** GST contained in what the customer pays. */
  gstAmt: Type.Number(),
  /** What the customer pays for the service, GST included (the cart's gstwithmrp). */
  gstwithmrp: Type.Number(),
  advanceAmt: Type.Number(),
  /** Distance from the pincode (0 without one). */
  DistanceInKm: Type.Number(),
  TravelFare: Type.Number(),
  /** gstwithmrp + TravelFare: the line's total at checkout for an address at that pincode. */
  totalAmt: Type.Number(),
  /** Why the vendor does not come to that pincode (outside the radius), or ''. */
  Outside: Type.String(),
  /** On the date asked: 'Available', 'Not Available', or '' when no date was given. */
  Availability: Type.Union([Type.Literal('Available'), Type.Literal('Not Available'), Type.Literal('')]),
  /** Why not available on that date ('' otherwise). */
  AvailabilityReason: Type.String(),
});

export const Compare = Type.Object({
  /** The place of the pincode asked ("Bandra West, Mumbai"), null without one. */
  Place: Type.Union([Type.Object({ Pincode: Type.String(), Label: Type.String() }), Type.Null()]),
  Date: NullableString,
  /** In the order asked; an id that names no listed service is left out. */
  Items: Type.Array(CompareItem),
});
