/** What every route module receives. */
import type { Db } from '../db/client';
import type { Auth } from '../lib/auth';
import type { AppConfig } from '../config';

export interface RouteContext {
  db: Db;
  auth: Auth;
  config: AppConfig;
}

/** OpenAPI metadata for a route (shown at /api/docs). */
export const doc = (tag: string, summary: string, secured: false | 'customer' | 'vendor' | 'optional' = false) => ({
  schema: {
    tags: [tag],
    summary,
    ...(secured ? { security: [{ XAuthToken: [] }], description: secured === 'optional' ? 'X-Auth-Token optional' : `Needs a ${secured} token (X-Auth-Token)` } : {}),
  },
});
