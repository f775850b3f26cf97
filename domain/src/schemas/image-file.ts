/**
 * Which picked files are images (product §5: image uploads take images only), by the type the browser gives a file.
 * The upload fields refuse the rest on selection, before anything is sent; the API still checks each upload's content
 * (JPEG, PNG or WebP) and its size, and the fields show that refusal too.
 */

/** A file the browser says is an image (`image/…`); one it cannot tell (no type) is not. */
export function isImageFile(file: { type: string }): boolean {
  return file.type.startsWith('image/');
}

/** Keeps the image files; returns them and how many were dropped. */
export function onlyImages<F extends { type: string }>(files: readonly F[]): { images: F[]; rejected: number } {
  const images = files.filter(isImageFile);
  return { images, rejected: files.length - images.length };
}
