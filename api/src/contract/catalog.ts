/** Reply schemas of the public catalogue (product §3, §7): categories, listings, the home page, service detail, reviews. */
import { Type } from '@sinclair/typebox';
import { Flag, NullableNumber, NullableString, Timestamp } from './envelope';

/** A service category with its number of active services. */
export const Category = Type.Object({
  serviceid: Type.Integer(),
  servicename: Type.String(),
  /** The operator's Hindi name, shown instead of servicename on a Hindi page; null when none. */
  servicename_hi: NullableString,
  imageFile: Type.String(),
  totalservice: Type.Integer(),
});

export const Contact = Type.Object({ phone: Type.String(), email: Type.String() });

/**
 * Where a service stands to the customer's place (`?pincode=`): km, the travel fare the checkout charges (rupees), and
 * why it cannot come there ('' when it can). docs/payments.md "The customer's place".
 */
export const Reach = Type.Object({
  Pincode: Type.String(),
  DistanceInKm: Type.Number(),
  TravelFare: Type.Number(),
  Outside: Type.String(),
});

/** A service in a list (product §3 'Product / service listing'); amounts in rupees. */
export const ProductListing = Type.Object({
  productid: Type.Integer(),
  id: Type.Integer(),
  title: Type.String(),
  service_id: Type.Integer(),
  service_name: Type.String(),
  /** The category's Hindi name (the operator's), shown on Hindi pages; null when none is given. */
  service_name_hi: Type.Optional(NullableString),
  /** Comma-separated image names; the first is the card's. */
  document: Type.String(),
  images: Type.String(),
  discount: Type.Number(),
  bookingAmt: Type.Number(),
  offerAmt: Type.Number(),
  payableAmt: Type.Number(),
  /** The GST rate payableAmt includes (docs/gst.md "The price as charged"). */
  gst: Type.Number(),
  /** 1 = prices hidden ("Price on enquiry"). */
  amount_hide_show: Flag,
  rating: Type.Number(),
  city: Type.String(),
  Reach: Type.Optional(Reach),
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
  /** Offer banners; title_hi: the operator's Hindi title, null when none. */
  promos: Type.Array(
    Type.Object({ doc: Type.String(), title: Type.String(), title_hi: NullableString, link: Type.String() }),
  ),
  Products: Type.Array(ProductListing),
  packages: Type.Array(PackageSummary),
  Services: Type.Array(Category),
  offers: Type.Array(ProductListing),
});

/** First page of a service list: the cursor, and the whole filtered set's size and price bounds. */
/** What the search engine understood of ?q (data/search): shown by the list, with help when nothing matched. */
export const SearchUnderstood = Type.Object({
  query: Type.String(),
  /** The query without its place: what removing the place searches. */
  text: Type.String(),
  place: Type.Union([Type.String(), Type.Null()]),
  /** Nothing of the kind in that place: the list shows it everywhere. */
  placeDropped: Type.Boolean(),
  corrected: Type.Array(Type.Object({ from: Type.String(), to: Type.String() })),
  /** Only when nothing matched. */
  didYouMean: Type.Union([Type.String(), Type.Null()]),
  /** Only when nothing matched: the categories to browse instead. */
  categories: Type.Array(
    Type.Object({ id: Type.Integer(), name: Type.String(), name_hi: Type.Union([Type.String(), Type.Null()]) }),
  ),
});

export const ServiceListPage = Type.Object({
  limit: Type.Integer(),
  next: Type.Union([Type.String(), Type.Null()]),
  total: Type.Optional(Type.Integer()),
  minPrice: Type.Optional(NullableNumber),
  maxPrice: Type.Optional(NullableNumber),
  search: Type.Optional(SearchUnderstood),
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
  Reach: Type.Optional(Reach),
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
  /** The category's Hindi name, shown on Hindi pages (null when none). */
  service_name_hi: Type.Optional(NullableString),
  gst: Type.Number(),
  Reach: Type.Optional(Reach),
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

/** A search suggestion: the service, and whose and where it is (identical titles told apart). */
export const SearchHit = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Vendor: Type.String(),
  City: Type.String(),
  Service: Type.String(),
});

/**
 * The header search's reply: the hits as Payload (as before), and `Search`, what was understood — with, when nothing
 * matched, "Did you mean" and the categories — as the list's Page.search. Absent for an empty term.
 */
export const SearchReply = Type.Object({
  Status: Type.Literal('Success'),
  Message: Type.String(),
  Payload: Type.Array(SearchHit),
  Search: Type.Optional(SearchUnderstood),
});

export const ServiceableCity = Type.Object({ city: Type.String(), state: Type.String(), totalservice: Type.Integer() });
