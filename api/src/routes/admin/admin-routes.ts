/**
 * The operator back office API (issue 21): /api/admin/*, role 3 only (visitors 401, customers and vendors 403).
 * Sign-in, the dashboard and the audit log here; vendors and moderation in admin-vendors, enquiries, payouts and
 * bookings in admin-operations. Every write is audited (audit.ts) and declared in lib/data-changes.
 */
import type { FastifyInstance } from 'fastify';
import { adminPageQuerySchema, adminSignInSchema } from '@utsav/shared/schemas/admin';
import { toRupees } from '@utsav/shared/pricing';
import { unauthorized, ok } from '../../lib/http';
import { checkPassword } from '../../lib/passwords';
import { AccountThrottle } from '../../lib/throttle';
import { userOf } from '../../lib/auth';
import { settleStates } from '../../payments/payment-data';
import { doc, type RouteContext } from '../context';
import { adminDoc, offsetOf, operatorOnly, pageInfo } from './admin-shared';
import { adminVendorRoutes } from './admin-vendors';
import { adminOperationRoutes } from './admin-operations';
import { adminCatalogRoutes } from './admin-catalog';
import { adminPackageBookingRoutes } from './admin-package-bookings';
import { body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';
import * as AD from '../../contract/admin';

export async function adminRoutes(server: FastifyInstance, ctx: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const { db, auth } = ctx;
  const throttle = new AccountThrottle(db);
  const limited = { config: { rateLimit: { max: ctx.config.rateLimitMax, timeWindow: '1 minute' } } };

  app.post('/admin/login', { ...limited, ...doc('admin', 'Operator sign-in: {username (email), password} → Payload.token (role 3)', false, { ...body(adminSignInSchema), ...reply(Envelope(W.OperatorSignIn)) }) }, async (req) => {
    const { username, password } = req.body;
    const r = await db.query<{ id: number; name: string; password_hash: string; token_version: number }>(
      'SELECT id, name, password_hash, token_version FROM operators WHERE lower(email) = lower($1)',
      [username],
    );
    const u = r.rows[0];
    const account = u ? `operator:${u.id}` : `operator-name:${username.trim().toLowerCase()}`;
    if (!(await throttle.attempt(account, async () => !!u && (await checkPassword(password, u.password_hash))))) throw unauthorized('Invalid email or password');
    return ok({ token: await auth.sign({ id: u!.id, type: 'operator', name: u!.name }, u!.token_version), name: u!.name, role: 3 }, 'Login successful');
  });

  app.get('/admin/profile', { ...operatorOnly, ...adminDoc('The signed-in operator', reply(Envelope(AD.OperatorProfile))) }, async (req) => {
    const me = userOf(req);
    const r = await db.query<{ id: number; name: string; email: string }>('SELECT id, name, email FROM operators WHERE id = $1', [me.id]);
    const o = r.rows[0]!;
    return ok({ role: 3, Id: o.id, Name: o.name, Email: o.email });
  });

  app.get('/admin/dashboard', { ...operatorOnly, ...adminDoc('Bookings and GMV per day (30 days), commission earned, refunds, new vendors, open enquiries', reply(Envelope(AD.AdminDashboard))) }, async () => {
    await settleStates(db);
    const [days, money, vendors, enquiries, pending] = await Promise.all([
      // GMV = billing of bookings confirmed or completed, by the day they were placed (IST).
      db.query<{ day: string; n: number; gmv: number }>(
        `SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day, count(*)::int AS n, sum(billing_amt)::bigint AS gmv
         FROM bookings WHERE status = 1 AND created_at >= now() - interval '30 days' GROUP BY 1 ORDER BY 1`,
      ),
      db.query<{ commission: number; refunds: number; collected: number }>(
        `SELECT coalesce(-sum(amount) FILTER (WHERE kind = 'commission'), 0)::bigint AS commission,
                coalesce(-sum(amount) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunds,
                coalesce(sum(amount) FILTER (WHERE kind = 'collected'), 0)::bigint AS collected
         FROM vendor_ledger`,
      ),
      db.query<{ recent: number; pending: number }>(
        "SELECT count(*) FILTER (WHERE created_at >= now() - interval '30 days')::int AS recent, count(*) FILTER (WHERE status = 'pending')::int AS pending FROM vendors",
      ),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM enquiries WHERE answered_at IS NULL'),
      db.query<{ n: number }>("SELECT count(*)::int AS n FROM bookings WHERE booking_state = 'pending_payment'"),
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
  });

  app.get('/admin/audit', { ...operatorOnly, ...adminDoc('The audit log, newest first (?page, ?limit)', { ...query(adminPageQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AuditRow)) }) }, async (req) => {
    const p = req.query;
    const [rows, total] = await Promise.all([
      db.query<{ id: number; operator: string; action: string; entity: string; entity_id: string; before: unknown; after: unknown; reason: string; created_at: string }>(
        `SELECT a.id, o.name AS operator, a.action, a.entity, a.entity_id, a.before, a.after, a.reason, a.created_at
         FROM audit_log a JOIN operators o ON o.id = a.operator_id ORDER BY a.created_at DESC, a.id DESC LIMIT $1 OFFSET $2`,
        [p.limit, offsetOf(p)],
      ),
      db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'),
    ]);
    return {
      ...ok(rows.rows.map((a) => ({ Id: a.id, Operator: a.operator, Action: a.action, Entity: a.entity, EntityId: a.entity_id, Before: a.before, After: a.after, Reason: a.reason, At: a.created_at }))),
      Page: pageInfo(p, total.rows[0]!.n),
    };
  });

  await adminVendorRoutes(app, ctx);
  await adminOperationRoutes(app, ctx);
  await adminCatalogRoutes(app, ctx);
  await adminPackageBookingRoutes(app, ctx);
}
