/**
 * The vendor calendar's service (docs/vendor-calendar.md): the vendor's month as the vendor or the operator reads it,
 * and the writes — close or open dates, capacity, booking rules — each inside the caller's transaction, after the
 * vendor's calendar lock (data/vendor-calendar) so it never interleaves with a booking of the same vendor; an
 * operator's write is audited. Closing dates that are already booked is allowed as "no new bookings": the reply names
 * the bookings that stand.
 */
import {
  type CalendarBlockData,
  type CalendarCapacityData,
  type CalendarRulesData,
} from '@utsav/domain/schemas/vendor-calendar';
import { dayClosedReason, istToday, daysBetween, type ServiceCalendarRules } from '@utsav/domain/vendor-calendar';
import type { Db, Queryable } from '../db/client';
import { badRequest, notFound } from '../lib/http';
import {
  blockOf,
  bookingsOverCapacity,
  deleteBlock,
  insertBlock,
  lockVendorCalendar,
  serviceBookingsOn,
  serviceDays,
  setDayCapacity,
  setRules,
  vendorBlocks,
  vendorBookingsIn,
  vendorCalendarService,
  vendorCalendarServices,
  vendorOwnsService,
  type BlockRow,
  type CalendarService,
} from '../data/vendor-calendar';
import { recordAudit } from '../data/audit';

export const rulesView = (r: ServiceCalendarRules) => ({
  LeadDays: r.leadDays,
  WindowDays: r.windowDays,
  WorkingDays: r.workingDays,
});
const blockView = (b: BlockRow) => ({
  Id: b.id,
  ProductId: b.product_id,
  Title: b.title,
  From: b.from_date,
  To: b.to_date,
  Note: b.note,
  By: b.created_by,
});

/** Who writes: the vendor, or an operator on the vendor's behalf (then every write is audited). */
export type Actor = { kind: 'vendor' } | { kind: 'operator'; operatorId: number };

/** A service as the calendar shows it (the picker's entries and the month's own). */
const serviceView = (s: CalendarService) => ({
  Id: s.id,
  Title: s.title,
  Capacity: s.capacity,
  Listed: s.status === 1,
  Rules: rulesView(s.rules),
});

/** The vendor's services for the calendar's picker: read once by the page, not with every month. */
export async function vendorCalendarServiceList(q: Queryable, vendorId: number) {
  return { Today: istToday(), Services: (await vendorCalendarServices(q, vendorId)).map(serviceView) };
}

/** One service's month (`productId`, or 0 for the vendor's first): its days with bookings and capacity, the blocks. */
export async function vendorMonth(q: Queryable, vendorId: number, productId: number, from: string, to: string) {
  const chosen = await vendorCalendarService(q, vendorId, productId);
  if (productId && !chosen) throw notFound('Service not found');
  const today = istToday();
  let days: {
    Date: string;
    Taken: number;
    Capacity: number;
    OwnCapacity: number | null;
    Blocked: boolean;
    Reason: '' | NonNullable<ReturnType<typeof dayClosedReason>>;
    Bookings: string[];
  }[] = [];
  const [rows, refs, blocks] = await Promise.all([
    chosen ? serviceDays(q, { id: chosen.id, vendor_id: vendorId }, from, to, null) : [],
    chosen ? serviceBookingsOn(q, chosen.id, from, to) : [],
    vendorBlocks(q, vendorId, from, to),
  ]);
  if (chosen) {
    const byDay = new Map<string, string[]>();
    for (const x of refs) byDay.set(x.day, [...(byDay.get(x.day) ?? []), x.ref]);
    days = rows.map((d) => {
      const capacity = d.capacity_override ?? chosen.capacity;
      const reason = dayClosedReason({
        date: d.day,
        today,
        rules: chosen.rules,
        blocked: d.blocked,
        capacity,
        taken: d.taken,
      });
      return {
        Date: d.day,
        Taken: d.taken,
        Capacity: capacity,
        OwnCapacity: d.capacity_override,
        Blocked: d.blocked,
        Reason: reason ?? '',
        Bookings: byDay.get(d.day) ?? [],
      };
    });
  }
  return {
    Today: today,
    Service: chosen ? serviceView(chosen) : null,
    ServiceId: chosen?.id ?? null,
    Days: days,
    Blocks: blocks.map(blockView),
  };
}

