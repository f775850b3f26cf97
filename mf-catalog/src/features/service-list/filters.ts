/** Service list filters (SPEC §2.5, §4, §9): price range from the list, rating threshold, title search. */
import type { ProductListing } from '../products/api/products-api';

/** Slider maximum until data loads. */
export const LOADING_RANGE: PriceRange = [0, 500];
/** Range when the loaded list has no prices. */
export const FALLBACK_RANGE: PriceRange = [0, 10000];

export type PriceRange = readonly [number, number];

/** Rating filter choices: 0 = All, otherwise "n star or above" (5 = exactly 5). */
export const RATING_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0, label: 'All' },
  { value: 5, label: '5 star' },
  { value: 4, label: '4 star or above' },
  { value: 3, label: '3 star or above' },
  { value: 2, label: '2 star or above' },
  { value: 1, label: '1 star or above' },
];

function payable(p: ProductListing): number {
  const n = Number(p.payableAmt ?? p.offerAmt);
  return Number.isFinite(n) ? n : 0;
}

/** Min and max payableAmt of the list (rounded outward to whole rupees); loading → 0–500; no data → 0–10000. */
export function priceBounds(products: ProductListing[] | undefined): PriceRange {
  if (!products) return LOADING_RANGE;
  if (products.length === 0) return FALLBACK_RANGE;
  const values = products.map(payable);
  const min = Math.floor(Math.min(...values));
  const max = Math.ceil(Math.max(...values));
  return min === max ? [min, max] : [min, max];
}

export interface ListFilters {
  range: PriceRange;
  /** 0 = all ratings. */
  minRating: number;
  search: string;
}

export function applyFilters(products: ProductListing[], { range, minRating, search }: ListFilters): ProductListing[] {
  const term = search.trim().toLowerCase();
  const [lo, hi] = range;
  return products.filter((p) => {
    const price = payable(p);
    if (price < lo || price > hi) return false;
    if (minRating > 0 && (Number(p.rating) || 0) < minRating) return false;
    if (term && !String(p.title ?? '').toLowerCase().includes(term)) return false;
    return true;
  });
}
