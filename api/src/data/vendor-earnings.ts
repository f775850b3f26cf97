/**
 * The vendor's earnings statement (docs/payments.md): per booking — gross, refunds, commission, GST on it, TCS, TDS,
 * net — and per payout the bookings it settles, every figure a sum of ledger lines (vendor_ledger and its withheld
 * lines, vendor_withheld) in a period of India's calendar. Net is the plain sum of the lines, so the page, the CSV,
 * the PDF and the payout agree to the paisa.
 */
import type { Queryable } from '../db/client';

export interface EarningsRow {
  kind: 'booking' | 'package';
  booking_id: number;
  booking_no: string;
  title: string;
  booking_date: string;
  state: string;
  gross: number;
  refunded: number;
  commission: number;
  commission_gst: number;
  tcs_cgst: number;
  tcs_sgst: number;
  tcs_igst: number;
  tds: number;
  net: number;
  payout_ids: number[];
}

/** Lines of the vendor $1 in [$2, $3) (IST dates; null: unbounded), money lines and their withheld lines together. */
const LINES = `SELECT l.id AS line_id, l.booking_id, l.package_item_id, l.kind, l.amount, l.created_at FROM vendor_ledger l
       WHERE l.vendor_id = $1 AND l.kind IN ('collected', 'refund', 'commission')
         AND ($2::text IS NULL OR l.created_at >= ($2::timestamp AT TIME ZONE 'Asia/Kolkata'))
         AND ($3::text IS NULL OR l.created_at < ($3::timestamp AT TIME ZONE 'Asia/Kolkata'))
     UNION ALL
     SELECT w.line_id, l.booking_id, l.package_item_id, w.kind, w.amount, w.created_at
       FROM vendor_withheld w JOIN vendor_ledger l ON l.id = w.line_id
       WHERE w.vendor_id = $1
         AND ($2::text IS NULL OR w.created_at >= ($2::timestamp AT TIME ZONE 'Asia/Kolkata'))
         AND ($3::text IS NULL OR w.created_at < ($3::timestamp AT TIME ZONE 'Asia/Kolkata'))`;

const num = (x: unknown) => Number(x ?? 0);

