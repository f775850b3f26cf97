/** Customer cart (product §7): add, list, delete, availability and totals at checkout. */
import { effectiveRadiusKm } from '@utsav/domain/schemas/event-types';
import type { FastifyInstance } from 'fastify';
import { cartTotals, toRupees, type CartLine } from '@utsav/domain/pricing';
import { addToCartSchema, cartDateSchema, updateCartDateSchema } from '@utsav/domain/schemas/cart-date';
import type { Queryable } from '../../db/client';
import { requireCustomer, userOf } from '../../lib/auth';
import {
  addCartLine,
  cartDateClash,
  cartRows,
  lockCartLines,
  removeCartLine,
  setCartLinesDate,
  type CartRow,
} from '../../data/cart';
import { productOnDate } from '../../data/catalog';
import { reachAddress, reachProducts } from '../../data/service-reach';
import { placeOfQuery } from '../../lib/customer-place';
import { badRequest, conflict, intId, notFound, ok, parse } from '../../lib/http';
import * as B from '../../contract/bookings';
import { Envelope, reply } from '../../contract/envelope';
import { doc, type RouteContext } from '../context';
import { todayIso } from '../../lib/dates';
import { closedDay, closedOn } from '../../lib/availability';
import { outsideText } from '../../lib/place-fare';
import { rulesOf } from '../../data/vendor-calendar';
import {
  ENQUIRY_ONLY,
  NOT_AVAILABLE,
  lineFor,
  outsideServiceArea,
  ownAddress,
  type AddressRow,
} from '../../bookings/place-order';
import { query, body, type ContractTypes } from '../../contract/request';
import { textParams } from '../../contract/queries';
import * as W from '../../contract/writes';
import { type Keyed, langOf, msg, render, type ReplyLang, t } from '../../lib/server-messages';

/** why the vendor's calendar closes a cart line's date (booked out keeps the cart's own words), or null. */
function closedReason(r: CartRow, date: string): Keyed | null {
  const closed = closedOn(r, date, r.taken);
  return closed === null ? null : closed === 'booked_out' ? msg('cart.alreadyBooked') : closedDay(closed, rulesOf(r));
}

export const CART_EMPTY = msg('cart.empty');
export const ALREADY_IN_CART = 'This service is already in your cart for that date';

function cartItem(row: CartRow, line: CartLine, date: string, available: boolean) {
  return {
    CartId: row.cart_id,
    ProductId: row.id,
    ProductImage: row.image,
    title: row.title,
    BookingDate: date,
    offerAmt: toRupees(line.offerAmt),
    bookingAmt: toRupees(line.bookingAmt),
    discount: row.discount_per,
    isAvailable: (available ? 1 : 0) as 0 | 1,
    gstwithmrp: toRupees(line.gstWithMrp),
    gst: row.gst_per,
    gstAmt: toRupees(line.taxInPayable),
    booking_advance_per: row.booking_advance_per,
    advanceAmt: toRupees(line.advanceAmt),
    // Where the vendor is, and (once an address is chosen) how far and what travel costs, per line.
    VendorCity: row.city,
    DistanceInKm: line.distanceKm,
    TravelFare: toRupees(line.travelFare),
    payableAmt: toRupees(line.payableAmt),
    totalAmt: toRupees(line.billingAmt),
  };
}

/**
 * Availability of every cart line on its own date (a cart of dated bookings, product §1: no date is ever replaced
 * here), priced for an address; why a line cannot be booked (`UnavailableReason`) written in `lang`.
 */
