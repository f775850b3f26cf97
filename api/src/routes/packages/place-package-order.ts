/** Places a package order: one package booking with one item per chosen product, each product's slot taken. */
import { percentOf, splitPackageTotal } from '@utsav/shared/pricing';
import type { Queryable } from '../../db/client';
import { reserveSlot } from '../../lib/availability';
import { HttpError } from '../../lib/http';
import { ownAddress } from '../booking/place-order';
import { loadPackage, packageAvailability, productPrice, resolveSelection, NOT_AVAILABLE_ON_DATE } from './package-data';

export interface PlacePackageInput {
  userId: number;
  addressId: number;
  packageId: number;
  bookingDate: string;
  bookingFor: string;
  gstNo: string;
  /** serviceId → chosen product ids; null = one product per group (first available). */
  selection: Map<number, number[]> | null;
  paymentType?: 'full' | 'advance';
  holdMinutes: number;
  createdAt?: string;
}

export async function placePackageOrder(tx: Queryable, input: PlacePackageInput): Promise<{ BookingId: number; OrderId: string }> {
  const address = await ownAddress(tx, input.userId, input.addressId);
  const loaded = await loadPackage(tx, input.packageId);
  const available = await packageAvailability(tx, loaded, input.bookingDate);
  const groups = resolveSelection(loaded, input.selection ?? new Map(), available, input.selection === null);
  const idRow = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('package_bookings', 'id'))::int AS id");
  const id = idRow.rows[0]!.id;
  const orderId = `PK${String(id).padStart(6, '0')}`;
  const createdAt = input.createdAt ?? new Date().toISOString();
  const holdExpiresAt = new Date(Date.parse(createdAt) + input.holdMinutes * 60_000).toISOString();
  await tx.query(
    `INSERT INTO package_bookings (id, order_id, user_id, package_id, package_name, booking_date, booking_for, gst_no, address_id, name, mobile, email, address, city, state, pin, package_total, advance_amt,
       status, booking_state, hold_expires_at, payment_type, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,0,'pending_payment',$19,$20,$21)`,
    [id, orderId, input.userId, loaded.pkg.id, loaded.pkg.name, input.bookingDate, input.bookingFor, input.gstNo, address.id, address.name, address.mobile, address.email,
      address.address, address.city, address.state, address.zipcode, loaded.pkg.total, percentOf(loaded.pkg.total, loaded.pkg.advance_per), holdExpiresAt,
      input.paymentType ?? 'full', createdAt],
  );
  // Every chosen product with its own price; the package total is shared among them (issue 17.5), in this order.
  const lines = groups.flatMap((sel) => {
    const group = loaded.groups.find((g) => g.id === sel.groupId)!;
    return sel.productIds.map((productId) => {
      const p = group.products.find((x) => x.id === productId)!;
      return { group, p, list: productPrice(p).payableAmt };
    });
  });
  const shares = splitPackageTotal(loaded.pkg.total, lines.map((l) => l.list));
  for (const [i, { group, p, list }] of lines.entries()) {
    const item = await tx.query<{ id: number }>(
      `INSERT INTO package_booking_items (package_booking_id, group_id, service_id, service_name, product_id, vendor_id, title, payable_amt, share_amt, booking_date, gst_per)
       VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11) RETURNING id`,
      [id, group.id, group.service_id, group.service_name, p.id, p.vendor_id, p.title, list, shares[i]!, input.bookingDate, Number(p.gst_per)],
    );
    if (!(await reserveSlot(tx, p.id, input.bookingDate, p.capacity, { packageItemId: item.rows[0]!.id }))) {
      throw new HttpError(409, `${NOT_AVAILABLE_ON_DATE}: ${p.title}`, { ProductId: p.id });
    }
  }
  return { BookingId: id, OrderId: orderId };
}
