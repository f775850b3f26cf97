import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { carouselSettings, type CarouselConfig } from './carousel-config';
import styles from './carousel.module.css';
import { useAppT } from '../i18n';

/** The width the server renders for (it knows no viewport): a desktop's. */
const SERVER_WIDTH = 1280;

const viewportWidth = (): number => window.innerWidth;

function onResize(changed: () => void): () => void {
  window.addEventListener('resize', changed);
  return () => window.removeEventListener('resize', changed);
}

/**
 * True once the element comes within `margin` of the viewport, then stays true (at once where there is no
 * IntersectionObserver). Embla measures the track when it starts, forcing a layout of the page: carousels start
 * as they come into view instead of all at load, before the banner has painted.
 */
export function useNearViewport<T extends Element>(margin = '200px'): [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!node || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [node, near, margin]);
  return [setNode, near];
}

/**
 * Visible/scroll counts for the current viewport, updated on resize. A server-rendered carousel hydrates with the
 * server's width (its arrows and slides per view as drawn, so a phone sees no hydration mismatch) and takes the
 * phone's width in the render right after; one rendered in the browser starts at the viewport's width.
 */
export function useCarouselSettings(config: CarouselConfig) {
  const width = useSyncExternalStore(onResize, viewportWidth, () => SERVER_WIDTH);
  return carouselSettings(config, width);
}

export interface CarouselProps {
  config: CarouselConfig;
  /** Accessible name of the carousel region. */
  label: string;
  children: ReactNode[];
  /** Show dots under the slides (banner). */
  dots?: boolean;
  /** Arrow placement: beside the track (default) or none. */
  arrows?: boolean;
  className?: string;
}

/** Embla carousel with product §9 breakpoints: slides per view by width, arrow buttons, optional dots. */
export function Carousel({ config, label, children, dots = false, arrows = true, className }: CarouselProps) {
  const { t } = useAppT();
  const { slides, scroll } = useCarouselSettings(config);
  const loop = Boolean(config.loop) && children.length > slides;
  const [emblaRef, embla] = useEmblaCarousel({
    align: 'start',
    loop,
    slidesToScroll: scroll,
    containScroll: 'trimSnaps',
  });
  const [nearRef, near] = useNearViewport<HTMLDivElement>();
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(children.length > slides);
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState<number[]>([]);

  const sync = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setSelected(embla.selectedScrollSnap());
    setSnaps(embla.scrollSnapList());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    sync();
    embla.on('select', sync).on('reInit', sync);
    return () => {
      embla.off('select', sync).off('reInit', sync);
    };
  }, [embla, sync]);

  const style = { '--per-view': slides } as CSSProperties;
  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      role="region"
      aria-roledescription={t('carousel.carousel')}
      aria-label={label}
      style={style}
    >
      <div className={styles.viewport} ref={near ? emblaRef : nearRef}>
        <div className={styles.track}>
          {children.map((child, i) => (
            <div
              className={styles.slide}
              key={i}
              role="group"
              aria-roledescription={t('carousel.slide')}
              aria-label={t('carousel.nOf', { n: i + 1, total: children.length })}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      {arrows && children.length > slides ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.prev}`}
            aria-label={t('carousel.previous')}
            disabled={!canPrev}
            onClick={() => embla?.scrollPrev()}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={t('carousel.next')}
            disabled={!canNext}
            onClick={() => embla?.scrollNext()}
          >
            ›
          </button>
        </>
      ) : null}
      {dots && snaps.length > 1 ? (
        <div className={styles.dots}>
          {snaps.map((_, i) => (
            <button
              type="button"
              key={i}
              className={`${styles.dot} ${i === selected ? styles.dotActive : ''}`}
              aria-label={t('carousel.goTo', { n: i + 1 })}
              aria-current={i === selected ? 'true' : undefined}
              onClick={() => embla?.scrollTo(i)}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
