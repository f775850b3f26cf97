/**
 * The statements of a package order's life after payment (moved here): lock the order,
 * its items with what each holds, its refunds, credit notes and ledger lines, closing, declining and swapping items.
 * The decisions (tiers, refund parts, the commission arithmetic) and the transaction stay in bookings/package-lifecycle.
 */
import type { Queryable } from '../db/client';
import type { DeclineWhy } from './lifecycle';

export interface PackageRow {
  id: number;
  order_id: string;
  user_id: number;
  booking_state: string;
  booking_date: string;
  package_id: number;
  package_total: number;
  paid_amt: number;
  refunded_amt: number;
  confirmed_at: string | null;
}

export interface PackageItemRow {
  id: number;
  vendor_id: number;
  group_id: number;
  product_id: number;
  title: string;
  item_state: 'active' | 'declined' | 'cancelled';
  share_amt: number;
  commission_amt: number;
  gst_per: number;
  added_at: string | null;
  replaces_item_id: number | null;
  collected: number;
  refunded: number;
  charged: number;
}

/** Locks a package order (FOR UPDATE), the customer's when `userId` is given; undefined when not found. */
export async function lockPackageRow(
  tx: Queryable,
  packageBookingId: number,
  userId?: number,
): Promise<PackageRow | undefined> {
  const [where, params] =
    userId === undefined ? ['id = $1', [packageBookingId]] : ['id = $1 AND user_id = $2', [packageBookingId, userId]];
  const r = await tx.query<PackageRow>(
    `SELECT id, order_id, user_id, booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, package_id, package_total::float8 AS package_total,
            paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt, confirmed_at
     FROM package_bookings WHERE ${where} FOR UPDATE`,
    params,
  );
  return r.rows[0];
}

/** A customer's package order (no lock). */
export async function ownPackageRow(
  q: Queryable,
  packageBookingId: number,
  userId: number,
): Promise<PackageRow | undefined> {
  return (
    await q.query<PackageRow>(
      `SELECT id, order_id, user_id, booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, package_id, package_total::float8 AS package_total, paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt, confirmed_at
     FROM package_bookings WHERE id = $1 AND user_id = $2`,
      [packageBookingId, userId],
    )
  ).rows[0];
}

/** A package order's state and event date. */
export async function packageStateAndDate(
  q: Queryable,
  packageBookingId: number,
): Promise<{ booking_state: string; booking_date: string } | undefined> {
  return (
    await q.query<{ booking_state: string; booking_date: string }>(
      `SELECT booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date FROM package_bookings WHERE id = $1`,
      [packageBookingId],
    )
  ).rows[0];
}

/** The order's items with what each holds (its ledger: collected − refunded) and the commission charged on it. */
export async function packageItemsHeld(q: Queryable, packageBookingId: number): Promise<PackageItemRow[]> {
  const r = await q.query<PackageItemRow>(
    `SELECT i.id, i.vendor_id, i.group_id, i.product_id, i.title, i.item_state, i.share_amt::float8 AS share_amt, i.commission_amt::float8 AS commission_amt,
            i.gst_per::float8 AS gst_per, i.added_at, i.replaces_item_id,
            coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::float8 AS collected,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::float8 AS refunded,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'commission'), 0)::float8 AS charged
     FROM package_booking_items i LEFT JOIN vendor_ledger l ON l.package_item_id = i.id
     WHERE i.package_booking_id = $1 GROUP BY i.id ORDER BY i.id`,
    [packageBookingId],
  );
  return r.rows;
}

/** The captured payments of a package order with what each has refunded, oldest first. */
export async function packagePayments(
  tx: Queryable,
  packageBookingId: number,
): Promise<{ id: string; amount: number; refunded: number }[]> {
  const pay = await tx.query<{ id: string; amount: number; refunded: number }>(
    `SELECT p.id, p.amount::float8 AS amount, coalesce((SELECT sum(f.amount) FROM refunds f WHERE f.payment_id = p.id), 0)::float8 AS refunded
     FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
     WHERE o.package_booking_id = $1 AND p.status = 'captured' ORDER BY p.created_at, p.id`,
    [packageBookingId],
  );
  return pay.rows;
}

