/** Reply schemas of the vendor calendar: the customer's open dates, the vendor's (and operator's) month. */
import { Type } from '@sinclair/typebox';

/** Why a date is closed: '' open, else past | booked_out | unavailable | too_soon | too_far. */
const ClosedReason = Type.Union([
  Type.Literal(''),
  Type.Literal('past'),
  Type.Literal('booked_out'),
  Type.Literal('unavailable'),
  Type.Literal('too_soon'),
  Type.Literal('too_far'),
]);

export const CalendarRules = Type.Object({
  LeadDays: Type.Integer(),
  /** null: up to the site's booking horizon. */
  WindowDays: Type.Union([Type.Integer(), Type.Null()]),
  /** Bits: 1 = Sunday … 64 = Saturday. */
  WorkingDays: Type.Integer(),
});

/** GET /ServiceCalendar: each date from … to, open or why not. */
export const ServiceCalendar = Type.Object({
  ProductId: Type.Integer(),
  Today: Type.String(),
  Rules: CalendarRules,
  Days: Type.Array(
    Type.Object({ Date: Type.String(), Open: Type.Boolean(), Reason: ClosedReason, Text: Type.String() }),
  ),
});

export const CalendarBlock = Type.Object({
  Id: Type.Integer(),
  /** null: every service of the vendor. */
  ProductId: Type.Union([Type.Integer(), Type.Null()]),
  Title: Type.String(),
  From: Type.String(),
  To: Type.String(),
  Note: Type.String(),
  /** 'vendor', or 'operator' when the back office set it on the vendor's behalf. */
  By: Type.String(),
});

/** A service as the vendor calendar shows it: its capacity, whether it is listed and its booking rules. */
export const CalendarService = Type.Object({
  Id: Type.Integer(),
  Title: Type.String(),
  Capacity: Type.Integer(),
  Listed: Type.Boolean(),
  Rules: CalendarRules,
});

/** GET /vendor/calendar/services: the vendor's services for the calendar's picker (read once, not with every month). */
export const VendorCalendarServices = Type.Object({
  Today: Type.String(),
  Services: Type.Array(CalendarService),
});

/** GET /vendor/calendar: one service's month — its days (bookings, capacity, why closed) — and the blocks. */
export const VendorCalendar = Type.Object({
  Today: Type.String(),
  /** The service shown (the one asked for, or the vendor's first); null when the vendor has none. */
  Service: Type.Union([CalendarService, Type.Null()]),
  ServiceId: Type.Union([Type.Integer(), Type.Null()]),
  Days: Type.Array(
    Type.Object({
      Date: Type.String(),
      Taken: Type.Integer(),
      Capacity: Type.Integer(),
      /** The date's own capacity (null: the service's). */
      OwnCapacity: Type.Union([Type.Integer(), Type.Null()]),
      Blocked: Type.Boolean(),
      Reason: ClosedReason,
      /** Booking numbers (BK…) and package orders (PK…) holding the date's slots. */
      Bookings: Type.Array(Type.String()),
    }),
  ),
  Blocks: Type.Array(CalendarBlock),
});

/** A calendar write: what it made (Id of a block) and the bookings that stand on the dates it closed or narrowed. */
export const CalendarWrite = Type.Object({
  Id: Type.Union([Type.Integer(), Type.Null()]),
  StandingBookings: Type.Array(Type.String()),
});
