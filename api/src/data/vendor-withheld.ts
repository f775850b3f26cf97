/**
 * The withheld lines of the vendor ledger (migration 340, docs/payments.md): for every ledger line of money
 * (collected, refund) or commission, the lines @utsav/domain/withholding derives — GST on commission, TCS, TDS —
 * written once per line (UNIQUE line_id, kind; a concurrent derivation inserts nothing twice). They are derived
 * before anything reads the ledger's money (earnings, dashboard, payouts, reports) with the facts then on record: the
 * vendor's GSTIN, PAN (KYC), the booking's GST rate, the supplier's state and the place of supply.
 */
import { gstKind } from '@utsav/domain/tax-invoice';
import { withheldLinesFor } from '@utsav/domain/withholding';
import type { Param, Queryable } from '../db/client';

interface PendingLine {
  id: number;
  vendor_id: number;
  kind: 'collected' | 'refund' | 'commission';
  amount: number | string;
  created_at: string | Date;
  registered: boolean;
  has_pan: boolean;
  gst_per: number | string;
  supplier_state: string;
  supply_state: string;
}

/** Writes the withheld lines of every ledger line that has none yet (of one vendor, or of all: null). */
export async function deriveWithheld(q: Queryable, vendorId: number | null): Promise<number> {
  const pending = await q.query<PendingLine>(
    `SELECT l.id, l.vendor_id, l.kind, l.amount, l.created_at,
            v.gstin <> '' AS registered, k.vendor_id IS NOT NULL AS has_pan,
            coalesce(b.gst_per, i.gst_per, 0)::float8 AS gst_per,
            coalesce(p.state, '') AS supplier_state, coalesce(b.state, pk.state, '') AS supply_state
     FROM vendor_ledger l
     JOIN vendors v ON v.id = l.vendor_id
     LEFT JOIN vendor_kyc k ON k.vendor_id = l.vendor_id
     LEFT JOIN bookings b ON b.id = l.booking_id
     LEFT JOIN package_booking_items i ON i.id = l.package_item_id
     LEFT JOIN package_bookings pk ON pk.id = i.package_booking_id
     LEFT JOIN products p ON p.id = coalesce(b.product_id, i.product_id)
     WHERE l.kind IN ('collected', 'refund', 'commission') AND ($1::int IS NULL OR l.vendor_id = $1)
       AND NOT EXISTS (SELECT 1 FROM vendor_withheld w WHERE w.line_id = l.id)
     ORDER BY l.id`,
    [vendorId],
  );
  let written = 0;
  for (const l of pending.rows) {
    const lines = withheldLinesFor(
      { kind: l.kind, amount: Number(l.amount) },
      {
        gstRegistered: l.registered,
        hasPan: l.has_pan,
        gstPercent: l.registered ? Number(l.gst_per) : 0,
        supply: gstKind(l.supplier_state, l.supply_state),
      },
    );
    if (!lines.length) continue;
    const params: Param[] = [l.id, l.vendor_id, new Date(l.created_at).toISOString()];
    const values = lines.map((w) => {
      params.push(w.kind, w.amount, w.base, w.ratePercent);
      const n = params.length;
      return `($1, $2, $${n - 3}, $${n - 2}, $${n - 1}, $${n}, $3)`;
    });
    const r = await q.query(
      `INSERT INTO vendor_withheld (line_id, vendor_id, kind, amount, base, rate, created_at) VALUES ${values.join(', ')}
       ON CONFLICT (line_id, kind) DO NOTHING`,
      params,
    );
    written += r.rowCount;
  }
  return written;
}
