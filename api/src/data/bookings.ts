/**
 * Bookings aggregate, list reads (issue 19 data layer): a customer's and a vendor's bookings, newest first, one
 * keyset page at a time (indexes bookings_user_keyset_idx / bookings_vendor_keyset_idx of migration 003). The sort
 * key is created_at as PostgreSQL text (microseconds and offset kept, so a cursor compares exactly) plus the id.
 */
import { toRupees } from '@utsav/shared/pricing';
import type { Param, Queryable } from '../db/client';
import { prepared } from '../db/statement';
import { moneyFields, type MoneyRow } from '../bookings/booking-money';
import { afterNewest, toPage, type Page, type PageRequest } from './keyset';

import type { KeyedRow } from './keyset';

const keyOf = (r: KeyedRow) => [r.sort_key, r.id] as const;

/** The booking columns its state and money come from (bookings/booking-money moneyFields), read with the page. */
const MONEY_COLUMNS = 'b.booking_state, b.paid_amt, b.refunded_amt, b.hold_expires_at, b.confirmed_at, b.invoice_issued_at';

interface CustomerBookingRow extends KeyedRow, Omit<MoneyRow, 'id' | 'payment_type' | 'booking_date' | 'billing_amt'> {
  booking_no: string;
  order_id: string;
  booking_date: string;
  status: number;
  billing_amt: number;
  advance_amt: number;
  payment_type: string;
  title: string;
  product_id: number;
  created_at: string;
  service_id: number;
  rating: number;
}

/** GET /GetMyBookings: one row per booked service (SPEC §7 field names) with its state and money as of `today`. */
export async function customerBookings(q: Queryable, userId: number, page: PageRequest, today: string): Promise<Page<Record<string, unknown>>> {
  const params: Param[] = [userId];
  const after = afterNewest(page, params, 'b');
  params.push(page.limit + 1);
  // Named per variant (first page, later page): each is planned once per connection (db/statement).
  const r = await q.query<CustomerBookingRow>(
    prepared(
      `customer-bookings${after ? ':after' : ''}`,
      `SELECT b.id, b.created_at::text AS sort_key, b.booking_no, b.order_id, b.booking_date, b.status, b.billing_amt, b.advance_amt,
            b.payment_type, b.title, b.product_id, b.created_at, p.service_id, coalesce(rv.rating, 0) AS rating, ${MONEY_COLUMNS}
     FROM bookings b JOIN products p ON p.id = b.product_id LEFT JOIN reviews rv ON rv.booking_id = b.id
     WHERE b.user_id = $1${after}
     ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
    ),
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, keyOf);
  return {
    next,
    rows: rows.map((b) => ({
      BookingId: b.id,
      BookingNo: b.booking_no,
      OrderId: b.order_id,
      BookingOnDate: b.booking_date,
      CreateDate: b.created_at,
      Status: b.status,
      TotalBookingAmt: toRupees(b.billing_amt),
      advance_booking_amount: toRupees(b.advance_amt),
      Payment_type: b.payment_type,
      rating: b.rating,
      Title: b.title,
      ProductId: b.product_id,
      ServiceId: b.service_id,
      ...moneyFields(b, today),
    })),
  };
}

interface VendorBookingRow extends KeyedRow, Omit<MoneyRow, 'id' | 'payment_type' | 'booking_date' | 'billing_amt'> {
  booking_no: string;
  order_id: string;
  bill_no: string;
  title: string;
  product_id: number;
  booking_for: string;
  billing_amt: number;
  payment_type: string;
  created_at: string;
  booking_date: string;
  status: number;
}

/**
 * GET /vendor/getBooking: the vendor's bookings, newest first, with state and money as of `today`; `when`: events
 * from `today` on (upcoming) or before it (expired); absent = every booking.
 */
export async function vendorBookings(q: Queryable, vendorId: number, page: PageRequest, opts: { today: string; when?: 'upcoming' | 'expired' }): Promise<Page<Record<string, unknown>>> {
  const params: Param[] = [vendorId];
  let when = '';
  if (opts.when) {
    params.push(opts.today);
    when = ` AND b.booking_date ${opts.when === 'upcoming' ? '>=' : '<'} $${params.length}::date`;
  }
  const after = afterNewest(page, params, 'b');
  params.push(page.limit + 1);
  const r = await q.query<VendorBookingRow>(
    prepared(
      `vendor-bookings${opts.when ? `:${opts.when}` : ''}${after ? ':after' : ''}`,
      `SELECT b.id, b.created_at::text AS sort_key, b.booking_no, b.order_id, b.bill_no, b.title, b.product_id, b.booking_for,
            b.billing_amt, b.payment_type, b.created_at, b.booking_date, b.status, ${MONEY_COLUMNS}
     FROM bookings b
     WHERE b.vendor_id = $1${when}${after}
     ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
    ),
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, keyOf);
  return {
    next,
    rows: rows.map((b) => ({
      BookingId: b.id,
      Booking_No: b.booking_no,
      Order_Id: b.order_id,
      BillNo: b.bill_no,
      Title: b.title,
      Product_ID: b.product_id,
      Booking_For: b.booking_for,
      TotalBookingAmt: toRupees(Number(b.billing_amt)),
      Payment_type: b.payment_type,
      CreateDate: b.created_at,
      Booking_On_Date: b.booking_date,
      Status: b.status,
      ...moneyFields(b, opts.today),
    })),
  };
}

/** Whose booking: the customer who booked it, or the vendor whose service it is. */
export type BookingOwner = { userId: number } | { vendorId: number };
const ownerClause = (owner: BookingOwner) => ('userId' in owner ? { column: 'user_id', id: owner.userId } : { column: 'vendor_id', id: owner.vendorId });

/** One booking of the owner by id or by booking number (BK…, any case), every column; null when it is not theirs. */
export async function bookingRowOf(q: Queryable, owner: BookingOwner, ref: { id: number } | { bookingNo: string }): Promise<Record<string, unknown> | null> {
  const o = ownerClause(owner);
  const r =
    'id' in ref
      ? await q.query<Record<string, unknown>>(`SELECT * FROM bookings WHERE id = $1 AND ${o.column} = $2`, [ref.id, o.id])
      : await q.query<Record<string, unknown>>(`SELECT * FROM bookings WHERE upper(booking_no) = upper($1) AND ${o.column} = $2`, [ref.bookingNo, o.id]);
  return r.rows[0] ?? null;
}

export async function ownsBooking(q: Queryable, owner: BookingOwner, bookingId: number): Promise<boolean> {
  const o = ownerClause(owner);
  return (await q.query(`SELECT 1 FROM bookings WHERE id = $1 AND ${o.column} = $2`, [bookingId, o.id])).rows.length > 0;
}

/** The supplier block of a booking's tax invoice (issue 17.7): who sells the service, from where, their GSTIN, its category. */
export async function bookingSeller(q: Queryable, productId: number) {
  const r = await q.query<{ operator_name: string; address: string; city: string; state: string; pin: string; gstin: string; category: string | null }>(
    `SELECT p.operator_name, p.address, p.city, p.state, p.pin, v.gstin, c.name AS category
     FROM products p JOIN vendors v ON v.id = p.vendor_id LEFT JOIN categories c ON c.id = p.service_id WHERE p.id = $1`,
    [productId],
  );
  return r.rows[0] ?? null;
}
