/**
 * The rows an order is priced from: a product's price columns and the customer's address (product §1, amounts
 * recomputed from stored prices), and the statements that write a service order's bookings.
 */
import type { Queryable } from '../db/client';

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
  amount_hide_show: 0 | 1;
  status: number;
  capacity: number;
  lat: number | null;
  lon: number | null;
  /** How far the service travels (km); null = anywhere. */
  service_radius_km: number | null;
}

export const PRICED_PRODUCT_COLUMNS =
  'p.id, p.vendor_id, p.title, p.booking_amt, p.discount_per, p.gst_per, p.gst_include_exclude, p.travel_charge, p.booking_advance_per, p.admin_commission_per, p.amount_hide_show, p.status, p.capacity, p.lat, p.lon, p.service_radius_km';

/** The customer's own (not deleted) address, or undefined. */
export async function addressOf(q: Queryable, userId: number, addressId: number): Promise<AddressRow | undefined> {
  const r = await q.query<AddressRow>(
    'SELECT id, name, mobile, email, address, city, state, zipcode, lat, lon FROM addresses WHERE id = $1 AND user_id = $2 AND NOT deleted',
    [addressId, userId],
  );
  return r.rows[0];
}

export async function pricedProducts(q: Queryable, productIds: readonly number[]): Promise<PricedProductRow[]> {
  const r = await q.query<PricedProductRow>(
    `SELECT ${PRICED_PRODUCT_COLUMNS} FROM products p WHERE p.id = ANY($1::int[])`,
    [[...productIds]],
  );
  return r.rows;
}

/** The next id of a table's serial column, taken before the row is written (booking and order numbers derive from it). */
export async function nextId(q: Queryable, table: 'bookings' | 'package_bookings'): Promise<number> {
  const r = await q.query<{ id: number }>(`SELECT nextval(pg_get_serial_sequence('${table}', 'id'))::int AS id`);
  return r.rows[0]!.id;
}

/** One booking of a service order, awaiting payment; every amount in paise, computed by the caller. */
export interface PendingBookingRow {
  id: number;
  no: string;
  orderId: string;
  userId: number;
  product: PricedProductRow;
  bookingDate: string;
  bookingFor: string;
  gstNo: string;
  paymentType: 'full' | 'advance';
  address: AddressRow;
  line: {
    bookingAmt: number;
    discountAmt: number;
    offerAmt: number;
    taxInPayable: number;
    gstWithMrp: number;
    distanceKm: number;
    travelFare: number;
    billingAmt: number;
  };
  advance: number;
  commission: number;
  createdAt: string;
  holdExpiresAt: string;
}

export async function insertPendingBooking(tx: Queryable, b: PendingBookingRow): Promise<void> {
  const { product: p, address, line } = b;
  await tx.query(
    `INSERT INTO bookings (id, booking_no, order_id, bill_no, user_id, vendor_id, product_id, title, booking_date, booking_for, gst_no, payment_type, status,
       address_id, name, mobile, email, address, city, state, pin, lat, lon,
       booking_amt, discount_per, discount_amt, offer_amt, gst_per, gst_amt, gst_with_mrp, distance_km, travel_charges, advance_per, advance_amt, billing_amt,
       admin_commission_per, admin_commission_amt, created_at, booking_state, hold_expires_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,0,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30,$31,$32,$33,$34,$35,$36,$37,'pending_payment',$38)`,
    [
      b.id,
      `BK${b.no}`,
      b.orderId,
      `INV${b.no}`,
      b.userId,
      p.vendor_id,
      p.id,
      p.title,
      b.bookingDate,
      b.bookingFor,
      b.gstNo,
      b.paymentType,
      address.id,
      address.name,
      address.mobile,
      address.email,
      address.address,
      address.city,
      address.state,
      address.zipcode,
      address.lat,
      address.lon,
      line.bookingAmt,
      p.discount_per,
      line.discountAmt,
      line.offerAmt,
      p.gst_per,
      line.taxInPayable,
      line.gstWithMrp,
      line.distanceKm,
      line.travelFare,
      p.booking_advance_per,
      b.advance,
      line.billingAmt,
      p.admin_commission_per,
      b.commission,
      b.createdAt,
      b.holdExpiresAt,
    ],
  );
}
