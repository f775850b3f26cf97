/**
 * Kinds of data that in-process caches depend on. A write path declares which of them it changes (route option
 * `config.changes`, lib/data-changes); a cache drops what it holds when its kind changes. Add a topic when a new
 * cache needs one; a write path that changes none declares `changes: []`.
 * - catalog: what the public reads show — categories, services (products, images, ratings), reviews and their
 *   authors' names, packages, sliders, offers, contacts, calendar (lib/public-cache).
 * - accounts: customer and vendor rows that a session check reads — existence, name, credentials (lib/auth).
 * - bookings: booking and package-booking states and payment holds — placed, paid, cancelled, declined, expired,
 *   completed (payments/booking-states `settleStates`: once nothing is due, reads skip the check until the next hold
 *   expires or the India date changes, unless one of these writes happens first).
 */
export const DATA_TOPICS = ['catalog', 'accounts', 'bookings'] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];
export const isDataTopic = (s: string): s is DataTopic => (DATA_TOPICS as readonly string[]).includes(s);
