import { CATEGORY_CAROUSEL, PRODUCT_CAROUSEL, RELATED_CAROUSEL, carouselSettings } from './carousel-config';

describe('carousel breakpoints (product §9)', () => {
  it.each([
    [1440, 4, 2],
    [1025, 4, 2],
    [1024, 3, 2],
    [900, 3, 2],
    [768, 2, 1],
    [480, 2, 1],
    [360, 2, 1],
  ])('product carousel at %ipx shows %i and scrolls %i', (width, slides, scroll) => {
    expect(carouselSettings(PRODUCT_CAROUSEL, width)).toEqual({ slides, scroll });
  });

  it.each([
    [1280, 4],
    [1024, 3],
    [768, 2],
    [360, 2],
  ])('related products at %ipx show %i', (width, slides) => {
    expect(carouselSettings(RELATED_CAROUSEL, width).slides).toBe(slides);
  });

  it('related products scroll 2 on wide screens', () => {
    expect(carouselSettings(RELATED_CAROUSEL, 1280).scroll).toBe(2);
  });

  it('category carousel shows 6 at a time and loops', () => {
    expect(carouselSettings(CATEGORY_CAROUSEL, 1280).slides).toBe(6);
    expect(CATEGORY_CAROUSEL.loop).toBe(true);
  });
});
