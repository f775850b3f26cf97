/** Reply schemas of packages (product §3 Package, Package product): the list and the detail with availability. */
import { Type } from '@sinclair/typebox';
import { Flag } from './envelope';

export { PackageSummary } from './catalog';

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
  /** The price of this service in the package: the rate its vendor agreed to, GST included (issue 31.6). */
  packageRate: Type.Number(),
  gst_include_exclude: Flag,
  amount_hide_show: Flag,
  rating: Type.Number(),
  vid: Type.Integer(),
  /** The vendor's name and the service's city (issue 31: identical titles told apart on the package cards). */
  vendor_name: Type.String(),
  city: Type.String(),
  /** 0 unknown (no date), 1 available, 2 not available. */
  avl: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
  selected: Flag,
  BookingDate: Type.String(),
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
});

export const Package = Type.Object({
  PackageID: Type.Integer(),
  PackageName: Type.String(),
  PackageDesc: Type.String(),
  /** The "from" price: each group's cheapest package rate (issue 31.6); the order's price is its selection's. */
  PackageTotal: Type.Number(),
  Package_image: Type.String(),
  InPackage: Type.String(),
  amount_hide_show: Flag,
  advance_booking_per: Type.Number(),
  EventDate: Type.String(),
  totalSelected: Type.Integer(),
  PackageItems: Type.Array(PackageItem),
});

/** The customer's package cart (GET /getPackageTocart Payload[0]): the package, its date and the chosen products. */
export const PackageCart = Type.Object({
  PackageID: Type.Integer(),
  PackageName: Type.String(),
  PackageDesc: Type.String(),
  /** The price of the chosen products: the sum of their package rates (issue 31.6). */
  PackageTotal: Type.Number(),
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
      ProductDetailsJson: Type.Array(
        Type.Object({
          Product_ID: Type.Integer(),
          Title: Type.String(),
          images: Type.String(),
          payableAmt: Type.Number(),
          packageRate: Type.Number(),
          avl: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
          vid: Type.Integer(),
        }),
      ),
    }),
  ),
});
