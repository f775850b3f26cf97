/** Customer cart (SPEC §7): add, list, delete, availability and totals at checkout. */
import type { FastifyInstance } from 'fastify';
import { cartTotals, toRupees, type CartLine } from '@utsav/shared/pricing';
import { addToCartSchema, cartDateSchema } from '@utsav/shared/schemas/cart-date';
import type { Queryable } from '../../db/client';
import { requireCustomer, userOf } from '../../lib/auth';
import { takenSlotsMany } from '../../lib/availability';
import { HttpError, badRequest, conflict, intId, notFound, ok, parse } from '../../lib/http';
import { doc, type RouteContext } from '../context';
import { todayIso } from '../../lib/dates';
import { ENQUIRY_ONLY, NOT_AVAILABLE, PRICED_PRODUCT_COLUMNS, lineFor, ownAddress, type AddressRow, type PricedProductRow } from '../booking/place-order';

interface CartRow extends PricedProductRow {
  cart_id: number;
  booking_date: string;
  image: string;
}

async function cartRows(q: Queryable, userId: number): Promise<CartRow[]> {
  const r = await q.query<CartRow>(
    `SELECT c.id AS cart_id, c.booking_date, ${PRICED_PRODUCT_COLUMNS},
            coalesce((SELECT i.doc FROM product_images i WHERE i.product_id = p.id ORDER BY i.id LIMIT 1), '') AS image
     FROM cart_items c JOIN products p ON p.id = c.product_id WHERE c.user_id = $1 ORDER BY c.created_at, c.id`,
    [userId],
  );
  return r.rows;
}

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
    DistanceInKm: line.distanceKm,
    TravelFare: toRupees(line.travelFare),
    payableAmt: toRupees(line.payableAmt),
    totalAmt: toRupees(line.billingAmt),
  };
}

/** Availability of every cart line on one date (or each line's own date), priced for an address. */
export async function cartQuote(q: Queryable, userId: number, date: string | null, address: AddressRow | null) {
  const rows = await cartRows(q, userId);
  const byDate = new Map<string, number[]>();
  for (const r of rows) {
    const d = date ?? r.booking_date;
    byDate.set(d, [...(byDate.get(d) ?? []), r.id]);
  }
  const taken = new Map<string, Map<number, number>>();
  for (const [d, ids] of byDate) taken.set(d, await takenSlotsMany(q, ids, d));
  const lines: CartLine[] = [];
  const items = rows.map((r) => {
    const d = date ?? r.booking_date;
    const available = r.status === 1 && r.amount_hide_show === 0 && (taken.get(d)?.get(r.id) ?? 0) < r.capacity && d >= todayIso();
    const line = lineFor(r, address);
    lines.push(line);
    return cartItem(r, line, d, available);
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

export async function cartRoutes(app: FastifyInstance, { db }: RouteContext) {
  const guard = { preHandler: requireCustomer };

  app.post('/AddToCart', { ...guard, ...doc('cart', 'Add a service on a date to the cart', 'customer') }, async (req) => {
    const user = userOf(req);
    const { productId, bookingDate } = parse(addToCartSchema, req.body);
    const r = await db.query<{ capacity: number; amount_hide_show: number }>('SELECT capacity, amount_hide_show FROM products WHERE id = $1 AND status = 1', [productId]);
    const p = r.rows[0];
    if (!p) throw notFound('Service not found');
    if (p.amount_hide_show === 1) throw badRequest(ENQUIRY_ONLY);
    const taken = (await takenSlotsMany(db, [productId], bookingDate)).get(productId) ?? 0;
    if (taken >= p.capacity) throw conflict(NOT_AVAILABLE);
    // One line per service: the whole cart is booked on the one date chosen at checkout.
    const ins = await db.query<{ id: number }>(
      `INSERT INTO cart_items (user_id, product_id, booking_date) SELECT $1, $2, $3
       WHERE NOT EXISTS (SELECT 1 FROM cart_items WHERE user_id = $1 AND product_id = $2)
       ON CONFLICT (user_id, product_id, booking_date) DO NOTHING RETURNING id`,
      [user.id, productId, bookingDate],
    );
    if (!ins.rows[0]) throw conflict('This service is already in your cart');
    return ok({ CartId: ins.rows[0].id }, 'Service added to cart');
  });

  app.get('/getCart', { ...guard, ...doc('cart', 'The cart: TotalItems, TotalOfferAmount, CartList', 'customer') }, async (req) => {
    const user = userOf(req);
    const quote = await cartQuote(db, user.id, null, null);
    return ok({ TotalItems: quote.totals.TotalItems, TotalOfferAmount: quote.totals.TotalOfferAmount, CartList: quote.items });
  });

  app.get('/DeleteCart', { ...guard, ...doc('cart', 'Remove a cart item: ?CartId=', 'customer') }, async (req) => {
    const user = userOf(req);
    const id = intId((req.query as { CartId?: string }).CartId, 'cart item', 404);
    const r = await db.query('DELETE FROM cart_items WHERE id = $1 AND user_id = $2 RETURNING id', [id, user.id]);
    if (r.rows.length === 0) throw notFound('Cart item not found');
    return ok({ CartId: id }, 'Cart item deleted');
  });

  app.get('/checkCartAvailability', { ...guard, ...doc('cart', 'Availability of every cart item on ?bookingDate= and totals (travel fare with &addressId=)', 'customer') }, async (req) => {
    const user = userOf(req);
    const q = req.query as { bookingDate?: string; addressId?: string };
    const { bookingDate } = parse(cartDateSchema, { bookingDate: q.bookingDate ?? '' });
    const address = q.addressId ? await ownAddress(db, user.id, intId(q.addressId, 'address', 404)) : null;
    const quote = await cartQuote(db, user.id, bookingDate, address);
    if (quote.items.length === 0) throw new HttpError(400, 'Your cart is empty', { Payload: { CartList: [], ...quote.totals } });
    return ok({ CartList: quote.items, ...quote.totals }, quote.allAvailable ? 'All services are available' : 'Please remove unavailable product(s)');
  });
}
