/** Reply schemas of "My data" (docs/privacy.md): the export, consents, erasure and the operator's request register. */
import { Type } from '@sinclair/typebox';
import { NullableString, Timestamp } from './envelope';

/** A stored row as exported: its columns by name (the export is the person's copy, not a typed view). */
const Row = Type.Record(Type.String(), Type.Unknown());
const Rows = Type.Array(Row);

const ConsentRecord = Type.Object({
  id: Type.Number(),
  purpose: Type.String(),
  notice_version: Type.String(),
  lang: Type.String(),
  source: Type.String(),
  given_at: Timestamp,
  withdrawn_at: NullableString,
});
const DataRequestRecord = Type.Object({
  id: Type.Number(),
  account_type: Type.String(),
  account_id: Type.Number(),
  kind: Type.String(),
  state: Type.String(),
  detail: Type.String(),
  created_at: Timestamp,
  completed_at: NullableString,
});

export const CustomerDataExport = Type.Object({
  ExportedAt: Timestamp,
  Account: Type.Literal('customer'),
  NoticeVersion: Type.String(),
  Profile: Row,
  Addresses: Rows,
  Bookings: Rows,
  PackageBookings: Rows,
  PaymentOrders: Rows,
  Payments: Rows,
  Refunds: Rows,
  Invoices: Rows,
  Messages: Rows,
  Reviews: Rows,
  Enquiries: Rows,
  Cart: Rows,
  Newsletter: Rows,
  Consents: Type.Array(ConsentRecord),
  DataRequests: Type.Array(DataRequestRecord),
});

export const VendorDataExport = Type.Object({
  ExportedAt: Timestamp,
  Account: Type.Literal('vendor'),
  NoticeVersion: Type.String(),
  Profile: Row,
  Services: Rows,
  Bookings: Rows,
  Ledger: Rows,
  Payouts: Rows,
  Messages: Rows,
  Consents: Type.Array(ConsentRecord),
  DataRequests: Type.Array(DataRequestRecord),
});

export const ConsentState = Type.Object({
  NoticeVersion: Type.String(),
  Whatsapp: Type.Boolean(),
  Newsletter: Type.Boolean(),
  Records: Type.Array(ConsentRecord),
});

export const Erased = Type.Object({ Erased: Type.Literal(true), RequestId: Type.Number() });

export const AdminDataRequestRow = Type.Object({
  Id: Type.Number(),
  AccountType: Type.String(),
  AccountId: Type.Number(),
  Kind: Type.String(),
  State: Type.String(),
  Detail: Type.String(),
  CreatedAt: Timestamp,
  CompletedAt: NullableString,
});
