/**
 * The reminders' reads (moved here): the bookings and package orders a reminder may be due
 * for, and those whose reminder is not in the outbox yet (its event key). Which reminder is due, and when, stays in
 * bookings/booking-reminders.
 */
import type { Queryable } from '../db/client';

export interface ReminderBooking {
  id: number;
  booking_no: string;
  order_id: string;
  user_id: number;
  product_id: number;
  title: string;
  booking_date: string;
  booking_state: string;
  payment_type: string;
  billing_amt: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
}

export interface ReminderPackage {
  id: number;
  order_id: string;
  user_id: number;
  package_id: number;
  package_name: string;
  booking_date: string;
  booking_state: string;
  payment_type: string;
  package_total: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
}

const BOOKING_COLS = `b.id, b.booking_no, b.order_id, b.user_id, b.product_id, b.title, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date, b.booking_state,
    b.payment_type, b.billing_amt, b.advance_amt, b.paid_amt, b.refunded_amt`;
const bookingNotSent = (kind: string) => `NOT EXISTS (SELECT 1 FROM messages m WHERE m.event_key = '${kind}:' || b.id)`;

const PACKAGE_COLS = `k.id, k.order_id, k.user_id, k.package_id, k.package_name, to_char(k.booking_date, 'YYYY-MM-DD') AS booking_date, k.booking_state,
    k.payment_type, k.package_total, k.advance_amt, k.paid_amt, k.refunded_amt`;
const packageNotSent = (kind: string) => `NOT EXISTS (SELECT 1 FROM messages m WHERE m.event_key = '${kind}:' || k.id)`;

/** Confirmed advance bookings still owing, with an event in [from, to]. */
export async function owingBookings(q: Queryable, from: string, to: string): Promise<ReminderBooking[]> {
  return (
    await q.query<ReminderBooking>(
      `SELECT ${BOOKING_COLS} FROM bookings b WHERE b.booking_state = 'confirmed' AND b.payment_type = 'advance' AND b.paid_amt - b.refunded_amt < b.billing_amt
       AND b.booking_date >= $1::date AND b.booking_date <= $2::date`,
      [from, to],
    )
  ).rows;
}

/** Confirmed bookings on `date` without the `kind` reminder. */
export async function confirmedBookingsOn(q: Queryable, date: string, kind: string): Promise<ReminderBooking[]> {
  return (
    await q.query<ReminderBooking>(
      `SELECT ${BOOKING_COLS} FROM bookings b WHERE b.booking_state = 'confirmed' AND b.booking_date = $1::date AND ${bookingNotSent(kind)}`,
      [date],
    )
  ).rows;
}

/** Completed bookings with an event in [from, to] without the `kind` reminder. */
export async function completedBookingsBetween(
  q: Queryable,
  from: string,
  to: string,
  kind: string,
): Promise<ReminderBooking[]> {
  return (
    await q.query<ReminderBooking>(
      `SELECT ${BOOKING_COLS} FROM bookings b WHERE b.booking_state = 'completed' AND b.booking_date >= $1::date AND b.booking_date <= $2::date AND ${bookingNotSent(kind)}`,
      [from, to],
    )
  ).rows;
}

export async function owingPackages(q: Queryable, from: string, to: string): Promise<ReminderPackage[]> {
  return (
    await q.query<ReminderPackage>(
      `SELECT ${PACKAGE_COLS} FROM package_bookings k WHERE k.booking_state = 'confirmed' AND k.payment_type = 'advance' AND k.paid_amt - k.refunded_amt < k.package_total
       AND k.booking_date >= $1::date AND k.booking_date <= $2::date`,
      [from, to],
    )
  ).rows;
}

export async function confirmedPackagesOn(q: Queryable, date: string, kind: string): Promise<ReminderPackage[]> {
  return (
    await q.query<ReminderPackage>(
      `SELECT ${PACKAGE_COLS} FROM package_bookings k WHERE k.booking_state = 'confirmed' AND k.booking_date = $1::date AND ${packageNotSent(kind)}`,
      [date],
    )
  ).rows;
}

export async function completedPackagesBetween(
  q: Queryable,
  from: string,
  to: string,
  kind: string,
): Promise<ReminderPackage[]> {
  return (
    await q.query<ReminderPackage>(
      `SELECT ${PACKAGE_COLS} FROM package_bookings k WHERE k.booking_state = 'completed' AND k.booking_date >= $1::date AND k.booking_date <= $2::date AND ${packageNotSent(kind)}`,
      [from, to],
    )
  ).rows;
}

/** Confirmed bookings confirmed in (from, to] without their decline-deadline reminder. */
export async function bookingsInDeclineWindow(q: Queryable, opened: string[]) {
  return (
    await q.query<{
      id: number;
      booking_no: string;
      vendor_id: number;
      title: string;
      booking_date: string;
      confirmed_at: string;
    }>(
      `SELECT b.id, b.booking_no, b.vendor_id, b.title, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date, b.confirmed_at FROM bookings b
     WHERE b.booking_state = 'confirmed' AND b.confirmed_at > $1 AND b.confirmed_at <= $2
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.event_key = 'reminder.vendor-decline:' || b.id)`,
      opened,
    )
  ).rows;
}

/** Active package parts opened (paid or swapped in) in (from, to] without their decline-deadline reminder. */
export async function packagePartsInDeclineWindow(q: Queryable, opened: string[]) {
  return (
    await q.query<{
      id: number;
      order_id: string;
      vendor_id: number;
      title: string;
      booking_date: string;
      opened_at: string;
    }>(
      `SELECT i.id, k.order_id, i.vendor_id, i.title, to_char(k.booking_date, 'YYYY-MM-DD') AS booking_date, COALESCE(i.added_at, k.confirmed_at) AS opened_at
     FROM package_booking_items i JOIN package_bookings k ON k.id = i.package_booking_id
     WHERE k.booking_state = 'confirmed' AND i.item_state = 'active' AND COALESCE(i.added_at, k.confirmed_at) > $1 AND COALESCE(i.added_at, k.confirmed_at) <= $2
       AND NOT EXISTS (SELECT 1 FROM messages m WHERE m.event_key = 'reminder.vendor-decline-package:' || i.id)`,
      opened,
    )
  ).rows;
}
