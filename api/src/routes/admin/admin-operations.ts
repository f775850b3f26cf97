/**
 * Day-to-day operations: the enquiry inbox (mark answered with a note), vendor payouts from the ledger
 * (record one for a vendor with verified KYC: reference and date, which the vendor's ledger shows), and every
 * booking with filters and its money.
 */
import { enqueueEnquiryAnswered } from '../../enquiries/enquiry-messages';
import type { FastifyInstance } from 'fastify';
import {
  adminBookingsQuerySchema,
  adminCancelSchema,
  adminEnquiriesQuerySchema,
  enquiryAnswerSchema,
  payoutSchema,
} from '@utsav/domain/schemas/admin';
import { toPaise, toRupees } from '@utsav/domain/pricing';
import { userOf } from '../../lib/auth';
import { conflict, intId, notFound, ok } from '../../lib/http';
import { recordManualPayout } from '../../payouts/manual-payout';
import { ledgerTotals } from '../../data/vendor-ledger';
import { deriveWithheld } from '../../data/vendor-withheld';
import { creditNotes } from '../../data/credit-notes';
import { settleStates } from '../../payments/booking-states';
import { cancelOnBehalf, cancelOptions } from '../../bookings/lifecycle';
import type { RouteContext } from '../context';
import { adminBookingList } from '../../data/admin-bookings';
import { recordAudit } from '../../data/audit';
import {
  adminBookingRow,
  bookingPayments,
  bookingRefunds,
  enquiryPage,
  lockEnquiry,
  markEnquiryAnswered,
  payoutVendors,
} from '../../data/admin-operations';
import { adminDoc, operatorOnly, pageInfo } from './admin-shared';
import { params, body, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as W from '../../contract/writes';
import * as AD from '../../contract/admin';
import { Type } from '@sinclair/typebox';
import { pathParams } from '../../contract/queries';
import { accountVerification } from '../../data/one-time-codes';
import { langOf, t } from '../../lib/server-messages';

export async function adminOperationRoutes(server: FastifyInstance, { db, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get(
    '/admin/enquiries',
    {
      ...operatorOnly,
      ...adminDoc('Service and package enquiries, newest first: ?open=1 unanswered only, ?after (cursor), ?limit', {
        ...query(adminEnquiriesQuerySchema),
        ...reply(AD.AdminPagedEnvelope(AD.AdminEnquiryRow)),
      }),
    },
    async (req) => {
      const p = req.query;
      const page = await enquiryPage(db, { open: p.open ?? '', limit: p.limit, after: p.after });
      return {
        ...ok(
          page.rows.map((e) => ({
            Id: e.id,
            Name: e.name,
            Mobile: e.mobile,
            Email: e.email,
            Address: e.address,
            CreateDate: e.created_at,
            About: e.product ?? e.package ?? '',
            Kind: e.package ? 'package' : 'service',
            AnsweredAt: e.answered_at,
            AnswerNote: e.answer_note,
            AnsweredBy: e.answered_by,
          })),
        ),
        Page: pageInfo(p, page),
      };
    },
  );

  app.post(
    '/admin/enquiries/:id/answer',
    {
      ...operatorOnly,
      ...adminDoc('Mark an enquiry answered: {note}', {
        ...body(enquiryAnswerSchema),
        ...reply(Envelope(W.IdResult)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'enquiry', 404);
      const { note } = req.body;
      await db.transaction(async (tx) => {
        const before = await lockEnquiry(tx, id);
        if (!before) throw notFound('Enquiry not found');
        if (before.answered_at) throw conflict('This enquiry is already answered');
        await markEnquiryAnswered(tx, id, note, me.id);
        await recordAudit(tx, {
          operatorId: me.id,
          action: 'enquiry.answer',
          entity: 'enquiry',
          entityId: id,
          before: { answered: false },
          after: { answered: true, note },
        });
        await enqueueEnquiryAnswered(tx, id);
      });
      return ok({ Id: id }, t(req, 'admin.enquiryAnswered'));
    },
  );

  app.get(
    '/admin/payouts',
    {
      ...operatorOnly,
      ...adminDoc(
        'Per vendor: what the ledger owes (earned − paid out), earned, paid out, the last payout, and the payout KYC state (account masked)',
        reply(Envelope(Type.Array(AD.PayoutRow))),
      ),
    },
    async () => {
      await settleStates(db);
      await deriveWithheld(db, null);
      const vendors = await payoutVendors(db);
      const out = [];
      for (const v of vendors) {
        const t = await ledgerTotals(db, v.id);
        out.push({
          VendorId: v.id,
          Name: v.name,
          Status: v.status,
          Earned: toRupees(t.earned),
          PaidOut: toRupees(t.payouts),
          Receivable: toRupees(t.receivable),
          LastPaidAt: v.last_paid,
          Kyc: v.kyc,
          KycAccount: v.account_number,
          KycRejectReason: v.reject_reason,
        });
      }
      out.sort((a, b) => b.Receivable - a.Receivable || a.VendorId - b.VendorId);
      return ok(out);
    },
  );

  app.post(
    '/admin/payouts',
    {
      ...operatorOnly,
      ...adminDoc(
        'Record a payout to a vendor whose KYC is verified (else 409): {vendorId, amount (rupees, at most what is receivable), reference, paidOn}',
        { ...body(payoutSchema), ...reply(Envelope(AD.PayoutRecorded)) },
      ),
    },
    async (req) => {
      const body = req.body;
      const id = await recordManualPayout(db, {
        vendorId: body.vendorId,
        amount: toPaise(body.amount),
        reference: body.reference,
        paidOn: body.paidOn,
        operatorId: userOf(req).id,
      });
      return ok({ PayoutId: id, VendorId: body.vendorId, Amount: body.amount }, t(req, 'admin.payoutRecorded'));
    },
  );

  app.get(
    '/admin/bookings',
    {
      ...operatorOnly,
      ...adminDoc(
        'Every service booking, newest first: ?q (booking number, order id or customer mobile, exact), ?state, ?from, ?to (event date), ?vendorId, ?city, ?sort (placed|event|billing, - for descending), ?after (cursor), ?limit',
        { ...query(adminBookingsQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminBookingRow)) },
      ),
    },
    async (req) => {
      const p = req.query;
      await settleStates(db);
      const page = await adminBookingList(db, {
        q: p.q,
        state: p.state,
        from: p.from,
        to: p.to,
        vendorId: p.vendorId,
        city: p.city,
        sort: p.sort,
        limit: p.limit,
        after: p.after,
      });
      return {
        ...ok(
          page.rows.map((b) => ({
            BookingId: b.id,
            BookingNo: b.booking_no,
            OrderId: b.order_id,
            Title: b.title,
            BookingOnDate: b.booking_date,
            BookingState: b.booking_state,
            City: b.city,
            Customer: b.customer,
            Mobile: b.mobile,
            Vendor: b.vendor,
            VendorId: b.vendor_id,
            BillingAmt: toRupees(Number(b.billing_amt)),
            PaidAmt: toRupees(Number(b.paid_amt)),
            RefundedAmt: toRupees(Number(b.refunded_amt)),
            CreateDate: b.created_at,
          })),
        ),
        Page: pageInfo(p, page),
      };
    },
  );

  app.get(
    '/admin/bookings/:id',
    {
      ...operatorOnly,
      ...adminDoc('One booking with its payments, refunds and credit notes', {
        ...reply(Envelope(AD.AdminBookingDetail)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const b = await adminBookingRow(db, id);
      if (!b) throw notFound('Booking not found');
      const options = cancelOptions(
        b as unknown as {
          booking_state: string;
          booking_date: string;
          refund_tier_date: string | null;
          paid_amt: number;
          refunded_amt: number;
        },
      );
      const paid = await bookingPayments(db, id);
      const refunds = await bookingRefunds(db, id);
      return ok({
        BookingId: id,
        BookingNo: b.booking_no,
        OrderId: b.order_id,
        Title: b.title,
        BookingOnDate: b.booking_date,
        BookingState: b.booking_state,
        Customer: {
          Name: b.name,
          Mobile: b.mobile,
          Email: b.email,
          Address: b.address,
          City: b.city,
          State: b.state,
          Pin: b.pin,
          Account: await accountVerification(db, 'customer', Number(b.user_id)),
        },
        Vendor: { Id: b.vendor_id, Name: b.vendor_name },
        BillingAmt: toRupees(Number(b.billing_amt)),
        PaidAmt: toRupees(Number(b.paid_amt)),
        RefundedAmt: toRupees(Number(b.refunded_amt)),
        CommissionAmt: toRupees(Number(b.admin_commission_amt)),
        PaymentType: b.payment_type,
        Payments: paid.map((x) => ({
          PaymentId: x.id,
          Status: x.status,
          Method: x.method,
          Amount: toRupees(Number(x.allocated)),
          At: x.created_at,
        })),
        Refunds: refunds.map((x) => ({
          Id: x.id,
          Amount: toRupees(Number(x.amount)),
          Reason: x.reason,
          Status: x.status,
          At: x.created_at,
        })),
        CreditNotes: await creditNotes(db, id, langOf(req)),
        // What cancelling now on behalf of each side refunds by the policy (null: it cannot be cancelled).
        CancelOptions: options && {
          Held: toRupees(options.held),
          Customer: toRupees(options.customer),
          Vendor: toRupees(options.vendor),
        },
      });
    },
  );

  app.post(
    '/admin/bookings/:id/cancel',
    {
      ...operatorOnly,
      ...adminDoc(
        "Cancel a booking on behalf of the customer or the vendor: {onBehalfOf, refund: 'policy'|'override', amount (rupees, with override), reason; on the vendor's behalf optionally declineReason and declineNote, told to the customer}",
        { ...body(adminCancelSchema), ...reply(Envelope(AD.AdminCancelResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      const body = req.body;
      const out = await cancelOnBehalf(db, payments, {
        operatorId: me.id,
        bookingId: id,
        side: body.onBehalfOf,
        reason: body.reason,
        overrideAmount: body.refund === 'override' && body.amount !== '' ? toPaise(body.amount) : null,
        declineWhy:
          body.declineReason === ''
            ? null
            : { reason: body.declineReason, note: body.declineReason === 'other' ? body.declineNote : '' },
      });
      const refund = toRupees(out.RefundAmount);
      return ok(
        { ...out, RefundAmount: refund, PolicyAmount: toRupees(out.PolicyAmount) },
        refund > 0
          ? t(req, out.State === 'declined' ? 'booking.declinedRefund' : 'booking.cancelledRefund', {
              amount: refund.toFixed(2),
            })
          : t(req, out.State === 'declined' ? 'booking.declinedNone' : 'booking.cancelledNone'),
      );
    },
  );
}
