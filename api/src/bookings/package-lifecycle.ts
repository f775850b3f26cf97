/**
 * Package orders after payment (issue 36.4, docs/customer-rules.md "Package cancellation"):
 * - the customer cancels the whole order: the booking tiers (@utsav/shared/refund-policy) on what is held of it;
 * - a vendor declines its own part within VENDOR_DECLINE_HOURS of the order's payment (or of the part being swapped
 *   in): that part is refunded in full and the customer may swap in another service of the same group that is free
 *   on the date and whose package rate is not above the declined part's;
 * - the operator cancels on behalf of either side, the policy amount or an override, audited.
 * Every refund is taken from each vendor's own part (@utsav/shared/package-refund: in proportion to what each item
 * holds, to the paisa), goes back per payment through the provider, and gives one GST credit note per supplier;
 * each item's ledger gets its refund and the commission follows. One transaction on the locked package row (state
 * checked under the lock); the provider is called after the commit, as for service bookings (bookings/lifecycle).
 */
import { cancellationRefund, cancellationTier, onBehalfRefund, vendorMayDecline, type CancelSide } from '@utsav/shared/refund-policy';
import { creditNotesBySupplier, packageRefundParts, type ItemRefund, type RefundItem } from '@utsav/shared/package-refund';
import { toRupees } from '@utsav/shared/pricing';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { reserveSlot, takenSlotsMany } from '../lib/availability';
import { recordAudit } from '../routes/admin/audit';
import { commissionEntry, splitRefund, type Allocation } from '../payments/money';
import { sendRefunds, settleStates, type PendingRefund } from '../payments/payment-data';
import type { PaymentProvider } from '../payments/provider';
import { loadPackage, packageItemOf } from '../routes/packages/package-data';
import { enqueuePackageClosed, enqueuePackageItemDeclined, enqueuePackageItemSwapped } from './package-lifecycle-messages';

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

export const PACKAGE_DECLINE_WINDOW_PASSED = 'A package service can be declined only within 48 hours of the order being paid';

