/**
 * The size of a page of every paged list: the API's keyset lists (data/keyset) and the back office's
 * numbered tables (schemas/admin). Without `?limit` a list answers one page as the apps show it (PAGE_SIZE rows);
 * a client may ask up to MAX_PAGE_SIZE rows, and a bigger page is refused with PAGE_SIZE_MESSAGE (a 400): a page of
 * hundreds of bookings (hundreds of KB, most of a second at marketplace scale) is never served by default or on request.
 */
import * as v from 'valibot';
import { MAX_PAGE_SIZE, PAGE_SIZE, PAGE_SIZE_MESSAGE } from '../list-page';
import { wholeNumber } from './fields';

export { MAX_PAGE_SIZE, PAGE_SIZE, PAGE_SIZE_MESSAGE };

/** `?limit`: digits (or a JSON number) from 1 to MAX_PAGE_SIZE; '' means PAGE_SIZE. */
export const pageSizeSchema = wholeNumber(PAGE_SIZE_MESSAGE, 1, MAX_PAGE_SIZE, PAGE_SIZE);

/** The page size of a raw `?limit` (absent or '' = PAGE_SIZE), or null when it is not one. */
export function pageSizeOf(raw: unknown): number | null {
  if (raw === undefined) return PAGE_SIZE;
  const r = v.safeParse(pageSizeSchema, raw);
  return r.success ? r.output : null;
}
