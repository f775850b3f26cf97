/**
 * Vendor calendar aggregate (docs/vendor-calendar.md): per-service rules, blocks (one service or all of a
 * vendor's), a date's own capacity, and the reads that put them beside the taken slots.
 *
 * Locking: every write to a vendor's calendar takes the vendor's calendar lock exclusively (lockVendorCalendar);
 * every booking takes it shared before it reads the calendar and takes its slot (lib/availability reserveSlot). So a
 * block and a booking of the same vendor never interleave: the block sees every booking that got in first (and names
 * it), and a booking that comes after the block sees the block.
 */
import type { Queryable } from '../db/client';
import { DEFAULT_RULES, type ServiceCalendarRules } from '@utsav/domain/vendor-calendar';

/** Advisory lock space of vendor calendars (the second key is the vendor id). */
const CALENDAR_LOCK = 36;

export async function lockVendorCalendar(tx: Queryable, vendorId: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1::int, $2::int)', [CALENDAR_LOCK, vendorId]);
}

/** The calendar columns of service `p` (of vendor `vendor`) on `date` — SQL expressions of the caller's row. */
export const calendarColumnsSql = (p: string, vendor: string, date: string) => `
  coalesce((SELECT cr.lead_days FROM service_calendar_rules cr WHERE cr.product_id = ${p}), 0)::int AS cal_lead_days,
  (SELECT cr.window_days FROM service_calendar_rules cr WHERE cr.product_id = ${p})::int AS cal_window_days,
  coalesce((SELECT cr.working_days FROM service_calendar_rules cr WHERE cr.product_id = ${p}), 127)::int AS cal_working_days,
  (SELECT cc.capacity FROM calendar_capacity cc WHERE cc.product_id = ${p} AND cc.day = ${date})::int AS cal_capacity,
  EXISTS (SELECT 1 FROM calendar_blocks cb WHERE cb.vendor_id = ${vendor} AND (cb.product_id IS NULL OR cb.product_id = ${p})
          AND cb.to_date >= ${date} AND cb.from_date <= ${date}) AS cal_blocked`;

export interface CalendarColumns {
  cal_lead_days: number;
  cal_window_days: number | null;
  cal_working_days: number;
  cal_capacity: number | null;
  cal_blocked: boolean;
}

export const rulesOf = (
  c: Pick<CalendarColumns, 'cal_lead_days' | 'cal_window_days' | 'cal_working_days'>,
): ServiceCalendarRules => ({
  leadDays: c.cal_lead_days,
  windowDays: c.cal_window_days,
  workingDays: c.cal_working_days,
});

/**
 * Takes the vendor's calendar lock shared (a booking) and then reads the service's calendar on the date: the read is
 * a later statement, so it sees any calendar change committed before the lock was granted. null: no such service.
 */
export async function lockedCalendarDay(
  tx: Queryable,
  productId: number,
  date: string,
): Promise<(CalendarColumns & { title: string }) | null> {
  const v = await tx.query<{ vendor_id: number }>('SELECT vendor_id FROM products WHERE id = $1', [productId]);
  if (!v.rows[0]) return null;
  await tx.query('SELECT pg_advisory_xact_lock_shared($1::int, $2::int)', [CALENDAR_LOCK, v.rows[0].vendor_id]);
  const r = await tx.query<CalendarColumns & { title: string }>(
    `SELECT p.title, ${calendarColumnsSql('p.id', 'p.vendor_id', '$2::date')} FROM products p WHERE p.id = $1`,
    [productId, date],
  );
  return r.rows[0] ?? null;
}

// ---- The month: one service's days.

export interface ServiceHead {
  id: number;
  vendor_id: number;
  title: string;
  capacity: number;
  status: number;
  amount_hide_show: 0 | 1;
  rules: ServiceCalendarRules;
}

