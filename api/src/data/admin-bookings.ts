/**
 * The back office's list of service bookings (search): filters, a search by booking number,
 * order id or customer mobile, a sort from a fixed map, and keyset pages (data/keyset, docs/admin.md).
 */
import { bookingSearchTerm, type BOOKING_SORTS } from '@utsav/domain/schemas/admin';
import type { Param, Queryable } from '../db/client';
import { afterKeys, keyColumns, orderSql, toKeysetPage, type KeysetOrder } from './keyset';

const by = (sql: string, type: string, desc: boolean): KeysetOrder => [
  { sql, desc, type },
  { sql: 'b.id', desc: true, type: 'int' },
];
/** Column sorts (a fixed map: never SQL from the request), keyset orders (data/keyset); ties keep the newest first. */
const BOOKING_ORDER: Record<'' | (typeof BOOKING_SORTS)[number], KeysetOrder> = {
  '': by('b.created_at', 'timestamptz', true),
  placed: by('b.created_at', 'timestamptz', false),
  '-placed': by('b.created_at', 'timestamptz', true),
  event: by('b.booking_date', 'date', false),
  '-event': by('b.booking_date', 'date', true),
  billing: by('b.billing_amt', 'numeric', false),
  '-billing': by('b.billing_amt', 'numeric', true),
};

export interface AdminBookingFilters {
  q: string;
  state: string;
  from: string;
  to: string;
  vendorId: number | '';
  city: string;
  sort: keyof typeof BOOKING_ORDER;
  limit: number;
  /** The cursor of the page ('' = the first). */
  after: string;
}

export interface AdminBookingListRow {
  id: number;
  booking_no: string;
  order_id: string;
  title: string;
  booking_date: string;
  booking_state: string;
  city: string;
  customer: string;
  mobile: string;
  vendor: string;
  vendor_id: number;
  billing_amt: number;
  paid_amt: number;
  refunded_amt: number;
  created_at: string;
}

export async function adminBookingList(
  db: Queryable,
  f: AdminBookingFilters,
): Promise<{ rows: AdminBookingListRow[]; next: string | null; total: number }> {
  const where: string[] = [];
  const params: Param[] = [];
  const arg = (value: Param) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (f.q) {
    // Each alternative is an exact match an index answers: booking_no (unique), order_id, the booking's contact
    // mobile (migration 160) and the customer account's phone (unique).
    const { ref, mobile } = bookingSearchTerm(f.q);
    const r = arg(ref);
    const alternatives = [`b.booking_no = ${r}`, `b.order_id = ${r}`];
    if (mobile) {
      const m = arg(mobile);
      alternatives.push(`b.mobile = ${m}`, `b.user_id = (SELECT u.id FROM users u WHERE u.phone = ${m})`);
    }
    where.push(`(${alternatives.join(' OR ')})`);
  }
  if (f.state) where.push(`b.booking_state = ${arg(f.state)}`);
  if (f.from) where.push(`b.booking_date >= ${arg(f.from)}::date`);
  if (f.to) where.push(`b.booking_date <= ${arg(f.to)}::date`);
  if (f.vendorId) where.push(`b.vendor_id = ${arg(f.vendorId)}`);
  if (f.city) where.push(`lower(b.city) = lower(${arg(f.city)})`);
  const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings b${clause}`, params);
  const order = BOOKING_ORDER[f.sort];
  const after = afterKeys(order, f.after, params);
  if (after) where.push(after);
  const rows = await db.query<AdminBookingListRow>(
    `SELECT b.id, b.booking_no, b.order_id, b.title, b.booking_date, b.booking_state, b.city, b.name AS customer, b.mobile, v.name AS vendor, b.vendor_id,
            b.billing_amt, b.paid_amt, b.refunded_amt, b.created_at${keyColumns(order)}
     FROM bookings b JOIN vendors v ON v.id = b.vendor_id${where.length ? ` WHERE ${where.join(' AND ')}` : ''}
     ORDER BY ${orderSql(order)} LIMIT $${params.length + 1}`,
    [...params, f.limit + 1],
  );
  return { ...toKeysetPage(rows.rows, f.limit, order), total: total.rows[0]!.n };
}
