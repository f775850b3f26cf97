/**
 * The SQL of the operator's package bookings (routes/admin/admin-package-bookings): the list and one
 * package booking with its services, payments and refunds.
 */
import type { PACKAGE_BOOKING_SORTS } from '@utsav/domain/schemas/admin';
import type { Param, Queryable } from '../db/client';
import { afterKeys, keyColumns, orderSql, toKeysetPage, type KeysetOrder } from './keyset';

const by = (sql: string, type: string, desc: boolean): KeysetOrder => [
  { sql, desc, type },
  { sql: 'k.id', desc: true, type: 'int' },
];
/** Column sorts (a fixed map: never SQL from the request), keyset orders (data/keyset); ties keep the newest first. */
const ORDER: Record<'' | (typeof PACKAGE_BOOKING_SORTS)[number], KeysetOrder> = {
  '': by('k.created_at', 'timestamptz', true),
  placed: by('k.created_at', 'timestamptz', false),
  '-placed': by('k.created_at', 'timestamptz', true),
  event: by('k.booking_date', 'date', false),
  '-event': by('k.booking_date', 'date', true),
  total: by('k.package_total', 'numeric', false),
  '-total': by('k.package_total', 'numeric', true),
};

/** One keyset page of package bookings (filters: state, event date from/to, city), the next cursor, how many match. */
export async function packageBookingPage(
  q: Queryable,
  f: {
    state?: string;
    from?: string;
    to?: string;
    city?: string;
    sort: keyof typeof ORDER;
    limit: number;
    after: string;
  },
) {
  const where: string[] = [];
  const params: Param[] = [];
  const add = (sql: string, value: Param) => {
    params.push(value);
    where.push(sql.replace('?', `$${params.length}`));
  };
  if (f.state) add('k.booking_state = ?', f.state);
  if (f.from) add('k.booking_date >= ?::date', f.from);
  if (f.to) add('k.booking_date <= ?::date', f.to);
  if (f.city) add('lower(k.city) = lower(?)', f.city);
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const total = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM package_bookings k${clause}`, params);
  const order = ORDER[f.sort];
  const after = afterKeys(order, f.after, params);
  if (after) where.push(after);
  const rows = await q.query<{
    id: number;
    order_id: string;
    package_name: string;
    booking_date: string;
    booking_state: string;
    city: string;
    name: string;
    package_total: number;
    paid_amt: number;
    refunded_amt: number;
    items: number;
    created_at: string;
  }>(
    `SELECT k.id, k.order_id, k.package_name, to_char(k.booking_date, 'YYYY-MM-DD') AS booking_date, k.booking_state, k.city, k.name, k.package_total, k.paid_amt, k.refunded_amt,
            (SELECT count(*)::int FROM package_booking_items i WHERE i.package_booking_id = k.id) AS items, k.created_at${keyColumns(order)}
     FROM package_bookings k${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${orderSql(order)} LIMIT $${params.length + 1}`,
    [...params, f.limit + 1],
  );
  return { ...toKeysetPage(rows.rows, f.limit, order), total: total.rows[0]!.n };
}

/** One package booking as the back office shows it. */
export interface AdminPackageBookingDetailRow {
  id: number;
  order_id: string;
  package_id: number;
  package_name: string;
  booking_date: string;
  booking_for: string;
  booking_state: string;
  payment_type: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  user_id: number;
  package_total: number;
  advance_amt: number;
  paid_amt: number;
  refunded_amt: number;
  created_at: string;
}

export function packageBookingRow(q: Queryable, id: number) {
  return q.query<AdminPackageBookingDetailRow>(
    `SELECT id, order_id, package_id, package_name, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, booking_for, booking_state, payment_type, name, mobile, email, address, city, state, pin, user_id,
            package_total, advance_amt, paid_amt, refunded_amt, created_at
     FROM package_bookings WHERE id = $1`,
    [id],
  );
}

/** The services of a package booking with their vendors. */
export function packageBookingServices(q: Queryable, id: number) {
  return q.query<{
    service_name: string;
    title: string;
    vendor: string;
    vendor_id: number;
    payable_amt: number;
    share_amt: number;
    item_state: string;
  }>(
    `SELECT i.service_name, i.title, v.name AS vendor, i.vendor_id, i.payable_amt, i.share_amt, i.item_state FROM package_booking_items i JOIN vendors v ON v.id = i.vendor_id
     WHERE i.package_booking_id = $1 ORDER BY i.id`,
    [id],
  );
}

export function packageBookingPayments(q: Queryable, id: number) {
  return q.query<{ id: string; status: string; amount: number; method: string; created_at: string }>(
    `SELECT p.id, p.status, p.amount, p.method, p.created_at FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
     WHERE o.package_booking_id = $1 ORDER BY p.created_at, p.id`,
    [id],
  );
}

export function packageBookingRefunds(q: Queryable, id: number) {
  return q.query<{ id: number; amount: number; reason: string; status: string; created_at: string }>(
    'SELECT id, amount, reason, status, created_at FROM refunds WHERE package_booking_id = $1 ORDER BY created_at, id',
    [id],
  );
}
