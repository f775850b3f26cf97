/**
 * The shortlist's and compare's limits and messages (docs/shortlist.md), with no validation library: the page's
 * shortlist store (@utsav/shared/shortlist, on every page's first load) reads them without pulling valibot in. The
 * schemas that enforce them are in ./schemas/shortlist.
 */

/** How many services one customer's shortlist holds. */
export const SHORTLIST_MAX = 100;
/** How many services compare shows side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const SHORTLIST_FULL = `Your shortlist holds up to ${SHORTLIST_MAX} services`;
export const COMPARE_COUNT = `Choose ${COMPARE_MIN} to ${COMPARE_MAX} services to compare`;
export const SHARE_LINK_UNKNOWN = 'This shortlist link is not valid or was withdrawn';
