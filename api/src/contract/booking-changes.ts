/** Reply schemas of the booking changes: reschedule, package cancellation, a vendor's part declined, swaps. */
import { Type } from '@sinclair/typebox';
import { BookingState } from './bookings';

export const RescheduleResult = Type.Object({
  BookingId: Type.Integer(),
  FromDate: Type.String(),
  BookingOnDate: Type.String(),
  /** Rupees: this move's fee, the new bill, refunded now, still to pay (from My Bookings, through the gateway). */
  Fee: Type.Number(),
  BillingAmt: Type.Number(),
  RefundAmount: Type.Number(),
  DueAmount: Type.Number(),
});

export const RefuseMoveResult = Type.Object({
  BookingId: Type.Integer(),
  BookingOnDate: Type.String(),
  State: BookingState,
  RefundAmount: Type.Number(),
});

/** Each vendor's part of a package refund (rupees). */
export const VendorPart = Type.Object({ VendorId: Type.Integer(), Amount: Type.Number() });

export const PackageCancelResult = Type.Object({
  BookingId: Type.Integer(),
  State: BookingState,
  RefundAmount: Type.Number(),
  RefundPercent: Type.Number(),
  Parts: Type.Array(VendorPart),
});

export const AdminPackageCancelResult = Type.Composite([
  PackageCancelResult,
  Type.Object({ PolicyAmount: Type.Number() }),
]);

export const PackageItemDeclined = Type.Object({
  BookingId: Type.Integer(),
  ItemId: Type.Integer(),
  RefundAmount: Type.Number(),
});

export const SwapOption = Type.Object({
  ProductId: Type.Integer(),
  Title: Type.String(),
  Vendor: Type.String(),
  Rate: Type.Number(),
});

export const SwapResult = Type.Object({
  BookingId: Type.Integer(),
  ItemId: Type.Integer(),
  Title: Type.String(),
  Rate: Type.Number(),
});

export { PackageCreditNote, DeclinedPackageItem, PackageCancelFields, RescheduleFields } from './booking-change-fields';
