/** Reply schemas of the public catalogue (product §3, §7): categories, listings, the home page, service detail, reviews. */
import { Type } from '@sinclair/typebox';
import { Flag, NullableNumber, NullableString, Timestamp } from './envelope';

/** A service category with its number of active services. */
export const Category = Type.Object({
  serviceid: Type.Integer(),
  servicename: Type.String(),
  /** The operator's Hindi name (issue 37.5), shown instead of servicename on a Hindi page; null when none. */
  servicename_hi: NullableString,
  imageFile: Type.String(),
  totalservice: Type.Integer(),
});

export const Contact = Type.Object({ phone: Type.String(), email: Type.String() });

/** A service in a list (product §3 'Product / service listing'); amounts in rupees. */
export const ProductListing = Type.Object({
  productid: Type.Integer(),
  id: Type.Integer(),
  title: Type.String(),
  service_id: Type.Integer(),
  service_name: Type.String(),
  /** Comma-separated image names; the first is the card's. */
  document: Type.String(),
  images: Type.String(),
  discount: Type.Number(),
  bookingAmt: Type.Number(),
  offerAmt: Type.Number(),
  payableAmt: Type.Number(),
  /** 1 = prices hidden ("Price on enquiry"). */
  amount_hide_show: Flag,
  rating: Type.Number(),
  city: Type.String(),
});

/** A trending service: a listing with its recent paid bookings. */
export const TrendingListing = Type.Composite([ProductListing, Type.Object({ booked: Type.Integer() })]);

/** A package on the home page and the package list. */
export const PackageSummary = Type.Object({
  PackageID: Type.Integer(),
  PackageName: Type.String(),
  PackageDesc: Type.String(),
  PackageTotal: Type.Number(),
  Package_image: Type.String(),
  InPackage: Type.String(),
  amount_hide_show: Flag,
  Services: Type.String(),
  TotalServices: Type.Integer(),
});

export const Dashboard = Type.Object({
  sliders: Type.Array(Type.Object({ serviceid: NullableNumber, doc: Type.String() })),
  /** Offer banners; title_hi: the operator's Hindi title (issue 37.5), null when none. */
  promos: Type.Array(
    Type.Object({ doc: Type.String(), title: Type.String(), title_hi: NullableString, link: Type.String() }),
  ),
  Products: Type.Array(ProductListing),
  packages: Type.Array(PackageSummary),
  Services: Type.Array(Category),
  offers: Type.Array(ProductListing),
});

/** First page of a service list: the cursor, and the whole filtered set's size and price bounds. */
export const ServiceListPage = Type.Object({
  limit: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  total: Type.Optional(Type.Integer()),
  minPrice: Type.Optional(NullableNumber),
  maxPrice: Type.Optional(NullableNumber),
});

export const ServiceImage = Type.Object({ id: Type.Integer(), pid: Type.Integer(), doc: Type.String() });

/** The service of /ProductDetails (product §3 'Service detail'). */
export const ServiceDetail = Type.Object({
  id: Type.Integer(),
  service_id: Type.Integer(),
  vid: Type.Integer(),
  title: Type.String(),
  Servicename: Type.String(),
  service_name: Type.String(),
  Images: Type.Array(ServiceImage),
  document: Type.String(),
  discount: Type.Number(),
  discountAmt: Type.Number(),
  rating: Type.Number(),
  offerAmt: Type.Number(),
  bookingAmt: Type.Number(),
  gst: Type.Number(),
  /** 0 = GST exclusive, 1 = inclusive. */
  gst_include_exclude: Flag,
  gstAmt: Type.Number(),
  gstwithmrp: Type.Number(),
  payableAmt: Type.Number(),
  travelcharge: Type.Number(),
  booking_advance_per: Type.Number(),
  amount_hide_show: Flag,
  shortdes: Type.String(),
  longdes: Type.String(),
  operator_name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pin: Type.String(),
  capacity: Type.Integer(),
});

/** A related service under the detail. */
export const RelatedService = Type.Object({
  id: Type.Integer(),
  images: Type.String(),
  title: Type.String(),
  discount: Type.Number(),
  bookingAmt: Type.Number(),
  offerAmt: Type.Number(),
  payableAmt: Type.Number(),
  rating: Type.Number(),
  amount_hide_show: Flag,
  service_name: Type.String(),
});

/** Payload.Products: the service first, then related services. */
export const ProductDetails = Type.Object({
  Images: Type.Array(ServiceImage),
  Products: Type.Array(Type.Union([ServiceDetail, RelatedService])),
});

export const Review = Type.Object({
  id: Type.Integer(),
  reviewer_name: Type.String(),
  Rating: Type.Number(),
  ReviewDes: Type.String(),
  CreateDate: Timestamp,
});

/** A search suggestion: the service, and whose and where it is (issue 31: identical titles told apart). */
export const SearchHit = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Vendor: Type.String(),
  City: Type.String(),
  Service: Type.String(),
});

export const ServiceableCity = Type.Object({ city: Type.String(), state: Type.String(), totalservice: Type.Integer() });