async function lockPackage(tx: Queryable, where: string, params: (number | string)[]): Promise<PackageRow> {
  const r = await tx.query<PackageRow>(
    `SELECT id, order_id, user_id, booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, package_id, package_total::float8 AS package_total,
            paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt, confirmed_at
     FROM package_bookings WHERE ${where} FOR UPDATE`,
    params,
  );
  if (!r.rows[0]) throw notFound('Booking not found');
  return r.rows[0];
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

const heldOf = (i: PackageItemRow) => Math.max(0, i.collected - i.refunded);
const refundItem = (i: PackageItemRow): RefundItem => ({ id: i.id, vendorId: i.vendor_id, share: i.share_amt, gstPercent: i.gst_per, held: heldOf(i) });

/**
 * Reserves a package refund made of `parts` (each from its item's own money): refunds per payment of the order (newest
 * first, as a booking's), one credit note per supplier, each item's ledger refund and commission adjustment, the
 * order's refunded total. The provider is called after the commit (sendRefunds).
 */
async function reservePackageRefundLocked(tx: Queryable, k: PackageRow, items: PackageItemRow[], parts: ItemRefund[], reason: 'customer_cancel' | 'vendor_decline', nowIso: string): Promise<PendingRefund[]> {
  const total = parts.reduce((s, p) => s + p.amount, 0);
  if (total <= 0) return [];
  const pay = await tx.query<{ id: string; amount: number; refunded: number }>(
    `SELECT p.id, p.amount::float8 AS amount, coalesce((SELECT sum(f.amount) FROM refunds f WHERE f.payment_id = p.id), 0)::float8 AS refunded
     FROM payments p JOIN payment_orders o ON o.id = p.payment_order_id
     WHERE o.package_booking_id = $1 AND p.status = 'captured' ORDER BY p.created_at, p.id`,
    [k.id],
  );
  const allocations: Allocation[] = pay.rows.map((p) => ({ paymentId: p.id, amount: Number(p.amount), refunded: Number(p.refunded) }));
  const out: PendingRefund[] = [];
  for (const part of splitRefund(allocations, total)) {
    const r = await tx.query<{ id: number }>(
      'INSERT INTO refunds (payment_id, package_booking_id, amount, reason, created_at) VALUES ($1,$2,$3,$4,$5) RETURNING id',
      [part.paymentId, k.id, part.amount, reason, nowIso],
    );
    out.push({ refundId: r.rows[0]!.id, paymentId: part.paymentId, amount: part.amount });
  }
  for (const note of creditNotesBySupplier(parts)) {
    const r = await tx.query<{ id: number }>(
      'INSERT INTO package_credit_notes (package_booking_id, vendor_id, reason, amount, taxable, gst, created_at) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING id',
      [k.id, note.vendorId, reason, note.amount, note.taxable, note.gst, nowIso],
    );
    await tx.query('UPDATE package_credit_notes SET credit_note_no = $2 WHERE id = $1', [r.rows[0]!.id, `PCN${String(r.rows[0]!.id).padStart(6, '0')}`]);
  }
  for (const part of parts) {
    if (part.amount <= 0) continue;
    const i = items.find((x) => x.id === part.itemId)!;
    await tx.query(`INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at) VALUES ($1,$2,'refund',$3,'refund',$4)`, [i.vendor_id, i.id, -part.amount, nowIso]);
    const net = i.collected - i.refunded - part.amount;
    const entry = commissionEntry(net, i.share_amt, i.commission_amt, i.charged);
    if (entry !== 0) await tx.query(`INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at) VALUES ($1,$2,'commission',$3,'refund',$4)`, [i.vendor_id, i.id, entry, nowIso]);
  }
  await tx.query('UPDATE package_bookings SET refunded_amt = refunded_amt + $2 WHERE id = $1', [k.id, total]);
  return out;
}

/** Closes the whole order: its active items `cancelled`, their slots freed, the order in `state`. */
async function closePackage(tx: Queryable, k: PackageRow, state: 'cancelled' | 'declined', nowIso: string) {
  await tx.query(`UPDATE package_bookings SET booking_state = $2, status = 2, hold_expires_at = NULL, closed_at = $3 WHERE id = $1`, [k.id, state, nowIso]);
  await tx.query(`UPDATE package_booking_items SET item_state = 'cancelled', closed_at = $2 WHERE package_booking_id = $1 AND item_state = 'active'`, [k.id, nowIso]);
  await tx.query('DELETE FROM booking_slots WHERE package_item_id IN (SELECT id FROM package_booking_items WHERE package_booking_id = $1)', [k.id]);
}

export interface PackageClosed {
  BookingId: number;
  State: 'cancelled' | 'declined';
  RefundAmount: number;
  RefundPercent: number;
  /** Each vendor's part of the refund (paise). */
  Parts: { VendorId: number; Amount: number }[];
}

const cancellable = (state: string) => state === 'confirmed' || state === 'pending_payment';
const byVendor = (parts: ItemRefund[]) => creditNotesBySupplier(parts).map((n) => ({ VendorId: n.vendorId, Amount: n.amount }));

/** The customer cancels their package order: the booking tiers on what is held, taken from each vendor's part. */
export async function cancelPackage(db: Db, provider: PaymentProvider, userId: number, packageBookingId: number, now = new Date()): Promise<PackageClosed> {
  await settleStates(db, now);
  const today = todayIso(now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const k = await lockPackage(tx, 'id = $1 AND user_id = $2', [packageBookingId, userId]);
    if (!cancellable(k.booking_state)) throw conflict(`This booking is ${k.booking_state.replace('_', ' ')} and cannot be cancelled`);
    const tier = cancellationTier(k.booking_date, today);
    if (!tier) throw conflict('The event date has passed');
    const items = await packageItemsHeld(tx, k.id);
    const active = items.filter((i) => i.item_state === 'active');
    const held = active.reduce((s, i) => s + heldOf(i), 0);
    const amount = cancellationRefund(held, k.booking_date, today);
    const parts = packageRefundParts(active.map(refundItem), amount);
    const nowIso = now.toISOString();
    await closePackage(tx, k, 'cancelled', nowIso);
    const refunds = await reservePackageRefundLocked(tx, k, items, parts, 'customer_cancel', nowIso);
    await enqueuePackageClosed(tx, k.id, nowIso, held > 0 ? tier.refundPercent : 0, false);
    return { closed: { BookingId: k.id, State: 'cancelled' as const, RefundAmount: amount, RefundPercent: held > 0 ? tier.refundPercent : 0, Parts: byVendor(parts) }, refunds };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

/** When the vendor of `item` may decline it until: 48 hours from its swap-in, else from the order's payment. */
const declineFrom = (k: PackageRow, i: PackageItemRow) => i.added_at ?? k.confirmed_at;

export function mayDeclineItem(k: { booking_state: string; confirmed_at: string | null }, i: { item_state: string; added_at: string | null }, now = new Date()): boolean {
  const from = i.added_at ?? k.confirmed_at;
  return k.booking_state === 'confirmed' && i.item_state === 'active' && !!from && vendorMayDecline(from, now);
}

/**
 * A vendor declines its part (one item) of a confirmed package order within the window: the item holds nothing more
 * (refunded in full, its credit note), its slot is freed and the order's total drops by its rate. The order stays
 * confirmed with its other services; with none left it is `declined`.
 */
export async function declinePackageItem(db: Db, provider: PaymentProvider, vendorId: number, itemId: number, now = new Date()) {
  await settleStates(db, now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const owner = await tx.query<{ package_booking_id: number }>('SELECT package_booking_id FROM package_booking_items WHERE id = $1 AND vendor_id = $2', [itemId, vendorId]);
    if (!owner.rows[0]) throw notFound('Booking not found');
    const k = await lockPackage(tx, 'id = $1', [owner.rows[0].package_booking_id]);
    const items = await packageItemsHeld(tx, k.id);
    const item = items.find((i) => i.id === itemId)!;
    if (k.booking_state !== 'confirmed' || item.item_state !== 'active') throw conflict(`This booking is ${item.item_state === 'active' ? k.booking_state.replace('_', ' ') : item.item_state} and cannot be declined`);
    const from = declineFrom(k, item);
    if (!from || !vendorMayDecline(from, now)) throw new HttpError(409, PACKAGE_DECLINE_WINDOW_PASSED);
    const nowIso = now.toISOString();
    const amount = heldOf(item);
    const parts = packageRefundParts([refundItem(item)], amount);
    await tx.query(`UPDATE package_booking_items SET item_state = 'declined', closed_at = $2 WHERE id = $1`, [item.id, nowIso]);
    await tx.query('DELETE FROM booking_slots WHERE package_item_id = $1', [item.id]);
    await tx.query('UPDATE package_bookings SET package_total = package_total - $2 WHERE id = $1', [k.id, item.share_amt]);
    const refunds = await reservePackageRefundLocked(tx, k, items, parts, 'vendor_decline', nowIso);
    if (!items.some((i) => i.id !== item.id && i.item_state === 'active')) {
      await tx.query(`UPDATE package_bookings SET booking_state = 'declined', status = 2, closed_at = $2 WHERE id = $1`, [k.id, nowIso]);
    }
    await enqueuePackageItemDeclined(tx, item.id, nowIso);
    return { closed: { BookingId: k.id, ItemId: item.id, RefundAmount: amount }, refunds };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

export interface SwapOption {
  productId: number;
  title: string;
  vendorName: string;
  rate: number;
}

export const NOTHING_TO_SWAP = 'Only a service its vendor declined can be swapped, once, before the event';
export const SWAP_NOT_OFFERED = 'This service is not offered for the declined one: it is not in the same group, costs more, or is booked out on the date';

async function swapContext(q: Queryable, k: PackageRow, itemId: number, today: string) {
  const items = await packageItemsHeld(q, k.id);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('Booking not found');
  const replaced = items.some((i) => i.replaces_item_id === item.id);
  if (k.booking_state !== 'confirmed' || item.item_state !== 'declined' || replaced || k.booking_date < today) throw conflict(NOTHING_TO_SWAP);
  return { items, item };
}

/**
 * The services the customer may swap in for a declined item: the same group, listed, free on the order's date,
 * not already in the order, with a package rate not above the declined part's ("no extra charge").
 */
export async function swapOptions(q: Queryable, userId: number, packageBookingId: number, itemId: number, today = todayIso()): Promise<SwapOption[]> {
  const k = (await q.query<PackageRow>(
    `SELECT id, order_id, user_id, booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date, package_id, package_total::float8 AS package_total, paid_amt::float8 AS paid_amt, refunded_amt::float8 AS refunded_amt, confirmed_at
     FROM package_bookings WHERE id = $1 AND user_id = $2`,
    [packageBookingId, userId],
  )).rows[0];
  if (!k) throw notFound('Booking not found');
  const { items, item } = await swapContext(q, k, itemId, today);
  return offered(q, k, items, item);
}

async function offered(q: Queryable, k: PackageRow, items: PackageItemRow[], item: PackageItemRow): Promise<SwapOption[]> {
  const loaded = await loadPackage(q, k.package_id);
  const group = loaded.groups.find((g) => g.id === item.group_id);
  if (!group) return [];
  const inOrder = new Set(items.filter((i) => i.item_state === 'active').map((i) => i.product_id));
  const candidates = group.products.filter((p) => p.id !== item.product_id && !inOrder.has(p.id) && p.amount_hide_show !== 1 && packageItemOf(p).rate <= item.share_amt);
  const taken = await takenSlotsMany(q, candidates.map((p) => p.id), k.booking_date);
  return candidates.filter((p) => (taken.get(p.id) ?? 0) < p.capacity).map((p) => ({ productId: p.id, title: p.title, vendorName: p.vendor_name, rate: packageItemOf(p).rate }));
}

/**
 * Swaps `productId` in for the declined item: a new item at its own package rate (never above the declined part's),
 * its slot taken in this transaction (the same slot rows as every booking: the last slot goes to one taker), the
 * order's total up by its rate. The customer pays it as the order's balance (the declined part was refunded).
 */
export async function swapPackageItem(db: Db, userId: number, packageBookingId: number, itemId: number, productId: number, now = new Date()) {
  await settleStates(db, now);
  const today = todayIso(now);
  return db.transaction(async (tx) => {
    const k = await lockPackage(tx, 'id = $1 AND user_id = $2', [packageBookingId, userId]);
    const { items, item } = await swapContext(tx, k, itemId, today);
    const options = await offered(tx, k, items, item);
    if (!options.some((o) => o.productId === productId)) throw conflict(SWAP_NOT_OFFERED);
    const loaded = await loadPackage(tx, k.package_id);
    const group = loaded.groups.find((g) => g.id === item.group_id)!;
    const p = group.products.find((x) => x.id === productId)!;
    const money = packageItemOf(p);
    const nowIso = now.toISOString();
    const list = (await tx.query<{ payable_amt: number }>('SELECT payable_amt::float8 AS payable_amt FROM products WHERE id = $1', [p.id])).rows[0]!.payable_amt;
    const ins = await tx.query<{ id: number }>(
      `INSERT INTO package_booking_items (package_booking_id, group_id, service_id, service_name, product_id, vendor_id, title, payable_amt, share_amt, commission_amt, booking_date, gst_per, added_at, replaces_item_id)
       SELECT package_booking_id, group_id, service_id, service_name, $2, $3, $4, $5, $6, $7, booking_date, $8, $9, id FROM package_booking_items WHERE id = $1 RETURNING id`,
      [item.id, p.id, p.vendor_id, p.title, list, money.rate, money.commission, Number(p.gst_per), nowIso],
    );
    if (!(await reserveSlot(tx, p.id, k.booking_date, p.capacity, { packageItemId: ins.rows[0]!.id }))) throw conflict(SWAP_NOT_OFFERED);
    await tx.query('UPDATE package_bookings SET package_total = package_total + $2 WHERE id = $1', [k.id, money.rate]);
    await enqueuePackageItemSwapped(tx, ins.rows[0]!.id);
    return { BookingId: k.id, ItemId: ins.rows[0]!.id, Title: p.title, Rate: money.rate };
  });
}

/** What an operator's package cancellation needs: whose it is, the refund (null = the policy's) and why. */
export interface PackageOnBehalfCancel {
  operatorId: number;
  packageBookingId: number;
  side: CancelSide;
  overrideAmount: number | null;
  reason: string;
}

/**
 * The operator cancels a package order on behalf of the customer (`cancelled`, their tiers) or the vendors
 * (`declined`, everything held back): the policy amount or an override between 0 and what is held, split over the
 * vendors' parts like any package refund; audited in the same transaction.
 */
export async function cancelPackageOnBehalf(db: Db, provider: PaymentProvider, c: PackageOnBehalfCancel, now = new Date()): Promise<PackageClosed & { PolicyAmount: number }> {
  await settleStates(db, now);
  const today = todayIso(now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const k = await lockPackage(tx, 'id = $1', [c.packageBookingId]);
    if (!cancellable(k.booking_state)) throw conflict(`This booking is ${k.booking_state.replace('_', ' ')} and cannot be cancelled`);
    const items = await packageItemsHeld(tx, k.id);
    const active = items.filter((i) => i.item_state === 'active');
    const held = active.reduce((s, i) => s + heldOf(i), 0);
    const policy = onBehalfRefund(c.side, held, k.booking_date, today);
    if (c.overrideAmount !== null && c.overrideAmount > held) throw badRequest(`Refund can be at most what was paid, ₹${toRupees(held).toFixed(2)}`);
    const amount = c.overrideAmount ?? policy;
    const state = c.side === 'customer' ? ('cancelled' as const) : ('declined' as const);
    const parts = packageRefundParts(active.map(refundItem), amount);
    const nowIso = now.toISOString();
    await closePackage(tx, k, state, nowIso);
    const refunds = await reservePackageRefundLocked(tx, k, items, parts, c.side === 'customer' ? 'customer_cancel' : 'vendor_decline', nowIso);
    await recordAudit(tx, {
      operatorId: c.operatorId, action: 'package_booking.cancel', entity: 'package_booking', entityId: k.id, reason: c.reason,
      before: { state: k.booking_state, paid: toRupees(k.paid_amt), refunded: toRupees(k.refunded_amt) },
      after: { state, onBehalfOf: c.side, refund: toRupees(amount), policyRefund: toRupees(policy), override: c.overrideAmount !== null, parts: byVendor(parts).map((p) => ({ vendorId: p.VendorId, refund: toRupees(p.Amount) })) },
    });
    const percent = held > 0 ? Math.round((amount * 100) / held) : 0;
    await enqueuePackageClosed(tx, k.id, nowIso, percent, true);
    return { closed: { BookingId: k.id, State: state, RefundAmount: amount, RefundPercent: percent, Parts: byVendor(parts), PolicyAmount: policy }, refunds };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

/** Each side's policy refund now, for the operator's dialog and the customer's page (null: not cancellable). */
export async function packageCancelOptions(q: Queryable, packageBookingId: number, today = todayIso()) {
  const k = (await q.query<{ booking_state: string; booking_date: string }>(`SELECT booking_state, to_char(booking_date, 'YYYY-MM-DD') AS booking_date FROM package_bookings WHERE id = $1`, [packageBookingId])).rows[0];
  if (!k || !cancellable(k.booking_state) || !cancellationTier(k.booking_date, today)) return null;
  const held = (await packageItemsHeld(q, packageBookingId)).filter((i) => i.item_state === 'active').reduce((s, i) => s + heldOf(i), 0);
  return {
    held, customer: onBehalfRefund('customer', held, k.booking_date, today), vendor: onBehalfRefund('vendor', held, k.booking_date, today),
    percent: cancellationTier(k.booking_date, today)?.refundPercent ?? 0,
  };
}

/** The GST credit notes of a package order (one per supplier and refund), optionally one vendor's only. */
export async function packageCreditNotes(q: Queryable, packageBookingId: number, vendorId?: number) {
  const r = await q.query<{ credit_note_no: string; created_at: string; order_id: string; vendor: string; vendor_id: number; reason: string; amount: number; taxable: number; gst: number }>(
    `SELECT n.credit_note_no, n.created_at, k.order_id, v.name AS vendor, n.vendor_id, n.reason, n.amount::float8 AS amount, n.taxable::float8 AS taxable, n.gst::float8 AS gst
     FROM package_credit_notes n JOIN package_bookings k ON k.id = n.package_booking_id JOIN vendors v ON v.id = n.vendor_id
     WHERE n.package_booking_id = $1 ${vendorId !== undefined ? 'AND n.vendor_id = $2' : ''} ORDER BY n.id`,
    vendorId !== undefined ? [packageBookingId, vendorId] : [packageBookingId],
  );
  const reasons: Record<string, string> = { customer_cancel: 'Cancelled by the customer', vendor_decline: 'Declined by the vendor' };
  return r.rows.map((x) => ({
    CreditNoteNo: x.credit_note_no, Date: x.created_at, OrderId: x.order_id, Vendor: x.vendor, VendorId: x.vendor_id, Reason: reasons[x.reason] ?? x.reason,
    TaxableAmt: toRupees(x.taxable), GstAmt: toRupees(x.gst), TotalAmt: toRupees(x.amount),
  }));
}
