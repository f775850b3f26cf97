/** Connection warm-up for the API origin (LCP); used by bootstrap in every build mode. */
/**
 * Opens connections to the API origin while the first screen's code downloads: its data calls (CORS) and its
 * images (no-cors) use separate connections, so both are warmed. Nothing is added for the page's own origin.
 */
export function preconnectApi(apiBase: string, doc: Document = document): void {
  let origin: string;
  try {
    origin = new URL(apiBase, doc.baseURI).origin;
  } catch {
    return;
  }
  if (origin === new URL(doc.baseURI).origin) return;
  // main.js (early-start) and bootstrap both ask; the second call adds nothing.
  if (doc.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)) return;
  for (const cors of [true, false]) {
    const link = doc.createElement('link');
    link.rel = 'preconnect';
    link.href = origin;
    if (cors) link.crossOrigin = 'anonymous';
    doc.head.appendChild(link);
  }
}
