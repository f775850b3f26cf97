/**
 * The vendor's bookings (product §7 vendor calls): the ledger, declining a booking, its credit notes, the bookings
 * list, a booking's invoice and the bookings of a service. A suspended vendor keeps these reads (`readGuard`).
 */
import { bookingQuote } from '../../bookings/booking-quote';
import type { FastifyInstance } from 'fastify';
import { bookingRowOf, ownsBooking, vendorBookings } from '../../data/bookings';
import { pageRequest } from '../../data/keyset';
import { vendorPackageItems } from '../../data/package-items';
import { toRupees, vendorTotalBilling } from '@utsav/domain/pricing';
import { userOf } from '../../lib/auth';
import { badRequest, intId, notFound, ok } from '../../lib/http';
import { todayIso } from '../../lib/dates';
import { bookingDetail } from '../../bookings/booking-detail';
import { settleStates } from '../../payments/booking-states';
import { declineBooking } from '../../bookings/lifecycle';
import { declineReasonSchema } from '@utsav/domain/schemas/decline-reason';
import { moneyFields } from '../../bookings/booking-money';
import { creditNotes } from '../../data/credit-notes';
import { vendorLedger } from '../../data/vendor-ledger';
import { deriveWithheld } from '../../data/vendor-withheld';
import { vendorGstin } from '../../data/vendors';
import { bookingInvoiceRecords } from '../../bookings/invoice-records';
import { vendorPackageItem, vendorServices } from '../../data/vendor-services';
import * as A from '../../contract/account';
import * as B from '../../contract/bookings';
import { Type } from '@sinclair/typebox';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { params, query, body, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, vendorBookingsQuery } from '../../contract/queries';
import * as W from '../../contract/writes';
import { langOf, t } from '../../lib/server-messages';

import { ownProduct, vendorGuards } from './vendor-guards';

