/**
 * Shortlist writes (docs/shortlist.md): adding one service (the heart) and merging the list kept in the browser
 * before sign-in. Each runs in one transaction holding the customer's row lock, so two devices adding at once never
 * take the list past SHORTLIST_MAX.
 */
import { randomBytes } from 'node:crypto';
import { SHORTLIST_FULL, SHORTLIST_MAX } from '@utsav/domain/schemas/shortlist';
import type { Db } from '../db/client';
import {
  ensureShareToken,
  insertShortlistItems,
  isListed,
  lockShortlistOwner,
  newListedIds,
  shortlistSize,
} from '../data/shortlist';
import { badRequest, notFound } from '../lib/http';

export const SERVICE_NOT_LISTED = 'This service is not listed';

/** Adds one listed service (already there: nothing changes). */
export async function addToShortlist(db: Db, userId: number, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockShortlistOwner(tx, userId))) throw notFound('Account not found');
    if (!(await isListed(tx, productId))) throw notFound(SERVICE_NOT_LISTED);
    const fresh = await newListedIds(tx, userId, [productId]);
    if (fresh.length === 0) return;
    if ((await shortlistSize(tx, userId)) >= SHORTLIST_MAX) throw badRequest(SHORTLIST_FULL);
    await insertShortlistItems(tx, userId, fresh);
  });
}

/**
 * Merges the browser's list into the customer's: every listed service not already kept is added; ids of services no
 * longer listed are skipped (a browser list may be old). Refused whole (nothing added) when the merged list would
 * hold more than SHORTLIST_MAX.
 */
export async function mergeShortlist(db: Db, userId: number, productIds: readonly number[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockShortlistOwner(tx, userId))) throw notFound('Account not found');
    const fresh = await newListedIds(tx, userId, [...new Set(productIds)]);
    if (fresh.length === 0) return;
    if ((await shortlistSize(tx, userId)) + fresh.length > SHORTLIST_MAX) throw badRequest(SHORTLIST_FULL);
    await insertShortlistItems(tx, userId, fresh);
  });
}

/** The customer's share link token: the existing one, or a new random one (24 bytes, base64url: 32 characters). */
export async function shareShortlist(db: Db, userId: number): Promise<string> {
  return ensureShareToken(db, userId, randomBytes(24).toString('base64url'));
}
