/** Toast helpers: 700 ms, top centre (SPEC §8, §9). The shell mounts the one <Toaster>. */
import toast from 'react-hot-toast';

export const TOAST_MS = 700;
const options = { duration: TOAST_MS, position: 'top-center' as const };

export const notify = {
  success: (message: string) => toast.success(message, options),
  error: (message: string) => toast.error(message, options),
  warning: (message: string) => toast(message, { ...options, icon: '⚠️', className: 'toast-warning' }),
  info: (message: string) => toast(message, { ...options, icon: 'ℹ️', className: 'toast-info' }),
};

export const toasterProps = { position: 'top-center' as const, toastOptions: { duration: TOAST_MS } };
