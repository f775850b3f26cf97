/**
 * Explicit cache invalidation by the write paths. Every route that writes is listed in
 * WRITE_PATHS below with what it changes (db/data-topics), or declares it on the route itself
 * (`config: { changes: ['catalog'] }`, which wins). After such a route answers (any status but 4xx: a rejected
 * request changed nothing, a 5xx may have), the declared topics are marked changed on the database handle
 * (`db.changed`), which clears the caches that depend on them in this process at once, before the reply leaves,
 * and tells the other API processes on the same PostgreSQL database (NOTIFY). Nothing inspects SQL text. Code that
 * writes outside a route (jobs, scripts) calls `db.changed([...])` itself.
 *
 * A non-GET route with no declaration is treated as changing every topic (safe: it only costs cache misses), and
 * test/data-changes.test.ts fails on it, so each new write path says what it changes. GET routes that write (the
 * SPEC keeps a few: /DeleteCart, /deleteAddress, /vendor/delete-image) must be listed: nothing can detect them.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { DATA_TOPICS, type DataTopic } from '../db/data-topics';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a successful call of this route changes (db/data-topics); [] = nothing any cache depends on. */
    changes?: readonly DataTopic[];
  }
  interface FastifyInstance {
    /** Every route that may write, with what it declared (undefined = no declaration: every topic). */
    writeRoutes: { method: string; url: string; changes: readonly DataTopic[] | undefined }[];
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** 'METHOD /url' of each write path → the kinds of data it changes ([] = none that a cache depends on). */
export const WRITE_PATHS: Readonly<Record<string, readonly DataTopic[]>> = {
  // accounts: sign-in reads no cache-relevant data; registration and credentials/profile changes do.
  'POST /api/UserLogin': [],
  'POST /api/vendor/login': [],
  'POST /api/UserRegister': ['accounts'],
  'POST /api/vendorRegister': ['accounts'],
  'POST /api/change-password': ['accounts'],
  'POST /api/vendor/change-password': ['accounts'],
  // The supplier GSTIN is on invoices (private); removing it drops the vendor's services to 0 % GST (public prices).
  'POST /api/vendor/gstin': ['catalog'],
  // Ends a session token: every replica's verified-token cache must forget it.
  'POST /api/logout': ['accounts'],
  // The customer's name is shown as the author of their reviews (public /getreview).
  'POST /api/update-profile': ['accounts', 'catalog'],
  // The customer's language: read only by the account's own profile and messages.
  'POST /api/update-language': [],
  // catalogue: services, images, ratings and reviews.
  'POST /api/vendor/AddProduct': ['catalog'],
  'POST /api/vendor/UpdateService': ['catalog'],
  'POST /api/uploadMultipleImages': ['catalog'],
  'GET /api/vendor/delete-image': ['catalog'],
  'POST /api/add-review': ['catalog'],
  // private data only: carts, addresses, enquiries, bookings (availability is never cached).
  'POST /api/AddToCart': [],
  'POST /api/UpdateCartDate': [],
  'GET /api/DeleteCart': [],
  'POST /api/AddBookingAddress': [],
  'POST /api/UpdateBookingAddress': [],
  'GET /api/deleteAddress': [],
  'POST /api/AddEnquiry': [],
  'POST /api/NewsletterSubscribe': [],
  // Real-user speed reports: only the back office reads them, uncached.
  'POST /api/rum': [],
  'POST /api/EventBooking': ['bookings'],
  'POST /api/addPackageTocart': [],
  'POST /api/packageBooking': ['bookings'],
  // payments and the booking lifecycle: bookings, payments, refunds, ledger — private, never cached; they
  // move booking states and holds, which settleStates watches ('bookings').
  'POST /api/bookings/:id/cancel': ['bookings'],
  'POST /api/vendor/bookings/:id/decline': ['bookings'],
  'POST /api/payments/order': ['bookings'],
  'POST /api/payments/balance': ['bookings'],
  'POST /api/payments/verify': ['bookings'],
  'POST /api/payments/webhook': ['bookings'],
  'POST /api/payments/offline/pay': ['bookings'],
  // the operator back office: approval, suspension and moderation decide what the storefront lists.
  'POST /api/admin/login': [],
  // A suspension ends the vendor's sessions (token_version): every replica's verified-token cache must drop them.
  'POST /api/admin/vendors/:id/status': ['catalog', 'accounts'],
  'POST /api/admin/products/:id/moderation': ['catalog'],
  // What packages offer and their "from" price follow a service's event types.
  'POST /api/admin/products/:id/event-types': ['catalog'],
  'POST /api/admin/vendors/:id/commission': [],
  'POST /api/admin/enquiries/:id/answer': [],
  'POST /api/admin/payouts': [],
  'POST /api/admin/bookings/:id/cancel': ['bookings'],
  // the operator's catalogue: an upload is unused until a record names it; the rest is what the storefront shows.
  'POST /api/admin/images': [],
  'POST /api/admin/categories': ['catalog'],
  'POST /api/admin/categories/:id': ['catalog'],
  'POST /api/admin/sliders': ['catalog'],
  'POST /api/admin/sliders/:id': ['catalog'],
  'POST /api/admin/sliders/:id/delete': ['catalog'],
  'POST /api/admin/packages': ['catalog'],
  'POST /api/admin/packages/:id': ['catalog'],
  // KYC: the vendor's own and the operator's verification; no public or cached read shows it.
  'POST /api/vendor/kyc': ['accounts'],
  'POST /api/admin/vendors/:id/kyc': ['accounts'],
  // Payout runs and their bank references move the vendors' ledgers (dashboards and earnings).
  'POST /api/admin/payout-runs': ['bookings'],
  'POST /api/admin/payout-runs/references': ['bookings'],
  // Conversations: messages, photos and reports feed no cached read. A quote that holds its date takes a slot (the
  // service's availability) until it is withdrawn, revised or accepted — and an accepted quote is an order.
  'POST /api/conversations': [],
  'POST /api/conversations/:id/messages': [],
  'POST /api/conversations/:id/photos': [],
  'POST /api/conversations/:id/report': [],
  'POST /api/conversations/:id/quotes/:quoteId/accept': ['bookings'],
  'POST /api/vendor/conversations/:id/quotes': ['bookings'],
  'POST /api/vendor/conversations/:id/quotes/:quoteId/revise': ['bookings'],
  'POST /api/vendor/conversations/:id/quotes/:quoteId/withdraw': ['bookings'],
};

type Hook = (...args: never[]) => unknown;
const append = <H extends Hook>(existing: H | H[] | undefined, hook: H): H[] => [
  ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]),
  hook,
];

export function installDataChanges(app: FastifyInstance, db: Db) {
  const routes: FastifyInstance['writeRoutes'] = [];
  app.decorate('writeRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).map(String);
    for (const method of methods) {
      // A HEAD route runs its GET handler: it writes what the GET writes.
      const declared = route.config?.changes ?? WRITE_PATHS[`${method === 'HEAD' ? 'GET' : method} ${route.url}`];
      if (declared === undefined && READ_METHODS.has(method)) continue;
      routes.push({ method, url: route.url, changes: declared });
    }
    const declarations = routes.filter((r) => r.url === route.url && methods.includes(r.method));
    if (declarations.length === 0) return;
    const topics = [...new Set(declarations.flatMap((r) => r.changes ?? DATA_TOPICS))];
    if (topics.length === 0) return;
    route.onSend = append(
      route.onSend,
      async function markChanged(_req: FastifyRequest, reply: FastifyReply, payload: unknown) {
        if (reply.statusCode < 400 || reply.statusCode >= 500) await db.changed(topics);
        return payload;
      },
    );
  });
}
