/**
 * A payout the operator records by hand (docs/payments.md "Payout run, bank file, UTRs"): like the month's run, only
 * to a vendor whose KYC Utsav verified, and never more than the ledger owes. One transaction holding the vendor's row
 * lock, so two operators cannot both pay out the same receivable; audited, and the vendor is told.
 */
import { toRupees } from '@utsav/domain/pricing';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../lib/http';
import { ledgerTotals } from '../data/vendor-ledger';
import { deriveWithheld } from '../data/vendor-withheld';
import { insertPayout, lockVendor } from '../data/admin-operations';
import { kycState } from '../data/payout-runs';
import { recordAudit } from '../data/audit';
import { enqueueVendorPayout } from '../vendors/vendor-messages';
import { msg } from '../lib/server-messages';

/** The refusal when the vendor's KYC is missing, waiting or rejected (in the API catalogue, English and Hindi). */
export const KYC_NOT_VERIFIED = msg('payouts.kycNotVerified');

export interface ManualPayout {
  vendorId: number;
  /** Paise, more than 0. */
  amount: number;
  reference: string;
  /** IST date, YYYY-MM-DD. */
  paidOn: string;
  operatorId: number;
}

/** Records the payout; returns its id. 404 no such vendor, 409 KYC not verified, 400 more than receivable. */
export async function recordManualPayout(db: Db, p: ManualPayout): Promise<number> {
  if (p.amount <= 0) throw badRequest('Amount must be more than 0');
  return db.transaction(async (tx) => {
    if (!(await lockVendor(tx, p.vendorId))) throw notFound('Vendor not found');
    if ((await kycState(tx, p.vendorId)) !== 'verified') throw conflict(KYC_NOT_VERIFIED);
    await deriveWithheld(tx, p.vendorId);
    const t = await ledgerTotals(tx, p.vendorId);
    if (p.amount > t.receivable)
      throw badRequest(`Amount can be at most the receivable ₹${toRupees(Math.max(0, t.receivable)).toFixed(2)}`);
    const payoutId = await insertPayout(tx, p);
    await recordAudit(tx, {
      operatorId: p.operatorId,
      action: 'payout.record',
      entity: 'vendor',
      entityId: p.vendorId,
      before: { receivable: toRupees(t.receivable) },
      after: {
        payoutId,
        amount: toRupees(p.amount),
        reference: p.reference,
        paidOn: p.paidOn,
        receivable: toRupees(t.receivable - p.amount),
      },
    });
    await enqueueVendorPayout(tx, payoutId, {
      vendorId: p.vendorId,
      amount: p.amount,
      paidOn: p.paidOn,
      reference: p.reference,
      receivable: t.receivable - p.amount,
    });
    return payoutId;
  });
}
