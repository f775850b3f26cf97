/** Reply schemas of the customer's cart, bookings and enquiries, and the vendor's bookings and dashboard. */
import { Type } from '@sinclair/typebox';
import { NullableNumber, NullableString, Timestamp } from './envelope';
import { PackageCancelFields, RescheduleFields } from './booking-change-fields';

export * from './cart';

export const BookingState = Type.Union(
  ['pending_payment', 'confirmed', 'completed', 'expired', 'declined', 'cancelled'].map((s) => Type.Literal(s)),
);

/** A booking's state and money (docs/payments.md): what was paid, what is due, what cancelling would refund. */
export const BookingMoneyFields = {
  BookingState: BookingState,
  PaidAmt: Type.Number(),
  DueAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  /** While awaiting payment: what paying now costs (the advance or the bill); 0 otherwise. */
  ToPayAmt: Type.Number(),
  /** The state in the customer's words, with the refund ('Cancelled — refunded ₹…'; @utsav/domain/order-money). */
  StatusLabel: Type.String(),
  BalanceDueDate: NullableString,
  CanPayBalance: Type.Boolean(),
  CanCancel: Type.Boolean(),
  CancelRefundAmt: Type.Number(),
  CancelRefundPercent: Type.Number(),
  HoldExpiresAt: NullableString,
  ConfirmedAt: NullableString,
  CanDecline: Type.Boolean(),
  InvoiceIssuedAt: NullableString,
};

/** A row of My Booking. */
export const BookingRow = Type.Object({
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  OrderId: Type.String(),
  BookingOnDate: Type.String(),
  CreateDate: Timestamp,
  /** 1 Booked, otherwise Failed. */
  Status: Type.Integer(),
  TotalBookingAmt: Type.Number(),
  advance_booking_amount: Type.Number(),
  Payment_type: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
  /** The customer's review rating of this booking, 0 when not reviewed. */
  rating: Type.Number(),
  Title: Type.String(),
  ProductId: Type.Integer(),
  ServiceId: Type.Integer(),
  ...BookingMoneyFields,
  ...RescheduleFields,
  /** Why the vendor declined (docs/decline-reasons.md): date_unavailable, outside_area, event_type or other; null otherwise. */
  DeclineReason: NullableString,
  /** The vendor's own words with "other", as typed; null otherwise. */
  DeclineNote: NullableString,
});

export const EnquiryRow = Type.Object({
  Id: Type.Integer(),
  Name: Type.String(),
  productName: Type.String(),
  ProductId: NullableNumber,
  PackageId: NullableNumber,
  Email: Type.String(),
  Mobile: Type.String(),
  Address: Type.String(),
  Date: Timestamp,
});

/** A row of the vendor's bookings. */
export const VendorBookingRow = Type.Object({
  BookingId: Type.Integer(),
  Booking_No: Type.String(),
  Order_Id: Type.String(),
  BillNo: Type.String(),
  Title: Type.String(),
  Product_ID: Type.Integer(),
  Booking_For: Type.String(),
  TotalBookingAmt: Type.Number(),
  Payment_type: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
  CreateDate: Timestamp,
  Booking_On_Date: Type.String(),
  Status: Type.Integer(),
  ...BookingMoneyFields,
  ...RescheduleFields,
});

export const VendorDashboard = Type.Object({
  ProductCount: Type.Integer(),
  BookingCount: Type.Integer(),
  CompleteBookingCount: Type.Integer(),
  TotalBookingAmount: Type.Number(),
  TotalAdminCharges: Type.Number(),
  TotalAdvanceBookingAmount: Type.Number(),
  TotalReceivableAmount: Type.Number(),
  TotalRefundedAmount: Type.Number(),
  TotalPaidOutAmount: Type.Number(),
  TotalBookingByPackage: Type.Integer(),
  TotalBookingByPackageAmount: Type.Number(),
  /** Booked bookings and their billing per event month, 3 months back to 2 ahead (the roll-up). */
  Months: Type.Array(Type.Object({ Month: Type.String(), Count: Type.Integer(), Amount: Type.Number() })),
});

