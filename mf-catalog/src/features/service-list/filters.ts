/**
 * Service list filters (product §2.5, §4, §9): price range within the list's bounds, rating threshold, title search.
 * They live in the URL (shareable, Back restores them) and are applied by the API, page by page.
 */
import type { ListFilters } from '../../api/products-api';

/** Slider maximum until data loads. */
export const LOADING_RANGE: PriceRange = [0, 500];
/** Range when the loaded list has no prices. */
export const FALLBACK_RANGE: PriceRange = [0, 10000];

export type PriceRange = readonly [number, number];

/** Rating filter choices: 0 = All, otherwise "n star or above" (5 = exactly 5); `label` is a catalogue key. */
export const RATING_OPTIONS: ReadonlyArray<{ value: number; label: string }> = [
  { value: 0, label: 'list.ratingAll' },
  { value: 5, label: 'list.rating5' },
  { value: 4, label: 'list.ratingAtLeast' },
  { value: 3, label: 'list.ratingAtLeast' },
  { value: 2, label: 'list.ratingAtLeast' },
  { value: 1, label: 'list.ratingAtLeast' },
];

/** Slider ends from the list's price bounds (rupees, rounded outward); loading → 0–500; no prices → 0–10000. */
export function sliderBounds(bounds: { minPrice: number | null; maxPrice: number | null } | undefined): PriceRange {
  if (!bounds) return LOADING_RANGE;
  if (bounds.minPrice === null || bounds.maxPrice === null) return FALLBACK_RANGE;
  return [Math.floor(bounds.minPrice), Math.ceil(bounds.maxPrice)];
}

const wholeRupees = (v: string | null): number | null => (v !== null && /^\d{1,9}$/.test(v) ? Number(v) : null);

/** The list filters from the URL (`?q&min&max&rating`); anything malformed is ignored. */
export function readFilters(params: URLSearchParams): ListFilters {
  const rating = Number(params.get('rating'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    min: wholeRupees(params.get('min')),
    max: wholeRupees(params.get('max')),
    rating: RATING_OPTIONS.some((o) => o.value === rating) ? rating : 0,
    serves: params.get('serves') === '1',
  };
}

/** The URL query of filters (only what is set), e.g. '?q=drone&rating=4'; '' when none. */
export function filtersQuery(f: ListFilters): string {
  const p = new URLSearchParams();
  if (f.q) p.set('q', f.q);
  if (f.min !== null) p.set('min', String(f.min));
  if (f.max !== null) p.set('max', String(f.max));
  if (f.rating > 0) p.set('rating', String(f.rating));
  if (f.serves) p.set('serves', '1');
  const s = p.toString();
  return s ? `?${s}` : '';
}

/** A chosen slider range as filters: an end at the list's own bound is open (null). */
export function rangeFilters(range: PriceRange, bounds: PriceRange): Pick<ListFilters, 'min' | 'max'> {
  return { min: range[0] > bounds[0] ? range[0] : null, max: range[1] < bounds[1] ? range[1] : null };
}

/** The slider's position for the filters: open ends sit at the list's bounds (clamped inside them). */
export function rangeOf(f: Pick<ListFilters, 'min' | 'max'>, bounds: PriceRange): PriceRange {
  const lo = Math.min(Math.max(f.min ?? bounds[0], bounds[0]), bounds[1]);
  const hi = Math.max(Math.min(f.max ?? bounds[1], bounds[1]), lo);
  return [lo, hi];
}
