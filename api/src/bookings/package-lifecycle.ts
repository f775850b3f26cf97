/**
 * Package orders after payment (docs/customer-rules.md "Package cancellation"):
 * - the customer cancels the whole order: the booking tiers (@utsav/domain/refund-policy) on what is held of it;
 * - a vendor declines its own part within VENDOR_DECLINE_HOURS of the order's payment (or of the part being swapped
 *   in): that part is refunded in full and the customer may swap in another service of the same group that is free
 *   on the date and whose package rate is not above the declined part's;
 * - the operator cancels on behalf of either side, the policy amount or an override, audited.
 * Every refund is taken from each vendor's own part (@utsav/domain/package-refund: in proportion to what each item
 * holds, to the paisa), goes back per payment through the provider, and gives one GST credit note per supplier;
 * each item's ledger gets its refund and the commission follows. One transaction on the locked package row (state
 * checked under the lock); the provider is called after the commit, as for service bookings (bookings/lifecycle).
 */
import {
  cancellationRefund,
  cancellationTier,
  onBehalfRefund,
  vendorMayDecline,
  type CancelSide,
} from '@utsav/domain/refund-policy';
import {
  creditNotesBySupplier,
  packageRefundParts,
  type ItemRefund,
  type RefundItem,
} from '@utsav/domain/package-refund';
import { toRupees } from '@utsav/domain/pricing';
import type { Db, Queryable } from '../db/client';
import { HttpError, badRequest, conflict, notFound } from '../lib/http';
import { todayIso } from '../lib/dates';
import { reserveSlot, takenSlotsMany } from '../lib/availability';
import { recordAudit } from '../data/audit';
import { commissionEntry, splitRefund, type Allocation } from '../payments/money';
import { sendRefunds, type PendingRefund } from '../payments/refunds';
import { settleStates } from '../payments/booking-states';
import type { PaymentProvider } from '../payments/provider';
import { fitToEvent, loadPackage, packageItemOf, travelFareOf, type EventPlace } from './package-selection';
import { lookupPincode } from '../lib/geo';
import * as data from '../data/package-lifecycle';
import type { DeclineWhy } from '../data/lifecycle';
import { packageItemsHeld, type PackageItemRow, type PackageRow } from '../data/package-lifecycle';
import { mayDeclineItem } from './package-decline';
import {
  enqueuePackageClosed,
  enqueuePackageItemDeclined,
  enqueuePackageItemSwapped,
} from './package-lifecycle-messages';
import { codeText, type MessageKey, type ReplyLang } from '../lib/server-messages';

export type { PackageItemRow, PackageRow } from '../data/package-lifecycle';
export { packageItemsHeld } from '../data/package-lifecycle';

export const PACKAGE_DECLINE_WINDOW_PASSED =
  'A package service can be declined only within 48 hours of the order being paid';

async function lockPackage(tx: Queryable, packageBookingId: number, userId?: number): Promise<PackageRow> {
  const k = await data.lockPackageRow(tx, packageBookingId, userId);
  if (!k) throw notFound('Booking not found');
  return k;
}

const heldOf = (i: PackageItemRow) => Math.max(0, i.collected - i.refunded);
const refundItem = (i: PackageItemRow): RefundItem => ({
  id: i.id,
  vendorId: i.vendor_id,
  share: i.share_amt,
  gstPercent: i.gst_per,
  held: heldOf(i),
});

/**
 * Reserves a package refund made of `parts` (each from its item's own money): refunds per payment of the order (newest
 * first, as a booking's), one credit note per supplier, each item's ledger refund and commission adjustment, the
 * order's refunded total. The provider is called after the commit (sendRefunds).
 */
async function reservePackageRefundLocked(
  tx: Queryable,
  k: PackageRow,
  items: PackageItemRow[],
  parts: ItemRefund[],
  reason: 'customer_cancel' | 'vendor_decline',
  nowIso: string,
): Promise<PendingRefund[]> {
  const total = parts.reduce((s, p) => s + p.amount, 0);
  if (total <= 0) return [];
  const allocations: Allocation[] = (await data.packagePayments(tx, k.id)).map((p) => ({
    paymentId: p.id,
    amount: Number(p.amount),
    refunded: Number(p.refunded),
  }));
  const out: PendingRefund[] = [];
  for (const part of splitRefund(allocations, total)) {
    const refundId = await data.insertPackageRefund(tx, {
      paymentId: part.paymentId,
      packageBookingId: k.id,
      amount: part.amount,
      reason,
      createdAt: nowIso,
    });
    out.push({ refundId, paymentId: part.paymentId, amount: part.amount });
  }
  for (const note of creditNotesBySupplier(parts)) {
    await data.insertPackageCreditNote(tx, {
      packageBookingId: k.id,
      vendorId: note.vendorId,
      reason,
      amount: note.amount,
      taxable: note.taxable,
      gst: note.gst,
      createdAt: nowIso,
    });
  }
  for (const part of parts) {
    if (part.amount <= 0) continue;
    const i = items.find((x) => x.id === part.itemId)!;
    await data.insertItemRefundLine(tx, i.vendor_id, i.id, -part.amount, nowIso);
    const net = i.collected - i.refunded - part.amount;
    const entry = commissionEntry(net, i.share_amt, i.commission_amt, i.charged);
    if (entry !== 0) await data.insertItemRefundCommission(tx, i.vendor_id, i.id, entry, nowIso);
  }
  await data.addPackageRefunded(tx, k.id, total);
  return out;
}

