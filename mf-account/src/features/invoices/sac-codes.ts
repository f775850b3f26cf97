/**
 * SAC (Services Accounting Code) per service category, for the invoice's GST lines.
 * The API does not return a SAC code yet (reported as an API gap); the invoice prefers a `SacCode` field from the
 * booking detail when the API adds one, and otherwise uses this table keyed by the category name.
 */
const SAC_BY_CATEGORY: Record<string, string> = {
  decoration: '998596',
  catering: '996334',
  photography: '998383',
  mehendi: '999722',
  'dj & music': '999623',
  venue: '997212',
  makeup: '999722',
  'tent & lighting': '997329',
  'pandit & puja': '999591',
  'invitation cards': '998912',
  choreography: '999623',
};

/** Event organisation and assistance services: the fallback for categories not listed above. */
export const DEFAULT_SAC = '998596';

export function sacCodeFor(categoryName: string | null | undefined, fromApi?: unknown): string {
  if (typeof fromApi === 'string' && /^\d{4,8}$/.test(fromApi)) return fromApi;
  return SAC_BY_CATEGORY[String(categoryName ?? '').trim().toLowerCase()] ?? DEFAULT_SAC;
}
