/**
 * The retention job (docs/privacy.md#retention): personal data is kept only as long as its purpose needs. Run by the
 * API's worker before its message pass (messages/install), at most once per RETENTION.everyMs across all replicas
 * (the pass claims retention_state's row). Each step is its own statement, so one slow table does not hold the rest.
 */
import type { Db } from '../db/client';
import {
  blankOldMessageBodies,
  claimRetentionPass,
  deleteAbandonedCarts,
  deleteExpiredCodes,
  deleteExpiredRevocations,
  deleteOldIdempotencyReplies,
  deleteOldSignInAddresses,
  deleteOldThrottles,
  saveRetentionCounts,
  stripOldAuditPersonalFields,
} from '../data/retention';
import { pruneRumReports } from '../data/rum';

/** The schedule: how long each kind of personal data is kept (docs/privacy.md#retention repeats it). */
export const RETENTION = {
  /** How often the job runs. */
  everyMs: 3600_000,
  /** One-time codes: deleted this many hours after they expire. */
  codeGraceHours: 1,
  /** Message texts (subject, body, WhatsApp parameters): blanked this many days after the message was written. */
  messageBodyDays: 90,
  /** Cart lines (service and package carts) not booked: deleted this many days after they were added. */
  cartDays: 30,
  /** Failed sign-in counts (keyed by a mobile number or email). */
  throttleDays: 30,
  /** The IP addresses an account signed in from. */
  signInAddressDays: 180,
  /** Stored replies of idempotent requests. */
  idempotencyDays: 7,
  /** Audit entries keep the personal fields of the rows they show for this long (who did what stays). */
  auditPersonalDays: 365,
} as const;

export type RetentionCounts = Record<string, number>;

/** One pass when due: the counts of what it deleted or blanked, or null when another pass ran within the period. */
export async function runRetention(db: Db, now: Date = new Date()): Promise<RetentionCounts | null> {
  if (!(await claimRetentionPass(db, now, RETENTION.everyMs))) return null;
  const at = now.toISOString();
  const counts: RetentionCounts = {
    codes: await deleteExpiredCodes(db, at, RETENTION.codeGraceHours),
    messageBodies: await blankOldMessageBodies(db, at, RETENTION.messageBodyDays),
    carts: await deleteAbandonedCarts(db, at, RETENTION.cartDays),
    throttles: await deleteOldThrottles(db, at, RETENTION.throttleDays),
    signInAddresses: await deleteOldSignInAddresses(db, at, RETENTION.signInAddressDays),
    idempotencyReplies: await deleteOldIdempotencyReplies(db, at, RETENTION.idempotencyDays),
    auditPersonalFields: await stripOldAuditPersonalFields(db, at, RETENTION.auditPersonalDays),
    revokedTokens: await deleteExpiredRevocations(db, at),
  };
  // Real-user reports have their own period (data/rum RUM_KEEP_DAYS).
  await pruneRumReports(db);
  await saveRetentionCounts(db, counts);
  return counts;
}
