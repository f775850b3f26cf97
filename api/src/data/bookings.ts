/**
 * Bookings aggregate, list reads (data layer): a customer's and a vendor's bookings, newest first, one
 * keyset page at a time (indexes bookings_user_keyset_idx / bookings_vendor_keyset_idx of migration 003). The sort
 * key is created_at as PostgreSQL text (microseconds and offset kept, so a cursor compares exactly) plus the id.
 */
import { toRupees } from '@utsav/domain/pricing';
import type { Param, Queryable } from '../db/client';
import { prepared } from '../db/statement';
import { effectiveState, moneyFields, type MoneyRow } from '../bookings/booking-money';
import { rescheduleFields, type RescheduleColumns } from '../bookings/reschedule-fields';
import { RESCHEDULE_COLUMNS } from './reschedules';
import { afterNewest, toPage, type PageRequest } from './keyset';

import type { KeyedRow } from './keyset';

const keyOf = (r: KeyedRow) => [r.sort_key, r.id] as const;

/**
 * What a vendor may see: an order only once it was paid — confirmed or completed, or closed after a
 * payment confirmed it (cancelled, declined: `confirmed_at` is set by the payment). A booking still awaiting
 * payment, or one that expired unpaid, is neither listed nor opened, and its customer's contact never leaves.
 * `alias` is the table alias of `bookings` or `package_bookings` (both carry these columns).
 */
export const paidForVendor = (alias: string) =>
  `(${alias}.confirmed_at IS NOT NULL OR ${alias}.booking_state IN ('confirmed','completed'))`;

/** The booking columns its state and money come from (bookings/booking-money moneyFields), read with the page. */
const MONEY_COLUMNS =
  'b.booking_state, b.refund_tier_date, b.advance_amt, b.paid_amt, b.refunded_amt, b.hold_expires_at, b.confirmed_at, b.invoice_issued_at';

interface CustomerBookingRow
  extends
    KeyedRow,
    Pick<RescheduleColumns, 'moves' | 'last_move'>,
    Omit<MoneyRow, 'id' | 'payment_type' | 'booking_date' | 'billing_amt'> {
  booking_no: string;
  order_id: string;
  booking_date: string;
  status: number;
  billing_amt: number;
  advance_amt: number;
  payment_type: 'full' | 'advance';
  title: string;
  product_id: number;
  created_at: string;
  service_id: number;
  rating: number;
  decline_reason: string | null;
  decline_note: string | null;
}

/**
 * GET /GetMyBookings: one row per booked service (product §7 field names) with its state and money as of `today` and
 * `now` (effectiveState: the page is the only statement of the read).
 */