export async function serviceHead(q: Queryable, productId: number): Promise<ServiceHead | null> {
  const r = await q.query<
    Omit<ServiceHead, 'rules'> & { lead_days: number | null; window_days: number | null; working_days: number | null }
  >(
    `SELECT p.id, p.vendor_id, p.title, p.capacity, p.status, p.amount_hide_show, r.lead_days, r.window_days, r.working_days
     FROM products p LEFT JOIN service_calendar_rules r ON r.product_id = p.id WHERE p.id = $1`,
    [productId],
  );
  const row = r.rows[0];
  if (!row) return null;
  const { lead_days, window_days, working_days, ...rest } = row;
  return {
    ...rest,
    rules: {
      leadDays: lead_days ?? DEFAULT_RULES.leadDays,
      windowDays: window_days ?? null,
      workingDays: working_days ?? DEFAULT_RULES.workingDays,
    },
  };
}

export interface DayRow {
  day: string;
  taken: number;
  capacity_override: number | null;
  blocked: boolean;
}

/**
 * Each date from … to of service $1 (vendor $4): slots taken (not counting customer $5's own unpaid holds), the
 * date's own capacity, whether a block covers it. Three index lookups per date (booking_slots, calendar_capacity
 * primary keys; calendar_blocks (vendor_id, to_date, from_date)), at most MAX_MONTH_READ_DAYS dates.
 */
const SERVICE_DAYS = `
  SELECT d.day::text AS day,
    (SELECT count(*)::int FROM booking_slots s WHERE s.product_id = $1 AND s.booking_date = d.day
       AND NOT EXISTS (SELECT 1 FROM bookings hb WHERE hb.id = s.booking_id AND hb.user_id = $5 AND hb.booking_state = 'pending_payment')) AS taken,
    (SELECT c.capacity::int FROM calendar_capacity c WHERE c.product_id = $1 AND c.day = d.day) AS capacity_override,
    EXISTS (SELECT 1 FROM calendar_blocks b WHERE b.vendor_id = $4 AND (b.product_id IS NULL OR b.product_id = $1)
            AND b.to_date >= d.day AND b.from_date <= d.day) AS blocked
  FROM (SELECT g::date AS day FROM generate_series($2::date, $3::date, interval '1 day') g) d ORDER BY d.day`;

export async function serviceDays(
  q: Queryable,
  s: Pick<ServiceHead, 'id' | 'vendor_id'>,
  from: string,
  to: string,
  customerId: number | null,
): Promise<DayRow[]> {
  return (await q.query<DayRow>(SERVICE_DAYS, [s.id, from, to, s.vendor_id, customerId])).rows;
}

/** The bookings that hold slots of service $1 from … to: booking numbers (and package order ids) per date. */
export async function serviceBookingsOn(
  q: Queryable,
  productId: number,
  from: string,
  to: string,
): Promise<{ day: string; ref: string; state: string }[]> {
  const r = await q.query<{ day: string; ref: string; state: string }>(
    `SELECT s.booking_date::text AS day, coalesce(b.booking_no, pb.order_id, '') AS ref, coalesce(b.booking_state, pb.booking_state, '') AS state
     FROM booking_slots s
     LEFT JOIN bookings b ON b.id = s.booking_id
     LEFT JOIN package_booking_items pi ON pi.id = s.package_item_id
     LEFT JOIN package_bookings pb ON pb.id = pi.package_booking_id
     WHERE s.product_id = $1 AND s.booking_date BETWEEN $2::date AND $3::date ORDER BY s.booking_date, s.slot_no`,
    [productId, from, to],
  );
  return r.rows;
}

/** Bookings of the vendor's service(s) that hold slots in from … to (productId 0: all the vendor's services). */
export async function vendorBookingsIn(
  q: Queryable,
  vendorId: number,
  productId: number,
  from: string,
  to: string,
): Promise<string[]> {
  const r = await q.query<{ ref: string }>(
    `SELECT DISTINCT coalesce(b.booking_no, pb.order_id) AS ref, s.booking_date
     FROM booking_slots s JOIN products p ON p.id = s.product_id
     LEFT JOIN bookings b ON b.id = s.booking_id
     LEFT JOIN package_booking_items pi ON pi.id = s.package_item_id
     LEFT JOIN package_bookings pb ON pb.id = pi.package_booking_id
     WHERE p.vendor_id = $1 AND ($2::int = 0 OR s.product_id = $2) AND s.booking_date BETWEEN $3::date AND $4::date
     ORDER BY s.booking_date, 1`,
    [vendorId, productId, from, to],
  );
  return r.rows.map((x) => x.ref).filter(Boolean);
}

