/**
 * Reply schemas of the vendor's earnings, payouts and KYC, and of the operator's payout runs and KYC checks
 * (docs/payments.md). Amounts in rupees (two decimals), as every reply; the ledger keeps paise.
 */
import { Type } from '@sinclair/typebox';
import { NullableString } from './envelope';

const Money = Type.Number();

export const EarningsBooking = Type.Object({
  Kind: Type.Union([Type.Literal('booking'), Type.Literal('package')]),
  BookingId: Type.Integer(),
  BookingNo: Type.String(),
  Title: Type.String(),
  BookingOnDate: Type.String(),
  State: Type.String(),
  Gross: Money,
  Refunded: Money,
  Commission: Money,
  CommissionGst: Money,
  TcsCgst: Money,
  TcsSgst: Money,
  TcsIgst: Money,
  Tds: Money,
  Net: Money,
  /** The payouts that settled this booking's lines. */
  PayoutIds: Type.Array(Type.Integer()),
});

export const EarningsTotals = Type.Object({
  Gross: Money,
  Refunded: Money,
  Commission: Money,
  CommissionGst: Money,
  TcsCgst: Money,
  TcsSgst: Money,
  TcsIgst: Money,
  Tds: Money,
  Net: Money,
});

export const YearTaxTotals = Type.Object({
  FinancialYear: Type.String(),
  TcsBase: Money,
  TcsCgst: Money,
  TcsSgst: Money,
  TcsIgst: Money,
  TdsBase: Money,
  Tds: Money,
});

export const KycStatus = Type.Union([
  Type.Literal('missing'),
  Type.Literal('submitted'),
  Type.Literal('verified'),
  Type.Literal('rejected'),
]);

export const VendorEarnings = Type.Object({
  Month: NullableString,
  Bookings: Type.Array(EarningsBooking),
  Totals: EarningsTotals,
  Year: YearTaxTotals,
  Kyc: KycStatus,
  GstRegistered: Type.Boolean(),
});

export const VendorPayout = Type.Object({
  Id: Type.Integer(),
  Amount: Money,
  Reference: Type.String(),
  State: Type.Union([Type.Literal('pending'), Type.Literal('paid')]),
  Period: NullableString,
  PaidAt: Type.String(),
  Bookings: Type.Array(Type.String()),
});

export const VendorKycView = Type.Object({
  State: KycStatus,
  Pan: Type.String(),
  PanName: Type.String(),
  AccountHolder: Type.String(),
  /** Masked to its last 4 digits. */
  AccountNumber: Type.String(),
  Ifsc: Type.String(),
  RejectReason: Type.String(),
  SubmittedAt: NullableString,
});

export const AdminKycRow = Type.Object({
  VendorId: Type.Integer(),
  Name: Type.String(),
  State: KycStatus,
  Pan: Type.String(),
  PanName: Type.String(),
  AccountHolder: Type.String(),
  AccountNumber: Type.String(),
  Ifsc: Type.String(),
  RejectReason: Type.String(),
  SubmittedAt: Type.String(),
});

export const PayoutRunResult = Type.Object({
  VendorId: Type.Integer(),
  Outcome: Type.Union([Type.Literal('paid'), Type.Literal('already'), Type.Literal('kyc'), Type.Literal('nothing')]),
  PayoutId: Type.Union([Type.Integer(), Type.Null()]),
  Amount: Money,
});

export const RunPayout = Type.Object({
  PayoutId: Type.Integer(),
  VendorId: Type.Integer(),
  Name: Type.String(),
  Amount: Money,
  State: Type.Union([Type.Literal('pending'), Type.Literal('paid')]),
  Reference: Type.String(),
  /** Masked to its last 4 digits ('' without KYC). */
  AccountNumber: Type.String(),
  Ifsc: Type.String(),
});
