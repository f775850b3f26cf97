/**
 * One-time codes: sign-up mobile verification and password reset.
 *
 * - 6 random digits (crypto.randomInt), valid 10 minutes, 5 wrong tries and the code is spent.
 * - Kept only as HMAC-SHA256(key, purpose:account:target:code) with a key derived from the server secret: 10^6
 *   codes are trivially tried against a plain hash, not against a keyed one whose key is not in the database.
 * - Sending is throttled per target (the mobile number, or the login a reset names — known or not, so the throttle
 *   says nothing about accounts) and per client address, in the database like every other throttle (lib/throttle):
 *   the first code is free, each further one waits 1, 2, 4 … minutes (at most an hour).
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db, Queryable } from '../db/client';
import { countFailure, lockedUntil, setLock } from '../data/auth-throttle';
import {
  countWrongAttempt,
  dropCode,
  lockCode,
  putCode,
  scrubCodeMessages,
  type CodeAccount,
  type CodeChannel,
  type CodePurpose,
} from '../data/one-time-codes';
import { lockMsAfter, throttled, type ThrottlePolicy } from './throttle';

export const CODE_TTL_MINUTES = 10;
export const CODE_MAX_ATTEMPTS = 5;

const HOUR = 3600_000;
/** Codes sent to one target: the first at once, then 1, 2, 4 … minutes apart; forgotten after an hour of none. */
export const SEND_PER_TARGET: ThrottlePolicy = {
  freeFailures: 1,
  baseLockMs: 60_000,
  maxLockMs: HOUR,
  forgetAfterMs: HOUR,
};
/** Codes asked for from one client address, whatever the target. */
export const SEND_PER_ADDRESS: ThrottlePolicy = {
  freeFailures: 10,
  baseLockMs: 60_000,
  maxLockMs: HOUR,
  forgetAfterMs: HOUR,
};

export type CodeCheck =
  | { ok: true; channel: CodeChannel }
  | { ok: false; reason: 'none' | 'expired' | 'spent' | 'wrong'; attemptsLeft: number };

export class OneTimeCodes {
  private readonly key: Buffer;
  /** Codes one client address may ask for before it waits (SEND_PER_ADDRESS, or the deployment's own figure). */
  private readonly perAddress: ThrottlePolicy;
  constructor(
    private readonly db: Db,
    secret: string,
    sendsPerAddress = SEND_PER_ADDRESS.freeFailures,
  ) {
    this.perAddress = { ...SEND_PER_ADDRESS, freeFailures: sendsPerAddress };
    this.key = createHmac('sha256', secret).update('utsav-one-time-codes').digest();
  }

  hash(purpose: CodePurpose, account: CodeAccount, target: string, code: string): string {
    return createHmac('sha256', this.key).update(`${purpose}:${account}:${target}:${code}`).digest('hex');
  }

  /**
   * Counts one code request against each key and refuses it (429) while any key is locked. Every request counts,
   * sent or not (a reset for an unknown login counts like one for a real account).
   */
  async throttleSend(keys: string[], address: string): Promise<void> {
    const all: [string, ThrottlePolicy][] = [
      ...keys.map((k) => [`code-send:${k}`, SEND_PER_TARGET] as [string, ThrottlePolicy]),
      [`code-send from ${address}`, this.perAddress],
    ];
    const now = Date.now();
    for (const [key] of all) {
      const until = await lockedUntil(this.db, key);
      if (until !== null && until > now) throw throttled(until - now, 'code requests');
    }
    await this.db.transaction(async (tx) => {
      for (const [key, policy] of all) {
        const failures = await countFailure(
          tx,
          key,
          new Date(now).toISOString(),
          new Date(now - policy.forgetAfterMs).toISOString(),
        );
        if (failures === null) throw throttled(((await lockedUntil(tx, key)) ?? now) - now, 'code requests');
        const lock = lockMsAfter(failures, policy);
        if (lock > 0) await setLock(tx, key, new Date(now + lock).toISOString());
      }
    });
  }

  /**
   * A new code for the target, stored (hashed) in `q`'s transaction, to be carried by the outbox event `event`;
   * returns the digits to send.
   */
  async issue(
    q: Queryable,
    purpose: CodePurpose,
    account: CodeAccount,
    target: string,
    channel: CodeChannel,
    event: string,
  ): Promise<string> {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await putCode(q, {
      purpose,
      account,
      target,
      hash: this.hash(purpose, account, target, code),
      channel,
      ttlSeconds: CODE_TTL_MINUTES * 60,
      event,
    });
    return code;
  }

  /**
   * Checks a code inside the caller's transaction. Right: the code is used up (deleted). Wrong: one attempt is
   * counted (the caller must commit, not roll back); the 5th wrong one spends the code. Expired or spent: deleted.
   */
  async check(
    q: Queryable,
    purpose: CodePurpose,
    account: CodeAccount,
    target: string,
    code: string,
  ): Promise<CodeCheck> {
    const row = await lockCode(q, purpose, account, target);
    if (!row) return { ok: false, reason: 'none', attemptsLeft: 0 };
    if (row.expired || row.attempts >= CODE_MAX_ATTEMPTS) {
      await dropCode(q, purpose, account, target);
      if (row.message_event) await scrubCodeMessages(q, row.message_event);
      return { ok: false, reason: row.expired ? 'expired' : 'spent', attemptsLeft: 0 };
    }
    const given = Buffer.from(this.hash(purpose, account, target, code), 'hex');
    const kept = Buffer.from(row.code_hash, 'hex');
    if (given.length === kept.length && timingSafeEqual(given, kept)) {
      await dropCode(q, purpose, account, target);
      if (row.message_event) await scrubCodeMessages(q, row.message_event);
      return { ok: true, channel: row.channel };
    }
    const left = CODE_MAX_ATTEMPTS - row.attempts - 1;
    if (left <= 0) {
      await dropCode(q, purpose, account, target);
      if (row.message_event) await scrubCodeMessages(q, row.message_event);
    } else await countWrongAttempt(q, purpose, account, target);
    return { ok: false, reason: left <= 0 ? 'spent' : 'wrong', attemptsLeft: Math.max(0, left) };
  }
}

/** What a sign-up form shows for a refused code (the number is the caller's own: telling them more leaks nothing). */
export function signUpCodeMessage(c: Exclude<CodeCheck, { ok: true }>): string {
  if (c.reason === 'wrong')
    return `The code is wrong. ${c.attemptsLeft} ${c.attemptsLeft === 1 ? 'try' : 'tries'} left`;
  if (c.reason === 'expired') return 'The code has expired. Please ask for a new code';
  if (c.reason === 'spent') return 'Too many wrong codes. Please ask for a new code';
  return 'Please ask for a code for this mobile number first';
}

/** The one answer to every refused reset code: the same whether or not the account exists. */
export const RESET_CODE_REFUSED = 'The code is wrong or has expired. Check it, or ask for a new code';
