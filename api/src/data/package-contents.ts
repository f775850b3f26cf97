/** The SQL of packages as sold: a package with its service groups and their products, and the list of packages. */
import { toRupees } from '@utsav/domain/pricing';
import type { Param, Queryable } from '../db/client';
import type { AddressRow } from './priced-products';

export interface PackageRow {
  id: number;
  name: string;
  description: string;
  in_package: string;
  image: string;
  total: number;
  advance_per: number;
  amount_hide_show: 0 | 1;
  /** The event the package is for (@utsav/domain/schemas/event-types): it offers only services suiting it. */
  event_type: string;
}

export interface GroupProduct {
  id: number;
  vendor_id: number;
  service_id: number;
  title: string;
  document: string;
  booking_amt: number;
  discount_per: number;
  gst_per: number;
  gst_include_exclude: 0 | 1;
  amount_hide_show: 0 | 1;
  rating: number;
  capacity: number;
  /** Whose and where (two items with the same title told apart). */
  vendor_name: string;
  city: string;
  /** The package rate the vendor agreed to for this service in this group, GST-inclusive paise. */
  package_rate: number;
  admin_commission_per: number;
  /** Where the service is and how far it travels, priced as the cart prices travel (lib/place-fare). */
  event_types: string[];
  travel_charge: number;
  booking_advance_per: number;
  lat: number | null;
  lon: number | null;
  service_radius_km: number | null;
}

export interface GroupRow {
  id: number;
  service_id: number;
  service_name: string;
  maxitem: number;
  amount: number;
  products: GroupProduct[];
  /**
   * The group's services that the event cannot have (package-selection `fitToEvent`): productId → why (another
   * event type, or outside the vendor's service area). They are not in `products`.
   */
  excluded?: Map<number, string>;
}

export interface LoadedPackage {
  pkg: PackageRow;
  groups: GroupRow[];
}

/** A package on sale (status 1) with its current groups and their active products, or null. */
export async function packageContents(q: Queryable, packageId: number): Promise<LoadedPackage | null> {
  const p = await q.query<PackageRow>(
    'SELECT id, name, description, in_package, image, total, advance_per, amount_hide_show, event_type FROM packages WHERE id = $1 AND status = 1',
    [packageId],
  );
  if (!p.rows[0]) return null;
  const g = await q.query<Omit<GroupRow, 'products'>>(
    `SELECT g.id, g.service_id, c.name AS service_name, g.maxitem, g.amount
     FROM package_groups g JOIN categories c ON c.id = g.service_id WHERE g.package_id = $1 AND g.retired_at IS NULL ORDER BY g.sort_order, g.id`,
    [packageId],
  );
  const prods = await q.query<GroupProduct & { group_id: number }>(
    `SELECT gp.group_id, p.id, p.vendor_id, p.service_id, p.title,
            coalesce((SELECT string_agg(doc, ',' ORDER BY i.id) FROM product_images i WHERE i.product_id = p.id), '') AS document,
            p.booking_amt, p.discount_per, p.gst_per, p.gst_include_exclude, p.amount_hide_show, p.rating, p.capacity, v.name AS vendor_name, p.city,
            gp.package_rate::float8 AS package_rate, p.admin_commission_per::float8 AS admin_commission_per,
            p.event_types, p.travel_charge, p.booking_advance_per, p.lat, p.lon, p.service_radius_km
     FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id JOIN products p ON p.id = gp.product_id JOIN vendors v ON v.id = p.vendor_id
     WHERE g.package_id = $1 AND p.status = 1 ORDER BY gp.group_id, p.id`,
    [packageId],
  );
  const groups = g.rows.map((row) => ({ ...row, products: prods.rows.filter((x) => x.group_id === row.id) }));
  return { pkg: p.rows[0], groups };
}

/**
 * The packages on sale, as the package list shows them (product §3 Package): all of them by id, or those matching a
 * search (data/package-search: its condition on `k`, its order and their parameters).
 */
