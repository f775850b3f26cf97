/**
 * Package selection as a pure state machine (product §4 Package selection, §5 Package, §8).
 * Per product: unselected → selected via 'Select' (its booking date becomes the event date), selected →
 * unselected via the remove mark. Selecting beyond a group's maxitem, or a product not available on the date,
 * is refused and the state is returned unchanged with the SPEC message. Nothing here throws.
 */
import { SELECT_ONE_PRODUCT } from '@utsav/domain/schemas/package-checkout';
import type { Availability, PackageCartPayload, PackageDetail } from '../../../lib/package-types';

export const EXCEEDS_LIMIT = 'Selected products exceed the allowed limit for this service';
export const NOT_AVAILABLE_ON_DATE = 'Not available on this date';
export const SELECTION_FAILED = 'Something went wrong while selecting the product';
export { SELECT_ONE_PRODUCT };

export interface GroupState {
  serviceId: number;
  serviceName: string;
  maxitem: number;
  products: ReadonlyArray<{ id: number; avl: Availability }>;
  /** Chosen product ids in the order they were chosen. */
  selected: readonly number[];
  /** Filled at random for checkout (the customer chose nothing here): the order picks again for the event's place. */
  picked?: true;
}

export interface SelectionState {
  eventDate: string;
  groups: readonly GroupState[];
}

export type SelectionEvent =
  { type: 'select'; serviceId: number; productId: number } | { type: 'unselect'; serviceId: number; productId: number };

export interface Transition {
  state: SelectionState;
  /** Set when the event was refused (the state is then the same object as before). */
  message?: string;
}

/** A random source in [0, 1); injectable so tests are deterministic. */
export type RandomSource = () => number;

/** Initial state from the package reply; products the server already marks selected stay selected (within maxitem). */
export function initialSelection(pkg: PackageDetail, eventDate: string): SelectionState {
  return {
    eventDate,
    groups: pkg.PackageItems.map((item) => ({
      serviceId: item.ServiceID,
      serviceName: item.Service,
      maxitem: Math.max(0, item.maxitem),
      products: item.ProductDetails.map((p) => ({ id: p.id, avl: p.avl })),
      selected: item.ProductDetails.filter((p) => p.selected && p.avl !== 2)
        .map((p) => p.id)
        .slice(0, Math.max(0, item.maxitem)),
    })),
  };
}

/**
 * A fresh reply for the same package and date (e.g. refetched after signing in): availability is taken from
 * the reply and the earlier choices are kept where they are still selectable within the limits.
 */
export function refreshSelection(previous: SelectionState, pkg: PackageDetail): SelectionState {
  const next = initialSelection(pkg, previous.eventDate);
  return {
    ...next,
    groups: next.groups.map((group) => {
      const before = previous.groups.find((g) => g.serviceId === group.serviceId)?.selected ?? [];
      const keep = before.filter((id) => group.products.some((p) => p.id === id && p.avl !== 2));
      return { ...group, selected: [...new Set([...keep, ...group.selected])].slice(0, group.maxitem) };
    }),
  };
}

function replaceGroup(state: SelectionState, index: number, group: GroupState): SelectionState {
  return { ...state, groups: state.groups.map((g, i) => (i === index ? group : g)) };
}

function step(state: SelectionState, event: SelectionEvent): Transition {
  const index = state.groups.findIndex((g) => g.serviceId === event.serviceId);
  const group = state.groups[index];
  const product = group?.products.find((p) => p.id === event.productId);
  if (!group || !product) return { state, message: SELECTION_FAILED };
  const chosen = group.selected.includes(product.id);
  if (event.type === 'unselect') {
    if (!chosen) return { state };
    return {
      state: replaceGroup(state, index, { ...group, selected: group.selected.filter((id) => id !== product.id) }),
    };
  }
  if (chosen) return { state };
  if (product.avl === 2) return { state, message: NOT_AVAILABLE_ON_DATE };
  if (group.selected.length >= group.maxitem) return { state, message: EXCEEDS_LIMIT };
  return { state: replaceGroup(state, index, { ...group, selected: [...group.selected, product.id] }) };
}

/** Applies one event; refusals and unexpected failures leave the state unchanged and carry a message. */
export function transition(state: SelectionState, event: SelectionEvent): Transition {
  try {
    return step(state, event);
  } catch (error) {
    console.error('package selection failed', error);
    return { state, message: SELECTION_FAILED };
  }
}

export function isSelected(state: SelectionState, serviceId: number, productId: number): boolean {
  return state.groups.some((g) => g.serviceId === serviceId && g.selected.includes(productId));
}

export function totalSelected(state: SelectionState): number {
  return state.groups.reduce((sum, g) => sum + g.selected.length, 0);
}

