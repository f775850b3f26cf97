/** A package with its service groups and products (data/package-contents), and resolving a customer's selection. */
import { servicePrice } from '@utsav/domain/pricing';
import { packageItemMoney } from '@utsav/domain/package-pricing';
import type { Queryable } from '../db/client';
import { closedOn, takenSlotsMany } from '../lib/availability';
import { calendarOnDate } from '../data/vendor-calendar';
import { badRequest, notFound } from '../lib/http';
import { packageContents, type GroupProduct, type LoadedPackage } from '../data/package-contents';

export const EXCEEDS_LIMIT = 'Selected products exceed the allowed limit for this service';
export const NOT_AVAILABLE_ON_DATE = 'Not available on this date';
export const SELECT_ONE = 'Please select at least one product from the package';
export const NOT_IN_PACKAGE = 'This service is not part of the package';
export const PRODUCT_ENQUIRY_ONLY = 'This service is available on enquiry only';

export type { GroupProduct, GroupRow, LoadedPackage, PackageRow } from '../data/package-contents';

/** A package on sale with its current groups and their active products; 404 when there is none. */
export async function loadPackage(q: Queryable, packageId: number): Promise<LoadedPackage> {
  const loaded = await packageContents(q, packageId);
  if (!loaded) throw notFound('Package not found');
  return loaded;
}

/**
 * Availability of every product of a package on a date: productId → true when a slot is free and the vendor's
 * calendar (issue 36: blocks, working days, lead time, window, the date's capacity) leaves the date open.
 */
export async function packageAvailability(
  q: Queryable,
  loaded: LoadedPackage,
  date: string,
): Promise<Map<number, boolean>> {
  const all = loaded.groups.flatMap((g) => g.products);
  const ids = all.map((p) => p.id);
  const [taken, calendars] = await Promise.all([takenSlotsMany(q, ids, date), calendarOnDate(q, ids, date)]);
  return new Map(
    all.map((p) => {
      const cal = calendars.get(p.id);
      const n = taken.get(p.id) ?? 0;
      return [p.id, cal ? closedOn({ ...cal, capacity: p.capacity }, date, n) === null : n < p.capacity];
    }),
  );
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
  for (const serviceId of chosen.keys())
    if (!loaded.groups.some((g) => g.service_id === serviceId)) throw badRequest(NOT_IN_PACKAGE);
  for (const ids of chosen.values())
    for (const pid of ids) if (available.get(pid) === false) throw badRequest(NOT_AVAILABLE_ON_DATE);
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

/** The money of a chosen service in the package: its rate, GST inside it, commission, the vendor's net. */
export function packageItemOf(p: GroupProduct) {
  return packageItemMoney({
    ratePaise: Number(p.package_rate),
    gstPercent: Number(p.gst_per),
    commissionPercent: Number(p.admin_commission_per),
  });
}

export function productPrice(p: GroupProduct) {
  return servicePrice({
    mrp: p.booking_amt,
    discountPercent: p.discount_per,
    gstPercent: p.gst_per,
    gstIncluded: p.gst_include_exclude,
  });
}
