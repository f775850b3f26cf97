/** Reply schemas of the customer's account and the vendor's profile and services. */
import { Type } from '@sinclair/typebox';
import { Flag, NullableNumber, Timestamp } from './envelope';

export const CustomerProfile = Type.Object({
  role: Type.Literal(1),
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Phone: Type.String(),
  CreateDate: Timestamp,
  /** The language the customer chose; null until they chose one. */
  Language: Type.Union([Type.Literal('en'), Type.Literal('hi'), Type.Null()]),
});

/** A booking address (coordinates from the server's pincode table). */
export const BookingAddress = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Mobile: Type.String(),
  Email: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  zipcode: Type.String(),
  Country: Type.String(),
  location: Type.String(),
  lat: NullableNumber,
  lon: NullableNumber,
  regno: Type.String(),
});

export const VendorProfile = Type.Object({
  role: Type.Literal(2),
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Phone: Type.String(),
  ServiceId: Type.Integer(),
  ServiceName: Type.String(),
  /** The operator's decision on the account. */
  AccountStatus: Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('suspended')]),
  /** Why the account is suspended ('' otherwise). */
  StatusReason: Type.String(),
  /** '' = not registered under GST. */
  Gstin: Type.String(),
});

/** A row of the vendor's services. */
export const VendorServiceRow = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Operator_Name: Type.String(),
  PayableAmt: Type.Number(),
  /** The vendor's choice: 1 active, 2 inactive. */
  Status: Type.Integer(),
  /** Whether the storefront shows it (vendor's choice, moderation and approval). */
  Listed: Type.Boolean(),
  Moderated: Type.Boolean(),
  CreateDate: Timestamp,
  ServiceId: Type.Integer(),
  ServiceName: Type.String(),
  document: Type.String(),
});

/** A vendor's package booking item (PayableAmt is the vendor's part of the package total). */
export const VendorPackageBookingRow = Type.Object({
  BookingId: Type.Integer(),
  OrderId: Type.String(),
  PackageName: Type.String(),
  ProductTitle: Type.String(),
  BookingFor: Type.String(),
  OnBehalfName: Type.String(),
  /** The vendor's part: its package rate for the service. */
  PayableAmt: Type.Number(),
  ListAmt: Type.Number(),
  /** The marketplace's commission on the part, and what the vendor is paid: PayableAmt − CommissionAmt. */
  CommissionAmt: Type.Number(),
  NetAmt: Type.Number(),
  CreateOn: Timestamp,
  BookOn: Type.String(),
  Product_ID: Type.Integer(),
  /** this item (the vendor's part), its state (active, declined, cancelled) and whether it may decline it now. */
  ItemId: Type.Integer(),
  ItemState: Type.String(),
  CanDecline: Type.Boolean(),
});

export const ServiceImage = Type.Object({ id: Type.Integer(), pid: Type.Integer(), doc: Type.String() });

export const ServiceImages = Type.Object({ Images: Type.Array(ServiceImage) });

/** One of the vendor's services, shaped as the service form (product §5 fields). */
export const VendorServiceForm = Type.Object({
  id: Type.Integer(),
  serviceId: Type.Integer(),
  name: Type.String(),
  mobile: Type.String(),
  email: Type.String(),
  operatorName: Type.String(),
  shortDes: Type.String(),
  longDes: Type.String(),
  bookingAmt: Type.Number(),
  travelcharge: Type.Number(),
  /** How far the service travels (km); null = not set, the default radius applies (DEFAULT_SERVICE_RADIUS_KM). */
  serviceRadiusKm: NullableNumber,
  /** The event types the service suits (@utsav/domain/schemas/event-types). */
  eventTypes: Type.Array(Type.String()),
  gst: Type.Number(),
  gst_include_exclude: Flag,
  gstAmt: Type.Number(),
  gstAmtWithMrp: Type.Number(),
  discount: Type.Number(),
  discountAmt: Type.Number(),
  offerAmt: Type.Number(),
  payAmt: Type.Number(),
  amount_hide_show: Flag,
  address: Type.String(),
  city: Type.String(),
  state: Type.String(),
  pin: Type.String(),
  lat: NullableNumber,
  lon: NullableNumber,
  /** The vendor's choice: 1 active, 2 inactive. */
  Status: Type.Union([Type.Literal(1), Type.Literal(2)]),
  /** Whether the storefront shows it. */
  Listed: Type.Boolean(),
  capacity: Type.Integer(),
  booking_advance_per: Type.Number(),
  images: Type.Array(ServiceImage),
});
