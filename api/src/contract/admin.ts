/**
 * Reply schemas of the back office (/api/admin/*, role 3; docs/admin.md). The admin tables page by keyset cursor:
 * `AdminPagedEnvelope` carries Page {next, limit, total}. mf-admin reads these types from
 * @utsav/domain/contract (generated), never from a copy of its own.
 */
import { PackageCreditNote } from './booking-change-fields';
import { Type, type TSchema } from '@sinclair/typebox';
import { BookingState, CreditNote } from './bookings';
import { NullableNumber, NullableString, Timestamp } from './envelope';
import { KycStatus } from './earnings';

/**
 * A keyset page of an admin table (like every other list): `next` is the cursor of the following page
 * (`?after=`), null on the last; `total` how many rows match the filters.
 */
export const AdminPageInfo = Type.Object({
  next: Type.Union([Type.String(), Type.Null()]),
  limit: Type.Integer(),
  total: Type.Integer(),
});

/** An admin table page: the rows and Page {next, limit, total}. */
export const AdminPagedEnvelope = <T extends TSchema>(row: T) =>
  Type.Object({
    Status: Type.Literal('Success'),
    Message: Type.String(),
    Payload: Type.Array(row),
    Page: AdminPageInfo,
  });

export const OperatorProfile = Type.Object({
  role: Type.Literal(3),
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
});

export const AdminDashboard = Type.Object({
  Days: Type.Array(Type.Object({ Date: Type.String(), Bookings: Type.Integer(), Gmv: Type.Number() })),
  Gmv30d: Type.Number(),
  Bookings30d: Type.Integer(),
  Collected: Type.Number(),
  CommissionEarned: Type.Number(),
  Refunds: Type.Number(),
  NewVendors30d: Type.Integer(),
  PendingVendors: Type.Integer(),
  OpenEnquiries: Type.Integer(),
  AwaitingPayment: Type.Integer(),
});

export const VendorStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('suspended')]);

export const AdminVendorRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Email: Type.String(),
  Phone: Type.String(),
  Status: VendorStatus,
  ServiceName: Type.String(),
  CreateDate: Timestamp,
  Products: Type.Integer(),
  Listed: Type.Integer(),
  /** The vendor's own rate, or null for the marketplace default. */
  CommissionPercent: NullableNumber,
  /** The mobile number and the email were proven by a code. */
  PhoneVerified: Type.Boolean(),
  EmailVerified: Type.Boolean(),
});

export const AdminVendorDetail = Type.Composite([
  AdminVendorRow,
  Type.Object({
    Services: Type.Array(
      Type.Object({
        Id: Type.Integer(),
        Title: Type.String(),
        PayableAmt: Type.Number(),
        VendorStatus: Type.Integer(),
        Listed: Type.Boolean(),
        Hidden: Type.Boolean(),
        HiddenReason: Type.String(),
        CommissionPercent: Type.Number(),
        /** The event types the service suits; the operator may correct them (POST /admin/products/:id/event-types). */
        EventTypes: Type.Array(Type.String()),
      }),
    ),
  }),
]);

export const ModerationResult = Type.Object({ Id: Type.Integer(), Hidden: Type.Boolean(), Listed: Type.Boolean() });

export const AdminEnquiryRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Mobile: Type.String(),
  Email: Type.String(),
  Address: Type.String(),
  CreateDate: Timestamp,
  /** The service's or package's name. */
  About: Type.String(),
  Kind: Type.Union([Type.Literal('service'), Type.Literal('package')]),
  AnsweredAt: NullableString,
  AnswerNote: Type.String(),
  AnsweredBy: NullableString,
});

export const PayoutRow = Type.Object({
  VendorId: Type.Integer(),
  Name: Type.String(),
  Status: VendorStatus,
  Earned: Type.Number(),
  PaidOut: Type.Number(),
  Receivable: Type.Number(),
  LastPaidAt: NullableString,
  /** The vendor's payout KYC: a payout needs it verified (docs/payments.md "KYC"). */
  Kyc: KycStatus,
  /** The KYC bank account masked to its last 4 digits ('' without KYC). */
  KycAccount: Type.String(),
  /** Why the operator rejected the KYC ('' unless rejected). */
  KycRejectReason: Type.String(),
});

export const PayoutRecorded = Type.Object({
  PayoutId: Type.Integer(),
  VendorId: Type.Integer(),
  Amount: Type.Number(),
});

export const AdminBookingRow = Type.Object({
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  OrderId: Type.String(),
  Title: Type.String(),
  BookingOnDate: Type.String(),
  BookingState: BookingState,
  City: Type.String(),
  Customer: Type.String(),
  /** The booking's contact mobile (what the search matches besides the customer account's phone). */
  Mobile: Type.String(),
  Vendor: Type.String(),
  VendorId: Type.Integer(),
  BillingAmt: Type.Number(),
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  CreateDate: Timestamp,
});

