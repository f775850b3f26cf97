/**
 * Query strings of the reads: each route declares the parameters it reads, so Fastify refuses a
 * repeated or unknown-shaped one before the handler and /api/docs lists them. The schema holds the shape (which
 * names, each one text given once); what a value means — a page cursor, a price bound, an id that is answered 404
 * when it names nothing of the caller's — is read by the data layer it belongs to (data/keyset `pageRequest`,
 * data/catalog `serviceFilters`, the routes' `intId`), where its message lives.
 */
import * as v from 'valibot';

/** One optional text parameter: absent, or given once (`?a=1&a=2` is refused). */
export const text = (name: string) => v.optional(v.string(`${name} must be given once`));

/** Query parameters of a route: each name → optional text. */
export const textParams = <K extends string>(...names: K[]) =>
  v.object(Object.fromEntries(names.map((n) => [n, text(n)])) as { [P in K]: ReturnType<typeof text> });

/** A keyset page (data/keyset): `?limit` 1..100 (default 25, shared/schemas/page-size) and `?after` = the previous reply's `Page.next`. */
export const pageQuery = textParams('limit', 'after');

/** The storefront list filters (data/catalog `serviceFilters`) and its page. */
export const serviceListQuery = textParams(
  'limit',
  'after',
  'q',
  'minPrice',
  'maxPrice',
  'rating',
  'sort',
  'pincode',
  'serves',
);

/** The vendor's bookings: `?when=upcoming|expired` and the page. */
export const vendorBookingsQuery = textParams('limit', 'after', 'when');

/** Path parameters of a route (`/bookings/:id`): each one text, always present once the route matched. */
export const pathParams = <K extends string>(...names: K[]) =>
  v.object(Object.fromEntries(names.map((n) => [n, v.string()])) as { [P in K]: v.StringSchema<undefined> });
