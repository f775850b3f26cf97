/**
 * Reply entities of the Utsav API (SPEC §3), field names exactly as the API returns them (see docs/api.md).
 * Amounts are rupees (numbers with up to 2 decimals); percentages plain numbers (18 = 18 %);
 * event/booking dates 'YYYY-MM-DD'; creation times ISO timestamps. Image fields hold file names only:
 * build URLs with `imageUrl(folder, name)` from './runtime-config'.
 * Routes in the API contract have generated types instead: './contract' (issue 19); this file keeps the rest.
 */

// ---------------------------------------------------------------- envelopes

/** Default envelope: `Status: 'Success' | 'Failed'`. */
export interface ApiReply<T> {
  Status: 'Success' | 'Failed';
  Message: string;
  Payload?: T;
}

/** Package calls (/PackagesDetails, /addPackageTocart, /getPackageTocart, /packageBooking): `Status: 1 | 0`. */
export interface NumericReply<T> {
  Status: 1 | 0;
  Message: string;
  Payload?: T;
}

/** /UserRegister, /update-profile, /add-review: lowercase status and message (uppercase also present). */
export interface LowerReply<T = unknown> {
  status: 'Success' | 'Failed';
  message: string;
  Status: 'Success' | 'Failed';
  Message: string;
  Payload?: T;
}

/** /Calendar/getCalendar: `data` is CryptoJS AES text of `CalendarData` under the runtime `calendarKey`. */
// ---------------------------------------------------------------- catalog
// The public catalogue's reply types are generated from the API's contract: @utsav/shared/contract (issue 19).

// ---------------------------------------------------------------- auth & profile

export interface CustomerLoginPayload {
  uidtoken: string;
  name: string;
  role: 1;
}

export interface VendorLoginPayload {
  token: string;
  name: string;
  role: 2;
}

/** Decoded claims of the session token. */
export interface TokenClaims {
  sub: string;
  UserType: 'customer' | 'vendor';
  name: string;
  iat: number;
  exp: number;
}

// ---------------------------------------------------------------- cart & checkout

/** /EventBooking Payload. */
export interface EventBookingResult {
  OrderId: string;
  Bookings: { BookingId: number; BookingNo: string; ProductId: number }[];
  TotalAmount: number;
  TotalAdvanceBookingAmt: number;
  PaymentType: 'full' | 'advance';
  State?: 'pending_payment';
  HoldExpiresAt?: string;
  AmountToPay?: number;
}

// ---------------------------------------------------------------- bookings

// ---------------------------------------------------------------- packages

/** /packageBooking Payload. */
export interface PackageBookingResult {
  BookingId: number;
  OrderId: string;
}

// ---------------------------------------------------------------- calendar

export interface CalendarEvent {
  Event: string;
  Date: string;
  Type: string;
  Extras: string;
}

export interface CalendarMonth {
  /** e.g. 'December 2026'. */
  Month: string;
  Events: CalendarEvent[];
}

export interface CalendarData {
  Months: CalendarMonth[];
}

// ---------------------------------------------------------------- vendor

/** /vendor/AddProduct and /vendor/UpdateService Payload. */
export interface ServiceSaved {
  ServiceId: number;
}

