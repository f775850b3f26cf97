/** Loading a package with its service groups and products, and resolving a customer's selection. */
import { servicePrice } from '@utsav/shared/pricing';
import type { Queryable } from '../../db/client';
import { takenSlotsMany } from '../../lib/availability';
import { badRequest, notFound } from '../../lib/http';

export const EXCEEDS_LIMIT = 'Selected products exceed the allowed limit for this service';
export const NOT_AVAILABLE_ON_DATE = 'Not available on this date';
export const SELECT_ONE = 'Please select at least one product from the package';
export const NOT_IN_PACKAGE = 'This service is not part of the package';
export const PRODUCT_ENQUIRY_ONLY = 'This service is available on enquiry only';

export interface PackageRow {
  id: number;
  name: string;
  description: string;
  in_package: string;
  image: string;
  total: number;
  advance_per: number;
  amount_hide_show: number;
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
  amount_hide_show: number;
  rating: number;
  capacity: number;
}

export interface GroupRow {
  id: number;
  service_id: number;
  service_name: string;
  maxitem: number;
  amount: number;
  products: GroupProduct[];
}

export interface LoadedPackage {
  pkg: PackageRow;
  groups: GroupRow[];
}

export async function loadPackage(q: Queryable, packageId: number): Promise<LoadedPackage> {
  const p = await q.query<PackageRow>('SELECT id, name, description, in_package, image, total, advance_per, amount_hide_show FROM packages WHERE id = $1 AND status = 1', [packageId]);
  if (!p.rows[0]) throw notFound('Package not found');
  const g = await q.query<Omit<GroupRow, 'products'>>(
    `SELECT g.id, g.service_id, c.name AS service_name, g.maxitem, g.amount
     FROM package_groups g JOIN categories c ON c.id = g.service_id WHERE g.package_id = $1 AND g.retired_at IS NULL ORDER BY g.sort_order, g.id`,
    [packageId],
  );
  const prods = await q.query<GroupProduct & { group_id: number }>(
    `SELECT gp.group_id, p.id, p.vendor_id, p.service_id, p.title,
            coalesce((SELECT string_agg(doc, ',' ORDER BY i.id) FROM product_images i WHERE i.product_id = p.id), '') AS document,
            p.booking_amt, p.discount_per, p.gst_per, p.gst_include_exclude, p.amount_hide_show, p.rating, p.capacity
     FROM package_group_products gp JOIN package_groups g ON g.id = gp.group_id JOIN products p ON p.id = gp.product_id
     WHERE g.package_id = $1 AND p.status = 1 ORDER BY gp.group_id, p.id`,
    [packageId],
  );
  const groups = g.rows.map((row) => ({ ...row, products: prods.rows.filter((x) => x.group_id === row.id) }));
  return { pkg: p.rows[0], groups };
}

/** Availability of every product of a package on a date: productId → true when a slot is free. */
export async function packageAvailability(q: Queryable, loaded: LoadedPackage, date: string): Promise<Map<number, boolean>> {
  const all = loaded.groups.flatMap((g) => g.products);
  const taken = await takenSlotsMany(q, all.map((p) => p.id), date);
  return new Map(all.map((p) => [p.id, (taken.get(p.id) ?? 0) < p.capacity]));
}

export interface SelectionGroup {
  groupId: number;
  serviceId: number;
  productIds: number[];
}

/**
 * Resolves the chosen products per group — the one set of checks for the package cart and for a package order
 * (issue 16.4: an order used to drop a service that is not in the package silently): a service that is not in
 * the package, a product of another group, a product taken on the date, an enquiry-only product and more than
 * maxitem are refused; a group without a choice gets one available bookable product (at random, or the first
 * when `pickFirst`).
 */
export function resolveSelection(
  loaded: LoadedPackage,
  chosen: Map<number, number[]>,
  available: Map<number, boolean>,
  pickFirst = false,
): SelectionGroup[] {
  for (const serviceId of chosen.keys()) if (!loaded.groups.some((g) => g.service_id === serviceId)) throw badRequest(NOT_IN_PACKAGE);
  for (const ids of chosen.values()) for (const pid of ids) if (available.get(pid) === false) throw badRequest(NOT_AVAILABLE_ON_DATE);
  const out: SelectionGroup[] = [];
  for (const g of loaded.groups) {
    const want = [...new Set(chosen.get(g.service_id) ?? [])];
    for (const id of want) {
      const p = g.products.find((x) => x.id === id);
      if (!p) throw badRequest(`Product ${id} is not part of ${g.service_name} in this package`);
      if (p.amount_hide_show === 1) throw badRequest(`${PRODUCT_ENQUIRY_ONLY}: ${p.title}`);
    }
    if (want.length > g.maxitem) throw badRequest(EXCEEDS_LIMIT);
    if (want.length === 0) {
      const free = g.products.filter((p) => available.get(p.id) && p.amount_hide_show !== 1);
      if (free.length === 0) throw badRequest(`${NOT_AVAILABLE_ON_DATE}: no ${g.service_name} product is free`);
      want.push((pickFirst ? free[0] : free[Math.floor(Math.random() * free.length)])!.id);
    }
    out.push({ groupId: g.id, serviceId: g.service_id, productIds: want });
  }
  if (out.every((s) => s.productIds.length === 0)) throw badRequest(SELECT_ONE);
  return out;
}

export function productPrice(p: GroupProduct) {
  return servicePrice({ mrp: p.booking_amt, discountPercent: p.discount_per, gstPercent: p.gst_per, gstIncluded: p.gst_include_exclude });
}
