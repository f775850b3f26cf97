/**
 * The month's payout run and its bank references (docs/payments.md "Payout run"): each vendor with verified KYC is
 * paid, once per month, the ledger lines not yet settled up to the month's end — money in and out, commission and
 * the withheld lines (GST on commission, TCS, TDS) — never more than the ledger owes (receivable). One transaction per
 * vendor, holding the vendor's row lock; the unique (vendor, period) index and the unique settled line make a second,
 * concurrent run pay nothing.
 */
import { monthRange } from '@utsav/domain/schemas/earnings';
import type { Db, Queryable } from '../db/client';
import { ledgerTotals } from '../data/vendor-ledger';
import { deriveWithheld } from '../data/vendor-withheld';
import { lockVendor } from '../data/admin-operations';
import { recordAudit } from '../data/audit';
import {
  insertRunPayout,
  kycState,
  lockPayout,
  periodPayoutId,
  setPayoutPaid,
  unsettledLines,
  vendorsWithUnsettledLines,
} from '../data/payout-runs';
import { enqueueVendorPayout } from '../vendors/vendor-messages';

export { runPayoutsOf } from '../data/payout-runs';

export type RunOutcome = 'paid' | 'already' | 'kyc' | 'nothing';

export interface RunResult {
  vendorId: number;
  outcome: RunOutcome;
  payoutId: number | null;
  amount: number;
}

/** One vendor's payout for the period, in the caller's transaction (the vendor's row is locked first). */
export async function payVendor(
  tx: Queryable,
  vendorId: number,
  period: string,
  operatorId: number,
): Promise<RunResult> {
  const none = (outcome: RunOutcome): RunResult => ({ vendorId, outcome, payoutId: null, amount: 0 });
  if (!(await lockVendor(tx, vendorId))) return none('nothing');
  const done = await periodPayoutId(tx, vendorId, period);
  if (done !== null) return { ...none('already'), payoutId: done };
  if ((await kycState(tx, vendorId)) !== 'verified') return none('kyc');
  await deriveWithheld(tx, vendorId);
  const lines = await unsettledLines(tx, vendorId, monthRange(period).to);
  const due = lines.reduce((s, l) => s + l.amount, 0);
  const t = await ledgerTotals(tx, vendorId);
  // Never more than the ledger owes: payouts recorded by hand already paid part of these lines.
  const amount = Math.min(due, t.receivable);
  if (amount <= 0 || !lines.length) return none('nothing');
  const payoutId = await insertRunPayout(tx, {
    vendorId,
    amount,
    period,
    operatorId,
    lineIds: lines.map((l) => l.id),
  });
  await recordAudit(tx, {
    operatorId,
    action: 'payout.run',
    entity: 'vendor',
    entityId: vendorId,
    before: { receivable: t.receivable },
    after: { payoutId, period, amount, lines: lines.length },
  });
  return { vendorId, outcome: 'paid', payoutId, amount };
}

const isUniqueViolation = (e: unknown) => (e as { code?: string } | null)?.code === '23505';

/** The period's run over every vendor owed something (or one vendor), each in its own transaction. */
export async function runPayouts(
  db: Db,
  period: string,
  operatorId: number,
  onlyVendor: number | null = null,
): Promise<RunResult[]> {
  const vendors = onlyVendor === null ? await vendorsWithUnsettledLines(db, monthRange(period).to) : [onlyVendor];
  const out: RunResult[] = [];
  for (const vendorId of vendors) {
    try {
      out.push(await db.transaction((tx) => payVendor(tx, vendorId, period, operatorId)));
    } catch (e) {
      // A concurrent run inserted this vendor's payout between our check and insert: it pays, this one does not.
      if (!isUniqueViolation(e)) throw e;
      out.push({ vendorId, outcome: 'already', payoutId: null, amount: 0 });
    }
  }
  return out;
}

/** Marks a run's pending payout paid with the bank's UTR (audited; the vendor is told). */
export async function markPayoutPaid(
  tx: Queryable,
  payoutId: number,
  utr: string,
  operatorId: number,
): Promise<'paid' | 'missing' | 'not-pending'> {
  const p = await lockPayout(tx, payoutId);
  if (!p) return 'missing';
  if (p.state !== 'pending') return 'not-pending';
  const today = await setPayoutPaid(tx, payoutId, utr);
  await recordAudit(tx, {
    operatorId,
    action: 'payout.paid',
    entity: 'vendor',
    entityId: p.vendor_id,
    before: { payoutId, state: 'pending' },
    after: { payoutId, state: 'paid', reference: utr },
  });
  const t = await ledgerTotals(tx, p.vendor_id);
  await enqueueVendorPayout(tx, payoutId, {
    vendorId: p.vendor_id,
    amount: Number(p.amount),
    paidOn: today,
    reference: utr,
    receivable: t.receivable,
  });
  return 'paid';
}