/** Who the booking is for: the booking address. */
export const AdminCustomer = Type.Object({
  Name: Type.String(),
  Mobile: Type.String(),
  Email: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Pin: Type.String(),
  /** The customer's account: its mobile number and whether it and the email were proven by a code. */
  Account: Type.Union([
    Type.Object({ Phone: Type.String(), PhoneVerified: Type.Boolean(), EmailVerified: Type.Boolean() }),
    Type.Null(),
  ]),
});

export const AdminPayment = Type.Object({
  PaymentId: Type.String(),
  Status: Type.String(),
  Method: Type.String(),
  Amount: Type.Number(),
  At: Timestamp,
});
export const AdminRefund = Type.Object({
  Id: Type.Integer(),
  Amount: Type.Number(),
  Reason: Type.String(),
  Status: Type.String(),
  At: Timestamp,
});

export const AdminBookingDetail = Type.Object({
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  OrderId: Type.String(),
  Title: Type.String(),
  BookingOnDate: Type.String(),
  BookingState: BookingState,
  Customer: AdminCustomer,
  Vendor: Type.Object({ Id: Type.Integer(), Name: Type.String() }),
  BillingAmt: Type.Number(),
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  CommissionAmt: Type.Number(),
  PaymentType: Type.String(),
  Payments: Type.Array(AdminPayment),
  Refunds: Type.Array(AdminRefund),
  /** The booking's GST credit notes, as the customer and the vendor see them. */
  CreditNotes: Type.Array(CreditNote),
  /** What cancelling now refunds by each side's policy, and what is held (null: it cannot be cancelled). */
  CancelOptions: Type.Union([
    Type.Object({ Held: Type.Number(), Customer: Type.Number(), Vendor: Type.Number() }),
    Type.Null(),
  ]),
});

/** A cancellation on someone's behalf: the refund made and what the policy alone would have refunded. */
export const AdminCancelResult = Type.Object({
  BookingId: Type.Integer(),
  State: BookingState,
  RefundAmount: Type.Number(),
  RefundPercent: Type.Number(),
  PolicyAmount: Type.Number(),
});

export const ImageStored = Type.Object({ Name: Type.String() });

export const AdminCategory = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  /** The operator's Hindi name; null when none is given. */
  NameHi: NullableString,
  Image: Type.String(),
  SortOrder: Type.Integer(),
  Hidden: Type.Boolean(),
  ListedServices: Type.Integer(),
  Packages: Type.Integer(),
});

export const AdminSlider = Type.Object({
  Id: Type.Integer(),
  Kind: Type.Union([Type.Literal('slider'), Type.Literal('offer')]),
  Image: Type.String(),
  ServiceId: Type.Union([Type.Integer(), Type.Null()]),
  Category: Type.String(),
  Title: Type.String(),
  /** An offer banner's Hindi title; null when none is given (always for a home slider). */
  TitleHi: NullableString,
  Link: Type.String(),
  SortOrder: Type.Integer(),
  ActiveFrom: NullableString,
  ActiveTo: NullableString,
  /** Shown on the storefront today. */
  Live: Type.Boolean(),
});

export const AdminPackageRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Image: Type.String(),
  Total: Type.Number(),
  AdvancePercent: Type.Number(),
  Listed: Type.Boolean(),
  Groups: Type.Integer(),
  Bookings: Type.Integer(),
});

export const AdminPackageGroup = Type.Object({
  Id: Type.Integer(),
  ServiceId: Type.Integer(),
  Category: Type.String(),
  MaxItems: Type.Integer(),
  Amount: Type.Number(),
  /** Each offered service with the package rate its vendor agreed to (GST included) and its own price. */
  Products: Type.Array(
    Type.Object({
      Id: Type.Integer(),
      Title: Type.String(),
      Vendor: Type.String(),
      Bookable: Type.Boolean(),
      PackageRate: Type.Number(),
      ListAmt: Type.Number(),
      /** The event types the service suits: one not matching the package's is never offered (the builder warns). */
      EventTypes: Type.Array(Type.String()),
    }),
  ),
});

export const AdminPackage = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  Description: Type.String(),
  InPackage: Type.String(),
  Image: Type.String(),
  Total: Type.Number(),
  AdvancePercent: Type.Number(),
  Listed: Type.Boolean(),
  /** The event the package is for (key of @utsav/domain/schemas/event-types). */
  EventType: Type.String(),
  Groups: Type.Array(AdminPackageGroup),
});

export const PackageCandidate = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Vendor: Type.String(),
  PayableAmt: Type.Number(),
  City: Type.String(),
  EventTypes: Type.Array(Type.String()),
  /** With ?pincode: whether the vendor comes there (their radius, else the default); null without a pincode. */
  Serves: Type.Union([Type.Boolean(), Type.Null()]),
  /** The service's own radius (km), or the default one when the vendor set none. */
  RadiusKm: Type.Integer(),
});

