import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Island } from './island';

/** A controllable IntersectionObserver: `reveal()` reports every observed element as intersecting. */
class FakeObserver {
  static all: FakeObserver[] = [];
  targets: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets = [];
  }
  reveal() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as IntersectionObserver);
  }
}

// An island is released once per page load (module state): each test draws its own.
let name = '';
let clicks = 0;
function Page({ label = 'Newsletter' }: { label?: string }) {
  return (
    <div>
      <h1>Top of the page</h1>
      <Island name={name}>
        <section>
          <button type="button" onClick={() => (clicks += 1)}>
            {label}
          </button>
        </section>
      </Island>
    </div>
  );
}

let container: HTMLDivElement;
let root: Root | null = null;
let errors: unknown[] = [];

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeEach(() => {
  name = `below-${expect.getState().currentTestName?.length ?? 0}-${Math.random().toString(36).slice(2)}`;
  clicks = 0;
  errors = [];
  FakeObserver.all = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
  // The idle fallback never fires here: each test releases its island by the event it is about.
  Object.assign(window, { requestIdleCallback: () => 0 });
  container = document.createElement('div');
  document.body.appendChild(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
});

async function hydrate(element: React.ReactElement) {
  container.innerHTML = renderToString(element);
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) });
  });
}

const marker = () => container.querySelector(`[data-island="${name}"]`)!;
const button = () => container.querySelector('button')!;

test('the server HTML has the island content; it stays in place, inert, until the island nears the viewport', async () => {
  const html = renderToString(<Page />);
  expect(html).toContain('Newsletter');
  await hydrate(<Page />);
  const serverButton = button();
  expect(serverButton.textContent).toBe('Newsletter');
  expect(marker().getAttribute('data-island-state')).toBeNull();
  // A click React cannot deliver yet is dropped (no handler ran); the window listener releases the island on
  // pointerdown, which a real click always starts with.
  await act(async () => serverButton.click());
  expect(clicks).toBe(0);

  await act(async () => FakeObserver.all.forEach((o) => o.reveal()));
  expect(marker().getAttribute('data-island-state')).toBe('live');
  // The same element, adopted by hydration (not drawn again), now with its handler.
  expect(button()).toBe(serverButton);
  button().click();
  expect(clicks).toBe(1);
  expect(errors).toEqual([]);
});

test('a touch inside an island hydrates it at once, and that first click reaches its handler', async () => {
  await hydrate(<Page />);
  await act(async () => {
    button().dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    button().click();
  });
  expect(marker().getAttribute('data-island-state')).toBe('live');
  expect(clicks).toBe(1);
});

test('an idle browser hydrates an island that never came into view', async () => {
  const idle: Array<() => void> = [];
  Object.assign(window, { requestIdleCallback: (run: () => void) => idle.push(run) });
  await hydrate(<Page />);
  expect(marker().getAttribute('data-island-state')).toBeNull();
  await act(async () => idle.forEach((run) => run()));
  expect(marker().getAttribute('data-island-state')).toBe('live');
});

test('a page drawn in the browser renders its islands at once', async () => {
  await act(async () => {
    root = createRoot(container);
    root.render(<Page />);
  });
  expect(marker().getAttribute('data-island-state')).toBe('live');
  button().click();
  expect(clicks).toBe(1);
});

test('an update that reaches an island before it hydrated renders it, never leaves it empty', async () => {
  let relabel: (label: string) => void = () => undefined;
  function Changing() {
    const [label, setLabel] = useState('Newsletter');
    relabel = setLabel;
    return <Page label={label} />;
  }
  await hydrate(<Changing />);
  await act(async () => relabel('Subscribe'));
  expect(button().textContent).toBe('Subscribe');
  button().click();
  expect(clicks).toBe(1);
});