export async function insertPackageRefund(
  tx: Queryable,
  r: { paymentId: string; packageBookingId: number; amount: number; reason: string; createdAt: string },
): Promise<number> {
  const x = await tx.query<{ id: number }>(
    'INSERT INTO refunds (payment_id, package_booking_id, amount, reason, created_at) VALUES ($1,$2,$3,$4,$5) RETURNING id',
    [r.paymentId, r.packageBookingId, r.amount, r.reason, r.createdAt],
  );
  return x.rows[0]!.id;
}

/** One supplier's credit note of a package refund, numbered PCN…. */
export async function insertPackageCreditNote(
  tx: Queryable,
  n: {
    packageBookingId: number;
    vendorId: number;
    reason: string;
    amount: number;
    taxable: number;
    gst: number;
    createdAt: string;
  },
): Promise<void> {
  const r = await tx.query<{ id: number }>(
    'INSERT INTO package_credit_notes (package_booking_id, vendor_id, reason, amount, taxable, gst, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
    [n.packageBookingId, n.vendorId, n.reason, n.amount, n.taxable, n.gst, n.createdAt],
  );
  await tx.query('UPDATE package_credit_notes SET credit_note_no = $2 WHERE id = $1', [
    r.rows[0]!.id,
    `PCN${String(r.rows[0]!.id).padStart(6, '0')}`,
  ]);
}

