/**
 * Package refunds: a refund of a package order is taken from each vendor's own part. The amount comes
 * from the one cancellation rule (refund-policy: the same tiers as a service booking, on what is held of the package);
 * this module splits it over the order's items in proportion to what each item holds (largest remainder: to the
 * paisa, never more than an item holds) and gives each supplier one GST credit note (the GST inside its refunded part,
 * at the part's own rate). Integer paise throughout; property-tested in package-refund.test.ts.
 */
import { gstInInclusive } from './tax-invoice';

export interface RefundItem {
  /** Package item id. */
  id: number;
  vendorId: number;
  /** The item's package rate (its share of the package total), GST-inclusive paise. */
  share: number;
  /** GST rate of the item's service (percent). */
  gstPercent: number;
  /** What the item holds of the money paid: collected for it − refunded of it. */
  held: number;
}

/**
 * Splits `amount` over weights (what each item holds): each part ≤ its weight, the parts add up to `amount` exactly.
 * Floors first, then one paisa each to the largest remainders (ties to the earlier item). Throws when `amount`
 * exceeds the sum of the weights.
 */
export function splitByHeld(amount: number, weights: readonly number[]): number[] {
  const w = weights.map((x) => Math.max(0, Math.round(x)));
  const sum = w.reduce((s, x) => s + x, 0);
  const total = Math.max(0, Math.round(amount));
  if (total > sum) throw new Error(`refund ${total} exceeds the ${sum} held`);
  if (total === 0 || sum === 0) return w.map(() => 0);
  const exact = w.map((x) => BigInt(total) * BigInt(x));
  const parts = exact.map((e) => Number(e / BigInt(sum)));
  let left = total - parts.reduce((s, x) => s + x, 0);
  const order = exact.map((e, i) => ({ i, r: Number(e % BigInt(sum)) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (parts[i]! < w[i]!) {
      parts[i]! += 1;
      left -= 1;
    }
  }
  return parts;
}

export interface ItemRefund {
  itemId: number;
  vendorId: number;
  amount: number;
  /** GST inside this part: the part's share of the GST inside the item's rate. */
  gst: number;
}

export interface SupplierCreditNote {
  vendorId: number;
  amount: number;
  taxable: number;
  gst: number;
}

/** The GST contained in a refund of `amount` of an item whose rate `share` holds gstInInclusive(share, rate). */
export function refundGst(amount: number, share: number, gstPercent: number): number {
  if (share <= 0 || amount <= 0) return 0;
  const gst = gstInInclusive(share, gstPercent);
  return Math.min(amount, Math.round((amount * gst) / share));
}

/** A package refund of `amount` split over `items` (each part from that item's own held money), with its GST. */
export function packageRefundParts(items: readonly RefundItem[], amount: number): ItemRefund[] {
  const parts = splitByHeld(
    amount,
    items.map((i) => i.held),
  );
  return items.map((i, k) => ({
    itemId: i.id,
    vendorId: i.vendorId,
    amount: parts[k]!,
    gst: refundGst(parts[k]!, i.share, i.gstPercent),
  }));
}

/** One credit note per supplier: the vendor's parts summed (vendors in the order of their first item). */
export function creditNotesBySupplier(parts: readonly ItemRefund[]): SupplierCreditNote[] {
  const out = new Map<number, SupplierCreditNote>();
  for (const p of parts) {
    if (p.amount <= 0) continue;
    const n = out.get(p.vendorId) ?? { vendorId: p.vendorId, amount: 0, taxable: 0, gst: 0 };
    n.amount += p.amount;
    n.gst += p.gst;
    n.taxable = n.amount - n.gst;
    out.set(p.vendorId, n);
  }
  return [...out.values()];
}
