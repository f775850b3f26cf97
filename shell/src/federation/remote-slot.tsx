import { Component, lazy, Suspense, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteModuleId, RemoteModuleProps } from '@utsav/shared/contracts';
import { useT } from '@utsav/shared/i18n';
import { NS } from '../i18n';
import { loadRemoteComponent } from './remotes';
import { assertRendersHere } from './server-slots';
import styles from './remote-slot.module.css';

interface BoundaryProps {
  name: string;
  inline?: boolean;
  onRetry: () => void;
  /** Read the server's HTML of this slot (first mount only: hydration), to keep it if the browser code fails. */
  keepServerHtml?: boolean;
  children: ReactNode;
}

/**
 * The server-rendered HTML of a page slot, read before hydration touches it (the slot's wrapper, `data-slot`), or ''
 * (no server HTML: a browser-rendered page, a navigation, a retry).
 */
function serverHtmlOf(name: string): string {
  if (typeof document === 'undefined') return '';
  const wrapper = document.querySelector(`[data-slot="${CSS.escape(name)}"]`);
  if (!wrapper || wrapper.querySelector('[data-remote-fallback]')) return '';
  return wrapper.innerHTML.trim();
}

/**
 * Catches a remote that fails to load or throws while rendering; offers a retry in its own slot. A page slot whose
 * HTML came from the server keeps that HTML (readable, links work; its buttons wait for the code) with a quiet bar
 * "some features are unavailable — retry" above it, instead of replacing a readable page with a notice (docs/ssr.md).
 */
class RemoteBoundary extends Component<BoundaryProps, { error: Error | null; name: string }> {
  state = { error: null as Error | null, name: this.props.name };
  private readonly serverHtml = this.props.keepServerHtml ? serverHtmlOf(this.props.name) : '';
  /** The slot the kept HTML is of: after a navigation to another remote, that one's failure shows the notice. */
  private readonly serverHtmlOf = this.props.name;

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  // The routes keep one slot and change its id with the path: a failed remote's fallback must not stay on the next
  // remote's page (fault 4). Reset here rather than by a key, which would remount the Suspense boundary
  // and show a spinner instead of keeping the old page during a navigation.
  static getDerivedStateFromProps(props: BoundaryProps, state: { name: string }) {
    return props.name !== state.name ? { error: null, name: props.name } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[slot ${this.props.name}]`, error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    const retry = () => {
      this.setState({ error: null });
      this.props.onRetry();
    };
    if (this.serverHtml && this.serverHtmlOf === this.props.name) {
      return (
        <>
          <SlotNotice name={this.props.name} onRetry={retry} />
          {/* The server's own HTML of this slot, as it was before hydration (not user input). */}
          <div className={styles.kept} data-kept-server-html dangerouslySetInnerHTML={{ __html: this.serverHtml }} />
        </>
      );
    }
    return <SlotFallback name={this.props.name} inline={this.props.inline} onRetry={retry} />;
  }
}

/** The quiet bar above a kept server page: the page reads, some features wait for its code. */
function SlotNotice({ name, onRetry }: { name: string; onRetry: () => void }) {
  const { t } = useT(NS);
  return (
    <div className={styles.notice} role="status" data-remote-fallback={name}>
      <span>{t('slot.someUnavailable')}</span>
      <button type="button" className={styles.noticeRetry} onClick={onRetry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}

function SlotFallback({ name, inline, onRetry }: { name: string; inline?: boolean; onRetry: () => void }) {
  const { t } = useT(NS);
  return (
    <div className={`${styles.fallback} ${inline ? styles.inline : ''}`} role="alert" data-remote-fallback={name}>
      {inline ? null : <strong>{t('slot.unavailable')}</strong>}
      <span>{t(inline ? 'slot.unavailableShort' : 'slot.tryAgain')}</span>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('slot.retry')}
      </button>
    </div>
  );
}

/** A slot's loading mark: a Suspense fallback, so it must not suspend itself (the shell's texts are loaded first). */
function SlotLoading({ inline }: { inline?: boolean }) {
  const { t } = useT(NS, { suspend: false });
  return (
    <div
      className={`${styles.loading} ${inline ? styles.loadingInline : ''}`}
      role="status"
      aria-label={t('slot.loading')}
    >
      {inline ? null : <span className={styles.spinner} />}
    </div>
  );
}

/**
 * A slot's props: `id` names an exposed module of the registry (apps.registry.mjs), and `props` must be that
 * module's props type (RemoteModuleProps, generated from the registry): a wrong or missing prop is a type error.
 * `props` may be left out only when every prop of the module is optional.
 */
export type RemoteSlotProps<Id extends RemoteModuleId> = {
  id: Id;
  /** Small slot (header fragments): compact loading and fallback. */
  inline?: boolean;
} & (Record<never, never> extends RemoteModuleProps[Id]
  ? { props?: RemoteModuleProps[Id] }
  : { props: RemoteModuleProps[Id] });

// One lazy component per exposed module and attempt, kept outside React. When a navigation (a transition)
// gives a slot another id, the render suspends before it commits, and React does not keep an uncommitted
// render's memoised values: a lazy made in useMemo was made anew on every retry of that render, each one
// loading and suspending again, so the next remote never showed.
const lazies = new Map<string, ComponentType<never>>();

/** Server only: a remote redeployed while the renderer runs is loaded afresh by the next render. */
export function forgetLoadedRemote(name: string): void {
  for (const key of [...lazies.keys()]) if (key.startsWith(`${name}/`)) lazies.delete(key);
}

function lazyRemote<P>(id: RemoteModuleId, attempt: number): ComponentType<P> {
  const key = `${id}#${attempt}`;
  let component = lazies.get(key);
  if (!component) {
    // A failed load is forgotten, so the slot mounted again later (another visit) tries afresh.
    const load = () =>
      loadRemoteComponent<P>(id, attempt > 0).catch((error: unknown) => {
        lazies.delete(key);
        throw error;
      });
    component = lazy(load) as unknown as ComponentType<never>;
    lazies.set(key, component);
  }
  return component as ComponentType<P>;
}

/** On the server, a slot whose remote has no server build is left to the browser (server-slots.ts). */
function ServerGate({ id, children }: { id: string; children: ReactNode }) {
  assertRendersHere(id);
  return children;
}

/** Mounts one exposed remote module inside an error boundary + Suspense. */
export function RemoteSlot<Id extends RemoteModuleId>({ id, props, inline }: RemoteSlotProps<Id>) {
  type P = RemoteModuleProps[Id] & object;
  const [attempt, setAttempt] = useState(0);
  const Lazy = lazyRemote<P>(id, attempt);
  const boundary = (
    <RemoteBoundary
      key={attempt}
      name={id}
      inline={inline}
      keepServerHtml={!inline && attempt === 0}
      onRetry={() => setAttempt((a) => a + 1)}
    >
      <Suspense fallback={<SlotLoading inline={inline} />}>
        <ServerGate id={id}>
          <Lazy {...((props ?? {}) as P)} />
        </ServerGate>
      </Suspense>
    </RemoteBoundary>
  );
  // A page slot sits in a wrapper of no box of its own (display: contents), rendered alike on the server and in the
  // browser: the boundary reads the server's HTML from it before hydration.
  return inline ? (
    boundary
  ) : (
    <div className={styles.slot} data-slot={id}>
      {boundary}
    </div>
  );
}
