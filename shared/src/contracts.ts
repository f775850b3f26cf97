/**
 * Federation contracts: the only surface through which the shell and the remotes meet.
 * Remote names, exposed modules (and their props), routes each remote owns, bus events.
 * A contract test checks every built mf-manifest.json against REMOTES below.
 */

// Remote names, exposes and their props, route owners and preload hints come from the app registry
// (apps.registry.mjs), generated into registry.generated.ts.
export { API_PORT, PRELOAD_HINTS, REMOTE_NAMES, REMOTES, ROUTE_OWNERS, SHELL_PORT } from './registry.generated';
export type { PreloadHint, RemoteModuleId, RemoteModuleProps, RemoteName, RouteOwner } from './registry.generated';
import type { RemoteName } from './registry.generated';

/** Props of each exposed module. Every remote App renders its own <Routes> under the shell's router. */
export type RemoteAppProps = Record<string, never>;
export interface SearchBoxProps {
  /** Optional extra class for placement in the header or mobile menu. */
  className?: string;
  placeholder?: string;
}
export interface MiniCartProps {
  open: boolean;
  onClose: () => void;
}
/**
 * The package modal listens for the `package:open` bus event itself. The shell mounts it lazily on the first
 * such event (so no page pays for it up front) and hands that first event over as `initialRequest`.
 */
/** The vendor area's header (mf-vendor): it reads the session and the config itself. */
export type VendorHeaderProps = Record<string, never>;
export interface PackageModalProps {
  initialRequest?: { packageId: number; packageName?: string };
}

/** Runtime configuration served by the shell at /app-config.json (never cached). */
export interface AppConfig {
  /** API origin, e.g. http://localhost:4000 (the client adds /api). */
  apiBase: string;
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /** Key used to decrypt the calendar feed (product §7, fixed on the client). */
  calendarKey: string;
  /** Phone number shown in the header call-now line. */
  callNow?: string;
  /**
   * 'test' when no money moves (the offline test gateway, or Razorpay test keys): the shell says so on every page
   *. Written by the same rule as the API's (tools/apps.mjs, docker/nginx/40-app-config.sh).
   */
  paymentsMode?: 'live' | 'test';
}

/** Bus events and their payloads. */
export interface BusEvents {
  /** Someone needs a signed-in customer: the shell opens the sign-in dialog. */
  'auth:required': { reason?: string };
  /** Session changed (sign-in, logout, expiry). */
  'auth:changed': { role: 0 | 1 | 2 | 3 };
  /** Cart contents changed: refetch cart and badge. */
  'cart:changed': { count?: number };
  /** Open the package modal with a package. */
  'package:open': { packageId: number; packageName?: string };
  /** Ask the shell to open the mini-cart. */
  'minicart:open': Record<string, never>;
}
export type BusEventName = keyof BusEvents;
