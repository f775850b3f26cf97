/**
 * Package bookings in the back office: every package order with filters (state, event date range, city),
 * sorted and paged on the server, and one order with its services (and their vendors), payments and refunds.
 */
import type { FastifyInstance } from 'fastify';
import {
  packageBookingPage,
  packageBookingPayments,
  packageBookingRefunds,
  packageBookingRow,
  packageBookingServices,
} from '../../data/admin-package-bookings';
import { adminPackageBookingsQuerySchema } from '@utsav/domain/schemas/admin';
import { toPaise, toRupees } from '@utsav/domain/pricing';
import { adminCancelSchema } from '@utsav/domain/schemas/admin';
import { userOf } from '../../lib/auth';
import { cancelPackageOnBehalf, packageCancelOptions, packageCreditNotes } from '../../bookings/package-lifecycle';
import * as C from '../../contract/booking-changes';
import { intId, notFound, ok } from '../../lib/http';
import { settleStates } from '../../payments/booking-states';
import type { RouteContext } from '../context';
import { adminDoc, operatorOnly, pageInfo } from './admin-shared';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { reply, Envelope } from '../../contract/envelope';
import * as AD from '../../contract/admin';
import { pathParams } from '../../contract/queries';
import { accountVerification } from '../../data/one-time-codes';
import { langOf, t } from '../../lib/server-messages';

export async function adminPackageBookingRoutes(server: FastifyInstance, { db, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get(
    '/admin/package-bookings',
    {
      ...operatorOnly,
      ...adminDoc(
        'Every package booking, newest first: ?state, ?from, ?to (event date), ?city, ?sort (placed|event|total, - for descending), ?after (cursor), ?limit',
        { ...query(adminPackageBookingsQuerySchema), ...reply(AD.AdminPagedEnvelope(AD.AdminPackageBookingRow)) },
      ),
    },
    async (req) => {
      const p = req.query;
      await settleStates(db);
      const page = await packageBookingPage(db, {
        state: p.state,
        from: p.from,
        to: p.to,
        city: p.city,
        sort: p.sort,
        limit: p.limit,
        after: p.after,
      });
      return {
        ...ok(
          page.rows.map((k) => ({
            BookingId: k.id,
            OrderId: k.order_id,
            PackageName: k.package_name,
            BookingOnDate: k.booking_date,
            BookingState: k.booking_state,
            City: k.city,
            Customer: k.name,
            Total: toRupees(Number(k.package_total)),
            PaidAmt: toRupees(Number(k.paid_amt)),
            RefundedAmt: toRupees(Number(k.refunded_amt)),
            Services: k.items,
            CreateDate: k.created_at,
          })),
        ),
        Page: pageInfo(p, page),
      };
    },
  );

  app.get(
    '/admin/package-bookings/:id',
    {
      ...operatorOnly,
      ...adminDoc('One package booking: customer, services with their vendors, payments and refunds', {
        ...reply(Envelope(AD.AdminPackageBookingDetail)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const id = intId(req.params.id, 'package booking', 404);
      await settleStates(db);
      const k = (await packageBookingRow(db, id)).rows[0];
      if (!k) throw notFound('Package booking not found');
      const options = await packageCancelOptions(db, id);
      const [items, paid, refunds] = await Promise.all([
        packageBookingServices(db, id),
        packageBookingPayments(db, id),
        packageBookingRefunds(db, id),
      ]);
      return ok({
        BookingId: id,
        OrderId: k.order_id,
        PackageId: k.package_id,
        PackageName: k.package_name,
        BookingOnDate: k.booking_date,
        BookingFor: k.booking_for,
        BookingState: k.booking_state,
        PaymentType: k.payment_type,
        Customer: {
          Name: k.name,
          Mobile: k.mobile,
          Email: k.email,
          Address: k.address,
          City: k.city,
          State: k.state,
          Pin: k.pin,
          Account: await accountVerification(db, 'customer', Number(k.user_id)),
        },
        Total: toRupees(Number(k.package_total)),
        AdvanceAmt: toRupees(Number(k.advance_amt)),
        PaidAmt: toRupees(Number(k.paid_amt)),
        RefundedAmt: toRupees(Number(k.refunded_amt)),
        CreateDate: k.created_at,
        Services: items.rows.map((i) => ({
          Service: i.service_name,
          Title: i.title,
          Vendor: i.vendor,
          VendorId: i.vendor_id,
          PayableAmt: toRupees(Number(i.share_amt)),
          ListAmt: toRupees(Number(i.payable_amt)),
          State: i.item_state,
        })),
        Payments: paid.rows.map((x) => ({
          PaymentId: x.id,
          Status: x.status,
          Method: x.method,
          Amount: toRupees(Number(x.amount)),
          At: x.created_at,
        })),
        Refunds: refunds.rows.map((x) => ({
          Id: x.id,
          Amount: toRupees(Number(x.amount)),
          Reason: x.reason,
          Status: x.status,
          At: x.created_at,
        })),
        CreditNotes: await packageCreditNotes(db, id, langOf(req)),
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
    '/admin/package-bookings/:id/cancel',
    {
      ...operatorOnly,
      config: { changes: ['bookings'] },
      ...adminDoc(
        "Cancel a package order on behalf of the customer or the vendors: {onBehalfOf, refund: 'policy'|'override', amount (rupees, with override), reason}; the refund is taken from each vendor's part, one credit note per vendor",
        { ...body(adminCancelSchema), ...reply(Envelope(C.AdminPackageCancelResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'package booking', 404);
      const b = req.body;
      const out = await cancelPackageOnBehalf(db, payments, {
        operatorId: userOf(req).id,
        packageBookingId: id,
        side: b.onBehalfOf,
        reason: b.reason,
        overrideAmount: b.refund === 'override' && b.amount !== '' ? toPaise(b.amount) : null,
      });
      const refund = toRupees(out.RefundAmount);
      return ok(
        {
          ...out,
          RefundAmount: refund,
          PolicyAmount: toRupees(out.PolicyAmount),
          Parts: out.Parts.map((p) => ({ ...p, Amount: toRupees(p.Amount) })),
        },
        refund > 0
          ? t(req, out.State === 'declined' ? 'booking.packageDeclinedRefund' : 'booking.packageCancelledRefund', {
              amount: refund.toFixed(2),
            })
          : t(req, out.State === 'declined' ? 'booking.packageDeclinedNone' : 'booking.packageCancelledNone'),
      );
    },
  );
}
