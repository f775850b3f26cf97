/**
 * Places a package order: one package booking with one item per chosen product, each product's slot taken. The
 * order's price is the sum of the chosen products' package rates and their travel fares to the event's address (the
 * fares the package page and the checkout showed for its pincode); each item keeps its part (share_amt = rate +
 * travel), its travel and the commission on its rate (@utsav/domain/package-pricing).
 */
import { packageSelectionMoney } from '@utsav/domain/package-pricing';
import type { Queryable } from '../db/client';
import { reserveSlot } from '../lib/availability';
import { HttpError } from '../lib/http';
import { ownAddress } from './place-order';
import {
  fitToEvent,
  refitAutoPicks,
  loadPackage,
  packageAvailability,
  packageItemInput,
  productPrice,
  travelFareOf,
  resolveSelection,
  NOT_AVAILABLE_ON_DATE,
} from './package-selection';
import { nextId } from '../data/priced-products';
import { insertPackageBooking, insertPackageBookingItem } from '../data/package-contents';

export interface PlacePackageInput {
  userId: number;
  addressId: number;
  packageId: number;
  bookingDate: string;
  bookingFor: string;
  gstNo: string;
  /** serviceId → chosen product ids; null = one product per group (first available). */
  selection: Map<number, number[]> | null;
  /**
   * serviceId → product ids picked for the customer (not chosen): kept where they come to the address, else the
   * first free suited service of the group (`refitAutoPicks`). Given, groups without a choice take the first free.
   */
  auto?: Map<number, number[]>;
  paymentType?: 'full' | 'advance';
  holdMinutes: number;
  createdAt?: string;
}

export async function placePackageOrder(
  tx: Queryable,
  input: PlacePackageInput,
): Promise<{ BookingId: number; OrderId: string }> {
  const address = await ownAddress(tx, input.userId, input.addressId);
  // Only services that suit the package's event type and whose vendor comes to the event's address.
  const place = { lat: address.lat, lon: address.lon, pincode: address.zipcode };
  const loaded = fitToEvent(await loadPackage(tx, input.packageId), place);
  const available = await packageAvailability(tx, loaded, input.bookingDate);
  const groups = input.auto
    ? resolveSelection(
        loaded,
        refitAutoPicks(loaded, input.selection ?? new Map(), input.auto, available),
        available,
        true,
      )
    : resolveSelection(loaded, input.selection ?? new Map(), available, input.selection === null);
  // Every chosen product at its package rate; the package total is their sum, in this order.
  const lines = groups.flatMap((sel) => {
    const group = loaded.groups.find((g) => g.id === sel.groupId)!;
    return sel.productIds.map((productId) => {
      const p = group.products.find((x) => x.id === productId)!;
      return { group, p, list: productPrice(p).payableAmt, travel: travelFareOf(p, place) };
    });
  });
  const price = packageSelectionMoney(
    lines.map((l) => packageItemInput(l.p, place)),
    Number(loaded.pkg.advance_per),
  );
  const id = await nextId(tx, 'package_bookings');
  const orderId = `PK${String(id).padStart(6, '0')}`;
  const createdAt = input.createdAt ?? new Date().toISOString();
  const holdExpiresAt = new Date(Date.parse(createdAt) + input.holdMinutes * 60_000).toISOString();
  await insertPackageBooking(tx, {
    id,
    orderId,
    userId: input.userId,
    pkg: loaded.pkg,
    bookingDate: input.bookingDate,
    bookingFor: input.bookingFor,
    gstNo: input.gstNo,
    address,
    total: price.total,
    advance: price.advance,
    holdExpiresAt,
    paymentType: input.paymentType ?? 'full',
    createdAt,
  });
  for (const [i, { group, p, list, travel }] of lines.entries()) {
    const m = price.items[i]!;
    const itemId = await insertPackageBookingItem(tx, {
      packageBookingId: id,
      group,
      product: p,
      payableAmt: list,
      shareAmt: m.amount,
      commissionAmt: m.commission,
      bookingDate: input.bookingDate,
      travelAmt: m.travel,
      distanceKm: Math.round(travel.distanceKm * 100) / 100,
    });
    if (!(await reserveSlot(tx, p.id, input.bookingDate, p.capacity, { packageItemId: itemId }))) {
      throw new HttpError(409, `${NOT_AVAILABLE_ON_DATE}: ${p.title}`, { ProductId: p.id });
    }
  }
  return { BookingId: id, OrderId: orderId };
}
