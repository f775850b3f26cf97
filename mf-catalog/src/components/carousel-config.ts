/**
 * Carousel breakpoints of product §9: how many slides are visible and how many one arrow press scrolls,
 * by viewport width. Kept as data so the rule is testable without a browser.
 */
export interface CarouselBreakpoint {
  /** Applies when the viewport is at most this wide (px). */
  maxWidth: number;
  slides: number;
  scroll: number;
}

export interface CarouselConfig {
  slides: number;
  scroll: number;
  loop?: boolean;
  breakpoints: readonly CarouselBreakpoint[];
}

/** Product carousels: 4 visible, scroll 2; ≤1024 px 3, scroll 2; ≤768 px and ≤480 px 2, scroll 1. */
export const PRODUCT_CAROUSEL: CarouselConfig = {
  slides: 4,
  scroll: 2,
  breakpoints: [
    { maxWidth: 1024, slides: 3, scroll: 2 },
    { maxWidth: 768, slides: 2, scroll: 1 },
    { maxWidth: 480, slides: 2, scroll: 1 },
  ],
};

/** Related products on the detail page: 4, 3 at ≤1024 px, 2 at ≤768 px; scroll 2 (1 on phones). */
export const RELATED_CAROUSEL: CarouselConfig = {
  slides: 4,
  scroll: 2,
  breakpoints: [
    { maxWidth: 1024, slides: 3, scroll: 2 },
    { maxWidth: 768, slides: 2, scroll: 2 },
    { maxWidth: 480, slides: 2, scroll: 1 },
  ],
};

/** Category carousel: 6 at a time, infinite (fewer on narrow screens so the cards stay legible). */
export const CATEGORY_CAROUSEL: CarouselConfig = {
  slides: 6,
  scroll: 1,
  loop: true,
  breakpoints: [
    { maxWidth: 1024, slides: 5, scroll: 1 },
    { maxWidth: 768, slides: 4, scroll: 1 },
    { maxWidth: 480, slides: 3, scroll: 1 },
  ],
};

/** Banner slider: one slide, infinite. */
export const BANNER_CAROUSEL: CarouselConfig = { slides: 1, scroll: 1, loop: true, breakpoints: [] };

/** The visible/scroll counts at a viewport width: the narrowest breakpoint that still contains the width wins. */
export function carouselSettings(config: CarouselConfig, width: number): { slides: number; scroll: number } {
  let current = { slides: config.slides, scroll: config.scroll };
  let bestWidth = Infinity;
  for (const bp of config.breakpoints) {
    if (width <= bp.maxWidth && bp.maxWidth < bestWidth) {
      bestWidth = bp.maxWidth;
      current = { slides: bp.slides, scroll: bp.scroll };
    }
  }
  return current;
}
