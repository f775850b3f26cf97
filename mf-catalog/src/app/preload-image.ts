/**
 * Starts downloading a landing page's largest image as soon as its data arrives, while React is still rendering
 * the page (LCP): the <img> then finds it in the image cache. Same URL, no CORS mode — as the <img>
 * requests it — or the preload is not reused. An <img> with a srcset picks one of its candidates, so the preload
 * carries the same srcset and sizes (imagesrcset/imagesizes) and downloads that one (a preload of the
 * largest file while the page showed the 960 px one was "preloaded but not used"). Empty URLs and repeats add nothing.
 */
export function preloadImage(
  url: string,
  doc: Document = document,
  { srcset, sizes }: { srcset?: string; sizes?: string } = {},
): void {
  if (!url) return;
  for (const link of doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')) {
    if (link.href === new URL(url, doc.baseURI).href) return;
  }
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = url;
  if (srcset) {
    link.setAttribute('imagesrcset', srcset);
    if (sizes) link.setAttribute('imagesizes', sizes);
  }
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
