/**
 * Vendors and moderation: the vendor list (search, status, paged), approve / suspend / reinstate, the
 * commission rate, a vendor's services and hiding one. Approval and moderation decide products.status through the
 * triggers of migration 007, so every storefront read follows at once (declared as catalogue changes).
 */
import type { FastifyInstance } from 'fastify';
import {
  adminVendorsQuerySchema,
  commissionSchema,
  moderationSchema,
  vendorStatusChangeSchema,
} from '@utsav/domain/schemas/admin';
import { toRupees } from '@utsav/domain/pricing';
import { serviceEventTypesSchema } from '@utsav/domain/schemas/admin-catalog';
import { declineRatesQuerySchema } from '@utsav/domain/schemas/decline-reason';
import { Type } from '@sinclair/typebox';
import { declineRates } from '../../data/decline-rates';
import { userOf } from '../../lib/auth';
import { conflict, intId, notFound, ok } from '../../lib/http';
import type { RouteContext } from '../context';
import { recordAudit } from '../../data/audit';
import {
  lockServiceModeration,
  lockVendorStatus,
  setServiceEventTypes,
  setServiceModeration,
  setVendorCommission,
  setVendorStatus,
  vendorById,
  vendorPage,
  vendorServices,
  vendorView,
} from '../../data/admin-vendors';
import { enqueueVendorStatus } from '../../vendors/vendor-messages';
import { adminDoc, operatorOnly, pageInfo } from './admin-shared';
import { params, body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as AD from '../../contract/admin';
import { pathParams } from '../../contract/queries';
import { t } from '../../lib/server-messages';

export async function adminVendorRoutes(server: FastifyInstance, { db, auth }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const oneVendor = (id: number) => vendorById(db, id);

  app.get(
    '/admin/vendors',
    {
      ...operatorOnly,
      ...adminDoc(
        'Vendors: ?q (name, email, phone), ?status (pending, approved, suspended), ?sort (name|joined, - for descending), ?after (cursor), ?limit; by default pending first, then newest',
        { ...query(adminVendorsQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminVendorRow)) },
      ),
    },
    async (req) => {
      const p = req.query;
      const page = await vendorPage(db, {
        q: p.q,
        status: p.status,
        sort: p.sort,
        limit: p.limit,
        after: p.after,
      });
      return { ...ok(page.rows.map(vendorView)), Page: pageInfo(p, page) };
    },
  );

  app.get(
    '/admin/vendors/decline-rates',
    {
      ...operatorOnly,
      ...adminDoc(
        'Decline rates per vendor: of the bookings and package parts confirmed from ?from to ?to (YYYY-MM-DD, inclusive), how many each vendor declined and why',
        { ...query(declineRatesQuerySchema), ...reply(Envelope(Type.Array(AD.DeclineRateRow))) },
      ),
    },
    async (req) => {
      const rows = await declineRates(db, req.query.from, req.query.to);
      return ok(
        rows.map((r) => ({
          VendorId: r.vendor_id,
          Vendor: r.vendor,
          Taken: r.taken,
          Declined: r.declined,
          PackageParts: { Taken: r.parts_taken, Declined: r.parts_declined },
          RatePercent: r.taken > 0 ? Math.round((r.declined * 1000) / r.taken) / 10 : 0,
          ByReason: {
            date_unavailable: r.date_unavailable,
            outside_area: r.outside_area,
            event_type: r.event_type,
            other: r.other,
            unstated: r.unstated,
          },
        })),
      );
    },
  );

  app.get(
    '/admin/vendors/:id',
    {
      ...operatorOnly,
      ...adminDoc("One vendor with their services (each: the vendor's own status, listed, hidden by moderation)", {
        ...reply(Envelope(AD.AdminVendorDetail)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const id = intId(req.params.id, 'vendor', 404);
      const v = await oneVendor(id);
      if (!v) throw notFound('Vendor not found');
      const products = await vendorServices(db, id);
      return ok({
        ...vendorView(v),
        Services: products.map((x) => ({
          Id: x.id,
          Title: x.title,
          PayableAmt: toRupees(Number(x.payable_amt)),
          VendorStatus: x.vendor_status,
          Listed: x.status === 1,
          Hidden: x.moderated,
          HiddenReason: x.moderation_note,
          CommissionPercent: Number(x.admin_commission_per),
          EventTypes: x.event_types,
        })),
      });
    },
  );

  app.post(
    '/admin/vendors/:id/status',
    {
      ...operatorOnly,
      ...adminDoc(
        'Approve or suspend a vendor: {status: approved | suspended, reason} (a suspension needs a reason); their services follow on the storefront at once',
        { ...body(vendorStatusChangeSchema), ...reply(Envelope(AD.AdminVendorRow)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'vendor', 404);
      const body = req.body;
      const out = await db.transaction(async (tx) => {
        const before = await lockVendorStatus(tx, id);
        if (!before) throw notFound('Vendor not found');
        if (before.status === body.status)
          throw conflict(
            body.status === 'approved' ? 'This vendor is already approved' : 'This vendor is already suspended',
          );
        await setVendorStatus(tx, id, body.status, body.status === 'suspended' ? body.reason.trim() : '');
        // a suspension ends every session of the vendor at once (their token_version is raised); they may
        // sign in again, to read their bookings and ledger only (vendor-routes `guard`).
        if (body.status === 'suspended') await auth.endAllSessions({ id, type: 'vendor', name: '' }, tx);
        const action =
          body.status === 'approved'
            ? before.status === 'suspended'
              ? 'vendor.reinstate'
              : 'vendor.approve'
            : 'vendor.suspend';
        await recordAudit(tx, {
          operatorId: me.id,
          action,
          entity: 'vendor',
          entityId: id,
          before: { status: before.status },
          after: { status: body.status },
          reason: body.reason,
        });
        await enqueueVendorStatus(tx, id, body.status, body.reason.trim(), String(Date.now()));
        return action;
      });
      const v = (await oneVendor(id))!;
      const message = out === 'vendor.suspend' ? t(req, 'admin.vendorSuspended') : t(req, 'admin.vendorApproved');
      return ok(vendorView(v), message);
    },
  );

  app.post(
    '/admin/vendors/:id/commission',
    {
      ...operatorOnly,
      ...adminDoc(
        "Set a vendor's commission rate {percent 0–50, reason}: applies to their services' new bookings (existing bookings keep theirs)",
        { ...body(commissionSchema), ...reply(Envelope(AD.AdminVendorRow)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'vendor', 404);
      const body = req.body;
      await db.transaction(async (tx) => {
        if (!(await lockVendorStatus(tx, id))) throw notFound('Vendor not found');
        const before = await setVendorCommission(tx, id, body.percent);
        await recordAudit(tx, {
          operatorId: me.id,
          action: 'vendor.commission',
          entity: 'vendor',
          entityId: id,
          before: { products: before.map((p) => ({ id: p.id, percent: Number(p.admin_commission_per) })) },
          after: { percent: body.percent },
          reason: body.reason,
        });
      });
      return ok(vendorView((await oneVendor(id))!), t(req, 'admin.commission', { percent: body.percent }));
    },
  );

  app.post(
    '/admin/products/:id/moderation',
    {
      ...operatorOnly,
      ...adminDoc(
        'Hide a service from the storefront or show it again: {hidden, reason} (hiding needs a reason); bookings stay',
        { ...body(moderationSchema), ...reply(Envelope(AD.ModerationResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'service', 404);
      const body = req.body;
      const after = await db.transaction(async (tx) => {
        const before = await lockServiceModeration(tx, id);
        if (!before) throw notFound('Service not found');
        if (before.moderated === body.hidden)
          throw conflict(body.hidden ? 'This service is already hidden' : 'This service is not hidden');
        const r = await setServiceModeration(tx, id, body.hidden, body.hidden ? body.reason : '');
        await recordAudit(tx, {
          operatorId: me.id,
          action: body.hidden ? 'service.hide' : 'service.unhide',
          entity: 'service',
          entityId: id,
          before: { hidden: before.moderated, listed: before.status === 1 },
          after: { hidden: body.hidden, listed: r.status === 1 },
          reason: body.reason,
        });
        return r;
      });
      return ok(
        { Id: id, Hidden: body.hidden, Listed: after.status === 1 },
        body.hidden ? t(req, 'admin.serviceHidden') : t(req, 'admin.serviceShown'),
      );
    },
  );

  app.post(
    '/admin/products/:id/event-types',
    {
      ...operatorOnly,
      ...adminDoc(
        "Correct the event types a service suits: {eventTypes: ['wedding', …]} (at least one, of the fixed list); packages offer it only for those",
        {
          ...body(serviceEventTypesSchema),
          ...reply(Envelope(AD.ServiceEventTypesResult)),
          ...params(pathParams('id')),
        },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'service', 404);
      const { eventTypes } = req.body;
      await db.transaction(async (tx) => {
        const before = await setServiceEventTypes(tx, id, eventTypes);
        if (!before) throw notFound('Service not found');
        await recordAudit(tx, {
          operatorId: me.id,
          action: 'service.event_types',
          entity: 'service',
          entityId: id,
          before: { eventTypes: before },
          after: { eventTypes },
        });
      });
      return ok({ Id: id, EventTypes: eventTypes }, 'Event types saved');
    },
  );
}