export async function packageSummaries(q: Queryable, search?: { where: string; order: string; params: Param[] }) {
  const r = await q.query<{
    id: number;
    name: string;
    description: string;
    in_package: string;
    image: string;
    total: number;
    amount_hide_show: 0 | 1;
    services: string;
    maxitems: number;
  }>(
    `SELECT k.id, k.name, k.description, k.in_package, k.image, k.total, k.amount_hide_show,
            coalesce((SELECT string_agg(c.name, ', ' ORDER BY g.sort_order, g.id) FROM package_groups g JOIN categories c ON c.id = g.service_id WHERE g.package_id = k.id AND g.retired_at IS NULL), '') AS services,
            coalesce((SELECT sum(g.maxitem)::int FROM package_groups g WHERE g.package_id = k.id AND g.retired_at IS NULL), 0) AS maxitems
     FROM packages k WHERE k.status = 1${search ? ` AND ${search.where} ORDER BY ${search.order}` : ' ORDER BY k.id'}`,
    search?.params ?? [],
  );
  return r.rows.map((k) => ({
    PackageID: k.id,
    PackageName: k.name,
    PackageDesc: k.description,
    PackageTotal: toRupees(k.total),
    Package_image: k.image,
    InPackage: k.in_package,
    amount_hide_show: k.amount_hide_show,
    Services: k.services,
    TotalServices: k.services ? k.services.split(', ').length : 0,
  }));
}

/** A package order awaiting payment (its items follow, insertPackageBookingItem); amounts in paise. */
export async function insertPackageBooking(
  tx: Queryable,
  b: {
    id: number;
    orderId: string;
    userId: number;
    pkg: PackageRow;
    bookingDate: string;
    bookingFor: string;
    gstNo: string;
    address: AddressRow;
    total: number;
    advance: number;
    holdExpiresAt: string;
    paymentType: 'full' | 'advance';
    createdAt: string;
  },
): Promise<void> {
  const { address } = b;
  await tx.query(
    `INSERT INTO package_bookings (id, order_id, user_id, package_id, package_name, booking_date, booking_for, gst_no, address_id, name, mobile, email, address, city, state, pin, package_total, advance_amt,
       status, booking_state, hold_expires_at, payment_type, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,0,'pending_payment',$19,$20,$21)`,
    [
      b.id,
      b.orderId,
      b.userId,
      b.pkg.id,
      b.pkg.name,
      b.bookingDate,
      b.bookingFor,
      b.gstNo,
      address.id,
      address.name,
      address.mobile,
      address.email,
      address.address,
      address.city,
      address.state,
      address.zipcode,
      b.total,
      b.advance,
      b.holdExpiresAt,
      b.paymentType,
      b.createdAt,
    ],
  );
}

/** One chosen product of a package order; returns the item's id. */
export async function insertPackageBookingItem(
  tx: Queryable,
  i: {
    packageBookingId: number;
    group: GroupRow;
    product: GroupProduct;
    payableAmt: number;
    /** The item's part of the order: its package rate plus its travel fare. */
    shareAmt: number;
    commissionAmt: number;
    bookingDate: string;
    /** Of shareAmt, the travel fare to the event's address, and the distance it was priced for. */
    travelAmt: number;
    distanceKm: number;
  },
): Promise<number> {
  const { group, product: p } = i;
  const r = await tx.query<{ id: number }>(
    `INSERT INTO package_booking_items (package_booking_id, group_id, service_id, service_name, product_id, vendor_id, title, payable_amt, share_amt, commission_amt, booking_date, gst_per, travel_amt, distance_km)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14) RETURNING id`,
    [
      i.packageBookingId,
      group.id,
      group.service_id,
      group.service_name,
      p.id,
      p.vendor_id,
      p.title,
      i.payableAmt,
      i.shareAmt,
      i.commissionAmt,
      i.bookingDate,
      Number(p.gst_per),
      i.travelAmt,
      i.distanceKm,
    ],
  );
  return r.rows[0]!.id;
}
