/** What every route module receives. */
import type { Db } from '../db/client';
import type { Auth } from '../lib/auth';
import type { AppConfig } from '../config';
import type { PaymentProvider } from '../payments/provider';

export interface RouteContext {
  db: Db;
  auth: Auth;
  config: AppConfig;
  /** Razorpay when its keys are set, else the offline gateway (payments/). */
  payments: PaymentProvider;
}

/**
 * OpenAPI metadata for a route (shown at /api/docs) and its contract: `contract` adds the route's schemas (e.g.
 * `reply(...)` from contract/envelope — the 200 reply Fastify serializes with, so undeclared fields never leave).
 */
export const doc = (tag: string, summary: string, secured: false | 'customer' | 'vendor' | 'optional' = false, contract: Record<string, unknown> = {}) => ({
  schema: {
    tags: [tag],
    summary,
    ...(secured ? { security: [{ XAuthToken: [] }], description: secured === 'optional' ? 'X-Auth-Token optional' : `Needs a ${secured} token (X-Auth-Token)` } : {}),
    ...contract,
  },
});

/**
 * Route option of a public GET whose reply depends only on its URL and the database (never on the caller):
 * any call may be answered from the in-process cache (lib/public-cache), so the handler must never read the
 * caller (test/public-cache.test.ts compares a visitor's, a customer's and a vendor's replies). Not for replies
 * that show availability (bookings): those stay uncached.
 */
export const publicRead = { config: { publicCache: true } };
