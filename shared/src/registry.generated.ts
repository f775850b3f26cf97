// generated from apps.registry.mjs by `npm run registry`: do not edit.
import type { MiniCartProps, PackageModalProps, RemoteAppProps, SearchBoxProps, VendorHeaderProps } from './contracts';

export const REMOTE_NAMES = ['catalog', 'checkout', 'account', 'packages', 'vendor', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Exposed modules every remote build must provide (the `exposes` keys, without './'), and its default port. */
export const REMOTES: Record<RemoteName, { exposes: readonly string[]; port: number; everyPage: readonly string[] }> = {
  catalog: { exposes: ['App', 'SearchBox'], port: 3001, everyPage: ['SearchBox'] },
  checkout: { exposes: ['App', 'MiniCart'], port: 3002, everyPage: [] },
  account: { exposes: ['App'], port: 3003, everyPage: [] },
  packages: { exposes: ['App', 'PackageModal'], port: 3004, everyPage: [] },
  vendor: { exposes: ['App', 'VendorHeader'], port: 3005, everyPage: [] },
  admin: { exposes: ['App'], port: 3006, everyPage: [] },
};

export const SHELL_PORT = 3000;
export const API_PORT = 4000;

/** Props of every exposed module, by the module id passed to loadRemote(): RemoteSlot checks props against it. */
export interface RemoteModuleProps {
  'catalog/App': RemoteAppProps;
  'catalog/SearchBox': SearchBoxProps;
  'checkout/App': RemoteAppProps;
  'checkout/MiniCart': MiniCartProps;
  'account/App': RemoteAppProps;
  'packages/App': RemoteAppProps;
  'packages/PackageModal': PackageModalProps;
  'vendor/App': RemoteAppProps;
  'vendor/VendorHeader': VendorHeaderProps;
  'admin/App': RemoteAppProps;
}
export type RemoteModuleId = keyof RemoteModuleProps;

/**
 * Route ownership (architecture §2). The shell matches the location against these patterns (react-router matchPath)
 * and mounts the owner's ./App, whose <Routes> use the same absolute paths. `customerOnly` routes send
 * non-customers to / (product §2.1). `frame: 'own'`: the app draws its own frame, the shell leaves out the
 * storefront's header and footer (apps.registry.mjs `frame`).
 */
export interface RouteOwner {
  path: string;
  remote: RemoteName;
  customerOnly?: boolean;
  frame?: 'own';
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
  { path: '/admin', remote: 'admin', frame: 'own' },
  { path: '/admin/*', remote: 'admin', frame: 'own' },
];

/** What the shell may fetch early for a path, as the owning remote declares it (apps.registry.mjs `preload`). */
export interface PreloadHint {
  path: string;
  remote: RemoteName;
  api?: string;
}
export const PRELOAD_HINTS: readonly PreloadHint[] = [
  { path: '/', remote: 'catalog', api: '/Commondashboard' },
  { path: '/services/details/:id', remote: 'catalog', api: '/ProductDetails/:id' },
];
