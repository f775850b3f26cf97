/**
 * Throttling of password checks and of answers that say an account exists (OWASP ASVS 2.2.1, 3.x).
 * Counts and locks live in the database (data/auth-throttle), so every API replica sees the same ones.
 *
 * - Sign-in (`SignInThrottle`): failures are counted per (account, client address): from the 5th, each locks that
 *   pair for a back-off that doubles (30 s, 1 min … at most 15 min). On top, failures from every address count
 *   towards an account-wide ceiling (30, then 1 min doubling to 15 min) that applies only to addresses the owner
 *   has never signed in from (90 days): guessing from many addresses is slowed for the account as a whole, but the
 *   owner at an address they have used before is never locked by someone else's guesses.
 * - Change-password (`AccountThrottle`): the caller holds the account's session, so per account.
 * - "Already registered" answers (`TakenAnswerThrottle`): per account and per address.
 *
 * An attempt is counted before its password is checked (and the count cleared again when it succeeds): parallel
 * guesses cannot slip past the lock while the first ones are still hashing.
 */
import type { Db } from '../db/client';
import {
  clearFailures,
  countFailure,
  isKnownAddress,
  lockedUntil,
  rememberAddress,
  setLock,
  uncountFailure,
} from '../data/auth-throttle';
import { HttpError } from './http';

export interface ThrottlePolicy {
  /** Failures allowed before the first lock. */
  freeFailures: number;
  /** First lock, ms; doubled for every further failure. */
  baseLockMs: number;
  maxLockMs: number;
  /** A failure this long after the previous one starts a new count. */
  forgetAfterMs: number;
}

const DAY = 24 * 3600_000;

/** Per (account, address) at sign-in, and per account at change-password. */
export const DEFAULT_THROTTLE: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 30_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: DAY,
};
/** Account-wide at sign-in, from addresses the owner has not used: a much higher ceiling. */
export const ACCOUNT_CEILING: ThrottlePolicy = {
  freeFailures: 30,
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  forgetAfterMs: DAY,
};
/** How long an address the owner signed in from stays theirs. */
export const KNOWN_ADDRESS_MS = 90 * DAY;
/** "Already registered" answers per account (update-profile) and per address (registration and update-profile). */
export const TAKEN_PER_ACCOUNT: ThrottlePolicy = {
  freeFailures: 5,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: DAY,
};
export const TAKEN_PER_ADDRESS: ThrottlePolicy = {
  freeFailures: 10,
  baseLockMs: 60_000,
  maxLockMs: 60 * 60_000,
  forgetAfterMs: DAY,
};

/** Lock earned by the n-th consecutive failure (0 = none). */
export function lockMsAfter(failures: number, policy: ThrottlePolicy = DEFAULT_THROTTLE): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxLockMs, policy.baseLockMs * 2 ** Math.min(30, failures - policy.freeFailures));
}

export function throttled(retryMs: number, what = 'failed attempts'): HttpError {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  const wait = seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new HttpError(429, `Too many ${what}. Please try again in ${wait}`, {}, { 'retry-after': String(seconds) });
}

/** The counter every throttle here is made of: failures per key, and the lock they earned. */
class Counter {
  constructor(private readonly db: Db) {}

  /** Counts a failure for `key` (and sets the lock it earns), or throws 429 when the key is locked. */
  async count(key: string, policy: ThrottlePolicy, what?: string): Promise<void> {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    await this.db.transaction(async (tx) => {
      const failures = await countFailure(tx, key, nowIso, new Date(now - policy.forgetAfterMs).toISOString());
      if (failures === null) throw throttled(((await lockedUntil(tx, key)) ?? now) - now, what);
      const lock = lockMsAfter(failures, policy);
      if (lock > 0) await setLock(tx, key, new Date(now + lock).toISOString());
    });
  }

  /** Throws 429 while `key` is locked; counts nothing. */
  async ensureOpen(key: string, what?: string): Promise<void> {
    const now = Date.now();
    const until = await lockedUntil(this.db, key);
    if (until !== null && until > now) throw throttled(until - now, what);
  }