async function ownService(q: Queryable, vendorId: number, productId: number) {
  if (productId && !(await vendorOwnsService(q, vendorId, productId))) throw notFound('Service not found');
}

function notBeforeToday(from: string) {
  if (daysBetween(istToday(), from) < 0) throw badRequest('From date cannot be before today');
}

async function addBlockLocked(tx: Queryable, vendorId: number, b: CalendarBlockData, actor: Actor) {
  await ownService(tx, vendorId, b.productId);
  notBeforeToday(b.from);
  await lockVendorCalendar(tx, vendorId);
  const id = await insertBlock(tx, {
    vendorId,
    productId: b.productId || null,
    from: b.from,
    to: b.to,
    note: b.note,
    createdBy: actor.kind,
  });
  const standing = await vendorBookingsIn(tx, vendorId, b.productId, b.from, b.to);
  if (actor.kind === 'operator') {
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'calendar.block',
      entity: 'vendor',
      entityId: vendorId,
      before: null,
      after: { blockId: id, ...b, standingBookings: standing },
      reason: b.note,
    });
  }
  return { Id: id, StandingBookings: standing };
}

async function removeBlockLocked(tx: Queryable, vendorId: number, blockId: number, actor: Actor) {
  await lockVendorCalendar(tx, vendorId);
  const before = await blockOf(tx, vendorId, blockId);
  if (!before) throw notFound('Block not found');
  await deleteBlock(tx, blockId);
  if (actor.kind === 'operator') {
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'calendar.unblock',
      entity: 'vendor',
      entityId: vendorId,
      before: blockView(before),
      after: null,
    });
  }
  return { Id: blockId, StandingBookings: [] };
}

async function changeCapacityLocked(tx: Queryable, vendorId: number, c: CalendarCapacityData, actor: Actor) {
  await ownService(tx, vendorId, c.productId);
  notBeforeToday(c.from);
  await lockVendorCalendar(tx, vendorId);
  await setDayCapacity(tx, c.productId, c.from, c.to, c.capacity);
  const standing = c.capacity === null ? [] : await bookingsOverCapacity(tx, c.productId, c.from, c.to, c.capacity);
  if (actor.kind === 'operator') {
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'calendar.capacity',
      entity: 'vendor',
      entityId: vendorId,
      before: null,
      after: { ...c, standingBookings: standing },
    });
  }
  return { Id: null, StandingBookings: standing };
}

async function changeRulesLocked(tx: Queryable, vendorId: number, r: CalendarRulesData, actor: Actor) {
  await ownService(tx, vendorId, r.productId);
  await lockVendorCalendar(tx, vendorId);
  const ids = r.productId ? [r.productId] : (await vendorCalendarServices(tx, vendorId)).map((s) => s.id);
  const rules = { leadDays: r.leadDays, windowDays: r.windowDays, workingDays: r.workingDays };
  if (actor.kind === 'operator') {
    const before = (await vendorCalendarServices(tx, vendorId))
      .filter((s) => ids.includes(s.id))
      .map((s) => ({ id: s.id, ...s.rules }));
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      action: 'calendar.rules',
      entity: 'vendor',
      entityId: vendorId,
      before: { services: before },
      after: { productIds: ids, ...rules },
    });
  }
  if (ids.length) await setRules(tx, ids, rules);
  return { Id: null, StandingBookings: [] };
}

/** Each write in its own transaction, after the vendor's calendar lock: what the routes call. */
export const blockDates = (db: Db, vendorId: number, b: CalendarBlockData, actor: Actor) =>
  db.transaction((tx) => addBlockLocked(tx, vendorId, b, actor));
export const openDates = (db: Db, vendorId: number, blockId: number, actor: Actor) =>
  db.transaction((tx) => removeBlockLocked(tx, vendorId, blockId, actor));
export const setCapacity = (db: Db, vendorId: number, c: CalendarCapacityData, actor: Actor) =>
  db.transaction((tx) => changeCapacityLocked(tx, vendorId, c, actor));
export const setBookingRules = (db: Db, vendorId: number, r: CalendarRulesData, actor: Actor) =>
  db.transaction((tx) => changeRulesLocked(tx, vendorId, r, actor));