/** Closes the whole order: its active items `cancelled`, their slots freed, the order in `state`. */
async function closePackage(tx: Queryable, k: PackageRow, state: 'cancelled' | 'declined', nowIso: string) {
  await data.closePackageRows(tx, k.id, state, nowIso);
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
const byVendor = (parts: ItemRefund[]) =>
  creditNotesBySupplier(parts).map((n) => ({ VendorId: n.vendorId, Amount: n.amount }));

/** The customer cancels their package order: the booking tiers on what is held, taken from each vendor's part. */
export async function cancelPackage(
  db: Db,
  provider: PaymentProvider,
  userId: number,
  packageBookingId: number,
  now = new Date(),
): Promise<PackageClosed> {
  await settleStates(db, now);
  const today = todayIso(now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const k = await lockPackage(tx, packageBookingId, userId);
    if (!cancellable(k.booking_state))
      throw conflict(`This booking is ${k.booking_state.replace('_', ' ')} and cannot be cancelled`);
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
    return {
      closed: {
        BookingId: k.id,
        State: 'cancelled' as const,
        RefundAmount: amount,
        RefundPercent: held > 0 ? tier.refundPercent : 0,
        Parts: byVendor(parts),
      },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

/** When the vendor of `item` may decline it until: 48 hours from its swap-in, else from the order's payment. */
const declineFrom = (k: PackageRow, i: PackageItemRow) => i.added_at ?? k.confirmed_at;

export { mayDeclineItem };

/**
 * A vendor declines its part (one item) of a confirmed package order within the window: the item holds nothing more
 * (refunded in full, its credit note), its slot is freed and the order's total drops by its rate. The order stays
 * confirmed with its other services; with none left it is `declined`. The vendor's reason is kept with the item and
 * told to the customer (docs/decline-reasons.md).
 */
export async function declinePackageItem(
  db: Db,
  provider: PaymentProvider,
  vendorId: number,
  itemId: number,
  why: DeclineWhy,
  now = new Date(),
) {
  await settleStates(db, now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const ownerOrder = await data.vendorItemOrder(tx, itemId, vendorId);
    if (ownerOrder === undefined) throw notFound('Booking not found');
    const k = await lockPackage(tx, ownerOrder);
    const items = await packageItemsHeld(tx, k.id);
    const item = items.find((i) => i.id === itemId)!;
    if (k.booking_state !== 'confirmed' || item.item_state !== 'active')
      throw conflict(
        `This booking is ${item.item_state === 'active' ? k.booking_state.replace('_', ' ') : item.item_state} and cannot be declined`,
      );
    const from = declineFrom(k, item);
    if (!from || !vendorMayDecline(from, now)) throw new HttpError(409, PACKAGE_DECLINE_WINDOW_PASSED);
    const nowIso = now.toISOString();
    const amount = heldOf(item);
    const parts = packageRefundParts([refundItem(item)], amount);
    await data.declineItemRows(tx, k.id, item.id, item.share_amt, nowIso, why);
    const refunds = await reservePackageRefundLocked(tx, k, items, parts, 'vendor_decline', nowIso);
    if (!items.some((i) => i.id !== item.id && i.item_state === 'active')) {
      await data.declinePackageRow(tx, k.id, nowIso);
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
  /** Its package rate plus its travel fare to the order's address: what it adds to the order. */
  rate: number;
}

export const NOTHING_TO_SWAP = 'Only a service its vendor declined can be swapped, once, before the event';
export const SWAP_NOT_OFFERED =
  'This service is not offered for the declined one: it is not in the same group, costs more, or is booked out on the date';

async function swapContext(q: Queryable, k: PackageRow, itemId: number, today: string) {
  const items = await packageItemsHeld(q, k.id);
  const item = items.find((i) => i.id === itemId);
  if (!item) throw notFound('Booking not found');
  const replaced = items.some((i) => i.replaces_item_id === item.id);
  if (k.booking_state !== 'confirmed' || item.item_state !== 'declined' || replaced || k.booking_date < today)
    throw conflict(NOTHING_TO_SWAP);
  return { items, item };
}

/**
 * The services the customer may swap in for a declined item: the same group, listed, free on the order's date,
 * not already in the order, with a package rate not above the declined part's ("no extra charge").
 */
export async function swapOptions(
  q: Queryable,
  userId: number,
  packageBookingId: number,
  itemId: number,
  today = todayIso(),
): Promise<SwapOption[]> {
  const k = await data.ownPackageRow(q, packageBookingId, userId);
  if (!k) throw notFound('Booking not found');
  const { items, item } = await swapContext(q, k, itemId, today);
  return offered(q, k, items, item);
}

/**
 * Where a package order's event is: its address's coordinates while that address still has the order's pincode,
 * else the pincode's own place; null when neither is known.
 */
async function eventPlaceOf(q: Queryable, packageBookingId: number): Promise<EventPlace | null> {
  const row = await data.packageEventAddress(q, packageBookingId);
  if (!row) return null;
  if (row.lat !== null && row.lon !== null && Number.isFinite(Number(row.lat)) && Number.isFinite(Number(row.lon)))
    return { lat: Number(row.lat), lon: Number(row.lon), pincode: row.pin };
  const info = lookupPincode(row.pin);
  return info && Number.isFinite(info.lat) && Number.isFinite(info.lon)
    ? { lat: info.lat, lon: info.lon, pincode: row.pin }
    : null;
}

async function offered(
  q: Queryable,
  k: PackageRow,
  items: PackageItemRow[],
  item: PackageItemRow,
): Promise<SwapOption[]> {
  // Only services that suit the package's event and come to the order's address, as the order itself took.
  const place = await eventPlaceOf(q, k.id);
  const loaded = fitToEvent(await loadPackage(q, k.package_id), place);
  const group = loaded.groups.find((g) => g.id === item.group_id);
  if (!group) return [];
  const inOrder = new Set(items.filter((i) => i.item_state === 'active').map((i) => i.product_id));
  const candidates = group.products.filter(
    (p) =>
      p.id !== item.product_id &&
      !inOrder.has(p.id) &&
      p.amount_hide_show !== 1 &&
      packageItemOf(p, place).amount <= item.share_amt,
  );
  const taken = await takenSlotsMany(
    q,
    candidates.map((p) => p.id),
    k.booking_date,
  );
  return candidates
    .filter((p) => (taken.get(p.id) ?? 0) < p.capacity)
    .map((p) => ({ productId: p.id, title: p.title, vendorName: p.vendor_name, rate: packageItemOf(p, place).amount }));
}

/**
 * Swaps `productId` in for the declined item: a new item at its own package rate (never above the declined part's),
 * its slot taken in this transaction (the same slot rows as every booking: the last slot goes to one taker), the
 * order's total up by its rate. The customer pays it as the order's balance (the declined part was refunded).
 */
export async function swapPackageItem(
  db: Db,
  userId: number,
  packageBookingId: number,
  itemId: number,
  productId: number,
  now = new Date(),
) {
  await settleStates(db, now);
  const today = todayIso(now);
  return db.transaction(async (tx) => {
    const k = await lockPackage(tx, packageBookingId, userId);
    const { items, item } = await swapContext(tx, k, itemId, today);
    const options = await offered(tx, k, items, item);
    if (!options.some((o) => o.productId === productId)) throw conflict(SWAP_NOT_OFFERED);
    const loaded = await loadPackage(tx, k.package_id);
    const group = loaded.groups.find((g) => g.id === item.group_id)!;
    const p = group.products.find((x) => x.id === productId)!;
    // Its rate and its travel fare to the order's address, as the order prices every part.
    const place = await eventPlaceOf(tx, k.id);
    const money = packageItemOf(p, place);
    const nowIso = now.toISOString();
    const list = await data.productPayable(tx, p.id);
    const newItemId = await data.insertSwappedItem(tx, {
      replacesItemId: item.id,
      productId: p.id,
      vendorId: p.vendor_id,
      title: p.title,
      payable: list,
      share: money.amount,
      commission: money.commission,
      gstPer: Number(p.gst_per),
      addedAt: nowIso,
      travel: money.travel,
      distanceKm: Math.round(travelFareOf(p, place).distanceKm * 100) / 100,
    });
    if (!(await reserveSlot(tx, p.id, k.booking_date, p.capacity, { packageItemId: newItemId })))
      throw conflict(SWAP_NOT_OFFERED);
    await data.addPackageTotal(tx, k.id, money.amount);
    await enqueuePackageItemSwapped(tx, newItemId);
    return { BookingId: k.id, ItemId: newItemId, Title: p.title, Rate: money.amount };
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
export async function cancelPackageOnBehalf(
  db: Db,
  provider: PaymentProvider,
  c: PackageOnBehalfCancel,
  now = new Date(),
): Promise<PackageClosed & { PolicyAmount: number }> {
  await settleStates(db, now);
  const today = todayIso(now);
  const { closed, refunds } = await db.transaction(async (tx) => {
    const k = await lockPackage(tx, c.packageBookingId);
    if (!cancellable(k.booking_state))
      throw conflict(`This booking is ${k.booking_state.replace('_', ' ')} and cannot be cancelled`);
    const items = await packageItemsHeld(tx, k.id);
    const active = items.filter((i) => i.item_state === 'active');
    const held = active.reduce((s, i) => s + heldOf(i), 0);
    const policy = onBehalfRefund(c.side, held, k.booking_date, today);
    if (c.overrideAmount !== null && c.overrideAmount > held)
      throw badRequest(`Refund can be at most what was paid, ₹${toRupees(held).toFixed(2)}`);
    const amount = c.overrideAmount ?? policy;
    const state = c.side === 'customer' ? ('cancelled' as const) : ('declined' as const);
    const parts = packageRefundParts(active.map(refundItem), amount);
    const nowIso = now.toISOString();
    await closePackage(tx, k, state, nowIso);
    const refunds = await reservePackageRefundLocked(
      tx,
      k,
      items,
      parts,
      c.side === 'customer' ? 'customer_cancel' : 'vendor_decline',
      nowIso,
    );
    await recordAudit(tx, {
      operatorId: c.operatorId,
      action: 'package_booking.cancel',
      entity: 'package_booking',
      entityId: k.id,
      reason: c.reason,
      before: { state: k.booking_state, paid: toRupees(k.paid_amt), refunded: toRupees(k.refunded_amt) },
      after: {
        state,
        onBehalfOf: c.side,
        refund: toRupees(amount),
        policyRefund: toRupees(policy),
        override: c.overrideAmount !== null,
        parts: byVendor(parts).map((p) => ({ vendorId: p.VendorId, refund: toRupees(p.Amount) })),
      },
    });
    const percent = held > 0 ? Math.round((amount * 100) / held) : 0;
    await enqueuePackageClosed(tx, k.id, nowIso, percent, true);
    return {
      closed: {
        BookingId: k.id,
        State: state,
        RefundAmount: amount,
        RefundPercent: percent,
        Parts: byVendor(parts),
        PolicyAmount: policy,
      },
      refunds,
    };
  });
  await sendRefunds(db, provider, refunds);
  return closed;
}

/** Each side's policy refund now, for the operator's dialog and the customer's page (null: not cancellable). */
export async function packageCancelOptions(q: Queryable, packageBookingId: number, today = todayIso()) {
  const k = await data.packageStateAndDate(q, packageBookingId);
  if (!k || !cancellable(k.booking_state) || !cancellationTier(k.booking_date, today)) return null;
  const held = (await packageItemsHeld(q, packageBookingId))
    .filter((i) => i.item_state === 'active')
    .reduce((s, i) => s + heldOf(i), 0);
  return {
    held,
    customer: onBehalfRefund('customer', held, k.booking_date, today),
    vendor: onBehalfRefund('vendor', held, k.booking_date, today),
    percent: cancellationTier(k.booking_date, today)?.refundPercent ?? 0,
  };
}

/** The GST credit notes of a package order (one per supplier and refund), optionally one vendor's only; reasons in `lang`. */
export async function packageCreditNotes(q: Queryable, packageBookingId: number, lang: ReplyLang, vendorId?: number) {
  const rows = await data.packageCreditNoteRows(q, packageBookingId, vendorId);
  const reasons: Record<string, MessageKey> = {
    customer_cancel: 'refundReason.byCustomer',
    vendor_decline: 'refundReason.byVendor',
  };
  return rows.map((x) => ({
    CreditNoteNo: x.credit_note_no,
    Date: x.created_at,
    OrderId: x.order_id,
    Vendor: x.vendor,
    VendorId: x.vendor_id,
    Reason: codeText(lang, reasons, x.reason),
    TaxableAmt: toRupees(x.taxable),
    GstAmt: toRupees(x.gst),
    TotalAmt: toRupees(x.amount),
  }));
}
