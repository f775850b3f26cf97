/** Packages (product §7): list, detail with availability, package cart, package booking, package orders. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Static } from '@sinclair/typebox';
import { toRupees } from '@utsav/domain/pricing';
import { sacCodeFor } from '@utsav/domain/tax-invoice';
import { packagePaymentRecords } from '../../data/payment-records';
import { paymentRecordReply, refundRecordReply } from '../../bookings/invoice-records';
import { dateNotBeforeToday, todayIso } from '@utsav/domain/schemas/fields';
import { packageBookingSchema, packageCartSchema } from '@utsav/domain/schemas/package-checkout';
import { requireCustomer, userOf } from '../../lib/auth';
import { badRequest, intId, notFound, ok, okNumeric, parse } from '../../lib/http';
import { Type } from '@sinclair/typebox';
import * as B from '../../contract/bookings';
import * as P from '../../contract/packages';
import { Envelope, NumericEnvelope, reply } from '../../contract/envelope';
import { doc, publicRead, type RouteContext } from '../context';
import {
  fitToEvent,
  loadPackage,
  packageAvailability,
  packageItemInput,
  productPrice,
  resolveSelection,
  refitAutoPicks,
} from '../../bookings/package-selection';
import { placeOfQuery } from '../../lib/customer-place';
import { packageSelectionMoney } from '@utsav/domain/package-pricing';
import { packageObject, selectionOf, type StoredSelection } from './package-shapes';
import { packageSummaries } from '../../data/package-contents';
import { searchPackages } from '../../data/package-search';
import { understand } from '../../data/search';
import { searchAnswer } from '../../data/search-results';
import { placePackageOrder } from '../../bookings/place-package-order';
import { enqueuePackagePlaced } from '../../bookings/booking-messages';
import {
  clearPackageCart,
  customerPackageOrders,
  packageBookingItems,
  packageBookingRow,
  packageCancelWords,
  packageCartOf,
  savePackageCart,
} from '../../data/packages';
import { packageCreditNotes } from '../../bookings/package-lifecycle';
import { idempotencyHeaders, idempotencyKeyOf, placeOnce } from '../../lib/idempotency';
import { settleStates } from '../../payments/booking-states';
import { params, query, body, headers, type ContractTypes } from '../../contract/request';
import { pathParams, textParams } from '../../contract/queries';
import * as W from '../../contract/writes';
import { langOf, type ReplyLang, t } from '../../lib/server-messages';

const numeric = { config: { envelope: 'numeric' as const } };

export async function packageRoutes(server: FastifyInstance, { db, config }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  app.get(
    '/Packages',
    {
      ...publicRead,
      ...doc(
        'packages',
        'All packages (summary); ?q= searches them as the services are searched (docs/search.md "Packages"): Search says what was understood and, when nothing matched, "Did you mean" and the categories',
        false,
        { ...reply(P.PackageListReply), ...query(textParams('q')) },
      ),
    },
    async (req) => {
      const text = (req.query.q ?? '').trim();
      if (!text) return ok(await packageSummaries(db));
      const u = await understand(db, text);
      const { rows, placeDropped } = await searchPackages(db, u);
      return { ...ok(rows), Search: await searchAnswer(db, u, { place: u.place, placeDropped, total: rows.length }) };
    },
  );

  // Cached only without eventDate: with a date the reply shows availability (bookings), which is never cached.
  const packageWithoutDate = {
    config: {
      envelope: 'numeric' as const,
      publicCache: (req: FastifyRequest) => !(req.query as { eventDate?: string }).eventDate,
    },
  };
  app.get(
    '/PackagesDetails',
    {
      ...packageWithoutDate,
      ...doc(
        'packages',
        'Package with service groups and products that suit its event type; ?id&eventDate → avl per product (Status 1); &pincode → only the services whose vendor comes there, each with its travel fare (a group with none says so in Unavailable)',
        false,
        { ...reply(NumericEnvelope(P.Package)), ...query(textParams('id', 'eventDate', 'pincode')) },
      ),
    },
    async (req) => {
      const q = req.query;
      const id = intId(q.id, 'package id', 404);
      let date = '';
      if (q.eventDate) date = parse(dateNotBeforeToday('Event date'), q.eventDate);
      const place = placeOfQuery(q.pincode);
      const loaded = fitToEvent(await loadPackage(db, id), place);
      const available = date ? await packageAvailability(db, loaded, date) : null;
      return okNumeric(packageObject(loaded, date, available, new Set(), place));
    },
  );

  app.post(
    '/addPackageTocart',
    {
      ...numeric,
      preValidation: requireCustomer,
      ...doc('packages', 'Store the chosen package products (one package cart per customer)', 'customer', {
        ...body(packageCartSchema),
        ...reply(NumericEnvelope(W.PackageCartSaved)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const data = req.body;
      const loaded = fitToEvent(await loadPackage(db, data.packageID), placeOfQuery(data.pincode));
      const available = await packageAvailability(db, loaded, data.BookingDate);
      const own = selectionOf(data, 'own');
      const groups = resolveSelection(loaded, selectionOf(data), available);
      const stored: StoredSelection[] = groups.map((g) => ({
        serviceId: g.serviceId,
        productIds: g.productIds,
        ...(own.get(g.serviceId)?.length ? {} : { auto: true as const }),
      }));
      await savePackageCart(db, user.id, loaded.pkg.id, data.BookingDate, JSON.stringify(stored));
      return okNumeric({ PackageID: loaded.pkg.id, BookingDate: data.BookingDate }, t(req, 'cart.packageAdded'));
    },
  );

  app.get(
    '/getPackageTocart',
    {
      ...numeric,
      preValidation: requireCustomer,
      ...doc(
        'packages',
        'The package cart: Payload[0] with ServiceDetailsJson; ?pincode= as an order for that place would take it (groups picked for the customer fitted to it)',
        'customer',
        { ...reply(NumericEnvelope(Type.Array(P.PackageCart))), ...query(textParams('pincode')) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const cart = await packageCartOf(db, user.id);
      if (!cart) return okNumeric([], t(req, 'cart.packageCartEmpty'));
      // With the event's pincode: the package as an order there would take it (the groups picked for the customer
      // fitted to the place: refitAutoPicks), so the checkout shows what is charged.
      const place = placeOfQuery(req.query.pincode);
      const loaded = fitToEvent(await loadPackage(db, cart.package_id), place);
      const sel = JSON.parse(cart.selection) as StoredSelection[];
      const available = await packageAvailability(db, loaded, cart.booking_date);
      let ids = new Set(sel.flatMap((s) => s.productIds));
      if (place) {
        const own = new Map(sel.filter((s) => !s.auto).map((s) => [s.serviceId, s.productIds]));
        const auto = new Map(sel.filter((s) => s.auto).map((s) => [s.serviceId, s.productIds]));
        try {
          const groups = resolveSelection(loaded, refitAutoPicks(loaded, own, auto, available), available, true);
          ids = new Set(groups.flatMap((g) => g.productIds));
        } catch {
          // A choice of the customer's own does not come there: the cart as stored (placing says why).
        }
      }
      const obj = packageObject(loaded, cart.booking_date, available, ids, place);
      // The price of the selection: the chosen products' package rates and travel fares to the place (as the order
      // charges them), and their list prices beside.
      const chosen = loaded.groups.flatMap((g) => g.products.filter((p) => ids.has(p.id)));
      const price = packageSelectionMoney(
        chosen.map((p) => packageItemInput(p, place)),
        Number(loaded.pkg.advance_per),
      );
      const listTotal = chosen.reduce((s, p) => s + productPrice(p).payableAmt, 0);
      return okNumeric([
        {
          PackageID: obj.PackageID,
          PackageName: obj.PackageName,
          PackageDesc: obj.PackageDesc,
          PackageTotal: toRupees(price.total),
          TravelTotal: toRupees(price.travel),
          Pincode: place?.pincode ?? '',
          ListTotal: toRupees(listTotal),
          Package_image: obj.Package_image,
          InPackage: obj.InPackage,
          BookingDate: cart.booking_date,
          advance_booking_amount: toRupees(price.advance),
          ServiceDetailsJson: obj.PackageItems.map((g) => ({
            ServiceID: g.ServiceID,
            ServiceName: g.Service,
            maxitem: g.maxitem,
            amount: g.amount,
            Auto: sel.some((s) => s.serviceId === g.ServiceID && s.auto === true),
            ProductDetailsJson: g.ProductDetails.filter((p) => p.selected).map((p) => ({
              Product_ID: p.id,
              Title: p.title,
              images: p.images,
              payableAmt: p.payableAmt,
              packageRate: p.packageRate,
              DistanceInKm: p.DistanceInKm,
              TravelFare: p.TravelFare,
              avl: p.avl,
              vid: p.vid,
            })),
          })).filter((g) => g.ProductDetailsJson.length > 0), // a group left out at this place is not listed
        },
      ]);
    },
  );

  app.post(
    '/packageBooking',
    {
      ...numeric,
      preValidation: requireCustomer,
      ...doc(
        'packages',
        'Book the package (from the body `package`, else the stored package cart), validated exactly like addPackageTocart. Header Idempotency-Key: one order per key (a repeat gets the first reply)',
        'customer',
        {
          ...body(packageBookingSchema),
          ...headers(idempotencyHeaders),
          ...reply(NumericEnvelope(W.PackageBookingResult)),
        },
      ),
    },
    async (req, reply) => {
      const user = userOf(req);
      const form = req.body;
      const key = idempotencyKeyOf(req);
      let packageId: number;
      let date: string;
      let selection: Map<number, number[]>;
      let auto: Map<number, number[]>;
      let stored: unknown = null;
      if (form.package !== undefined && form.package !== null) {
        const data = parse(packageCartSchema, form.package);
        packageId = data.packageID;
        date = data.BookingDate;
        // The customer's own choices; the groups picked for them are fitted to the event's address.
        selection = selectionOf(data, 'own');
        auto = selectionOf(data, 'auto');
      } else {
        const cart = await packageCartOf(db, user.id);
        if (!cart) throw badRequest('Unable to proceed to checkout: your package cart is empty');
        packageId = cart.package_id;
        date = cart.booking_date;
        // The customer's own choices; the groups picked for them are fitted to the event's address.
        const sel = JSON.parse(cart.selection) as StoredSelection[];
        selection = new Map(sel.filter((s) => !s.auto).map((s) => [s.serviceId, s.productIds]));
        auto = new Map(sel.filter((s) => s.auto).map((s) => [s.serviceId, s.productIds]));
        stored = cart;
      }
      if (date < todayIso()) throw badRequest('Event date cannot be before today');
      const claim = { scope: `customer:${user.id}:packageBooking`, key, body: req.body, context: stored };
      const placed = await placeOnce(db, reply, claim, async (tx) => {
        const out = await placePackageOrder(tx, {
          userId: user.id,
          addressId: form.bookingAddressId,
          packageId,
          bookingDate: date,
          bookingFor: form.Bookingfor,
          gstNo: form.gst_no,
          selection,
          auto,
          holdMinutes: config.paymentHoldMinutes,
          paymentType: form.PaymentType,
        });
        await clearPackageCart(tx, user.id);
        await enqueuePackagePlaced(tx, out.BookingId); // the pay link, in the same transaction
        return okNumeric(out, t(req, 'booking.packageBooked'));
      });
      return placed;
    },
  );

  app.get(
    '/GetPackageOrders',
    {
      preValidation: requireCustomer,
      ...doc('packages', "The customer's package orders", 'customer', reply(Envelope(Type.Array(B.PackageOrderRow)))),
    },
    async (req) => {
      const user = userOf(req);
      await settleStates(db);
      return ok(await customerPackageOrders(db, user.id, todayIso()));
    },
  );

  app.get(
    '/GetPackageBookingDetails/:id',
    {
      preValidation: requireCustomer,
      ...doc('packages', 'One package booking of the customer (404 if not theirs)', 'customer', {
        ...reply(Envelope(B.PackageBookingDetail)),
        ...params(pathParams('id')),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const id = intId(req.params.id, 'booking id', 404);
      const detail = await packageBookingDetail(db, id, { userId: user.id }, langOf(req));
      if (!detail) throw notFound('Booking not found');
      return ok(detail);
    },
  );
}

export async function packageBookingDetail(
  db: RouteContext['db'],
  id: number,
  owner: { userId?: number; vendorId?: number },
  lang: ReplyLang,
) {
  const b = await packageBookingRow(db, id);
  if (!b) return null;
  if (owner.userId !== undefined && b.user_id !== owner.userId) return null;
  // Each product's supplier: the vendor's name, state and GSTIN for the package tax invoice.
  const all = await packageBookingItems(db, id);
  // A part its vendor declined is not supplied: it leaves the invoice (the total dropped by its rate) and is listed
  // apart, with whether another service can be swapped in for it.
  let rows = all.filter((i) => i.item_state !== 'declined');
  if (owner.vendorId !== undefined) {
    rows = rows.filter((i) => i.vendor_id === owner.vendorId);
    if (rows.length === 0) return null;
  }
  const services = new Map<
    number,
    { ServiceID: number; ServiceName: string; SacCode: string; Products: Static<typeof B.PackageItemDetail>[] }
  >();
  for (const i of rows) {
    const s = services.get(i.service_id) ?? {
      ServiceID: i.service_id,
      ServiceName: i.service_name,
      SacCode: sacCodeFor(i.service_name),
      Products: [],
    };
    // PayableAmt: this product's part of the package total (the parts add up to it exactly), GST
    // included at Gst % (the product's rate when the order was placed).
    s.Products.push({
      Product_ID: i.product_id,
      Title: i.title,
      PayableAmt: toRupees(Number(i.share_amt)),
      TravelAmt: toRupees(Number(i.travel_amt)),
      DistanceInKm: Number(i.distance_km),
      ListAmt: toRupees(Number(i.payable_amt)),
      Gst: Number(i.gst_per),
      Seller: {
        VendorId: i.vendor_id,
        Name: i.seller_name ?? '',
        State: i.seller_state ?? '',
        Gstin: i.seller_gstin ?? '',
      },
    });
    services.set(i.service_id, s);
  }
  const records = await packagePaymentRecords(db, id, String(b.payment_type), lang);
  return {
    BookingId: b.id as number,
    OrderId: b.order_id as string,
    PackageName: b.package_name as string,
    CreateOn: b.created_at as string,
    BookingDate: b.booking_date as string,
    OnBehalfOfName: b.name as string,
    OnBehalfOfMobile: b.mobile as string,
    Email: b.email as string,
    Address: b.address as string,
    City: b.city as string,
    State: b.state as string,
    Pin: b.pin as string,
    Services: [...services.values()],
    PackageTotal: toRupees(b.package_total as number),
    advance_booking_amount: toRupees(b.advance_amt as number),
    BookingFor: b.booking_for as string,
    gst_no: b.gst_no as string,
    Status: b.status as number,
    BookingState: b.booking_state as string,
    PaidAmt: toRupees(Number(b.paid_amt)),
    RefundedAmt: toRupees(Number(b.refunded_amt)),
    Payment_type: b.payment_type === 'advance' ? ('advance' as const) : ('full' as const),
    // the invoice is issued when money is first received; before that the page is an order summary.
    InvoiceIssuedAt: records.payments[0]?.at ?? null,
    Payments: records.payments.map(paymentRecordReply),
    Refunds: records.refunds.map(refundRecordReply),
    ...(await packageChangeFields(db, b, all, lang)),
  };
}

/** may the customer cancel it, the declined parts (and whether one can be swapped), the credit notes. */
async function packageChangeFields(
  db: RouteContext['db'],
  b: Record<string, unknown>,
  items: Awaited<ReturnType<typeof packageBookingItems>>,
  lang: ReplyLang,
) {
  const today = todayIso();
  const id = b.id as number;
  const held = Number(b.paid_amt) - Number(b.refunded_amt);
  const date = String(b.booking_date).slice(0, 10);
  const replacedBy = new Map(
    items.filter((i) => i.replaces_item_id !== null).map((i) => [i.replaces_item_id!, i.title]),
  );
  return {
    ...packageCancelWords(String(b.booking_state), date, held, today),
    Declined: items
      .filter((i) => i.item_state === 'declined')
      .map((i) => ({
        ItemId: i.id,
        ServiceName: i.service_name,
        Title: i.title,
        PayableAmt: toRupees(Number(i.share_amt)),
        ReplacedBy: replacedBy.get(i.id) ?? null,
        CanSwap: b.booking_state === 'confirmed' && !replacedBy.has(i.id) && date >= today,
        DeclineReason: i.decline_reason,
        DeclineNote: i.decline_note,
      })),
    CreditNotes: await packageCreditNotes(db, id, lang),
  };
}
