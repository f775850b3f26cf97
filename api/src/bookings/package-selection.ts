/** A package with its service groups and products (data/package-contents), and resolving a customer's selection. */
import { servicePrice } from '@utsav/domain/pricing';
import { packageItemMoney } from '@utsav/domain/package-pricing';
import type { Queryable } from '../db/client';
import { closedOn, takenSlotsMany } from '../lib/availability';
import { calendarOnDate } from '../data/vendor-calendar';
import { badRequest, notFound } from '../lib/http';
import { packageContents, type GroupProduct, type LoadedPackage } from '../data/package-contents';
import { eventTypeLabel, suitsEvent } from '@utsav/domain/schemas/event-types';
import { lineFor, outsideServiceArea, type Coordinates } from '../lib/place-fare';
import { msg, render } from '../lib/server-messages';

export const EXCEEDS_LIMIT = 'Selected products exceed the allowed limit for this service';
export const NOT_AVAILABLE_ON_DATE = 'Not available on this date';
export const SELECT_ONE = 'Please select at least one product from the package';
export const NOT_IN_PACKAGE = 'This service is not part of the package';
export const PRODUCT_ENQUIRY_ONLY = msg('cart.enquiryOnly');
export const NOTHING_FOR_EVENT = msg('cart.packageNothingForEvent');

export type { GroupProduct, GroupRow, LoadedPackage, PackageRow } from '../data/package-contents';

/** A package on sale with its current groups and their active products; 404 when there is none. */
export async function loadPackage(q: Queryable, packageId: number): Promise<LoadedPackage> {
  const loaded = await packageContents(q, packageId);
  if (!loaded) throw notFound('Package not found');
  return loaded;
}

/**
 * Availability of every product of a package on a date: productId → true when a slot is free and the vendor's
 * calendar (blocks, working days, lead time, window, the date's capacity) leaves the date open.
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

/** A place of the event: coordinates and the pincode to name in messages. */
export type EventPlace = Coordinates & { pincode: string };

/**
 * The package as this event can have it: each group keeps only the services that suit the package's event type and
 * (when the place is known) whose vendor serves it — their radius, else the default (lib/place-fare, the cart's
 * own rule). The others move to `excluded` with the reason, so choosing one is refused with it and no auto-pick
 * can take it. A group may be left with no service: it is then not offered at this place (`resolveSelection`).
 */
export function fitToEvent(loaded: LoadedPackage, place: EventPlace | null): LoadedPackage {
  const eventType = loaded.pkg.event_type;
  const groups = loaded.groups.map((g) => {
    const excluded = new Map<number, string>();
    const products = g.products.filter((p) => {
      if (!suitsEvent(p.event_types, eventType)) {
        excluded.set(p.id, `${p.title} does not suit a ${eventTypeLabel(eventType).toLowerCase()} event`);
        return false;
      }
      const outside = place ? outsideServiceArea(p, lineFor(p, place).distanceKm, place) : null;
      if (outside) {
        excluded.set(p.id, `${p.title}: ${render('en', outside)}: this vendor does not come to ${place!.pincode}`);
        return false;
      }
      return true;
    });
    return { ...g, products, excluded };
  });
  return { pkg: loaded.pkg, groups };
}

/** A chosen product's travel fare to the event's place, in paise (0 when no place): the checkout's own line. */
export function travelFareOf(p: GroupProduct, place: Coordinates | null): { fare: number; distanceKm: number } {
  if (!place) return { fare: 0, distanceKm: 0 };
  const line = lineFor(p, place);
  return { fare: line.travelFare, distanceKm: line.distanceKm };
}

/**
 * The selection an order of this package takes at its place: the customer's own choices as they are; each group
 * picked for them (`auto`) keeps its pick while that service suits the event, comes to the place and is free,
 * otherwise it is left empty for `resolveSelection` to fill with the first free suited service (or to leave out).
 * The checkout's summary for an address and the order placed there both come from this, so what is shown is charged.
 */
export function refitAutoPicks(
  fitted: LoadedPackage,
  own: Map<number, number[]>,
  auto: Map<number, number[]>,
  available: Map<number, boolean>,
): Map<number, number[]> {
  const out = new Map(own);
  for (const g of fitted.groups) {
    if (own.get(g.service_id)?.length) continue;
    const kept = (auto.get(g.service_id) ?? []).filter(
      (id) => g.products.some((p) => p.id === id) && available.get(id) !== false,
    );
    if (kept.length) out.set(g.service_id, kept);
  }
  return out;
}

export interface SelectionGroup {
  groupId: number;
  serviceId: number;
  productIds: number[];
}

/**
 * Resolves the chosen products per group — the one set of checks for the package cart and for a package order
 * (an order used to drop a service that is not in the package silently): a service that is not in
 * the package, a product of another group, a product taken on the date, an enquiry-only product and more than
 * maxitem are refused; a group without a choice gets one available bookable product (at random, or the first
 * when `pickFirst`). Given a package fitted to the event (`fitToEvent`), a service it excludes is refused with the
 * reason, and a group left with none is skipped.
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
      const why = g.excluded?.get(id);
      if (why) throw badRequest(why);
      const p = g.products.find((x) => x.id === id);
      if (!p) throw badRequest(`Product ${id} is not part of ${g.service_name} in this package`);
      if (p.amount_hide_show === 1) throw badRequest(`${render('en', PRODUCT_ENQUIRY_ONLY)}: ${p.title}`);
    }
    if (want.length > g.maxitem) throw badRequest(EXCEEDS_LIMIT);
    // No service of the group suits the event or comes to its place: the group is not offered there (the package
    // page says so), and the order holds the other groups.
    if (want.length === 0 && g.excluded && g.products.length === 0) continue;
    if (want.length === 0) {
      const free = g.products.filter((p) => available.get(p.id) && p.amount_hide_show !== 1);
      if (free.length === 0) throw badRequest(`${NOT_AVAILABLE_ON_DATE}: no ${g.service_name} product is free`);
      want.push((pickFirst ? free[0] : free[Math.floor(Math.random() * free.length)])!.id);
    }
    out.push({ groupId: g.id, serviceId: g.service_id, productIds: want });
  }
  if (out.length === 0) throw badRequest(NOTHING_FOR_EVENT);
  if (out.every((s) => s.productIds.length === 0)) throw badRequest(SELECT_ONE);
  return out;
}

/**
 * The money of a chosen service in the package: its rate, its travel fare to the event's place (none without one:
 * the checkout's own fare, `travelFareOf`), the GST inside them, commission, the vendor's net.
 */
export function packageItemOf(p: GroupProduct, place: Coordinates | null = null) {
  return packageItemMoney(packageItemInput(p, place));
}

/** A chosen service as the package price takes it (`@utsav/domain/package-pricing`): rate, GST, commission, travel. */
export function packageItemInput(p: GroupProduct, place: Coordinates | null) {
  return {
    ratePaise: Number(p.package_rate),
    gstPercent: Number(p.gst_per),
    commissionPercent: Number(p.admin_commission_per),
    travelPaise: travelFareOf(p, place).fare,
  };
}

export function productPrice(p: GroupProduct) {
  return servicePrice({
    mrp: p.booking_amt,
    discountPercent: p.discount_per,
    gstPercent: p.gst_per,
    gstIncluded: p.gst_include_exclude,
  });
}
