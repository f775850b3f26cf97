/** Fields the booking and package replies gain (kept apart from ./booking-changes: ./bookings imports these). */
import { Type } from '@sinclair/typebox';
import { NullableString, Timestamp } from './envelope';

/** One GST credit note of a package refund: one per supplier and refund (rupees). */
export const PackageCreditNote = Type.Object({
  CreditNoteNo: Type.String(),
  Date: Timestamp,
  OrderId: Type.String(),
  Vendor: Type.String(),
  VendorId: Type.Integer(),
  Reason: Type.String(),
  TaxableAmt: Type.Number(),
  GstAmt: Type.Number(),
  TotalAmt: Type.Number(),
});

/** A service of a package order its vendor declined (left out of the invoice), and whether it can be swapped now. */
export const DeclinedPackageItem = Type.Object({
  ItemId: Type.Integer(),
  ServiceName: Type.String(),
  Title: Type.String(),
  PayableAmt: Type.Number(),
  ReplacedBy: NullableString,
  CanSwap: Type.Boolean(),
  /** The vendor's reason (docs/decline-reasons.md): one of the fixed reasons, or 'other' with its note; null before. */
  DeclineReason: NullableString,
  DeclineNote: NullableString,
});

/** The package order's cancellation as its customer sees it now. */
export const PackageCancelFields = {
  CanCancel: Type.Boolean(),
  CancelRefundAmt: Type.Number(),
  CancelRefundPercent: Type.Number(),
  Declined: Type.Array(DeclinedPackageItem),
  CreditNotes: Type.Array(PackageCreditNote),
};

/** A move the vendor may still refuse, and whether the customer may move the booking now. */
export const RescheduleFields = {
  CanReschedule: Type.Boolean(),
  /** Rupees: the fee of the next move (0 = free). */
  RescheduleFee: Type.Number(),
  MovedFrom: NullableString,
  RefuseMoveBy: NullableString,
};
