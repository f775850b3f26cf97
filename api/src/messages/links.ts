/** Links in messages: the site's public address (config.messages.siteUrl, SITE_URL) and a path on it. */
let site = 'http://localhost:3000';

export function setSiteUrl(url: string): void {
  site = url.replace(/\/+$/, '');
}

export const link = (path: string) => `${site}${path.startsWith('/') ? path : `/${path}`}`;
