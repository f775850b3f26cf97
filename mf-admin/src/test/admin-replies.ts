/**
 * Rows and replies of the back office's API as the contract declares them, for the component tests:
 * each fixture states every field, so a test overrides only what it is about and mockApi checks the rest.
 */
import type {
  AdminAuditRow,
  AdminBookingDetail,
  AdminBookingRow,
  AdminCategory,
  AdminPackage,
  AdminPackageBookingRow,
  AdminPageInfo,
  AdminPayoutRow,
  AdminSlider,
  AdminVendorRow,
} from '@utsav/domain/contract';

/** A successful envelope around `Payload`, with the server's message. */
export const success = <T>(Payload: T, Message = 'Success') => ({ Status: 'Success' as const, Message, Payload });

/** A page of a keyset list: its rows and Page (the next cursor, the limit, the total). */
export const listed = <T>(rows: T[], page: Partial<AdminPageInfo> = {}) => ({
  ...success(rows),
  Page: { next: null, limit: 25, total: rows.length, ...page },
});

/** The API's refusal envelope (sent with a 4xx). */
export const failure = (Message: string) => ({ Status: 'Failed' as const, Message });

/** The query a request carried, as a plain object (every value a string, as on the wire). */
export const queryOf = (request: { query: URLSearchParams } | undefined) =>
  Object.fromEntries(request?.query ?? new URLSearchParams());

export function vendorRow(over: Partial<AdminVendorRow> = {}): AdminVendorRow {
  const Id = over.Id ?? 1;
  return {
    Id,
    Name: `Vendor ${Id}`,
    Email: `v${Id}@example.in`,
    EmailVerified: true,
    Phone: '9820000001',
    PhoneVerified: true,
    Status: 'approved',
    ServiceName: 'Decoration',
    CreateDate: '2026-11-01T10:00:00Z',
    Products: 2,
    Listed: 2,
    CommissionPercent: 10,
    ...over,
  };
}

export function bookingRow(over: Partial<AdminBookingRow> = {}): AdminBookingRow {
  const id = over.BookingId ?? 1;
  return {
    BookingId: id,
    BookingNo: `BK10${id}`,
    OrderId: `OD2026112000${id}`,
    Title: 'Royal Mandap',
    BookingOnDate: '2026-12-20',
    BookingState: 'confirmed',
    City: 'Mumbai',
    Customer: 'Diya Verma',
    Mobile: '9876543211',
    Vendor: 'Shubh Decorators',
    VendorId: 1,
    BillingAmt: 21240,
    PaidAmt: 21240,
    RefundedAmt: 0,
    CreateDate: '2026-11-20T06:30:00Z',
    ...over,
  };
}

/** A confirmed full-payment booking, paid in full, that can still be cancelled. */
export function bookingDetail(over: Partial<AdminBookingDetail> = {}): AdminBookingDetail {
  return {
    BookingId: 41,
    BookingNo: 'BK000041',
    OrderId: 'ORD41',
    Title: 'Royal Mandap',
    BookingOnDate: '2026-12-10',
    BookingState: 'confirmed',
    PaymentType: 'full',
    Customer: {
      Name: 'Asha',
      Mobile: '9820000001',
      Email: 'asha@example.in',
      Address: 'Hill Road',
      City: 'Mumbai',
      State: 'Maharashtra',
      Pin: '400050',
      Account: null,
    },
    Vendor: { Id: 1, Name: 'Shubh Decor' },
    BillingAmt: 11800,
    PaidAmt: 11800,
    RefundedAmt: 0,
    CommissionAmt: 1000,
    Payments: [],
    Refunds: [],
    CreditNotes: [],
    CancelOptions: { Held: 11800, Customer: 5900, Vendor: 11800 },
    ...over,
  };
}

export function packageBookingRow(over: Partial<AdminPackageBookingRow> = {}): AdminPackageBookingRow {
  return {
    BookingId: 3,
    OrderId: 'PKG0003',
    PackageName: 'Royal Wedding Package',
    BookingOnDate: '2027-01-10',
    BookingState: 'confirmed',
    City: 'Pune',
    Customer: 'Meera Nair',
    Total: 225000,
    PaidAmt: 45000,
    RefundedAmt: 0,
    Services: 4,
    CreateDate: '2026-11-01T10:00:00Z',
    ...over,
  };
}

export function auditRow(over: Partial<AdminAuditRow> = {}): AdminAuditRow {
  const Id = over.Id ?? 1;
  return {
    Id,
    Operator: 'Utsav Operations',
    Action: 'vendor.approve',
    Entity: 'vendor',
    EntityId: String(Id),
    Before: null,
    After: null,
    Reason: '',
    At: '2026-11-20T06:30:00Z',
    ...over,
  };
}

export function categoryRow(over: Partial<AdminCategory> = {}): AdminCategory {
  return {
    Id: 1,
    Name: 'Decoration',
    NameHi: null,
    Image: 'decoration.svg',
    SortOrder: 0,
    Hidden: false,
    ListedServices: 4,
    Packages: 1,
    ...over,
  };
}

/** A home slider of the Decoration category, from 1 December with no end (not live yet). */
export function sliderRow(over: Partial<AdminSlider> = {}): AdminSlider {
  return {
    Id: 5,
    Kind: 'slider',
    Image: 'slider-decoration.svg',
    Title: '',
    TitleHi: null,
    Link: '',
    ServiceId: 1,
    Category: 'Decoration',
    SortOrder: 0,
    ActiveFrom: '2026-12-01',
    ActiveTo: null,
    Live: false,
    ...over,
  };
}

export function packageDetail(over: Partial<AdminPackage> = {}): AdminPackage {
  return {
    Id: 7,
    Name: 'Royal Wedding',
    Description: 'All of it',
    EventType: 'wedding',
    InPackage: '',
    Image: 'package-1.svg',
    Total: 225000,
    AdvancePercent: 20,
    Listed: true,
    Groups: [],
    ...over,
  };
}

export function payoutRow(over: Partial<AdminPayoutRow> = {}): AdminPayoutRow {
  return {
    VendorId: 1,
    Name: 'Shubh Decorators',
    Status: 'approved',
    Earned: 0,
    PaidOut: 0,
    Receivable: 0,
    LastPaidAt: null,
    Kyc: 'verified',
    KycAccount: 'XXXX9012',
    KycRejectReason: '',
    ...over,
  };
}
