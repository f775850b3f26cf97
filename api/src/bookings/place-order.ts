/**
 * Places a service order awaiting payment (state pending_payment, slots held until hold_expires_at — see
 * payments/ for what follows): one booking row per cart line, each on that line's own date (a cart of
 * dated bookings, product §1), all at one address, amounts recomputed from
 * stored prices, each product's slot taken in the same transaction (see lib/availability). Throws an
 * HttpError (4xx) and writes nothing when anything is wrong.
 */
import { adminCommission } from '@utsav/domain/pricing';
import { lineOfQuote, type QuoteFigures } from '@utsav/domain/quote-money';
import type { Queryable } from '../db/client';
import { reserveSlot } from '../lib/availability';
import { HttpError, badRequest, notFound } from '../lib/http';
import { MIN_SERVICE_PRICE_PAISE } from '@utsav/domain/schemas/vendor-service';
import { replaceOwnUnpaidLocked } from '../payments/booking-states';
import { addressOf, insertPendingBooking, nextId, pricedProducts, type AddressRow } from '../data/priced-products';

export { PRICED_PRODUCT_COLUMNS, type AddressRow, type PricedProductRow } from '../data/priced-products';

export const NOT_AVAILABLE = 'This service not Available';
/** a service priced under ₹1 (saved before the rule of @utsav/domain/schemas/vendor-service) is not bookable. */
export const NO_PRICE = 'this service has no price yet and cannot be booked online. Please contact the vendor.';
export const DUE_BELOW_MINIMUM =
  'The amount to pay now is less than ₹1, the smallest online payment. Please choose to pay in full.';
export const ENQUIRY_ONLY = msg('cart.enquiryOnly');

export async function ownAddress(q: Queryable, userId: number, addressId: number): Promise<AddressRow> {
  const address = await addressOf(q, userId, addressId);
  if (!address) throw notFound('Address not found');
  return address;
}

export { distanceKm, lineFor, outsideServiceArea } from '../lib/place-fare';
import { lineFor, outsideServiceArea } from '../lib/place-fare';
import { msg, render } from '../lib/server-messages';

export interface PlaceOrderInput {
  userId: number;
  addressId: number;
  bookingFor: string;
  gstNo: string;
  paymentType: 'full' | 'advance';
  /**
   * The cart lines: each service with the date it is booked for. A line from an accepted quote carries the quote's
   * figures as sent: they are billed as they are instead of the listed price — no discount, the quote's GST rate,
   * travel and advance, not the service's current ones (docs/conversations.md#quotes); a service priced "on enquiry"
   * can be booked this way.
   */
  items: {
    productId: number;
    bookingDate: string;
    quoted?: QuoteFigures;
  }[];
  createdAt?: string;
  /** How long the bookings hold their slots awaiting payment (minutes). */
  holdMinutes: number;
}

export interface PlacedOrder {
  OrderId: string;
  Bookings: { BookingId: number; BookingNo: string; ProductId: number; BookingDate: string }[];
  totals: { billing: number; advance: number };
  /** Until when the slots are held awaiting payment (ISO). */
  holdExpiresAt: string;
}

export async function placeOrder(tx: Queryable, input: PlaceOrderInput): Promise<PlacedOrder> {
  if (input.items.length === 0) throw badRequest(msg('cart.empty'));
  const address = await ownAddress(tx, input.userId, input.addressId);
  const productIds = [...new Set(input.items.map((i) => i.productId))];
  const byId = new Map((await pricedProducts(tx, productIds)).map((p) => [p.id, p]));
  const createdAt = input.createdAt ?? new Date().toISOString();
  let orderId = '';
  const holdExpiresAt = new Date(Date.parse(createdAt) + input.holdMinutes * 60_000).toISOString();
  const out: PlacedOrder = { OrderId: '', Bookings: [], totals: { billing: 0, advance: 0 }, holdExpiresAt };
  let dueNow = 0;
  // The customer's own unpaid orders of these services and dates give way to this one before any slot is asked for
  // (docs/checkout-network.md "The cart stays until the order is paid").
  await replaceOwnUnpaidLocked(tx, input.userId, input.items);
  for (const { productId, bookingDate, quoted } of input.items) {
    const listed = byId.get(productId);
    if (!listed || listed.status !== 1) throw notFound('Service not found');
    if (listed.amount_hide_show === 1 && !quoted) throw badRequest(ENQUIRY_ONLY);
    // The booking row records the rates the line was billed at: the quote's, for a quoted line.
    const p = quoted
      ? {
          ...listed,
          discount_per: 0,
          gst_per: quoted.gstPercent,
          gst_include_exclude: quoted.gstIncluded,
          booking_advance_per: quoted.advancePercent,
        }
      : listed;
    const line = quoted ? lineOfQuote(quoted) : lineFor(p, address);
    if (line.payableAmt < MIN_SERVICE_PRICE_PAISE) throw badRequest(`${p.title}: ${NO_PRICE}`);
    const outside = outsideServiceArea(p, line.distanceKm, address);
    if (outside) throw badRequest(`${p.title}: ${render('en', outside)}`);
    const advance = input.paymentType === 'advance' ? line.advanceAmt : 0;
    const commission = adminCommission(line.offerAmt, p.admin_commission_per);
    const id = await nextId(tx, 'bookings');
    const no = String(id).padStart(6, '0');
    if (!orderId) orderId = `OD${createdAt.slice(0, 10).replace(/-/g, '')}${no}`;
    await insertPendingBooking(tx, {
      id,
      no,
      orderId,
      userId: input.userId,
      product: p,
      bookingDate,
      bookingFor: input.bookingFor,
      gstNo: input.gstNo,
      paymentType: input.paymentType,
      address,
      line,
      advance,
      commission,
      createdAt,
      holdExpiresAt,
    });
    if (!(await reserveSlot(tx, p.id, bookingDate, p.capacity, { bookingId: id }))) {
      throw new HttpError(409, NOT_AVAILABLE, { ProductId: p.id, Title: p.title, BookingDate: bookingDate });
    }
    out.Bookings.push({ BookingId: id, BookingNo: `BK${no}`, ProductId: p.id, BookingDate: bookingDate });
    out.totals.billing += line.billingAmt;
    out.totals.advance += advance;
    dueNow += advance > 0 ? advance : line.billingAmt;
  }
  // What the payment will ask for (payments/payment-orders dueNow): an amount the gateway cannot take is refused before any hold.
  if (dueNow < MIN_SERVICE_PRICE_PAISE) throw badRequest(DUE_BELOW_MINIMUM);
  out.OrderId = orderId;
  return out;
}
