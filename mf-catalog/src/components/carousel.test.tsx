import { act, render, screen } from '@testing-library/react';
import { Carousel, useNearViewport } from './carousel';
import { BANNER_CAROUSEL } from './carousel-config';

type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;

describe('useNearViewport / Carousel start-up', () => {
  const original = window.IntersectionObserver;
  let callbacks: Callback[] = [];
  let observed: Element[] = [];
  beforeEach(() => {
    callbacks = [];
    observed = [];
    class FakeIO {
      constructor(cb: Callback) {
        callbacks.push(cb);
      }
      observe(el: Element) {
        observed.push(el);
      }
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    }
    Object.assign(window, { IntersectionObserver: FakeIO });
  });
  afterEach(() => Object.assign(window, { IntersectionObserver: original }));

  function Probe() {
    const [ref, near] = useNearViewport<HTMLDivElement>();
    return <div ref={ref}>{near ? 'near' : 'far'}</div>;
  }

  it('turns true when the element nears the viewport, and stays true', () => {
    render(<Probe />);
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => callbacks[0]?.([{ isIntersecting: false }]));
    expect(screen.getByText('far')).toBeInTheDocument();
    act(() => callbacks[0]?.([{ isIntersecting: true }]));
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('is true at once where IntersectionObserver does not exist', () => {
    Object.assign(window, { IntersectionObserver: undefined });
    render(<Probe />);
    expect(screen.getByText('near')).toBeInTheDocument();
  });

  it('renders every slide before the carousel starts, watching its viewport', () => {
    render(
      <Carousel config={BANNER_CAROUSEL} label="Featured services">
        {['a', 'b', 'c'].map((t) => (
          <span key={t}>{t}</span>
        ))}
      </Carousel>,
    );
    expect(screen.getByRole('region', { name: 'Featured services' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(observed).toHaveLength(1);
  });
});

describe('Carousel hydration', () => {
  const width = window.innerWidth;
  afterEach(() => Object.assign(window, { innerWidth: width }));

  it("hydrates a phone with the server's drawing, then takes the phone's width", async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { RELATED_CAROUSEL } = await import('./carousel-config');
    const slides = ['a', 'b', 'c'].map((x) => <p key={x}>{x}</p>);
    const tree = (
      <Carousel config={RELATED_CAROUSEL} label="Related">
        {slides}
      </Carousel>
    );
    // The server draws for a desktop: three slides fit, no arrows.
    Object.assign(window, { innerWidth: 1280 });
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    expect(container.querySelectorAll('button')).toHaveLength(0);
    // A 390 px phone hydrates it: no mismatch, and then two slides per view with arrows.
    Object.assign(window, { innerWidth: 390 });
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree, { onRecoverableError: (e) => mismatches.push(e) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('[role="region"]')?.getAttribute('style')).toContain('--per-view: 2');
    expect(container.querySelectorAll('button[aria-label]').length).toBeGreaterThanOrEqual(2);
    container.remove();
  });
});
