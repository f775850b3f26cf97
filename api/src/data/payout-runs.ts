/**
 * The SQL of payout runs (payouts/payout-run, docs/payments.md "Payout run"): which vendors a month's run pays,
 * the ledger lines no payout has settled yet, the run's payouts and the lines they settle, UTRs.
 */
import type { Queryable } from '../db/client';

const BEFORE = `($2::timestamp AT TIME ZONE 'Asia/Kolkata')`;

/** Vendors with ledger lines before `before` (IST date) that no payout settled, by id. */
export async function vendorsWithUnsettledLines(q: Queryable, before: string): Promise<number[]> {
  const r = await q.query<{ vendor_id: number }>(
    `SELECT DISTINCT l.vendor_id FROM vendor_ledger l
     WHERE l.kind IN ('collected', 'refund', 'commission') AND l.created_at < ($1::timestamp AT TIME ZONE 'Asia/Kolkata')
       AND NOT EXISTS (SELECT 1 FROM vendor_payout_lines pl WHERE pl.line_id = l.id)
     ORDER BY l.vendor_id`,
    [before],
  );
  return r.rows.map((x) => x.vendor_id);
}

/** The vendor's payout of a month's run, if there is one. */
export async function periodPayoutId(q: Queryable, vendorId: number, period: string): Promise<number | null> {
  const r = await q.query<{ id: number }>('SELECT id FROM vendor_payouts WHERE vendor_id = $1 AND period = $2', [
    vendorId,
    period,
  ]);
  return r.rows[0]?.id ?? null;
}

export async function kycState(q: Queryable, vendorId: number): Promise<string | null> {
  const r = await q.query<{ state: string }>('SELECT state FROM vendor_kyc WHERE vendor_id = $1', [vendorId]);
  return r.rows[0]?.state ?? null;
}

/** The vendor's unsettled ledger lines before `before`, each with its withheld lines added (paise). */
export async function unsettledLines(
  q: Queryable,
  vendorId: number,
  before: string,
): Promise<{ id: number; amount: number }[]> {
  const r = await q.query<{ id: number; amount: number | string }>(
    `SELECT l.id, (l.amount + coalesce((SELECT sum(w.amount) FROM vendor_withheld w WHERE w.line_id = l.id), 0))::bigint AS amount
     FROM vendor_ledger l
     WHERE l.vendor_id = $1 AND l.kind IN ('collected', 'refund', 'commission') AND l.created_at < ${BEFORE}
       AND NOT EXISTS (SELECT 1 FROM vendor_payout_lines pl WHERE pl.line_id = l.id)
     ORDER BY l.id`,
    [vendorId, before],
  );
  return r.rows.map((x) => ({ id: x.id, amount: Number(x.amount) }));
}

/** A run's payout, waiting for its UTR, and the lines it settles (each line once: UNIQUE line_id). */
export async function insertRunPayout(
  q: Queryable,
  p: { vendorId: number; amount: number; period: string; operatorId: number; lineIds: number[] },
): Promise<number> {
  const r = await q.query<{ id: number }>(
    `INSERT INTO vendor_payouts (vendor_id, amount, reference, period, state, recorded_by) VALUES ($1, $2, '', $3, 'pending', $4) RETURNING id`,
    [p.vendorId, p.amount, p.period, p.operatorId],
  );
  const id = r.rows[0]!.id;
  await q.query('INSERT INTO vendor_payout_lines (payout_id, line_id) SELECT $1, unnest($2::int[])', [id, p.lineIds]);
  return id;
}

export async function lockPayout(q: Queryable, payoutId: number) {
  return (
    await q.query<{ vendor_id: number; amount: number | string; state: string; period: string | null }>(
      'SELECT vendor_id, amount, state, period FROM vendor_payouts WHERE id = $1 FOR UPDATE',
      [payoutId],
    )
  ).rows[0];
}

/** Marks a payout paid with the bank's reference; returns India's date of today (the payment date). */
export async function setPayoutPaid(q: Queryable, payoutId: number, utr: string): Promise<string> {
  await q.query("UPDATE vendor_payouts SET state = 'paid', reference = $2, paid_at = now() WHERE id = $1", [
    payoutId,
    utr,
  ]);
  return (await q.query<{ d: string }>("SELECT to_char(now() AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS d")).rows[0]!
    .d;
}

/** The period's run payouts with the bank details the bulk NEFT file needs (full account numbers: operators only). */
export async function runPayoutsOf(q: Queryable, period: string) {
  const r = await q.query<{
    id: number;
    vendor_id: number;
    name: string;
    amount: number | string;
    state: string;
    reference: string;
    account_holder: string | null;
    account_number: string | null;
    ifsc: string | null;
  }>(
    `SELECT o.id, o.vendor_id, v.name, o.amount, o.state, o.reference, k.account_holder, k.account_number, k.ifsc
     FROM vendor_payouts o JOIN vendors v ON v.id = o.vendor_id LEFT JOIN vendor_kyc k ON k.vendor_id = o.vendor_id
     WHERE o.period = $1 ORDER BY o.id`,
    [period],
  );
  return r.rows;
}
