/**
 * Federation contracts: the only surface through which the shell and the remotes meet.
 * Remote names, exposed modules (and their props), routes each remote owns, bus events.
 * A contract test checks every built mf-manifest.json against REMOTES below.
 */

export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'packages', 'vendor'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Exposed modules every remote build must provide (the `exposes` keys, without './'). */
export const REMOTES: Record<RemoteName, { exposes: readonly string[]; port: number }> = {
  catalog: { exposes: ['App', 'SearchBox'], port: 3001 },
  checkout: { exposes: ['App', 'MiniCart'], port: 3002 },
  account: { exposes: ['App'], port: 3003 },
  packages: { exposes: ['App', 'PackageModal'], port: 3004 },
  vendor: { exposes: ['App'], port: 3005 },
};

export const SHELL_PORT = 3000;
export const API_PORT = 4000;

/** Module ids as passed to the MF runtime's loadRemote(). */
export type RemoteModuleId =
  | 'catalog/App'
  | 'catalog/SearchBox'
  | 'checkout/App'
  | 'checkout/MiniCart'
  | 'account/App'
  | 'packages/App'
  | 'packages/PackageModal'
  | 'vendor/App';

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
export interface PackageModalProps {
  initialRequest?: { packageId: number; packageName?: string };
}

/**
 * Route ownership (DESIGN §2). The shell matches the location against these patterns (react-router matchPath)
 * and mounts the owner's ./App, whose <Routes> use the same absolute paths. `customerOnly` routes send
 * non-customers to / (SPEC §2.1).
 */
export interface RouteOwner {
  path: string;
  remote: RemoteName;
  customerOnly?: boolean;
}
export const ROUTE_OWNERS: readonly RouteOwner[] = [
  { path: '/', remote: 'catalog' },
  { path: '/services/*', remote: 'catalog' },
  { path: '/calendars', remote: 'catalog' },
  { path: '/cart', remote: 'checkout', customerOnly: true },
  { path: '/checkout/*', remote: 'checkout', customerOnly: true },
  { path: '/booking/*', remote: 'checkout' },
  { path: '/account/*', remote: 'account', customerOnly: true },
  { path: '/packages/*', remote: 'packages' },
  { path: '/package/checkout', remote: 'packages', customerOnly: true },
  { path: '/vendor/*', remote: 'vendor' },
  { path: '/vendor', remote: 'vendor' },
  { path: '/service-provider-reg', remote: 'vendor' },
];

/** Runtime configuration served by the shell at /app-config.json (never cached). */
export interface AppConfig {
  /** API origin, e.g. http://localhost:4000 (the client adds /api). */
  apiBase: string;
  /** Remote name → URL of its mf-manifest.json. */
  remotes: Record<RemoteName, string>;
  /** Key used to decrypt the calendar feed (SPEC §7, fixed on the client). */
  calendarKey: string;
  /** Phone number shown in the header call-now line. */
  callNow?: string;
}

/** Bus events and their payloads. */
export interface BusEvents {
  /** Someone needs a signed-in customer: the shell opens the sign-in dialog. */
  'auth:required': { reason?: string };
  /** Session changed (sign-in, logout, expiry). */
  'auth:changed': { role: 0 | 1 | 2 };
  /** Cart contents changed: refetch cart and badge. */
  'cart:changed': { count?: number };
  /** Open the package modal with a package. */
  'package:open': { packageId: number; packageName?: string };
  /** Ask the shell to open the mini-cart. */
  'minicart:open': Record<string, never>;
}
export type BusEventName = keyof BusEvents;

/**
 * React Router 6 with its v7 behaviour (issue 10 chose v6 for its size): navigations are transitions, and
 * relative links inside splat routes resolve as in v7. Every router — the shell's, a standalone frame's and the
 * tests' — passes these, so all run the same routing.
 */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;
