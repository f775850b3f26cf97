/** Reply shapes of the package calls (SPEC §3 Package, Package product; docs/api.md). Money in rupees. */

import type { PackageCart } from '@utsav/shared/api-types';

/** GET /Packages (and the home dashboard's `packages`). */
export type { PackageSummary } from '@utsav/shared/api-types';

/** avl: 0 unknown, 1 available, 2 not available on the event date. */
export type Availability = 0 | 1 | 2;

/**
 * PackageProduct, PackageItem and PackageDetail stay local: they are looser views of the shared PackageProduct,
 * PackageItem and Package (number instead of 0 | 1 flags; advance_booking_per and EventDate optional), which the
 * app's fixtures rely on.
 */
export interface PackageProduct {
  id: number;
  service_id: number;
  title: string;
  images: string;
  discount: number;
  bookingAmt: number;
  offerAmt: number;
  gstwithmrp: number;
  payableAmt: number;
  gst_include_exclude: number;
  amount_hide_show: number;
  rating: number;
  vid: number;
  avl: Availability;
  selected: number;
  BookingDate: string;
}

export interface PackageItem {
  id: number;
  ServiceID: number;
  Service: string;
  maxitem: number;
  amount: number;
  selected: number;
  ProductDetails: PackageProduct[];
}

/** GET /PackagesDetails?id&eventDate → Status 1, Payload. */
export interface PackageDetail {
  PackageID: number;
  PackageName: string;
  PackageDesc: string;
  PackageTotal: number;
  Package_image: string;
  InPackage: string;
  amount_hide_show: number;
  advance_booking_per?: number;
  EventDate?: string;
  totalSelected: number;
  PackageItems: PackageItem[];
}

/** POST /addPackageTocart payload (SPEC §3 Add-package-to-cart payload). */
export interface PackageCartProductPayload {
  Product_ID: number;
  ServiceID: number;
  Title: string;
  BookingAmt: number;
  OfferAmt: number;
  GSTWithMRP: number;
  PayableAmt: number;
  Discount: number;
  GST_IncludeExclude: number;
  Amount_HideShow: number;
  Rating: number;
  BookingDate: string;
  vid: number;
}

export interface PackageCartItemPayload {
  serviceID: number;
  serviceName: string;
  amount: number;
  book_On: string;
  productDetails: PackageCartProductPayload[];
}

export interface PackageCartPayload {
  packageID: number;
  packageName: string;
  packageDesc: string;
  packageTotal: number;
  packageImage: string;
  inPackage: string;
  BookingDate: string;
  packageItems: PackageCartItemPayload[];
}

/** GET /getPackageTocart → Status 1, Payload[0] (SPEC §3 Package cart read). */
export type { PackageCart as PackageCartRead } from '@utsav/shared/api-types';

export type PackageCartServiceRead = PackageCart['ServiceDetailsJson'][number];

export type PackageCartProductRead = PackageCartServiceRead['ProductDetailsJson'][number];