/** A package item's refund line in its vendor's ledger. */
export async function insertItemRefundLine(
  tx: Queryable,
  vendorId: number,
  itemId: number,
  amount: number,
  createdAt: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at) VALUES ($1,$2,'refund',$3,'refund',$4)`,
    [vendorId, itemId, amount, createdAt],
  );
}

/** The commission adjustment that follows a package item's refund. */
export async function insertItemRefundCommission(
  tx: Queryable,
  vendorId: number,
  itemId: number,
  amount: number,
  createdAt: string,
): Promise<void> {
  await tx.query(
    `INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at) VALUES ($1,$2,'commission',$3,'refund',$4)`,
    [vendorId, itemId, amount, createdAt],
  );
}

export async function addPackageRefunded(tx: Queryable, packageBookingId: number, amount: number): Promise<void> {
  await tx.query('UPDATE package_bookings SET refunded_amt = refunded_amt + $2 WHERE id = $1', [
    packageBookingId,
    amount,
  ]);
}

/** Closes the whole order: its active items `cancelled`, their slots freed, the order in `state`. */
export async function closePackageRows(
  tx: Queryable,
  packageBookingId: number,
  state: 'cancelled' | 'declined',
  nowIso: string,
): Promise<void> {
  await tx.query(
    `UPDATE package_bookings SET booking_state = $2, status = 2, hold_expires_at = NULL, closed_at = $3 WHERE id = $1`,
    [packageBookingId, state, nowIso],
  );
  await tx.query(
    `UPDATE package_booking_items SET item_state = 'cancelled', closed_at = $2 WHERE package_booking_id = $1 AND item_state = 'active'`,
    [packageBookingId, nowIso],
  );
  await tx.query(
    'DELETE FROM booking_slots WHERE package_item_id IN (SELECT id FROM package_booking_items WHERE package_booking_id = $1)',
    [packageBookingId],
  );
}

/** The package order of a vendor's item; undefined when the item is not the vendor's. */
export async function vendorItemOrder(tx: Queryable, itemId: number, vendorId: number): Promise<number | undefined> {
  const owner = await tx.query<{ package_booking_id: number }>(
    'SELECT package_booking_id FROM package_booking_items WHERE id = $1 AND vendor_id = $2',
    [itemId, vendorId],
  );
  return owner.rows[0]?.package_booking_id;
}

/** Declines an item: its state and the vendor's reason, its slot freed, the order's total down by its share. */
export async function declineItemRows(
  tx: Queryable,
  packageBookingId: number,
  itemId: number,
  share: number,
  nowIso: string,
  why: DeclineWhy,
): Promise<void> {
  await tx.query(
    `UPDATE package_booking_items SET item_state = 'declined', closed_at = $2, decline_reason = $3, decline_note = $4
     WHERE id = $1`,
    [itemId, nowIso, why.reason, why.note !== '' ? why.note : null],
  );
  await tx.query('DELETE FROM booking_slots WHERE package_item_id = $1', [itemId]);
  await tx.query('UPDATE package_bookings SET package_total = package_total - $2 WHERE id = $1', [
    packageBookingId,
    share,
  ]);
}

/** The order itself declined (no service left in it). */
export async function declinePackageRow(tx: Queryable, packageBookingId: number, nowIso: string): Promise<void> {
  await tx.query(`UPDATE package_bookings SET booking_state = 'declined', status = 2, closed_at = $2 WHERE id = $1`, [
    packageBookingId,
    nowIso,
  ]);
}

/** A product's list price (payable amount). */
export async function productPayable(tx: Queryable, productId: number): Promise<number> {
  return (
    await tx.query<{ payable_amt: number }>('SELECT payable_amt::float8 AS payable_amt FROM products WHERE id = $1', [
      productId,
    ])
  ).rows[0]!.payable_amt;
}

/** The item swapped in for `replacesItemId` (a copy of its group and date with the new product); its id. */
export async function insertSwappedItem(
  tx: Queryable,
  s: {
    replacesItemId: number;
    productId: number;
    vendorId: number;
    title: string;
    payable: number;
    share: number;
    commission: number;
    gstPer: number;
    addedAt: string;
    /** Of share, the travel fare to the order's address, and the distance it was priced for. */
    travel: number;
    distanceKm: number;
  },
): Promise<number> {
  const ins = await tx.query<{ id: number }>(
    `INSERT INTO package_booking_items (package_booking_id, group_id, service_id, service_name, product_id, vendor_id, title, payable_amt, share_amt, commission_amt, booking_date, gst_per, added_at, replaces_item_id, travel_amt, distance_km)
       SELECT package_booking_id, group_id, service_id, service_name, $2, $3, $4, $5, $6, $7, booking_date, $8, $9, id, $10, $11 FROM package_booking_items WHERE id = $1 RETURNING id`,
    [
      s.replacesItemId,
      s.productId,
      s.vendorId,
      s.title,
      s.payable,
      s.share,
      s.commission,
      s.gstPer,
      s.addedAt,
      s.travel,
      s.distanceKm,
    ],
  );
  return ins.rows[0]!.id;
}

export async function addPackageTotal(tx: Queryable, packageBookingId: number, amount: number): Promise<void> {
  await tx.query('UPDATE package_bookings SET package_total = package_total + $2 WHERE id = $1', [
    packageBookingId,
    amount,
  ]);
}

export interface PackageCreditNoteRow {
  credit_note_no: string;
  created_at: string;
  order_id: string;
  vendor: string;
  vendor_id: number;
  reason: string;
  amount: number;
  taxable: number;
  gst: number;
}

/** The GST credit notes of a package order, optionally one vendor's only. */
export async function packageCreditNoteRows(
  q: Queryable,
  packageBookingId: number,
  vendorId?: number,
): Promise<PackageCreditNoteRow[]> {
  const r = await q.query<PackageCreditNoteRow>(
    `SELECT n.credit_note_no, n.created_at, k.order_id, v.name AS vendor, n.vendor_id, n.reason, n.amount::float8 AS amount, n.taxable::float8 AS taxable, n.gst::float8 AS gst
     FROM package_credit_notes n JOIN package_bookings k ON k.id = n.package_booking_id JOIN vendors v ON v.id = n.vendor_id
     WHERE n.package_booking_id = $1 ${vendorId !== undefined ? 'AND n.vendor_id = $2' : ''} ORDER BY n.id`,
    vendorId !== undefined ? [packageBookingId, vendorId] : [packageBookingId],
  );
  return r.rows;
}

/**
 * A package order's pincode and, while its address still has that pincode, the address's coordinates (null when
 * the address has none or moved elsewhere).
 */
export async function packageEventAddress(
  q: Queryable,
  packageBookingId: number,
): Promise<{ pin: string; lat: number | null; lon: number | null } | null> {
  const r = await q.query<{ pin: string; lat: number | null; lon: number | null }>(
    `SELECT k.pin, a.lat, a.lon FROM package_bookings k LEFT JOIN addresses a ON a.id = k.address_id AND a.zipcode = k.pin
     WHERE k.id = $1`,
    [packageBookingId],
  );
  return r.rows[0] ?? null;
}
