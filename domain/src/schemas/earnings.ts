/**
 * The vendor's earnings statement and the operator's payout runs (docs/payments.md): what their forms and the API
 * routes accept, one rule in one place.
 */
import * as v from 'valibot';
import { id, optionalText, present, requiredText } from './fields';

export const MONTH_FORMAT = 'Month must be a month like 2026-04';
export const UTR_FORMAT = 'UTR must be 12 to 22 letters or digits';
export const STATEMENT_FORMAT = 'Format must be csv or pdf';
export const KYC_DECISION = 'Decision must be verify or reject';
export const REJECT_REASON_REQUIRED = 'Please say why the KYC is rejected';

export const MONTH_PATTERN = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
export const UTR_PATTERN = /^[A-Z0-9]{12,22}$/;

const month = () => v.pipe(v.string(MONTH_FORMAT), v.trim(), v.regex(MONTH_PATTERN, MONTH_FORMAT));

/** GET /vendor/earnings?month=YYYY-MM (absent: every month). */
export const earningsQuerySchema = v.object({ month: v.optional(month()) });

/** GET /vendor/earnings/statement?month=YYYY-MM&format=csv|pdf&lang=en|hi */
export const statementQuerySchema = v.object({
  month: present(month()),
  format: v.optional(v.picklist(['csv', 'pdf'], STATEMENT_FORMAT), 'csv'),
  lang: v.optional(v.picklist(['en', 'hi'], 'Language must be en or hi')),
});

/** The operator's monthly reports and payout run: ?month / {period} = YYYY-MM. */
export const reportQuerySchema = v.object({ month: present(month()) });
export const payoutRunSchema = v.object({ period: present(month()) });

/** The UTRs the bank sent back for a run's payouts. */
export const payoutReferencesSchema = v.object({
  items: v.pipe(
    v.array(
      v.object({
        payoutId: id('Payout'),
        utr: v.pipe(
          requiredText('UTR', 22),
          v.transform((x) => x.toUpperCase()),
          v.regex(UTR_PATTERN, UTR_FORMAT),
        ),
      }),
      'Items must be a list',
    ),
    v.minLength(1, 'Give at least one UTR'),
    v.maxLength(500, 'At most 500 UTRs at a time'),
  ),
});

/** The operator's decision on a vendor's KYC. */
export const kycDecisionSchema = v.pipe(
  v.object({
    decision: v.picklist(['verify', 'reject'], KYC_DECISION),
    reason: optionalText('Reason', 300),
  }),
  v.forward(
    v.partialCheck(
      [['decision'], ['reason']],
      (x) => x.decision === 'verify' || x.reason !== '',
      REJECT_REASON_REQUIRED,
    ),
    ['reason'],
  ),
);

/** [from, to) of a month 'YYYY-MM' as ISO dates. */
export function monthRange(month: string): { from: string; to: string } {
  const y = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, to: `${next}-01` };
}
