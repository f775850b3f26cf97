/**
 * Places a service order awaiting payment (state pending_payment, slots held until hold_expires_at — see
 * payments/payment-data for what follows): one booking row per cart line, each on that line's own date (a cart of
 * dated bookings, SPEC §1), all at one address, amounts recomputed from
 * stored prices, each product's slot taken in the same transaction (see lib/availability). Throws an
 * HttpError (4xx) and writes nothing when anything is wrong.
 */
import { adminCommission, cartLine, haversineKm } from '@utsav/shared/pricing';
import type { Queryable } from '../../db/client';
import { reserveSlot } from '../../lib/availability';
import { HttpError, badRequest, notFound } from '../../lib/http';

export const NOT_AVAILABLE = 'This service not Available';
export const ENQUIRY_ONLY = 'This service is available on enquiry only';

export interface AddressRow {
  id: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  lat: number | null;
  lon: number | null;
}

export interface PricedProductRow {
  id: number;
  vendor_id: number;
  title: string;
  booking_amt: number;
  discount_per: number;
  gst_per: number;
  gst_include_exclude: 0 | 1;
  travel_charge: number;
  booking_advance_per: number;
  admin_commission_per: number;
  amount_hide_show: number;
  status: number;
  capacity: number;
  lat: number | null;
  lon: number | null;
  /** How far the service travels (km); null = anywhere (issue 17.6). */
  service_radius_km: number | null;
}

export const PRICED_PRODUCT_COLUMNS =
  'p.id, p.vendor_id, p.title, p.booking_amt, p.discount_per, p.gst_per, p.gst_include_exclude, p.travel_charge, p.booking_advance_per, p.admin_commission_per, p.amount_hide_show, p.status, p.capacity, p.lat, p.lon, p.service_radius_km';

export async function ownAddress(q: Queryable, userId: number, addressId: number): Promise<AddressRow> {
  const r = await q.query<AddressRow>(
    'SELECT id, name, mobile, email, address, city, state, zipcode, lat, lon FROM addresses WHERE id = $1 AND user_id = $2 AND NOT deleted',
    [addressId, userId],
  );
  if (!r.rows[0]) throw notFound('Address not found');
  return r.rows[0];
}

/** Distance vendor → address in km (0 when either has no coordinates). */
export function distanceKm(p: { lat: number | null; lon: number | null }, a: { lat: number | null; lon: number | null } | null): number {
  if (!a || p.lat == null || p.lon == null || a.lat == null || a.lon == null) return 0;
  return haversineKm(p.lat, p.lon, a.lat, a.lon);
}

/** Price line of a product for an address (or none). */
/**
 * Why a service cannot come to an address (issue 17.6): farther than the vendor's service radius. null = it can (no
 * radius, or no address chosen yet).
 */
export function outsideServiceArea(p: Pick<PricedProductRow, 'service_radius_km'>, distance: number, address: AddressRow | null): string | null {
  if (!address || p.service_radius_km === null || p.service_radius_km === undefined || distance <= p.service_radius_km) return null;
  return `Outside the vendor's service area: ${distance.toLocaleString('en-IN', { maximumFractionDigits: 1 })} km away, serves within ${p.service_radius_km} km`;
}

export function lineFor(p: PricedProductRow, address: AddressRow | null) {
  return cartLine({
    mrp: p.booking_amt,
    discountPercent: p.discount_per,
    gstPercent: p.gst_per,
    gstIncluded: p.gst_include_exclude,
    travelChargePerKm: p.travel_charge,
    advancePercent: p.booking_advance_per,
    distanceKm: distanceKm(p, address),
  });
}

export interface PlaceOrderInput {
  userId: number;
  addressId: number;
  bookingFor: string;
  gstNo: string;
  paymentType: 'full' | 'advance';
  /** The cart lines: each service with the date it is booked for. */
  items: { productId: number; bookingDate: string }[];
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

async function nextId(q: Queryable, table: string): Promise<number> {
  const r = await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id`);
  return r.rows[0]!.id;
}

export async function placeOrder(tx: Queryable, input: PlaceOrderInput): Promise<PlacedOrder> {
  if (input.items.length === 0) throw badRequest('Your cart is empty');
  const address = await ownAddress(tx, input.userId, input.addressId);
  const productIds = [...new Set(input.items.map((i) => i.productId))];
  const r = await tx.query<PricedProductRow>(`SELECT ${PRICED_PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::int[])`, [productIds]);
  const byId = new Map(r.rows.map((p) => [p.id, p]));
  const createdAt = input.createdAt ?? new Date().toISOString();
  let orderId = '';
  const holdExpiresAt = new Date(Date.parse(createdAt) + input.holdMinutes * 60_000).toISOString();
  const out: PlacedOrder = { OrderId: '', Bookings: [], totals: { billing: 0, advance: 0 }, holdExpiresAt };
  for (const { productId, bookingDate } of input.items) {
    const p = byId.get(productId);
    if (!p || p.status !== 1) throw notFound('Service not found');
    if (p.amount_hide_show === 1) throw badRequest(ENQUIRY_ONLY);
    const line = lineFor(p, address);
    const outside = outsideServiceArea(p, line.distanceKm, address);
    if (outside) throw badRequest(`${p.title}: ${outside}`);
    const advance = input.paymentType === 'advance' ? line.advanceAmt : 0;
    const commission = adminCommission(line.offerAmt, p.admin_commission_per);
    const id = await nextId(tx, 'bookings');
    const no = String(id).padStart(6, '0');
    if (!orderId) orderId = `OD${createdAt.slice(0, 10).replace(/-/g, '')}${no}`;
    await tx.query(
      `INSERT INTO bookings (id, booking_no, order_id, bill_no, user_id, vendor_id, product_id, title, booking_date, booking_for, gst_no, payment_type, status,
         address_id, name, mobile, email, address, city, state, pin, lat, lon,
         booking_amt, discount_per, discount_amt, offer_amt, gst_per, gst_amt, gst_with_mrp, distance_km, travel_charges, advance_per, advance_amt, billing_amt,
         admin_commission_per, admin_commission_amt, created_at, booking_state, hold_expires_at)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,0,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,'pending_payment',$38)`,
      [id, `BK${no}`, orderId, `INV${no}`, input.userId, p.vendor_id, p.id, p.title, bookingDate, input.bookingFor, input.gstNo, input.paymentType,
        address.id, address.name, address.mobile, address.email, address.address, address.city, address.state, address.zipcode, address.lat, address.lon,
        line.bookingAmt, p.discount_per, line.discountAmt, line.offerAmt, p.gst_per, line.taxInPayable, line.gstWithMrp, line.distanceKm, line.travelFare,
        p.booking_advance_per, advance, line.billingAmt, p.admin_commission_per, commission, createdAt, holdExpiresAt],
    );
    if (!(await reserveSlot(tx, p.id, bookingDate, p.capacity, { bookingId: id }))) {
      throw new HttpError(409, NOT_AVAILABLE, { ProductId: p.id, Title: p.title, BookingDate: bookingDate });
    }
    out.Bookings.push({ BookingId: id, BookingNo: `BK${no}`, ProductId: p.id, BookingDate: bookingDate });
    out.totals.billing += line.billingAmt;
    out.totals.advance += advance;
  }
  out.OrderId = orderId;
  return out;
}
