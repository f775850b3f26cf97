/**
 * The vendor's payout KYC (migration 340, docs/payments.md "KYC"): PAN, bank account and IFSC as the vendor gave
 * them (checked by @utsav/domain/schemas/vendor-kyc), and the operator's decision. Read only by its vendor and by
 * operators; lists show the account number masked to its last 4 digits.
 */
import { maskAccount, type VendorKyc } from '@utsav/domain/schemas/vendor-kyc';
import type { Queryable } from '../db/client';

export type KycState = 'missing' | 'submitted' | 'verified' | 'rejected';

export interface KycRow {
  vendor_id: number;
  pan: string;
  pan_name: string;
  account_holder: string;
  account_number: string;
  ifsc: string;
  state: Exclude<KycState, 'missing'>;
  submitted_at: string;
  checked_at: string | null;
  reject_reason: string;
}

export async function kycOf(q: Queryable, vendorId: number): Promise<KycRow | undefined> {
  return (
    await q.query<KycRow>(
      `SELECT vendor_id, pan, pan_name, account_holder, account_number, ifsc, state, submitted_at, checked_at, reject_reason
       FROM vendor_kyc WHERE vendor_id = $1`,
      [vendorId],
    )
  ).rows[0];
}

/** Saves the vendor's KYC; a change sends it back to the operator (state 'submitted'). */
export async function saveKyc(q: Queryable, vendorId: number, k: VendorKyc): Promise<void> {
  await q.query(
    `INSERT INTO vendor_kyc (vendor_id, pan, pan_name, account_holder, account_number, ifsc)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (vendor_id) DO UPDATE SET pan = EXCLUDED.pan, pan_name = EXCLUDED.pan_name,
       account_holder = EXCLUDED.account_holder, account_number = EXCLUDED.account_number, ifsc = EXCLUDED.ifsc,
       submitted_at = now(), state = 'submitted', checked_at = NULL, checked_by = NULL, reject_reason = ''`,
    [vendorId, k.pan, k.panName, k.accountHolder, k.accountNumber, k.ifsc],
  );
}

/** Locks a vendor's KYC row for the operator's decision. */
export async function lockKyc(q: Queryable, vendorId: number): Promise<KycRow | undefined> {
  return (
    await q.query<KycRow>(
      `SELECT vendor_id, pan, pan_name, account_holder, account_number, ifsc, state, submitted_at, checked_at, reject_reason
       FROM vendor_kyc WHERE vendor_id = $1 FOR UPDATE`,
      [vendorId],
    )
  ).rows[0];
}

export async function decideKyc(
  q: Queryable,
  vendorId: number,
  d: { state: 'verified' | 'rejected'; reason: string; operatorId: number },
): Promise<void> {
  await q.query(
    'UPDATE vendor_kyc SET state = $2, reject_reason = $3, checked_at = now(), checked_by = $4 WHERE vendor_id = $1',
    [vendorId, d.state, d.reason, d.operatorId],
  );
}

/** KYC of every vendor who gave one, for the back office, account numbers masked. */
export async function kycList(q: Queryable) {
  const r = await q.query<KycRow & { name: string }>(
    `SELECT k.vendor_id, v.name, k.pan, k.pan_name, k.account_holder, k.account_number, k.ifsc, k.state, k.submitted_at,
            k.checked_at, k.reject_reason
     FROM vendor_kyc k JOIN vendors v ON v.id = k.vendor_id ORDER BY (k.state = 'submitted') DESC, k.submitted_at DESC`,
  );
  return r.rows.map((k) => ({ ...k, account_number: maskAccount(k.account_number) }));
}