// ---- Blocks, capacity, rules (writes take lockVendorCalendar first).

export interface BlockRow {
  id: number;
  product_id: number | null;
  title: string;
  from_date: string;
  to_date: string;
  note: string;
  created_by: string;
}

/** The vendor's blocks overlapping from … to (every service's and the all-services ones), earliest first. */
export async function vendorBlocks(q: Queryable, vendorId: number, from: string, to: string): Promise<BlockRow[]> {
  const r = await q.query<BlockRow>(
    `SELECT b.id, b.product_id, coalesce(p.title, '') AS title, b.from_date::text AS from_date, b.to_date::text AS to_date, b.note, b.created_by
     FROM calendar_blocks b LEFT JOIN products p ON p.id = b.product_id
     WHERE b.vendor_id = $1 AND b.to_date >= $2::date AND b.from_date <= $3::date ORDER BY b.from_date, b.id LIMIT 200`,
    [vendorId, from, to],
  );
  return r.rows;
}

export async function insertBlock(
  tx: Queryable,
  b: { vendorId: number; productId: number | null; from: string; to: string; note: string; createdBy: string },
): Promise<number> {
  const r = await tx.query<{ id: number }>(
    'INSERT INTO calendar_blocks (vendor_id, product_id, from_date, to_date, note, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [b.vendorId, b.productId, b.from, b.to, b.note, b.createdBy],
  );
  return r.rows[0]!.id;
}

export async function blockOf(q: Queryable, vendorId: number, blockId: number): Promise<BlockRow | null> {
  const r = await q.query<BlockRow>(
    `SELECT b.id, b.product_id, coalesce(p.title, '') AS title, b.from_date::text AS from_date, b.to_date::text AS to_date, b.note, b.created_by
     FROM calendar_blocks b LEFT JOIN products p ON p.id = b.product_id WHERE b.id = $1 AND b.vendor_id = $2`,
    [blockId, vendorId],
  );
  return r.rows[0] ?? null;
}

export async function deleteBlock(tx: Queryable, blockId: number): Promise<void> {
  await tx.query('DELETE FROM calendar_blocks WHERE id = $1', [blockId]);
}

/** Sets (capacity) or clears (null) the own capacity of service $1 on every date from … to. */
export async function setDayCapacity(
  tx: Queryable,
  productId: number,
  from: string,
  to: string,
  capacity: number | null,
): Promise<void> {
  if (capacity === null) {
    await tx.query('DELETE FROM calendar_capacity WHERE product_id = $1 AND day BETWEEN $2::date AND $3::date', [
      productId,
      from,
      to,
    ]);
    return;
  }
  await tx.query(
    `INSERT INTO calendar_capacity (product_id, day, capacity)
     SELECT $1, g::date, $4 FROM generate_series($2::date, $3::date, interval '1 day') g
     ON CONFLICT (product_id, day) DO UPDATE SET capacity = EXCLUDED.capacity`,
    [productId, from, to, capacity],
  );
}

export async function capacityOverrides(
  q: Queryable,
  productId: number,
  from: string,
  to: string,
): Promise<{ day: string; capacity: number }[]> {
  return (
    await q.query<{ day: string; capacity: number }>(
      'SELECT day::text AS day, capacity::int AS capacity FROM calendar_capacity WHERE product_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day',
      [productId, from, to],
    )
  ).rows;
}

export async function setRules(tx: Queryable, productIds: number[], rules: ServiceCalendarRules): Promise<void> {
  await tx.query(
    `INSERT INTO service_calendar_rules (product_id, lead_days, window_days, working_days, updated_at)
     SELECT x, $2, $3, $4, now() FROM unnest($1::int[]) x
     ON CONFLICT (product_id) DO UPDATE SET lead_days = EXCLUDED.lead_days, window_days = EXCLUDED.window_days, working_days = EXCLUDED.working_days, updated_at = now()`,
    [productIds, rules.leadDays, rules.windowDays, rules.workingDays],
  );
}

