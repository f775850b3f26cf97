/**
 * Uploaded images are stored as WebP at a few widths (API lib/images): `<uuid>.webp` is the largest
 * (at most UPLOAD_WIDTH wide, never enlarged), `<uuid>-960w.webp` and `<uuid>-480w.webp` the narrower ones. Pages
 * give the browser the choice with srcset/sizes; seeded SVGs and older uploads have no variants (no srcset).
 */
export const UPLOAD_WIDTH = 1600;
export const UPLOAD_VARIANT_WIDTHS = [960, 480] as const;

const UPLOAD_WEBP = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** The srcset of an image URL when it is an upload with variants, else undefined. */
export function uploadSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !UPLOAD_WEBP.test(url)) return undefined;
  const base = url.slice(0, -'.webp'.length);
  return [...UPLOAD_VARIANT_WIDTHS]
    .reverse()
    .map((w) => `${base}-${w}w.webp ${w}w`)
    .concat(`${url} ${UPLOAD_WIDTH}w`)
    .join(', ');
}
