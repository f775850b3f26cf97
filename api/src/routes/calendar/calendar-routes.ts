/**
 * The vendor calendar (docs/vendor-calendar.md): the customer's open dates of a service (GET
 * /ServiceCalendar), the vendor's month and writes (/vendor/calendar/services once, then /vendor/calendar per month, and the writes), and the same for the operator on a vendor's
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
} from '@utsav/domain/schemas/vendor-calendar';
import { dayClosedReason, istToday } from '@utsav/domain/vendor-calendar';
import { closedDay } from '../../lib/availability';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import { requireVendor, userOf } from '../../lib/auth';
import { forbidden, intId, notFound, ok } from '../../lib/http';
import { serviceDays, serviceHead, vendorExists } from '../../data/vendor-calendar';
import { vendorStanding } from '../../data/vendors';
import {
  blockDates,
  openDates,
  setBookingRules,
  setCapacity,
  rulesView,
  vendorCalendarServiceList,
  vendorMonth,
  type Actor,
} from '../../vendors/vendor-calendar';
import { adminDoc, operatorOnly } from '../admin/admin-shared';
import { doc, type RouteContext } from '../context';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { Envelope, reply } from '../../contract/envelope';
import * as K from '../../contract/calendar';
import { pathParams } from '../../contract/queries';
import { langOf, render, t } from '../../lib/server-messages';

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
            Text: reason === null ? t(req, 'cart.available') : render(langOf(req), closedDay(reason, s.rules)),
          };
        }),
      });
    },
  );

  // ---- The vendor's own calendar: the services once (the picker), then one service's month per request.
  app.get(
    '/vendor/calendar/services',
    {
      ...guard,
      ...doc('vendor', "The vendor's services for the calendar's picker: capacity, listed, booking rules", 'vendor', {
        ...reply(Envelope(K.VendorCalendarServices)),
      }),
    },
    async (req) => ok(await vendorCalendarServiceList(db, userOf(req).id)),
  );

  app.get(
    '/vendor/calendar',
    {
      ...guard,
      ...doc(
        'vendor',
        "One service's month (?productId, default the vendor's first): its days from … to with bookings, capacity and why closed, and the blocks",
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
      const out = await blockDates(db, userOf(req).id, req.body, { kind: 'vendor' });
      return ok(
        out,
        out.StandingBookings.length
          ? t(req, 'calendar.closedStanding', { list: out.StandingBookings.join(', ') })
          : t(req, 'calendar.closed'),
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
      return ok(await openDates(db, userOf(req).id, id, { kind: 'vendor' }), t(req, 'calendar.opened'));
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
      const out = await setCapacity(db, userOf(req).id, req.body, { kind: 'vendor' });
      return ok(
        out,
        req.body.capacity === null
          ? t(req, 'calendar.capacityDefault')
          : t(req, 'calendar.capacitySet', { count: req.body.capacity }),
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
      await setBookingRules(db, userOf(req).id, req.body, { kind: 'vendor' });
      return ok({ Id: null, StandingBookings: [] }, t(req, 'calendar.rulesSaved'));
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
    '/admin/vendors/:id/calendar/services',
    {
      ...operatorOnly,
      ...adminDoc("A vendor's services for the calendar's picker (as GET /vendor/calendar/services)", {
        ...params(pathParams('id')),
        ...reply(Envelope(K.VendorCalendarServices)),
      }),
    },
    async (req) => ok(await vendorCalendarServiceList(db, await vendorOf(req.params.id))),
  );

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
      const out = await blockDates(db, vendorId, req.body, operator(req));
      return ok(
        out,
        out.StandingBookings.length
          ? t(req, 'calendar.closedStanding', { list: out.StandingBookings.join(', ') })
          : t(req, 'calendar.closed'),
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
      return ok(await openDates(db, vendorId, blockId, operator(req)), t(req, 'calendar.opened'));
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
      const out = await setCapacity(db, vendorId, req.body, operator(req));
      return ok(
        out,
        req.body.capacity === null
          ? t(req, 'calendar.capacityDefault')
          : t(req, 'calendar.capacitySet', { count: req.body.capacity }),
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
      await setBookingRules(db, vendorId, req.body, operator(req));
      return ok({ Id: null, StandingBookings: [] }, t(req, 'calendar.rulesSaved'));
    },
  );
}