export type CheckoutFill =
  | { ok: true; state: SelectionState; filled: Array<{ serviceId: number; productId: number }> }
  | { ok: false; message: string; /** The service with no product free (its message names it). */ service?: string };

/**
 * Before checkout: at least one product must be chosen ('Please select at least one product from the
 * package'); every group without a choice then gets one of its available products at random.
 */
export function fillForCheckout(state: SelectionState, random: RandomSource = Math.random): CheckoutFill {
  if (totalSelected(state) === 0) return { ok: false, message: SELECT_ONE_PRODUCT };
  const filled: Array<{ serviceId: number; productId: number }> = [];
  const groups: GroupState[] = [];
  for (const group of state.groups) {
    // A group with no service for this event (none suits it or comes to its pincode) is left out, as the order does.
    if (group.selected.length > 0 || group.maxitem < 1 || group.products.length === 0) {
      groups.push(group);
      continue;
    }
    const free = group.products.filter((p) => p.avl !== 2);
    if (free.length === 0)
      return {
        ok: false,
        message: `${NOT_AVAILABLE_ON_DATE}: no ${group.serviceName} product is free`,
        service: group.serviceName,
      };
    const r = random();
    const at = Number.isFinite(r) ? Math.min(free.length - 1, Math.max(0, Math.floor(r * free.length))) : 0;
    const pick = free[at]!;
    filled.push({ serviceId: group.serviceId, productId: pick.id });
    groups.push({ ...group, selected: [pick.id], picked: true });
  }
  return { ok: true, state: { ...state, groups }, filled };
}

/** POST /addPackageTocart payload (product §3) for the current selection. */
export function buildCartPayload(pkg: PackageDetail, state: SelectionState): PackageCartPayload {
  return {
    packageID: pkg.PackageID,
    packageName: pkg.PackageName,
    packageDesc: pkg.PackageDesc,
    packageTotal: pkg.PackageTotal,
    packageImage: pkg.Package_image,
    inPackage: pkg.InPackage,
    BookingDate: state.eventDate,
    // The event's pincode the package was fitted to: the cart takes only services that come there.
    ...(pkg.Pincode ? { pincode: pkg.Pincode } : {}),
    packageItems: pkg.PackageItems.map((item) => {
      const group = state.groups.find((g) => g.serviceId === item.ServiceID);
      const chosen = group?.selected ?? [];
      return {
        serviceID: item.ServiceID,
        ...(group?.picked ? { auto: true } : {}),
        serviceName: item.Service,
        amount: item.amount,
        book_On: state.eventDate,
        productDetails: chosen.flatMap((id) => {
          const p = item.ProductDetails.find((x) => x.id === id);
          return p
            ? [
                {
                  Product_ID: p.id,
                  ServiceID: item.ServiceID,
                  Title: p.title,
                  BookingAmt: p.bookingAmt,
                  OfferAmt: p.offerAmt,
                  GSTWithMRP: p.gstwithmrp,
                  PayableAmt: p.payableAmt,
                  Discount: p.discount,
                  GST_IncludeExclude: p.gst_include_exclude,
                  Amount_HideShow: p.amount_hide_show,
                  Rating: p.rating,
                  BookingDate: state.eventDate,
                  vid: p.vid,
                },
              ]
            : [];
        }),
      };
    }),
  };
}

/**
 * What the current selection costs: the sum of the chosen products' package rates plus, with the event's pincode,
 * their travel fares there (`travel`, part of `total`: what the order charges), and the same products at their own
 * prices (the "save" is against the rates). Rupees, summed in paise. A group left empty is not
 * counted: one of its products is picked at checkout, whose price the checkout page shows.
 */
export function selectionPrice(
  pkg: PackageDetail,
  state: SelectionState,
): { total: number; travel: number; list: number; emptyGroups: number } {
  let total = 0;
  let travel = 0;
  let list = 0;
  let emptyGroups = 0;
  for (const group of state.groups) {
    const item = pkg.PackageItems.find((i) => i.ServiceID === group.serviceId);
    if (group.selected.length === 0 && group.maxitem > 0 && (item?.ProductDetails.length ?? 0) > 0) emptyGroups++;
    for (const id of group.selected) {
      const p = item?.ProductDetails.find((x) => x.id === id);
      if (!p) continue;
      // With the event's pincode each service's travel fare there is charged with its rate (the order's own sum).
      const fare = Math.round((p.TravelFare ?? 0) * 100);
      total += Math.round(p.packageRate * 100) + fare;
      travel += fare;
      list += Math.round(p.payableAmt * 100);
    }
  }
  return { total: total / 100, travel: travel / 100, list: list / 100, emptyGroups };
}
