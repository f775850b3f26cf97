// The apps of the composed site and their default ports (DESIGN §5). Ports are overridable by env:
// SHELL_PORT, CATALOG_PORT, CHECKOUT_PORT, ACCOUNT_PORT, PACKAGES_PORT, VENDOR_PORT, API_PORT.
export const APPS = [
  { dir: 'shell', name: 'shell', port: Number(process.env.SHELL_PORT ?? 3000) },
  { dir: 'mf-catalog', name: 'catalog', port: Number(process.env.CATALOG_PORT ?? 3001) },
  { dir: 'mf-checkout', name: 'checkout', port: Number(process.env.CHECKOUT_PORT ?? 3002) },
  { dir: 'mf-account', name: 'account', port: Number(process.env.ACCOUNT_PORT ?? 3003) },
  { dir: 'mf-packages', name: 'packages', port: Number(process.env.PACKAGES_PORT ?? 3004) },
  { dir: 'mf-vendor', name: 'vendor', port: Number(process.env.VENDOR_PORT ?? 3005) },
];
export const API_PORT = Number(process.env.API_PORT ?? 4000);

/** The runtime config the shell (and standalone remotes) read from /app-config.json. */
export function appConfig(host = 'localhost') {
  const remotes = Object.fromEntries(APPS.filter((a) => a.name !== 'shell').map((a) => [a.name, `http://${host}:${a.port}/mf-manifest.json`]));
  return {
    apiBase: process.env.PUBLIC_API_BASE ?? `http://${host}:${API_PORT}`,
    remotes,
    calendarKey: process.env.CALENDAR_KEY ?? 'utsav-calendar-key',
    callNow: '+91 98765 43210',
  };
}