export async function vendorBookingRoutes(server: FastifyInstance, { db, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const { guard, readGuard } = vendorGuards(db);

  app.get(
    '/vendor/ledger',
    {
      ...readGuard,
      ...doc(
        'vendor',
        'The vendor ledger: per booking collected, commission, refunds, net receivable; payouts; totals',
        'vendor',
        reply(Envelope(W.VendorLedger)),
      ),
    },
    async (req) => {
      const me = userOf(req);
      await settleStates(db);
      await deriveWithheld(db, me.id);
      return ok(await vendorLedger(db, me.id));
    },
  );

  app.post(
    '/vendor/bookings/:id/decline',
    {
      ...guard,
      ...doc(
        'vendor',
        'Decline a confirmed booking within 48 hours of its confirmation, with a reason the customer is told (full refund to the customer)',
        'vendor',
        { ...body(declineReasonSchema), ...reply(Envelope(W.CancelResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      const out = await declineBooking(db, payments, me.id, id, req.body);
      return ok(
        { ...out, RefundAmount: toRupees(out.RefundAmount) },
        t(req, 'booking.vendorDeclined', { amount: toRupees(out.RefundAmount).toFixed(2) }),
      );
    },
  );

  app.get(
    '/vendor/bookings/:id/credit-notes',
    {
      ...readGuard,
      ...doc('vendor', "GST credit notes of one of the vendor's bookings", 'vendor', {
        ...reply(Envelope(Type.Array(B.CreditNote))),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      if (!(await ownsBooking(db, { vendorId: me.id }, id))) throw notFound('Booking not found');
      return ok(await creditNotes(db, id, langOf(req)));
    },
  );

  app.get(
    '/vendor/getBooking',
    {
      ...readGuard,
      ...doc(
        'vendor',
        "The vendor's bookings, newest first, with state and money; ?when=upcoming|expired (event date from today, or before it; India time); pages ?limit (1-100, default 25) &after (Page.next)",
        'vendor',
        { ...reply(PagedEnvelope(B.VendorBookingRow)), ...query(vendorBookingsQuery) },
      ),
    },
    async (req) => {
      // No settling first: each row's state as of now comes with the page (data/bookings vendorBookings).
      const when = req.query.when ?? '';
      if (when !== '' && when !== 'upcoming' && when !== 'expired')
        throw badRequest('when must be upcoming or expired');
      const page = await vendorBookings(db, userOf(req).id, pageRequest(req.query), {
        today: todayIso(),
        when: when === '' ? undefined : when,
      });
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );

  app.get(
    '/vendor/OrderDetails/:bookingid',
    {
      ...readGuard,
      ...doc('vendor', 'Booking invoice of one of the vendor bookings (id or BookingNo)', 'vendor', {
        ...reply(Envelope(B.VendorBookingDetail)),
        ...params(pathParams('bookingid')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const raw = req.params.bookingid.trim();
      const byNo = /^BK\d+$/i.test(raw);
      if (!byNo && !/^\d{1,9}$/.test(raw)) throw notFound('Booking not found');
      const b = await bookingRowOf(db, { vendorId: me.id }, byNo ? { bookingNo: raw } : { id: Number(raw) });
      if (!b) throw notFound('Booking not found');
      const base = bookingDetail(b);
      // The commission on the vendor's service: a reschedule fee is in admin_commission_amt (Utsav keeps
      // it) but it is Utsav's own supply to the customer, not a charge on the vendor — without it the vendor's total is
      // its net, which a move does not change.
      const commission = Number(b.admin_commission_amt) - Number(b.reschedule_fee_amt ?? 0);
      return ok({
        ...base,
        Booking_No: base.BookingNo,
        Order_Id: base.OrderId,
        Booking_For: base.BookingFor,
        Booking_On_Date: base.BookingOnDate,
        admin_commision_per: Number(b.admin_commission_per),
        admin_commision_amount: toRupees(commission),
        TotalBilling: toRupees(vendorTotalBilling(Number(b.travel_charges), Number(b.gst_with_mrp), commission)),
        ...moneyFields(b, todayIso()),
        CreditNotes: await creditNotes(db, b.id, langOf(req)),
        Quote: await bookingQuote(db, b.id),
        ...(await bookingInvoiceRecords(db, b, await vendorGstin(db, me.id), langOf(req))),
      });
    },
  );

  app.get(
    '/vendor/products',
    {
      ...guard,
      ...doc(
        'vendor',
        "The vendor's services (Status 1 active, 2 inactive: the vendor's choice; Listed says whether the storefront shows it — moderation and approval)",
        'vendor',
        reply(Envelope(Type.Array(A.VendorServiceRow))),
      ),
    },
    async (req) => {
      const me = userOf(req);
      return ok(await vendorServices(db, me.id));
    },
  );

  app.get(
    '/vendor/getBookingsByProduct/:productId',
    {
      ...readGuard,
      ...doc(
        'vendor',
        "Package bookings of one of the vendor's services ('all' = every service), newest package booking first; pages ?limit (1-100, default 25) &after (Page.next)",
        'vendor',
        { ...reply(PagedEnvelope(A.VendorPackageBookingRow)), ...query(pageQuery), ...params(pathParams('productId')) },
      ),
    },
    async (req) => {
      const me = userOf(req);
      const raw = req.params.productId;
      const productId = raw.toLowerCase() === 'all' || raw === '0' ? null : intId(raw, 'service', 404);
      if (productId !== null) await ownProduct(db, me.id, productId);
      const page = await vendorPackageItems(db, me.id, productId, pageRequest(req.query));
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );

  app.get(
    '/vendor/getBookingsByProductDetails/:bookingId/:productId',
    {
      ...readGuard,
      ...doc('vendor', 'One package booking item of the vendor', 'vendor', {
        ...reply(Envelope(B.VendorPackageBookingDetail)),
        ...params(pathParams('bookingId', 'productId')),
      }),
    },
    async (req) => {
      const me = userOf(req);
      const p = req.params;
      const bookingId = intId(p.bookingId, 'booking', 404);
      const productId = intId(p.productId, 'service', 404);
      const item = await vendorPackageItem(db, me.id, bookingId, productId);
      if (!item) throw notFound('Booking not found');
      return ok(item);
    },
  );
}
