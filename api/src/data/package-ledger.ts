/**
 * The vendor ledger for package orders: money collected for a package order is shared among its items
 * pro rata to their parts (each part is the item's package rate; a full payment gives each item exactly its rate,
 * an advance the same fraction of each), and each item's commission follows what was collected for it, as a service
 * booking's does (payments/money commissionEntry). Entries carry package_item_id (migration 141) instead of
 * booking_id; the ledger sums, the dashboard and the operator's payouts read both.
 */
import { splitPackageTotal } from '@utsav/domain/pricing';
import type { Queryable } from '../db/client';
import { commissionEntry } from '../payments/money';

interface ItemLedgerRow {
  id: number;
  vendor_id: number;
  share_amt: string | number;
  commission_amt: string | number;
  collected: string | number;
  refunded: string | number;
  charged: string | number;
}

/** Writes the ledger entries of `amount` collected by payment `paymentId` for the package booking `packageBookingId`. */
export async function ledgerPackageCollected(
  tx: Queryable,
  packageBookingId: number,
  amount: number,
  paymentId: string,
  nowIso: string,
): Promise<void> {
  const items = (
    await tx.query<ItemLedgerRow>(
      `SELECT i.id, i.vendor_id, i.share_amt, i.commission_amt,
            coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::bigint AS collected,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::bigint AS refunded,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'commission'), 0)::bigint AS charged
     FROM package_booking_items i LEFT JOIN vendor_ledger l ON l.package_item_id = i.id
     WHERE i.package_booking_id = $1 AND i.item_state = 'active' GROUP BY i.id ORDER BY i.id`,
      [packageBookingId],
    )
  ).rows;
  // the money goes to what each active item is still owed (its rate − what it holds), so a balance paid
  // after a vendor declined and another service was swapped in reaches the new item; before any payment the owed
  // amounts are the rates themselves (the same split as before).
  const owed = items.map((i) => Math.max(0, Number(i.share_amt) - (Number(i.collected) - Number(i.refunded))));
  const weights = owed.reduce((s, x) => s + x, 0) >= amount ? owed : items.map((i) => Number(i.share_amt));
  const parts = splitPackageTotal(amount, weights);
  for (const [k, i] of items.entries()) {
    const part = parts[k]!;
    if (part <= 0) continue;
    await tx.query(
      `INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at) VALUES ($1,$2,'collected',$3,$4,$5)`,
      [i.vendor_id, i.id, part, paymentId, nowIso],
    );
    const net = Number(i.collected) + part - Number(i.refunded);
    const entry = commissionEntry(net, Number(i.share_amt), Number(i.commission_amt), Number(i.charged));
    if (entry !== 0)
      await tx.query(
        `INSERT INTO vendor_ledger (vendor_id, package_item_id, kind, amount, ref, created_at) VALUES ($1,$2,'commission',$3,$4,$5)`,
        [i.vendor_id, i.id, entry, paymentId, nowIso],
      );
  }
}
