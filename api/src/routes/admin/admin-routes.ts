/**
 * The operator back office API: /api/admin/*, role 3 only (visitors 401, customers and vendors 403).
 * Sign-in, the dashboard and the audit log here; vendors and moderation in admin-vendors, enquiries, payouts and
 * bookings in admin-operations. Every write is audited (audit.ts) and declared in lib/data-changes.
 */
import type { FastifyInstance } from 'fastify';
import {
  auditCount,
  auditPage,
  awaitingPaymentCount,
  dashboardDays,
  dashboardMoney,
  dashboardVendors,
  openEnquiryCount,
  operatorByEmail,
  operatorById,
} from '../../data/admin-dashboard';
import { adminPageQuerySchema, adminSignInSchema } from '@utsav/domain/schemas/admin';
import { toRupees } from '@utsav/domain/pricing';
import { unauthorized, ok } from '../../lib/http';
import { checkPasswordOf } from '../../lib/passwords';
import { decorateThrottles } from '../plugins';
import { userOf } from '../../lib/auth';
import { settleStates } from '../../payments/booking-states';
import { doc, type RouteContext } from '../context';
import { adminDoc, operatorOnly, pageInfo } from './admin-shared';
import { adminVendorRoutes } from './admin-vendors';
import { adminOperationRoutes } from './admin-operations';
import { adminPayoutRunRoutes } from './admin-payout-runs';
import { adminCatalogRoutes } from './admin-catalog';
import { adminSearchRoutes } from './admin-search';
import { adminStorefrontRoutes } from './admin-storefront';
import { adminPackageBookingRoutes } from './admin-package-bookings';
import { body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';
import * as AD from '../../contract/admin';
import { t } from '../../lib/server-messages';

export async function adminRoutes(server: FastifyInstance, ctx: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const { db, auth } = ctx;
  // The back office's own throttles: an encapsulated decorator of this plugin's context (routes/plugins).
  const { signIns } = decorateThrottles(server, db);
  const limited = { config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } } };

  app.post(
    '/admin/login',
    {
      ...limited,
      ...doc('admin', 'Operator sign-in: {username (email), password} → Payload.token (role 3)', false, {
        ...body(adminSignInSchema),
        ...reply(Envelope(W.OperatorSignIn)),
      }),
    },
    async (req) => {
      const { username, password } = req.body;
      const r = await operatorByEmail(db, username);
      const u = r.rows[0];
      const account = u ? `operator:${u.id}` : `operator-name:${username.trim().toLowerCase()}`;
      // Per account and address; an unknown email costs the same bcrypt work as a wrong password.
      if (!(await signIns.attempt(account, req.ip, () => checkPasswordOf(password, u?.password_hash ?? null))) || !u)
        throw unauthorized('Invalid email or password');
      return ok(
        {
          token: await auth.sign({ id: u.id, type: 'operator', name: u.name }, u.token_version),
          name: u.name,
          role: 3,
        },
        t(req, 'account.loginOk'),
      );
    },
  );

  app.get(
    '/admin/profile',
    { ...operatorOnly, ...adminDoc('The signed-in operator', reply(Envelope(AD.OperatorProfile))) },
    async (req) => {
      const me = userOf(req);
      const r = await operatorById(db, me.id);
      const o = r.rows[0]!;
      return ok({ role: 3, Id: o.id, Name: o.name, Email: o.email });
    },
  );

  app.get(
    '/admin/dashboard',
    {
      ...operatorOnly,
      ...adminDoc(
        'Bookings and GMV per day (30 days), commission earned, refunds, new vendors, open enquiries',
        reply(Envelope(AD.AdminDashboard)),
      ),
    },
    async () => {
      await settleStates(db);
      const [days, money, vendors, enquiries, pending] = await Promise.all([
        // GMV = billing of bookings confirmed or completed, by the day they were placed (IST).
        dashboardDays(db),
        dashboardMoney(db),
        dashboardVendors(db),
        openEnquiryCount(db),
        awaitingPaymentCount(db),
      ]);
      const m = money.rows[0]!;
      return ok({
        Days: days.rows.map((d) => ({ Date: d.day, Bookings: d.n, Gmv: toRupees(Number(d.gmv)) })),
        Gmv30d: toRupees(days.rows.reduce((s, d) => s + Number(d.gmv), 0)),
        Bookings30d: days.rows.reduce((s, d) => s + d.n, 0),
        Collected: toRupees(Number(m.collected)),
        CommissionEarned: toRupees(Number(m.commission)),
        Refunds: toRupees(Number(m.refunds)),
        NewVendors30d: vendors.rows[0]!.recent,
        PendingVendors: vendors.rows[0]!.pending,
        OpenEnquiries: enquiries.rows[0]!.n,
        AwaitingPayment: pending.rows[0]!.n,
      });
    },
  );

  app.get(
    '/admin/audit',
    {
      ...operatorOnly,
      ...adminDoc('The audit log, newest first (?after cursor, ?limit)', {
        ...query(adminPageQuerySchema),
        ...reply(AD.AdminPagedEnvelope(AD.AuditRow)),
      }),
    },
    async (req) => {
      const p = req.query;
      const [page, total] = await Promise.all([auditPage(db, p.limit, p.after), auditCount(db)]);
      return {
        ...ok(
          page.rows.map((a) => ({
            Id: a.id,
            Operator: a.operator,
            Action: a.action,
            Entity: a.entity,
            EntityId: a.entity_id,
            Before: a.before,
            After: a.after,
            Reason: a.reason,
            At: a.created_at,
          })),
        ),
        Page: pageInfo(p, { next: page.next, total: total.rows[0]!.n }),
      };
    },
  );

  // The back office's parts: child plugins of its context (they see its decorators, the rest of the API does not).
  await server.register(adminVendorRoutes, ctx);
  await server.register(adminOperationRoutes, ctx);
  await server.register(adminPayoutRunRoutes, ctx);
  await server.register(adminCatalogRoutes, ctx);
  await server.register(adminSearchRoutes, ctx);
  await server.register(adminStorefrontRoutes, ctx);
  await server.register(adminPackageBookingRoutes, ctx);
}