export const AdminPackageBookingRow = Type.Object({
  BookingId: Type.Integer(),
  OrderId: Type.String(),
  PackageName: Type.String(),
  BookingOnDate: Type.String(),
  BookingState: BookingState,
  City: Type.String(),
  Customer: Type.String(),
  Total: Type.Number(),
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  Services: Type.Integer(),
  CreateDate: Timestamp,
});

export const AdminPackageBookingDetail = Type.Object({
  BookingId: Type.Integer(),
  OrderId: Type.String(),
  PackageId: Type.Integer(),
  PackageName: Type.String(),
  BookingOnDate: Type.String(),
  BookingFor: Type.String(),
  BookingState: BookingState,
  PaymentType: Type.String(),
  Customer: AdminCustomer,
  Total: Type.Number(),
  AdvanceAmt: Type.Number(),
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  CreateDate: Timestamp,
  Services: Type.Array(
    Type.Object({
      Service: Type.String(),
      Title: Type.String(),
      Vendor: Type.String(),
      VendorId: Type.Integer(),
      PayableAmt: Type.Number(),
      ListAmt: Type.Number(),
      State: Type.String(),
    }),
  ),
  Payments: Type.Array(AdminPayment),
  Refunds: Type.Array(AdminRefund),
  /** one GST credit note per vendor and refund; each side's policy refund now (null: not cancellable). */
  CreditNotes: Type.Array(PackageCreditNote),
  CancelOptions: Type.Union([
    Type.Object({ Held: Type.Number(), Customer: Type.Number(), Vendor: Type.Number() }),
    Type.Null(),
  ]),
});

/** One audit entry: what changed, as the operator's action recorded it (before/after are the entity's own JSON). */
export const AuditRow = Type.Object({
  Id: Type.Integer(),
  Operator: Type.String(),
  Action: Type.String(),
  Entity: Type.String(),
  EntityId: Type.String(),
  Before: Type.Unknown(),
  After: Type.Unknown(),
  Reason: Type.String(),
  At: Timestamp,
});

/** GET /api/admin/rum: p75 of each web vital per page and per remote, and JavaScript errors, over `days`. */
const RumFigure = Type.Object({ metric: Type.String(), p75: Type.Number(), count: Type.Integer() });
export const RumSummary = Type.Object({
  days: Type.Integer(),
  reports: Type.Integer(),
  remotes: Type.Array(Type.Object({ remote: Type.String(), figures: Type.Array(RumFigure), errors: Type.Integer() })),
  pages: Type.Array(
    Type.Object({ page: Type.String(), remote: Type.String(), figures: Type.Array(RumFigure), errors: Type.Integer() }),
  ),
  recentErrors: Type.Array(
    Type.Object({
      remote: Type.String(),
      page: Type.String(),
      message: Type.String(),
      count: Type.Integer(),
      last: Type.String(),
    }),
  ),
});

/** A vendor's decline rate over a period (docs/decline-reasons.md): bookings and package parts taken, declined, and declines by reason. */
export const DeclineRateRow = Type.Object({
  VendorId: Type.Integer(),
  Vendor: Type.String(),
  /**
   * Bookings confirmed in the period (or declined in it unconfirmed, on the vendor's behalf) plus the vendor's parts
   * of package orders confirmed (or swapped in) in the period.
   */
  Taken: Type.Integer(),
  /** Declined bookings plus declined package parts. */
  Declined: Type.Integer(),
  /** Of Taken and Declined: the package parts. */
  PackageParts: Type.Object({ Taken: Type.Integer(), Declined: Type.Integer() }),
  /** Declined / Taken, in percent with one decimal. */
  RatePercent: Type.Number(),
  ByReason: Type.Object({
    date_unavailable: Type.Integer(),
    outside_area: Type.Integer(),
    event_type: Type.Integer(),
    other: Type.Integer(),
    /** Declined before reasons were kept, or by an operator without one. */
    unstated: Type.Integer(),
  }),
});

/** The operator's storefront curation (docs/admin.md "Storefront"). */
export const CuratedService = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Vendor: Type.String(),
  Featured: Type.Boolean(),
  HomeHidden: Type.Boolean(),
});
export const CuratedVendor = Type.Object({ Id: Type.Integer(), Name: Type.String(), HomeHidden: Type.Boolean() });
export const StorefrontCuration = Type.Object({
  Services: Type.Array(CuratedService),
  Vendors: Type.Array(CuratedVendor),
});
export const CuratedServiceResult = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Featured: Type.Boolean(),
  HomeHidden: Type.Boolean(),
});

export const ServiceEventTypesResult = Type.Object({ Id: Type.Integer(), EventTypes: Type.Array(Type.String()) });
