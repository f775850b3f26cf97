import {
  FALLBACK_RANGE,
  LOADING_RANGE,
  filtersQuery,
  rangeFilters,
  rangeOf,
  readFilters,
  sliderBounds,
} from './filters';

describe('sliderBounds', () => {
  it('rounds the list bounds outward to whole rupees', () => {
    expect(sliderBounds({ minPrice: 1500.4, maxPrice: 50444.5 })).toEqual([1500, 50445]);
  });
  it('loading → 0–500; a list without prices → 0–10000', () => {
    expect(sliderBounds(undefined)).toEqual(LOADING_RANGE);
    expect(sliderBounds({ minPrice: null, maxPrice: null })).toEqual(FALLBACK_RANGE);
  });
});

describe('filters in the URL', () => {
  it('reads q, min, max and rating', () => {
    expect(readFilters(new URLSearchParams('q=%20drone%20&min=1000&max=26000&rating=4'))).toEqual({
      q: 'drone',
      min: 1000,
      max: 26000,
      rating: 4,
      serves: false,
    });
  });
  it('ignores anything malformed', () => {
    expect(readFilters(new URLSearchParams('min=-5&max=1e9&rating=7'))).toEqual({
      q: '',
      min: null,
      max: null,
      rating: 0,
      serves: false,
    });
    expect(readFilters(new URLSearchParams('min=abc&rating=2.5')).rating).toBe(0);
    expect(readFilters(new URLSearchParams(`q=${'x'.repeat(150)}`)).q).toHaveLength(100);
  });
  it('writes only what is set, and reads back what it wrote', () => {
    expect(filtersQuery({ q: '', min: null, max: null, rating: 0, serves: false })).toBe('');
    const f = { q: 'wedding photo', min: 500, max: null, rating: 5, serves: true };
    const q = filtersQuery(f);
    expect(q).toBe('?q=wedding+photo&min=500&rating=5&serves=1');
    expect(readFilters(new URLSearchParams(q.slice(1)))).toEqual(f);
  });
});

describe('slider ↔ filters', () => {
  it('an end at the list bound is open', () => {
    expect(rangeFilters([1500, 26000], [1500, 50445])).toEqual({ min: null, max: 26000 });
    expect(rangeFilters([2000, 50445], [1500, 50445])).toEqual({ min: 2000, max: null });
  });
  it('open ends sit at the bounds; values outside them are clamped; the thumbs never cross', () => {
    expect(rangeOf({ min: null, max: null }, [1500, 50445])).toEqual([1500, 50445]);
    expect(rangeOf({ min: 100, max: 99999 }, [1500, 50445])).toEqual([1500, 50445]);
    expect(rangeOf({ min: 30000, max: 20000 }, [1500, 50445])).toEqual([30000, 30000]);
  });
});
