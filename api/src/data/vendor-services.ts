/**
 * Vendors aggregate, the services (data layer): a vendor's services as their list and form show them, the
 * rows a service form writes, its images, and the vendor's own booking and package-booking details. Every read and
 * write here is scoped to the vendor: a service or booking of another vendor is simply not found.
 */
import { toRupees } from '@utsav/domain/pricing';
import type { VendorServiceData } from '@utsav/domain/schemas/vendor-service';
import type { Queryable } from '../db/client';
import type { ProductPriceColumns } from '../lib/product-price';
import { paidForVendor } from './bookings';
import { refreshFromPricesOfService } from './packages';

/**
 * A row of the vendor's service list as read. `vendor_status` is 1 or 2: every writer puts the service form's Status
 * (validated 1–2, @utsav/domain/schemas/vendor-service) or copies `status` (CHECK 1, 2) there (migration 007).
 */
interface VendorServiceListRow {
  id: number;
  title: string;
  operator_name: string;
  payable_amt: number;
  vendor_status: 1 | 2;
  status: 1 | 2;
  moderated: boolean;
  created_at: string;
  service_id: number;
  service_name: string;
  document: string;
}

/** The vendor's services, newest first (Status 1 active, 2 inactive: the vendor's choice; Listed: the storefront shows it). */
export async function vendorServices(q: Queryable, vendorId: number) {
  const r = await q.query<VendorServiceListRow>(
    `SELECT p.id, p.title, p.operator_name, p.payable_amt, p.vendor_status, p.status, p.moderated, p.created_at, p.service_id, c.name AS service_name,
            coalesce((SELECT string_agg(i.doc, ',' ORDER BY i.id) FROM product_images i WHERE i.product_id = p.id), '') AS document
     FROM products p JOIN categories c ON c.id = p.service_id WHERE p.vendor_id = $1 ORDER BY p.created_at DESC, p.id DESC`,
    [vendorId],
  );
  return r.rows.map((p) => ({
    Id: p.id,
    Title: p.title,
    Operator_Name: p.operator_name,
    PayableAmt: toRupees(Number(p.payable_amt)),
    Status: p.vendor_status,
    Listed: p.status === 1,
    Moderated: p.moderated,
    CreateDate: p.created_at,
    ServiceId: p.service_id,
    ServiceName: p.service_name,
    document: p.document,
  }));
}

export async function ownsService(q: Queryable, vendorId: number, productId: number): Promise<boolean> {
  return (
    (await q.query('SELECT 1 FROM products WHERE id = $1 AND vendor_id = $2', [productId, vendorId])).rows.length > 0
  );
}

/** A service's images, oldest first. */
export async function serviceImages(q: Queryable, productId: number) {
  return (
    await q.query<{ id: number; pid: number; doc: string }>(
      'SELECT id, product_id AS pid, doc FROM product_images WHERE product_id = $1 ORDER BY id',
      [productId],
    )
  ).rows;
}

export async function addServiceImages(tx: Queryable, productId: number, names: readonly string[]): Promise<void> {
  for (const name of names)
    await tx.query('INSERT INTO product_images (product_id, doc) VALUES ($1, $2)', [productId, name]);
}

/** Deletes the image row; its file name, or null when the service has no such image. */
export async function deleteServiceImage(q: Queryable, productId: number, imageId: number): Promise<string | null> {
  const r = await q.query<{ doc: string }>(
    'DELETE FROM product_images WHERE id = $1 AND product_id = $2 RETURNING doc',
    [imageId, productId],
  );
  return r.rows[0]?.doc ?? null;
}

/** The columns of a service its form shows (paise, percentages; `vendor_status` 1 or 2: VendorServiceListRow). */
interface ServiceFormRow {
  id: number;
  service_id: number;
  title: string;
  mobile: string;
  email: string;
  operator_name: string;
  short_des: string;
  long_des: string;
  booking_amt: number;
  travel_charge: number;
  service_radius_km: number | null;
  event_types: string[];
  gst_per: number;
  gst_include_exclude: 0 | 1;
  gst_amt: number;
  payable_amt: number;
  discount_per: number;
  discount_amt: number;
  offer_amt: number;
  amount_hide_show: 0 | 1;
  address: string;
  city: string;
  state: string;
  pin: string;
  lat: number | null;
  lon: number | null;
  vendor_status: 1 | 2;
  status: 1 | 2;
  capacity: number;
  booking_advance_per: number;
}