  clear(key: string): Promise<void> {
    return clearFailures(this.db, key);
  }

  uncount(key: string): Promise<void> {
    return uncountFailure(this.db, key);
  }
}

export class AccountThrottle {
  private readonly counter: Counter;
  constructor(
    db: Db,
    private readonly policy: ThrottlePolicy = DEFAULT_THROTTLE,
  ) {
    this.counter = new Counter(db);
  }

  /**
   * Runs a password check for `account` under the throttle: 429 while the account is locked (the check does not
   * run), otherwise the attempt is counted, `check` runs, and a true result clears the count.
   */
  async attempt(account: string, check: () => Promise<boolean>): Promise<boolean> {
    await this.counter.count(account, this.policy);
    const ok = await check();
    if (ok) await this.counter.clear(account);
    return ok;
  }
}

/** The throttle key of one account at one client address. */
export const pairKey = (account: string, address: string) => `${account} from ${address}`;

export class SignInThrottle {
  private readonly counter: Counter;
  constructor(
    private readonly db: Db,
    private readonly pair: ThrottlePolicy = DEFAULT_THROTTLE,
    private readonly ceiling: ThrottlePolicy = ACCOUNT_CEILING,
  ) {
    this.counter = new Counter(db);
  }

  /**
   * Runs a sign-in's password check for `account` (known or not: an unknown name is throttled the same way) from
   * `address`: 429 while that pair is locked, or — from an address the owner has never signed in from — while the
   * account-wide ceiling is reached. A success clears the pair's count and remembers the address as the owner's;
   * it takes back only its own account-wide count (clearing it would hand someone guessing from elsewhere a fresh
   * ceiling every time the owner signs in; the owner's addresses are exempt from it anyway).
   */
  async attempt(account: string, address: string, check: () => Promise<boolean>): Promise<boolean> {
    const now = Date.now();
    const known = await isKnownAddress(this.db, account, address, new Date(now - KNOWN_ADDRESS_MS).toISOString());
    const pair = pairKey(account, address);
    await this.counter.count(pair, this.pair);
    if (!known) await this.counter.count(account, this.ceiling);
    const ok = await check();
    if (ok) {
      await this.counter.clear(pair);
      if (!known) await this.counter.uncount(account);
      await rememberAddress(
        this.db,
        account,
        address,
        new Date(now).toISOString(),
        new Date(now - KNOWN_ADDRESS_MS).toISOString(),
      );
    }
    return ok;
  }
}

/**
 * Answers that tell whether a mobile number or email is registered (registration, update-profile: SPEC's
 * "This mobile number is already registered") are limited per account and per address (ASVS 2.2, 3.x): only the
 * "taken" answers count (a free number registers or saves, which the caller then owns), and once a key is locked
 * every such request gets 429 before anything is looked up, so a locked caller learns nothing either way.
 */
export class TakenAnswerThrottle {
  private readonly counter: Counter;
  constructor(db: Db) {
    this.counter = new Counter(db);
  }

  private static keys(address: string, account?: string): [string, ThrottlePolicy][] {
    return [
      [`taken-answers from ${address}`, TAKEN_PER_ADDRESS],
      ...(account ? ([[`taken-answers:${account}`, TAKEN_PER_ACCOUNT]] as [string, ThrottlePolicy][]) : []),
    ];
  }

  /** Runs `lookup` unless the caller is locked (429); counts a truthy ("taken") result against the caller. */
  async around<T>(who: { address: string; account?: string }, lookup: () => Promise<T>): Promise<T> {
    const keys = TakenAnswerThrottle.keys(who.address, who.account);
    for (const [key] of keys) await this.counter.ensureOpen(key, 'attempts');
    const result = await lookup();
    if (result) for (const [key, policy] of keys) await this.counter.count(key, policy, 'attempts');
    return result;
  }
}