/** One row per booking (or package item) with money in the period, newest first. */
export async function earningsRows(
  q: Queryable,
  vendorId: number,
  from: string | null,
  to: string | null,
): Promise<EarningsRow[]> {
  const r = await q.query<Record<string, unknown>>(
    `WITH lines AS (${LINES}),
     per AS (
       SELECT booking_id, package_item_id, min(created_at) AS first_at,
              coalesce(sum(amount) FILTER (WHERE kind = 'collected'), 0)::bigint AS gross,
              coalesce(-sum(amount) FILTER (WHERE kind = 'refund'), 0)::bigint AS refunded,
              coalesce(-sum(amount) FILTER (WHERE kind = 'commission'), 0)::bigint AS commission,
              coalesce(-sum(amount) FILTER (WHERE kind = 'commission_gst'), 0)::bigint AS commission_gst,
              coalesce(-sum(amount) FILTER (WHERE kind = 'tcs_cgst'), 0)::bigint AS tcs_cgst,
              coalesce(-sum(amount) FILTER (WHERE kind = 'tcs_sgst'), 0)::bigint AS tcs_sgst,
              coalesce(-sum(amount) FILTER (WHERE kind = 'tcs_igst'), 0)::bigint AS tcs_igst,
              coalesce(-sum(amount) FILTER (WHERE kind = 'tds'), 0)::bigint AS tds,
              sum(amount)::bigint AS net,
              array_agg(DISTINCT line_id) AS line_ids
       FROM lines GROUP BY booking_id, package_item_id
     )
     SELECT CASE WHEN per.booking_id IS NULL THEN 'package' ELSE 'booking' END AS kind,
            coalesce(per.booking_id, k.id) AS booking_id, coalesce(b.booking_no, k.order_id) AS booking_no,
            coalesce(b.title, k.package_name || ': ' || i.title) AS title,
            to_char(coalesce(b.booking_date, i.booking_date), 'YYYY-MM-DD') AS booking_date,
            coalesce(b.booking_state, CASE WHEN i.item_state = 'declined' THEN 'declined' ELSE k.booking_state END) AS state,
            per.gross, per.refunded, per.commission, per.commission_gst, per.tcs_cgst, per.tcs_sgst, per.tcs_igst, per.tds, per.net,
            coalesce((SELECT array_agg(DISTINCT pl.payout_id ORDER BY pl.payout_id) FROM vendor_payout_lines pl WHERE pl.line_id = ANY(per.line_ids)), '{}') AS payout_ids
     FROM per
     LEFT JOIN bookings b ON b.id = per.booking_id
     LEFT JOIN package_booking_items i ON i.id = per.package_item_id
     LEFT JOIN package_bookings k ON k.id = i.package_booking_id
     ORDER BY per.first_at DESC, per.booking_id DESC NULLS LAST, per.package_item_id DESC`,
    [vendorId, from, to],
  );
  return r.rows.map((x) => ({
    kind: x.kind as EarningsRow['kind'],
    booking_id: num(x.booking_id),
    booking_no: String(x.booking_no ?? ''),
    title: String(x.title ?? ''),
    booking_date: String(x.booking_date ?? ''),
    state: String(x.state ?? ''),
    gross: num(x.gross),
    refunded: num(x.refunded),
    commission: num(x.commission),
    commission_gst: num(x.commission_gst),
    tcs_cgst: num(x.tcs_cgst),
    tcs_sgst: num(x.tcs_sgst),
    tcs_igst: num(x.tcs_igst),
    tds: num(x.tds),
    net: num(x.net),
    payout_ids: (x.payout_ids as (number | string)[]).map(Number),
  }));
}

export interface PayoutRow {
  id: number;
  amount: number;
  reference: string;
  state: 'pending' | 'paid';
  period: string | null;
  paid_at: string;
  booking_nos: string[];
}

/** The vendor's payouts, newest first, each with the bookings whose lines it settles. */
export async function vendorPayouts(q: Queryable, vendorId: number): Promise<PayoutRow[]> {
  const r = await q.query<Record<string, unknown>>(
    `SELECT o.id, o.amount, o.reference, o.state, o.period, o.paid_at,
            coalesce((SELECT array_agg(DISTINCT coalesce(b.booking_no, k.order_id))
                      FROM vendor_payout_lines pl JOIN vendor_ledger l ON l.id = pl.line_id
                      LEFT JOIN bookings b ON b.id = l.booking_id
                      LEFT JOIN package_booking_items i ON i.id = l.package_item_id
                      LEFT JOIN package_bookings k ON k.id = i.package_booking_id
                      WHERE pl.payout_id = o.id), '{}') AS booking_nos
     FROM vendor_payouts o WHERE o.vendor_id = $1 ORDER BY o.created_at DESC, o.id DESC`,
    [vendorId],
  );
  return r.rows.map((x) => ({
    id: num(x.id),
    amount: num(x.amount),
    reference: String(x.reference ?? ''),
    state: x.state === 'pending' ? 'pending' : 'paid',
    period: (x.period as string | null) ?? null,
    paid_at: new Date(x.paid_at as string).toISOString(),
    booking_nos: (x.booking_nos as string[]).slice().sort(),
  }));
}

export interface VendorTaxRow {
  vendor_id: number;
  name: string;
  gstin: string;
  pan: string;
  /** Money collected and refunded (returns) in the period, paise. */
  gross: number;
  returns: number;
  /** Net taxable value TCS was collected on; TCS by head (positive = collected). */
  tcs_base: number;
  tcs_cgst: number;
  tcs_sgst: number;
  tcs_igst: number;
  /** Gross net of returns TDS was deducted on, and the TDS. */
  tds_base: number;
  tds: number;
}