export async function cartQuote(q: Queryable, userId: number, address: AddressRow | null, lang: ReplyLang) {
  // Each line's taken slots come with the line (one query, whatever the number of dates).
  const rows = await cartRows(q, userId);
  const lines: CartLine[] = [];
  const items = rows.map((r) => {
    const d = r.booking_date;
    const line = lineFor(r, address);
    // Why a line cannot be booked, said on the line (the service area is one of the reasons).
    const why =
      r.status !== 1
        ? msg('cart.notListed')
        : r.amount_hide_show !== 0
          ? msg('cart.enquiryOnly')
          : d < todayIso()
            ? msg('calendar.past')
            : (closedReason(r, d) ?? outsideServiceArea(r, line.distanceKm, address));
    const reason = why && render(lang, why);
    lines.push(line);
    return { ...cartItem(r, line, d, reason === null), UnavailableReason: reason ?? '' };
  });
  const t = cartTotals(lines);
  return {
    items,
    totals: {
      TotalItems: t.TotalItems,
      TotalOfferAmount: toRupees(t.TotalOfferAmount),
      TotalTaxAmount: toRupees(t.TotalTaxAmount),
      TotalAmountGst: toRupees(t.TotalAmountGst),
      TotalExtraCharges: toRupees(t.TotalExtraCharges),
      TotalAmount: toRupees(t.TotalAmount),
      TotalAdvanceBooking: toRupees(t.TotalAdvanceBooking),
    },
    allAvailable: items.every((i) => i.isAvailable === 1),
  };
}

