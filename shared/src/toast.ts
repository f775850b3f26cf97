/**
 * Toast helpers: 700 ms, top centre (product §8, §9). The shell mounts the one <Toaster>.
 * react-hot-toast (~5 KB gzip) loads with the first toast, not with every page: `notify` starts the
 * load and shows the toast when it arrives, and `onFirstToast` tells the shell when to mount its <Toaster>.
 */
import type { ToasterProps } from 'react-hot-toast';

type ToastLibrary = typeof import('react-hot-toast');

export const TOAST_MS = 700;
const options = { duration: TOAST_MS, position: 'top-center' as const };

let library: Promise<ToastLibrary> | null = null;
const firstToastListeners = new Set<() => void>();
let requested = false;

/**
 * The toast library, loaded once (shared singleton: every app gets the shell's copy and store). A failed
 * download is tried once more at once, and again by the next toast.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import('react-hot-toast')
    .catch(() => import('react-hot-toast'))
    .catch((error: unknown) => {
      library = null;
      throw error;
    });
  return library;
}

/** Calls `listener` once a toast has been asked for (at once if one already was); returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) {
    listener();
    return () => undefined;
  }
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

function show(run: (toast: ToastLibrary['default']) => void): void {
  if (!requested) {
    requested = true;
    for (const listener of [...firstToastListeners]) listener();
    firstToastListeners.clear();
  }
  loadToastLibrary()
    .then(({ default: toast }) => run(toast))
    .catch((error: unknown) => console.error('toast: could not load react-hot-toast', error));
}

/**
 * The toast's id: its kind and words. react-hot-toast shows one toast per id, so the same message asked for twice
 * (a page's refusal and a field's, a double click, two hooks reacting to one failure) appears once and its timer
 * restarts, in every language.
 */
export const toastId = (kind: 'success' | 'error' | 'warning' | 'info', message: string): string =>
  `${kind}:${message}`;

export const notify = {
  success: (message: string): void =>
    show((toast) => toast.success(message, { ...options, id: toastId('success', message) })),
  error: (message: string): void =>
    show((toast) => toast.error(message, { ...options, id: toastId('error', message) })),
  warning: (message: string): void =>
    show((toast) =>
      toast(message, { ...options, id: toastId('warning', message), icon: '⚠️', className: 'toast-warning' }),
    ),
  info: (message: string): void =>
    show((toast) => toast(message, { ...options, id: toastId('info', message), icon: 'ℹ️', className: 'toast-info' })),
};

export const toasterProps: ToasterProps = { position: 'top-center', toastOptions: { duration: TOAST_MS } };
