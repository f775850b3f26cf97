/**
 * Page sizes of every paged list, without dependencies so the apps' list helper (keyset-pages) can read
 * them without the validation library; the rule that parses `?limit` is schemas/page-size.
 */

/** Rows per page when the client names none: the apps' page (account, vendor and back-office lists). */
export const PAGE_SIZE = 25;
/** The largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;
/** Why a `limit` was refused. */
export const PAGE_SIZE_MESSAGE = `limit must be a whole number from 1 to ${MAX_PAGE_SIZE}`;