export async function customerBookings(
  q: Queryable,
  userId: number,
  page: PageRequest,
  today: string,
  now = new Date(),
) {
  const params: Param[] = [userId];
  const after = afterNewest(page, params, 'b');
  params.push(page.limit + 1);
  // Named per variant (first page, later page): each is planned once per connection (db/statement). The customer
  // is `(SELECT $1)`, a value the planner cannot see: with the customer's id in sight PostgreSQL costs a
  // custom plan for the scale set's demo customer (40 % of all bookings) so far below the generic one that it
  // re-plans on every execution (0.3–0.5 ms of planning for 0.2 ms of work); hidden, both cost alike and the cached
  // generic plan — the same index range scan — is kept.
  const r = await q.query<CustomerBookingRow>(
    prepared(
      `customer-bookings${after ? ':after' : ''}`,
      `SELECT b.id, b.created_at::text AS sort_key, b.booking_no, b.order_id, b.booking_date, b.status, b.billing_amt,
            b.payment_type, b.title, b.product_id, b.created_at, p.service_id, coalesce(rv.rating, 0) AS rating,
            b.decline_reason, b.decline_note, ${MONEY_COLUMNS}, ${RESCHEDULE_COLUMNS('b')}
     FROM bookings b JOIN products p ON p.id = b.product_id LEFT JOIN reviews rv ON rv.booking_id = b.id
     WHERE b.user_id = (SELECT $1::int)${after}
     ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
    ),
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, keyOf);
  return {
    next,
    rows: rows.map((row) => {
      const b = effectiveState(row, today, now);
      return {
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
        ...moneyFields(b, today, now),
        ...rescheduleFields(b, today),
        DeclineReason: b.decline_reason,
        DeclineNote: b.decline_note,
      };
    }),
  };
}

interface VendorBookingRow
  extends
    KeyedRow,
    Pick<RescheduleColumns, 'moves' | 'last_move'>,
    Omit<MoneyRow, 'id' | 'payment_type' | 'booking_date' | 'billing_amt'> {
  booking_no: string;
  order_id: string;
  bill_no: string;
  title: string;
  product_id: number;
  booking_for: string;
  billing_amt: number;
  payment_type: 'full' | 'advance';
  created_at: string;
  booking_date: string;
  status: number;
}

/**
 * GET /vendor/getBooking: the vendor's bookings, newest first, with state and money as of `today` (effectiveState,
 * one statement); `when`: events from `today` on (upcoming) or before it (expired); absent = every booking.
 */
export async function vendorBookings(
  q: Queryable,
  vendorId: number,
  page: PageRequest,
  opts: { today: string; when?: 'upcoming' | 'expired'; now?: Date },
) {
  const now = opts.now ?? new Date();
  const params: Param[] = [vendorId];
  let when = '';
  if (opts.when) {
    params.push(opts.today);
    when = ` AND b.booking_date ${opts.when === 'upcoming' ? '>=' : '<'} $${params.length}::date`;
  }
  const after = afterNewest(page, params, 'b');
  params.push(page.limit + 1);
  // The vendor as `(SELECT $1)`: planned once, not per execution (customerBookings above).
  const r = await q.query<VendorBookingRow>(
    prepared(
      `vendor-bookings${opts.when ? `:${opts.when}` : ''}${after ? ':after' : ''}`,
      `SELECT b.id, b.created_at::text AS sort_key, b.booking_no, b.order_id, b.bill_no, b.title, b.product_id, b.booking_for,
            b.billing_amt, b.payment_type, b.created_at, b.booking_date, b.status, ${MONEY_COLUMNS}, ${RESCHEDULE_COLUMNS('b')}
     FROM bookings b
     WHERE b.vendor_id = (SELECT $1::int) AND ${paidForVendor('b')}${when}${after}
     ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length}`,
    ),
    params,
  );
  const { rows, next } = toPage(r.rows, page.limit, keyOf);
  return {
    next,
    rows: rows.map((row) => {
      const b = effectiveState(row, opts.today, now);
      return {
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
        ...moneyFields(b, opts.today, now),
        ...rescheduleFields(b, opts.today),
      };
    }),
  };
}

/** Whose booking: the customer who booked it, or the vendor whose service it is. */
export type BookingOwner = { userId: number } | { vendorId: number };
const ownerClause = (owner: BookingOwner) =>
  'userId' in owner
    ? { column: 'user_id', id: owner.userId, paid: '' }
    : { column: 'vendor_id', id: owner.vendorId, paid: ` AND ${paidForVendor('bookings')}` };

/**
 * A row of `bookings` as `SELECT *` reads it (migrations 001, 006, 186; db/client's parsers: BIGINT and NUMERIC are
 * numbers, DATE is 'YYYY-MM-DD', TIMESTAMPTZ ISO text): the columns its readers use. Amounts in paise.
 */
export interface BookingRecord extends MoneyRow {
  booking_no: string;
  order_id: string;
  bill_no: string;
  user_id: number;
  vendor_id: number;
  product_id: number;
  title: string;
  booking_for: string;
  gst_no: string;
  /** CHECK (payment_type IN ('full','advance')). */
  payment_type: 'full' | 'advance';
  status: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  booking_amt: number;
  discount_per: number;
  discount_amt: number;
  offer_amt: number;
  gst_per: number;
  gst_amt: number;
  gst_with_mrp: number;
  distance_km: number;
  travel_charges: number;
  advance_per: number;
  billing_amt: number;
  admin_commission_per: number;
  admin_commission_amt: number;
  reschedule_fee_amt: number;
  created_at: string;
}

/** One booking of the owner by id or by booking number (BK…, any case), every column; null when it is not theirs. */
export async function bookingRowOf(
  q: Queryable,
  owner: BookingOwner,
  ref: { id: number } | { bookingNo: string },
): Promise<BookingRecord | null> {
  const o = ownerClause(owner);
  const r =
    'id' in ref
      ? await q.query<BookingRecord>(`SELECT * FROM bookings WHERE id = $1 AND ${o.column} = $2${o.paid}`, [
          ref.id,
          o.id,
        ])
      : await q.query<BookingRecord>(
          `SELECT * FROM bookings WHERE upper(booking_no) = upper($1) AND ${o.column} = $2${o.paid}`,
          [ref.bookingNo, o.id],
        );
  return r.rows[0] ?? null;
}

export async function ownsBooking(q: Queryable, owner: BookingOwner, bookingId: number): Promise<boolean> {
  const o = ownerClause(owner);
  return (
    (await q.query(`SELECT 1 FROM bookings WHERE id = $1 AND ${o.column} = $2${o.paid}`, [bookingId, o.id])).rows
      .length > 0
  );
}

/** The supplier block of a booking's tax invoice: who sells the service, from where, their GSTIN, its category. */
export async function bookingSeller(q: Queryable, productId: number) {
  const r = await q.query<{
    operator_name: string;
    address: string;
    city: string;
    state: string;
    pin: string;
    gstin: string;
    category: string | null;
  }>(
    `SELECT p.operator_name, p.address, p.city, p.state, p.pin, v.gstin, c.name AS category
     FROM products p JOIN vendors v ON v.id = p.vendor_id LEFT JOIN categories c ON c.id = p.service_id WHERE p.id = $1`,
    [productId],
  );
  return r.rows[0] ?? null;
}
