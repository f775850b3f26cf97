/**
 * The SQL of the vendor ledger (vendor_ledger rows written by payments/payment-capture and payments/refunds with every payment and refund): per
 * booking the money collected, the admin commission on it, refunds and the net receivable; payouts recorded
 * against the vendor. The dashboard's money figures come from here — only money actually collected counts.
 */
import { toRupees } from '@utsav/domain/pricing';
import type { Queryable } from '../db/client';

export interface LedgerTotals {
  collected: number;
  commission: number;
  refunded: number;
  payouts: number;
  /** GST on commission, TCS and TDS kept back (vendor_withheld, docs/payments.md). */
  withheld: number;
  /** collected − refunds − commission − withheld: what the marketplace owes the vendor for its bookings. */
  earned: number;
  /** earned − payouts: still to be paid out. */
  receivable: number;
  /** Collected by payments of advance bookings' first instalment (the advance). */
  advanceCollected: number;
}

/** The ledger's sums for the vendor $1, in paise, as one row (collected, commission, refunded, advance, payouts, withheld). */
export const LEDGER_SUMS_SQL = `SELECT coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::bigint AS collected,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'commission'), 0)::bigint AS commission,
            coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::bigint AS refunded,
            coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected' AND b.payment_type = 'advance' AND po.kind = 'order'), 0)::bigint AS advance,
            (SELECT coalesce(sum(amount), 0) FROM vendor_payouts WHERE vendor_id = $1)::bigint AS payouts,
            (SELECT coalesce(-sum(amount), 0) FROM vendor_withheld WHERE vendor_id = $1)::bigint AS withheld
     FROM vendor_ledger l
     LEFT JOIN bookings b ON b.id = l.booking_id
     LEFT JOIN payments p ON l.kind = 'collected' AND p.id = l.ref
     LEFT JOIN payment_orders po ON po.id = p.payment_order_id
     WHERE l.vendor_id = $1`;

/** A row of LEDGER_SUMS_SQL (bigint columns arrive as text from node-postgres). */
export interface LedgerSums {
  collected: number | string;
  commission: number | string;
  refunded: number | string;
  advance: number | string;
  payouts: number | string;
  withheld: number | string;
}

/** The totals of a LEDGER_SUMS_SQL row: what was earned (collected − refunds − commission) and is still owed. */
export function totalsOf(x: LedgerSums): LedgerTotals {
  const collected = Number(x.collected);
  const commission = Number(x.commission);
  const refunded = Number(x.refunded);
  const payouts = Number(x.payouts);
  const withheld = Number(x.withheld);
  const earned = collected - refunded - commission - withheld;
  return {
    collected,
    commission,
    refunded,
    payouts,
    withheld,
    earned,
    receivable: earned - payouts,
    advanceCollected: Number(x.advance),
  };
}

export async function ledgerTotals(q: Queryable, vendorId: number): Promise<LedgerTotals> {
  const r = await q.query<LedgerSums>(LEDGER_SUMS_SQL, [vendorId]);
  return totalsOf(r.rows[0]!);
}

/** The ledger page: one row per booking with money, the payouts, and the totals (rupees). */
export async function vendorLedger(q: Queryable, vendorId: number) {
  // Service bookings and the vendor's package items, newest first.
  const rows = await q.query<{
    kind: 'booking' | 'package';
    booking_id: number;
    booking_no: string;
    title: string;
    booking_date: string;
    booking_state: string;
    collected: number;
    commission: number;
    refunded: number;
    withheld: number;
  }>(
    `SELECT * FROM (
       SELECT 'booking' AS kind, l.booking_id, b.booking_no, b.title, b.booking_date, b.booking_state, b.created_at, l.booking_id AS sort_id,
              coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::bigint AS collected,
              coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'commission'), 0)::bigint AS commission,
              coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::bigint AS refunded,
              (SELECT coalesce(-sum(w.amount), 0) FROM vendor_withheld w JOIN vendor_ledger x ON x.id = w.line_id WHERE x.booking_id = l.booking_id)::bigint AS withheld
       FROM vendor_ledger l JOIN bookings b ON b.id = l.booking_id
       WHERE l.vendor_id = $1 GROUP BY l.booking_id, b.booking_no, b.title, b.booking_date, b.booking_state, b.created_at
       UNION ALL
       SELECT 'package' AS kind, k.id AS booking_id, k.order_id AS booking_no, k.package_name || ': ' || i.title AS title, i.booking_date,
              CASE WHEN i.item_state = 'declined' THEN 'declined' ELSE k.booking_state END AS booking_state, k.created_at, i.id AS sort_id,
              coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::bigint AS collected,
              coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'commission'), 0)::bigint AS commission,
              coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::bigint AS refunded,
              (SELECT coalesce(-sum(w.amount), 0) FROM vendor_withheld w JOIN vendor_ledger x ON x.id = w.line_id WHERE x.package_item_id = i.id)::bigint AS withheld
       FROM vendor_ledger l JOIN package_booking_items i ON i.id = l.package_item_id JOIN package_bookings k ON k.id = i.package_booking_id
       WHERE l.vendor_id = $1 GROUP BY k.id, k.order_id, k.package_name, i.id, i.title, i.booking_date, i.item_state, k.booking_state, k.created_at
     ) x ORDER BY x.created_at DESC, x.sort_id DESC`,
    [vendorId],
  );
  const payouts = await q.query<{ id: number; amount: number; reference: string; paid_at: string }>(
    'SELECT id, amount, reference, paid_at FROM vendor_payouts WHERE vendor_id = $1 ORDER BY paid_at DESC',
    [vendorId],
  );
  const t = await ledgerTotals(q, vendorId);
  return {
    Bookings: rows.rows.map((r) => ({
      Kind: r.kind,
      BookingId: r.booking_id,
      BookingNo: r.booking_no,
      Title: r.title,
      BookingOnDate: r.booking_date,
      State: r.booking_state,
      Collected: toRupees(Number(r.collected)),
      Commission: toRupees(Number(r.commission)),
      Refunded: toRupees(Number(r.refunded)),
      Withheld: toRupees(Number(r.withheld)),
      NetReceivable: toRupees(Number(r.collected) - Number(r.refunded) - Number(r.commission) - Number(r.withheld)),
    })),
    Payouts: payouts.rows.map((p) => ({
      Id: p.id,
      Amount: toRupees(Number(p.amount)),
      Reference: p.reference,
      PaidAt: p.paid_at,
    })),
    Totals: {
      Collected: toRupees(t.collected),
      Commission: toRupees(t.commission),
      Refunded: toRupees(t.refunded),
      Withheld: toRupees(t.withheld),
      Earned: toRupees(t.earned),
      PaidOut: toRupees(t.payouts),
      Receivable: toRupees(t.receivable),
    },
  };
}
