import { FALLBACK_RANGE, LOADING_RANGE, applyFilters, priceBounds } from './filters';
import type { ProductListing } from '../products/api/products-api';

const p = (id: number, title: string, payableAmt: number, rating: number): ProductListing => ({
  id, title, payableAmt, rating, offerAmt: payableAmt, bookingAmt: payableAmt, discount: 0, amount_hide_show: 0,
});
const list = [p(1, 'Marigold Mandap', 50445, 5), p(2, 'Haldi Floral Setup', 16992.4, 4.3), p(3, 'Car Flower Decoration', 4000, 3.9), p(4, 'Balloon Arch', 1500, 0)];
const all = { range: [0, 100000] as const, minRating: 0, search: '' };

describe('price range', () => {
  it('defaults to the min and max payableAmt of the loaded list', () => {
    expect(priceBounds(list)).toEqual([1500, 50445]);
  });
  it('is 0–500 until data loads and 0–10000 when the list is empty', () => {
    expect(priceBounds(undefined)).toEqual(LOADING_RANGE);
    expect(LOADING_RANGE[1]).toBe(500);
    expect(priceBounds([])).toEqual(FALLBACK_RANGE);
    expect(FALLBACK_RANGE).toEqual([0, 10000]);
  });
  it('keeps only products whose payableAmt is inside the range (inclusive)', () => {
    expect(applyFilters(list, { ...all, range: [4000, 20000] }).map((x) => x.id)).toEqual([2, 3]);
    expect(applyFilters(list, { ...all, range: priceBounds(list) }).map((x) => x.id)).toEqual([1, 2, 3, 4]);
  });
});

describe('rating filter really filters', () => {
  it.each([
    [0, [1, 2, 3, 4]],
    [5, [1]],
    [4, [1, 2]],
    [3, [1, 2, 3]],
    [1, [1, 2, 3]],
  ])('minimum %i keeps %j', (minRating, ids) => {
    expect(applyFilters(list, { ...all, minRating }).map((x) => x.id)).toEqual(ids);
  });
});

describe('search', () => {
  it('matches the title case-insensitively after trimming', () => {
    expect(applyFilters(list, { ...all, search: '  FLORAL ' }).map((x) => x.id)).toEqual([2]);
    expect(applyFilters(list, { ...all, search: 'flower' }).map((x) => x.id)).toEqual([3]);
  });
  it('blank search keeps everything', () => {
    expect(applyFilters(list, { ...all, search: '   ' })).toHaveLength(4);
  });
  it('combines with the other filters', () => {
    expect(applyFilters(list, { range: [0, 20000], minRating: 4, search: 'a' }).map((x) => x.id)).toEqual([2]);
  });
});
