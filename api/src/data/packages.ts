/**
 * Packages aggregate, the customer's side (issue 19 data layer): the package cart (one per customer), their package
 * orders and one package booking with its items. Loading a package with its groups and availability is in
 * routes/packages/package-data; placing an order in routes/packages/place-package-order.
 */
import { toRupees } from '@utsav/shared/pricing';
import type { Queryable } from '../db/client';

/** The package cart: the package, the event date and the chosen products per service (JSON text). */
export interface PackageCartRow {
  package_id: number;
  booking_date: string;
  selection: string;
}

export async function packageCartOf(q: Queryable, userId: number): Promise<PackageCartRow | null> {
  return (await q.query<PackageCartRow>('SELECT package_id, booking_date, selection FROM package_carts WHERE user_id = $1', [userId])).rows[0] ?? null;
}

/** Stores the customer's one package cart, replacing the one before. */
export async function savePackageCart(q: Queryable, userId: number, packageId: number, date: string, selectionJson: string): Promise<void> {
  await q.query(
    `INSERT INTO package_carts (user_id, package_id, booking_date, selection) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET package_id = EXCLUDED.package_id, booking_date = EXCLUDED.booking_date, selection = EXCLUDED.selection, created_at = now()`,
    [userId, packageId, date, selectionJson],
  );
}

export async function clearPackageCart(tx: Queryable, userId: number): Promise<void> {
  await tx.query('DELETE FROM package_carts WHERE user_id = $1', [userId]);
}

/** The customer's package orders, newest first (SPEC §7 field names, rupees). */
export async function customerPackageOrders(q: Queryable, userId: number) {
  const r = await q.query<{ id: number; order_id: string; package_name: string; created_at: string; booking_date: string; package_total: number; advance_amt: number; status: number; booking_state: string; paid_amt: number; refunded_amt: number; hold_expires_at: string | null }>(
    'SELECT id, order_id, package_name, created_at, booking_date, package_total, advance_amt, status, booking_state, paid_amt, refunded_amt, hold_expires_at FROM package_bookings WHERE user_id = $1 ORDER BY created_at DESC, id DESC',
    [userId],
  );
  return r.rows.map((x) => ({ BookingId: x.id, OrderId: x.order_id, PackageName: x.package_name, CreateOn: x.created_at, BookingDate: x.booking_date, PackageTotal: toRupees(x.package_total), advance_booking_amount: toRupees(x.advance_amt), Status: x.status,
    BookingState: x.booking_state, PaidAmt: toRupees(x.paid_amt), RefundedAmt: toRupees(x.refunded_amt), HoldExpiresAt: x.booking_state === 'pending_payment' ? x.hold_expires_at : null }));
}

export async function packageBookingRow(q: Queryable, id: number): Promise<Record<string, unknown> | null> {
  return (await q.query<Record<string, unknown>>('SELECT * FROM package_bookings WHERE id = $1', [id])).rows[0] ?? null;
}

/** The items of a package booking with each product's supplier (issue 17.7: name, state, GSTIN for the tax invoice). */
export async function packageBookingItems(q: Queryable, id: number) {
  const r = await q.query<{ service_id: number; service_name: string; product_id: number; title: string; payable_amt: number; share_amt: number; vendor_id: number; gst_per: string | number;
    seller_name: string | null; seller_state: string | null; seller_gstin: string | null }>(
    `SELECT i.service_id, i.service_name, i.product_id, i.title, i.payable_amt, i.share_amt, i.vendor_id, i.gst_per,
            coalesce(nullif(p.operator_name, ''), v.name) AS seller_name, p.state AS seller_state, v.gstin AS seller_gstin
     FROM package_booking_items i LEFT JOIN products p ON p.id = i.product_id LEFT JOIN vendors v ON v.id = i.vendor_id
     WHERE i.package_booking_id = $1 ORDER BY i.id`,
    [id],
  );
  return r.rows;
}