/** One of the vendor's services shaped as the service form (rupees), with its images; null when not theirs. */
export async function serviceForm(q: Queryable, vendorId: number, productId: number) {
  const r = await q.query<ServiceFormRow>(
    `SELECT id, service_id, title, mobile, email, operator_name, short_des, long_des, booking_amt, travel_charge, service_radius_km, event_types,
            gst_per, gst_include_exclude, gst_amt, payable_amt, discount_per, discount_amt, offer_amt, amount_hide_show,
            address, city, state, pin, lat, lon, vendor_status, status, capacity, booking_advance_per
     FROM products WHERE id = $1 AND vendor_id = $2`,
    [productId, vendorId],
  );
  const p = r.rows[0];
  if (!p) return null;
  const images = await serviceImages(q, productId);
  return {
    id: p.id,
    serviceId: p.service_id,
    name: p.title,
    mobile: p.mobile,
    email: p.email,
    operatorName: p.operator_name,
    shortDes: p.short_des,
    longDes: p.long_des,
    bookingAmt: toRupees(Number(p.booking_amt)),
    travelcharge: toRupees(Number(p.travel_charge)),
    serviceRadiusKm: p.service_radius_km,
    eventTypes: p.event_types,
    gst: Number(p.gst_per),
    gst_include_exclude: p.gst_include_exclude,
    gstAmt: toRupees(Number(p.gst_amt)),
    gstAmtWithMrp: toRupees(Number(p.payable_amt)),
    discount: Number(p.discount_per),
    discountAmt: toRupees(Number(p.discount_amt)),
    offerAmt: toRupees(Number(p.offer_amt)),
    payAmt: toRupees(Number(p.payable_amt)),
    amount_hide_show: p.amount_hide_show,
    address: p.address,
    city: p.city,
    state: p.state,
    pin: p.pin,
    lat: p.lat,
    lon: p.lon,
    Status: p.vendor_status,
    Listed: p.status === 1,
    capacity: p.capacity,
    booking_advance_per: Number(p.booking_advance_per),
    images,
  };
}

/** What a service form writes besides the form's own fields: prices in paise, coordinates from the pincode, travel fare in paise. */
export interface ServiceColumns {
  cols: ProductPriceColumns;
  lat: number | null;
  lon: number | null;
  travel: number;
}

export async function insertService(
  tx: Queryable,
  vendorId: number,
  data: VendorServiceData,
  c: ServiceColumns,
  defaults: { advancePer: number; commissionPer: number },
): Promise<number> {
  const { cols } = c;
  const r = await tx.query<{ id: number }>(
    `INSERT INTO products (vendor_id, service_id, title, operator_name, mobile, email, short_des, long_des, booking_amt, discount_per, discount_amt, offer_amt,
       gst_per, gst_amt, gst_include_exclude, tax_in_payable, payable_amt, travel_charge, booking_advance_per, admin_commission_per, amount_hide_show,
       address, city, state, pin, lat, lon, vendor_status, service_radius_km, event_types)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25,$26,$27,$28,$29,$30::text[]) RETURNING id`,
    [
      vendorId,
      data.serviceId,
      data.name,
      data.operatorName,
      data.mobile,
      data.email,
      data.shortDes,
      data.longDes,
      cols.booking_amt,
      cols.discount_per,
      cols.discount_amt,
      cols.offer_amt,
      cols.gst_per,
      cols.gst_amt,
      cols.gst_include_exclude,
      cols.tax_in_payable,
      cols.payable_amt,
      c.travel,
      defaults.advancePer,
      defaults.commissionPer,
      data.amount_hide_show,
      data.address,
      data.city,
      data.state,
      data.pin,
      c.lat,
      c.lon,
      1,
      data.serviceRadiusKm || null,
      // none given: derived from the category and title (migration 410's trigger)
      data.eventTypes ?? [],
    ],
  );
  return r.rows[0]!.id;
}

