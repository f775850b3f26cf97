// generated from apps.registry.mjs by `npm run registry`: do not edit.
// The monolith build (tools/webpack/monolith.js) imports every exposed module directly: one bundle, no federation.
import type { RemoteModuleId } from '@utsav/shared/contracts';

export const LOADERS: Record<RemoteModuleId, () => Promise<{ default?: unknown }>> = {
  'catalog/App': () => import('@utsav-monolith/catalog/App'),
  'catalog/SearchBox': () => import('@utsav-monolith/catalog/SearchBox'),
  'checkout/App': () => import('@utsav-monolith/checkout/App'),
  'checkout/MiniCart': () => import('@utsav-monolith/checkout/MiniCart'),
  'account/App': () => import('@utsav-monolith/account/App'),
  'packages/App': () => import('@utsav-monolith/packages/App'),
  'packages/PackageModal': () => import('@utsav-monolith/packages/PackageModal'),
  'vendor/App': () => import('@utsav-monolith/vendor/App'),
  'vendor/VendorHeader': () => import('@utsav-monolith/vendor/VendorHeader'),
  'admin/App': () => import('@utsav-monolith/admin/App'),
};
