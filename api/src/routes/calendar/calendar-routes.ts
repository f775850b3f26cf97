/**
 * The vendor calendar (issue 36, docs/vendor-calendar.md): the customer's open dates of a service (GET
 * /ServiceCalendar), the vendor's month and writes (/vendor/calendar…), and the same for the operator on a vendor's
 * behalf (/admin/vendors/:id/calendar…, audited). Every write takes the vendor's calendar lock (data/vendor-calendar)
 * so it never interleaves with a booking of the same vendor; closing dates that are already booked is allowed as
 * "no new bookings" and the reply names the bookings that stand.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  calendarBlockSchema,
  calendarCapacitySchema,
  calendarRulesSchema,
  serviceCalendarQuerySchema,
  vendorCalendarQuerySchema,
  type CalendarBlockData,
  type CalendarCapacityData,
  type CalendarRulesData,
} from '@utsav/domain/schemas/vendor-calendar';
import {
  dayClosedReason,
  dayClosedText,
  istToday,
  daysBetween,
  type ServiceCalendarRules,
} from '@utsav/domain/vendor-calendar';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import type { Queryable } from '../../db/client';
import { requireVendor, userOf } from '../../lib/auth';
import { badRequest, forbidden, intId, notFound, ok } from '../../lib/http';
import {
  blockOf,
  bookingsOverCapacity,
  deleteBlock,
  insertBlock,
  lockVendorCalendar,
  serviceBookingsOn,
  serviceDays,
  serviceHead,
  setDayCapacity,
  setRules,
  vendorBlocks,
  vendorBookingsIn,
  vendorCalendarServices,
  vendorExists,
  vendorOwnsService,
  type BlockRow,
} from '../../data/vendor-calendar';
import { vendorStanding } from '../../data/vendors';
import { recordAudit } from '../../data/audit';
import { adminDoc, operatorOnly } from '../admin/admin-shared';
import { doc, type RouteContext } from '../context';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { Envelope, reply } from '../../contract/envelope';
import * as K from '../../contract/calendar';
import { pathParams } from '../../contract/queries';

const rulesView = (r: ServiceCalendarRules) => ({
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
type Actor = { kind: 'vendor' } | { kind: 'operator'; operatorId: number };

async function vendorMonth(q: Queryable, vendorId: number, productId: number, from: string, to: string) {
  const services = await vendorCalendarServices(q, vendorId);
  const chosen = productId ? services.find((s) => s.id === productId) : services[0];
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
  if (chosen) {
    const [rows, refs] = await Promise.all([
      serviceDays(q, { id: chosen.id, vendor_id: vendorId }, from, to, null),
      serviceBookingsOn(q, chosen.id, from, to),
    ]);
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
        Bookings: refs.filter((x) => x.day === d.day).map((x) => x.ref),
      };
    });
  }
  const blocks = await vendorBlocks(q, vendorId, from, to);
  return {
    Today: today,
    Services: services.map((s) => ({
      Id: s.id,
      Title: s.title,
      Capacity: s.capacity,
      Listed: s.status === 1,
      Rules: rulesView(s.rules),
    })),
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

async function addBlock(tx: Queryable, vendorId: number, b: CalendarBlockData, actor: Actor) {
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

async function removeBlock(tx: Queryable, vendorId: number, blockId: number, actor: Actor) {
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

async function changeCapacity(tx: Queryable, vendorId: number, c: CalendarCapacityData, actor: Actor) {
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

async function changeRules(tx: Queryable, vendorId: number, r: CalendarRulesData, actor: Actor) {
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

export async function calendarRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const activeVendorOnly = async (req: FastifyRequest) => {
    const standing = await vendorStanding(db, userOf(req).id);
    if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
  };
  const guard = { preValidation: [requireVendor, activeVendorOnly] };
  const noCache = { config: { changes: [] as const } };

  // ---- Customers: the open dates of one service for the months shown (never cached: availability).
  app.get(
    '/ServiceCalendar',
    doc(
      'catalog',
      "A service's dates from … to (at most 62 days): open, or why not (booked_out, unavailable, too_soon, too_far, past) with the words to show",
      'optional',
      { ...query(serviceCalendarQuerySchema), ...reply(Envelope(K.ServiceCalendar)) },
    ),
    async (req) => {
      const { productId, from, to } = req.query;
      const s = await serviceHead(db, productId);
      if (!s || s.status !== 1) throw notFound('Service not found');
      const customer = req.user?.type === 'customer' ? req.user.id : null;
      const today = istToday();
      const rows = await serviceDays(db, s, from, to, customer);
      return ok({
        ProductId: s.id,
        Today: today,
        Rules: rulesView(s.rules),
        Days: rows.map((d) => {
          const reason = dayClosedReason({
            date: d.day,
            today,
            rules: s.rules,
            blocked: d.blocked,
            capacity: d.capacity_override ?? s.capacity,
            taken: d.taken,
          });
          return {
            Date: d.day,
            Open: reason === null,
            Reason: reason ?? '',
            Text: reason === null ? 'Available' : dayClosedText(reason, s.rules),
          };
        }),
      });
    },
  );

  // ---- The vendor's own calendar.
  app.get(
    '/vendor/calendar',
    {
      ...guard,
      ...doc(
        'vendor',
        "The vendor's month: their services, one service's days (?productId, default the first) from … to with bookings, capacity and why closed, and the blocks",
        'vendor',
        { ...query(vendorCalendarQuerySchema), ...reply(Envelope(K.VendorCalendar)) },
      ),
    },
    async (req) => {
      const q = req.query;
      return ok(await vendorMonth(db, userOf(req).id, q.productId, q.from, q.to));
    },
  );

  app.post(
    '/vendor/calendar/blocks',
    {
      ...guard,
      ...noCache,
      ...doc(
        'vendor',
        'Close a date or a range (at most 366 days) for one service (productId) or all (0), with a private note; booked dates stay booked (named in StandingBookings)',
        'vendor',
        { ...body(calendarBlockSchema), ...reply(Envelope(K.CalendarWrite)) },
      ),
    },
    async (req) => {
      const out = await db.transaction((tx) => addBlock(tx, userOf(req).id, req.body, { kind: 'vendor' }));
      return ok(
        out,
        out.StandingBookings.length
          ? `Dates closed to new bookings. These bookings stand: ${out.StandingBookings.join(', ')}`
          : 'Dates closed to new bookings',
      );
    },
  );

  app.post(
    '/vendor/calendar/blocks/:id/delete',
    {
      ...guard,
      ...noCache,
      ...doc('vendor', 'Open the dates of a block again', 'vendor', {
        ...params(pathParams('id')),
        ...reply(Envelope(K.CalendarWrite)),
      }),
    },
    async (req) => {
      const id = intId(req.params.id, 'block', 404);
      return ok(
        await db.transaction((tx) => removeBlock(tx, userOf(req).id, id, { kind: 'vendor' })),
        'Dates open again',
      );
    },
  );

  app.post(
    '/vendor/calendar/capacity',
    {
      ...guard,
      ...noCache,
      ...doc(
        'vendor',
        "A service's capacity on a date or a range (capacity null: back to the service's own)",
        'vendor',
        { ...body(calendarCapacitySchema), ...reply(Envelope(K.CalendarWrite)) },
      ),
    },
    async (req) => {
      const out = await db.transaction((tx) => changeCapacity(tx, userOf(req).id, req.body, { kind: 'vendor' }));
      return ok(
        out,
        req.body.capacity === null ? 'Capacity back to the service default' : `Capacity set to ${req.body.capacity}`,
      );
    },
  );

  app.post(
    '/vendor/calendar/rules',
    {
      ...guard,
      ...noCache,
      ...doc('vendor', 'Lead time, booking window and working days of one service (productId) or all (0)', 'vendor', {
        ...body(calendarRulesSchema),
        ...reply(Envelope(K.CalendarWrite)),
      }),
    },
    async (req) => {
      await db.transaction((tx) => changeRules(tx, userOf(req).id, req.body, { kind: 'vendor' }));
      return ok({ Id: null, StandingBookings: [] }, 'Booking rules saved');
    },
  );

  // ---- The operator, on a vendor's behalf (audited: action calendar.*, entity vendor).
  const vendorOf = async (raw: string) => {
    const id = intId(raw, 'vendor', 404);
    if (!(await vendorExists(db, id))) throw notFound('Vendor not found');
    return id;
  };
  const operator = (req: FastifyRequest): Actor => ({ kind: 'operator', operatorId: userOf(req).id });

  app.get(
    '/admin/vendors/:id/calendar',
    {
      ...operatorOnly,
      ...adminDoc("A vendor's calendar month (as GET /vendor/calendar)", {
        ...params(pathParams('id')),
        ...query(vendorCalendarQuerySchema),
        ...reply(Envelope(K.VendorCalendar)),
      }),
    },
    async (req) => {
      const q = req.query;
      return ok(await vendorMonth(db, await vendorOf(req.params.id), q.productId, q.from, q.to));
    },
  );

  app.post(
    '/admin/vendors/:id/calendar/blocks',
    {
      ...operatorOnly,
      ...noCache,
      ...adminDoc("Close dates on a vendor's behalf (as POST /vendor/calendar/blocks), audited", {
        ...params(pathParams('id')),
        ...body(calendarBlockSchema),
        ...reply(Envelope(K.CalendarWrite)),
      }),
    },
    async (req) => {
      const vendorId = await vendorOf(req.params.id);
      const out = await db.transaction((tx) => addBlock(tx, vendorId, req.body, operator(req)));
      return ok(
        out,
        out.StandingBookings.length
          ? `Dates closed to new bookings. These bookings stand: ${out.StandingBookings.join(', ')}`
          : 'Dates closed to new bookings',
      );
    },
  );

  app.post(
    '/admin/vendors/:id/calendar/blocks/:blockId/delete',
    {
      ...operatorOnly,
      ...noCache,
      ...adminDoc("Open a vendor's block again, audited", {
        ...params(pathParams('id', 'blockId')),
        ...reply(Envelope(K.CalendarWrite)),
      }),
    },
    async (req) => {
      const vendorId = await vendorOf(req.params.id);
      const blockId = intId(req.params.blockId, 'block', 404);
      return ok(await db.transaction((tx) => removeBlock(tx, vendorId, blockId, operator(req))), 'Dates open again');
    },
  );

  app.post(
    '/admin/vendors/:id/calendar/capacity',
    {
      ...operatorOnly,
      ...noCache,
      ...adminDoc("A vendor's service capacity on dates, on their behalf, audited", {
        ...params(pathParams('id')),
        ...body(calendarCapacitySchema),
        ...reply(Envelope(K.CalendarWrite)),
      }),
    },
    async (req) => {
      const vendorId = await vendorOf(req.params.id);
      const out = await db.transaction((tx) => changeCapacity(tx, vendorId, req.body, operator(req)));
      return ok(
        out,
        req.body.capacity === null ? 'Capacity back to the service default' : `Capacity set to ${req.body.capacity}`,
      );
    },
  );

  app.post(
    '/admin/vendors/:id/calendar/rules',
    {
      ...operatorOnly,
      ...noCache,
      ...adminDoc("A vendor's booking rules, on their behalf, audited", {
        ...params(pathParams('id')),
        ...body(calendarRulesSchema),
        ...reply(Envelope(K.CalendarWrite)),
      }),
    },
    async (req) => {
      const vendorId = await vendorOf(req.params.id);
      await db.transaction((tx) => changeRules(tx, vendorId, req.body, operator(req)));
      return ok({ Id: null, StandingBookings: [] }, 'Booking rules saved');
    },
  );
}
