/**
 * Day-to-day operations (issue 21): the enquiry inbox (mark answered with a note), vendor payouts from the ledger
 * (record one: reference and date, which the vendor's ledger shows), and every booking with filters and its money.
 */
import type { FastifyInstance } from 'fastify';
import { adminBookingsQuerySchema, adminCancelSchema, BOOKING_SORTS, adminEnquiriesQuerySchema, enquiryAnswerSchema, payoutSchema } from '@utsav/shared/schemas/admin';
import { toPaise, toRupees } from '@utsav/shared/pricing';
import type { Param } from '../../db/client';
import { userOf } from '../../lib/auth';
import { badRequest, conflict, intId, notFound, ok } from '../../lib/http';
import { ledgerTotals } from '../../bookings/vendor-ledger';
import { creditNotes } from '../../bookings/booking-money';
import { settleStates } from '../../payments/payment-data';
import { cancelOnBehalf, cancelOptions } from '../../bookings/lifecycle';
import type { RouteContext } from '../context';
import { recordAudit } from './audit';
import { adminDoc, offsetOf, operatorOnly, pageInfo } from './admin-shared';
import { params, body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';
import * as AD from '../../contract/admin';
import { Type } from '@sinclair/typebox';
import { pathParams } from '../../contract/queries';

/** Column sorts (a fixed map: never SQL from the request); ties keep the newest first. */
const BOOKING_ORDER: Record<'' | (typeof BOOKING_SORTS)[number], string> = {
  '': 'b.created_at DESC', placed: 'b.created_at ASC', '-placed': 'b.created_at DESC', event: 'b.booking_date ASC', '-event': 'b.booking_date DESC',
  billing: 'b.billing_amt ASC', '-billing': 'b.billing_amt DESC',
};

export async function adminOperationRoutes(server: FastifyInstance, { db, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get('/admin/enquiries', { ...operatorOnly, ...adminDoc('Service and package enquiries, newest first: ?open=1 unanswered only, ?page, ?limit', { ...query(adminEnquiriesQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminEnquiryRow)) }) }, async (req) => {
    const p = req.query;
    const clause = p.open === '1' ? ' WHERE e.answered_at IS NULL' : p.open === '0' ? ' WHERE e.answered_at IS NOT NULL' : '';
    const rows = await db.query<{ id: number; name: string; mobile: string; email: string; address: string; created_at: string; product: string | null; package: string | null; answered_at: string | null; answer_note: string; answered_by: string | null }>(
      `SELECT e.id, e.name, e.mobile, e.email, e.address, e.created_at, p.title AS product, k.name AS package, e.answered_at, e.answer_note, o.name AS answered_by
       FROM enquiries e LEFT JOIN products p ON p.id = e.product_id LEFT JOIN packages k ON k.id = e.package_id LEFT JOIN operators o ON o.id = e.answered_by${clause}
       ORDER BY e.created_at DESC, e.id DESC LIMIT $1 OFFSET $2`,
      [p.limit, offsetOf(p)],
    );
    const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM enquiries e${clause}`);
    return {
      ...ok(rows.rows.map((e) => ({
        Id: e.id, Name: e.name, Mobile: e.mobile, Email: e.email, Address: e.address, CreateDate: e.created_at, About: e.product ?? e.package ?? '',
        Kind: e.package ? 'package' : 'service', AnsweredAt: e.answered_at, AnswerNote: e.answer_note, AnsweredBy: e.answered_by,
      }))),
      Page: pageInfo(p, total.rows[0]!.n),
    };
  });

  app.post('/admin/enquiries/:id/answer', { ...operatorOnly, ...adminDoc('Mark an enquiry answered: {note}', { ...body(enquiryAnswerSchema), ...reply(Envelope(W.IdResult)), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'enquiry', 404);
    const { note } = req.body;
    await db.transaction(async (tx) => {
      const before = (await tx.query<{ answered_at: string | null }>('SELECT answered_at FROM enquiries WHERE id = $1 FOR UPDATE', [id])).rows[0];
      if (!before) throw notFound('Enquiry not found');
      if (before.answered_at) throw conflict('This enquiry is already answered');
      await tx.query('UPDATE enquiries SET answered_at = now(), answer_note = $2, answered_by = $3 WHERE id = $1', [id, note, me.id]);
      await recordAudit(tx, { operatorId: me.id, action: 'enquiry.answer', entity: 'enquiry', entityId: id, before: { answered: false }, after: { answered: true, note } });
    });
    return ok({ Id: id }, 'Enquiry marked answered');
  });

  app.get('/admin/payouts', { ...operatorOnly, ...adminDoc("Per vendor: what the ledger owes (earned − paid out), earned, paid out, the last payout", reply(Envelope(Type.Array(AD.PayoutRow)))) }, async () => {
    await settleStates(db);
    const vendors = await db.query<{ id: number; name: string; status: string; last_paid: string | null }>(
      `SELECT v.id, v.name, v.status, (SELECT max(paid_at) FROM vendor_payouts x WHERE x.vendor_id = v.id) AS last_paid
       FROM vendors v WHERE EXISTS (SELECT 1 FROM vendor_ledger l WHERE l.vendor_id = v.id) OR EXISTS (SELECT 1 FROM vendor_payouts x WHERE x.vendor_id = v.id)
       ORDER BY v.name, v.id`,
    );
    const out = [];
    for (const v of vendors.rows) {
      const t = await ledgerTotals(db, v.id);
      out.push({ VendorId: v.id, Name: v.name, Status: v.status, Earned: toRupees(t.earned), PaidOut: toRupees(t.payouts), Receivable: toRupees(t.receivable), LastPaidAt: v.last_paid });
    }
    out.sort((a, b) => b.Receivable - a.Receivable || a.VendorId - b.VendorId);
    return ok(out);
  });

  app.post('/admin/payouts', { ...operatorOnly, ...adminDoc('Record a payout to a vendor: {vendorId, amount (rupees, at most what is receivable), reference, paidOn}', { ...body(payoutSchema), ...reply(Envelope(AD.PayoutRecorded)) }) }, async (req) => {
    const me = userOf(req);
    const body = req.body;
    const amount = toPaise(body.amount);
    if (amount <= 0) throw badRequest('Amount must be more than 0');
    const id = await db.transaction(async (tx) => {
      // One payout at a time per vendor: two operators cannot both pay out the same receivable.
      const v = (await tx.query<{ id: number }>('SELECT id FROM vendors WHERE id = $1 FOR UPDATE', [body.vendorId])).rows[0];
      if (!v) throw notFound('Vendor not found');
      const t = await ledgerTotals(tx, body.vendorId);
      if (amount > t.receivable) throw badRequest(`Amount can be at most the receivable ₹${toRupees(Math.max(0, t.receivable)).toFixed(2)}`);
      const r = await tx.query<{ id: number }>(
        "INSERT INTO vendor_payouts (vendor_id, amount, reference, paid_at, recorded_by) VALUES ($1, $2, $3, ($4::date + time '12:00') AT TIME ZONE 'Asia/Kolkata', $5) RETURNING id",
        [body.vendorId, amount, body.reference, body.paidOn, me.id],
      );
      await recordAudit(tx, {
        operatorId: me.id, action: 'payout.record', entity: 'vendor', entityId: body.vendorId,
        before: { receivable: toRupees(t.receivable) }, after: { payoutId: r.rows[0]!.id, amount: body.amount, reference: body.reference, paidOn: body.paidOn, receivable: toRupees(t.receivable - amount) },
      });
      return r.rows[0]!.id;
    });
    return ok({ PayoutId: id, VendorId: body.vendorId, Amount: body.amount }, 'Payout recorded');
  });

  app.get('/admin/bookings', { ...operatorOnly, ...adminDoc('Every service booking, newest first: ?state, ?from, ?to (event date), ?vendorId, ?city, ?sort (placed|event|billing, - for descending), ?page, ?limit', { ...query(adminBookingsQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminBookingRow)) }) }, async (req) => {
    const p = req.query;
    await settleStates(db);
    const where: string[] = [];
    const params: Param[] = [];
    const add = (sql: string, value: Param) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (p.state) add('b.booking_state = ?', p.state);
    if (p.from) add('b.booking_date >= ?::date', p.from);
    if (p.to) add('b.booking_date <= ?::date', p.to);
    if (p.vendorId) add('b.vendor_id = ?', p.vendorId);
    if (p.city) add('lower(b.city) = lower(?)', p.city);
    const clause = where.length ? ` WHERE ${where.join(' AND ')}` : '';
    const rows = await db.query<{ id: number; booking_no: string; order_id: string; title: string; booking_date: string; booking_state: string; city: string; customer: string; vendor: string; vendor_id: number; billing_amt: number; paid_amt: number; refunded_amt: number; created_at: string }>(
      `SELECT b.id, b.booking_no, b.order_id, b.title, b.booking_date, b.booking_state, b.city, b.name AS customer, v.name AS vendor, b.vendor_id,
              b.billing_amt, b.paid_amt, b.refunded_amt, b.created_at
       FROM bookings b JOIN vendors v ON v.id = b.vendor_id${clause}
       ORDER BY ${BOOKING_ORDER[p.sort]}, b.id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, p.limit, offsetOf(p)],
    );
    const total = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM bookings b${clause}`, params);
    return {
      ...ok(rows.rows.map((b) => ({
        BookingId: b.id, BookingNo: b.booking_no, OrderId: b.order_id, Title: b.title, BookingOnDate: b.booking_date, BookingState: b.booking_state, City: b.city,
        Customer: b.customer, Vendor: b.vendor, VendorId: b.vendor_id, BillingAmt: toRupees(Number(b.billing_amt)), PaidAmt: toRupees(Number(b.paid_amt)),
        RefundedAmt: toRupees(Number(b.refunded_amt)), CreateDate: b.created_at,
      }))),
      Page: pageInfo(p, total.rows[0]!.n),
    };
  });

  app.get('/admin/bookings/:id', { ...operatorOnly, ...adminDoc('One booking with its payments, refunds and credit notes', { ...reply(Envelope(AD.AdminBookingDetail)), ...params(pathParams('id')) }) }, async (req) => {
    const id = intId(req.params.id, 'booking', 404);
    const b = (await db.query<Record<string, unknown>>('SELECT b.*, v.name AS vendor_name FROM bookings b JOIN vendors v ON v.id = b.vendor_id WHERE b.id = $1', [id])).rows[0];
    if (!b) throw notFound('Booking not found');
    const options = cancelOptions(b as { booking_state: string; booking_date: string; paid_amt: number; refunded_amt: number });
    const paid = await db.query<{ id: string; status: string; amount: number; method: string; created_at: string; allocated: number }>(
      `SELECT p.id, p.status, p.amount, p.method, p.created_at, a.amount AS allocated FROM payment_allocations a JOIN payments p ON p.id = a.payment_id
       WHERE a.booking_id = $1 ORDER BY p.created_at`,
      [id],
    );
    const refunds = await db.query<{ id: number; amount: number; reason: string; status: string; created_at: string }>(
      'SELECT id, amount, reason, status, created_at FROM refunds WHERE booking_id = $1 ORDER BY created_at',
      [id],
    );
    return ok({
      BookingId: id, BookingNo: b.booking_no, OrderId: b.order_id, Title: b.title, BookingOnDate: b.booking_date, BookingState: b.booking_state,
      Customer: { Name: b.name, Mobile: b.mobile, Email: b.email, Address: b.address, City: b.city, State: b.state, Pin: b.pin },
      Vendor: { Id: b.vendor_id, Name: b.vendor_name },
      BillingAmt: toRupees(Number(b.billing_amt)), PaidAmt: toRupees(Number(b.paid_amt)), RefundedAmt: toRupees(Number(b.refunded_amt)),
      CommissionAmt: toRupees(Number(b.admin_commission_amt)), PaymentType: b.payment_type,
      Payments: paid.rows.map((x) => ({ PaymentId: x.id, Status: x.status, Method: x.method, Amount: toRupees(Number(x.allocated)), At: x.created_at })),
      Refunds: refunds.rows.map((x) => ({ Id: x.id, Amount: toRupees(Number(x.amount)), Reason: x.reason, Status: x.status, At: x.created_at })),
      CreditNotes: await creditNotes(db, id),
      // What cancelling now on behalf of each side refunds by the policy (null: it cannot be cancelled).
      CancelOptions: options && { Held: toRupees(options.held), Customer: toRupees(options.customer), Vendor: toRupees(options.vendor) },
    });
  });

  app.post('/admin/bookings/:id/cancel', { ...operatorOnly, ...adminDoc("Cancel a booking on behalf of the customer or the vendor: {onBehalfOf, refund: 'policy'|'override', amount (rupees, with override), reason}", { ...body(adminCancelSchema), ...reply(Envelope(AD.AdminCancelResult)), ...params(pathParams('id')) }) }, async (req) => {
    const me = userOf(req);
    const id = intId(req.params.id, 'booking', 404);
    const body = req.body;
    const out = await cancelOnBehalf(db, payments, {
      operatorId: me.id, bookingId: id, side: body.onBehalfOf, reason: body.reason,
      overrideAmount: body.refund === 'override' && body.amount !== '' ? toPaise(body.amount) : null,
    });
    const refund = toRupees(out.RefundAmount);
    return ok({ ...out, RefundAmount: refund, PolicyAmount: toRupees(out.PolicyAmount) }, refund > 0 ? `Booking ${out.State}. ₹${refund.toFixed(2)} will be refunded.` : `Booking ${out.State}. Nothing is refunded.`);
  });
}