/** A GST credit note of a refund (docs/payments.md). */
export const CreditNote = Type.Object({
  CreditNoteNo: Type.String(),
  Date: Timestamp,
  OriginalInvoiceNo: Type.String(),
  InvoiceDate: NullableString,
  BookingNo: Type.String(),
  Reason: Type.String(),
  TaxableAmt: Type.Number(),
  GstAmt: Type.Number(),
  GstPer: Type.Number(),
  TotalAmt: Type.Number(),
  RefundStatus: Type.String(),
  RefundId: NullableString,
});

/** The document a booking's invoice page is: an order summary until money is received, then a tax invoice (supplier with a GSTIN) or a bill of supply. */
export const InvoiceDocument = Type.Union(
  ['tax_invoice', 'bill_of_supply', 'order_summary'].map((s) => Type.Literal(s)),
);

/** A captured payment that paid towards a booking or package order (invoices read the money from these). */
export const PaymentRecord = Type.Object({
  PaymentId: Type.String(),
  Date: Timestamp,
  Amount: Type.Number(),
  Method: Type.String(),
  /** The first payment: the advance or the payment in full; any later one: the balance. */
  Kind: Type.Union([Type.Literal('full'), Type.Literal('advance'), Type.Literal('balance')]),
});

/** A refund of a booking or package order. */
export const RefundRecord = Type.Object({
  Date: Timestamp,
  Amount: Type.Number(),
  Reason: Type.String(),
  Status: Type.String(),
  CreditNoteNo: NullableString,
});

/** The invoice's document and its money records. */
export const InvoiceRecordFields = {
  Document: InvoiceDocument,
  Payments: Type.Array(PaymentRecord),
  Refunds: Type.Array(RefundRecord),
};

/** The customer's booking invoice (product §3 Booking detail; supplier block and SAC). */
export const BookingDetail = Type.Object({
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  OrderId: Type.String(),
  BillNo: Type.String(),
  CreateDate: Timestamp,
  BookingOnDate: Type.String(),
  Status: Type.Integer(),
  Name: Type.String(),
  Mobile: Type.String(),
  Email: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Pin: Type.String(),
  ProductId: Type.Integer(),
  Title: Type.String(),
  BookingAmt: Type.Number(),
  Discount: Type.Number(),
  DiscountAmt: Type.Number(),
  OfferAmt: Type.Number(),
  /** GST percent. */
  Gst: Type.Number(),
  /** GST contained in GstWithMrp. */
  GstAmt: Type.Number(),
  GstWithMrp: Type.Number(),
  distanceKm: Type.Number(),
  /** GST-inclusive at the service's rate (one composite supply). */
  travelCharges: Type.Number(),
  advance_booking_amount: Type.Number(),
  /** the reschedule fees on the bill (GST-inclusive, Utsav's supply at 18 %); 0 when none. */
  RescheduleFeeAmt: Type.Number(),
  /** GstWithMrp + travelCharges + RescheduleFeeAmt. */
  BillingAmt: Type.Number(),
  /** BillingAmt − the advance when one was paid. */
  PayableAmt: Type.Number(),
  Payment_type: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
  BookingFor: Type.String(),
  gst_no: Type.String(),
  ...BookingMoneyFields,
  ...InvoiceRecordFields,
  CreditNotes: Type.Array(CreditNote),
  /** The supplier; GSTIN '' = not registered under GST. */
  Seller: Type.Union([
    Type.Object({
      Name: Type.String(),
      Address: Type.String(),
      City: Type.String(),
      State: Type.String(),
      Pin: Type.String(),
      Gstin: Type.String(),
    }),
    Type.Null(),
  ]),
  /** SAC of the service's category; travel shares it. */
  SacCode: Type.String(),
  /**
   * The accepted quote the booking was made from (docs/conversations.md#quotes), its lines as sent: the invoice lists
   * them under the service (their sum is the service's amount before GST when GST is on top, with it when included).
   * null (or absent) for a booking not made from a quote.
   */
  Quote: Type.Optional(
    Type.Union([
      Type.Object({
        QuoteId: Type.Integer(),
        /** The lines' prices include GST (else GST is added on top of their sum). */
        GstIncluded: Type.Boolean(),
        Lines: Type.Array(
          Type.Object({
            Description: Type.String(),
            Quantity: Type.Integer(),
            UnitAmt: Type.Number(),
            Amount: Type.Number(),
          }),
        ),
      }),
      Type.Null(),
    ]),
  ),
});

