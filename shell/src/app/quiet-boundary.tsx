import { Component, type ReactNode } from 'react';

interface QuietBoundaryProps {
  /** What the page shows instead (nothing by default). */
  fallback?: ReactNode;
  /** A new value clears a caught error and renders the children again. */
  resetKey?: unknown;
  children: ReactNode;
}

/**
 * Keeps a failure in a piece loaded on first use (the sign-in dialog, the toaster) from taking the page down:
 * without a boundary, a chunk that fails to download unmounts the whole app.
 */
export class QuietBoundary extends Component<QuietBoundaryProps, { error: Error | null; resetKey: unknown }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: QuietBoundaryProps, state: { error: Error | null; resetKey: unknown }) {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  componentDidCatch(error: Error) {
    console.error('A part of the page could not load', error);
  }

  render() {
    return this.state.error ? (this.props.fallback ?? null) : this.props.children;
  }
}

/** `import()` with one retry (a chunk that failed once is requested again). */
export function withRetry<T>(load: () => Promise<T>): () => Promise<T> {
  return () => load().catch(() => load());
}
