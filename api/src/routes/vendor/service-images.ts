import type { Queryable } from '../../db/client';
import { addServiceImages } from '../../data/vendor-services';
import { removeImageFile, storeImages, type PendingImage } from '../../lib/images';

/** The rows of a service's new images (their files already stored). */
export const saveImages = (tx: Queryable, productId: number, files: PendingImage[]) =>
  addServiceImages(
    tx,
    productId,
    files.map((f) => f.name),
  );

/** Stores files first (all validated already), then the rows; removes the files again if the transaction fails. */
export async function withStoredFiles<T>(uploadDir: string, files: PendingImage[], fn: () => Promise<T>): Promise<T> {
  await storeImages(uploadDir, files);
  try {
    return await fn();
  } catch (e) {
    await Promise.all(files.map((f) => removeImageFile(uploadDir, f.name)));
    throw e;
  }
}