/** A row of the customer's package bookings. */
export const PackageOrderRow = Type.Object({
  BookingId: Type.Integer(),
  OrderId: Type.String(),
  PackageName: Type.String(),
  CreateOn: Timestamp,
  BookingDate: Type.String(),
  PackageTotal: Type.Number(),
  advance_booking_amount: Type.Number(),
  Status: Type.Integer(),
  BookingState: BookingState,
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  HoldExpiresAt: NullableString,
  /** The balance still owed (confirmed advance order). */
  DueAmt: Type.Number(),
  /** While awaiting payment: what paying now costs. */
  ToPayAmt: Type.Number(),
  /** The state in the customer's words, with the refund. */
  StatusLabel: Type.String(),
  CanPayBalance: Type.Boolean(),
  BalanceDueDate: NullableString,
  /** may the customer cancel it now, and what comes back (rupees, %). */
  CanCancel: Type.Boolean(),
  CancelRefundAmt: Type.Number(),
  CancelRefundPercent: Type.Number(),
});

/** One product of a package order. */
export const PackageItemDetail = Type.Object({
  Product_ID: Type.Integer(),
  Title: Type.String(),
  /** Its part of the package total, GST included (the parts add up to the total): its rate plus its travel. */
  PayableAmt: Type.Number(),
  /** Of PayableAmt, the travel fare to the event's address (GST-inclusive at Gst %), and how far the vendor comes. */
  TravelAmt: Type.Optional(Type.Number()),
  DistanceInKm: Type.Optional(Type.Number()),
  /** Its own price booked alone. */
  ListAmt: Type.Number(),
  /** GST rate % of the product when the order was placed. */
  Gst: Type.Number(),
  /** The supplier of this product. */
  Seller: Type.Object({ VendorId: Type.Integer(), Name: Type.String(), State: Type.String(), Gstin: Type.String() }),
});

export const PackageBookingDetail = Type.Object({
  BookingId: Type.Integer(),
  OrderId: Type.String(),
  PackageName: Type.String(),
  CreateOn: Timestamp,
  BookingDate: Type.String(),
  OnBehalfOfName: Type.String(),
  OnBehalfOfMobile: Type.String(),
  Email: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Pin: Type.String(),
  Services: Type.Array(
    Type.Object({
      ServiceID: Type.Integer(),
      ServiceName: Type.String(),
      SacCode: Type.String(),
      Products: Type.Array(PackageItemDetail),
    }),
  ),
  PackageTotal: Type.Number(),
  advance_booking_amount: Type.Number(),
  BookingFor: Type.String(),
  gst_no: Type.String(),
  Status: Type.Integer(),
  BookingState: BookingState,
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  Payment_type: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
  /** When money was first received for it (the invoice is issued then); null before. */
  InvoiceIssuedAt: NullableString,
  Payments: Type.Array(PaymentRecord),
  Refunds: Type.Array(RefundRecord),
  ...PackageCancelFields,
});

/** The vendor's booking invoice: the booking detail with the vendor's names of its keys, the commission and the net. */
export const VendorBookingDetail = Type.Composite([
  Type.Omit(BookingDetail, ['Seller', 'SacCode']),
  Type.Object({
    Booking_No: Type.String(),
    Order_Id: Type.String(),
    Booking_For: Type.String(),
    Booking_On_Date: Type.String(),
    admin_commision_per: Type.Number(),
    admin_commision_amount: Type.Number(),
    /** travelCharges + GstWithMrp − admin_commision_amount. */
    TotalBilling: Type.Number(),
  }),
]);

