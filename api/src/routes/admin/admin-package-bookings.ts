/**
 * Package bookings in the back office (issue 21): every package order with filters (state, event date range, city),
 * sorted and paged on the server, and one order with its services (and their vendors), payments and refunds.
 */
import type { FastifyInstance } from 'fastify';
import { adminPackageBookingsQuerySchema, type PACKAGE_BOOKING_SORTS } from '@utsav/shared/schemas/admin';
import { toRupees } from '@utsav/shared/pricing';
import type { Param } from '../../db/client';
import { intId, notFound, ok } from '../../lib/http';
import { settleStates } from '../../payments/payment-data';
import type { RouteContext } from '../context';
import { adminDoc, offsetOf, operatorOnly, pageInfo } from './admin-shared';
import { params, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as AD from '../../contract/admin';
import { pathParams } from '../../contract/queries';

/** Column sorts (a fixed map: never SQL from the request); ties keep the newest first. */
const ORDER: Record<'' | (typeof PACKAGE_BOOKING_SORTS)[number], string> = {
  '': 'k.created_at DESC', placed: 'k.created_at ASC', '-placed': 'k.created_at DESC', event: 'k.booking_date ASC', '-event': 'k.booking_date DESC',
  total: 'k.package_total ASC', '-total': 'k.package_total DESC',
};

export async function adminPackageBookingRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get('/admin/package-bookings', { ...operatorOnly, ...adminDoc('Every package booking, newest first: ?state, ?from, ?to (event date), ?city, ?sort (placed|event|total, - for descending), ?page, ?limit', { ...query(adminPackageBookingsQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminPackageBookingRow)) }) }, async (req) => {
    const p = req.query;
    await settleStates(db);
    const where: string[] = [];
    const params: Param[] = [];
    const add = (sql: string, value: Param) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (p.state) add('k.booking_state = ?', p.state);
    if (p.from) add('k.booking_date >= ?::date', p.from);
    if (p.to) add('k.booking_date <= ?::date', p.to);
    if (p.city) add('lower(k.city) = lower(?)', p.city);
    const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    const rows = await db.query<{ id: number; order_id: string; package_name: string; booking_date: string; booking_state: string; city: string; name: string; package_total: number; paid_amt: number; refunded_amt: number; items: number; created_at: string }>(
      `SELECT k.id, k.order_id, k.package_name, to_char(k.booking_date, 'YYYY-MM-DD') AS booking_date, k.booking_state, k.city, k.name, k.package_total, k.paid_amt, k.refunded_amt,
              (SELECT count(*)::int FROM package_booking_items i WHERE i.package_booking_id = k.id) AS items, k.created_at
       FROM package_bookings k${clause}
       ORDER BY ${ORDER[p.sort]}, k.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, p.limit, offsetOf(p)],
    );
    const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM package_bookings k${clause}`, params);
    return {
      ...ok(rows.rows.map((k) => ({
        BookingId: k.id, OrderId: k.order_id, PackageName: k.package_name, BookingOnDate: k.booking_date, BookingState: k.booking_state, City: k.city,
        Customer: k.name, Total: toRupees(Number(k.package_total)), PaidAmt: toRupees(Number(k.paid_amt)), RefundedAmt: toRupees(Number(k.refunded_amt)),
        Services: k.items, CreateDate: k.created_at,
      }))),
      Page: pageInfo(p, total.rows[0]!.n),
    };
  });

  app.get('/admin/package-bookings/:id', { ...operatorOnly, ...adminDoc('One package booking: customer, services with their vendors, payments and refunds', { ...reply(Envelope(AD.AdminPackageBookingDetail)), ...params(pathParams('id')) }) }, async (req) => {
    const id = intId(req.params.id, 'package booking', 404);
    await settleStates(db);
    const k = (await db.query<Record<string, string | number>>(
      `SELECT id, order_id, package_id, package_name, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, booking_for, booking_state, payment_type, name, mobile, email, address, city, state, pin,
              package_total, advance_amt, paid_amt, refunded_amt, created_at
       FROM package_bookings WHERE id = $1`,
      [id],
    )).rows[0];
    if (!k) throw notFound('Package booking not found');
    const [items, payments, refunds] = await Promise.all([
      db.query<{ service_name: string; title: string; vendor: string; vendor_id: number; payable_amt: number; share_amt: number }>(
        `SELECT i.service_name, i.title, v.name AS vendor, i.vendor_id, i.payable_amt, i.share_amt FROM package_booking_items i JOIN vendors v ON v.id = i.vendor_id
         WHERE i.package_booking_id = $1 ORDER BY i.id`,
        [id],
      ),
      db.query<{ id: string; status: string; amount: number; method: string; created_at: string }>(
        `SELECT p.id, p.status, p.amount, p.method, p.created_at FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
         WHERE o.package_booking_id = $1 ORDER BY p.created_at, p.id`,
        [id],
      ),
      db.query<{ id: number; amount: number; reason: string; status: string; created_at: string }>('SELECT id, amount, reason, status, created_at FROM refunds WHERE package_booking_id = $1 ORDER BY created_at, id', [id]),
    ]);
    return ok({
      BookingId: id, OrderId: k.order_id, PackageId: k.package_id, PackageName: k.package_name, BookingOnDate: k.booking_date, BookingFor: k.booking_for,
      BookingState: k.booking_state, PaymentType: k.payment_type,
      Customer: { Name: k.name, Mobile: k.mobile, Email: k.email, Address: k.address, City: k.city, State: k.state, Pin: k.pin },
      Total: toRupees(Number(k.package_total)), AdvanceAmt: toRupees(Number(k.advance_amt)), PaidAmt: toRupees(Number(k.paid_amt)), RefundedAmt: toRupees(Number(k.refunded_amt)),
      CreateDate: k.created_at,
      Services: items.rows.map((i) => ({ Service: i.service_name, Title: i.title, Vendor: i.vendor, VendorId: i.vendor_id, PayableAmt: toRupees(Number(i.share_amt)), ListAmt: toRupees(Number(i.payable_amt)) })),
      Payments: payments.rows.map((x) => ({ PaymentId: x.id, Status: x.status, Method: x.method, Amount: toRupees(Number(x.amount)), At: x.created_at })),
      Refunds: refunds.rows.map((x) => ({ Id: x.id, Amount: toRupees(Number(x.amount)), Reason: x.reason, Status: x.status, At: x.created_at })),
    });
  });
}
