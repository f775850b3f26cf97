/**
 * Vendors and moderation (issue 21): the vendor list (search, status, paged), approve / suspend / reinstate, the
 * commission rate, a vendor's services and hiding one. Approval and moderation decide products.status through the
 * triggers of migration 007, so every storefront read follows at once (declared as catalogue changes).
 */
import type { FastifyInstance } from 'fastify';
import { adminVendorsQuerySchema, commissionSchema, moderationSchema, vendorStatusChangeSchema, VENDOR_SORTS } from '@utsav/shared/schemas/admin';
import { toRupees } from '@utsav/shared/pricing';
import { userOf } from '../../lib/auth';
import { conflict, intId, notFound, ok } from '../../lib/http';
import type { Param } from '../../db/client';
import type { RouteContext } from '../context';
import { recordAudit } from './audit';
import { adminDoc, offsetOf, operatorOnly, pageInfo } from './admin-shared';
import { params, body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as AD from '../../contract/admin';
import { pathParams } from '../../contract/queries';

/** Column sorts (a fixed map: never SQL from the request); the default puts pending vendors first, then the newest. */
const VENDOR_ORDER: Record<'' | (typeof VENDOR_SORTS)[number], string> = {
  '': "(v.status = 'pending') DESC, v.created_at DESC", name: 'lower(v.name) ASC', '-name': 'lower(v.name) DESC', joined: 'v.created_at ASC', '-joined': 'v.created_at DESC',
};

interface VendorRow { id: number; name: string; email: string; phone: string; status: string; service_name: string; created_at: string; products: number; listed: number; commission: number | null }

const vendorView = (v: VendorRow) => ({
  Id: v.id, Name: v.name, Email: v.email, Phone: v.phone, Status: v.status, ServiceName: v.service_name, CreateDate: v.created_at,
  Products: v.products, Listed: v.listed, CommissionPercent: v.commission === null ? null : Number(v.commission),
});

const VENDOR_SELECT = `SELECT v.id, v.name, v.email, v.phone, v.status, c.name AS service_name, v.created_at,
    (SELECT count(*)::int FROM products p WHERE p.vendor_id = v.id) AS products,
    (SELECT count(*)::int FROM products p WHERE p.vendor_id = v.id AND p.status = 1) AS listed,
    (SELECT max(p.admin_commission_per) FROM products p WHERE p.vendor_id = v.id) AS commission
  FROM vendors v JOIN categories c ON c.id = v.service_id`;

export async function adminVendorRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const oneVendor = async (id: number) => (await db.query<VendorRow>(`${VENDOR_SELECT} WHERE v.id = $1`, [id])).rows[0];

  app.get('/admin/vendors', { ...operatorOnly, ...adminDoc('Vendors: ?q (name, email, phone), ?status (pending, approved, suspended), ?sort (name|joined, - for descending), ?page, ?limit; by default pending first, then newest', { ...query(adminVendorsQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminVendorRow)) }) }, async (req) => {
    const p = req.query;
    const where: string[] = [];
    const params: Param[] = [];
    if (p.q) {
      params.push(`%${p.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      where.push(`(v.name ILIKE $${params.length} OR v.email ILIKE $${params.length} OR v.phone ILIKE $${params.length})`);
    }
    if (p.status) {
      params.push(p.status);
      where.push(`v.status = $${params.length}`);
    }
    const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    const rows = await db.query<VendorRow>(
      `${VENDOR_SELECT}${clause} ORDER BY ${VENDOR_ORDER[p.sort]}, v.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, p.limit, offsetOf(p)],
    );
    const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM vendors v${clause}`, params);
    return { ...ok(rows.rows.map(vendorView)), Page: pageInfo(p, total.rows[0]!.n) };
  });

  app.get('/admin/vendors/:id', { ...operatorOnly, ...adminDoc("One vendor with their services (each: the vendor's own status, listed, hidden by moderation)", { ...reply(Envelope(AD.AdminVendorDetail)), ...params(pathParams('id')) }) }, async (req) => {
    const id = intId(req.params.id, 'vendor', 404);
    const v = await oneVendor(id);
    if (!v) throw notFound('Vendor not found');
    const products = await db.query<{ id: number; title: string; payable_amt: number; vendor_status: number; status: number; moderated: boolean; moderation_note: string; admin_commission_per: number }>(
      'SELECT id, title, payable_amt, vendor_status, status, moderated, moderation_note, admin_commission_per FROM products WHERE vendor_id = $1 ORDER BY created_at DESC, id DESC',
      [id],
    );
    return ok({
      ...vendorView(v),
      Services: products.rows.map((x) => ({
        Id: x.id, Title: x.title, PayableAmt: toRupees(Number(x.payable_amt)), VendorStatus: x.vendor_status, Listed: x.status === 1,
        Hidden: x.moderated, HiddenReason: x.moderation_note, CommissionPercent: Number(x.admin_commission_per),
      })),
    });
  });

  app.post('/admin/vendors/:id/status', { ...operatorOnly, ...adminDoc('Approve or suspend a vendor: {status: approved | suspended, reason} (a suspension needs a reason); their services follow on the storefront at once', { ...body(vendorStatusChangeSchema), ...reply(Envelope(AD.AdminVendorRow)), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'vendor', 404);
    const body = req.body;
    const out = await db.transaction(async (tx) => {
      const before = (await tx.query<{ status: string }>('SELECT status FROM vendors WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!before) throw notFound('Vendor not found');
      if (before.status === body.status) throw conflict(body.status === 'approved' ? 'This vendor is already approved' : 'This vendor is already suspended');
      await tx.query('UPDATE vendors SET status = $2, status_changed_at = now() WHERE id = $1', [id, body.status]);
      const action = body.status === 'approved' ? (before.status === 'suspended' ? 'vendor.reinstate' : 'vendor.approve') : 'vendor.suspend';
      await recordAudit(tx, { operatorId: me.id, action, entity: 'vendor', entityId: id, before: { status: before.status }, after: { status: body.status }, reason: body.reason });
      return action;
    });
    const v = (await oneVendor(id))!;
    const message = out === 'vendor.suspend' ? 'Vendor suspended: their services are off the storefront' : 'Vendor approved: their active services are on the storefront';
    return ok(vendorView(v), message);
  });

  app.post('/admin/vendors/:id/commission', { ...operatorOnly, ...adminDoc("Set a vendor's commission rate {percent 0–50, reason}: applies to their services' new bookings (existing bookings keep theirs)", { ...body(commissionSchema), ...reply(Envelope(AD.AdminVendorRow)), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'vendor', 404);
    const body = req.body;
    await db.transaction(async (tx) => {
      const v = (await tx.query('SELECT 1 FROM vendors WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!v) throw notFound('Vendor not found');
      const before = await tx.query<{ id: number; admin_commission_per: number }>('SELECT id, admin_commission_per FROM products WHERE vendor_id = $1 ORDER BY id', [id]);
      await tx.query('UPDATE products SET admin_commission_per = $2 WHERE vendor_id = $1', [id, body.percent]);
      await recordAudit(tx, {
        operatorId: me.id, action: 'vendor.commission', entity: 'vendor', entityId: id,
        before: { products: before.rows.map((p) => ({ id: p.id, percent: Number(p.admin_commission_per) })) }, after: { percent: body.percent }, reason: body.reason,
      });
    });
    return ok(vendorView((await oneVendor(id))!), `Commission set to ${body.percent} %`);
  });

  app.post('/admin/products/:id/moderation', { ...operatorOnly, ...adminDoc('Hide a service from the storefront or show it again: {hidden, reason} (hiding needs a reason); bookings stay', { ...body(moderationSchema), ...reply(Envelope(AD.ModerationResult)), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'service', 404);
    const body = req.body;
    const after = await db.transaction(async (tx) => {
      const before = (await tx.query<{ moderated: boolean; moderation_note: string; status: number }>('SELECT moderated, moderation_note, status FROM products WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!before) throw notFound('Service not found');
      if (before.moderated === body.hidden) throw conflict(body.hidden ? 'This service is already hidden' : 'This service is not hidden');
      const r = await tx.query<{ status: number }>('UPDATE products SET moderated = $2, moderation_note = $3 WHERE id = $1 RETURNING status', [id, body.hidden, body.hidden ? body.reason : '']);
      await recordAudit(tx, {
        operatorId: me.id, action: body.hidden ? 'service.hide' : 'service.unhide', entity: 'service', entityId: id,
        before: { hidden: before.moderated, listed: before.status === 1 }, after: { hidden: body.hidden, listed: r.rows[0]!.status === 1 }, reason: body.reason,
      });
      return r.rows[0]!;
    });
    return ok({ Id: id, Hidden: body.hidden, Listed: after.status === 1 }, body.hidden ? 'Service hidden from the storefront' : 'Service shown again (if its vendor is approved and it is active)');
  });
}