/**
 * Per vendor (one, or every vendor: null) in [from, to) (IST dates): gross, returns, and TCS and TDS with their
 * bases, summed from the ledger and its withheld lines — the GSTR-8-style and 194-O reports and the vendor's year.
 */
export async function taxByVendor(
  q: Queryable,
  vendorId: number | null,
  from: string,
  to: string,
): Promise<VendorTaxRow[]> {
  const r = await q.query<Record<string, unknown>>(
    `WITH m AS (
       SELECT l.vendor_id,
              coalesce(sum(l.amount) FILTER (WHERE l.kind = 'collected'), 0)::bigint AS gross,
              coalesce(-sum(l.amount) FILTER (WHERE l.kind = 'refund'), 0)::bigint AS returns
       FROM vendor_ledger l
       WHERE ($1::int IS NULL OR l.vendor_id = $1) AND l.kind IN ('collected', 'refund')
         AND l.created_at >= ($2::timestamp AT TIME ZONE 'Asia/Kolkata') AND l.created_at < ($3::timestamp AT TIME ZONE 'Asia/Kolkata')
       GROUP BY l.vendor_id
     ), w AS (
       SELECT w.vendor_id,
              coalesce(sum(w.base) FILTER (WHERE w.kind IN ('tcs_cgst', 'tcs_igst')), 0)::bigint AS tcs_base,
              coalesce(-sum(w.amount) FILTER (WHERE w.kind = 'tcs_cgst'), 0)::bigint AS tcs_cgst,
              coalesce(-sum(w.amount) FILTER (WHERE w.kind = 'tcs_sgst'), 0)::bigint AS tcs_sgst,
              coalesce(-sum(w.amount) FILTER (WHERE w.kind = 'tcs_igst'), 0)::bigint AS tcs_igst,
              coalesce(sum(w.base) FILTER (WHERE w.kind = 'tds'), 0)::bigint AS tds_base,
              coalesce(-sum(w.amount) FILTER (WHERE w.kind = 'tds'), 0)::bigint AS tds
       FROM vendor_withheld w
       WHERE ($1::int IS NULL OR w.vendor_id = $1)
         AND w.created_at >= ($2::timestamp AT TIME ZONE 'Asia/Kolkata') AND w.created_at < ($3::timestamp AT TIME ZONE 'Asia/Kolkata')
       GROUP BY w.vendor_id
     )
     SELECT v.id AS vendor_id, v.name, v.gstin, coalesce(k.pan, '') AS pan,
            coalesce(m.gross, 0) AS gross, coalesce(m.returns, 0) AS returns,
            coalesce(w.tcs_base, 0) AS tcs_base, coalesce(w.tcs_cgst, 0) AS tcs_cgst, coalesce(w.tcs_sgst, 0) AS tcs_sgst,
            coalesce(w.tcs_igst, 0) AS tcs_igst, coalesce(w.tds_base, 0) AS tds_base, coalesce(w.tds, 0) AS tds
     FROM vendors v LEFT JOIN m ON m.vendor_id = v.id LEFT JOIN w ON w.vendor_id = v.id LEFT JOIN vendor_kyc k ON k.vendor_id = v.id
     WHERE ($1::int IS NULL OR v.id = $1) AND ($1::int IS NOT NULL OR m.vendor_id IS NOT NULL OR w.vendor_id IS NOT NULL)
     ORDER BY v.name, v.id`,
    [vendorId, from, to],
  );
  return r.rows.map((x) => ({
    vendor_id: num(x.vendor_id),
    name: String(x.name),
    gstin: String(x.gstin ?? ''),
    pan: String(x.pan ?? ''),
    gross: num(x.gross),
    returns: num(x.returns),
    tcs_base: num(x.tcs_base),
    tcs_cgst: num(x.tcs_cgst),
    tcs_sgst: num(x.tcs_sgst),
    tcs_igst: num(x.tcs_igst),
    tds_base: num(x.tds_base),
    tds: num(x.tds),
  }));
}
