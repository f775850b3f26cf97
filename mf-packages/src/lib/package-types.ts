/** Reply shapes of the package calls (product §3 Package, Package product; docs/api.md). Money in rupees. */

import type { PackageCart, PackageProduct } from '@utsav/domain/contract';

/** GET /Packages (and the home dashboard's `packages`) and GET /PackagesDetails: the API contract's types. */
export type { PackageItem, PackageProduct, PackageSummary } from '@utsav/domain/contract';
export type { Package as PackageDetail } from '@utsav/domain/contract';

/** avl: 0 unknown, 1 available, 2 not available on the event date. */
export type Availability = PackageProduct['avl'];

/** POST /addPackageTocart payload (product §3 Add-package-to-cart payload). */
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
  /** The event's pincode (when known): the cart takes only services whose vendor comes there. */
  pincode?: string;
  packageItems: PackageCartItemPayload[];
}

/** GET /getPackageTocart → Status 1, Payload[0] (product §3 Package cart read). */
export type { PackageCart as PackageCartRead } from '@utsav/domain/contract';

export type PackageCartServiceRead = PackageCart['ServiceDetailsJson'][number];

export type PackageCartProductRead = PackageCartServiceRead['ProductDetailsJson'][number];