/** One package booking item of the vendor's. */
export const VendorPackageBookingDetail = Type.Object({
  BookingId: Type.Integer(),
  OrderId: Type.String(),
  ProductTitle: Type.String(),
  ServiceName: Type.String(),
  BookingFor: Type.String(),
  OnBehalfName: Type.String(),
  OnBehalfMobile: Type.String(),
  Email: Type.String(),
  /** The vendor's part of the package total: its package rate for the service. */
  PayableAmt: Type.Number(),
  ListAmt: Type.Number(),
  /** The marketplace's commission on the part, and what the vendor is paid: PayableAmt − CommissionAmt. */
  CommissionAmt: Type.Number(),
  NetAmt: Type.Number(),
  CreateOn: Timestamp,
  BookOn: Type.String(),
  Product_ID: Type.Integer(),
  PackageName: Type.String(),
  BookingDate: Type.String(),
  Address: Type.String(),
  City: Type.String(),
  State: Type.String(),
  Pin: Type.String(),
});

/** One line of an order: a booked service, or the package. */
export const OrderLine = Type.Object({
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  Title: Type.String(),
  BookingOnDate: Type.String(),
  Status: Type.Integer(),
  BillingAmt: Type.Number(),
  advance_booking_amount: Type.Number(),
});

/**
 * The payment side of an order (service or package): state, headline, hold, what is to pay now, paid / refunded /
 * due read from the payment records, each booking's money, each payment attempt and each refund.
 */
export const OrderPayment = Type.Object({
  State: Type.Union([BookingState, Type.Literal('mixed')]),
  /** What the order page says first (@utsav/domain/order-money orderHeadline) and its words. */
  Headline: Type.Union(
    ['awaiting_payment', 'confirmed', 'completed', 'partly_cancelled', 'cancelled', 'declined', 'expired'].map((s) =>
      Type.Literal(s),
    ),
  ),
  Title: Type.String(),
  HoldExpiresAt: NullableString,
  AmountToPay: Type.Number(),
  PaidAmt: Type.Number(),
  RefundedAmt: Type.Number(),
  /** PaidAmt − RefundedAmt. */
  NetPaidAmt: Type.Number(),
  /** Balances still owed on confirmed bookings. */
  DueAmt: Type.Number(),
  Bookings: Type.Array(
    Type.Object({
      BookingId: Type.Integer(),
      BookingNo: Type.String(),
      Title: Type.String(),
      ProductId: Type.Integer(),
      BookingOnDate: Type.String(),
      PaymentType: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
      BillingAmt: Type.Number(),
      AdvanceAmt: Type.Number(),
      ...BookingMoneyFields,
    }),
  ),
  Payments: Type.Array(
    Type.Object({
      PaymentId: Type.String(),
      Status: Type.Union([Type.Literal('captured'), Type.Literal('failed')]),
      Amount: Type.Number(),
      At: Timestamp,
      Error: Type.String(),
    }),
  ),
  Refunds: Type.Array(
    Type.Object({
      BookingNo: Type.String(),
      Amount: Type.Number(),
      Reason: Type.String(),
      Status: Type.String(),
      At: Timestamp,
    }),
  ),
});

/** GET /GetOrder: a service or package order of the customer's with its real state. */
export const Order = Type.Object({
  OrderId: Type.String(),
  Kind: Type.Union([Type.Literal('service'), Type.Literal('package')]),
  CreateDate: Timestamp,
  BookingFor: Type.String(),
  PaymentType: Type.Union([Type.Literal('full'), Type.Literal('advance')]),
  /** 1 when every line is booked. */
  Status: Type.Integer(),
  /** One state, or 'mixed' when a service order's bookings differ. */
  BookingState: Type.Union([BookingState, Type.Literal('mixed')]),
  TotalAmount: Type.Number(),
  AdvanceAmount: Type.Number(),
  Items: Type.Array(OrderLine),
  /** Package orders only. */
  PackageName: Type.Optional(Type.String()),
  PackageBookingId: Type.Optional(Type.Integer()),
  /** Its payments (service and package orders). */
  Payment: Type.Optional(OrderPayment),
});
