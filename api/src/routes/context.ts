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
 * OpenAPI metadata for a route (shown at /api/docs) and its contract: `contract` adds the route's schemas — the
 * request parts (`body(...)`, `query(...)`, `params(...)` from contract/request: Fastify validates them with the
 * shared valibot schemas before the handler runs) and `reply(...)` from contract/envelope (the 200 reply Fastify
 * serializes with, so undeclared fields never leave). The contract's type is kept, so the route's handler sees
 * `req.body`/`req.query`/`req.params` typed (contract/request `ContractTypes`).
 */
/** OpenAPI security of a route: the token, or the token or nothing (`{}`) when it is optional. */
const securityOf = (secured: 'customer' | 'vendor' | 'optional'): Record<string, string[]>[] =>
  secured === 'optional' ? [{ XAuthToken: [] }, {}] : [{ XAuthToken: [] }];

export const doc = <C extends object = Record<never, never>>(
  tag: string,
  summary: string,
  secured: false | 'customer' | 'vendor' | 'optional' = false,
  contract?: C,
) => ({
  schema: {
    tags: [tag],
    summary,
    ...(secured
      ? {
          security: securityOf(secured),
          description: secured === 'optional' ? 'X-Auth-Token optional' : `Needs a ${secured} token (X-Auth-Token)`,
        }
      : {}),
    ...(contract ?? ({} as C)),
  },
});

/**
 * Route option of a public GET whose reply depends only on its URL and the database (never on the caller):
 * any call may be answered from the in-process cache (lib/public-cache), so the handler must never read the
 * caller (test/public-cache.test.ts compares a visitor's, a customer's and a vendor's replies). Not for replies
 * that show availability (bookings): those stay uncached.
 */
export const publicRead = { config: { publicCache: true } };
