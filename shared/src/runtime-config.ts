/** Runtime configuration (/app-config.json), loaded once by the shell or a standalone remote. */
import type { AppConfig } from './contracts';
import { API_PORT, REMOTE_NAMES, REMOTES, type RemoteName } from './registry.generated';

// Until /app-config.json arrives: every remote of the registry on its default port.
const defaults: AppConfig = {
  apiBase: `http://localhost:${API_PORT}`,
  remotes: Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, `http://localhost:${REMOTES[name].port}/mf-manifest.json`]),
  ) as Record<RemoteName, string>,
  calendarKey: 'utsav-calendar-key',
  callNow: '+91 98765 43210',
};

let current: AppConfig = defaults;

export function getConfig(): AppConfig {
  return current;
}

export function setConfig(config: Partial<AppConfig>): AppConfig {
  current = { ...current, ...config, remotes: { ...current.remotes, ...(config.remotes ?? {}) } };
  return current;
}

/**
 * Fetches /app-config.json and merges it over the defaults. The server sends it with `Cache-Control: no-cache`
 * (always revalidated), and a plain request lets the page's `<link rel="preload">` of it be reused. The shell
 * passes `fetchConfig` so the request its main.js already made is read rather than repeated.
 */
export async function loadConfig(
  url = '/app-config.json',
  fetchConfig: (url: string) => Promise<Response> = (u) => fetch(u),
): Promise<AppConfig> {
  try {
    const res = await fetchConfig(url);
    if (res.ok) return setConfig((await res.json()) as Partial<AppConfig>);
    console.warn(`app-config: ${url} answered ${res.status}; using defaults`);
  } catch (error) {
    console.warn('app-config: could not load, using defaults', error);
  }
  return current;
}

/**
 * URL of a file the API serves by an absolute path in its replies (a conversation's photo, `/images/uploads/…`): the
 * path is the API's, so on a site whose API is on another origin it must not be read against the page's origin.
 */
export function apiFileUrl(path: string): string {
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return `${current.apiBase}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** URL of an image served by the API: folder is product | slider | serviceimage | packageimage. */
export function imageUrl(
  folder: 'product' | 'slider' | 'serviceimage' | 'packageimage',
  file: string | undefined | null,
): string {
  if (!file) return '';
  if (/^(https?:|data:|blob:)/.test(file)) return file;
  return `${current.apiBase}/images/${folder}/${encodeURIComponent(file.trim())}`;
}