export async function cartRoutes(server: FastifyInstance, { db }: RouteContext) {
  const app = server.withTypeProvider<ContractTypes>();
  const guard = { preValidation: requireCustomer };

  app.post(
    '/AddToCart',
    {
      ...guard,
      ...doc('cart', 'Add a service on a date to the cart', 'customer', {
        ...body(addToCartSchema),
        ...reply(Envelope(W.CartIdResult)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const { productId, bookingDate, pincode } = req.body;
      const p = await productOnDate(db, productId, bookingDate, user.id);
      if (!p) throw notFound('Service not found');
      if (p.amount_hide_show === 1) throw badRequest(ENQUIRY_ONLY);
      // With the customer's place (docs/payments.md "Local first"): a vendor who does not come there is refused now,
      // not at checkout — the same radius rule as order placement (lib/place-fare).
      const place = placeOfQuery(pincode);
      if (place) {
        const [priced] = await reachProducts(db, [productId]);
        const outside = priced ? outsideServiceArea(priced, lineFor(priced, place).distanceKm, place) : null;
        if (outside) throw conflict(`${render('en', outside)}: this vendor does not come to ${place.pincode}`);
      }
      const closed = closedOn(p, bookingDate, p.taken);
      if (closed === 'booked_out') throw conflict(NOT_AVAILABLE);
      if (closed !== null) throw conflict(closedDay(closed, rulesOf(p)));
      // A cart of dated bookings: each line keeps the date it was added for; the same service on another date is
      // another line, on the same date a duplicate.
      const cartId = await addCartLine(db, user.id, productId, bookingDate);
      if (cartId === null) throw conflict(ALREADY_IN_CART);
      return ok({ CartId: cartId }, t(req, 'cart.added'));
    },
  );

  app.get(
    '/getCart',
    {
      ...guard,
      ...doc('cart', 'The cart: TotalItems, TotalOfferAmount, CartList', 'customer', reply(Envelope(B.Cart))),
    },
    async (req) => {
      const user = userOf(req);
      const quote = await cartQuote(db, user.id, null, langOf(req));
      return ok({
        TotalItems: quote.totals.TotalItems,
        TotalOfferAmount: quote.totals.TotalOfferAmount,
        CartList: quote.items,
      });
    },
  );

  app.get(
    '/DeleteCart',
    {
      ...guard,
      ...doc('cart', 'Remove a cart item: ?CartId=', 'customer', {
        ...query(textParams('CartId')),
        ...reply(Envelope(W.CartIdResult)),
      }),
    },
    async (req) => {
      const user = userOf(req);
      const id = intId(req.query.CartId, 'cart item', 404);
      if (!(await removeCartLine(db, user.id, id))) throw notFound('Cart item not found');
      return ok({ CartId: id }, t(req, 'cart.removed'));
    },
  );

  app.get(
    '/checkCartAvailability',
    {
      ...guard,
      ...doc(
        'cart',
        "Availability of every cart item on its own date and totals (travel fare with &addressId=). ?bookingDate= is accepted for older clients and checked, but changes no item's date: use /UpdateCartDate",
        'customer',
        { ...reply(Envelope(B.CartQuote)), ...query(textParams('bookingDate', 'addressId')) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const q = req.query;
      if (q.bookingDate !== undefined) parse(cartDateSchema, { bookingDate: q.bookingDate });
      const address = q.addressId ? await ownAddress(db, user.id, intId(q.addressId, 'address', 404)) : null;
      const quote = await cartQuote(db, user.id, address, langOf(req));
      // An empty cart is an answer, not an error: a checkout page still open after the order was placed reads it.
      if (quote.items.length === 0) return ok({ CartList: [], ...quote.totals }, render(langOf(req), CART_EMPTY));
      return ok(
        { CartList: quote.items, ...quote.totals },
        quote.allAvailable ? t(req, 'cart.allAvailable') : 'Please remove unavailable product(s)',
      );
    },
  );

  // before adding, the service page and the cart say where the vendor is, how far from the customer's event
  // address (the one asked for, else their first saved one) and what travel costs, and whether it comes that far.
  app.get(
    '/ServiceReach',
    {
      ...guard,
      ...doc(
        'cart',
        "Distance, travel fare and service area of services (?productIds=1,2, up to 50) from the customer's address (&addressId=, default their first saved address)",
        'customer',
        { ...reply(Envelope(B.ServiceReach)), ...query(textParams('productIds', 'addressId')) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const raw = (req.query.productIds ?? '')
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      if (raw.length === 0 || raw.length > 50) throw badRequest('productIds: one to 50 service ids');
      const ids = [...new Set(raw.map((x) => intId(x, 'service', 400)))];
      const address = await reachAddress(
        db,
        user.id,
        req.query.addressId ? intId(req.query.addressId, 'address', 404) : null,
      );
      if (req.query.addressId && !address) throw notFound('Address not found');
      const products = await reachProducts(db, ids);
      const items = products.map((p) => {
        const line = lineFor(p, address);
        return {
          ProductId: p.id,
          VendorCity: p.city,
          DistanceInKm: line.distanceKm,
          TravelFare: toRupees(line.travelFare),
          ServiceRadiusKm: effectiveRadiusKm(p.service_radius_km),
          Outside: outsideText(outsideServiceArea(p, line.distanceKm, address)),
        };
      });
      const label = address
        ? [address.address.split(',').slice(-1)[0]?.trim(), address.city].filter(Boolean).join(', ')
        : '';
      return ok({ Address: address ? { Id: address.id, Label: label } : null, Items: items });
    },
  );

  app.post(
    '/UpdateCartDate',
    {
      ...guard,
      ...doc(
        'cart',
        "Move one cart item (CartId) or every item (no CartId) to bookingDate, on the customer's request; the reply lists each item's availability on its new date",
        'customer',
        { ...body(updateCartDateSchema), ...reply(Envelope(B.CartQuote)) },
      ),
    },
    async (req) => {
      const user = userOf(req);
      const { bookingDate, CartId } = req.body;
      await db.transaction(async (tx) => {
        const lines = await lockCartLines(tx, user.id, CartId);
        if (lines.length === 0) throw CartId ? notFound('Cart item not found') : badRequest(CART_EMPTY);
        const products = lines.map((r) => r.product_id);
        const ids = lines.map((r) => r.id);
        if (new Set(products).size !== products.length)
          throw conflict(
            'The same service is in your cart on more than one date; it cannot be booked twice on one date',
          );
        if (await cartDateClash(tx, user.id, bookingDate, products, ids)) throw conflict(ALREADY_IN_CART);
        await setCartLinesDate(tx, ids, bookingDate);
      });
      const quote = await cartQuote(db, user.id, null, langOf(req));
      const unavailable = quote.items.filter((i) => i.isAvailable === 0).length;
      return ok(
        { CartList: quote.items, ...quote.totals },
        unavailable === 0 ? t(req, 'cart.dateUpdated') : t(req, 'cart.dateUpdatedSome', { count: unavailable }),
      );
    },
  );
}
