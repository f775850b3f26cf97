/**
 * Progressive hydration (docs/ssr.md, "Hydration, part by part"). A part of a server-rendered page that the visitor
 * does not touch first (carousels below the fold, tabs, the footer's form) is an island: its server HTML stays as it
 * is, readable, and React hydrates it only when it nears the viewport, is touched, or the browser has been idle for a
 * while — whichever comes first. Only documented React means: a Suspense boundary around the part, and `use()` of a
 * promise that resolves on one of those events. React keeps a suspended boundary's server HTML in place during
 * hydration (no flash, no layout shift) and hydrates it, time-sliced, when the promise resolves.
 *
 * An island waits only while it is being hydrated: `useSyncExternalStore`'s server snapshot is what React reads on the
 * server and during hydration, its client snapshot in any browser render. A page rendered in the browser (a
 * navigation, a signed-in visit), or an island React renders afresh because an update reached it before it hydrated,
 * renders at once. The marker element (outside the boundary, `data-island`) is what the wait observes.
 */
import {
  Suspense,
  use,
  useEffect,
  useRef,
  useSyncExternalStore,
  type ReactNode,
  type ReactPromise,
  type RefObject,
} from 'react';
import styles from './island.module.css';

export type IslandTrigger = 'visible' | 'idle';

/** How near the viewport (px) an island starts hydrating: a fast scroll finds it ready. */
const VISIBLE_MARGIN = '300px 0px';
/** The longest an island waits for an idle moment once the page has loaded (ms). */
const IDLE_TIMEOUT_MS = 4000;
/** Touches that hydrate an island at once: the event reaches the hydrated part. */
const TOUCH_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

/**
 * A promise React's `use` reads synchronously once settled: the thenable protocol React reads (`status`, `value`;
 * React's own types declare it, `ReactPromise`; TanStack Query's render promises carry it too). An island released by a touch is hydrated by React inside that
 * same event, before a microtask could settle a plain promise, so the touch reaches the hydrated part.
 */
type Wait = Promise<void> & ReactPromise<void>;

function settle(wait: Wait): void {
  Object.assign(wait, { status: 'fulfilled', value: undefined });
}

/** What the Gate reads when its wait is over but React renders it afresh. */
const READY: Wait = Promise.resolve() as Wait;
settle(READY);

/** Each island's wait, kept once settled (one page load, a handful of islands): the Gate reads it again. */
const waits = new Map<string, Wait>();

function afterLoad(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function whenIdle(done: () => void): void {
  afterLoad(() => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(done, 200);
  });
}

function whenVisible(marker: Element, done: () => void): void {
  const targets = [...marker.children];
  if (!targets.length || typeof IntersectionObserver === 'undefined') return whenIdle(done);
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      done();
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  for (const target of targets) observer.observe(target);
  // Visible or not, an idle browser hydrates it too: nothing stays inert for long.
  whenIdle(() => {
    observer.disconnect();
    done();
  });
}

/**
 * The promise an island's first hydration waits on, or null when there is nothing to wait for (no server HTML of
 * this island in the document: a browser render).
 */
function waitFor(name: string, trigger: IslandTrigger): Wait | null {
  if (typeof document === 'undefined') return null;
  const pending = waits.get(name);
  if (pending) return pending;
  const marker = document.querySelector(`[data-island="${CSS.escape(name)}"]`);
  if (!marker) return null;
  let release: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => (release = resolve)) as Wait;
  {
    let settled = false;
    // On the window, capturing: it runs before React's own listener on the root, which hydrates the touched part
    // at once when it is no longer waited on (and so gets the event), and otherwise stops the event there.
    const onTouch = (event: Event) => {
      if (event.target instanceof Node && marker.contains(event.target)) done();
    };
    const done = () => {
      if (settled) return;
      settled = true;
      for (const type of TOUCH_EVENTS) window.removeEventListener(type, onTouch, true);
      settle(promise);
      release();
    };
    for (const type of TOUCH_EVENTS) window.addEventListener(type, onTouch, { capture: true, passive: true });
    if (trigger === 'visible') whenVisible(marker, done);
    else whenIdle(done);
  }
  waits.set(name, promise);
  return promise;
}

const noSubscription = () => () => undefined;

function Gate({ name, trigger, children }: { name: string; trigger: IslandTrigger; children: ReactNode }) {
  // true on the server and while hydrating (the server snapshot), false in every browser render.
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  const wait = hydrating ? waitFor(name, trigger) : null;
  if (wait) use(wait);
  // An island that waited while hydrating, rendered again in the browser (after it hydrated, or because an update
  // reached it first): React expects `use` again from a component that suspended, so it reads a settled constant.
  // An island of a page drawn in the browser never waited and calls no `use`.
  else if (waits.has(name)) use(READY);
  return children;
}

/** Marks the island live (`data-island-state="live"`) once its boundary has committed: what tests and tools read. */
function Live({ marker }: { marker: RefObject<HTMLDivElement | null> }) {
  useEffect(() => marker.current?.setAttribute('data-island-state', 'live'), [marker]);
  return null;
}

export interface IslandProps {
  /** Unique on the page (the marker's `data-island`). */
  name: string;
  /** `visible` (default): when near the viewport, touched, or the browser idles; `idle`: when idle or touched. */
  when?: IslandTrigger;
  children: ReactNode;
}

/**
 * A part hydrated later than the page around it. Its wrapper has no box of its own (`display: contents`), so the
 * page's layout is unchanged. The server's HTML and the browser's first render are the same markup.
 */
export function Island({ name, when = 'visible', children }: IslandProps) {
  const marker = useRef<HTMLDivElement>(null);
  return (
    <div ref={marker} className={styles.island} data-island={name}>
      <Suspense fallback={null}>
        <Gate name={name} trigger={when}>
          {children}
        </Gate>
        <Live marker={marker} />
      </Suspense>
    </div>
  );
}
