/**
 * Whole rows as the API contract declares them, for the account's component tests: each test's mock
 * reply is typed by the contract, so a fixture states every field and a test overrides only what it is about.
 */
import type { BookingAddress, BookingRow, CustomerProfile, PackageOrderRow } from '@utsav/domain/contract';

/** A confirmed full-payment service booking, paid, nothing due, not yet reviewed. */
export function bookingRow(over: Partial<BookingRow> = {}): BookingRow {
  return {
    BookingId: 1,
    BookingNo: 'BK000001',
    OrderId: 'OD1',
    BookingOnDate: '2026-12-02',
    CreateDate: '',
    BookingState: 'confirmed',
    Status: 1,
    StatusLabel: 'Booked',
    TotalBookingAmt: 50445,
    advance_booking_amount: 0,
    Payment_type: 'full',
    PaidAmt: 50445,
    DueAmt: 0,
    ToPayAmt: 0,
    RefundedAmt: 0,
    BalanceDueDate: null,
    HoldExpiresAt: null,
    ConfirmedAt: null,
    InvoiceIssuedAt: null,
    CanCancel: false,
    CancelRefundAmt: 0,
    CancelRefundPercent: 0,
    CanDecline: false,
    CanPayBalance: false,
    CanReschedule: false,
    MovedFrom: null,
    RefuseMoveBy: null,
    RescheduleFee: 0,
    rating: 0,
    Title: 'Mandap',
    ProductId: 1,
    ServiceId: 1,
    DeclineReason: null,
    DeclineNote: null,
    ...over,
  };
}

/** A confirmed package order, paid in full. */
export function packageOrderRow(over: Partial<PackageOrderRow> = {}): PackageOrderRow {
  return {
    BookingId: 1,
    OrderId: 'PK000001',
    PackageName: 'Birthday Bash Package',
    CreateOn: '2026-11-22T00:00:00Z',
    BookingDate: '2026-12-22',
    PackageTotal: 37000,
    advance_booking_amount: 7400,
    BookingState: 'confirmed',
    Status: 1,
    StatusLabel: 'Booked',
    PaidAmt: 37000,
    DueAmt: 0,
    ToPayAmt: 0,
    RefundedAmt: 0,
    BalanceDueDate: null,
    HoldExpiresAt: null,
    CanCancel: false,
    CancelRefundAmt: 0,
    CancelRefundPercent: 0,
    CanPayBalance: false,
    ...over,
  };
}

export function bookingAddress(over: Partial<BookingAddress> = {}): BookingAddress {
  return {
    Id: 1,
    regno: '123456',
    Name: 'Aarav Sharma',
    Mobile: '9876543210',
    Email: 'a@example.in',
    Address: 'Flat 12B, Carter Road',
    City: 'Mumbai',
    State: 'Maharashtra',
    Country: 'India',
    zipcode: '400050',
    lat: 19,
    lon: 72,
    location: '',
    ...over,
  };
}

/** GET /userDetails's Payload for the signed-in customer of test-utils. */
export function customerProfile(over: Partial<CustomerProfile> = {}): CustomerProfile {
  return {
    role: 1,
    Id: 1,
    Name: 'Aarav Sharma',
    Email: 'aarav@example.in',
    Phone: '9876543210',
    CreateDate: '2026-01-05T10:00:00Z',
    Language: null,
    ...over,
  };
}
