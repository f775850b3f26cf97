/**
 * Changes to paid bookings: the customer moves a booking to another date, cancels a package order, swaps
 * in a service for one its vendor declined; the vendor refuses a move or declines its part of a package. The rules
 * live in bookings/reschedule and bookings/package-lifecycle; each write declares the 'bookings' data it changes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { toRupees } from '@utsav/domain/pricing';
import { rescheduleSchema, packageSwapSchema } from '@utsav/domain/schemas/booking-change';
import { declineReasonSchema } from '@utsav/domain/schemas/decline-reason';
import { vendorSuspendedMessage } from '@utsav/domain/vendor-standing';
import { requireCustomer, requireVendor, userOf } from '../../lib/auth';
import { forbidden, intId, ok } from '../../lib/http';
import { vendorStanding } from '../../data/vendors';
import { Envelope, reply } from '../../contract/envelope';
import * as C from '../../contract/booking-changes';
import { body, params, query, type ContractTypes } from '../../contract/request';
import { pathParams, textParams } from '../../contract/queries';
import { doc, type RouteContext } from '../context';
import { refuseReschedule, rescheduleBooking } from '../../bookings/reschedule';
import {
  cancelPackage,
  declinePackageItem,
  packageCreditNotes,
  swapOptions,
  swapPackageItem,
} from '../../bookings/package-lifecycle';
import { packageBookingRow } from '../../data/packages';
import { notFound } from '../../lib/http';
import { langOf, t } from '../../lib/server-messages';

const changes = { config: { changes: ['bookings' as const] } };

export async function bookingChangeRoutes(server: FastifyInstance, { db, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const customer = { preValidation: requireCustomer };
  const activeVendorOnly = async (req: FastifyRequest) => {
    const standing = await vendorStanding(db, userOf(req).id);
    if (standing?.status === 'suspended') throw forbidden(vendorSuspendedMessage(standing.reason));
  };
  const vendor = { preValidation: [requireVendor, activeVendorOnly] };

  app.post(
    '/bookings/:id/reschedule',
    {
      ...customer,
      ...changes,
      ...doc(
        'booking',
        'Move a confirmed booking to another open date of its service (up to 7 days before the event; the first move free, later ones a fee; the price difference is refunded now or paid as the balance). The vendor may refuse within 48 hours',
        'customer',
        { ...body(rescheduleSchema), ...reply(Envelope(C.RescheduleResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const m = await rescheduleBooking(db, payments, userOf(req).id, id, req.body.bookingDate);
      const money = {
        Fee: toRupees(m.Fee),
        BillingAmt: toRupees(m.BillingAmt),
        RefundAmount: toRupees(m.RefundAmount),
        DueAmount: toRupees(m.DueAmount),
      };
      const date = m.BookingOnDate;
      return ok(
        { ...m, ...money },
        m.DueAmount > 0
          ? t(req, 'booking.movedPay', { date, amount: money.DueAmount.toFixed(2) })
          : m.RefundAmount > 0
            ? t(req, 'booking.movedRefund', { date, amount: money.RefundAmount.toFixed(2) })
            : t(req, 'booking.moved', { date }),
      );
    },
  );

  app.post(
    '/vendor/bookings/:id/refuse-move',
    {
      ...vendor,
      ...changes,
      ...doc(
        'vendor',
        "Refuse a booking's move to another date within 48 hours of it: the old date and price come back (if the old date was taken meanwhile, the booking is declined with a full refund)",
        'vendor',
        { ...reply(Envelope(C.RefuseMoveResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const out = await refuseReschedule(db, payments, userOf(req).id, id);
      return ok(
        { ...out, RefundAmount: toRupees(out.RefundAmount) },
        out.State === 'confirmed'
          ? t(req, 'booking.moveRefused', { date: out.BookingOnDate })
          : t(req, 'booking.moveRefusedDeclined'),
      );
    },
  );

  app.post(
    '/package-orders/:id/cancel',
    {
      ...customer,
      ...changes,
      ...doc(
        'packages',
        "Cancel a package order: the booking tiers on what is held (≥30 days 100 %, 7–29 days 50 %, <7 days none, IST dates), taken from each vendor's part; one credit note per vendor",
        'customer',
        { ...reply(Envelope(C.PackageCancelResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const out = await cancelPackage(db, payments, userOf(req).id, id);
      return ok(
        {
          ...out,
          RefundAmount: toRupees(out.RefundAmount),
          Parts: out.Parts.map((p) => ({ ...p, Amount: toRupees(p.Amount) })),
        },
        out.RefundAmount > 0
          ? t(req, 'booking.packageCancelledRefund', { amount: toRupees(out.RefundAmount).toFixed(2) })
          : t(req, 'booking.packageCancelled'),
      );
    },
  );

  app.get(
    '/package-orders/:id/swap-options',
    {
      ...customer,
      ...doc(
        'packages',
        'The services that can take the place of a declined one (?itemId): same group, free on the date, package rate not above the declined part',
        'customer',
        { ...reply(Envelope(Type.Array(C.SwapOption))), ...params(pathParams('id')), ...query(textParams('itemId')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const itemId = intId(req.query.itemId, 'item', 404);
      const options = await swapOptions(db, userOf(req).id, id, itemId);
      return ok(
        options.map((o) => ({ ProductId: o.productId, Title: o.title, Vendor: o.vendorName, Rate: toRupees(o.rate) })),
      );
    },
  );

  app.post(
    '/package-orders/:id/swap',
    {
      ...customer,
      ...changes,
      ...doc(
        'packages',
        "Swap a service in for one its vendor declined: {itemId, productId}; it is paid as the order's balance",
        'customer',
        { ...body(packageSwapSchema), ...reply(Envelope(C.SwapResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const out = await swapPackageItem(db, userOf(req).id, id, req.body.itemId, req.body.productId);
      return ok(
        { ...out, Rate: toRupees(out.Rate) },
        t(req, 'booking.swapped', { title: out.Title, amount: toRupees(out.Rate).toFixed(2) }),
      );
    },
  );

  app.get(
    '/package-orders/:id/credit-notes',
    {
      ...customer,
      ...doc('packages', 'GST credit notes of a package order: one per vendor and refund', 'customer', {
        ...reply(Envelope(Type.Array(C.PackageCreditNote))),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const id = intId(req.params.id, 'booking', 404);
      const k = await packageBookingRow(db, id);
      if (!k || k.user_id !== userOf(req).id) throw notFound('Booking not found');
      return ok(await packageCreditNotes(db, id, langOf(req)));
    },
  );

  app.post(
    '/vendor/package-items/:id/decline',
    {
      ...vendor,
      ...changes,
      ...doc(
        'vendor',
        'Decline your part (one service) of a package order within 48 hours of its payment, with a reason the customer is told: that part is refunded to the customer in full, who may swap in another service',
        'vendor',
        { ...body(declineReasonSchema), ...reply(Envelope(C.PackageItemDeclined)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const id = intId(req.params.id, 'item', 404);
      const out = await declinePackageItem(db, payments, userOf(req).id, id, req.body);
      return ok(
        { ...out, RefundAmount: toRupees(out.RefundAmount) },
        t(req, 'booking.partDeclined', { amount: toRupees(out.RefundAmount).toFixed(2) }),
      );
    },
  );
}
