// The renderer's module, built by webpack.server.config.js into dist-server/render.js. Async boundary:
// the federation runtime negotiates the shared modules (React, the router, the query client…) before the
// renderer's code runs, exactly as the browser entry does; remotes' server builds then use the same instances.
import type { RenderedPage, RendererOptions } from './render-page';

const renderer = import('./render-page');

export async function configureRenderer(options: RendererOptions): Promise<void> {
  (await renderer).configureRenderer(options);
}

/** `cookie`: the request's Cookie header, for the customer's place (prices and travel fares for their pincode). */
export async function renderPage(url: string, lang: 'en' | 'hi' = 'en', cookie?: string): Promise<RenderedPage> {
  return (await renderer).renderPage(url, lang, cookie);
}

export async function rendersOnServer(pathname: string): Promise<boolean> {
  return (await renderer).rendersOnServer(pathname);
}