/** Rewrites one of the vendor's services from its form; false when it is not theirs. */
export async function updateService(
  tx: Queryable,
  vendorId: number,
  id: number,
  data: VendorServiceData,
  c: ServiceColumns,
): Promise<boolean> {
  const { cols } = c;
  const r = await tx.query(
    `UPDATE products SET service_id = $3, title = $4, operator_name = $5, mobile = $6, email = $7, short_des = $8, long_des = $9, booking_amt = $10,
       discount_per = $11, discount_amt = $12, offer_amt = $13, gst_per = $14, gst_amt = $15, gst_include_exclude = $16, tax_in_payable = $17, payable_amt = $18,
       travel_charge = $19, amount_hide_show = $20, address = $21, city = $22, state = $23, pin = $24, lat = $25, lon = $26, vendor_status = $27,
       service_radius_km = $28, event_types = coalesce($29::text[], event_types)
     WHERE id = $1 AND vendor_id = $2 RETURNING id`,
    [
      id,
      vendorId,
      data.serviceId,
      data.name,
      data.operatorName,
      data.mobile,
      data.email,
      data.shortDes,
      data.longDes,
      cols.booking_amt,
      cols.discount_per,
      cols.discount_amt,
      cols.offer_amt,
      cols.gst_per,
      cols.gst_amt,
      cols.gst_include_exclude,
      cols.tax_in_payable,
      cols.payable_amt,
      c.travel,
      data.amount_hide_show,
      data.address,
      data.city,
      data.state,
      data.pin,
      c.lat,
      c.lon,
      data.Status,
      data.serviceRadiusKm || null,
      data.eventTypes ?? null,
    ],
  );
  if (r.rows.length === 0) return false;
  // The packages offering it may now have a different "from" price (only suited services count).
  if (data.eventTypes) await refreshFromPricesOfService(tx, id);
  return true;
}

/** The package booking and the vendor's item of it, as vendorPackageItem reads them (amounts in paise). */
interface VendorPackageItemRow {
  id: number;
  order_id: string;
  package_name: string;
  booking_date: string;
  booking_for: string;
  name: string;
  mobile: string;
  email: string;
  address: string;
  city: string;
  state: string;
  pin: string;
  created_at: string;
  item_title: string;
  item_payable: number;
  item_share: number;
  item_commission: number;
  item_date: string;
  product_id: number;
  service_name: string;
}

/** One item of a package booking that is the vendor's (product §7 field names: the vendor's share as PayableAmt); null when not theirs. */
export async function vendorPackageItem(q: Queryable, vendorId: number, bookingId: number, productId: number) {
  const r = await q.query<VendorPackageItemRow>(
    `SELECT b.id, b.order_id, b.package_name, b.booking_date, b.booking_for, b.name, b.mobile, b.email, b.address, b.city, b.state, b.pin, b.created_at,
            i.title AS item_title, i.payable_amt AS item_payable, i.share_amt AS item_share, i.commission_amt AS item_commission, i.booking_date AS item_date, i.product_id, i.service_name
     FROM package_booking_items i JOIN package_bookings b ON b.id = i.package_booking_id
     WHERE b.id = $1 AND i.product_id = $2 AND i.vendor_id = $3 AND ${paidForVendor('b')}`,
    [bookingId, productId, vendorId],
  );
  const x = r.rows[0];
  if (!x) return null;
  return {
    BookingId: x.id,
    OrderId: x.order_id,
    ProductTitle: x.item_title,
    ServiceName: x.service_name,
    BookingFor: x.booking_for,
    OnBehalfName: x.name,
    OnBehalfMobile: x.mobile,
    Email: x.email,
    PayableAmt: toRupees(Number(x.item_share)),
    ListAmt: toRupees(Number(x.item_payable)),
    CommissionAmt: toRupees(Number(x.item_commission)),
    NetAmt: toRupees(Number(x.item_share) - Number(x.item_commission)),
    CreateOn: x.created_at,
    BookOn: x.item_date,
    Product_ID: x.product_id,
    PackageName: x.package_name,
    BookingDate: x.booking_date,
    Address: x.address,
    City: x.city,
    State: x.state,
    Pin: x.pin,
  };
}
