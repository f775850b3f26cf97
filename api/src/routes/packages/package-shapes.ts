/** Reply shapes of packages (product §3 Package, Package product). */
import { toRupees } from '@utsav/domain/pricing';
import { eventTypeLabel } from '@utsav/domain/schemas/event-types';
import type { PackageCartData } from '@utsav/domain/schemas/package-checkout';
import {
  productPrice,
  travelFareOf,
  type EventPlace,
  type GroupProduct,
  type LoadedPackage,
} from '../../bookings/package-selection';

export function packageProduct(
  p: GroupProduct,
  avl: 0 | 1 | 2,
  selected: boolean,
  bookingDate: string,
  place: EventPlace | null = null,
) {
  const price = productPrice(p);
  const travel = travelFareOf(p, place);
  return {
    id: p.id,
    service_id: p.service_id,
    title: p.title,
    images: p.document,
    discount: p.discount_per,
    bookingAmt: toRupees(price.bookingAmt),
    offerAmt: toRupees(price.offerAmt),
    gstwithmrp: toRupees(price.gstWithMrp),
    payableAmt: toRupees(price.payableAmt),
    packageRate: toRupees(Number(p.package_rate)),
    gst: Number(p.gst_per),
    gst_include_exclude: p.gst_include_exclude,
    amount_hide_show: p.amount_hide_show,
    rating: p.rating,
    vid: p.vendor_id,
    vendor_name: p.vendor_name,
    city: p.city,
    avl,
    selected: selected ? (1 as const) : (0 as const),
    BookingDate: selected ? bookingDate : '',
    DistanceInKm: Math.round(travel.distanceKm * 10) / 10,
    TravelFare: toRupees(travel.fare),
  };
}

/** The full package object with per-product availability on `date` ('' = unknown, avl 0). */
export function packageObject(
  loaded: LoadedPackage,
  date: string,
  available: Map<number, boolean> | null,
  selectedIds: Set<number> = new Set(),
  place: EventPlace | null = null,
) {
  const kind = eventTypeLabel(loaded.pkg.event_type).toLowerCase();
  const items = loaded.groups.map((g) => {
    const products = g.products.map((p) =>
      packageProduct(p, available ? (available.get(p.id) ? 1 : 2) : 0, selectedIds.has(p.id), date, place),
    );
    const unavailable =
      products.length > 0
        ? ''
        : place
          ? `No ${g.service_name} service for a ${kind} comes to ${place.pincode}: this part is not included`
          : `No ${g.service_name} service suits a ${kind}: this part is not included`;
    return {
      id: g.id,
      ServiceID: g.service_id,
      Service: g.service_name,
      maxitem: g.maxitem,
      amount: toRupees(g.amount),
      selected: products.filter((p) => p.selected).length,
      ProductDetails: products,
      Unavailable: unavailable,
    };
  });
  return {
    PackageID: loaded.pkg.id,
    PackageName: loaded.pkg.name,
    PackageDesc: loaded.pkg.description,
    PackageTotal: toRupees(loaded.pkg.total),
    Package_image: loaded.pkg.image,
    InPackage: loaded.pkg.in_package,
    amount_hide_show: loaded.pkg.amount_hide_show,
    advance_booking_per: loaded.pkg.advance_per,
    EventDate: date,
    EventType: loaded.pkg.event_type,
    Pincode: place?.pincode ?? '',
    totalSelected: items.reduce((a, i) => a + i.selected, 0),
    PackageItems: items,
  };
}

/**
 * The products per service group: all of them, or only the customer's own choices ('own'), or only the groups
 * picked for them ('auto').
 */
export function selectionOf(data: PackageCartData, which: 'all' | 'own' | 'auto' = 'all'): Map<number, number[]> {
  const m = new Map<number, number[]>();
  for (const item of data.packageItems) {
    if (which !== 'all' && (item.auto === true) !== (which === 'auto')) continue;
    const ids = item.productDetails.map((p) => p.Product_ID);
    m.set(item.serviceID, [...(m.get(item.serviceID) ?? []), ...ids]);
  }
  return m;
}

export interface StoredSelection {
  serviceId: number;
  productIds: number[];
  /**
   * Picked for the customer (a group they left empty), not chosen: the order picks again for the event's address,
   * so a service whose vendor does not come there is never kept just because the cart was filled before the place
   * was known (docs/product.md "Event types and service areas").
   */
  auto?: true;
}
