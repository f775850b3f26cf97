/** Reply schemas of packages (product §3 Package, Package product): the list and the detail with availability. */
import { Type } from '@sinclair/typebox';
import { Flag } from './envelope';

import { PackageSummary, SearchUnderstood } from './catalog';

export { PackageSummary };

/** The packages list: every package, or with ?q= those matching, and `Search` (what was understood, as the lists'). */
export const PackageListReply = Type.Object({
  Status: Type.Literal('Success'),
  Message: Type.String(),
  Payload: Type.Array(PackageSummary),
  Search: Type.Optional(SearchUnderstood),
});

/** A product of a package group, with its availability on the event date. */
export const PackageProduct = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  title: Type.String(),
  images: Type.String(),
  discount: Type.Number(),
  bookingAmt: Type.Number(),
  offerAmt: Type.Number(),
  gstwithmrp: Type.Number(),
  payableAmt: Type.Number(),
  /** The price of this service in the package: the rate its vendor agreed to, GST included. */
  packageRate: Type.Number(),
  /** The GST rate payableAmt and packageRate include (docs/gst.md "The price as charged"). */
  gst: Type.Number(),
  gst_include_exclude: Flag,
  amount_hide_show: Flag,
  rating: Type.Number(),
  vid: Type.Integer(),
  /** The vendor's name and the service's city (identical titles told apart on the package cards). */
  vendor_name: Type.String(),
  city: Type.String(),
  /** 0 unknown (no date), 1 available, 2 not available. */
  avl: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  selected: Flag,
  BookingDate: Type.String(),
  /** With the event's pincode: the distance vendor → pincode and the travel fare (rupees), as checkout prices it. */
  DistanceInKm: Type.Number(),
  TravelFare: Type.Number(),
});

/** A service group of a package: how many of its products the customer may choose. */
export const PackageItem = Type.Object({
  id: Type.Integer(),
  ServiceID: Type.Integer(),
  Service: Type.String(),
  maxitem: Type.Integer(),
  amount: Type.Number(),
  selected: Type.Integer(),
  ProductDetails: Type.Array(PackageProduct),
  /** '' or why the group has no service for this event (none suits its type, or none comes to the pincode). */
  Unavailable: Type.String(),
});

export const Package = Type.Object({
  PackageID: Type.Integer(),
  PackageName: Type.String(),
  PackageDesc: Type.String(),
  /** The "from" price: each group's cheapest package rate; the order's price is its selection's. */
  PackageTotal: Type.Number(),
  Package_image: Type.String(),
  InPackage: Type.String(),
  amount_hide_show: Flag,
  advance_booking_per: Type.Number(),
  EventDate: Type.String(),
  /** The event the package is for (key of @utsav/domain/schemas/event-types) and the pincode it was fitted to. */
  EventType: Type.String(),
  Pincode: Type.String(),
  totalSelected: Type.Integer(),
  PackageItems: Type.Array(PackageItem),
});

/** The customer's package cart (GET /getPackageTocart Payload[0]): the package, its date and the chosen products. */
export const PackageCart = Type.Object({
  PackageID: Type.Integer(),
  PackageName: Type.String(),
  PackageDesc: Type.String(),
  /**
   * The price of the chosen products: the sum of their package rates and, with `?pincode=`, their travel fares there
   * (what an order for an address with that pincode charges).
   */
  PackageTotal: Type.Number(),
  /** Of PackageTotal, the travel fares to the pincode (0 without one). */
  TravelTotal: Type.Optional(Type.Number()),
  /** The pincode the travel was priced for ('' = none). */
  Pincode: Type.Optional(Type.String()),
  /** The same products at their own prices: the sum of their list prices (the "save ₹…" is the difference). */
  ListTotal: Type.Number(),
  Package_image: Type.String(),
  InPackage: Type.String(),
  BookingDate: Type.String(),
  advance_booking_amount: Type.Number(),
  ServiceDetailsJson: Type.Array(
    Type.Object({
      ServiceID: Type.Integer(),
      ServiceName: Type.String(),
      maxitem: Type.Integer(),
      amount: Type.Number(),
      /** Picked for the customer (a group they left empty): the order picks again for the event's address. */
      Auto: Type.Boolean(),
      ProductDetailsJson: Type.Array(
        Type.Object({
          Product_ID: Type.Integer(),
          Title: Type.String(),
          images: Type.String(),
          payableAmt: Type.Number(),
          packageRate: Type.Number(),
          /** With `?pincode=`: the distance vendor → pincode and its travel fare (rupees), charged with the rate. */
          DistanceInKm: Type.Optional(Type.Number()),
          TravelFare: Type.Optional(Type.Number()),
          avl: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
          vid: Type.Integer(),
        }),
      ),
    }),
  ),
});