type CalendarServiceRow = {
  id: number;
  title: string;
  capacity: number;
  status: number;
  lead_days: number | null;
  window_days: number | null;
  working_days: number | null;
};
export type CalendarService = Omit<ServiceHead, 'vendor_id' | 'amount_hide_show'>;

const CALENDAR_SERVICE = `SELECT p.id, p.title, p.capacity, p.status, r.lead_days, r.window_days, r.working_days
     FROM products p LEFT JOIN service_calendar_rules r ON r.product_id = p.id`;

const calendarService = ({ lead_days, window_days, working_days, ...rest }: CalendarServiceRow): CalendarService => ({
  ...rest,
  rules: { leadDays: lead_days ?? 0, windowDays: window_days ?? null, workingDays: working_days ?? 127 },
});

/** The vendor's services (id, title, capacity, rules), for the calendar's service picker; ids only of theirs. */
export async function vendorCalendarServices(q: Queryable, vendorId: number): Promise<CalendarService[]> {
  const r = await q.query<CalendarServiceRow>(
    `${CALENDAR_SERVICE} WHERE p.vendor_id = $1 ORDER BY p.title, p.id LIMIT 500`,
    [vendorId],
  );
  return r.rows.map(calendarService);
}

/**
 * One of the vendor's services for its calendar month: `productId`, or with 0 the first in the picker's order (title,
 * id) — one row read through the (vendor_id, title, id) index, not the whole list (docs/vendor-calendar.md).
 */
export async function vendorCalendarService(
  q: Queryable,
  vendorId: number,
  productId: number,
): Promise<CalendarService | null> {
  const r = productId
    ? await q.query<CalendarServiceRow>(`${CALENDAR_SERVICE} WHERE p.vendor_id = $1 AND p.id = $2`, [
        vendorId,
        productId,
      ])
    : await q.query<CalendarServiceRow>(`${CALENDAR_SERVICE} WHERE p.vendor_id = $1 ORDER BY p.title, p.id LIMIT 1`, [
        vendorId,
      ]);
  return r.rows[0] ? calendarService(r.rows[0]) : null;
}

export async function vendorOwnsService(q: Queryable, vendorId: number, productId: number): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM products WHERE id = $1 AND vendor_id = $2', [productId, vendorId])).rows.length > 0
  );
}

export async function vendorExists(q: Queryable, vendorId: number): Promise<boolean> {
  return (await q.query('SELECT 1 FROM vendors WHERE id = $1', [vendorId])).rows.length > 0;
}

/** The calendar columns of several services on one date (package availability): productId → columns. */
export async function calendarOnDate(
  q: Queryable,
  productIds: number[],
  date: string,
): Promise<Map<number, CalendarColumns>> {
  if (productIds.length === 0) return new Map();
  const r = await q.query<CalendarColumns & { id: number }>(
    `SELECT p.id, ${calendarColumnsSql('p.id', 'p.vendor_id', '$2::date')} FROM products p WHERE p.id = ANY($1::int[])`,
    [productIds, date],
  );
  return new Map(r.rows.map(({ id, ...c }) => [id, c]));
}

/** Bookings holding slots of service $1 on the dates from … to where more than `capacity` are taken. */
export async function bookingsOverCapacity(
  q: Queryable,
  productId: number,
  from: string,
  to: string,
  capacity: number,
): Promise<string[]> {
  const r = await q.query<{ ref: string }>(
    `SELECT coalesce(b.booking_no, pb.order_id) AS ref
     FROM booking_slots s
     LEFT JOIN bookings b ON b.id = s.booking_id
     LEFT JOIN package_booking_items pi ON pi.id = s.package_item_id
     LEFT JOIN package_bookings pb ON pb.id = pi.package_booking_id
     WHERE s.product_id = $1 AND s.booking_date IN (
       SELECT booking_date FROM booking_slots WHERE product_id = $1 AND booking_date BETWEEN $2::date AND $3::date GROUP BY booking_date HAVING count(*) > $4)
     ORDER BY s.booking_date, s.slot_no`,
    [productId, from, to, capacity],
  );
  return r.rows.map((x) => x.ref).filter(Boolean);
}
