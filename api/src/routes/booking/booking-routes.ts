/** Customer bookings (product §7): place an order from the cart, list, invoice detail. */
import { bookingQuote } from '../../bookings/booking-quote';
import type { FastifyInstance } from 'fastify';
import { bookingRowOf, bookingSeller, customerBookings, ownsBooking } from '../../data/bookings';
import { cartFingerprint, lockCartForOrder } from '../../data/cart';
import { pageRequest } from '../../data/keyset';
import { toRupees } from '@utsav/domain/pricing';
import { sacCodeFor } from '@utsav/domain/tax-invoice';
import { eventBookingSchema } from '@utsav/domain/schemas/event-booking';
import { requireCustomer, userOf } from '../../lib/auth';
import { HttpError, badRequest, intId, notFound, ok } from '../../lib/http';
import { idempotencyHeaders, idempotencyKeyOf, placeOnce } from '../../lib/idempotency';
import * as B from '../../contract/bookings';
import { Type } from '@sinclair/typebox';
import { Envelope, PagedEnvelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { orderSummary } from '../../data/order-summary';
import { NOT_AVAILABLE, placeOrder } from '../../bookings/place-order';
import { enqueueOrderPlaced } from '../../bookings/booking-messages';
import { todayIso } from '../../lib/dates';
import { bookingDetail } from '../../bookings/booking-detail';
import { settleStates } from '../../payments/booking-states';
import { orderPayment, packageOrderPayment } from '../../bookings/order-payment';
import { cancelBooking } from '../../bookings/lifecycle';
import { moneyFields } from '../../bookings/booking-money';
import { creditNotes } from '../../data/credit-notes';
import { bookingInvoiceRecords } from '../../bookings/invoice-records';
import { params, query, body, headers, type ContractTypes } from '../../contract/request';
import { pathParams, pageQuery, textParams } from '../../contract/queries';
import * as W from '../../contract/writes';
import { langOf, msg, t } from '../../lib/server-messages';

export const PAST_DATE_IN_CART = 'A service in your cart has a booking date in the past: change its date or remove it';

export async function bookingRoutes(server: FastifyInstance, { db, config, payments }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };

  app.post(
    '/EventBooking',
    {
      ...guard,
      ...doc(
        'booking',
        "Book every cart item on its own date at the chosen address; amounts are recomputed on the server. bookingDate is optional and changes no item (dates change only through /UpdateCartDate). The cart keeps its lines until the order is paid, and an order for the same service and date replaces the customer's own unpaid one. Header Idempotency-Key: one order per key (a repeat gets the first reply)",
        'customer',
        { ...body(eventBookingSchema), ...headers(idempotencyHeaders), ...reply(Envelope(W.EventBookingResult)) },
      ),
    },
    async (req, reply) => {
      const user = userOf(req);
      const data = req.body;
      const key = idempotencyKeyOf(req);
      // Settling is done by writes: a hold that ran out frees its slot before this order asks for one.
      await settleStates(db);
      // The fingerprint of the request includes the cart: the same form with another cart is another order. The cart
      // is kept until the order is paid (docs/checkout-network.md): placing it again replaces the unpaid order.
      const claim = {
        scope: `customer:${user.id}:EventBooking`,
        key,
        body: req.body,
        context: await cartFingerprint(db, user.id),
      };
      const placed = await placeOnce(db, reply, claim, async (tx) => {
        const cart = await lockCartForOrder(tx, user.id);
        if (cart.length === 0) throw badRequest(msg('cart.empty'));
        if (cart.some((r) => r.booking_date < todayIso())) throw badRequest(PAST_DATE_IN_CART);
        const out = await placeOrder(tx, {
          userId: user.id,
          addressId: data.bookingAddressId,
          bookingFor: data.Bookingfor,
          gstNo: data.gst_no,
          paymentType: data.PaymentType,
          items: cart.map((r) => ({ productId: r.product_id, bookingDate: r.booking_date })),
          holdMinutes: config.paymentHoldMinutes,
        });
        await enqueueOrderPlaced(tx, out.OrderId); // the pay link, in the same transaction
        return ok(
          {
            OrderId: out.OrderId,
            Bookings: out.Bookings,
            TotalAmount: toRupees(out.totals.billing),
            TotalAdvanceBookingAmt: toRupees(out.totals.advance),
            PaymentType: data.PaymentType,
            State: 'pending_payment' as const,
            HoldExpiresAt: out.holdExpiresAt,
            AmountToPay: toRupees(data.PaymentType === 'advance' ? out.totals.advance : out.totals.billing),
          },
          t(req, 'booking.booked'),
        );
      }).catch((e: unknown) => {
        if (e instanceof HttpError && e.message === NOT_AVAILABLE)
          throw new HttpError(
            409,
            'This service not Available on its booking date. Please remove unavailable product(s)',
            e.extra,
          );
        throw e;
      });
      return placed;
    },
  );

  app.get(
    '/GetMyBookings',
    {
      ...guard,
      ...doc(
        'booking',
        "The customer's bookings (one row per booked service), newest first, with state and money; pages ?limit (1-100, default 25) &after (Page.next)",
        'customer',
        { ...reply(PagedEnvelope(B.BookingRow)), ...query(pageQuery) },
      ),
    },
    async (req) => {
      // State and money come with the page: one statement, one round trip. No settling first: the
      // page shows each booking's state as of now (bookings/booking-money effectiveState); writes and the sweeper settle.
      const page = await customerBookings(db, userOf(req).id, pageRequest(req.query), todayIso());
      return { ...ok(page.rows), Page: { next: page.next } };
    },
  );

  app.get(
    '/GetOrder',
    {
      ...guard,
      ...doc(
        'booking',
        "One order of the signed-in customer: ?orderId= (service or package order) with its real state; with Payment (state, headline, hold, amount to pay, paid, refunded and due from the payment records, each booking's money, payment attempts, refunds). Unknown ids and other customers' orders are 404",
        'customer',
        { ...reply(Envelope(B.Order)), ...query(textParams('orderId')) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      await settleStates(db);
      const order = await orderSummary(db, user.id, req.query.orderId ?? '');
      if (!order) throw notFound('Order not found');
      if (order.Kind === 'package') {
        const payment = order.PackageBookingId
          ? await packageOrderPayment(db, order.PackageBookingId, user.id, langOf(req))
          : null;
        return ok(payment ? { ...order, Payment: payment } : order);
      }
      return ok({ ...order, Payment: await orderPayment(db, order.OrderId, user.id, langOf(req)) });
    },
  );

  app.get(
    '/GetOrderDetail',
    {
      ...guard,
      ...doc('booking', 'Booking invoice: ?bookingId= (BookingId number or BookingNo)', 'customer', {
        ...reply(Envelope(B.BookingDetail)),
        ...query(textParams('bookingId')),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const raw = (req.query.bookingId ?? '').trim();
      if (!raw) throw notFound('Booking not found');
      const byNo = /^BK\d+$/i.test(raw);
      if (!byNo && !/^\d{1,9}$/.test(raw)) throw notFound('Booking not found');
      const b = await bookingRowOf(db, { userId: user.id }, byNo ? { bookingNo: raw } : { id: Number(raw) });
      if (!b) throw notFound('Booking not found');
      // The supplier block of the tax invoice: who sold it, from where, and their GSTIN when registered.
      const seller = await bookingSeller(db, Number(b.product_id));
      return ok({
        ...bookingDetail(b),
        ...moneyFields(b, todayIso()),
        CreditNotes: await creditNotes(db, b.id, langOf(req)),
        ...(await bookingInvoiceRecords(db, b, seller?.gstin ?? '', langOf(req))),
        Seller: seller
          ? {
              Name: seller.operator_name,
              Address: seller.address,
              City: seller.city,
              State: seller.state,
              Pin: seller.pin,
              Gstin: seller.gstin,
            }
          : null,
        SacCode: sacCodeFor(seller?.category),
        Quote: await bookingQuote(db, b.id),
      });
    },
  );

  app.post(
    '/bookings/:id/cancel',
    {
      ...guard,
      ...doc(
        'booking',
        'Cancel a booking; refund by the cancellation policy (≥30 days 100 %, 7–29 days 50 %, <7 days none, IST dates)',
        'customer',
        { ...reply(Envelope(W.CancelResult)), ...params(pathParams('id')) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      const out = await cancelBooking(db, payments, user.id, id);
      return ok(
        { ...out, RefundAmount: toRupees(out.RefundAmount) },
        out.RefundAmount > 0
          ? t(req, 'booking.cancelledRefund', { amount: toRupees(out.RefundAmount).toFixed(2) })
          : t(req, 'booking.cancelled'),
      );
    },
  );

  app.get(
    '/bookings/:id/credit-notes',
    {
      ...guard,
      ...doc('booking', "GST credit notes of one of the customer's bookings", 'customer', {
        ...reply(Envelope(Type.Array(B.CreditNote))),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const id = intId(req.params.id, 'booking', 404);
      if (!(await ownsBooking(db, { userId: user.id }, id))) throw notFound('Booking not found');
      return ok(await creditNotes(db, id, langOf(req)));
    },
  );
}
