/**
 * Kinds of data that in-process caches depend on. A write path declares which of them it changes (route option
 * `config.changes`, lib/data-changes); a cache drops what it holds when its kind changes. Add a topic when a new
 * cache needs one; a write path that changes none declares `changes: []`.
 * - catalog: what the public reads show — categories, services (products, images, ratings), reviews and their
 *   authors' names, packages, sliders, offers, contacts, calendar (lib/public-cache).
 * - accounts: customer and vendor rows that a session check reads — existence, name, credentials (lib/auth).
 */
export const DATA_TOPICS = ['catalog', 'accounts'] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];
export const isDataTopic = (s: string): s is DataTopic => (DATA_TOPICS as readonly string[]).includes(s);
